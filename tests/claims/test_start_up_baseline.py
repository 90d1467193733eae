"""A ratio whose baseline is a start-up ("18-200x faster than full reload", "61-88% faster than
cold starts") compares getting a model ready, not serving it: no inference claim. A ratio against
another engine or a previous build is still one."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_RATIO = "On one H100 at batch 8, sleep mode is 18x faster than {baseline} for a 7B model."


@pytest.mark.parametrize("baseline", ["full reload", "cold starts", "a fresh restart", "re-initialization"])
def test_a_ratio_over_a_start_up_is_no_inference_claim(baseline: str) -> None:
    assert claims(_RATIO.format(baseline=baseline)) == []


@pytest.mark.parametrize("baseline", ["vLLM", "the TensorRT-LLM engine"])
def test_a_ratio_over_another_engine_is_still_a_claim(baseline: str) -> None:
    # watched failing: the one word that matters, the baseline, changed from a start-up to an engine
    assert [c.text for c in claims(_RATIO.format(baseline=baseline))] == ["18x"]
