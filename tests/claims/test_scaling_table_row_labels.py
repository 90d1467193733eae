"""A scaling table that names each row's GPUs in its label ("| 4x H100 | 7,100 | 3.55x |") measures
its speedup column against the 1.00x reference row: where that row's label names another GPU count
("| 1x H100 | 2,000 | 1.00x |"), the row's ratio compares unequal setups (CP001), as it already does
in a table with a GPU-count column. Rows whose labels name the reference's count ("vLLM on 1x H100"
against "SGLang on 1x H100") compare engines, not setups of different sizes."""

from __future__ import annotations

from tests.claims.helpers import verdicts

TABLE = (
    "Llama-3-70B at batch 64, 1024 input / 256 output tokens, ShareGPT prompts, no speculative decoding.\n\n"
    "| Setup | Output tok/s | Speedup |\n|---|---|---|\n"
    "| {reference} | 2,000 | 1.00x |\n| {row} | 7,100 | 3.55x |\n"
)


def flagged(reference: str, row: str) -> bool:
    return bool(verdicts(TABLE.format(reference=reference, row=row), "CP001").get("3.55x"))


def test_a_speedup_against_a_reference_row_of_another_size() -> None:
    assert flagged("1x H100", "4x H100")
    assert flagged("1 node (8x H100)", "2 nodes (16x H100)")


def test_a_speedup_against_a_reference_row_of_the_same_size() -> None:
    assert not flagged("4x H100", "4x H100 (FP8)")
    assert not flagged("vLLM on 1x H100", "SGLang on 1x H100")
