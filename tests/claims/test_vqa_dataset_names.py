"""A visual question answering set a vision-language model is served on ("on the ChartQA test
split", "DocVQA requests") names the content, as ShareGPT does; the same claim without it names
none."""

from __future__ import annotations

import pytest

from tests.claims.helpers import absent, only

_CLAIM = "On {words}, Moondream 2 reaches 480 tok/s at batch 64 on one H100."


@pytest.mark.parametrize("words", ["the ChartQA test split", "DocVQA requests", "TextVQA questions"])
def test_a_vqa_set_states_the_content(words: str) -> None:
    assert "content_type" not in absent(only(_CLAIM.format(words=words)))


def test_no_set_states_no_content() -> None:
    # watched flipping: "the ChartQA test split" -> "its queries" leaves the content missing
    assert "content_type" in absent(only(_CLAIM.format(words="its queries")))
