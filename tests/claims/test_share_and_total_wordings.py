"""How a rate aggregates, in wordings the aggregation reader missed: one stream's share ("each
user gets 30 tok/s", "each stream decodes at 30 tok/s") and every request's tokens together
("1.9k tok/s across all users", "across 8 concurrent streams", "for all 64 requests combined",
"1,900 output tokens per second in total", "the cumulative throughput"). Each had read as no
aggregation and drawn OP007. A run's size ("500 requests in total"), repetitions ("over 3
sessions") and a remark over users ("over 64 users we saw one outlier") say nothing about it."""

from __future__ import annotations

import pytest

from tests.claims.helpers import only


def _aggregation(sentence: str) -> str:
    return only("# Results\n\n" + sentence + "\n").state("aggregation")


@pytest.mark.parametrize(
    "sentence",
    [
        "Each user gets 30 tok/s at 64 users.",
        "At 64 users, each stream decodes at 30 tok/s.",
        "At 64 users it reached 1.9k tok/s across all users.",
        "Across 8 concurrent streams it totals 900 tok/s.",
        "At 64 users it reached 1,900 tok/s for all 64 requests combined.",
        "At 64 users the server generates 1,900 output tokens per second in total.",
        "At 64 users the cumulative throughput is 1,900 tok/s.",
    ],
)
def test_the_wording_states_the_aggregation(sentence: str) -> None:
    # watched failing: aggregation was absent
    assert _aggregation(sentence) == "stated"


@pytest.mark.parametrize(
    "sentence",
    [
        "We ran 500 requests in total; decode was 40 tok/s.",
        "The model was run over 3 sessions at 40 tok/s.",
        "Over 64 users we saw one 40 tok/s outlier.",
    ],
)
def test_a_run_size_or_a_remark_states_nothing(sentence: str) -> None:
    assert _aggregation(sentence) == "absent"
