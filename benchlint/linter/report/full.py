"""The concise line plus what a reader needs to act on it: the JSON path, the rule's summary and
the offending source line with a caret under the column (when the file can be read)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TextIO

from benchlint.linter.findings import Finding
from benchlint.linter.report.common import (
    BOLD,
    capped,
    clean_text,
    dropped_line,
    grouped,
    ordered,
    paint,
    rule_info,
    summary_line,
)
from benchlint.linter.report.concise import finding_line

#: characters of a source line shown around the finding's column
SNIPPET_WIDTH = 160


@cache
def _source_lines(path: str) -> tuple[str, ...] | None:
    """The file's lines, or None when it cannot be read (deleted, a directory, stdin)."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError:
        return None
    # The linter reports invalid UTF-8 as a finding; here we only need something printable.
    return tuple(data.decode("utf-8", errors="replace").splitlines())


def snippet(finding: Finding) -> list[str]:
    """The source line under a gutter, and a caret run under the finding's columns."""
    lines = _source_lines(finding.path)
    if lines is None or not 1 <= finding.line <= len(lines):
        return []
    text = lines[finding.line - 1].replace("\t", " ")
    gutter = " " * len(str(finding.line))
    start = max(finding.col - 1, 0)
    same_line_end = finding.end_col if finding.end_line in (None, finding.line) else None
    width = max((same_line_end or 0) - finding.col, 1)
    if len(text) > SNIPPET_WIDTH:
        # a window around the column: a long line is printed once per finding, so clip it
        left = max(0, min(start - SNIPPET_WIDTH // 4, len(text) - SNIPPET_WIDTH))
        text = ("…" if left else "") + text[left : left + SNIPPET_WIDTH] + "…"
        start = start - left + (1 if left else 0)
        width = max(1, min(width, SNIPPET_WIDTH - (start - (1 if left else 0))))
    text = clean_text(text)
    return [
        f"{gutter} |",
        f"{finding.line} | {text}",
        f"{gutter} | {' ' * start}{'^' * width} {finding.code}",
        f"{gutter} |",
    ]


def block(finding: Finding, color: bool = False) -> list[str]:
    codes = finding.code.split(",")
    out = [finding_line(finding, color)]
    if finding.json_path:
        out.append(f"  at {finding.json_path}")
    out.extend("  " + line for line in snippet(finding))
    out.extend(f"  = stated: {note}" for note in finding.notes)
    for code in codes:
        info = rule_info(code, finding.name, finding.severity)
        out.append(f"  = {finding.severity.value}: {info.summary}" + (f" ({code})" if len(codes) > 1 else ""))
    also = f" (also {', '.join(codes[1:])})" if len(codes) > 1 else ""
    out.append(f"  = explain: benchlint explain {codes[0]}{also}")
    return out


def write(
    findings: Sequence[Finding], stream: TextIO, files_checked: int, *, color: bool = False, summary: bool = True
) -> None:
    kept, dropped = capped(grouped(ordered(findings)))
    for finding in kept:
        stream.write("\n".join(block(finding, color)) + "\n\n")
    _source_lines.cache_clear()
    for path, count in dropped.items():
        stream.write(dropped_line(path, count) + "\n")
    if summary:
        line = summary_line(findings, files_checked)
        stream.write((paint(line, BOLD) if color else line) + "\n")
