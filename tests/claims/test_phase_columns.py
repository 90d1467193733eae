"""A table that times prompt processing and generation in separate columns (mlx_lm.benchmark's
"Prompt (2048) tok/sec | Generation (128) tok/sec", llama-bench's pp / tg) holds no
prefill-dominated figure: the prompt column is a prefill speed by its own header, and the
generation column's time holds no prompt reading. PF001 stays for one column timed over both."""

from __future__ import annotations

from tests.claims.helpers import verdicts

_SETUP = "Batch size 1 on one M3 Max, random prompts, no speculative decoding.\n\n"
_SPLIT = _SETUP + (
    "| Model | Prompt (2048) tok/sec | Generation (128) tok/sec |\n|---|---|---|\n| Qwen3-4B | 1650.2 | 95.3 |\n"
)


def test_prompt_and_generation_columns_draw_no_pf001() -> None:
    assert verdicts(_SPLIT, "PF001") == {"1650.2": [], "95.3": []}


def test_a_generation_column_alone_over_a_2048_128_run_is_prefill_dominated() -> None:
    # watched failing: without the prompt-rate column, nothing says generation was timed apart
    one = _SETUP + "Prompt 2048 tokens, 128 output tokens.\n\n"
    one += "| Model | Generation tok/sec |\n|---|---|\n| Qwen3-4B | 95.3 |\n"
    assert [bool(v) for v in verdicts(one, "PF001").values()] == [True]


def test_a_prompt_length_column_is_no_prompt_rate() -> None:
    # watched failing: "Prompt tokens" is the length, so the throughput column times both phases
    lengths = _SETUP + "| Model | Prompt tokens | Output tokens | Throughput (tok/s) |\n|---|---|---|---|\n"
    lengths += "| Qwen3-4B | 2048 | 128 | 95.3 |\n"
    assert [bool(v) for v in verdicts(lengths, "PF001").values()] == [True]
