"""A row labelled by a phase ("| Decode | **88 tok/s** |", "| Decode (5K + 100 gen) | 54.2 tok/s |")
whose cells carry a speed unit holds that phase's speeds: the label reads like an output-length
header ("Decode", "Generation"), but a cell in tok/s is no length (a local-LLM model log's per-model
pages lost every decode row this way). A row of lengths under such a label stays a setup row."""

from __future__ import annotations

from tests.claims.helpers import claims

TABLE = (
    "Isolated bench on one Arc B60, llama.cpp b10215, 10-task workload, greedy.\n\n"
    "| Metric | Value | vs Ornith 9B |\n|---|---|---|\n"
    "| Prefill | **3,040 tok/s** | 427 tok/s |\n"
    "| Decode | {a} | {b} |\n"
)


def test_a_decode_row_with_speeds_in_its_cells_is_a_row_of_claims() -> None:
    found = [c.text for c in claims(TABLE.format(a="**88 tok/s**", b="57 tok/s"))]
    assert "88 tok/s" in found and "57 tok/s" in found


def test_a_decode_row_of_lengths_stays_a_setup_row() -> None:
    # watched flipping: the same row with token counts ("128 tokens") is an output length, no claim
    found = [c.text for c in claims(TABLE.format(a="128 tokens", b="256 tokens"))]
    assert not any(text.startswith(("128", "256")) for text in found)
    assert "3,040 tok/s" in found
