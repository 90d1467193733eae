"""A setup that generates one length per run writes the lengths as a list ("generating 1792 and 7934
tokens", "生成1792 和 7934 个token"), often with the sum that gives each in brackets ("1792 (2048-258)"):
both state the output length; a bracket that is not a sum, or a rate, states none."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts


@pytest.mark.parametrize(
    "text",
    [
        "We measured the average speed of generating 1792 (2048-258) and 7934 (8192-258) tokens.",
        "We measured the average speed of generating 1792 and 7934 tokens.",
        "我们测算了模型生成1792 (2048-258) 和 7934 (8192-258) 个token的平均速度。",
    ],
)
def test_listed_lengths_state_the_output(text: str) -> None:
    facts = read_facts(text)
    assert facts.fields["stop_rule"].state == "stated"
    assert facts.output_tokens[0] == 1792


@pytest.mark.parametrize(
    "text",
    [
        # watched flipping: a bracketed note or a rate after the count states no length
        "We measured the average speed of generating 1792 (see note 2) tokens.",
        "The model keeps generating 1792 and 7934 tokens per second.",
    ],
)
def test_other_counts_state_no_output(text: str) -> None:
    assert "stop_rule" not in read_facts(text).fields
