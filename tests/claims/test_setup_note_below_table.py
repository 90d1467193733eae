"""A figureless note right below a table that states the setup ("> `batch_size=1, max_length=2048`,
in `GeForce RTX-3090`", "推理速度测算是在单卡 A100 上运行") sets up that table, whatever word it starts
with; a paragraph followed by another table is that table's caption and sets up only it."""

from __future__ import annotations

from tests.claims.helpers import absent, claims

TABLE = "## Acceleration\n\n| Model | Inference speed (token/s) |\n|---|---|\n| CodeGeeX2-6B | 94 |\n"
NOTE = "> `batch_size=1, max_length=2048`, both using an acceleration framework, on one RTX 3090.\n"


def test_a_note_below_states_the_tables_setup() -> None:
    [claim] = claims(TABLE + "\n" + NOTE)
    assert "concurrency" not in absent(claim)
    assert "gpu_count" not in absent(claim)


def test_a_chinese_note_below_states_the_gpu() -> None:
    [claim] = claims(TABLE + "\n推理速度测算是在单卡 A100-SXM4-80G GPU上运行，使用PyTorch 2.0.1。\n")
    assert "gpu_count" not in absent(claim)


def test_the_caption_of_the_next_table_is_not_this_tables_note() -> None:
    # watched flipping: with a table after it, the same paragraph is that table's caption
    nxt = "\n| Model | Prefill speed (token/s) |\n|---|---|\n| CodeGeeX2-6B | 1900 |\n"
    first = claims(TABLE + "\n" + NOTE + nxt)[0]
    assert {"concurrency", "gpu_count"} <= set(absent(first))
