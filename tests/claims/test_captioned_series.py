"""A speed series printed as a data-frame library prints one (a results summary pasted into Markdown):
a caption that names the speed and ends in a colon ("Average Throughput by GPU and Data Type:"), the
index header lines, then "RTX A5000  1117.717778" rows. Each row's figure is a throughput claim; the
same block under a caption naming another quantity ("Average Price per Token ...") holds none."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_BLOCK = (
    "Summary Statistics:\n\n"
    "Average {what} by GPU and Data Type:\n"
    "data_type          FP8\n"
    "gpu_info              \n"
    "RTX A5000  1117.717778\n"
    "RTX 3090   1219.761272\n"
)


@pytest.mark.parametrize("what", ["Throughput", "Token per Second", "tok/s"])
def test_each_row_of_a_speed_series_is_a_claim(what: str) -> None:
    found = claims(_BLOCK.format(what=what))
    assert [(c.line, c.text, c.kind) for c in found] == [
        (6, "1117.717778", "throughput"),
        (7, "1219.761272", "throughput"),
    ]


def test_a_series_of_another_quantity_is_not() -> None:
    # watched flipping: "Throughput" -> "Price per Token" leaves no claim
    assert claims(_BLOCK.format(what="Price per Token")) == []
