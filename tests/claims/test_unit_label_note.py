"""A note under a table that labels the unit of its figures ("(Unit: tokens/second. `--` means
unsupported)") gives the table's bare figures that unit even when the note goes on for several
more sentences: a short note was already read whole, a long one was dropped, and with it the only
place the table said what its numbers measure. Only the sentence with the label is read as the
table's; a long note with no unit label, or a label naming another quantity ("Unit: GB"), leaves
the bare figures without a unit."""

from __future__ import annotations

from tests.claims.helpers import claims

TABLE = (
    "### Serving efficiency\n\n"
    "Setting: input length is 1024 tokens and output length is 512 tokens.\n\n"
    "| H100 | Llama-3-8B | Qwen-2-7B |\n"
    "| --- | --- | --- |\n"
    "| Engine A | 2210 | 1980 |\n"
    "| Engine B | **3140** | **2875** |\n\n"
)
LONG = (
    " All runs used the same memory budget for the cache, and every engine was given its own best"
    " launch flags after a short search over the scheduler options. The comparison is made against"
    " the strongest baseline in each column, and we recommend the per-channel kernels on the larger"
    " cards and the per-group ones on the smaller inference cards for deployments of this kind.\n"
)


def _figures(note: str) -> list[str]:
    return [c.text for c in claims(TABLE + note)]


def test_a_long_note_that_labels_the_unit_makes_the_figures_speeds() -> None:
    # watched failing before: the 500-character note was not read, the cells had no unit
    found = _figures("Absolute generation throughput of both engines (Unit: tokens/second)." + LONG)
    assert {"2210", "1980", "3140", "2875"} <= set(found)


def test_a_long_note_without_a_unit_label_or_with_another_unit_gives_none() -> None:
    assert _figures("Absolute generation results of both engines." + LONG) == []
    assert _figures("Peak memory of both engines (Unit: GB)." + LONG) == []
