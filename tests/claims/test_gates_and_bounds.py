"""Figures a release must pass ("Initial performance gates:") and a roofline said in words
("bandwidth-bound at ~5 tok/s") are no measurements."""

from __future__ import annotations

from tests.claims.helpers import claims

_GATES = (
    "Initial performance gates:\n\n"
    "- active decode p95 inter-token latency during another request's prefill is at most 1.5x its steady baseline;\n"
)


def test_items_under_a_gates_lead_in_are_no_claims() -> None:
    assert claims(_GATES) == []
    # watched failing: the same item under a lead-in that reports results is a claim
    assert [c.text for c in claims(_GATES.replace("Initial performance gates:", "Initial results:"))] == ["1.5x"]


def test_a_bandwidth_bound_speed_is_no_measurement() -> None:
    bound = "- The 31B dense model is bandwidth-bound at ~5 tok/s on 300 GB/s systems (62.5 GB / 300 GB/s).\n"
    assert claims(bound) == []
    assert [c.text for c in claims(bound.replace("is bandwidth-bound at", "runs at"))] == ["5 tok/s"]


def test_a_rate_limit_is_a_quota_not_a_measurement() -> None:
    # an API reference's error table: the rate the service allows, not one it reached
    table = "| Status | Meaning |\n|---|---|\n| 429 | Rate limited (10 req/sec per account) |\n"
    assert claims(table) == []
    assert [c.text for c in claims(table.replace("Rate limited", "Served"))] == ["10 req/sec"]
    assert claims("- RATE_LIMITED: Too many requests (300 RPM). Check the Retry-After header.\n") == []
