"""A Chinese list lead-in that names goals, ending in a full-width colon ("成功标准：", success
criteria; "性能目标：", performance goals), makes its items thresholds, as "Success Criteria:" does
in English; a lead-in naming results ("测试结果：", test results) leaves them claims."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_LIST = "**{label}：**\n\n- ✅ 高可用性\n- ✅ 10K+ RPS 持续吞吐量\n"


@pytest.mark.parametrize("label", ["成功标准", "性能目标", "上线要求"])
def test_items_under_a_chinese_goal_label_are_no_claims(label: str) -> None:
    assert claims(_LIST.format(label=label)) == []


def test_items_under_a_chinese_results_label_are_still_claims() -> None:
    # watched failing: the one word that matters, the label, changed from criteria to results
    assert [c.text for c in claims(_LIST.format(label="测试结果"))] == ["10K+ RPS"]


def test_the_english_goal_label_is_unchanged() -> None:
    assert claims("**Success Criteria:**\n\n- ✅ High availability\n- ✅ 10K+ RPS sustained throughput\n") == []
