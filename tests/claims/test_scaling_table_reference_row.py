"""A scaling table with a GPU-count column ("| GPUs | Output tok/s | Speedup |", "| TP | ... |") and
a speedup column measured against its reference row (the row whose speedup is "1.00x") compares
each row's GPU count with the reference row's: "3.44x" on the 4-GPU row against the 1-GPU row is
a ratio across unequal setups (CP001), as "1.8x speedup on 2 devices" is. The reference row itself,
and a speedup column of a table whose rows share one GPU count, keep their verdict."""

from __future__ import annotations

from tests.claims.helpers import verdicts


def _fired(text: str) -> set[str]:
    return {claim for claim, messages in verdicts(text, "CP001").items() if messages}


def test_speedups_against_a_reference_row_of_another_gpu_count_are_unequal() -> None:
    table = (
        "| GPUs | Output tok/s | Speedup |\n|---|---|---|\n"
        "| 1 | 900 | 1.00x |\n| 2 | 1,650 | 1.83x |\n| 4 | 3,100 | 3.44x |\n"
    )
    assert _fired(table) == {"1.83x", "3.44x"}
    tp = "| TP | Decode tok/s | Speedup |\n|---|---|---|\n| 1 | 52.0 | 1.0x (baseline) |\n| 4 | 151.0 | **2.9x** |\n"
    assert _fired(tp) == {"2.9x"}


def test_a_reference_row_of_the_same_count_is_equal() -> None:
    table = (
        "| Engine | GPUs | Output tok/s | Speedup |\n|---|---|---|---|\n"
        "| baseline | 2 | 900 | 1.00x |\n| ours | 2 | 1,650 | 1.83x |\n"
    )
    assert _fired(table) == set()
