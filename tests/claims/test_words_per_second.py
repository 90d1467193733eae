"""A generation rate written in words ("the model generates about 45 words per second", "Llama 3
8B streams 60 words/s") is a throughput claim like one in tokens: people quote chat speed in the
words they read. It is one only when the clause says text is generated (generates, streams,
decodes, outputs, produces); a reading or typing pace ("a person reads 5 words per second"),
speech ("the TTS voice produces 3 words per second") and a count over a time ("generated 1,200
words in 30 seconds") stay quiet.
"""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        ("The model generates about 45 words per second on a laptop.\n", "45 words per second"),
        ("On one RTX 4090, Llama 3 8B streams 60 words/s.\n", "60 words/s"),
        ("Decoding produces 38 words per sec with the int4 build.\n", "38 words per sec"),
    ],
)
def test_a_generation_rate_in_words_is_a_throughput(sentence: str, figure: str) -> None:
    assert [(c.text, c.kind) for c in claims(sentence)] == [(figure, "throughput")]


@pytest.mark.parametrize(
    "sentence",
    [
        # watched: "reads" -> "generates" makes it a claim
        "A person reads 5 words per second.\n",
        "The TTS voice produces 3 words per second of speech.\n",
        "She types 45 words per minute.\n",
        "It generated 1,200 words in 30 seconds.\n",
    ],
)
def test_paces_and_speech_stay_quiet(sentence: str) -> None:
    assert claims(sentence) == []
