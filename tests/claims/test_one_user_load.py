"""A load of one user written with the count ("with 1 user", "at one client", "serving just one
user") is a concurrency of one, as "a single user" and "8 users" already were; the singular noun
after the count had read as no load, so "83 tok/s with 1 user" drew OP001 beside "with 8 users".
A person who is one user ("One user reported 45 tok/s on his card") sets no load."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts


@pytest.mark.parametrize(
    "text",
    [
        "The quant decodes at 83 tok/s with 1 user and 190 tok/s with 8 users.",
        "With one user the server streams 60 tok/s.",
        "Serving just one client, decode holds at 55 tok/s.",
        "Benchmark (1 user): 42 tok/s.",
    ],
)
def test_one_user_is_a_load_of_one(text: str) -> None:
    # watched failing: no load of one was read
    assert 1 in read_facts(text).concurrency


@pytest.mark.parametrize(
    "text",
    ["One user reported 45 tok/s on his 3090.", "Only one user of the forum ran the 70B model at 9 tok/s."],
)
def test_a_person_sets_no_load(text: str) -> None:
    assert read_facts(text).concurrency == set()
