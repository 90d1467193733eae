"""A metric-per-row table's "Latency Mean" or "Latency P99" row whose cells carry their unit
("| **Latency Mean** | 50,594 ms | 114,591 ms |") is a request-latency row, as "Latency P50 (s)"
with its unit in the label was; bare cells under a unit-less label stay no figures."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "| Metric | Concurrency 30 | Concurrency 100 |\n|---|---|---|\n"
    "| **ITL** | 50.1 ms | 104.6 ms |\n| **{label}** | {a} | {b} |\n"
)


@pytest.mark.parametrize("label", ["Latency Mean", "Latency P99", "Latency median"])
def test_a_latency_row_with_units_in_its_cells_is_a_claim(label: str) -> None:
    # watched failing: only the ITL row's cells were claims before
    texts = [c.text for c in claims(_TABLE.format(label=label, a="50,594 ms", b="114,591 ms"))]
    assert texts == ["50.1 ms", "104.6 ms", "50,594 ms", "114,591 ms"]


def test_bare_cells_under_a_unitless_latency_label_stay_no_figures() -> None:
    texts = [c.text for c in claims(_TABLE.format(label="Latency Mean", a="2.890", b="3.767"))]
    assert texts == ["50.1 ms", "104.6 ms"]
