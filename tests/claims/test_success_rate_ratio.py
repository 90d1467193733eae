"""A ratio of the share of answers that come out right ("boosting its tool-call success rate by
over 4x", "the pass rate doubled") is a quality gain, as an accuracy ratio is, when its sentence
names no speed; the same verb with a speed as its object ("boosting its throughput by over 4x")
is a speed ratio."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TEXT = "We resolved the tool-calling issues of the Kimi K2 model on vLLM, boosting its {measure} by over 4x.\n"


@pytest.mark.parametrize("measure", ["success rate", "tool-call pass rate", "parse rate"])
def test_a_success_rate_ratio_is_no_speed_claim(measure: str) -> None:
    assert claims(_TEXT.format(measure=measure)) == []


def test_a_speed_in_the_same_place_is_a_ratio() -> None:
    # watched flipping: "success rate" -> "throughput" makes the ratio a speed claim
    assert [c.text for c in claims(_TEXT.format(measure="throughput"))] == ["4x"]
