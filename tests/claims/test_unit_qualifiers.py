"""A word may stand between a figure and its speed unit and say which tokens it counts: "473.1
aggregate tok/s" (a 4x3090 archive's README), "581 prefill tok/s" (its catalog's "primary metric"
cells), "350 completion tok/s", "800 combined tok/s". Another word there leaves the figure unread."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize("word", ["aggregate", "aggregated", "prefill", "completion", "combined", "output"])
def test_a_figure_with_a_qualified_speed_unit_is_a_claim(word: str) -> None:
    text = f"At concurrency 64 on TP2, the server produced 473.1 {word} tok/s against 294.76 for TP4.\n"
    assert [c.text for c in claims(text)][:1] == [f"473.1 {word} tok/s"]


def test_a_figure_with_another_word_before_the_unit_is_not() -> None:
    # watched flipping: "473.1 aggregate tok/s" is found, "473.1 banana tok/s" is not
    text = "At concurrency 64 on TP2, the server produced 473.1 banana tok/s.\n"
    assert claims(text) == []
