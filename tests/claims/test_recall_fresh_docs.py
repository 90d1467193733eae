"""Speed claims fresh documents wrote in ways the finder missed: a ratio followed by another
clause about accuracy, a run's time reduced "by Nx", a "Measure" column that carries each row's
unit, and an HTML table whose speed-up header sits in a second header row."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize("conjunction", ["while", "whereas", "but"])
def test_a_clause_after_a_ratio_is_not_its_object(conjunction: str) -> None:
    text = f"Star Attention improves the inference time by up to 11x {conjunction} preserving 97-100% of accuracy.\n"
    assert [c.text for c in claims(text)] == ["11x"]


def test_the_object_right_after_a_ratio_still_decides() -> None:
    # watched failing: without the conjunction, accuracy is what the ratio measures
    assert claims("Star Attention improves the score by up to 11x preserving accuracy.\n") == []


@pytest.mark.parametrize(("verb", "found"), [("inference time", ["3x"]), ("memory", [])])
def test_a_run_time_cut_by_a_ratio_is_a_speedup(verb: str, found: list[str]) -> None:
    assert [c.text for c in claims(f"It cuts the {verb} by 3x.\n")] == found


_MEASURE_TABLE = (
    "| Model | {header} |    F16 |   Q4_0 |\n|------:|--------|-------:|-------:|\n"
    "|    7B | perplexity   | 5.9066 | 6.1565 |\n|    7B | ms/tok @ 4th |    127 |     55 |\n"
)


@pytest.mark.parametrize(("header", "found"), [("Measure", ["127", "55"]), ("Metric", ["127", "55"]), ("Notes", [])])
def test_a_measure_column_labels_the_rows(header: str, found: list[str]) -> None:
    # watched failing with "Notes": the first cell ("7B") labels the row and names no unit
    assert [c.text for c in claims(_MEASURE_TABLE.format(header=header))] == found


_HTML = (
    "<table>\n<thead>\n"
    '<tr><th rowspan="2">Model</th><th rowspan="{span}">Seq. Len. (K)</th><th colspan="2">Star-Attn</th></tr>\n'
    "<tr><th>Δ Acc.</th><th>Δ Speedup</th></tr>\n</thead>\n<tbody>\n"
    "<tr><td>Llama3.1-8B-Instruct</td><td>16</td><td>-0.94%</td><td>1.1x</td></tr>\n"
    "</tbody>\n</table>\n"
)


def test_a_second_header_row_heads_the_grouped_columns() -> None:
    assert [c.text for c in claims("# Results\n\n" + _HTML.format(span=2))] == ["1.1x"]


def test_without_spanning_cells_the_second_row_stays_a_row() -> None:
    # watched failing: no header cell spans two rows, so the "th" row is the first data row and
    # the speed-up column keeps its "Star-Attn" header
    assert [c.text for c in claims("# Results\n\n" + _HTML.replace(' rowspan="2"', "").format(span=1))] == []


@pytest.mark.parametrize(
    ("span", "found"),
    [("`1245 ms`", ["1245 ms"]), ("`45 tok/s`", ["45 tok/s"]), ("`1245 ms --verbose`", []), ("`1245`", [])],
)
def test_a_code_span_holding_only_a_measurement_is_text(span: str, found: list[str]) -> None:
    # watched failing for the two measurements: a code span was masked whatever it held
    text = f"With Qwen2.5-Coder 1.5B it took {span} to generate this suggestion.\n"
    assert [c.text for c in claims(text)] == found


@pytest.mark.parametrize(
    ("sentence", "found"),
    [
        ("TPOT for Llama-2-7B is 40 ms.", ["TPOT for Llama-2-7B is 40 ms"]),
        ("The per-token latency of Qwen3 was 21 ms on an A100.", ["per-token latency of Qwen3 was 21 ms"]),
        ("The per-token budget for Llama-2-7B is 40 ms.", []),
    ],
)
def test_a_per_token_latency_names_its_model_before_its_verb(sentence: str, found: list[str]) -> None:
    # watched failing for the first two: only a verb could stand between the measure and its figure
    assert [c.text for c in claims(sentence + "\n")] == found


@pytest.mark.parametrize(("corner", "found"), [("TPOT p50, ms", ["11.7", "56.3"]), ("Runtime", [])])
def test_a_corner_header_naming_a_per_token_latency_gives_every_row_its_measure(corner: str, found: list[str]) -> None:
    # watched failing with "TPOT p50, ms": the corner was read as the label column's header only
    table = f"| {corner} | 1 | 8 |\n|---|---|---|\n| llama.cpp | 11.7 | 56.3 |\n"
    assert [c.text for c in claims(table)] == found
