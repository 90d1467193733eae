"""A per-token latency written as the figure before a decode step's time ("38.2 ms average time per
decode step", "12 ms per decoding iteration", "a 40 ms mean latency per decode+sample cycle") is a
latency claim: each decode step yields one token per sequence, so the step time is the time per
token. A count per step ("3 kernel launches per decode step") or a figure with no step after it
("a 40 ms timeout per request") stays none."""

from __future__ import annotations

from tests.claims.helpers import claims


def test_the_average_time_per_decode_step_is_a_latency_claim() -> None:
    found = claims("- **Speed**: 38.2 ms average time per decode step on the 7B model\n")
    assert [(c.kind, c.value, c.unit) for c in found] == [("latency", 38.2, "ms")]


def test_a_decode_and_sample_cycle_is_a_step_too() -> None:
    found = claims("- **Loop speed**: 30 cycles/s, 33.3ms mean time per decode+sample cycle\n")
    assert [(c.kind, c.value) for c in found] == [("latency", 33.3)]


def test_a_count_per_decode_step_stays_none() -> None:
    assert claims("The fused path issues 3 kernel launches per decode step.\n") == []


def test_a_timeout_per_request_stays_none() -> None:
    assert claims("Each client uses a 40 ms timeout per request.\n") == []
