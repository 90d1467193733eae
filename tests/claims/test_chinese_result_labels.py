"""Result dumps written as Chinese ``label: value`` lines, one figure per line: a label naming the
rate ("每秒生成token数: 42.5", tokens generated per second) or a reply's time ("平均响应时间: 8.4秒")
before its colon makes the figure after it a claim; a run of one request ("总请求数: 1") is one
request at a time. A time-per-item column ("Engine A (s/it)") holds one generation's time where its
row caps the tokens generated ("max_new_tokens=256"), and no claim where it does not."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts
from tests.claims.helpers import claims, only


@pytest.mark.parametrize(
    ("line", "kind", "value"),
    [
        ("每秒生成token数: 42.5", "throughput", 42.5),
        ("平均每秒输出 tokens 数量：61.0", "throughput", 61.0),
        ("平均响应时间: 8.4秒", "latency", 8.4),
        ("全部回复完成总耗时：950 ms", "latency", 950.0),
    ],
)
def test_a_chinese_label_names_the_figure_after_its_colon(line: str, kind: str, value: float) -> None:
    claim = only(f"# 压测结果\n\n{line}\n")
    assert (claim.kind, claim.value) == (kind, value)


@pytest.mark.parametrize(
    "line",
    [
        "模型加载时间: 12.5秒",  # loading the model
        "请求全部发送的总时间: 0.003秒",  # sending the requests: no reply, no generation
        "成功率: 100.00%",
        "每秒生成token数: 40%",  # a share, not a rate
    ],
)
def test_a_chinese_label_of_something_else_makes_no_claim(line: str) -> None:
    assert claims(f"# 压测结果\n\n{line}\n") == []


@pytest.mark.parametrize(("count", "levels"), [("1", {1}), ("8", set())])
def test_a_run_of_one_request_states_its_concurrency(count: str, levels: set[int]) -> None:
    facts = read_facts(f"总请求数: {count}\n每秒生成token数: 42.5")
    assert facts.concurrency == levels


def test_the_single_request_reaches_the_claims_of_its_block() -> None:
    claim = only("总请求数: 1\n成功请求数: 1\n每秒生成token数: 42.5\n")
    assert claim.state("concurrency") != "absent"


_PER_ITEM = (
    "| Model | Engine A (s/it) | Engine B (s/it) | Note |\n|---|---|---|---|\n| Llama 3 8B | 1.42 | 2.05 | {note} |\n"
)


@pytest.mark.parametrize(("note", "found"), [("fp16, max_new_tokens=256", 2), ("512 * 512, 30 steps", 0)])
def test_a_time_per_item_is_a_generation_s_where_its_row_caps_the_tokens(note: str, found: int) -> None:
    found_claims = claims(_PER_ITEM.format(note=note))
    assert len(found_claims) == found
    assert all(c.kind == "latency" for c in found_claims)
