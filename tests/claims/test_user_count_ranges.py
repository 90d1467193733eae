"""A load written as a range or list of user counts ("as load goes from 1 to 64 users", "at 1, 8
and 32 clients") states every level in it, and one user in the singular ("410 tok/s at 1 user")
is concurrency 1: a throughput stated across such levels is a curve, not a single point, so CV001
stays quiet. One count of users ("at 64 users") is still a single point."""

from __future__ import annotations

from benchlint.linter.markdown.facts import read_facts
from tests.claims.helpers import fires


def test_ranges_lists_and_one_user_are_levels() -> None:
    assert read_facts("as load goes from 1 to 64 users").concurrency == {1, 64}
    assert read_facts("at 1, 8 and 32 clients").concurrency == {1, 8, 32}
    assert read_facts("410 tok/s at 1 user").concurrency == {1}
    assert read_facts("at 64 users").concurrency == {64}
    # a count of something else after a comma is not a second level
    assert read_facts("at 64 users, 2 GPUs").concurrency == {64}


def test_a_figure_across_user_levels_is_a_curve() -> None:
    assert not fires("Throughput grows from 410 to 2,950 tok/s as load goes from 1 to 64 users.", "CV001")
    assert not fires("Throughput grows from 410 tok/s at 1 user to 2,950 tok/s at 64 users.", "CV001")
    assert fires("Throughput reaches 2,950 tok/s at 64 users.", "CV001")
