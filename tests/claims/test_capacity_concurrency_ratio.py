"""A KV-cache pool's capacity in requests, as vLLM logs it ("Maximum concurrency for 131,072
tokens per request: 3.12×") and as notes restate it ("2.4x concurrency", "max concurrency 3.1x"),
is no speed ratio. A speed ratio measured at a concurrency keeps its claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    "text",
    [
        "Two cards, 3 streams. KV pool 1.1M tokens, max concurrency **3.9×**. Per-stream TPS is **61 / 80**.\n",
        "- int8 cache: 80 TPS single-stream, 540K KV pool / 2.1× concurrency at 128K, p50 decode TPS flat.\n",
        "- fp8 cache: slower per stream, scales to ~7× concurrency at 128K, aggregate throughput rises\n",
        "At 64 TPS per stream, the int8 cache fits 2× more concurrency than bf16.\n",
    ],
)
def test_a_pool_capacity_ratio_is_no_claim(text: str) -> None:
    # watched failing: each ratio was a speedup claim beside its sentence's TPS figure
    assert [c.text for c in claims(text) if c.kind == "speedup"] == []


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        ("The new scheduler is 2.1x faster at concurrency 64.\n", "2.1x"),
        ("Throughput rose 1.8x at 32 concurrent requests.\n", "1.8x"),
    ],
)
def test_a_speed_ratio_at_a_concurrency_stays_a_claim(text: str, figure: str) -> None:
    assert figure in [c.text for c in claims(text)]
