"""A ratio that loading governs ("loads models 6-10x faster than SafeTensors", "Load it 6-10x
faster") or that sets a checkpoint loader as its baseline times getting weights into memory, not
serving them: no inference claim. The same ratio with a serving verb or an engine as the baseline
is still one, and so is a ratio measured under load."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_VERB = "On one H100, ServerlessLLM {verb} models 6-10x faster than SafeTensors."
_BASELINE = "On one H100 it is 6-10x faster than the SafeTensors {baseline}."


@pytest.mark.parametrize("verb", ["loads", "reloads", "loading"])
def test_a_ratio_loading_governs_is_no_inference_claim(verb: str) -> None:
    assert claims(_VERB.format(verb=verb)) == []


def test_a_ratio_a_serving_verb_governs_is_still_a_claim() -> None:
    # watched failing: the one word that matters, the verb, changed from loading to serving
    assert [c.text for c in claims(_VERB.format(verb="serves"))] == ["6-10x"]


def test_a_ratio_over_a_checkpoint_loader_is_no_inference_claim() -> None:
    assert claims(_BASELINE.format(baseline="checkpoint loader")) == []


def test_a_ratio_over_an_engine_is_still_a_claim() -> None:
    assert [c.text for c in claims(_BASELINE.format(baseline="engine"))] == ["6-10x"]


@pytest.mark.parametrize("setting", ["Under heavy load the engine is", "At the same load the new scheduler is"])
def test_a_ratio_measured_under_load_is_still_a_claim(setting: str) -> None:
    assert [c.text for c in claims(f"{setting} 2x faster than vLLM on one H100.")] == ["2x"]
