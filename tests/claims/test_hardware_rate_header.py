"""A throughput column whose header gives the hardware's unit ("Throughput (TFLOP/s)", "GB/s")
measures a kernel's arithmetic or memory rate, not tokens: its bare cells are no throughput claims."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "| Q/K format | V format | Throughput ({unit}) |\n|---|---|---:|\n| FP8 | FP8 | 3050 |\n| MXFP4 | MXFP4 | 4000 |\n"
)


@pytest.mark.parametrize("unit", ["TFLOP/s", "TFLOPS", "GB/s"])
def test_a_throughput_column_in_a_hardware_unit_is_no_claim(unit: str) -> None:
    assert claims(_TABLE.format(unit=unit)) == []


def test_a_throughput_column_in_tokens_stays_a_claim() -> None:
    # watched failing: the same column in tokens per second holds two throughput claims
    assert [c.text for c in claims(_TABLE.format(unit="tok/s"))] == ["3050", "4000"]
