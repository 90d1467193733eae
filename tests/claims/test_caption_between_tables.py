"""A short paragraph between two tables that runs straight into the second is that table's
caption, not a note under the first: a unit it names ("output tokens/s") makes the second
table's cells speeds and leaves the first table's scores alone."""

from __future__ import annotations

from tests.claims.helpers import claims

DOC = (
    "# Results\n\n"
    "| Draft model | GSM8K | MT-Bench |\n|---|---|---|\n| small | 3.21 | 2.44 |\n\n"
    "Decode speed (output tokens/s) at batch 4 on two A100 GPUs.\n"
    "{gap}"
    "| Draft model | GSM8K | MT-Bench |\n|---|---|---|\n| small | 512.6 | 401.3 |\n"
)


def test_the_caption_of_the_next_table_lends_the_first_no_unit() -> None:
    found = {c.text for c in claims(DOC.format(gap="\n"))}
    assert "512.6" in found
    assert "3.21" not in found and "2.44" not in found


def test_a_note_with_no_table_after_it_is_the_first_tables() -> None:
    # watched flipping: with prose between the note and the second table, the note belongs to the
    # table above it and its unit makes that table's cells speeds
    found = {c.text for c in claims(DOC.format(gap="\nThe second run used the same prompts.\n\n"))}
    assert "3.21" in found
