"""A ratio of speed over power or price ("4x better performance per watt", "3x more throughput
per dollar") compares efficiency, not speed; per GPU it stays a speed."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    ("efficiency", "speed"),
    [
        ("- 4x better performance per watt than the H100", "- 4x better performance than the H100"),
        ("- 2.5x more inference performance per watt on MI300X", "- 2.5x more inference performance on MI300X"),
        ("- 3x more throughput per dollar on Llama 3 70B", "- 3x more throughput per GPU on Llama 3 70B"),
    ],
)
def test_a_ratio_per_watt_or_dollar_is_no_speed_claim(efficiency: str, speed: str) -> None:
    # watched failing: each efficiency line gave a claim before
    assert claims(efficiency) == []
    assert claims(speed) != []
