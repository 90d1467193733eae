"""Results tables written for people: a figure decorated with an emoji or a star ("**4.98x** ⭐"),
a ratio that names its reference ("~3.46x baseline"), a footnote under the table that restates a
marked cell ("*Calculated from ...: 5.92 × 3.55 ≈ 21.05 tok/s") and a row of model start-up time
("| Model Init Time | 123s | 7.09s | 17.3x slower |")."""

from __future__ import annotations

from tests.claims.helpers import claims

HEADING = "# Speculative decoding on Llama-3.2-3B\n\n"


def test_a_mark_after_a_ratio_cell_is_decoration() -> None:
    table = "| Configuration | Effective Speedup |\n|---|---|\n| n_draft_tokens=8 | **4.98x** {} |\n"
    assert [c.text for c in claims(HEADING + table.format("⭐"))] == ["4.98x"]
    assert [c.text for c in claims(HEADING + table.format("✅"))] == ["4.98x"]
    # a word after the figure is not a mark: the cell is no bare ratio
    assert claims(HEADING + table.format("expected")) == []


def test_a_ratio_cell_that_names_the_baseline_is_a_speedup_of_its_column() -> None:
    table = "| Model | Tokens/sec |\n|---|---|\n| Baseline 3B | 5.88 avg |\n| Speculative 1B→3B | ~3.46x {} |\n"
    found = claims(HEADING + table.format("baseline"))
    assert [(c.text, c.kind) for c in found if c.kind == "speedup"] == [("~3.46x baseline", "speedup")]
    # "3.46x memory" under the same column names another quantity: no ratio of the speed
    assert [c.kind for c in claims(HEADING + table.format("memory"))].count("speedup") == 0


def test_a_footnote_restating_a_marked_cell_is_that_cells_note() -> None:
    table = "| Metric | Speculative | Baseline |\n|---|---|---|\n| Average Tokens/sec | ~21.05{} | 5.92 |\n"
    note = "\n*Calculated from effective speedup: 5.92 × 3.55 ≈ 21.05 tok/s\n"
    texts = [c.text for c in claims(HEADING + table.format("*") + note)]
    assert "21.05 tok/s" not in texts
    # the cell carries no mark: the footnote is not its note, and its figure stays a claim
    assert "21.05 tok/s" in [c.text for c in claims(HEADING + table.format("") + note)]


def test_a_row_of_model_start_up_time_is_not_an_inference_speedup() -> None:
    header = "| Metric | Speculative | Baseline | Improvement |\n|---|---|---|---|\n"
    table = header + "| {} | 123s | 7.09s | 17.3x slower |\n"
    assert [c.text for c in claims(HEADING + table.format("Model Init Time"))] == []
    assert [c.text for c in claims(HEADING + table.format("Decode Time"))] == ["17.3x"]
