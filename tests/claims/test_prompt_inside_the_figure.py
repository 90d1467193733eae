"""A speed said to hold the prompt's work counts prompt tokens with generated ones, so it is mostly
prefill (PF001), however the sentence words it: "including prompt processing", "prompt processing
included", "prefill included", "counts input tokens as well as generated ones", "(input + output
tokens per second)". The same words negated or kept apart ("prompt tokens not counted", "prompt
tokens counted separately") and a prompt that includes something ("the prompt included a system
message") say nothing of the figure."""

from __future__ import annotations

from tests.claims.helpers import fires

SETUP = " on one H100 at concurrency 16 with 1,024-token prompts and 512 output tokens."


def test_the_prompt_inside_the_figure_is_prefill() -> None:
    for sentence in (
        "Throughput including prompt processing was 5,400 tokens/s",
        "Measured throughput, prompt processing included, was 2,200 tok/s",
        "Throughput was 2,200 tok/s, prefill included,",
        "The reported 9,800 tok/s counts input tokens as well as generated ones",
        "It reached 12,000 tok/s (input + output tokens per second)",
    ):
        assert fires(sentence + SETUP, "PF001"), sentence


def test_the_prompt_kept_out_of_the_figure_is_not() -> None:
    for sentence in (
        "Throughput was 2,200 tok/s with prompt tokens not counted",
        "Throughput was 2,200 tok/s, prompt tokens counted separately,",
        "The prompt included a system message; throughput was 2,200 tok/s",
    ):
        assert not fires(sentence + SETUP, "PF001"), sentence
