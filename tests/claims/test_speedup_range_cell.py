"""A range of multiples alone in a speed-up column's cell ("| Proven Speedup | ... | **5.9x-11x** |",
a speculative-decoding status table) is one speed-up claim: its low end is the figure and its high
end the bound, as "1.9x-12.7x speedup" is in prose. The same cell under a column that names no
speed-up stays no claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "| Track | Approach | {header} | Notes |\n|---|---|---|---|\n"
    "| **Track 1** | External draft model | **{cell}** | K=24 for 32B, K=8 for 7B |\n"
)


@pytest.mark.parametrize("cell", ["5.9x-11x", "5.9-11x", "5.9x – 11x"])
def test_a_range_of_multiples_in_a_speedup_column_is_one_claim(cell: str) -> None:
    # watched failing: "5.9x-11x" matched neither the multiple cell nor the bare number
    found = claims(_TABLE.format(header="Proven Speedup", cell=cell))
    assert [(c.kind, c.value, c.evidence.ratio_high) for c in found] == [("speedup", 5.9, 11.0)]


def test_a_single_multiple_keeps_no_bound() -> None:
    found = claims(_TABLE.format(header="Proven Speedup", cell="5.9x"))
    assert [(c.kind, c.value, c.evidence.ratio_high) for c in found] == [("speedup", 5.9, None)]


def test_the_range_under_a_column_naming_no_speedup_is_no_claim() -> None:
    assert claims(_TABLE.format(header="Compression", cell="5.9x-11x")) == []
