"""A gain column in a table that measures power draw ("| Total Power (W) | Efficiency Gain |", an NPU
vendor's decoding-power table) is an energy-efficiency gain, not a speed-up: its "8.61x" cells are
no claims. The same column in a table that measures no power stays a speed-up column."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "### Power during decoding\n\n"
    "| Model | Method | CPU | NPU | {header} | Efficiency Gain |\n|---|---|--:|--:|--:|--:|\n"
    "| LLaMA 3.2 1B | NPU (ours) | 0.07 | 1.57 | **1.64** | - |\n"
    "| | iGPU | 0.12 | 0 | 14.12 | 8.61x |\n"
)


@pytest.mark.parametrize("header", ["Total Power (W)", "Energy (J)", "Watts"])
def test_a_gain_column_of_a_power_table_is_no_speedup(header: str) -> None:
    assert claims(_TABLE.format(header=header)) == []


def test_the_gain_column_of_a_table_without_power_stays_a_speedup() -> None:
    # watched failing: the same table whose total column names no power keeps its ratio claim
    assert [c.text for c in claims(_TABLE.format(header="Total"))] == ["8.61x"]


def test_a_column_that_says_speedup_stays_one_in_a_power_table() -> None:
    text = _TABLE.format(header="Total Power (W)").replace("Efficiency Gain", "Speedup")
    assert [c.text for c in claims(text)] == ["8.61x"]
