"""A single machine written with a hyphen ("a single-node run", "the one-server baseline",
"vs Single-Node") is one machine, as "a single node" is: a multi-node figure compared with it sets
unequal setups side by side (CP001). The near miss, a multi-node figure with no single machine
beside it, keeps its verdict."""

from __future__ import annotations

from benchlint.linter.markdown.facts import read_facts
from tests.claims.helpers import fires


def test_hyphenated_single_machine_is_one_machine() -> None:
    assert read_facts("the single-node run: 52 tok/s").single_device
    assert read_facts("against the one-server baseline of 52 tok/s").single_device
    assert not read_facts("a single-threaded tokenizer: 52 tok/s").single_device


def test_multi_node_against_a_hyphenated_single_node_is_unequal() -> None:
    assert fires("With 2 nodes it reaches 61.4 tok/s, 18% faster than the single-node run.", "CP001")
    assert not fires("With 2 nodes it reaches 61.4 tok/s, 18% faster than the previous build.", "CP001")


def test_a_multi_node_row_in_a_vs_single_node_table_is_unequal() -> None:
    table = "| Setup | tok/s | vs Single-Node |\n|---|---|---|\n| {setup} | 61.4 | +18% |\n"
    assert fires(table.format(setup="Multi-Node TP=2"), "CP001")
    assert not fires(table.format(setup="Single-Node, EAGLE3 on"), "CP001")
