"""``path:line:col: CODE message [name]``, one finding a line (flake8/ruff style, so editors and
problem matchers parse it), then ruff's summary line on the same stream. A claim's missing
operating-point fields share one line that names every code."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TextIO

from benchlint.linter.findings import Finding
from benchlint.linter.report.common import (
    BOLD,
    DIM,
    SEVERITY_COLOR,
    capped,
    dropped_line,
    grouped,
    ordered,
    paint,
    relative_path,
    summary_line,
)


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
