"""A regression with the speed as the subject ("Between 16 and 64 throughput *fell* 6% while p99
TTFT rose", a vLLM tuning playbook) is a claim, as "throughput increased by 6%" is; the same verb
after a quantity that is no speed ("memory fell 6%") makes none."""

from __future__ import annotations

from tests.claims.helpers import claims

TEXT = "On Qwen2.5-7B on one A10G, between concurrency 16 and 64 {noun} *fell* 6% while p99 TTFT rose.\n"


def test_a_speed_that_fell_by_a_percentage_is_a_claim() -> None:
    found = claims(TEXT.format(noun="throughput"))
    assert [(c.text, c.kind) for c in found] == [("6%", "speedup")]


def test_another_quantity_that_fell_is_not() -> None:
    # watched flipping: "throughput" -> "memory" leaves no claim
    assert claims(TEXT.format(noun="memory")) == []
