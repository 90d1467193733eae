"""AWS's accelerators are counted as GPUs are: "12x AWS Inferentia2 32GB" in a scenario bullet is
twelve devices, not a twelve-fold speed-up (the bullet is setup, no claim), and "on 16x AWS
Trainium2" states the GPU count of the claim it sets up. A multiple written before a speed word
stays a speed-up."""

from __future__ import annotations

from tests.claims.helpers import claims, only


def test_a_count_of_inferentia_chips_is_no_speedup() -> None:
    # watched failing: "12x AWS Inferentia2" was read as a 12x speed-up
    assert claims("- **E** inf2.48xlarge — 12x AWS Inferentia2 32GB (custom silicon, inference-optimized)\n") == []


def test_a_count_of_trainium_chips_states_the_gpu_count() -> None:
    claim = only("Llama 4 Scout reached 3,500 tok/s at batch 8 on 16x AWS Trainium2.\n")
    assert claim.facts["gpu_count"].state == "stated"
    assert claim.evidence.gpu_counts == {16}


def test_a_multiple_before_a_speed_word_is_a_speedup() -> None:
    claim = only("The fused kernel makes LLM decoding 12x faster on AWS Inferentia2.\n")
    assert claim.kind == "speedup"
