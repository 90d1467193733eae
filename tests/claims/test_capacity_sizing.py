"""A sentence that plans capacity for a load it names ("To serve 100 users at 20 tok/s each, you
need 2,000 tok/s of capacity") works out what to provision and measures nothing; the same load
with a figure reached stays a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    ("sizing", "measured"),
    [
        (
            "To serve 100 users at 20 tok/s each, you need 2,000 tok/s of capacity.",
            "Serving 100 users at 20 tok/s each, one H100 gave 2,000 tok/s of capacity.",
        ),
        (
            "For 50 concurrent users at 30 tokens/s each, plan for at least 1,500 tokens/s.",
            "For 50 concurrent users at 30 tokens/s each, X reached 1,500 tokens/s.",
        ),
    ],
)
def test_capacity_planned_for_a_load_is_no_claim(sizing: str, measured: str) -> None:
    # watched failing: each sizing sentence gave a claim before
    assert claims(sizing) == []
    assert claims(measured) != []
