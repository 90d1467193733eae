"""A benchmark named for speed is a dataset: a "SPEED-Bench" column of acceptance lengths holds
no speeds, while a "Speed" column of the same cells does."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = "On one B200 with EAGLE-3:\n\n| Config | HumanEval | {header} |\n|---|---|---|\n| K=3 | 3.02 | 2.87 |\n"


@pytest.mark.parametrize("header", ["SPEED-Bench", "Speed Bench", "SpeedBench"])
def test_a_benchmark_named_for_speed_is_no_speed_column(header: str) -> None:
    assert claims(_TABLE.format(header=header)) == []


def test_a_speed_column_still_holds_speeds() -> None:
    # watched failing: the one word that matters, the header, now names the speed itself
    assert [c.text for c in claims(_TABLE.format(header="Speed (tok/s)"))] == ["2.87"]
