"""A factor followed by the unit it recurs in ("custom ops that don't get fused (especially for
quant, which happens 4x per layer)", "called 3x per decode step") counts how often something runs,
not a speed ratio; a factor followed by a comparative ("4x faster per layer") still is one."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TEXT = "On Llama 3 8B on one H100, the unfused quant op {tail} than its torch equivalent.\n"


@pytest.mark.parametrize("tail", ["runs 4x per layer and is slower", "is called 3x per decode step and is slower"])
def test_a_factor_per_unit_counts_occurrences(tail: str) -> None:
    assert claims(_TEXT.format(tail=tail)) == []


def test_a_factor_before_a_comparative_is_a_ratio() -> None:
    # watched flipping: "runs 4x per layer and is slower" -> "is 4x faster per layer" makes a ratio
    assert [c.text for c in claims(_TEXT.format(tail="is 4x faster per layer"))] == ["4x"]
