"""On-device benchmarks name the phone by its system on chip as often as by its model:
"Snapdragon 8 Gen 3", "Snapdragon 8 Elite", "Dimensity 9300", "Tensor G3", "Exynos 2400",
"Kirin 9000", a board by its "RK3588", Qualcomm's laptop "Snapdragon X Elite". Each is one
device, as "Pixel 8" and "iPhone 15 Pro" already were; the chip alone had read as no setup, so a
decode rate measured on it drew OP006. Words that only share a name ("the Tensor cores",
"tensor parallel 4") read no phone."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts
from tests.claims.helpers import absent, only


@pytest.mark.parametrize(
    ("text", "chip"),
    [
        ("On a Snapdragon 8 Gen 3 phone the 1B model decodes at 21 tok/s.", "Snapdragon 8 Gen 3"),
        ("Snapdragon 8 Elite: 26 tok/s decode.", "Snapdragon 8 Elite"),
        ("The Dimensity 9300 handset reaches 12 tok/s.", "Dimensity 9300"),
        ("Thermal run (Tensor G3): 9 tok/s at the start.", "Tensor G3"),
        ("An Exynos 2400 gives 7 tok/s.", "Exynos 2400"),
        ("The Orange Pi 5 (RK3588) decodes at 4 tok/s.", "RK3588"),
        ("A Snapdragon X Elite laptop served 30 tok/s.", "Snapdragon X Elite"),
    ],
)
def test_a_phone_chip_is_one_device(text: str, chip: str) -> None:
    facts = read_facts(text)
    # watched failing: no count and no type was read from any of them
    assert facts.gpu_counts == {1}
    assert chip in facts.gpu_types


def test_the_nested_bullets_under_a_chip_state_their_device() -> None:
    text = "# Results\n\n1. **Throttling (Tensor G2)**\n   - Start: 7.5 tok/s, falling after a minute\n"
    assert "gpu_count" not in absent(only(text))


@pytest.mark.parametrize("text", ["The Tensor cores give 2x on matmuls.", "Tensor parallel 4 splits the layers."])
def test_words_sharing_a_name_read_no_phone(text: str) -> None:
    assert not any("Tensor G" in t for t in read_facts(text).gpu_types)
    assert 1 not in read_facts(text).gpu_counts
