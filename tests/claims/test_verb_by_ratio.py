"""A ratio after a verb, its object and "by" ("speeds up long-context inference by up to 13.5x",
"reduces decode latency by 2x") multiplies that object, whatever words follow the figure: a
research README's "... without sacrificing accuracy", "... for 70B models" or "... on one GPU"
does not turn a speed-up into an accuracy or a model count; the same verb on memory is no claim,
and in "speeds up models by 3x and reduces memory by 3x" only the first ratio is a speed."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

DOC = "# Method\n\nOur sparse attention {}\n"


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        ("speeds up long-context inference by up to 13.5x without sacrificing accuracy.", "13.5x"),
        ("accelerates decoding of Llama-2-7B by 2.1x with negligible accuracy loss.", "2.1x"),
        ("speeds up LLM inference by up to 3x for Llama-2-70B models.", "3x"),
        ("accelerates LLM decoding by 2.1x on one GPU.", "2.1x"),
        ("reduces the decode latency of Llama-2-7B by 2x without sacrificing accuracy.", "2x"),
    ],
)
def test_the_object_before_by_makes_the_ratio_a_speed(sentence: str, figure: str) -> None:
    assert [(c.text, c.kind) for c in claims(DOC.format(sentence))] == [(figure, "speedup")]


def test_the_same_ratio_on_memory_is_no_claim() -> None:
    # watched flipping: "decode latency" -> "KV-cache memory" leaves no claim
    text = DOC.format("reduces the KV-cache memory of Llama-2-7B by 2x without sacrificing accuracy.")
    assert claims(text) == []


def test_only_the_ratio_whose_verb_names_speed_is_a_claim() -> None:
    text = DOC.format("speeds up LLM models by 3x and reduces memory requirements by 4x compared to FP16.")
    assert [c.text for c in claims(text)] == ["3x"]
