"""A speculative-decoding table's acceptance column ("accept", "MTP accept rate", "Acceptance")
holds the share of drafted tokens kept, not a speed, as an "Accepted length" row does; the
decode speeds and the ratio beside it stay claims."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

TABLE = (
    "### Per-prompt decode tok/s\n\n"
    "| Prompt | vanilla | MTP | ratio | {column} |\n|---|---|---|---|---|\n"
    "| code_python | 39.0 | 56.8 | 1.46× | 0.819 |\n"
)


@pytest.mark.parametrize("column", ["accept", "MTP accept rate", "Acceptance"])
def test_an_acceptance_column_holds_no_speed(column: str) -> None:
    assert sorted(c.text for c in claims(TABLE.format(column=column))) == ["1.46×", "39.0", "56.8"]


def test_a_speed_column_in_its_place_is_read() -> None:
    # watched failing: a column named by a backend (the one change) holds one more speed
    assert sorted(c.text for c in claims(TABLE.format(column="CUDA"))) == ["0.819", "1.46×", "39.0", "56.8"]
