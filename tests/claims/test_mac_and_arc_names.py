"""Two device names the GPU reader half-read: Apple's chip written bare after the machine
("MacBook Pro M1", "Mac mini M4", "MacBook Air (M2)") is one GPU, as "Apple M1" and "M1 Max"
already were, and Intel's second Arc generation ("Arc B580") is a GPU type, as "Arc A770" was.
The count had stayed unread (OP006 partial). A bare "M1" after anything else ("Version M1",
"Milestone M2") counts no device."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("On a MacBook Pro M1 it decodes at 20 tok/s.", "M1"),
        ("A Mac mini M4 decodes at 28 tok/s.", "M4"),
        ("MacBook Air (M2): 12 tok/s.", "M2"),
        ("On an Intel Arc B580 it decodes at 40 tok/s.", "Arc B580"),
    ],
)
def test_the_device_is_one_gpu(text: str, kind: str) -> None:
    facts = read_facts(text)
    # watched failing: the type was read without its count
    assert facts.gpu_counts == {1}
    assert kind in facts.gpu_types


@pytest.mark.parametrize("text", ["Version M1 of the plan gives 20 tok/s.", "Milestone M2: 30 tok/s."])
def test_a_bare_m_after_other_words_counts_nothing(text: str) -> None:
    assert read_facts(text).gpu_counts == set()
