""" "System throughput" ("the system throughput is 2,400 tok/s", "system-wide output token
throughput") names every request's tokens over the run's time, the aggregate a serving benchmark
reports, as "aggregate" and "total throughput" already did; it had read as no aggregation and drew
OP007. A "system prompt" or a "system" that is the machine ("a single 4090 system") says nothing
about aggregation."""

from __future__ import annotations

import pytest

from tests.claims.helpers import absent, only


@pytest.mark.parametrize(
    "text",
    [
        "With 64 concurrent users the system throughput is 2,400 tok/s.",
        "System-wide output token throughput reached 5,100 tok/s at 128 users.",
    ],
)
def test_system_throughput_states_the_aggregation(text: str) -> None:
    # watched failing: aggregation was absent
    assert "aggregation" not in absent(only("# Results\n\n" + text + "\n"))


@pytest.mark.parametrize(
    "text",
    ["A single 4090 system reaches 40 tok/s at 8 users.", "With a short system prompt it serves 40 tok/s to 8 users."],
)
def test_a_system_that_is_no_throughput_states_nothing(text: str) -> None:
    assert "aggregation" in absent(only("# Results\n\n" + text + "\n"))
