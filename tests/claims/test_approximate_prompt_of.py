"""A prompt's length written approximately after "of" ("a prompt of ~500 tokens", "prompts of
about 1,000 tokens", "a cleanup prompt of ≈340 tokens") states the input tokens, as "a prompt of
500 tokens" already did; the approximation sign or word had hidden it and drew OP003. A window
("a context of ~8,000 tokens") is still no prompt length."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("A prompt of ~500 tokens decodes at 40 tok/s.", 500),
        ("With prompts of about 1,000 tokens it decodes at 38 tok/s.", 1000),
        ("A fixed cleanup prompt of ≈340 tokens is re-read on every call at 900 tok/s.", 340),
        ("Prompts of roughly 2k tokens prefill at 3,000 tok/s.", 2000),
    ],
)
def test_an_approximate_prompt_length_is_read(text: str, tokens: int) -> None:
    # watched failing: no prompt length was read
    assert tokens in read_facts(text).prompt_tokens


def test_a_context_of_about_n_tokens_is_no_prompt() -> None:
    assert not read_facts("A context of ~8,000 tokens fits; decode runs at 30 tok/s.").prompt_tokens
