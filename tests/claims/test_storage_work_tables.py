"""A table whose first header names the work each row times, as a row label would (loading, a
file read or write), compares that work's speeds: its ratios are no inference claims."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = "| {first} | GB/sec | Speedup over Python |\n|---|---|---|\n| py.py | 1.5 | - |\n| aio.py | 12.3 | 8X |\n"


@pytest.mark.parametrize("first", ["Load 1GB CPU tensor (1GB file read)", "Store 1GB GPU tensor (1GB file write)"])
def test_ratios_under_a_first_header_naming_storage_work_are_no_claims(first: str) -> None:
    assert claims(_TABLE.format(first=first)) == []


def test_ratios_under_a_first_header_naming_decoding_stay_claims() -> None:
    # watched failing: the same table whose first header names decoding holds its ratio
    assert [c.text for c in claims(_TABLE.format(first="Decode 128 tokens (Llama 8B)"))] == ["8X"]
