"""Two figures written with a slash between them share the unit after the second ("medians of
88.261/84.735 tok/s", "65.7 vs 64.6/62.5 tok/s"): the second figure is a speed, not a number glued
to a name. A number after a word and a slash ("Qwen/72 tok/s", "v1.2/30") stays a name."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        ("At 9k prompt tokens, five pairs measured medians of 88.261/84.735 tok/s at q4.", "84.735 tok/s"),
        ("On M4 Max, MTP wins (novel 65.7 vs 64.6/62.5 tok/s); on M5 Max they tie.", "62.5 tok/s"),
        ("With llama-bench on one RTX 3090, pp512/tg128 gave 1200/45 t/s.", "45 t/s"),
    ],
)
def test_the_second_figure_of_a_pair_is_a_speed(sentence: str, figure: str) -> None:
    assert [c.text for c in find_candidates(sentence)] == [figure]


@pytest.mark.parametrize(
    "sentence",
    [
        # watched flipping: a word or a version before the slash makes the number part of a name
        "The model card at Qwen/72 tok/s was renamed.",
        "Tags follow the v1.2/30 tok/s scheme.",
    ],
)
def test_a_number_after_a_name_and_a_slash_is_no_figure(sentence: str) -> None:
    assert find_candidates(sentence) == []
