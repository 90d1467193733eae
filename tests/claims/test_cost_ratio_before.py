"""A ratio that multiplies money, named right before it ("a high cost (5-10x)", "costing 1.8x
more", "cuts API costs by 10x"), is a bill, not a speed; the same ratio after a latency is a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    ("cost", "speed"),
    [
        (
            "Multi-agent LLM debate has a high cost (4-8x) and latency.",
            "Multi-agent LLM debate has a high latency (4-8x).",
        ),
        (
            "For LLM serving the H200 handles more requests/second, despite costing 1.6x more.",
            "For LLM serving the H200 handles more requests/second, running 1.6x faster.",
        ),
        ("The cache cuts your LLM API costs by 12x.", "The cache cuts your LLM API latency by 12x."),
    ],
)
def test_a_cost_ratio_is_no_claim_and_a_latency_ratio_is(cost: str, speed: str) -> None:
    assert [c.text for c in claims(cost) if c.kind == "speedup"] == []
    # watched failing before the fix: the cost ratios were speed-ups too
    assert len([c for c in claims(speed) if c.kind == "speedup"]) == 1
