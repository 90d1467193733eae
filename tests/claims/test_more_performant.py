"""A ratio that says a system is "more performant" ("vLLM TPU is nearly 5x more performant than the
first TPU prototype") is a speed ratio, as "5x higher performance" is; the same ratio of another
quality ("5x more complete") is none."""

from __future__ import annotations

from tests.claims.helpers import claims

_TEXT = "Today, vLLM TPU serving Llama 3.1 8B is nearly 5x more {quality} than the first TPU prototype.\n"


def test_more_performant_is_a_speed_ratio() -> None:
    assert [(c.text, c.kind) for c in claims(_TEXT.format(quality="performant"))] == [("5x", "speedup")]


def test_another_quality_is_none() -> None:
    # watched flipping: "performant" -> "complete" leaves no claim
    assert claims(_TEXT.format(quality="complete")) == []
