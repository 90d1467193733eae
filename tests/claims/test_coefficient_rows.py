"""A table of a fitted latency model's parameters names them by Greek letters, slopes and
intercepts ("| β (decode slope) | 0.18 ms/token |", "| Intercept | 9.5 ms |", "| Fitted TPOT |
21 ms |"): the figures are coefficients, not speeds measured, so the rows make no claims. A
measured row of the same table ("| TPOT p50 | 23 ms |") stays a claim, and λ, the arrival rate,
is not a coefficient."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "# LLM serving latency model\n\n| Parameter | Value |\n|---|---|\n| {label} | {value} |\n| TPOT p50 | 23 ms |\n"
)


@pytest.mark.parametrize(
    ("label", "value"),
    [
        ("β (decode slope)", "0.18 ms/token"),
        ("Intercept", "9.5 ms"),
        ("Fitted TPOT", "21 ms"),
        ("γ_1", "0.4 ms/token"),
    ],
)
def test_a_coefficient_row_is_no_claim(label: str, value: str) -> None:
    found = [c.text for c in claims(_TABLE.format(label=label, value=value))]
    # watched failing before the fix: the coefficients were claims
    assert value not in found
    assert "23 ms" in found


def test_a_measured_row_stays_a_claim() -> None:
    found = [c.text for c in claims(_TABLE.format(label="TPOT p90", value="0.18 ms/token"))]
    assert "0.18 ms/token" in found
