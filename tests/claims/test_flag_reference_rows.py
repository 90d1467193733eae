"""A flags table ("| Flag Name | Description | Default Value |") whose rows are named as a program
names its settings ("benchmark_prefill_tokens", "benchmark_decode_tokens") does not repeat an earlier
speed table's "Prefill (tokens/sec) | Decode (tokens/sec)" measures transposed: its default values
("0") are no speeds (LiteRT-LM's README read them as 0 tokens/sec)."""

from __future__ import annotations

from tests.claims.helpers import claims

SPEED = (
    "| Model | Device | Prefill (tokens/sec) | Decode (tokens/sec) |\n|---|---|---|---|\n"
    "| Gemma3-1B | Samsung S24 | 243.24 | 43.56 |\n\n## Usage\n\n"
)
FLAGS = (
    "| Flag Name | Description | Default Value |\n| :--- | :--- | :--- |\n"
    "| {a} | Number of prefill tokens the benchmark uses. | 0 |\n"
    "| {b} | Number of decode steps the benchmark runs. | 0 |\n"
)


def test_flag_rows_named_as_identifiers_take_no_unit_from_an_earlier_table() -> None:
    text = SPEED + FLAGS.format(a="`benchmark_prefill_tokens`", b="`benchmark_decode_tokens`")
    assert [c.text for c in claims(text)] == ["243.24", "43.56"]


def test_rows_named_by_the_measures_repeat_them_transposed() -> None:
    # watched failing: rows labelled "F16 prefill", "F16 decode" repeat the measures, and take their unit
    text = SPEED + FLAGS.format(a="F16 prefill", b="F16 decode")
    assert [c.text for c in claims(text)] == ["243.24", "43.56", "0", "0"]
