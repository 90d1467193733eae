"""A heading that names the hardware a run trains on ("## FP8 Training on H200 GPUs") heads
training figures: its tables' tokens/s and the ratios of its prose measure training. A heading
naming the data it fine-tunes on ("Sparse Fine-Tuning on Code") does not: a research README
puts its inference speed-ups there."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_BODY = (
    "### Results\n\n"
    "| Recipe | Median tokens/s | Speedup over BF16 |\n|---|---|---|\n| bf16 | 7200 | - |\n| fp8 | 8650 | +20.1% |\n\n"
    "The fp8 recipe ran 1.2x faster than bf16.\n"
)


@pytest.mark.parametrize("title", ["## FP8 Training on H200 GPUs", "## Pre-training across 64 nodes"])
def test_figures_under_a_training_hardware_heading_measure_training(title: str) -> None:
    assert claims(f"{title}\n\n{_BODY}") == []


@pytest.mark.parametrize("title", ["## FP8 Serving on H200 GPUs", "## Sparse Fine-Tuning on Code"])
def test_the_same_figures_under_other_headings_stay_claims(title: str) -> None:
    # watched failing: "Training on H200 GPUs" -> "Serving on H200 GPUs" brings every figure back
    assert {"7200", "8650", "1.2x"} <= {c.text for c in claims(f"{title}\n\n{_BODY}")}
