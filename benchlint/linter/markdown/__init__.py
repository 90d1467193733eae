"""Markdown performance claims: find them, gather their operating point, trace them.

``load_markdown`` is the engine's entry point for ``.md`` files. It parses with
markdown-it (imported lazily, on the first Markdown file), finds each claim, gathers the
operating-point facts the document states for it, keeps the numbers around it as
evidence, links records named in front matter or ``<!-- benchlint: record=... -->``
comments, and reads suppression directives. It never decides a finding: rules read only
the :class:`~benchlint.linter.claim.Claim` and its evidence, and decide.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from benchlint.linter.claim import Claim
from benchlint.linter.findings import Violation
from benchlint.linter.rule import RecordSubject
from benchlint.linter.suppress import Suppression

#: larger Markdown files are reported, not parsed: bounded time on any input
MAX_BYTES = 4_000_000

RecordResolver = Callable[[str], list[RecordSubject]]


@dataclass(eq=False)
class MarkdownSource:
    claims: list[Claim] = field(default_factory=list)
    suppressions: list[Suppression] = field(default_factory=list)
    problems: list[tuple[str, Violation]] = field(default_factory=list)


def load_markdown(path: str, text: str, resolve_records: RecordResolver | None) -> MarkdownSource:
    from benchlint.linter.markdown.load import load

    return load(path, text, resolve_records)


def prepare() -> None:
    """Import the reader and build its parser now (the claim finder's patterns compile on
    import): worker processes forked afterwards inherit them instead of each building its own.
    Fact patterns and gates are left to compile and derive on first use, in each worker: done
    here they were serial work for the parent (more wall time on two cores, less CPU time)."""
    from benchlint.linter.markdown.document import warm_parser
    from benchlint.linter.markdown.load import load  # noqa: F401

    warm_parser()


__all__ = ["MAX_BYTES", "MarkdownSource", "RecordResolver", "load_markdown", "prepare"]
