"""A percentage under a speed-up column ("| mlx_gpu/mps speedup |" over "+44%", "0%", "35%") is a
percentage change, never a multiple: it reads as its signed siblings do, a speed-up only where the
row label or the column header names a speed ("Decode speedup"). An array framework's operation
table (ms per Softmax or Sum, runtime speed-ups between backends) so holds no claim, where "0%"
and "35%" were read as 0x and 35x speed-ups."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "| Operation | mlx_gpu | mps | {header} |\n|---|---|---|---|\n"
    "| Softmax | 10.15 | 19.27 | +89% |\n"
    "| Sum | 11.33 | 16.35 | {cell} |\n"
)


@pytest.mark.parametrize("cell", ["0%", "35%", "+35%"])
def test_a_percentage_under_a_runtime_speedup_column_is_no_claim(cell: str) -> None:
    # watched failing: "0%" and "35%" were bare numbers under "speedup", so 0x and 35x claims
    assert claims(_TABLE.format(header="mlx_gpu/mps speedup", cell=cell)) == []


def test_a_column_that_names_a_speed_keeps_its_percentages_as_speedups() -> None:
    found = claims(_TABLE.format(header="Decode speedup", cell="35%"))
    assert [(c.text, c.kind) for c in found] == [("+89%", "speedup"), ("+35%", "speedup")]
    assert [c.evidence.ratio for c in found] == pytest.approx([1.89, 1.35])


def test_a_multiple_under_the_runtime_speedup_column_stays_a_claim() -> None:
    found = claims(_TABLE.format(header="mlx_gpu/mps speedup", cell="1.44x"))
    assert [(c.text, c.kind) for c in found] == [("1.44x", "speedup")]
