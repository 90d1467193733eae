"""Two GPU wordings of community posts: "a pair of 3090s" counts two cards, as "dual 3090s" and
"two 3090s" already did, and AMD's gaming cards named without the brand ("an RX 7900 XTX", "two
RX 6800 XT cards", "an RX 580") are a GPU type, as "Radeon RX 7900 XTX" already was. Either had
left the count or the type unread and drawn OP006. A pair of anything else ("a pair of
benchmarks") counts no GPU."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts


@pytest.mark.parametrize(
    ("text", "count", "kind"),
    [
        ("On a pair of 3090s it decodes at 30 tok/s.", 2, "3090"),
        ("A pair of RTX 4090s serves 70 tok/s.", 2, "RTX 4090"),
        ("On an RX 7900 XTX it decodes at 80 tok/s.", 1, "RX 7900 XTX"),
        ("Two RX 6800 XT cards give 41 tok/s.", 2, "RX 6800 XT"),
        ("An RX 580 manages 6 tok/s.", 1, "RX 580"),
    ],
)
def test_the_count_and_the_card_are_read(text: str, count: int, kind: str) -> None:
    facts = read_facts(text)
    # watched failing: 'a pair of' counted nothing and 'RX ...' named no card
    assert count in facts.gpu_counts
    assert kind in facts.gpu_types


def test_a_pair_of_something_else_counts_no_gpu() -> None:
    assert read_facts("We ran a pair of benchmarks on one H100 at 150 tok/s.").gpu_counts == {1}
