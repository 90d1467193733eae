"""Two ways of writing a percentage change of a speed that were never found as claims.

A floor's plus sign may follow the percent sign ("40%+ faster") as well as precede it ("40+%
faster"): both state the same lower bound of a gain. And a slowdown is a ratio claim too: "a 54.7%
throughput loss" is the fall "54.7% slower" states, so it is found as a speedup below 1. A loss,
penalty or degradation is a speed's only when the speed measure is named before it
("a 12% loss" alone, "a 3% accuracy loss", "a 10% loss in accuracy" stay quiet).
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates
from tests.claims.helpers import claims

_SETUP = "On Llama 3 8B with vLLM on one H100, "


@pytest.mark.parametrize("figure", ["40%+ faster", "40+% faster", "40% faster"])
def test_a_floor_plus_after_the_percent_sign_is_a_gain(figure: str) -> None:
    found = claims(_SETUP + f"the fused kernel makes decode {figure} than before.\n")
    assert [(c.text, c.kind) for c in found] == [(figure, "speedup")]


@pytest.mark.parametrize(
    "phrase",
    ["54.7% performance loss", "54.7% throughput penalty", "54.7% speed degradation"],
)
def test_a_named_speed_loss_is_a_fall(phrase: str) -> None:
    text = _SETUP + f"enabling offload caused a {phrase} at concurrency 8.\n"
    assert [(c.text, c.kind) for c in claims(text)] == [(phrase, "speedup")]
    (candidate,) = [c for c in find_candidates(text) if c.kind == "speedup"]
    assert candidate.ratio == pytest.approx(1 - 0.547)


@pytest.mark.parametrize(
    "sentence",
    [
        # watched: with "throughput" in place of "accuracy" each is a claim
        _SETUP + "int4 weights cost a 3% accuracy loss on MMLU.\n",
        _SETUP + "int4 weights cause a 12% loss in accuracy.\n",
        _SETUP + "the run ended with a 12% loss.\n",
        "Training is 40%+ faster with the new optimizer.\n",
    ],
)
def test_other_losses_and_training_stay_quiet(sentence: str) -> None:
    assert claims(sentence) == []


@pytest.mark.parametrize("phrase", ["a throughput loss of 54.7%", "a performance penalty of 54.7%"])
def test_a_speed_loss_named_before_its_size_is_a_fall(phrase: str) -> None:
    text = _SETUP + f"offload showed {phrase} at concurrency 8.\n"
    assert [(c.text, c.kind) for c in claims(text)] == [("54.7%", "speedup")]


def test_another_loss_named_before_its_size_stays_quiet() -> None:
    # watched: "accuracy" -> "throughput" makes it a claim
    assert claims(_SETUP + "int4 weights showed an accuracy loss of 3% on MMLU.\n") == []
