"""A run said to be on the CPU ("CPU inference gives 12 tok/s", "with 32 threads on CPU", "running
on the CPU") is CPU serving, zero GPUs, a stated value, as "CPU-only" and a CPU model's name
already were; the words had read as no device and drawn OP006. When the text names a GPU or a
GPU backend too ("GPU inference runs at 60 tok/s, well above what we saw on CPU", "with 20 layers offloaded, on CPU the
rest", "on CPU with Metal off") it compares or splits devices, and the CPU alone states nothing."""

from __future__ import annotations

import pytest

from tests.claims.helpers import only


def _gpu_state(sentence: str) -> str:
    return only("# Results\n\n" + sentence + "\n").state("gpu_count")


@pytest.mark.parametrize(
    "sentence",
    [
        "CPU inference gives 12 tok/s.",
        "With 32 threads on CPU it decodes 6 tok/s.",
        "Running on the CPU, the 0.5B model decodes at 20 tok/s.",
    ],
)
def test_a_cpu_run_states_zero_gpus(sentence: str) -> None:
    # watched failing: the device was absent
    assert _gpu_state(sentence) == "stated"


@pytest.mark.parametrize(
    "sentence",
    [
        "GPU inference runs at 60 tok/s, well above what we saw on CPU.",
        "With 20 layers offloaded, on CPU the rest runs at 9 tok/s.",
        "On CPU with Metal off it decodes 8 tok/s.",
    ],
)
def test_a_cpu_beside_a_gpu_states_nothing(sentence: str) -> None:
    assert _gpu_state(sentence) == "absent"
