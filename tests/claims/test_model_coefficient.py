"""A Greek letter set equal to a figure names a coefficient of a fitted or assumed latency model
("β = 0.0002 s/token", "α ≈ 0.010 s" in a simulator's calibration notes), not a speed anyone
measured; the same figure written as the measure ("TPOT = 0.2 ms/token") stays a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

PAGE = "## Calibration on one RTX 4080 with Qwen3 1.7B\n\n- {line}\n"


@pytest.mark.parametrize(
    "line", ["**β = 0.0002 s/token (0.2ms)** - blended average", "β: 0.2 ms/token", "α ≈ 0.010 s per request"]
)
def test_a_coefficient_is_no_claim(line: str) -> None:
    # watched failing before on the s/token line (a bare "0.010 s" was no claim already)
    assert claims(PAGE.format(line=line)) == []


def test_the_measure_itself_stays_a_claim() -> None:
    assert len(claims(PAGE.format(line="TPOT = 0.2 ms/token at batch 1"))) == 1
