"""Figures in a parenthesis opened right after a goal ("the request rate at which both SLOs are met
(20000 ms TTFT, 100 ms TPOT in our evaluation)", "under tight SLOs (TTFT 2 s, TPOT 50 ms)") are
the goal's values, not measurements, though the clause says the goals were met; a parenthesis that
says what was reached ("SLOs are met (reaching 12 req/s)") or one after a result keeps its figures."""

from __future__ import annotations

from tests.claims.helpers import claims

_GOAL = "On one H100, goodput is the highest request rate at which both SLOs are met ({inside}).\n"


def test_figures_right_after_a_goal_are_its_values() -> None:
    assert claims(_GOAL.format(inside="2000 ms TTFT, 100 ms TPOT in our evaluation")) == []


def test_a_parenthesis_that_says_what_was_reached_keeps_its_figure() -> None:
    # watched flipping: "reaching" before the figure makes it a measurement again
    found = claims(_GOAL.format(inside="reaching 12 req/s in our evaluation"))
    assert [c.text for c in found] == ["12 req/s"]


def test_a_result_beside_goal_values_stays() -> None:
    text = "On one H100, vLLM reached 12 req/s of goodput under tight SLOs (TTFT 2 s, TPOT 50 ms).\n"
    assert [c.text for c in claims(text)] == ["12 req/s"]


def test_a_parenthesis_after_a_result_is_not_a_goal() -> None:
    text = "On one H100, vLLM reached 12 req/s of goodput with a TTFT of 180 ms (P99).\n"
    assert [c.text for c in claims(text)] == ["12 req/s", "TTFT of 180 ms"]
