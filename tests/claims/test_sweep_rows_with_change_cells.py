"""Rows of a load sweep that also carry a change column ("| 4 | 121.0 | +9% |") or a reference
multiple with its note ("| 1 | 40.2 | 1.00x (baseline) |") are still rows that differ only in
concurrency: a signed percentage and a noted multiple are measured results, not settings that name
the row, so the table is a sweep and CV001 stays quiet on every row. Rows that differ in a setting
as well as in load (another model per row) are no sweep and keep CV001."""

from __future__ import annotations

from tests.claims.helpers import verdicts


def _fired(text: str) -> set[str]:
    return {claim for claim, messages in verdicts(text, "CV001").items() if messages}


def test_a_change_column_does_not_split_a_sweep() -> None:
    table = (
        "| Users | Output tok/s | vs previous build |\n|---|---|---|\n"
        "| 1 | 40.2 | +12% |\n| 4 | 121.0 | **+9%** |\n| 8 | 180.5 | -3% |\n"
    )
    assert _fired(table) == set()


def test_a_noted_reference_multiple_does_not_split_a_sweep() -> None:
    table = (
        "| Users | Output tok/s | Scaling |\n|---|---|---|\n"
        "| 1 | 40.2 | 1.00x (baseline) |\n| 4 | 121.0 | 3.01x |\n| 8 | 180.5 | 4.49x |\n"
    )
    assert _fired(table) == set()


def test_rows_that_differ_in_a_setting_are_no_sweep() -> None:
    table = (
        "| Model | Users | Output tok/s | Change |\n|---|---|---|---|\n"
        "| A | 1 | 40.2 | +12% |\n| B | 4 | 121.0 | +9% |\n"
    )
    assert _fired(table) == {"40.2", "121.0"}
