"""Chinese papers and READMEs write a speed factor with a multiplication sign ("吞吐量提高了1.72×-4.05×"),
as a range ("提升 2~3 倍"), as the level a speed is raised to ("推理速度则提升至1.74倍"), before the
measure it qualifies ("高 1.69×- 2.65× 的归一化推理吞吐量"), and as a comparative whose verb is speed
itself ("比 cuBLAS 内核快 1.20 倍", "比 llama.cpp 快 30%", "比 cuBLAS 慢 29.6%"). A comparison of
loading or training speed, or a factor of memory or of a context window, is no claim."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("sentence", "ratio", "high"),
    [
        ("此外，FP6-LLM将OPT-30b的推理吞吐量提高了1.72×-4.05×。", 1.72, 4.05),
        ("在 A100 上，吞吐量提升 2~3 倍。", 2.0, 3.0),
        ("相比Qwen1.5-7B，推理速度则提升至1.74倍。", 1.74, None),
        ("FP6-LLM 实现比 FP16 基线高 1.69×- 2.65× 的归一化推理吞吐量。", 1.69, 2.65),
        ("即使 GPU 数量减半，TC-FPx 内核平均比 cuBLAS 内核快 1.20 倍。", 1.2, None),
        ("在 4090 上，推理速度比 llama.cpp 快 30%。", 1.3, None),
        ("BitsandBytes 的平均速度比 cuBLAS 慢 29.6%。", 0.704, None),
    ],
)
def test_a_chinese_factor_or_comparative_is_a_speedup(sentence: str, ratio: float, high: float | None) -> None:
    [candidate] = find_candidates(sentence)
    assert candidate.kind == "speedup"
    assert candidate.ratio == pytest.approx(ratio)
    assert candidate.high == (pytest.approx(high) if high is not None else None)


@pytest.mark.parametrize(
    "sentence",
    [
        # watched flipping: the same comparatives of loading and training, and factors of memory
        "模型加载比 safetensors 快 3 倍。",
        "训练比 DeepSpeed 快 2 倍。",
        "显存占用比 FP16 低 3 倍。",
        "上下文长度从 2K 扩展到 32K，提升了 16 倍。",
    ],
)
def test_a_comparative_of_something_else_is_no_claim(sentence: str) -> None:
    assert find_candidates(sentence) == []
