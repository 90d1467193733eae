"""A profiling table's utilisation and unit-labelled rows ('| MFU (%) | 0.25 |', '| Execution Time
(us) | 0.15 |') are no figures in the unit that a sentence below the table gives its own figure."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_PROFILE = """### Device profile

**Configuration:** TP=4, batch_size=1, seq_len=1024

| Metric | Context Encoding | Token Generation |
|---|---|---|
| {label} | 0.41 | 0.07 |

**Throughput:** 12.3 tok/s
"""


@pytest.mark.parametrize(
    "label", ["MFU (%)", "MBU (%)", "HFU", "Bandwidth utilization", "Kernel time (us)", "HBM written (MB)"]
)
def test_profiling_rows_are_no_claims(label: str) -> None:
    assert [c.text for c in claims(_PROFILE.format(label=label))] == ["12.3 tok/s"]


def test_a_speed_row_of_the_same_table_is_a_claim() -> None:
    """Watched flipping: the same row named for a speed is read in the note's unit."""
    assert "0.07" in [c.text for c in claims(_PROFILE.format(label="Decode throughput"))]
