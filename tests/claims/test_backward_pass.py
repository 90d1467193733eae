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
