"""``path:line:col: CODE message [name]``, one finding a line (flake8/ruff style, so editors and
problem matchers parse it), then ruff's summary line on the same stream. A claim's missing
operating-point fields share one line that names every code."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO

from benchlint.linter.findings import Finding, Severity
from benchlint.linter.report.common import (
    BOLD,
    DIM,
    SEVERITY_COLOR,
    capped,
    dropped_line,
    grouped,
    ordered,
    paint,
    printable,
    relative_path,
    summary_line,
    summary_of,
)

if TYPE_CHECKING:
    from benchlint.linter.engine import FileReport


def finding_line(finding: Finding, color: bool = False) -> str:
    # One physical line per finding: a newline in a message would break line-based parsers.
    message = " ".join(finding.message.splitlines())
    path, code, name = relative_path(finding.path), finding.code, f"[{finding.name}]"
    if color:
        path, code, name = paint(path, BOLD), paint(code, BOLD + SEVERITY_COLOR[finding.severity]), paint(name, DIM)
    return f"{path}:{finding.line}:{finding.col}: {code} {message} {name}"


def write(
    findings: Sequence[Finding], stream: TextIO, files_checked: int, *, color: bool = False, summary: bool = True
) -> None:
    kept, dropped = capped(grouped(ordered(findings)))
    lines = [finding_line(finding, color) for finding in kept]
    lines.extend(dropped_line(path, count) for path, count in dropped.items())
    if summary:
        lines.append(
            paint(summary_line(findings, files_checked), BOLD) if color else summary_line(findings, files_checked)
        )
    if lines:
        stream.write("\n".join(lines) + "\n")


def file_lines(findings: Sequence[Finding], color: bool = False) -> tuple[list[str], int]:
    """One file's lines as ``render`` prints them (made printable, grouped, in order, capped) and
    how many findings past the cap it leaves out: the worker process that linted the file writes
    them, so the parent only joins them (``write_files``)."""
    kept, dropped = capped(grouped(ordered(printable(findings))))
    return [finding_line(finding, color) for finding in kept], sum(dropped.values())


def write_files(
    reports: Sequence[FileReport], stream: TextIO, files_checked: int, *, color: bool = False, summary: bool = True
) -> None:
    """``write`` from each file's lines: files in path order (every finding of a report is on its
    own file, so this is the findings' order), then the capped files' notes, then the summary."""
    ordered_reports = sorted(reports, key=lambda report: report.path)
    lines = [line for report in ordered_reports for line in report.lines]
    lines.extend(dropped_line(report.path, report.dropped) for report in ordered_reports if report.dropped)
    if summary:
        by_severity: Counter[Severity] = Counter()
        for report in reports:
            by_severity.update(report.severities)
        count = sum(report.count for report in reports)
        files = max(files_checked, sum(1 for report in reports if report.count))
        text = summary_of(count, by_severity, files)
        lines.append(paint(text, BOLD) if color else text)
    if lines:
        stream.write("\n".join(lines) + "\n")
