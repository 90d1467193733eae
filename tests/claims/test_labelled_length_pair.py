"""A run's lengths written as two labelled values without punctuation between them ("input 2048
output 128 tokens", "prompt 512 and gen 128") state the prompt length as well as the output
length; the output label right after the prompt's number had hidden the prompt, so such runs drew
OP003. An output figure that is a rate ("input 1024 and output 512 tok/s") is no length."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("We measured 95 tok/s with input 2048 output 128 tokens.", 2048),
        ("Runs used prompt 512 and gen 128, decoding at 61 tok/s.", 512),
        ("input 1024 tokens, output 256: 70 tok/s.", 1024),
    ],
)
def test_a_labelled_pair_states_the_prompt(text: str, tokens: int) -> None:
    # watched failing: only the output length was read
    assert tokens in read_facts(text).prompt_tokens


def test_an_output_rate_after_the_input_is_no_pair() -> None:
    assert not read_facts("The server reads input 1024 and output 512 tok/s.").prompt_tokens
