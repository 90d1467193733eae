"""A duration its sentence puts down to compiling ("For the first generation, this command will
take around 17 seconds as XLA needs to compile the graph", "the first request after `vllm serve`
boots triggers Inductor and FlashInfer JIT codegen and can take roughly 25 seconds") times a
warm-up, not serving; the same duration with no compiling named, or measured after warm-up, is
still a latency."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TEXT = "For the first generation with Llama 2 on one TPU v4, this command will take around 17 seconds{cause}.\n"


@pytest.mark.parametrize("cause", [" as XLA needs to compile the graph", " because it triggers JIT compilation"])
def test_a_duration_put_down_to_compiling_is_no_latency_claim(cause: str) -> None:
    assert claims(_TEXT.format(cause=cause)) == []


def test_the_same_duration_with_no_cause_is_a_latency() -> None:
    # watched flipping: dropping "as XLA needs to compile the graph" makes the 17 seconds a claim
    assert [(c.text, c.kind) for c in claims(_TEXT.format(cause=""))] == [("17 seconds", "latency")]


def test_a_time_measured_after_warm_up_is_a_latency() -> None:
    text = "After warm-up, generating 256 tokens with Llama 2 takes about 6 seconds on one TPU v4.\n"
    assert [c.text for c in claims(text)] == ["6 seconds"]
