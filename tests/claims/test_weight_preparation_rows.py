"""A speed-up row labelled with the work of getting a model ready ("Model creation", "Total warm
start", "GPU Uploads", "GgufLoader::new()") compares load-time durations, as "Cold start" and
"Loading" rows do: no inference claim. The token rows of the same table stay claims."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = """| Benchmark | Before | After | Speedup |
|---|---|---|---|
| {label} | 12.3s | 0.8s | 15.4x |
| Subsequent tokens | 20ms | 10ms | 2.0x |
"""


@pytest.mark.parametrize("label", ["Model creation", "**Total warm start**", "GPU Uploads", "`GgufLoader::new()`"])
def test_a_weight_preparation_row_is_no_claim(label: str) -> None:
    assert [c.text for c in claims(_TABLE.format(label=label))] == ["2.0x"]


def test_a_decoding_row_stays_a_claim() -> None:
    # watched failing: the label is the one change
    assert [c.text for c in claims(_TABLE.format(label="First token"))] == ["15.4x", "2.0x"]
