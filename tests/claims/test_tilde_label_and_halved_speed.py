"""Two terse shapes of notes: a unit label whose figure follows an approximation sign instead of a
colon, or a statistic word ("Tokens/sec ~ 15", "Tokens/sec max: 20.7", "tok/s mean = 42.1"), and a
speed that halved ("throughput halves at 32K context", "decode speed roughly halved with 8 users",
half its baseline's speed, where a halved latency is a 2x speedup). Only a colon or an equals sign
right after the unit, and a speed that doubled or tripled, had been read. A swept range after the
label, a request rate offered and a halved latency keep their verdicts.
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tokens/sec ~ 15", 15.0),
        ("Tokens/sec max: 20.7", 20.7),
        ("tok/s mean = 42.1", 42.1),
        ("Tokens/s: ~ 34", 34.0),
    ],
)
def test_a_unit_label_before_a_tilde_or_a_statistic_labels_its_figure(text: str, value: float) -> None:
    assert [(c.kind, c.value) for c in find_candidates(text)] == [("throughput", value)]


@pytest.mark.parametrize(
    ("sentence", "ratio"),
    [
        ("Throughput halves when the context grows to 32K.", 0.5),
        ("Decode speed roughly halved with 8 users.", 0.5),
        ("Speculative decoding halves the per-token latency.", 2.0),
    ],
)
def test_a_halved_speed_is_half_its_baseline(sentence: str, ratio: float) -> None:
    assert [(c.kind, c.ratio) for c in find_candidates(sentence)] == [("speedup", ratio)]


@pytest.mark.parametrize("text", ["Tokens/sec ~ 15-20", "QPS ~ 4", "The memory use halves with INT4."])
def test_a_range_an_offered_rate_and_a_halved_memory_keep_their_verdicts(text: str) -> None:
    assert find_candidates(text) == []
