"""NVIDIA's and AMD's workstation cards are written the way their owners write them: "RTX Pro
6000" and "Radeon Pro W7900" as often as the makers' "RTX PRO 6000" and "Radeon PRO W7900". The
mixed-case "Pro" had hidden the card, so "at 700 tokens/s on 2x RTX Pro 6000" drew OP006 although
both the count and the type are stated. A "Pro" that names no card ("a MacBook Pro", "the Pro
tier") still reads no GPU."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts
from tests.claims.helpers import absent, only


@pytest.mark.parametrize(
    ("text", "count", "kind"),
    [
        ("Decoding ran at 700 tokens/s on 2x RTX Pro 6000.", 2, "RTX Pro 6000"),
        ("We saw 41 tok/s on a single RTX Pro 6000 Blackwell.", 1, "RTX Pro 6000"),
        ("One Radeon Pro W7900 served 30 tok/s.", 1, "Radeon Pro W7900"),
        ("Two Radeon AI Pro R9700 cards gave 55 tok/s.", 2, "Radeon AI Pro R9700"),
        ("Decoding ran at 700 tokens/s on 2x RTX PRO 6000.", 2, "RTX PRO 6000"),
    ],
)
def test_a_mixed_case_workstation_card_is_read(text: str, count: int, kind: str) -> None:
    facts = read_facts(text)
    # watched failing: the first four read no count and no type
    assert count in facts.gpu_counts
    assert kind in facts.gpu_types


def test_the_claim_states_its_gpu_count() -> None:
    claim = only("# Notes\n\nThe model decodes at 700 tokens/s on 2x RTX Pro 6000.\n")
    assert "gpu_count" not in absent(claim)


@pytest.mark.parametrize("text", ["It decodes at 20 tok/s on a MacBook Pro.", "The Pro tier serves 60 tok/s."])
def test_a_pro_that_names_no_card_reads_no_gpu(text: str) -> None:
    assert read_facts(text).gpu_counts == set()
