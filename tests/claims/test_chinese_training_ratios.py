"""A Chinese ratio of training's speed ("训练速度提升了 3 倍", "MoE 模型训练效率提升9倍", "微调速度提升了
2 倍") is a training speed-up, as "training is 3x faster" is; the same ratio of inference speed is a claim."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize("sentence", ["训练速度提升了 3 倍。", "MoE 模型训练效率提升9倍。", "微调速度提升了 2 倍。"])
def test_a_training_ratio_is_no_claim(sentence: str) -> None:
    assert find_candidates(sentence) == []


def test_an_inference_ratio_is_a_claim() -> None:
    # watched flipping: "训练" -> "推理" makes the same ratio a claim
    assert [c.text for c in find_candidates("推理速度提升了 3 倍。")] == ["3 倍"]
