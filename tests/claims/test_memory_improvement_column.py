"""An improvement column whose header names memory in short ("Mem. Consumption Improvement (%)",
"VRAM gain") measures memory saved, not speed: its cells are no speed-up claims."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "| Optimization level | Allocated Memory (GB) | {header} |\n|---|---|---|\n"
    "| Baseline | 1.66 | - |\n| DS + fp16 | 1.04 | 37.3 |\n"
)


@pytest.mark.parametrize("header", ["Mem. Consumption Improvement (%)", "VRAM improvement", "Footprint gain"])
def test_a_memory_improvement_column_is_no_speedup(header: str) -> None:
    assert claims(_TABLE.format(header=header)) == []


def test_a_plain_improvement_column_stays_a_speedup() -> None:
    # watched failing: the same column naming no memory is a speed-up column
    assert [c.text for c in claims(_TABLE.format(header="Consumption Improvement (%)"))] == ["37.3"]
