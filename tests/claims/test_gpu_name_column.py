"""A bare "| GPU |" or "| Card |" column names each row's card, and people often write a GeForce
card by its model number alone ("3060", "4090 Ti"): under such a header the number is the card's
type (every 20x0-50x0 GeForce number is an RTX card), so the row states a GPU type (partial GPU
count). The same number under another header ("| Model | Port |") or a number that names no card
("917" under "GPU") says nothing."""

from __future__ import annotations

from tests.claims.helpers import claims

TABLE = (
    "Decode speed of Llama 3 8B, batch size 1:\n\n"
    "| Engine | {header} | Decode (tok/s) |\n|---|---|---|\n| llama.cpp | {cell} | 50.1 |\n"
)


def _gpu_state(header: str, cell: str) -> str:
    (claim,) = claims(TABLE.format(header=header, cell=cell))
    return claim.state("gpu_count")


def test_bare_card_number_under_gpu_header_is_its_type() -> None:
    for header in ("GPU", "Card", "GPU model"):
        for cell in ("3060", "4090 Ti", "**5090**"):
            assert _gpu_state(header, cell) == "partial", (header, cell)


def test_transposed_gpu_row_names_each_columns_card() -> None:
    text = (
        "Decode speed of Llama 3 8B, batch size 1:\n\n"
        "| Metric | Desktop | Laptop |\n|---|---|---|\n| GPU | 4090 | 3060 |\n| Decode (tok/s) | 120.4 | 48.2 |\n"
    )
    assert [(c.text, c.state("gpu_count")) for c in claims(text)] == [("120.4", "partial"), ("48.2", "partial")]


def test_near_misses_state_no_card() -> None:
    # a number that names no card, and a card number under a header that is no GPU's
    assert _gpu_state("GPU", "917") == "absent"
    assert _gpu_state("Port", "3060") == "absent"
