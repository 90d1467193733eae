"""Word ratios without a digit: "halves the TTFT", "latency was halved", "TTFT was halved" and
"twice as many requests per second". A block with no digit is only scanned when it holds a word
that may compare, and "halves"/"halved" were not among them ("half" is not in "halves"), so the
existing "halves the latency" reading never ran on a sentence without a figure. Near misses: a
network's latency, memory halved, twice as many requests with no rate.
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    "sentence",
    [
        "The prefix cache halves the TTFT for long prompts on vLLM.",
        "Speculative decoding halves the decode latency on one A100.",
        "Latency was halved with speculative decoding.",
        "TTFT was halved with chunked prefill.",
        "Our server handles twice as many requests per second as before with Llama 3.",
    ],
)
def test_a_word_ratio_of_a_speed_is_a_2x_claim(sentence: str) -> None:
    assert [(c.kind, c.ratio) for c in find_candidates(sentence)] == [("speedup", 2.0)]


@pytest.mark.parametrize(
    "sentence",
    [
        "The patch halves the network latency.",
        "Halving the batch size halves the memory.",
        "We processed twice as many requests this week.",
    ],
)
def test_another_word_ratio_is_no_claim(sentence: str) -> None:
    assert list(find_candidates(sentence)) == []
