"""A list item's bare ratio that names no quantity ("- **14.6x difference with same workload!**",
"- c30 likely 2x higher based on per-request (20 vs 9.88)") compares what its own section heading
names when that heading names a speed ("### Chart #13: Aggregate Prefill Throughput"); under a
memory heading, or naming a quantity of its own ("2x more memory"), it is none."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_SECTION = "### Chart #13: Aggregate {heading}\n\n- {item}\n"


@pytest.mark.parametrize(
    "item", ["**14.6x difference with same workload!**", "c30 likely 2x higher based on per-request (20 vs 9.88)"]
)
def test_a_bare_ratio_under_a_speed_heading_is_a_speed_up(item: str) -> None:
    # watched failing: neither item was a claim before; the flip is the heading's word
    [claim] = claims(_SECTION.format(heading="Prefill Throughput", item=item))
    assert claim.kind == "speedup"
    assert claims(_SECTION.format(heading="Memory Use", item=item)) == []


@pytest.mark.parametrize("item", ["2x more memory than the baseline", "3x more requests served", "2x more GPUs"])
def test_a_ratio_naming_another_quantity_stays_its_own(item: str) -> None:
    assert [c for c in claims(_SECTION.format(heading="Prefill Throughput", item=item)) if c.kind == "speedup"] == []


def test_a_bare_ratio_in_a_paragraph_is_not_read_from_the_heading() -> None:
    assert claims("### Aggregate Prefill Throughput\n\nWe saw a 14.6x difference with the same workload.\n") == []
