"""A speed table's setting columns named as a script names them ("num_beams", "n_threads"): their
cells are the settings each row ran at, not speeds."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

TABLE = (
    "Batch size 1, beam search, 512 generated tokens, speed in tokens/s:\n\n"
    "| model | GPU | {column} | fp16 | gptq-int4 |\n|---|---|---|---|---|\n| llama-7b | 1xA100 | 4 | 18.87 | 25.53 |\n"
)


@pytest.mark.parametrize(
    ("column", "figures"),
    [
        ("num_beams", ["18.87", "25.53"]),
        ("n_threads", ["18.87", "25.53"]),
        # watched failing: a column no setting word names is read as one more speed
        ("int8", ["18.87", "25.53", "4"]),
    ],
)
def test_a_snake_case_setting_column_holds_no_figures(column: str, figures: list[str]) -> None:
    assert sorted(c.text for c in claims(TABLE.format(column=column))) == sorted(figures)
