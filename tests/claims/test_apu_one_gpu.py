"""An APU serves from the GPU on its own die, as an Apple M-series chip does: "AMD Ryzen AI Max+
395" ("Strix Halo", its GPU the "Radeon 8060S") running llama.cpp's Vulkan or ROCm backend is one
GPU, not CPU serving. A desktop Ryzen with no integrated accelerator named stays CPU serving."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts
from tests.claims.helpers import only


@pytest.mark.parametrize(
    "platform",
    [
        "an AMD Ryzen AI Max+ 395 (128 GB)",
        "a Strix Halo mini PC with 128 GB",
        "a Ryzen AI MAX 395 with its Radeon 8060S",
    ],
)
def test_an_apu_is_one_gpu(platform: str) -> None:
    facts = read_facts(f"Measured on {platform}.")
    assert facts.gpu_counts == {1}
    assert facts.fields["gpu_count"].state == "stated"
    assert "CPU" not in facts.fields["gpu_count"].phrase


def test_a_desktop_ryzen_stays_cpu_serving() -> None:
    # watched flipping: "Ryzen AI Max+ 395" -> "Ryzen 9 7950X" reads zero GPUs again
    facts = read_facts("Measured on an AMD Ryzen 9 7950X.")
    assert facts.gpu_counts == set()
    assert "CPU, no GPU" in facts.fields["gpu_count"].phrase


def test_an_apu_table_row_states_one_gpu() -> None:
    doc = (
        "Runs on an AMD Ryzen AI Max+ 395.\n\n"
        "| Model | Backend | tg128 t/s |\n|---|---|---|\n| Qwen3 30B | Vulkan | 72.4 |\n"
    )
    claim = only(doc)
    assert claim.evidence.gpu_total == 1
    assert claim.state("gpu_count") == "stated"
