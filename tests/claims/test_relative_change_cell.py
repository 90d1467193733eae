"""A table row that sets two setups with different GPU counts side by side and gives the change
between them in a cell of its own ("| Decode | 41.0 tok/s | 63.5 tok/s | +55% |" under columns
headed "2× RTX 4090" and "4× RTX 4090") compares unequal setups (CP001): the signed percentage is
the row's ratio even though it is not written "1.55x". Upgrade reports ("two cards → three cards")
and single-node / multi-node tables are written this way. A row of the same table that names one
count, and a row with two counts but no change cell (a scaling listing), keep their verdicts."""

from __future__ import annotations

from tests.claims.helpers import verdicts

_TABLE = """## Adding two cards

| Metric | 2× RTX 4090 | {right} | Change |
|---|---|---|---|
| Decode | 41.0 tok/s | 63.5 tok/s | {change} |
"""


def _fired(text: str) -> set[str]:
    return {claim for claim, messages in verdicts(text, "CP001").items() if messages}


def test_a_change_cell_between_columns_of_different_gpu_counts_is_unequal() -> None:
    assert _fired(_TABLE.format(right="4× RTX 4090", change="+55%")) == {"41.0 tok/s", "63.5 tok/s"}
    assert _fired(_TABLE.format(right="4× RTX 4090", change="**-12.5%** ⚠")) == {"41.0 tok/s", "63.5 tok/s"}


def test_equal_counts_or_no_change_cell_keep_their_verdict() -> None:
    assert _fired(_TABLE.format(right="2× RTX 3090", change="+55%")) == set()  # same count, other card
    assert _fired(_TABLE.format(right="4× RTX 4090", change="n/a")) == set()  # two columns, no ratio
    # a percentage that is no change (a utilisation) is not the row's ratio
    assert _fired(_TABLE.format(right="4× RTX 4090", change="97%")) == set()
