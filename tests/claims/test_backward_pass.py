"""A kernel's backward pass is training: its speed-up is no inference claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    "sentence",
    [
        "The fused attention uses less memory and runs 1.9x faster in the backward pass.",
        "With the new tiling, the backward pass is 3x faster on A100.",
        "The kernel gives a 2.5x faster backward for long sequences.",
    ],
)
def test_a_backward_pass_speedup_is_no_claim(sentence: str) -> None:
    assert claims(sentence) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "The fused attention kernel runs the forward pass 1.9x faster on A100.",
        "Decoding is 2x faster with the new kernel, and the backward pass is 3x faster.",
    ],
)
def test_a_forward_or_decoding_speedup_stays_a_claim(sentence: str) -> None:
    assert claims(sentence) != []


@pytest.mark.parametrize(
    ("backward", "forward"),
    [
        ("It gives 7% lower backward latency than Megatron.", "It gives 7% lower forward latency than Megatron."),
        (
            "Selected backward cases reach up to ~108% higher throughput than DeepEP.",
            "Selected decode cases reach up to ~108% higher throughput than DeepEP.",
        ),
    ],
)
def test_a_backward_latency_or_backward_case_is_training(backward: str, forward: str) -> None:
    """'lower backward latency' names a latency, an inference word, yet of training's half."""
    assert claims(backward) == []
    # watched failing: the same ratio of the forward pass or of decoding stays a claim
    assert claims(forward) != []


def test_a_backward_ratio_leaves_the_forward_ratio_of_its_sentence() -> None:
    text = "It gives 10-35% higher forward throughput than Comet; backward cases reach up to ~108% higher throughput."
    assert [c.text for c in claims(text)] == ["10-35% higher"]
