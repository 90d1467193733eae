"""A setup counted in CPU sockets ("2 socket vs 1 socket", "a dual-socket Xeon ... a single-socket
one") or in model replicas ("16 replicas ... 1 replica") set against a smaller one in the same
sentence is a comparison across unequal setups (CP001), as two GPU counts are: CPU serving names its
size in sockets and scale-out serving in replicas. One count of the unit on both sides compares
nothing unequal."""

from __future__ import annotations

from benchlint.linter.markdown.facts import scale_counts
from tests.claims.helpers import fires


def test_socket_and_replica_counts_are_read() -> None:
    assert scale_counts("2 socket vs 1 socket gives 1.6x") == {("socket", 2), ("socket", 1)}
    assert scale_counts("a dual-socket Xeon, faster than a single-socket one") == {("socket", 2), ("socket", 1)}
    assert scale_counts("16 model replicas against one replica") == {("replica", 16), ("replica", 1)}
    assert scale_counts("cores per socket: 32") == frozenset()


def test_two_socket_counts_compared_are_unequal() -> None:
    text = "On Llama-2-7B at batch 1, {} socket vs 1 socket gives 1.6x higher decode throughput on Xeon 8480."
    assert fires(text.format(2), "CP001")
    assert not fires(text.format(1), "CP001")  # one socket on both sides


def test_a_dual_socket_server_against_a_single_socket_one() -> None:
    text = "A {}-socket Xeon server decodes at 58 tok/s, 1.7x faster than a single-socket one."
    assert fires(text.format("dual"), "CP001")
    assert not fires(text.format("single"), "CP001")


def test_replica_counts_compared_are_unequal() -> None:
    text = "Serving with {} replicas reaches 4,800 tok/s, 14x the throughput of 1 replica."
    assert fires(text.format(16), "CP001")
    assert not fires(text.format(1), "CP001")


def test_replica_counts_that_compare_nothing_stay_quiet() -> None:
    # two counts of one unit, but the sentence sets no figure of one against the other
    assert not fires("We ran 4 replicas and later 8 replicas; each served 900 tok/s.", "CP001")
