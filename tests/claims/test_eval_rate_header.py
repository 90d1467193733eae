"""Ollama prints a generation speed as "eval rate" (and a prompt-processing speed as "prompt eval
rate"), and write-ups that tabulate its output keep that name as the column header, often with no
unit: "| Model | Avg Eval Rate (GPU A) | Avg Eval Rate (GPU B) |". Such a column holds a speed per
row, as "Speed" or "Throughput" would. An "Evaluation score" or "Eval accuracy" column names a
quality measure, not a rate, and its figures stay no claims."""

from __future__ import annotations

from tests.claims.helpers import claims

_RATE = """## Results on my two cards

| Model | Avg Eval Rate (Card A) | Avg Eval Rate (Card B) |
|---|---:|---:|
| tiny:3b | 71.20 | 104.75 |
| small:8b | 40.02 | 66.31 |
"""

_SCORE = """## Results on my two cards

| Model | Avg Eval Score (Card A) | Eval Accuracy (Card B) |
|---|---:|---:|
| tiny:3b | 71.20 | 64.75 |
"""


def test_an_eval_rate_column_holds_a_speed_per_row() -> None:
    # watched failing: no claim on either row before "eval rate" named a speed
    found = claims(_RATE)
    assert sorted({c.line for c in found}) == [5, 6]
    assert {c.kind for c in found} == {"throughput"}


def test_a_prompt_eval_rate_column_holds_a_speed_too() -> None:
    text = _RATE.replace("Avg Eval Rate (Card A)", "Prompt eval rate").replace("Avg Eval Rate (Card B)", "eval_rate")
    assert sorted({c.line for c in claims(text)}) == [5, 6]


def test_an_eval_score_column_stays_no_claim() -> None:
    assert claims(_SCORE) == []
