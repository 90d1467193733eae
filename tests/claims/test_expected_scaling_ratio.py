"""A ratio that says what scaling alone would give ("much more than the linear 2x we would expect
from using 2 GPUs instead of 1") is a bound worked out, as "the ideal 2x" is, not a measurement;
the same ratio said to be measured ("the 2x we measured on A100s") is a claim, and a measured
"near-linear 3.8x scaling" stays one."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TEXT = "Between TP=1 and TP=2 on H100s we observe 3.9x more token throughput, much more than the {tail}.\n"


@pytest.mark.parametrize("tail", ["linear 2x we would expect from using 2 GPUs", "2x one might expect from 2 GPUs"])
def test_the_ratio_scaling_would_give_is_no_claim(tail: str) -> None:
    assert [c.text for c in claims(_TEXT.format(tail=tail))] == ["3.9x"]


def test_a_measured_ratio_in_the_same_place_is_a_claim() -> None:
    # watched flipping: "we would expect" -> "we measured on A100s" makes the 2x a measurement
    assert [c.text for c in claims(_TEXT.format(tail="2x we measured on A100s"))] == ["3.9x", "2x"]


def test_near_linear_scaling_stays_a_claim() -> None:
    text = "On 4 H100s vLLM shows near-linear 3.8x scaling of throughput over one GPU.\n"
    assert [c.text for c in claims(text)] == ["3.8x"]
