"""A bare estimate's label or an ideal's label at a line's start makes its figures worked out, not
measured. Optimisation notes write what a change should bring as "**Expected: 9 ms → ~7 ms per
token → ~140 tok/s**" or "Estimated: ~90 tok/s" (a bare "Expected: 95 tok/s" in a README is
what its author's run gave, and stays a claim), and the ideal beside the measured ratio as
"**Ideal scaling**: 8x" over "**Actual scaling**: ~2.3x speedup"; the figure a chain starts from
("Estimated: from 60 tok/s today to ~90 tok/s") and the line that reports the run stay claims."""

from __future__ import annotations

from tests.claims.helpers import claims


def test_an_expected_chain_is_no_claim() -> None:
    # watched failing: both figures after the arrows were claims
    assert [c.text for c in claims("- **Expected: 9 ms → ~7 ms per token → ~140 tok/s**\n")] == []


def test_an_estimate_label_beside_an_actual_one() -> None:
    # watched failing: the estimate was a claim
    assert [c.text for c in claims("Estimated: ~90 tok/s. Actual: 84 tok/s on the 4090.\n")] == ["84 tok/s"]


def test_a_bare_expected_figure_stays_a_claim() -> None:
    assert [c.text for c in claims("Expected: 95 tok/s on the M2 with the 4-bit build.\n")] == ["95 tok/s"]


def test_the_starting_point_of_an_estimate_stays_a_claim() -> None:
    text = "**Estimated:** from 60 tok/s today to ~90 tok/s after fusion.\n"
    assert [c.text for c in claims(text)] == ["60 tok/s"]


def test_an_ideal_line_beside_the_actual_line() -> None:
    # watched failing: "8x" was a speed-up claim
    text = "**Ideal scaling**: 8x concurrency = 8x speedup\n**Actual scaling**: ~2.3x speedup at c=8\n"
    assert [c.text for c in claims(text)] == ["2.3x"]
