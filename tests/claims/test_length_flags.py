"""A benchmark command's length flags ("--input-len 1024 --output-len 128", "--prompt-len 512
--gen-len 32", "--random-input-len=2048") state the prompt and output lengths."""

from __future__ import annotations

import pytest

from tests.claims.helpers import absent, only


@pytest.mark.parametrize(
    ("command", "prompt", "output"),
    [
        ("`python benchmark_throughput.py --input-len 1024 --output-len 128 --batch-size 8`", 1024, 128),
        ("`deepspeed run_model.py --batch_size 8 --prompt-len 512 --gen-len 32`", 512, 32),
        ("`vllm bench serve --random-input-len=2048 --random-output-len=256 --max-concurrency 8`", 2048, 256),
    ],
)
def test_length_flags_of_a_command_state_the_lengths(command: str, prompt: int, output: int) -> None:
    claim = only(f"Llama 8B reached 960 tokens/s, measured with {command}.")
    assert (claim.evidence.prompt_tokens, claim.evidence.output_tokens) == (prompt, output)
    assert not {"stop_rule", "prompt_length"} & set(absent(claim))


def test_other_length_flags_state_no_length() -> None:
    # watched failing: a context-window flag is no prompt and a cap is no fixed output length
    claim = only("Llama 8B reached 960 tokens/s, measured with `serve --max-model-len 4096 --batch-size 8`.")
    assert claim.evidence.prompt_tokens is None
    assert claim.evidence.output_tokens is None
    assert {"stop_rule", "prompt_length"} <= set(absent(claim))
