"""A gain whose sentence says the measure went from one percentage to another ("performance is improved
by 10.5%, rising from 89.3% to 99.8%") or names a task's performance ("improving RAG performance by up
to 21.4%") is a quality gain, not a speed claim; the same gain of decode throughput is one."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

DOC = "# Long context\n\n{}\n"


@pytest.mark.parametrize(
    "sentence",
    [
        "In the Needle-in-a-Haystack test, the model's performance is improved by 10.5%, rising from 89.3% to 99.8%.",
        "With prompt compression the LLM keeps its answers, improving RAG performance by up to 21.4% on 1/4 of it.",
    ],
)
def test_a_score_that_rose_is_no_claim(sentence: str) -> None:
    assert claims(DOC.format(sentence)) == []


def test_a_speed_that_rose_is_a_claim() -> None:
    # watched flipping: the speed named, the same gains are claims
    text = "On one A100, LLM decode throughput is improved by 10.5%, rising from 89.3 to 98.7 tok/s."
    assert "10.5%" in [c.text for c in claims(DOC.format(text))]
    text = "With prompt compression the LLM keeps its answers, improving decode throughput by up to 21.4% on 1/4 of it."
    assert [c.text for c in claims(DOC.format(text))] == ["21.4%"]
