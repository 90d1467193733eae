"""A comparative alone with its gain in parentheses ("the Hugging Face baseline is consistently
slower (~15-20%)", "vLLM is faster (12%)") states a speed ratio, as "15-20% slower" does (an engine
comparison's summary bullet was lost this way). A share in the parentheses ("slower (20% of runs)")
is no ratio."""

from __future__ import annotations

from tests.claims.helpers import claims

BULLET = (
    "vLLM against Hugging Face on one A100, Llama-2-7B, batch 1.\n\n"
    "- Hugging Face baseline is consistently slower ({what})\n"
)


def test_a_parenthesised_range_after_slower_is_a_claim() -> None:
    found = [c.text for c in claims(BULLET.format(what="~15–20%"))]
    assert any("15" in text for text in found)


def test_a_parenthesised_share_after_slower_is_no_claim() -> None:
    # watched flipping: "of runs" makes the same figure a share of the runs, not a ratio of speeds
    found = [c.text for c in claims(BULLET.format(what="20% of runs"))]
    assert not any("20" in text for text in found)


def test_a_parenthesised_gain_after_faster_is_a_claim() -> None:
    found = [c.text for c in claims(BULLET.replace("slower", "faster").format(what="12%"))]
    assert any("12" in text for text in found)
