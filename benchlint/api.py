"""The public Python API: what the ``check`` command does, without the command line.

    from benchlint import api

    result = api.check(["results/"], select=["OP", "AG"])
    for finding in result.findings:
        print(finding.path, finding.line, finding.code, finding.message)
    api.render(result.findings, "json", sys.stdout)

``check`` reads configuration the way the CLI does (the given file, else the nearest one above
the first path, none with ``isolated``); bad configuration or a missing path raises
``benchlint.api.ConfigError``. A file that cannot be read or parsed is a finding (SC001), never
an exception.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TextIO

from benchlint.linter.config import ConfigError
from benchlint.linter.engine import LinesFor, LintResult
from benchlint.linter.findings import Finding, Severity

if TYPE_CHECKING:
    from benchlint.linter.baseline import Entry as BaselineEntry
    from benchlint.linter.config import Settings

__all__ = ["CheckResult", "ConfigError", "Finding", "Severity", "check", "check_with_settings", "render"]


@dataclass
class CheckResult(LintResult):
    """The findings (sorted by path, line, column, code), every file that was read, the
    candidates left out and why, and the baseline entries that no longer match."""

    stale_baseline: list[BaselineEntry] = field(default_factory=list)
    """Baseline entries that matched no finding (the baseline can shrink)."""


def _as_tuple(values: str | Iterable[str] | None) -> tuple[str, ...]:
    if values is None:
        return ()
    if isinstance(values, str):
        return (values,)
    return tuple(values)


def check(
    paths: str | Sequence[str],
    *,
    config: str | None = None,
    isolated: bool = False,
    select: str | Iterable[str] | None = None,
    ignore: str | Iterable[str] | None = None,
) -> CheckResult:
    """Lint files and folders (folders recurse over the extensions benchlint reads).

    ``select`` replaces the configuration's selection (codes, prefixes such as ``"OP"`` or rule
    names); ``ignore`` adds to its ignore list. A ``baseline`` in the configuration applies, as
    it does for ``benchlint check``.
    """
    from benchlint.linter.config import resolve_settings

    targets = [paths] if isinstance(paths, str) else list(paths)
    targets = targets or ["."]
    settings = resolve_settings(targets, config, isolated, _as_tuple(select), (), _as_tuple(ignore))
    return check_with_settings(targets, settings, baseline=settings.baseline)


def check_with_settings(
    paths: Sequence[str],
    settings: Settings,
    *,
    stdin: bytes | None = None,
    stdin_filename: str | None = None,
    changed_since: str | None = None,
    baseline: str | None = None,
    leave_out: Iterable[str] = (),
    lines_for: LinesFor | None = None,
) -> CheckResult:
    """``check`` with settings already resolved: what ``benchlint check`` runs, flags included.

    ``stdin``: content read from standard input, linted as ``stdin_filename`` (its extension
    gives the type; without one the content decides). ``changed_since``: only findings on lines
    changed since that git revision. ``baseline``: only findings that baseline file does not
    hold. ``leave_out``: files never linted or reported (benchlint's own baseline and report).
    ``lines_for``: worker processes may write each file's output lines with it (``reports``,
    findings then empty) when nothing above filters or adds findings after the lint.
    """
    from benchlint.linter.engine import lint_paths, lint_stdin

    files = [p for p in paths if p != "-"]
    leave_out = list(leave_out)
    if changed_since and files:
        from benchlint.linter.scoping import lint_changed

        result = lint_changed(files, settings, changed_since)
    else:
        as_lines = lines_for if stdin is None and not baseline and not leave_out else None
        result = lint_paths(files, settings, lines_for=as_lines) if files else LintResult()
    if stdin is not None:
        if settings.force_exclude and stdin_filename and _left_out_stdin(stdin_filename, settings):
            result.skipped.append((stdin_filename, "excluded (--force-exclude)"))
        else:
            from_stdin = lint_stdin(stdin, stdin_filename or "-", settings)
            result.findings = sorted([*result.findings, *from_stdin.findings], key=lambda f: f.sort_key())
            result.files.extend(from_stdin.files)
            result.kinds.update(from_stdin.kinds)
    own = {os.path.abspath(f) for f in (*leave_out, *([baseline] if baseline else []))}
    if own:  # benchlint's own output, never something to lint
        result.findings = [f for f in result.findings if os.path.abspath(f.path) not in own]
        result.files = [f for f in result.files if os.path.abspath(f) not in own]
    checked = CheckResult(
        result.findings, result.files, result.skipped, result.kinds, result.others, reports=result.reports
    )
    if baseline:
        from benchlint.linter import baseline as baselines

        filtered = baselines.apply(checked.findings, baseline, checked.files)
        checked.findings, checked.stale_baseline = filtered.new, list(filtered.stale)
    return checked


def _left_out_stdin(path: str, settings: Settings) -> bool:
    from benchlint.linter.discovery import well_known

    return settings.is_excluded(path) or (not settings.is_included(path) and well_known(path) is not None)


def render(
    findings: Sequence[Finding],
    output_format: str,
    stream: TextIO,
    *,
    statistics: bool = False,
    files_checked: int = 0,
    color: bool = False,
    quiet: bool = False,
) -> None:
    """Write findings as ``concise``, ``full``, ``json``, ``sarif`` or ``github`` output.

    ``statistics``: a count per rule instead of each finding; ``color`` and ``quiet`` (no summary
    line) apply to the formats written for people, concise and full."""
    from benchlint.linter.report import render as write

    write(
        findings,
        output_format,
        stream=stream,
        statistics=statistics,
        files_checked=files_checked,
        color=color,
        quiet=quiet,
    )
