"""``path:line:col: CODE message [name]``, one finding a line (flake8/ruff style, so editors and
problem matchers parse it), then ruff's summary line on the same stream."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TextIO

from benchlint.linter.findings import Finding
from benchlint.linter.report.common import capped, dropped_line, ordered, relative_path, summary_line


def finding_line(finding: Finding) -> str:
    # One physical line per finding: a newline in a message would break line-based parsers.
    message = " ".join(finding.message.splitlines())
    return f"{relative_path(finding.path)}:{finding.line}:{finding.col}: {finding.code} {message} [{finding.name}]"


def write(findings: Sequence[Finding], stream: TextIO, files_checked: int) -> None:
    kept, dropped = capped(ordered(findings))
    lines = [finding_line(finding) for finding in kept]
    lines.extend(dropped_line(path, count) for path, count in dropped.items())
    lines.append(summary_line(findings, files_checked))
    stream.write("\n".join(lines) + "\n")
