"""A legend of speed tiers ("| Response t/s | Rating | Experience |" over "| 150+ | Excellent |
...", "| < 50 | Slow |"; "| Class | Generation t/s | Experience |" over "| good | 8–14 | ... |"):
the speed column holds the bounds of each class, open at one end ("150+", "≥15", "< 50"), beside a
column that names the class. It says what a speed would mean, it measures nothing. A results table
with a rating column keeps its figures ("| Agent | Tok/s | Rating |" over "| qa | 44.0 | ⭐⭐⭐ |"),
and so does a column of measured ranges with no open bound."""

from __future__ import annotations

from tests.claims.helpers import claims


def test_tier_bounds_are_no_claims() -> None:
    text = (
        "# Guide\n\n### Performance tiers\n\n| Response t/s | Rating | Experience |\n|---|---|---|\n"
        "| 150+ | Excellent | Near-instant streaming |\n| 100-150 | Good | Comfortable |\n"
        "| 50-100 | Moderate | Noticeable delay |\n| < 50 | Slow | Significant wait |\n"
    )
    assert claims(text) == []


def test_class_first_tier_table_is_no_claim() -> None:
    text = (
        "# Guide\n\n| Class | Generation t/s | Experience |\n|---|---|---|\n"
        "| excellent | ≥15 | Near-instant feel |\n| good | 8–14 | Comfortable daily use |\n"
        "| usable | 3–7 | Fine with patience |\n"
    )
    assert claims(text) == []


def test_measured_figures_beside_a_rating_stay_claims() -> None:
    text = (
        "# Results\n\n| Agent | Tok/s | Rating |\n|---|---|---|\n| qa | 44.0 | ⭐⭐⭐ |\n| clinical | 100.2 | ⭐⭐ |\n"
    )
    assert [c.text for c in claims(text)] == ["44.0", "100.2"]


def test_measured_ranges_stay_claims() -> None:
    text = "# Results\n\n| Engine | tok/s | Rating |\n|---|---|---|\n| HF | 40-43 | ok |\n| vLLM | 48-50 | good |\n"
    assert len(claims(text)) == 2
