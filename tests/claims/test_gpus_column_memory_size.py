"""Under a "| GPUs |" header a cell counts the row's cards ("8", "2x H100"), but a cell that only
names a card with its memory ("A100 80GB", "RTX 4090 24 GB") gives a size, not a count: the
memory figure must not be read as "80 GPUs". The card named keeps the type (partial count)."""

from __future__ import annotations

from tests.claims.helpers import claims

TABLE = (
    "Decode of Llama 3 8B, batch size 1:\n\n"
    "| Engine | GPUs | Decode (tok/s) |\n|---|---|---|\n| vLLM | {cell} | 90.5 |\n"
)


def test_memory_size_is_no_count() -> None:
    for cell in ("A100 80GB", "RTX 4090 24 GB", "H100 (80 GiB)"):
        (claim,) = claims(TABLE.format(cell=cell))
        assert claim.state("gpu_count") == "partial", cell


def test_a_count_stays_a_count() -> None:
    # near miss: a count with the card, and a bare count
    for cell in ("2x A100 80GB", "8"):
        (claim,) = claims(TABLE.format(cell=cell))
        assert claim.state("gpu_count") in ("stated", "partial"), cell
    (claim,) = claims(TABLE.format(cell="2x A100 80GB"))
    assert claim.state("gpu_count") == "stated"
