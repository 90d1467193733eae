"""A section headed by goals sets them: under "#### Target QPS", "## Performance targets", "### SLOs"
or "## Latency requirements" a planner's guide or a design document lists the loads and speeds it
wants ("- **20-40 QPS**: a busy internal assistant", "Decode must stay above 25 tok/s"), not what
was run; a paragraph there that says what was reached ("we sustained 31 tok/s") stays a claim, and
"## Target hardware" or "## Target model" names no goal. And a speed someone reads at is a human's
pace, not a model's ("5 tok/s is about as fast as someone can read")."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

ITEMS = (
    "#### {heading}\n\nThe load you plan for.\n\n"
    "* **20 - 40 QPS**: a busy internal assistant.\n* **200+ QPS**: a consumer app.\n"
)


@pytest.mark.parametrize("heading", ["Target QPS (queries per second)", "Performance targets", "SLOs"])
def test_items_under_a_goal_heading_are_goals(heading: str) -> None:
    # watched failing under the last two headings: both items were request-rate claims
    assert [c.text for c in claims(ITEMS.format(heading=heading))] == []


@pytest.mark.parametrize("heading", ["Results", "Target hardware", "Production traffic"])
def test_the_same_items_under_other_headings_stay_claims(heading: str) -> None:
    assert len(claims(ITEMS.format(heading=heading))) == 2


def test_a_result_under_a_goal_heading_stays_a_claim() -> None:
    text = "## Latency requirements\n\nDecode must stay above 25 tok/s. On the L4 we sustained 31 tok/s.\n"
    assert [c.text for c in claims(text)] == ["31 tok/s"]


def test_a_goal_heading_sentence_without_a_result_is_no_claim() -> None:
    text = "## Latency requirements\n\nDecode must stay above 25 tok/s for every user.\n"
    assert [c.text for c in claims(text)] == []


def test_someone_reading_is_a_human_pace() -> None:
    # watched failing: "someone" was not among the readers
    assert claims("A speed of 5 tok/s per user is about as fast as someone can read.\n") == []
    assert len(claims("A speed of 5 tok/s per user is what the 7B model gives on this laptop.\n")) == 1
