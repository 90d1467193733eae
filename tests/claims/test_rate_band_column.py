"""A sizing guide's band of offered load ("| QPS Range | Sidecars |") is the rows' setting, like a
"QPS" column, not a measured throughput; a throughput column's rates stay claims."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "## Sizing Guide\n\n| {header} | Sidecars | Max inflight |\n|---|---|---|\n"
    "| 2,500 | 1 | 215 |\n| 5,000 | 2 | 430 |\n"
)


@pytest.mark.parametrize("header", ["QPS Range", "RPS tier", "Request rate range"])
def test_a_band_of_offered_load_is_a_setting(header: str) -> None:
    assert claims(_TABLE.format(header=header)) == []


def test_a_throughput_column_is_still_read() -> None:
    # watched failing: the one word that matters, the header, changed from a range to a throughput
    assert [c.text for c in claims(_TABLE.format(header="Throughput (QPS)"))] == ["2,500", "5,000"]
