"""A phone named by model ("Samsung S24 (Ultra)", "iPhone 16 Pro Max", "Pixel 8") runs on its one SoC,
as an Apple M-series Mac does: the GPU count is stated. On-device tables (LiteRT-LM's README, MiniCPM-V's
"17 token/s decoding on iPhone 16 Pro Max") were told to state a GPU count the device already fixes."""

from __future__ import annotations

import pytest

from tests.claims.helpers import only


@pytest.mark.parametrize(
    "device",
    # "Pixel 7a": a budget model's letter had hidden the phone (watched failing)
    ["on iPhone 16 Pro Max", "on a Samsung S24 Ultra", "on a Samsung Galaxy S23", "on a Pixel 8 Pro", "on a Pixel 7a"],
)
def test_a_phone_model_is_one_device(device: str) -> None:
    claim = only(f"Decoding reached 17 tok/s {device}.")
    assert claim.state("gpu_count") == "stated", claim.facts.get("gpu_count")


def test_a_phone_without_a_model_counts_nothing() -> None:
    assert only("Decoding reached 17 tok/s on a phone.").state("gpu_count") == "absent"


def test_a_phone_model_in_a_device_column_states_the_count() -> None:
    table = "| Device | Backend | Decode (tokens/s) |\n|---|---|---|\n| Samsung S24<br>(Ultra) | GPU | 44.57 |\n"
    assert only("# Speed\n\n" + table).state("gpu_count") == "stated"
    unnamed = "| Device | Backend | Decode (tokens/s) |\n|---|---|---|\n| Android phone | GPU | 44.57 |\n"
    assert only("# Speed\n\n" + unnamed).state("gpu_count") != "stated"


def test_a_letter_glued_to_another_word_is_no_phone_model() -> None:
    # "Pixel 7am" is no budget phone: the letter must end the model name
    assert only("Decoding reached 17 tok/s on Pixel 7am builds.").state("gpu_count") != "stated"
