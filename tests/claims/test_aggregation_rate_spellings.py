"""How a figure aggregates, in the spellings load-test reports use: "6.8 req/sec" is requests per
second as "req/s" is; "40 tok/s per concurrent user" and "TPS/user 40" are one user's share;
"4,000 tok/s/GPU" is normalised per GPU (partial, as "per GPU" is) and "averaged across
requests" says a mean was taken (partial, as "averaged over" is). A mean over a stream's own
tokens ("averaged across the generated tokens") says nothing about how requests combine."""

from __future__ import annotations

import pytest

from tests.claims.helpers import only


@pytest.mark.parametrize(
    ("sentence", "state"),
    [
        # watched failing: each had no aggregation before
        ("The Llama 8B endpoint served ~6.8 req/sec at 16 users on one L4.", "stated"),
        ("The Llama 8B endpoint served 6.8 requests/sec at 16 users on one L4.", "stated"),
        ("Llama 8B decodes at 40 tok/s per concurrent user at 16 users on one L4.", "stated"),
        ("Llama 8B decode at 16 users on one L4: TPS/user 40 tok/s.", "stated"),
        ("Llama 8B decodes at 4,000 tok/s/GPU at 64 users on eight L4s.", "partial"),
        ("Averaged across requests, Llama 8B decodes at 40 tok/s at 16 users on one L4.", "partial"),
    ],
)
def test_a_rate_spelling_states_the_aggregation(sentence: str, state: str) -> None:
    claim = only(sentence + "\n")
    assert claim.facts["aggregation"].state == state, sentence


def test_a_mean_over_a_streams_tokens_states_no_aggregation() -> None:
    claim = only("Averaged across the generated tokens, Llama 8B decodes at 40 tok/s at 16 users on one L4.\n")
    assert claim.state("aggregation") == "absent"
