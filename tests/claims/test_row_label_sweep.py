"""A table turned on its side names each row's batch size in its label ("| bs=1, output token/s |
21.16 |", "| bs=16, output token/s | 205.09 |"): rows whose labels differ only in that level are
a sweep, as rows of a batch-size column are, so no row is a single point without a curve."""

from __future__ import annotations

from tests.claims.helpers import claims, fires

SETUP = "DeepSeek-R1 on 16 H20 GPUs, FP8, 1024 input and 512 output tokens, mean of 3 runs.\n\n"


def _table(*levels: str) -> str:
    rows = "".join(f"| bs={level}, output token/s | {value} | {value}.5 |\n" for level, value in levels)
    return "# Results\n\n" + SETUP + "| Setup | vllm 0.7.2 | chitu 0.1.0 |\n|---|---|---|\n" + rows


def test_row_labels_at_several_batch_sizes_are_a_sweep() -> None:
    text = _table(("1", "21"), ("16", "205"), ("256", "1148"))
    assert [c.text for c in claims(text)][:2] == ["21", "21.5"]
    assert not fires(text, "CV001")


def test_row_labels_at_one_batch_size_are_no_sweep() -> None:
    # the same rows all at bs=1: the level that matters no longer varies, the single point stands
    text = _table(("1", "21"), ("1", "205"), ("1", "1148"))
    assert fires(text, "CV001")


def test_row_labels_that_differ_in_more_than_the_level_are_no_sweep() -> None:
    rows = "| bs=1, output token/s | 21 |\n| bs=16, TTFT ms | 205 |\n"
    text = "# Results\n\n" + SETUP + "| Setup | chitu 0.1.0 |\n|---|---|\n" + rows
    assert fires(text, "CV001")
