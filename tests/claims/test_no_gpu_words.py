"""Zero GPUs is a value, and people say it in words: "on a laptop with no GPU", "without a GPU",
"no dedicated GPU", "GPU: None" state a CPU run (before, "without a GPU" was read as a count of
one GPU of no model). A part of the work kept off the GPU is not a machine without one: "no GPU
offload", "with no GPU layers offloaded" state no count."""

from __future__ import annotations

import pytest

from tests.claims.helpers import only


@pytest.mark.parametrize(
    "sentence",
    [
        # watched failing: absent, or "a GPU" read as one GPU (partial)
        "On a laptop with no GPU, Mistral 7B Q4 decodes at 8 tok/s at batch 1.",
        "Without a GPU, Mistral 7B Q4 decodes at 8 tok/s at batch 1.",
        "On a mini PC without any dedicated GPU, Mistral 7B Q4 decodes at 8 tok/s at batch 1.",
        "Mistral 7B Q4 decodes at 8 tok/s at batch 1 (GPU: None).",
    ],
)
def test_no_gpu_in_words_states_zero_gpus(sentence: str) -> None:
    claim = only(sentence + "\n")
    assert claim.facts["gpu_count"].state == "stated", sentence
    assert claim.evidence.gpu_counts == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "With no GPU offload, Mistral 7B Q4 decodes at 8 tok/s at batch 1.",
        "With no GPU layers offloaded, Mistral 7B Q4 decodes at 8 tok/s at batch 1.",
    ],
)
def test_work_kept_off_the_gpu_states_no_count(sentence: str) -> None:
    claim = only(sentence + "\n")
    assert claim.state("gpu_count") == "absent"
