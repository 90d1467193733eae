"""A throughput column or cell whose unit counts images, frames or sentences ("Throughput (img/s)",
"136.82 img/s", "FPS") is a vision or speech model's rate, as model-zoo READMEs print them beside
their LLM tables: its figures are no token-speed claims."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_HEADER = (
    "| Concurrent requests | Throughput ({unit}) | Avg. Latency (ms) |\n|---|---|---|\n"
    "| 1 | 133.6 | 7.48 |\n| 8 | 357.4 | 22.38 |\n"
)
_CELL = (
    "| batch size | Throughput Avg | Latency Avg |\n|:-:|:-:|:-:|\n"
    "| 1 | 136.82 {unit} | 7.12ms |\n| 8 | 766.22 {unit} | 10.18ms |\n"
)


@pytest.mark.parametrize("unit", ["img/s", "images/sec", "FPS", "sentences/s"])
def test_a_throughput_column_counting_other_items_is_no_claim(unit: str) -> None:
    assert claims(_HEADER.format(unit=unit)) == []


@pytest.mark.parametrize("unit", ["img/s", "images/s", "frames/s", "ops/sec", "it/s"])
def test_a_cell_counting_other_items_is_no_claim(unit: str) -> None:
    assert claims(_CELL.format(unit=unit)) == []


def test_the_same_tables_in_tokens_stay_claims() -> None:
    # watched failing: the unit is the one change, and in tokens each row's figure is a claim
    assert [c.text for c in claims(_HEADER.format(unit="tok/s"))] == ["133.6", "357.4"]
    assert [c.text for c in claims(_CELL.format(unit="tok/s"))] == ["136.82 tok/s", "766.22 tok/s"]
