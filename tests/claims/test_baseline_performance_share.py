"""A share of the baseline's performance ("MISSION ACCOMPLISHED: 90.6% of baseline performance
achieved", a local assistant's benchmark summary) is a speed ratio of 0.906; what a quantized model
"recovers" or keeps "on MMLU" of its baseline's performance is quality, no claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


def test_a_share_of_baseline_performance_is_a_ratio() -> None:
    found = claims("- **MISSION ACCOMPLISHED**: 90.6% of baseline performance achieved\n")
    assert [(c.kind, round(c.evidence.ratio or 0, 3)) for c in found] == [("speedup", 0.906)]


@pytest.mark.parametrize(
    "line",
    [
        "- The 4-bit model recovers 99% of baseline performance.",
        "- The 4-bit model reaches 99% of baseline performance on MMLU.",
        "- The kernel reaches 90% of peak performance.",
    ],
)
def test_a_share_of_quality_or_of_peak_is_not(line: str) -> None:
    # watched flipping: "achieved" -> "on MMLU" (or "recovers", or "peak") leaves no claim
    assert claims(line + "\n") == []
