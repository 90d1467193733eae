"""A ratio supposed, not measured: in an if-clause ("If you get a 2x speedup, you can halve your
fleet"), as the indefinite subject of a consequence ("A 2x speedup would save you $10,000 a
month"), or asked about ("What would a 10x faster LLM enable?"). A ratio a sentence states, with
a consequence after it, stays a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    ("supposed", "stated"),
    [
        (
            "A 2x speedup would save you $10,000 per month.",
            "X delivers a 2x speedup, which would save you $10,000 per month.",
        ),
        (
            "Even a 10% throughput improvement would translate into millions of dollars.",
            "We measured a 10% throughput improvement that translates into millions of dollars.",
        ),
        (
            "A 3x faster model could serve three times the users on the same hardware.",
            "A 3x faster model serves three times the users on the same hardware.",
        ),
        (
            "With 5x faster inference, agents could finish tasks in seconds instead of minutes.",
            "With 5x faster inference, agents finish tasks in seconds instead of minutes.",
        ),
        ("If you get a 2x speedup, you can halve your fleet.", "You get a 2x speedup, so you can halve your fleet."),
        ("What would a 10x faster LLM enable? Whole new products.", "Our LLM is 10x faster. Whole new products."),
    ],
)
def test_a_supposed_ratio_is_no_claim(supposed: str, stated: str) -> None:
    # watched failing: each supposed sentence gave a claim before
    assert claims(supposed) == []
    assert claims(stated) != []


def test_a_measured_ratio_with_a_consequence_stays_a_claim() -> None:
    assert claims("The 2x speedup we measured on one H100 would save us $10,000 per month.") != []
