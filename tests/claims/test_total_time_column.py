"""A column headed by a total that is a time ("| Total duration (s) | Output tok/s |", a serving
blog's load table) holds how long the run took, not a total throughput, so a duration larger
than the output rate says nothing about prompt tokens counted in a rate; a "Total tok/s" column
larger than the output rate still does."""

from __future__ import annotations

import pytest

from tests.claims.helpers import verdicts

_TABLE = (
    "Llama-3.1-8B on one H100, 150 requests at concurrency 8:\n\n"
    "| Config | Median ITL (ms) | {header} | Output tok/s |\n| :-- | :-: | :-: | :-: |\n"
    "| BF16 | 15.18 | 672.6 | 450.3 |\n"
)


@pytest.mark.parametrize("header", ["Total duration (s)", "Total time (ms)", "Total latency"])
def test_a_total_time_is_no_total_rate(header: str) -> None:
    found = verdicts(_TABLE.format(header=header), "PF001")
    assert not any("exceeds the output rate" in m for messages in found.values() for m in messages)


def test_a_total_rate_above_the_output_rate_counts_prompt_tokens() -> None:
    # watched flipping: "Total duration (s)" -> "Total tok/s" makes 672.6 a total rate above 450.3;
    # the total figure is the one that counts prompt tokens, not the output rate beside it
    found = verdicts(_TABLE.format(header="Total tok/s"), "PF001")
    assert any("exceeds the output rate" in m for m in found["672.6"])
    assert not found["450.3"]
