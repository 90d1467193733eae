"""A load stated as its kind with the count in brackets or after a colon: "concurrent inference (20
requests)", "Parallel requests (16)", "concurrent users: 32" state the concurrency as "20 concurrent
requests" does; a bracket that says more ("(1000 requests total)", the run's size), a time after the
colon and "tensor parallel (8)" (a degree of parallelism, no load) state none."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts
from tests.claims.helpers import only


@pytest.mark.parametrize(
    ("sentence", "level"),
    [
        ("Real concurrent inference (20 requests): 410 tok/s in total.", 20),
        ("A parallel test (8 users) reached 300 tok/s.", 8),
        ("Parallel requests (16): 500 tok/s.", 16),
        ("With concurrent users: 32, the server gave 900 tok/s.", 32),
        ("Simultaneous streams = 4 gave 90 tok/s each.", 4),
    ],
)
def test_the_count_beside_the_load_states_it(sentence: str, level: int) -> None:
    assert read_facts(sentence).concurrency == {level}


@pytest.mark.parametrize(
    "sentence",
    [
        "A concurrent load test (1000 requests total) averaged 410 tok/s.",
        "Concurrent requests: 4.5 ms of queueing on top of 300 tok/s.",
        "With tensor parallel (8) we get 300 tok/s.",
    ],
)
def test_a_count_of_something_else_states_no_load(sentence: str) -> None:
    assert read_facts(sentence).concurrency == set()


def test_the_claim_no_longer_misses_its_concurrency() -> None:
    # watched flipping: without the bracket the same sentence misses its concurrency
    stated = only("# Results\n\nReal concurrent inference (20 requests): 410 tok/s in total.\n")
    missing = only("# Results\n\nReal concurrent inference: 410 tok/s in total.\n")
    assert stated.state("concurrency") != "absent"
    assert missing.state("concurrency") == "absent"
