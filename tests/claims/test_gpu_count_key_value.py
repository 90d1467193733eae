"""A GPU count written as a key's value, as zero already is ("GPUs: 0"): "GPUs: 8", "Number of
GPUs: 4", "GPU count: 2", "num_gpus=4", "n_gpus: 8", "--num-gpus 4", "--gpus 4"; with the model
named beside it ("Number of GPUs: 4, GPU: A100") the count is stated. So is a count in brackets
after the model: "A100 (x4)", "H100 SXM (x8)". A bare "GPU: 1" may name a device, not count GPUs,
a decimal ("GPUs: 1.5 on average") is no count, and "H100 (80GB)" is the card's memory."""

from __future__ import annotations

import pytest

from tests.claims.helpers import only

CLAIM = "Llama 70B decodes at 1,200 tok/s at batch 8"


@pytest.mark.parametrize(
    ("setup", "count", "state"),
    [
        # watched failing: each count was not read (the model alone, or nothing)
        ("(Number of GPUs: 4, GPU: A100)", 4, "stated"),
        ("(GPUs: 8, H100 SXM)", 8, "stated"),
        ("with GPU count: 2", 2, "partial"),
        ("with num_gpus=4", 4, "partial"),
        ("with --num-gpus 4", 4, "partial"),
        ("on A100 (x4)", 4, "stated"),
        ("on H100 SXM (x8)", 8, "stated"),
    ],
)
def test_a_keyed_gpu_count_is_read(setup: str, count: int, state: str) -> None:
    claim = only(f"{CLAIM} {setup}.\n")
    assert claim.facts["gpu_count"].state == state, setup
    assert claim.evidence.gpu_counts == {count}


@pytest.mark.parametrize("setup", ["(GPU: 1)", "(GPUs: 1.5 on average)", "on H100 (80GB)"])
def test_a_number_that_counts_no_gpus_is_not_read(setup: str) -> None:
    claim = only(f"{CLAIM} {setup}.\n")
    assert claim.evidence.gpu_counts == set()
