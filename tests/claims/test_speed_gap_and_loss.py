"""A percentage that a named speed measure loses, gains or differs by is a speedup claim: "a 15%
performance difference", "a 20% throughput hit", "a 12% decode speed uplift", "the 8-bit build
loses 12% throughput", "FP8 gains 18% decode throughput", and a cost paid in speed, "costs 54.7%
performance loss". Only "higher", "faster", "loss" and their kin had been read after the figure,
and a cost verb before it always made it a price. A difference, hit or uplift with no speed
measure named, a gain of users or accuracy, and a cost in money stay no claim.
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("sentence", "value", "ratio"),
    [
        ("Linux 6.15 showed a 15% performance difference over 6.14 for decoding.", 15.0, 1.15),
        ("Turning on request logging gives a 20% throughput hit.", 20.0, 0.8),
        ("The new driver brings a 12% decode speed uplift.", 12.0, 1.12),
        ("Against FP16, the 8-bit build loses 12% throughput.", 12.0, 0.88),
        ("FP8 gains 18% decode throughput over BF16 on the H100.", 18.0, 1.18),
        ("The W4 build gave up about 9% of its tok/s.", 9.0, 0.91),
        ("Quantizing to 4 bits costs 54.7% performance loss on the RTX 3060.", 54.7, 0.453),
    ],
)
def test_a_speed_gap_loss_or_gain_is_a_speedup(sentence: str, value: float, ratio: float) -> None:
    found = find_candidates(sentence)
    assert [(c.kind, c.value) for c in found] == [("speedup", value)]
    assert found[0].ratio == pytest.approx(ratio)


@pytest.mark.parametrize(
    "sentence",
    [
        "There is a 15% difference between the two builds.",
        "There is a 5% memory difference between the builds.",
        "A 15% accuracy difference on MMLU.",
        "The cluster gains 18% more users.",
        "The 4-bit model loses 2% performance on MMLU.",
        "It costs 30% more per hour on the A100.",
        "Quantization costs 2% accuracy.",
        "We saw a 20% hit rate on the prefix cache.",
    ],
)
def test_another_gap_or_cost_keeps_its_verdict(sentence: str) -> None:
    assert [c for c in find_candidates(sentence) if c.kind == "speedup"] == []
