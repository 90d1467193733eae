"""A table that lists training and generation side by side in a mode column ("| Model-S | train |
13.57 |" beside "| Model-S | generate | 139.22 |") measures training in its training rows: their
figures are no inference claims, while the generation rows and a cell naming both stay claims."""

from __future__ import annotations

from tests.claims.helpers import claims

_TABLE = """| Model | Mode | microLLM token/s | PyTorch token/s |
|---|---|---:|---:|
| Model-S | {mode} | 13.57 | 177.57 |
| Model-S | generate | 139.22 | 293.55 |
"""


def test_a_training_row_of_a_mode_column_is_no_claim() -> None:
    assert [c.text for c in claims(_TABLE.format(mode="train"))] == ["139.22", "293.55"]


def test_the_same_row_in_an_inference_mode_stays_a_claim() -> None:
    # watched failing: the mode cell is the one change
    assert [c.text for c in claims(_TABLE.format(mode="decode"))] == ["13.57", "177.57", "139.22", "293.55"]


def test_a_label_naming_training_and_generation_is_not_training() -> None:
    assert [
        c.line
        for c in claims(
            "| Model | Mode | token/s |\n|---|---|---|\n| Model-S | train / generate | 13.57 / 139.22 token/s |\n"
        )
    ] != []
