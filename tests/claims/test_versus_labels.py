"""A column or row named for the comparison it makes ("| vs llama.cpp | vs vLLM |" beside the engines'
speeds, "| llama.cpp ÷ vLLM | 5.35× | 4.73× |" under a concurrency header): its multiples ("1.08x",
"5.35×") are speed-ups over the named side, measured in the same table. They had been no claims,
since neither label says speed-up or ratio. Only cells written as multiples count: a 'vs baseline'
column of percentages or of bare numbers is left to the readers that already judge them."""

from __future__ import annotations

from tests.claims.helpers import claims

SETUP = "Output tokens per second on one RTX 4090, 128-token prompts, 200 output tokens, random prompts, no MTP.\n\n"


def test_versus_columns_hold_speedups() -> None:
    text = (
        "# Results\n\n"
        + SETUP
        + "| Batch | llama.cpp | vLLM | Turbo | vs llama.cpp | vs vLLM |\n|---|---|---|---|---|---|\n"
        "| 1 | 55.7 | 54.7 | **60.0** | **1.08x** | **1.10x** |\n"
    )
    speedups = [c.text for c in claims(text) if c.kind == "speedup"]
    assert speedups == ["1.08x", "1.10x"]


def test_quotient_row_holds_speedups() -> None:
    text = (
        "# Results\n\n" + SETUP + "| concurrency | 1 | 4 |\n|---|---|---|\n| llama.cpp | 69.6 | 102.7 |\n"
        "| vLLM | 13.0 | 21.7 |\n| llama.cpp ÷ vLLM | 5.35× | 4.73× |\n"
    )
    assert [c.text for c in claims(text) if c.kind == "speedup"] == ["5.35×", "4.73×"]


def test_versus_column_of_bare_numbers_is_no_speedup() -> None:
    # near miss: no multiple sign, the cell may be a difference or a score
    text = "# Results\n\n" + SETUP + "| Engine | tok/s | vs vLLM |\n|---|---|---|\n| Turbo | 60.0 | 5.3 |\n"
    assert [c.kind for c in claims(text)] == ["throughput"]
