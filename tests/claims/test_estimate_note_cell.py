"""A results table whose notes cell calls a row worked out ("| Kernel only | 93 tok/s | 10.8ms |
Theoretical (no Python loop) |", an engineering notebook's comparison) holds no claim on that row:
the figure is a bound summed from kernel times, not a measurement. The other rows, whose notes say
what was run, stay claims, and a note that opens with another word or gives a figure of its own is
no such mark."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "| Implementation | Throughput | Latency | Notes |\n"
    "|---|---|---|---|\n"
    "| HTTP server | 16 tok/s | 62ms | Full framework overhead |\n"
    "| Kernel only | 93 tok/s | 10.8ms | {note} |\n"
)


@pytest.mark.parametrize("note", ["Theoretical (no Python loop)", "Estimated", "projected from kernel times"])
def test_a_row_noted_as_worked_out_holds_no_claim(note: str) -> None:
    found = claims(_TABLE.format(note=note))
    assert {c.line for c in found} == {3}


@pytest.mark.parametrize("note", ["Kernels only, no Python loop", "Measured (theoretical 120)"])
def test_a_row_noted_otherwise_keeps_its_claim(note: str) -> None:
    # watched flipping: "Theoretical (no Python loop)" -> "Kernels only, no Python loop" keeps line 4
    assert 4 in {c.line for c in claims(_TABLE.format(note=note))}
