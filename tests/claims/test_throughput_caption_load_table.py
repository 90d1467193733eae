"""A load table with no unit ("| Concurrent Requests | A: p5/H100 | B: p4d/A100 |" over "| 4 |
14,800 | 5,600 |") under a caption that says it measures throughput ("Measures throughput changes
as concurrent request count increases.") holds one throughput claim per figure; the same table
under a caption that measures something else, or only mentions throughput, holds none."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_PAGE = (
    "### Concurrent Request Scaling\n\n"
    "{caption}\n\n"
    "| Concurrent Requests | A: p5/H100 | B: p4d/A100 |\n"
    "|---|---|---|\n"
    "| 4 | 14,800 | 5,600 |\n"
    "| 8 | 24,500 | 8,400 |\n"
)


@pytest.mark.parametrize(
    "caption",
    [
        "Measures throughput changes as concurrent request count increases. Bandwidth decides the scaling.",
        "Output throughput by concurrency level:",
    ],
)
def test_a_throughput_caption_makes_each_figure_a_claim(caption: str) -> None:
    found = claims(_PAGE.format(caption=caption))
    assert [(c.line, c.kind) for c in found] == [(7, "throughput")] * 2 + [(8, "throughput")] * 2


@pytest.mark.parametrize(
    "caption",
    [
        "Measures memory use as concurrent request count increases.",
        "Bandwidth, not throughput, is what the interconnect decides here.",
    ],
)
def test_another_caption_leaves_the_figures_alone(caption: str) -> None:
    # watched flipping: "Measures throughput changes" -> "Measures memory use" leaves no claim
    assert claims(_PAGE.format(caption=caption)) == []
