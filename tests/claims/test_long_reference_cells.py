"""A long table cell is cut at MAX_CELL characters; the cut is noted only when the rest could hold
a figure. API reference pages (kserve's generated V1beta1*Spec.md field tables, GKE module
inputs) carry 600-2,000-character description cells with no digit past the cut: a note there says
nothing a reviewer can act on."""

from __future__ import annotations

from tests.claims.helpers import load

_HEAD = "| Name | Description |\n| --- | --- |\n"


def _notes(rest: str) -> list[str]:
    cell = "Specifies the container image used by the predictor. " * 10 + rest
    source = load(_HEAD + f"| image | {cell} |\n")
    return [v.message for code, v in source.problems if code == "SC001"]


def test_a_long_cell_without_a_digit_past_the_cut_earns_no_note() -> None:
    assert _notes("Defaults to the runtime image when left empty.") == []


def test_a_long_cell_with_a_digit_past_the_cut_is_still_noted() -> None:
    assert _notes("Defaults to the runtime image, which decodes 4 tokens per step.") == [
        "bounded reading: a table cell longer than 500 characters: the rest was not checked"
    ]
