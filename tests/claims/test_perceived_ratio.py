"""A ratio of how fast an answer feels ("a 10-100x improvement in perceived responsiveness",
"20x UX improvement", "UX improvement: 20x better") judges a user's experience, not a speed
measured: no claim. A ratio of a measure, with the experience mentioned after it ("3x lower TTFT,
so the UX improves"), stays a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    "text",
    [
        "Streaming LLM answers token by token brings a 20-50x improvement in perceived responsiveness.",
        "| **Streaming tokens** | 20-50x UX improvement | not simulated |",
        "- LLM streaming: UX improvement: 20-50x better",
        "Token streaming gives roughly a 30x gain in user experience for chat LLMs.",
    ],
)
def test_a_perceived_ratio_is_no_claim(text: str) -> None:
    # watched failing before the fix: each ratio was a speed-up claim
    assert [c.text for c in claims(text) if c.kind == "speedup"] == []


@pytest.mark.parametrize(
    "text",
    [
        "Prefix caching gives 3x lower TTFT for the LLM, so the UX improves too.",
        "Streaming LLM decoding reached a 2.5x throughput improvement over the baseline.",
    ],
)
def test_a_measured_ratio_stays_a_claim(text: str) -> None:
    assert len([c for c in claims(text) if c.kind == "speedup"]) == 1
