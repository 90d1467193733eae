"""Reads a document needs only for its figures wait for the first figure: a document with no
figure (most of a repository's Markdown) indexes no setup paragraphs, and the whole-document
topic test runs only for a speedup that asks it. The claims read are the same."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown import gather
from benchlint.linter.markdown.document import parse_document
from benchlint.linter.markdown.gather import Context, gather_claims
from tests.claims.helpers import only

_SETUP = "## Results\n\nAll runs use 8 concurrent requests and 256 output tokens.\n\nThe build was {result}.\n"


def test_setups_are_indexed_only_when_a_figure_needs_them() -> None:
    quiet = parse_document(_SETUP.format(result="fast"))
    assert gather_claims(quiet, Context()) == []
    assert quiet.setups is None  # no figure: no paragraph was read for setup
    busy = parse_document(_SETUP.format(result="120 tok/s"))
    assert [loc.claim.text for loc in gather_claims(busy, Context())] == ["120 tok/s"]
    assert busy.setups is not None and len(busy.setups[0]) == 1
    # the setup read on demand still sets up the figure under it
    assert only(_SETUP.format(result="120 tok/s")).state("concurrency") == "stated"


def test_the_topic_is_read_only_for_a_speedup(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real = gather.about_llm_inference

    def counted(document: str) -> bool:
        calls.append(len(document))
        return real(document)

    monkeypatch.setattr(gather, "about_llm_inference", counted)
    filler = "The cache keeps recent entries for the next lookup. " * 70  # past MIN_TOPIC_CHARS
    gather_claims(parse_document(f"{filler}\n\nThe build serves 120 tok/s.\n"), Context())
    assert calls == []
    gather_claims(parse_document(f"{filler}\n\nThe new kernel runs 2.1x faster than the old one.\n"), Context())
    assert len(calls) == 1
