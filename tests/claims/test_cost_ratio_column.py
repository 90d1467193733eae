"""A column headed by a ratio of costs or risks ("| Domain | λ (Cost Ratio) | Recommended τ |", a
hallucination-detection proposal's threshold table) holds a decision's weights, not speed-ups, as
a "Compression ratio" column does; a "Speedup ratio" column is still read."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "Llama 3 8B on one H100, thresholds per domain:\n\n"
    "| Domain | {header} | Recommended τ |\n|---|---|---|\n| Medical | 10-100 | 0.3-0.5 |\n"
)


@pytest.mark.parametrize("header", ["λ (Cost Ratio)", "Price ratio", "Risk ratio"])
def test_a_cost_ratio_column_holds_no_speed_ups(header: str) -> None:
    assert claims(_TABLE.format(header=header)) == []


def test_a_speed_up_ratio_column_is_read() -> None:
    # watched flipping: "λ (Cost Ratio)" -> "Speedup ratio" makes the cell a speed-up
    assert [c.kind for c in claims(_TABLE.format(header="Speedup ratio"))] == ["speedup"]
