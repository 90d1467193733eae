"""A table row that times swapping the served model ("| **Qwen3-0.6B Switch Time** | 37.6s avg |
0.85s avg | **45x faster** |", "Total Time (5 switches)") compares getting a model ready, as a
"Wake Time" row does, not serving it; an "Inference" row of the same table is still a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "Sleep mode against a cold restart, Qwen3-0.6B on one A100:\n\n"
    "| Metric | No sleep | Sleep level 1 | Speedup |\n|---|---|---|---|\n"
    "| **{label}** | 37.6s avg | 0.85s avg | **45x faster** |\n"
)


@pytest.mark.parametrize("label", ["Qwen3-0.6B Switch Time", "Total Time (5 switches)", "Model switching"])
def test_a_model_switch_row_is_no_claim(label: str) -> None:
    assert claims(_TABLE.format(label=label)) == []


def test_an_inference_row_is_a_claim() -> None:
    # watched flipping: "Switch Time" -> "Inference" makes the row's ratio a claim
    assert [c.text for c in claims(_TABLE.format(label="Qwen3-0.6B Inference"))] == ["45x"]
