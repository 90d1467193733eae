"""A textbook sentence sets up an indefinite system and puts a load on it ("A service handling
10,000 RPS spends ...", "Goodput: a gateway serving 800 requests/second with 25% over the SLO
..."): the rate right after the participle is the example's premise, not a rate served, so it
is no claim. A named subject ("The server handling 64 req/s ..."), and a figure further on in the
sentence that the subject reached, keep their claims."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    ("text", "premise"),
    [
        ("A service handling 20,000 RPS of LLM requests spends most of its time in the tokenizer.", "20,000"),
        (
            "- Goodput versus throughput: a gateway serving 800 requests/second with 25% over the SLO "
            "has a goodput of 600.",
            "800",
        ),
        ("An LLM endpoint receiving about 50 requests per second needs a queue in front of it.", "50"),
    ],
)
def test_the_premise_rate_is_no_claim(text: str, premise: str) -> None:
    # watched failing before the fix: each premise rate was a claim
    assert not [c.text for c in claims(text) if c.text.startswith(premise)]


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        ("The vLLM server handling 64 requests/second kept decoding for the LLM steady.", "64"),
        ("A vLLM server handling 32 users reaches 1,800 tok/s of LLM decoding.", "1,800"),
    ],
)
def test_a_named_or_reached_rate_stays_a_claim(text: str, figure: str) -> None:
    assert [c.text for c in claims(text) if c.text.startswith(figure)]
