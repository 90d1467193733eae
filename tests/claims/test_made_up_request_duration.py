"""A duration given to an indefinite request in a relative clause is an example's premise, not a
run's time: scaling guides write "A request that takes 45 seconds ties up the worker and lowers
throughput" or "any job which runs for 90 s blocks the queue". A request that was timed ("The
request took 45 seconds on vLLM and lowered throughput") stays a claim."""

from __future__ import annotations

from tests.claims.helpers import claims


def test_a_made_up_request_duration_is_no_claim() -> None:
    # watched failing: "45 seconds" was a latency claim
    text = "Run agents off the web thread. A request that takes 45 seconds ties up the worker and lowers throughput.\n"
    assert [c.text for c in claims(text)] == []


def test_a_timed_request_stays_a_claim() -> None:
    text = "Run agents off the web thread. The request took 45 seconds on vLLM and lowered throughput.\n"
    assert [c.text for c in claims(text)] == ["45 seconds"]
