"""A model named for its training data ("chinese-alpaca-7b-q4", "Alpaca 7B", "dolly-v2-12b") names
no prompt dataset; "prompts from the Alpaca dataset" does."""

from __future__ import annotations

import pytest

from tests.claims.helpers import absent, only

_CLAIM = "On an i7-11700 CPU, {words} decode at 9.2 tok/s with 4 threads."


@pytest.mark.parametrize("words", ["chinese-alpaca-7b-q4 weights", "Alpaca 7B weights", "dolly-v2-12b weights"])
def test_a_model_named_for_its_data_states_no_content(words: str) -> None:
    assert "content_type" in absent(only(_CLAIM.format(words=words)))


def test_prompts_from_the_dataset_state_the_content() -> None:
    # watched failing: the same name, now the prompts' source, states the content
    assert "content_type" not in absent(only(_CLAIM.format(words="prompts from the Alpaca dataset")))
