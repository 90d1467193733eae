"""A long page about image or video generation (a diffusion library's pipeline and optimisation
pages) names images, video, denoising and the VAE throughout and text generation seldom or
never: its ratios ("speeds up inference by as much as 4X", "1.55x faster") are an image
pipeline's, even where the page also says "prompt", "tokens" and "transformer" as LLM pages do.
The same page that names text generation throughout (tokens/s, chat, an LLM) keeps them."""

from __future__ import annotations

from tests.claims.helpers import claims

PAGE = (
    "# Stable Diffusion 3 pipeline\n\n"
    "The pipeline turns a text prompt into images. A transformer denoises latent images over "
    "the inference steps, and the VAE decodes the latents back into pixels.\n\n"
    + (
        "Pass a prompt and the number of denoising steps; each step refines the image latents, "
        "and the VAE turns the final latents into an image of the requested size in pixels. "
        "The text encoders read the prompt tokens once, before the first denoising step.\n\n"
    )
    * 12
    + "## Speed\n\nUsing compiled components in the pipeline can speed up inference by as much as 4X.\n"
)


def test_a_speedup_on_an_image_generation_page_is_no_claim() -> None:
    assert len(PAGE) > 3000
    assert claims(PAGE) == []


def test_the_same_page_about_text_generation_keeps_its_ratio() -> None:
    # watched failing: the page rewritten about an LLM's chat (the one change) keeps its 4X
    page = (
        PAGE.replace("images", "chat replies")
        .replace("image", "chat reply")
        .replace("pixels", "text generation output")
        .replace("denois", "decod")
        .replace("VAE", "LLM")
    )
    assert [c.text for c in claims(page)] == ["4X"]


def test_the_pages_transformer_names_no_llm() -> None:
    # "transformer" is a diffusion transformer's word too, as "tokens" is a tokenizer's: alone it
    # does not bring a paragraph back to LLM inference; "LLM" in its place does
    sentence = "Using `torch.compile` on the {} provides ~2.4x speedup (A100 80GB: 4.70s → 1.93s).\n"
    assert claims(PAGE + "\n" + sentence.format("transformer")) == []
    assert [c.text for c in claims(PAGE + "\n" + sentence.format("LLM"))] == ["2.4x"]


ZH_PAGE = (
    "# FLUX 与 HunyuanVideo 加速\n\n"
    + (
        "该管道根据文本提示生成图像和视频 (images, video)。"
        "每一步去噪 (denoising) 都会细化潜在图像，VAE 再把它解码为像素 (pixels)。\n\n"
    )
    * 40
    + "## 结果\n\n推理速度降至8.20秒，相比基线快了{}。\n"
)


def test_a_chinese_image_page_whose_inference_is_no_llms() -> None:
    # "推理" (inference) and "解码" (decode) are a diffusion page's words too, as "decode" is:
    # alone they do not bring a paragraph back to LLM inference; "大模型" (LLM) does
    assert len(ZH_PAGE) > 3000
    assert claims(ZH_PAGE.format("3.21倍")) == []
    assert [c.text for c in claims(ZH_PAGE.format("3.21倍").replace("推理速度", "大模型推理速度"))] == ["3.21倍"]
