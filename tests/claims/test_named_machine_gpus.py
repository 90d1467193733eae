"""A machine whose name fixes its GPU count states that count and the GPU model: NVIDIA's DGX and
HGX systems hold eight GPUs ("DGX H100"; "HGX H100 4-GPU" says four), a cloud's GPU instance
type holds a documented number of one model (AWS "p4d.24xlarge" eight A100s, "g5.xlarge" one
A10G; GCP "a3-highgpu-8g" eight H100s; Azure "ND H100 v5" eight H100s), and a GPU cloud's
"gpu_<n>x_<model>" instance type spells both. Benchmark write-ups name the instance they rented
rather than counting its GPUs, and a reviewer reads the count from the name. A name the tables
do not hold ("c5.xlarge", a CPU instance) states nothing, and "gpu_2x_faster" names no model.
The count after the model ("H100x8") is read at the end of a sentence too."""

from __future__ import annotations

import pytest

from tests.claims.helpers import only


@pytest.mark.parametrize(
    ("sentence", "count"),
    [
        # watched failing: each was "not stated" (the bare model, or nothing, was read)
        ("Llama 3 70B decodes at 1,200 tok/s at batch 32 on a DGX H100.", 8),
        ("Llama 3 70B decodes at 1,200 tok/s at batch 32 on two DGX A100 nodes.", 16),
        ("Llama 3 70B decodes at 900 tok/s at batch 32 on an HGX H100 4-GPU board.", 4),
        ("Llama 3 70B decodes at 1,200 tok/s at batch 32 on an AWS p4d.24xlarge instance.", 8),
        ("Llama 3 70B decodes at 1,900 tok/s at batch 32 on a p5.48xlarge.", 8),
        ("Mistral 7B decodes at 45 tok/s at batch 1 on a g5.xlarge.", 1),
        ("Mistral 7B decodes at 180 tok/s at batch 8 on an ml.g5.12xlarge endpoint.", 4),
        ("Mistral 7B decodes at 40 tok/s at batch 1 on a g6.xlarge.", 1),
        ("Mistral 7B decodes at 60 tok/s at batch 1 on a2-highgpu-1g.", 1),
        ("Llama 3 70B decodes at 1,500 tok/s at batch 32 on a3-highgpu-8g.", 8),
        ("Llama 3 70B decodes at 1,500 tok/s at batch 32 on an Azure ND H100 v5 VM.", 8),
        ("Llama 3 70B decodes at 1,500 tok/s at batch 32 on Standard_ND96isr_H100_v5.", 8),
        ("Qwen 32B decodes at 870 tok/s at batch 32 on `gpu_2x_h200_nvl`.", 2),
        ("Qwen 8B decodes at 140 tok/s at batch 1 on gpu_1x_a10.", 1),
        ("Llama 3 70B decodes at 1,200 tok/s at batch 32 on H100x8.", 8),
    ],
)
def test_a_machine_name_states_its_gpu_count(sentence: str, count: int) -> None:
    claim = only(sentence + "\n")
    assert claim.facts["gpu_count"].state == "stated", sentence
    assert claim.evidence.gpu_counts == {count}


@pytest.mark.parametrize(
    "sentence",
    [
        "Mistral 7B decodes at 12 tok/s at batch 1 on a c5.xlarge instance.",
        "Mistral 7B decodes at 12 tok/s at batch 1, gpu_2x_faster than before.",
    ],
)
def test_a_name_that_fixes_no_gpu_count_states_none(sentence: str) -> None:
    claim = only(sentence + "\n")
    assert claim.state("gpu_count") == "absent"


def test_a_decimal_after_the_model_is_no_count() -> None:
    claim = only("Llama 3 8B decodes at 80 tok/s at batch 1, our A100 figure scaled by H100 x 1.5.\n")
    assert claim.facts["gpu_count"].state == "partial"
