"""Chinese documents write speed claims with their own words: a speed word, a verb of raising
and the figure; a factor in 倍; a latency cut; and a figure right after a word, no space."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates
from tests.claims.helpers import absent, claims, only

DOC = "# 推理性能\n\n{}\n"


@pytest.mark.parametrize(
    ("sentence", "ratio"),
    [
        ("基于分组查询注意力，推理速度相比上一代提升了 42%。", 1.42),
        ("与基线相比，吞吐量提高约35%。", 1.35),
        ("使用投机解码后，解码速度提升 2.5 倍。", 2.5),
        ("在长上下文场景下，预填充速度快了8.6倍。", 8.6),
        ("首 token 延迟降低了 50%。", 2.0),
    ],
)
def test_a_chinese_ratio_is_a_speedup(sentence: str, ratio: float) -> None:
    [candidate] = find_candidates(sentence)
    assert candidate.kind == "speedup"
    assert candidate.ratio == pytest.approx(ratio)


def test_a_rate_written_right_after_a_chinese_word_is_found() -> None:
    assert [c.text for c in claims(DOC.format("在单张 A100 上，生成速度达到30 tokens/s。"))] == ["30 tokens/s"]


@pytest.mark.parametrize(
    "sentence",
    [
        "量化后显存占用减少了 40%。",  # memory, not speed
        "上下文长度从 2K 扩展到 32K，提升了 16 倍。",  # a context window
        "例如，在4台机器上运行时，我们希望推理速度能提高4倍。",  # a supposed example
    ],
)
def test_other_quantities_and_supposed_figures_are_no_claims(sentence: str) -> None:
    assert claims(DOC.format(sentence)) == []


def test_a_speedup_under_a_fine_tuning_heading_is_training() -> None:
    text = "# 模型\n\n## LoRA 微调测试\n\n与默认方案相比，吞吐量提升了约 75%。\n"
    assert claims(text) == []
    # watched failing: under an inference heading the same sentence is a claim
    assert claims(text.replace("LoRA 微调测试", "推理测试")) != []


def test_a_chinese_copula_joins_the_batch_size_to_its_value() -> None:
    # "batch size 为1" / "设置为 8": the Chinese "is" / "set to" between a setting and its value
    assert "concurrency" not in absent(only("在 A100 上 batch size 为1 时速度为 40 tokens/s。"))
    assert "concurrency" not in absent(only("在 A100 上 batch size 设置为 8 时速度为 40 tokens/s。"))
    # watched failing: a batch size said to be large, with no value, states no concurrency
    assert "concurrency" in absent(only("在 A100 上 batch size 很大时速度为 40 tokens/s。"))
