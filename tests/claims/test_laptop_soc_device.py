"""A laptop system on chip named as the platform ("**iGPU Platform: Intel(R) Core(TM) Ultra X7
368H**" over a model server's latency table, "an Intel Core Ultra 7 155H laptop") is one device
with its integrated GPU, as an Apple M2 Max is, so the GPU count is stated; a platform line naming
no device leaves it unstated."""

from __future__ import annotations

import pytest

from tests.claims.helpers import only

_TABLE = "{platform}\n\n| Context Length (tokens) | TPOT No Cache (ms) |\n|---|---|\n| 1,000 | 30.48 |\n"


@pytest.mark.parametrize(
    "platform",
    ["**iGPU Platform: Intel(R) Core(TM) Ultra X7 368H**", "Measured on an Intel Core Ultra 7 155H laptop."],
)
def test_a_laptop_soc_states_the_device_count(platform: str) -> None:
    assert only(_TABLE.format(platform=platform)).state("gpu_count") == "stated"


def test_a_platform_line_naming_no_device_leaves_it_unstated() -> None:
    # watched flipping: "Intel(R) Core(TM) Ultra X7 368H" -> "our laptop" leaves the count unstated
    assert only(_TABLE.format(platform="**iGPU Platform: our laptop**")).state("gpu_count") == "absent"
