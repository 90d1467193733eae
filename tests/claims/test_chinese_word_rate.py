"""A Chinese speed word before a rate in words is a generation rate with no verb: "使用 4090，速度 21
words/s" (on a 4090, speed 21 words/s), "生成速度约30 words/s". Only an English generating verb
(generates, streams, decodes, outputs, produces) had been read before a words/s figure, so a
Chinese note's speed got no finding. A reading, reciting, typing or speaking pace ("阅读速度约 5
words/s") stays no claim.
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("使用 4090，速度 21 words/s。", 21.0),
        ("生成速度约30 words/s，显存占用 16GB。", 30.0),
        ("Qwen2.5 7B 在 M2 上的解码速度 18 words/s。", 18.0),
    ],
)
def test_a_chinese_speed_in_words_is_a_throughput(sentence: str, value: float) -> None:
    assert [(c.kind, c.value, c.unit) for c in find_candidates(sentence)] == [("throughput", value, "words/s")]


@pytest.mark.parametrize(
    "sentence",
    [
        "成年人的阅读速度约 5 words/s。",
        "打字速度 2 words/s。",
        "播音员的说话速度约 3 words/s。",
    ],
)
def test_a_human_pace_stays_no_claim(sentence: str) -> None:
    assert find_candidates(sentence) == []
