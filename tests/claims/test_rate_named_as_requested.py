"""A request rate followed by words that name it the rate asked for ("Run the dataset with 10 req/sec
requested rate", "a 16 QPS arrival rate", "8 RPS target load") is the load the test offered, as
"at 16 QPS" is, not a measured rate; the same rate without those words is still read as one."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TEXT = "On one H100, run the ShareGPT dataset against Llama 3 8B with 10 req/sec{after} and the provided tokenizer.\n"


@pytest.mark.parametrize("after", [" requested rate", " request rate", " arrival rate", " target load"])
def test_a_rate_named_as_requested_is_the_offered_load(after: str) -> None:
    assert claims(_TEXT.format(after=after)) == []


def test_the_same_rate_without_the_words_is_read() -> None:
    # watched flipping: dropping " requested rate" leaves the rate a claim
    assert [c.text for c in claims(_TEXT.format(after=""))] == ["10 req/sec"]


def test_a_measured_rate_beside_an_arrival_rate_stays() -> None:
    text = "On one H100, vLLM sustained 12 req/s of throughput with a 16 QPS arrival rate.\n"
    assert [c.text for c in claims(text)] == ["12 req/s"]
