"""A percentage change of a phase's speed, written in the plural or with the phase as its measure:
"prefill shows 6-65% improvements across contexts", "a 35% prefill improvement", "prefill
improvements of 10-30%", "decode gains of 2x". The same wordings of accuracy, memory or a count
are no speed claims."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("sentence", "ratio", "high"),
    [
        ("Observed perf: prefill shows 6–65% improvements across contexts on Strix Halo.", 1.06, 65.0),
        ("After tuning rocWMMA for prefill (6-65% improvements), decode is still slow.", 1.06, 65.0),
        ("We see a 35% prefill improvement at 16K depth on one MI300X.", 1.35, None),
        ("These changes show across the board prefill improvements of 10-30%.", 1.1, 30.0),
        ("The tile kernels bring decode gains of 2x at long context.", 2.0, None),
    ],
)
def test_a_phase_change_is_a_speedup(sentence: str, ratio: float, high: float | None) -> None:
    [candidate] = find_candidates(sentence)
    assert candidate.kind == "speedup"
    assert candidate.ratio == pytest.approx(ratio)
    assert candidate.high == (pytest.approx(high) if high is not None else None)


@pytest.mark.parametrize(
    "sentence",
    [
        # watched flipping: the plural change of another quantity, and a phase's count of layers
        "The model got 5-10% improvements in accuracy.",
        "Quantization gives 20-30% reductions in memory.",
        "We saw 20% improvements in perplexity.",
        "The patch adds decode improvements of 3 layers.",
    ],
)
def test_a_change_of_something_else_is_no_claim(sentence: str) -> None:
    assert find_candidates(sentence) == []
