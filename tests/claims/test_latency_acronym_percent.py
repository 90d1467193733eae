"""A percentage whose measure is a latency named by its acronym ("~5% TPOT improvement at batch > 1",
"a 12% TTFT reduction") is a speed ratio, as "a 12% latency reduction" is, and a reduction of it is
a speed-up; the same percentage of another quantity ("a 12% memory reduction") is none."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TEXT = "On one H100 the fused kernel gives a 12% {measure} reduction for Llama 3 8B at batch 8.\n"


@pytest.mark.parametrize("measure", ["TPOT", "TTFT", "ITL"])
def test_a_latency_acronym_percentage_is_a_speed_up(measure: str) -> None:
    found = claims(_TEXT.format(measure=measure))
    assert [(c.text, c.kind) for c in found] == [(f"12% {measure} reduction", "speedup")]


def test_another_quantitys_percentage_is_none() -> None:
    # watched flipping: "TPOT" -> "memory" leaves no claim
    assert claims(_TEXT.format(measure="memory")) == []
