"""A speed named once and each device's gain after it in the same sentence ("throughput is up
across GPUs ...: A100 is up ~25-44%") is a speed-up, as "throughput increased by 42%" is, and
so is a cause lifting a named speed by a percentage ("lifting end-to-end throughput by ~8%");
another quantity being up or lifted ("memory is up 20%", "lifting accuracy by 2%") makes none."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_UP = (
    "- Decode throughput is up across NVIDIA GPUs on the published benchmarks, with the largest\n"
    "  gains on Ampere: {subject} is up ~25–44% on direct queries.\n"
)
_LIFT = "- A compact-route GEMM drops padded buffers, lifting ShareGPT end-to-end {noun} by ~8% on one B200.\n"


def test_a_device_up_percent_after_the_speed_is_a_speedup() -> None:
    found = claims(_UP.format(subject="A100"))
    assert [(c.kind, round(c.evidence.ratio, 2)) for c in found] == [("speedup", 1.25)]


@pytest.mark.parametrize("subject", ["memory", "VRAM usage", "cost", "accuracy"])
def test_another_quantity_up_is_no_speedup(subject: str) -> None:
    # watched flipping: "A100" -> "memory" leaves no claim
    assert claims(_UP.format(subject=subject)) == []


def test_lifting_a_speed_by_a_percent_is_a_speedup() -> None:
    found = claims(_LIFT.format(noun="throughput"))
    assert [(c.kind, round(c.evidence.ratio, 2)) for c in found] == [("speedup", 1.08)]


@pytest.mark.parametrize("noun", ["accuracy", "cache hit rate"])
def test_lifting_another_quantity_is_no_speedup(noun: str) -> None:
    assert claims(_LIFT.format(noun=noun)) == []


_PAIR = "- Constrained decoding is faster: up to ~34% higher decode {noun} on B200 and ~11% on RTX 3090.\n"


def test_a_second_gain_sharing_the_comparative_is_a_speedup() -> None:
    found = claims(_PAIR.format(noun="throughput"))
    assert sorted(round(c.evidence.ratio, 2) for c in found if c.kind == "speedup") == [1.11, 1.34]


def test_a_second_figure_of_another_quantity_is_none() -> None:
    # watched flipping: "throughput" -> "memory use" leaves neither figure a speed-up
    assert [c for c in claims(_PAIR.format(noun="memory use")) if c.kind == "speedup"] == []
