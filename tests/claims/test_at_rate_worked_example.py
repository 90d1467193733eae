"""A sentence that sets a rate in a leading "at" phrase and works a time or a length out of it
("At ~5 tokens/sec, average output is 150 tokens") supposes the rate, as an if-clause does; the
same phrase that works nothing out, or that sets a load rather than a speed, stays a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    ("worked", "claimed"),
    [
        (
            "At ~5 tokens/sec, average output is 150 tokens; a 30-token buffer handles variation.",
            "We measured ~5 tokens/sec, and average output is 150 tokens.",
        ),
        (
            "For example, at 30 tokens per second a 300-word reply streams in about 13 seconds.",
            "For example, Llama 3 8B reached 30 tokens per second on a 300-word reply.",
        ),
        (
            "At 100 tokens/s a 1,000-token answer takes 10 seconds, so streaming matters.",
            "It reaches 100 tokens/s on one L4, so streaming matters.",
        ),
    ],
)
def test_a_rate_that_works_out_a_time_or_length_is_supposed(worked: str, claimed: str) -> None:
    # watched failing: each worked sentence gave a claim before
    assert claims(worked) == []
    assert claims(claimed) != []


@pytest.mark.parametrize(
    "sentence",
    [
        "At 2,000 tok/s, the H100 is 1.8x faster than the A100.",  # nothing worked out
        "At 64 concurrent users, throughput reaches 2,000 tok/s on one H100.",  # a load, not a rate
    ],
)
def test_an_at_phrase_that_works_nothing_out_stays_a_claim(sentence: str) -> None:
    assert claims(sentence) != []
