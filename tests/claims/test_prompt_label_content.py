"""A "Prompt:" label followed by the prompt itself ("Prompt: Generate Tetris game on HTML and JS.",
"- **Prompt**: Do you think ...", "Prompt = Strategic Thinking ...") over a result table gives the
content the rows were measured on; a length, a rate or a size word after the label ("Prompt: 7
tokens, 6.657 tokens-per-sec", "Prompt: short") gives none."""

from __future__ import annotations

import pytest

from tests.claims.helpers import absent, only

TABLE = (
    "# Results\n\nThe speed does not depend on the context size.\n{lead}\n\n"
    "| GPU | Model | Tokens/sec (average) |\n|---|---|---|\n| NVIDIA GeForce RTX 4090 | deepseek-r1:14b | 83.13 |\n"
)


@pytest.mark.parametrize(
    "lead",
    [
        "Prompt: Generate Tetris game on HTML and JS.",
        "- **Prompt**: Do you think it's possible to build a time machine?",
        "Test prompt: Write a step-by-step guide to baking bread.",
        "Prompt = Strategic Thinking for Startup Success",
    ],
)
def test_a_prompt_label_with_the_prompt_states_the_content(lead: str) -> None:
    assert "content_type" not in absent(only(TABLE.format(lead=lead)))
    # watched failing: the same line without the label names no content
    assert "content_type" in absent(only(TABLE.format(lead=lead.split(":")[-1].split("=")[-1].strip())))


@pytest.mark.parametrize("lead", ["Prompt: short", "Prompt: 512 tokens, random", "Prompt: ~500 tokens"])
def test_a_length_after_the_label_is_no_content(lead: str) -> None:
    assert "content_type" in absent(only(TABLE.format(lead=lead)))
