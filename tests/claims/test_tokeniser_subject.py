"""A tokenizer's speed is not LLM inference, in either spelling: "the new BPE tokeniser is 4x
faster than the reference one" is a text-splitting library's ratio, as "tokenizer" already was.
A sentence that names the model's generation beside it stays a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

PAGE = "# fastbpe\n\nByte-pair encoding for language models, in Rust.\n\n## Speed\n\n{sentence}\n"


@pytest.mark.parametrize("word", ["tokeniser", "tokenizer", "tokenisation"])
def test_a_tokenisers_ratio_is_no_claim(word: str) -> None:
    # watched failing before: the British spelling drew nine findings
    assert claims(PAGE.format(sentence=f"The new {word} is 4x faster than the reference one.")) == []


def test_generation_beside_the_tokeniser_stays_a_claim() -> None:
    sentence = "With the new tokeniser, generation is 4x faster at batch 1."
    assert [c.text for c in claims(PAGE.format(sentence=sentence))] == ["4x"]
