"""A figure written as a lower bound ("PP512 >= 1200 tok/s", "| ≥280 t/s |", "decode speedup
>= 1.4x") is a bar a plan, a check or a target column sets, not a result; the same figure
written as a result ("PP512 = 1200 tok/s"), or one the sentence says was reached, is a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

ITEM = "- GPU-only benchmark: PP512 {} 1200 tok/s, TG128 {} 68 tok/s on one Arc B580 (no regression)\n"


@pytest.mark.parametrize("sign", [">=", "≥"])
def test_a_lower_bound_is_no_claim(sign: str) -> None:
    assert claims(ITEM.format(sign, sign)) == []


def test_the_same_figures_as_results_are_claims() -> None:
    # watched failing: "=" in place of ">=" (the one change) makes both figures results
    assert [c.text for c in claims(ITEM.format("=", "="))] == ["1200 tok/s", "68 tok/s"]


def test_a_bound_in_a_target_cell_and_a_ratio() -> None:
    table = "| Model | Test | Current | Target |\n|---|---|---|---|\n| GPT-OSS 20B Q8_0 | tg128 | 14 t/s | ≥31 t/s |\n"
    assert [c.text for c in claims(table)] == ["14 t/s"]
    assert claims("- [ ] Short-chat decode speedup >= 1.4x vs vanilla llama.cpp\n") == []


def test_a_bound_the_sentence_says_was_reached_stays_a_claim() -> None:
    assert [c.text for c in claims("We measured >= 30 tok/s on every run of Llama 3 8B.\n")] == ["30 tok/s"]


def test_a_bound_to_reach_is_the_goal_again() -> None:
    # "to reach" names what a plan aims at; "reached" (the one change) says it was measured
    goal = "Replacing the barriers with counters on one Arc B580 removes their overhead {} ≥76 tok/s.\n"
    assert claims(goal.format("to reach")) == []
    assert [c.text for c in claims(goal.format("and reached"))] == ["76 tok/s"]
