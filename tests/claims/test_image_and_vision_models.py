"""Speed-ups of image-generation models named by name (FLUX, SANA, PixArt, judged by image
quality) and of segmentation and tracking models (SAM) are not LLM-inference claims."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    ("other", "llm", "replacement"),
    [
        ("- 4-bit FLUX.1-tools is here! Enjoy a 2-3x speedup over the original models.", "FLUX.1-tools", "Qwen3"),
        ("- 4-bit SANA support is here! Experience a 2-3x speedup compared to the 16-bit model.", "SANA", "Llama"),
        ("NVFP4 delivers superior image quality, offering a 3x speedup on the RTX 5090.", "image quality", "accuracy"),
        ("The port of Meta's SAM 3.1 is faster at multi-object tracking (~7x at 128 objects).", "SAM 3.1", "Qwen3"),
    ],
    ids=["flux", "sana", "image-quality", "sam"],
)
def test_a_speedup_of_an_image_or_vision_model_is_no_claim(other: str, llm: str, replacement: str) -> None:
    assert claims(other) == []
    # watched failing: the same sentence about a language model keeps its ratio
    text = other.replace(llm, replacement).replace("multi-object tracking", "decoding")
    assert claims(text) != [], text


def test_a_table_comparing_sam_versions_is_no_claim() -> None:
    table = "| Objects | SAM 3 | SAM 3.1 | Speedup |\n|---|---|---|---|\n| 4 | 608ms | 203ms | **3.0x** |\n"
    assert claims(table) == []
    assert [c.text for c in claims(table.replace("SAM 3.1", "EAGLE-3").replace("SAM 3", "Base"))] == ["3.0x"]
