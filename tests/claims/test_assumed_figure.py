"""A figure said to be assumed ("compute bound (assumed 8000 tps)", "assuming ~50 tok/s") is an
input to a model of the system, not a measurement, as an "expected" one is; the same figure said
to be measured is a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

ITEM = "- `batch > 64` on one Arc B580 is compute bound ({} 8000 tps)\n"


@pytest.mark.parametrize("word", ["assumed", "assuming"])
def test_an_assumed_rate_is_no_claim(word: str) -> None:
    assert claims(ITEM.format(word)) == []


def test_a_measured_rate_is_a_claim() -> None:
    # watched failing: "measured" in place of "assumed" (the one change) makes it a result
    assert [c.text for c in claims(ITEM.format("measured"))] == ["8000 tps"]
