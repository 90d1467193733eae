"""A figure said to count the prompt's tokens with the generated ones in words other than "total
throughput" ("throughput counts input and output tokens", "counting both prompt and completion
tokens", "Throughput (input + output): 2,950 tok/s", "prompt and output tokens combined") is
mostly prompt processing when presented as a speed (PF001), as "total token throughput" is. A
figure that counts output tokens alone, or names the two counts side by side without adding
them ("input and output tokens were fixed at 512"), keeps its verdict."""

from __future__ import annotations

from tests.claims.helpers import fires


def test_a_figure_that_counts_prompt_with_generated_tokens_is_prefill() -> None:
    assert fires("Throughput counts input and output tokens: 2,950 tok/s at 16 users.", "PF001")
    assert fires("Counting both prompt and completion tokens, the server reaches 2,950 tok/s.", "PF001")
    assert fires("Throughput (input + output): 2,950 tok/s at 16 users.", "PF001")
    assert fires("The server handles 2,950 tok/s, prompt and output tokens combined.", "PF001")


def test_output_only_figures_keep_their_verdict() -> None:
    assert not fires("Throughput counts output tokens only: 2,950 tok/s at 16 users.", "PF001")
    assert not fires("Input and output tokens were fixed at 512; the server reaches 2,950 tok/s.", "PF001")
