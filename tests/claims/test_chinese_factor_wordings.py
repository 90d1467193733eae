"""Chinese READMEs also write a speed factor before the speed ("至少1.3倍的推理速度提升", "约 1.5 倍的
token 吞吐", "达到 2.5 倍的速度"), as what a speed reaches ("速度最高可达2.5倍", "吞吐达到 X 的 ~1.5 倍")
and with 高出 ("吞吐量比 HF 高出24倍"); a factor of memory or of a context window is no claim."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("sentence", "ratio"),
    [
        ("支持 exllama 的 CUDA 算子使得 int4 量化模型能够获得至少1.3倍的推理速度提升。", 1.3),
        ("相比上一代模型实现约 1.5 倍的 token 吞吐。", 1.5),
        ("使用 FasterTransformer，我们可以在生成时达到 2.5 倍的速度。", 2.5),
        ("支持快速推理（速度最高可达2.5倍）。", 2.5),
        ("高并发场景 token 吞吐达到上一代模型的 ~1.5 倍。", 1.5),
        ("vLLM 的吞吐量比HuggingFace Transformers高出24倍。", 24.0),
    ],
)
def test_a_chinese_factor_is_a_speedup(sentence: str, ratio: float) -> None:
    [candidate] = find_candidates(sentence)
    assert candidate.kind == "speedup"
    assert candidate.ratio == pytest.approx(ratio)


@pytest.mark.parametrize(
    "sentence",
    [
        # watched flipping: the same factors of memory and of a context window find nothing
        "量化后模型能够获得至少1.3倍的显存节省。",
        "显存占用达到上一代模型的 ~1.5 倍。",
        "上下文长度从 2K 扩展到 32K，提升了 16 倍。",
    ],
)
def test_a_factor_of_something_else_is_no_claim(sentence: str) -> None:
    assert find_candidates(sentence) == []
