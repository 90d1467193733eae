"""A column headed by a phase ("| Backend | Decode |", "| Probe | Prefill | Decode |") whose cells
carry a speed unit holds that phase's speeds: the header reads like an output- or prompt-length
header, but a cell in t/s is no length (a Mac benchmark's session log lost every decode figure of its
results table this way). A column of lengths under such a header stays a setup column."""

from __future__ import annotations

from tests.claims.helpers import claims

TABLE = (
    "Qwen3.6-27B on an M4 Max, single stream, greedy.\n\n"
    "| ID | Backend | Quant | Decode | TTFT |\n|---|---|---|---|---|\n"
    "| P_Q4_0 | mlx-lm | 4bit | {a} | 249 ms |\n"
    "| P_Q8_0 | mlx-lm | 8bit | {b} | 289 ms |\n"
)


def test_a_decode_column_with_speeds_in_its_cells_is_a_column_of_claims() -> None:
    found = [c.text for c in claims(TABLE.format(a="20.3 t/s", b="12.0 t/s"))]
    assert "20.3 t/s" in found and "12.0 t/s" in found


def test_a_decode_column_of_lengths_stays_a_setup_column() -> None:
    # watched flipping: the same column with token counts ("128 tokens") is an output length, no claim
    found = [c.text for c in claims(TABLE.format(a="128 tokens", b="256 tokens"))]
    assert not any(text.startswith(("128", "256")) for text in found)
