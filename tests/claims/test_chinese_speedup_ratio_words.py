"""Chinese ratio wordings a serving README uses: the speed-up ratio named as such ("加速比可达
5.5×", "平均加速比：1.8x"), a signed gain before the measure ("带来 +12% 吞吐"), an English measure
kept in the Chinese sentence ("可将 throughput 提升 2 到 3 倍"), and a LaTeX factor whose figure
stands outside the math ("2.5$\\times$"). The same words with no figure, or a signed share of
something else, make no claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        ("在 A100 上，新草稿模型的平均加速比：1.8x。", "1.8x"),
        ("在四个基准上，端到端加速比可达 5.5×。", "5.5×"),
        ("在 H20 上，新调度在高并发下带来 +12% 吞吐。", "12% 吞吐"),
        ("在 M2 上，8 个并发请求可将 throughput 提升 2 到 3 倍。", "2 到 3 倍"),
        ("On one A100 the method reaches 2.5$\\times$ lower latency than greedy decoding.", "2.5$\\times"),
    ],
)
def test_the_ratio_is_a_claim(text: str, figure: str) -> None:
    assert [c.text for c in claims(text)] == [figure]


@pytest.mark.parametrize(
    "text",
    [
        "加速比是衡量投机解码效果的关键指标。",  # the word, no figure
        "量化后显存占用 +12%，精度几乎不变。",  # a signed share of memory, not of a speed
        "在 M2 上，8 个并发请求可将显存占用降低 2 到 3 GB。",
    ],
)
def test_no_claim_without_a_speed_figure(text: str) -> None:
    assert claims(text) == []
