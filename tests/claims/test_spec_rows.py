"""A table row whose label names a hardware specification ("Peak bf16 TFLOPS (theoretical)", "HBM
bandwidth", "TDP") compares two spec sheets: its ratio is no inference claim. A row whose label
names a workload that ran ("Decode throughput") keeps its ratio."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "## Key differences: H200 vs B200\n\n"
    "| Spec | H200 SXM | B200 SXM | Ratio (B200/H200) |\n|---|---|---|---|\n"
    "| Attention kernel | FlashAttention-3 | FlashAttention-4 | - |\n"
    "| {label} | 989 | 2250 | 2.28x |\n"
)


@pytest.mark.parametrize("label", ["Peak bf16 TFLOPS (theoretical)", "HBM bandwidth", "TDP", "bf16 MAMF (achievable)"])
def test_a_spec_row_ratio_is_no_claim(label: str) -> None:
    assert claims(_TABLE.format(label=label)) == []


@pytest.mark.parametrize("label", ["Decode throughput", "Peak decode throughput"])
def test_a_workload_row_ratio_is_a_claim(label: str) -> None:
    # watched failing: the one thing that matters, what the row label names, is now a workload
    assert [c.text for c in claims(_TABLE.format(label=label))] == ["2.28x"]
