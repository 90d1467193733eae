"""A request rate listed among a run's settings ("Workload: Qwen3-235B-A22B-FP8, ISL=2000,
OSL=1000, 8 req/s, 100 requests", "using 8 prompts, 10K-token prefill, 1-token decode, and 4.0
req/s", "on 8 x MI300X (BF16, 32 QPS)") or pushed by a client ("push about ~650 QPS to Triton") is
the load the test offered, not a measured rate; a rate the server is said to sustain or reach
beside the same settings is still read."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    "text",
    [
        "Table 3: SLO attainment at rate 8. Workload: Qwen3-235B-A22B-FP8, ISL=2000, OSL=1000, 8 req/s, 100 requests.",
        "A KV cache benchmark on H800 with Llama-3.1-8B, using 8 prompts, 10K-token prefill, 1-token decode,"
        " and 4.0 req/s.",
        "vLLM vs. TGI performance comparison for Llama 3.1 405B on 8 x MI300X (BF16, 32 QPS).",
        "The client example push about ~650 QPS to the Llama 3 8B Triton server.",
    ],
)
def test_a_rate_among_settings_is_the_offered_load(text: str) -> None:
    assert claims(text + "\n") == []


def test_a_rate_the_server_reached_beside_the_settings_is_read() -> None:
    # watched flipping: "(BF16, 32 QPS)" -> "(BF16), vLLM reached 32 QPS" makes the rate a result
    text = "On Llama 3.1 405B on 8 x MI300X (BF16), vLLM reached 32 QPS of goodput.\n"
    assert [c.text for c in claims(text)] == ["32 QPS"]
