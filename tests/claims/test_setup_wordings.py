"""Setup that documents state in words benchlint had not read: a length "set to" a value."""

from __future__ import annotations

import pytest

from tests.claims.helpers import absent, only


@pytest.mark.parametrize(
    ("setup", "prompt", "output"),
    [
        ("with the input token length set to 256", 256, None),
        ("with the prompt length set to 2048 and the output token length fixed at 128", 2048, 128),
        ("with the input length set to 512", 512, None),
    ],
)
def test_a_length_set_to_a_value_is_stated(setup: str, prompt: int, output: int | None) -> None:
    claim = only(f"LLaMA2 7B reached 26.3 tokens/s on one Xeon 8480, {setup}.")
    assert claim.evidence.prompt_tokens == prompt
    assert claim.evidence.output_tokens == output
    assert "prompt_length" not in absent(claim)


@pytest.mark.parametrize(
    "setup",
    [
        # watched failing: the word "input" alone, or a window set to a value, states no prompt
        "with the input set to a chat template",
        "with the context length set to 4096",
        "with the max input token length of the model at 4096",
    ],
)
def test_other_settings_state_no_prompt_length(setup: str) -> None:
    claim = only(f"LLaMA2 7B reached 26.3 tokens/s on one Xeon 8480, {setup}.")
    assert claim.evidence.prompt_tokens is None
    assert "prompt_length" in absent(claim)
