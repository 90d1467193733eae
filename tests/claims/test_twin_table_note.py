"""Two tables in a row with the same columns, one per device the corner cell names ("| L4 (24G) |
Model-8B | Model-13B |" then "| H100 (80G) | Model-8B | Model-13B |"), are one result split in two,
and the note under the second ("Generation throughput (Unit: tokens/second)") is the first's too: its
bare figures are speeds as the second's are. A table that follows with other columns keeps its note
to itself."""

from __future__ import annotations

from tests.claims.helpers import claims

FIRST = "| L4 (24G) | Model-8B | Model-13B |\n|---|---|---|\n| Engine-A | 612 | 301 |\n| Ours | 955 | 468 |\n\n"
SECOND = "| H100 (80G) | {cols} |\n|---|---|---|\n| Engine-A | 2410 | 1290 |\n| Ours | 3320 | 1785 |\n\n"
NOTE = "Generation throughput of both engines at their best batch (Unit: tokens/second).\n"
SETUP = "## Efficiency\n\nSetting: input length is 1024 tokens, output length is 512 tokens.\n\n"


def _texts(cols: str) -> set[str]:
    return {c.text for c in claims(SETUP + FIRST + SECOND.format(cols=cols) + NOTE)}


def test_the_note_under_the_second_of_two_twin_tables_gives_both_their_unit() -> None:
    # watched failing before: only the second table's figures were claims
    found = _texts("Model-8B | Model-13B")
    assert {"612", "301", "955", "468"} <= found
    assert {"2410", "3320"} <= found


def test_a_following_table_with_other_columns_keeps_its_note() -> None:
    found = _texts("Model-70B | Model-72B")
    assert {"2410", "3320"} <= found
    assert not {"612", "301", "955", "468"} & found
