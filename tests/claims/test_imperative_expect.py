"""A figure given as guidance in the imperative ("CPU inference is slower than GPU. Expect 5 to 20
tokens per second depending on model size and hardware", a serving platform's text-generation
guide) is an expectation, as "an expected 5-10%" is, not a measurement; the same figure said to be
measured is a claim."""

from __future__ import annotations

from tests.claims.helpers import claims

_TEXT = "Llama 3 8B on CPU inference is slower than GPU. {verb} 5 to 20 tokens per second depending on hardware.\n"


def test_an_imperative_expectation_is_no_claim() -> None:
    assert claims(_TEXT.format(verb="Expect")) == []


def test_a_measured_figure_is_a_claim() -> None:
    # watched flipping: "Expect" -> "We measured" makes the rate a claim
    assert [c.text for c in claims(_TEXT.format(verb="We measured"))] == ["5 to 20 tokens per second"]
