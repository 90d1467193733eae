"""A run card's setting rows ('| Context | 32768 |', '| Max tokens | 256 |') are settings, not
figures in the unit that a sentence below the table gives its own figure."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_CARD = """## Run card

| Field | Value |
|---|---|
| Concurrency | 1 |
| {label} | 32768 |

Decode reached 41.2 tok/s on one RTX 4090.
"""


@pytest.mark.parametrize("label", ["Context", "Context window", "n_ctx", "Max tokens", "Threads", "Seed"])
def test_setting_rows_are_no_claims(label: str) -> None:
    assert [c.text for c in claims(_CARD.format(label=label))] == ["41.2 tok/s"]


def test_a_speed_row_of_the_same_card_is_a_claim() -> None:
    """Watched flipping: the same row named for a speed is read in the note's unit."""
    assert "32768" in [c.text for c in claims(_CARD.format(label="Decode throughput"))]
