"""Rows of a batch sweep whose duration column writes its unit in the cell ("| Model-S | 128 |
83.13s | 763.7 |", "| Model-S | 32 | 23.5 s | 674.4 |") still differ only in batch size: a time
is a measured result, not a setting naming the row, so the rows are a sweep and CV001 stays quiet
on them. A row of another model at one batch size keeps CV001."""

from __future__ import annotations

from tests.claims.helpers import verdicts

_TABLE = (
    "| Model | Batch Size | Time (s) | Throughput (tokens/s) |\n|---|---|---|---|\n"
    "| Model-S | 128 | 83.13s | 763.7 |\n| Model-S | 32 | 23.5 s | 674.4 |\n| Model-S | 1 | 9.2 sec | 49.4 |\n"
    "| Model-L | 1 | 52.6s | 31.9 |\n"
)


def test_duration_cells_do_not_split_a_sweep() -> None:
    fired = {claim for claim, messages in verdicts(_TABLE, "CV001").items() if messages}
    assert fired == {"31.9"}
