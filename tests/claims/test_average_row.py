"""A table row labelled only "Average" or "Mean" summarises the rows above it: its figure is
their mean, so the row states its aggregation; the per-test rows state none."""

from __future__ import annotations

import pytest

from tests.claims.helpers import absent, claims

TABLE = """| Test | Prompt | Speed (tok/s) |
|------|--------|---------------|
| 1 | "What is artificial intelligence?" | 66.7 |
| 2 | "Explain quantized models" | 70.5 |
| {label} | All Tests | 68.5 |
"""


@pytest.mark.parametrize(
    ("label", "aggregation_missing"),
    [
        # watched failing before: the "Average" row expected missing-aggregation like the others
        ("**Average**", False),
        ("Mean", False),
        ("Best", True),
    ],
)
def test_an_average_row_states_its_aggregation(label: str, aggregation_missing: bool) -> None:
    last = claims(TABLE.format(label=label))[-1]
    assert last.value == 68.5
    assert ("aggregation" in absent(last)) is aggregation_missing


def test_the_rows_it_averages_state_none() -> None:
    first = claims(TABLE.format(label="Average"))[0]
    assert first.value == 66.7
    assert "aggregation" in absent(first)
