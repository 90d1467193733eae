"""A table row labelled by a quality or cost measure alone ("| **Accuracy** | 3.2x improvement
(43.13% vs 13.62% baseline) |", "| Token Usage | ... |") holds a quality gain, not a speed-up, as a
hardware-spec row holds two spec sheets; a "Latency" row of the same table is still a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "Semantic tool selection on Llama 3 8B, one H100:\n\n"
    "| Metric | Observation |\n|---|---|\n| **{label}** | 3.2x improvement |\n"
)


@pytest.mark.parametrize("label", ["Accuracy", "Tool-calling accuracy", "Success rate", "Token Usage"])
def test_a_quality_row_holds_no_speed_up(label: str) -> None:
    assert claims(_TABLE.format(label=label)) == []


def test_a_latency_row_is_a_claim() -> None:
    # watched flipping: "Accuracy" -> "Latency" makes the row's ratio a speed-up
    assert [c.text for c in claims(_TABLE.format(label="Latency"))] == ["3.2x"]
