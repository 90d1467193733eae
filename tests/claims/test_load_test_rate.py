"""A request rate that names a load test right after it ("a 1K RPS load test", "1K RPS 的压力测试",
a stress test) is the load the test offered, not a measured throughput; the same rate named as a
sustained throughput stays a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize("after", ["load test", "stress test", "的压力测试", "压测", "的负载测试"])
def test_a_rate_naming_a_load_test_is_offered_load(after: str) -> None:
    assert claims(f"- On 8 H100 GPUs: 1K RPS {after}") == []


@pytest.mark.parametrize("after", ["sustained throughput", "的持续吞吐量"])
def test_a_rate_naming_a_throughput_is_still_a_claim(after: str) -> None:
    # watched failing: the one word that matters, the test, changed to a throughput
    assert [c.text for c in claims(f"- On 8 H100 GPUs: 1K RPS {after}")] == ["1K RPS"]
