"""A Chinese figure hedged as the ideal or theoretical case ("理想情况下 ... 快3倍", "理论上 ... 提升 2 倍")
is a bound worked out from the hardware, not a measurement, as "in theory" and "theoretically"
are in English; the same ratio said as measured stays a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    "text",
    [
        "新指令集下，理想情况下 int8 解码速度比 FP16 快 2 倍。",
        "理论上，投机解码可以让生成速度提升 3 倍。",
    ],
)
def test_an_ideal_case_ratio_is_no_claim(text: str) -> None:
    assert claims(text) == []


def test_the_measured_ratio_is_a_claim() -> None:
    # watched flipping: the hedge word replaced by "实测" (measured), the figure is a claim again
    assert [c.text for c in claims("新指令集下，实测 int8 解码速度比 FP16 快 2 倍。")] == ["2 倍"]
