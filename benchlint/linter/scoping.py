"""Lint only what changed since a git revision (``check --changed-since REV``).

Files that did not change are not read, with one exception: when a benchmark record changed,
the other record files under the given paths are read too, because a changed record's
comparisons (a baseline id, unequal GPU counts) are checked against records that did not
change. Only findings on changed lines are reported (see ``changes.filter_findings``).
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from benchlint.linter.changes import changed_lines, filter_findings, only_changed
from benchlint.linter.config import Settings
from benchlint.linter.discovery import discover
from benchlint.linter.engine import LintResult, lint_files
from benchlint.linter.sources import MARKDOWN_EXTENSIONS


def _git_folder(targets: Sequence[str]) -> str:
    first = os.path.abspath(targets[0] if targets else ".")
    return first if os.path.isdir(first) else os.path.dirname(first)


def lint_changed(targets: Sequence[str], settings: Settings, revision: str) -> LintResult:
    changes = changed_lines(revision, _git_folder(targets))
    found = discover(targets, settings)
    files = found.files
    changed = only_changed(files, changes)
    if not changed:
        return LintResult(findings=[], files=[], skipped=list(found.skipped))
    is_markdown = lambda path: path.lower().endswith(MARKDOWN_EXTENSIONS)  # noqa: E731
    context = []
    if any(not is_markdown(path) for path in changed):
        context = [path for path in files if path not in changed and not is_markdown(path)]
    result = lint_files([*changed, *context], settings, named=found.named)
    result.findings = filter_findings(result.findings, changes)
    result.files = [path for path in result.files if path in set(changed)]
    result.skipped[:0] = found.skipped
    return result
