"""A speed a plan heads for ("**Path to 47+ tok/s**: optimize the Python loop or tune the
kernel", "the road to 2x faster decoding") is a goal, not a measurement; the same item that says
where the engine stands now is a claim, and a code path ("the hot path to the first token")
is no goal."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    "line",
    [
        "- **Path to 47+ tok/s**: optimize the Python loop (C++ KV cache) or tune the kernel.",
        "- The road to 2x faster decoding runs through a C++ KV cache.",
    ],
)
def test_a_speed_a_plan_heads_for_is_no_claim(line: str) -> None:
    assert claims(line + "\n") == []


@pytest.mark.parametrize(
    "line",
    [
        "- **Now at 47 tok/s**: after moving the KV cache to C++.",
        "- The hot path to the first token now decodes at 47 tok/s.",
    ],
)
def test_a_speed_reached_stays_a_claim(line: str) -> None:
    # watched flipping: "Path to 47+ tok/s" -> "Now at 47 tok/s" makes the item a claim
    assert [c.kind for c in claims(line + "\n")] == ["throughput"]
