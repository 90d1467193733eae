"""A speed or a latency a reader wants or aims for ("You'll want at least 10 tokens/s for a good
chat experience", "Aim for a TTFT below 500 ms") or that a use judges ("Anything below 5 tok/s
feels sluggish") is a threshold, as one a use requires is; a speed the sentence measures stays a
claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    ("threshold", "measured"),
    [
        (
            "You'll want at least 10 tokens/s for a good chat experience.",
            "You'll get at least 10 tokens/s for a good chat experience.",
        ),
        ("Aim for a TTFT below 500 ms for interactive apps.", "We measured a TTFT below 500 ms for interactive apps."),
        (
            "Anything below 5 tok/s feels sluggish on Llama 3 8B.",
            "It ran at 5 tok/s, which feels sluggish on Llama 3 8B.",
        ),
    ],
)
def test_a_wanted_or_judged_speed_is_a_threshold(threshold: str, measured: str) -> None:
    # watched failing: each threshold gave a claim before
    assert claims(threshold) == []
    assert claims(measured) != []
