"""A lone digit after "Prompt" with no "tokens" numbers a prompt in a list ("Prompt 1: Write a
story", "for Prompt 1."): it states no prompt length, while "prompt 512," and "prompt 1 token" do."""

from __future__ import annotations

from tests.claims.helpers import absent, only

_CLAIM = "Ollama reached 42 tok/s on one RTX 4090 at batch size 1 for Prompt {n}."


def test_a_prompt_numbered_in_a_list_states_no_prompt_length() -> None:
    assert "prompt_length" in absent(only(_CLAIM.format(n="1")))


def test_a_prompt_length_after_the_word_is_still_read() -> None:
    # watched failing: the one number that matters, 1 -> 512, is a length again
    claim = only(_CLAIM.format(n="512"))
    assert "prompt_length" not in absent(claim)
    assert claim.evidence.prompt_tokens == 512


def test_one_prompt_token_with_its_unit_is_a_length() -> None:
    claim = only(_CLAIM.format(n="1 token"))
    assert claim.evidence.prompt_tokens == 1
