"""A percentage before a participle and a speed ("may deliver up to 20% improved performance", "15%
increased decoding speed") is a speed-up, as "20% better performance" is; the same participle before
another quantity ("5% improved accuracy", "20% increased memory") makes none."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TEXT = "> **Note:** Results are based on v0.1.3. Newer versions may deliver up to 20% {words}.\n"


@pytest.mark.parametrize("words", ["improved performance", "improved throughput", "increased decoding speed"])
def test_a_percent_improved_speed_is_a_speedup(words: str) -> None:
    found = claims(_TEXT.format(words=words))
    assert [(c.kind, c.evidence.ratio) for c in found] == [("speedup", 1.2)]


@pytest.mark.parametrize("words", ["improved accuracy", "increased memory use", "improved perplexity"])
def test_a_percent_improved_other_quantity_is_not(words: str) -> None:
    # watched flipping: "performance" -> "accuracy" leaves no claim
    assert claims(_TEXT.format(words=words)) == []
