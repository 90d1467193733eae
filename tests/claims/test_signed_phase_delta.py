"""A signed percentage written before a phase named for its speed ("≈ −10% decode at 2-4K
context", "+19.9%/+26.2% prefill at 16k/32k", "measured +10% decode") is that phase's speed change,
as "+26.7% TPS" is. A noun after the phase that names what changed ("+55% prefill memory", "-10%
decode budget") makes it another quantity's change."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        ("KV cache quantization costs ≈ −10% decode at 2–4K context on an M4 Max.", "10% decode"),
        ("Measured M4 Max on the 27B: +19.9%/+26.2% prefill at 16k/32k.", "26.2% prefill"),
        ("The head only proposes: measured +10% decode at equal acceptance.", "10% decode"),
    ],
)
def test_a_signed_phase_change_is_a_speedup(sentence: str, figure: str) -> None:
    found = [c for c in find_candidates(sentence) if c.kind == "speedup"]
    assert [c.text for c in found] == [figure]


@pytest.mark.parametrize(
    "sentence",
    [
        # watched flipping: the noun after the phase names memory or a budget, not its speed
        "On Qwen3-8B the cache costs +55% prefill memory at 32K.",
        "The scheduler spends -10% decode budget per step.",
    ],
)
def test_a_phase_qualifying_another_quantity_is_no_claim(sentence: str) -> None:
    assert [c for c in find_candidates(sentence) if c.kind == "speedup"] == []
