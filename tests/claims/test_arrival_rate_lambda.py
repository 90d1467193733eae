"""λ is the arrival rate of a queueing model: a request rate it names ("at λ=20 req/s", "λ ≥ 100
req/s", a "λ (req/s)" column) is the load offered, not a measured throughput. The same rate named
as a throughput stays a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_PROSE = "With 24 H100 GPUs and {name} 20 req/s, the fleet's utilisation is only ~30%."
_TABLE = "| {header} | GPUs | Cost/yr |\n|---|---|---|\n| 25 | 4 | $141 K |\n| 50 | 5 | $176 K |\n"


@pytest.mark.parametrize("name", ["λ =", "λ ≥", "lambda ="])
def test_a_rate_lambda_names_is_offered_load(name: str) -> None:
    assert claims(_PROSE.format(name=name)) == []


def test_a_rate_named_as_throughput_is_still_a_claim() -> None:
    # watched failing: the one word that matters, λ, changed to throughput
    assert [c.text for c in claims(_PROSE.format(name="throughput ="))] == ["20 req/s"]


def test_a_lambda_column_is_offered_load() -> None:
    assert claims(_TABLE.format(header="λ (req/s)")) == []


def test_a_throughput_column_is_still_read() -> None:
    assert [c.text for c in claims(_TABLE.format(header="Throughput (req/s)"))] == ["25", "50"]
