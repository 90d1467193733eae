"""A cell that sets two counts against each other ("7:1 (GQA)" under "Ratio", "1:4") is a
proportion, not a speed-up: no claim, while "7x" in the same column is one."""

from __future__ import annotations

from tests.claims.helpers import claims

_TABLE = """| Model | KV Heads | Query Heads | Ratio |
|---|---|---|---|
| Qwen2 (7B) | 4 | 28 | {cell} |
"""


def test_a_proportion_under_a_ratio_column_is_no_claim() -> None:
    assert claims(_TABLE.format(cell="7:1 (GQA)")) == []
    assert claims(_TABLE.format(cell="1:4")) == []


def test_a_multiple_under_the_same_column_stays_a_claim() -> None:
    # watched failing: "7x" is a speed-up where "7:1" is a proportion
    assert [c.text for c in claims(_TABLE.format(cell="7x"))] == ["7x"]
