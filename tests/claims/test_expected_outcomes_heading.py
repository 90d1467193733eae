"""A section headed by a forecast ("### Expected Outcomes", "## Projected gains", "Anticipated
impact") lists what a plan hopes to see, as a "## Performance targets" section does: its items'
figures ("Small models: 0-5% faster with a higher VRAM limit") are goals, not results, and get
no operating-point findings. A section of measured results keeps them, and so does a heading
that only starts alike ("## Expected output", under which a tutorial pastes what it measured)."""

from __future__ import annotations

import pytest

from tests.claims.helpers import fires

ITEMS = (
    "1. **Small models (4-bit)**: 0-5% faster with a higher VRAM limit\n"
    "2. **Large models (8-bit)**: 5-10% throughput improvement\n"
)


@pytest.mark.parametrize("heading", ["### Expected Outcomes", "## Projected gains", "## Anticipated impact"])
def test_items_under_a_forecast_heading_are_goals(heading: str) -> None:
    assert not fires(f"# Plan\n\n{heading}\n\n{ITEMS}", "OP001")


@pytest.mark.parametrize("heading", ["### Results", "## Expected output"])
def test_items_under_a_results_heading_stay_claims(heading: str) -> None:
    # near misses: measured results, and a sample printout's heading
    assert fires(f"# Plan\n\n{heading}\n\n{ITEMS}", "OP001")
