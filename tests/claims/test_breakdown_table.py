"""A table with a column of shares of one whole ("% of Total", "% of Token Time", "Share") breaks a
token's or a run's time into parts (a profile): its times and bare figures, even under a lead-in
that names tok/s, are no claims; a cell that writes its own speed unit still is, and the same
table without the share column is read as before."""

from __future__ import annotations

from tests.claims.helpers import claims

TABLE = (
    "TG128 = 1.67 tok/s at 30% VRAM budget on one Arc B580. Each token takes ~600ms, broken down as:\n\n"
    "| Component | Time (ms) | {share} | Notes |\n|---|---|---|---|\n"
    "| CPU MUL_MAT | ~500 | 83% | THE bottleneck |\n| Staging transfers | ~50 | 8% | overlapped |\n"
)


def test_the_parts_of_a_profile_are_no_claims() -> None:
    assert [c.text for c in claims(TABLE.format(share="% of Total"))] == ["1.67 tok/s", "600ms"]
    assert [c.text for c in claims(TABLE.format(share="Share"))] == ["1.67 tok/s", "600ms"]


def test_without_a_share_column_the_cells_are_read() -> None:
    # watched failing: a column that is no share (the one change) leaves the cells read as before
    found = [c.text for c in claims(TABLE.format(share="Owner"))]
    assert found[:2] == ["1.67 tok/s", "600ms"] and len(found) > 2
