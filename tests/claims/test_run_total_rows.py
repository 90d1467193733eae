"""A row that counts a whole run ("Total Requests | 1,200,450", "**Total Experiments** | 96",
"Total runs | 24") in a field table holds that count, not a speed: the req/s another row writes
in the same column ("Arrival Rate | ~0.3 req/s") is not its unit. The rate row itself, and a
total that is a rate ("Total throughput | 2,410"), keep their claims."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "# LLM serving trace\n\n| Statistic | Value |\n|---|---|\n| {label} | {value} |\n"
    "| Decode throughput | 410 tok/s |\n"
)


@pytest.mark.parametrize(
    ("label", "value"),
    [("Total Requests", "1,200,450"), ("**Total Experiments**", "96"), ("Total runs", "24")],
)
def test_a_run_total_row_is_no_claim(label: str, value: str) -> None:
    found = [c.text for c in claims(_TABLE.format(label=label, value=value))]
    # watched failing before the fix: the total took the column's tok/s and was a claim
    assert value not in found
    assert "410 tok/s" in found


def test_a_total_rate_row_stays_a_claim() -> None:
    found = [c.text for c in claims(_TABLE.format(label="Total throughput", value="2,410"))]
    assert "2,410" in found
