"""A figure inside a quotation opened right after an example word ('Narrative claims (e.g.,
*"Optimization ABC shows up to 50% higher P90 latency over standard services"*) must be approved',
a results store's submission policy) is a wording shown, not the document's result, as
'e.g., "~20% throughput gain"' is; the same figure with no quotation is a claim, and a quoted word
that closes before the figure does not make it an example."""

from __future__ import annotations

from tests.claims.helpers import claims

_POLICY = "Narrative claims (e.g., {claim}) must be approved by the submitter's disclosure process.\n"
_CLAIM = "Optimization ABC shows up to 50% higher throughput over standard services on 8 H100s"


def test_a_quoted_example_claim_is_no_claim() -> None:
    assert claims(_POLICY.format(claim=f'*"{_CLAIM}"*')) == []


def test_the_same_words_unquoted_are_a_claim() -> None:
    # watched flipping: dropping the quotation marks makes the 50% a claim
    assert [c.text for c in claims(_POLICY.format(claim=_CLAIM))] == ["50% higher"]


def test_a_quotation_closed_before_the_figure_is_no_example() -> None:
    text = 'We measured vLLM on one H100, e.g. "serving" Llama 3 8B at 1,200 tok/s with 64 users.\n'
    assert [c.text for c in claims(text)] == ["1,200 tok/s"]
