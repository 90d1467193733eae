"""A results label may say what its rate was summed or averaged over between the unit and the
colon: "Output tokens per second across all requests: 3,100", "Tokens/s over the run: 88.4",
"Requests per second for each client: 4.2". The figure after the colon is the rate the label
names, as in "Output tokens per second: 3,100". The phrase is one preposition (across, over, for),
a determiner and one noun; a label without a rate unit ("Output tokens across all requests:
3,100", a count) or with another unit stays quiet.
"""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    "label",
    [
        "Output tokens per second across all requests",
        "Mean tokens/s over the run",
        "Requests per second for each client",
    ],
)
def test_a_rate_label_with_what_it_covers_is_a_throughput(label: str) -> None:
    found = claims(f"{label}: 3,100\n")
    assert [(c.kind, c.value) for c in found] == [("throughput", 3100.0)]


@pytest.mark.parametrize(
    "label",
    [
        # watched: "Output tokens per second across all requests" makes it a claim
        "Output tokens across all requests",
        "Prices per second across all requests",
        "Output tokens per second across all requests and runs in the previous two weeks",
    ],
)
def test_counts_and_other_labels_stay_quiet(label: str) -> None:
    assert claims(f"{label}: 3,100\n") == []
