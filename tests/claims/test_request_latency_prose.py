"""A whole request's latency named in prose is a latency claim, as its table row is."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates
from tests.claims.helpers import absent, claims


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("Mean E2EL was 4930 ms at 8 concurrent users.", 4930.0),
        ("P99 request latency stayed at 780 ms under the chat workload.", 780.0),
        ("The median E2EL is 2.4 s with 1024 input tokens.", 2.4),
    ],
)
def test_a_request_latency_in_prose_is_a_latency_claim(sentence: str, value: float) -> None:
    [candidate] = find_candidates(sentence)
    assert (candidate.kind, candidate.value) == ("latency", value)


def test_a_bare_tail_latency_at_a_load_stays_a_condition() -> None:
    assert find_candidates("The p99 latency is 2.1 s at 32 QPS.") == []


def test_a_request_latency_claim_is_no_setup_for_the_next_paragraph() -> None:
    text = "# Latency\n\nMean E2EL was 4930 ms at 8 concurrent users.\n\nThe end-to-end latency is 2.3 s on one L4.\n"
    second = next(c for c in claims(text) if c.text.startswith("2.3"))
    assert "concurrency" in absent(second)
