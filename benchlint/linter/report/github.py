"""GitHub Actions workflow commands, escaped as ``@actions/core`` (command.ts) escapes them:
``%``, CR and LF in the message; additionally ``:`` and ``,`` in properties. Unescaped, a
message or file name could end the command early or forge another one.

GitHub shows only 10 annotations of each level per step, so when ``GITHUB_STEP_SUMMARY`` is set
the findings are also appended to the job summary as a Markdown table.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TextIO

from benchlint.linter.findings import Finding, Severity
from benchlint.linter.report.common import capped, dropped_line, ordered, relative_path, summary_line

#: rows in the job summary; the rest are counted (GitHub caps a summary at 1 MiB)
SUMMARY_ROWS = 200

COMMAND = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}


def escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def command(finding: Finding) -> str:
    properties = [("file", relative_path(finding.path)), ("line", str(finding.line)), ("col", str(finding.col))]
    if finding.end_line is not None:
        properties.append(("endLine", str(finding.end_line)))
    if finding.end_col is not None:
        properties.append(("endColumn", str(finding.end_col)))
    properties.append(("title", finding.code))
    joined = ",".join(f"{key}={escape_property(value)}" for key, value in properties)
    return f"::{COMMAND[finding.severity]} {joined}::{escape_data(finding.message)}"


def _cell(text: str) -> str:
    return " ".join(text.splitlines()).replace("|", "\\|")


def step_summary(findings: Sequence[Finding], files_checked: int) -> str:
    lines = ["### benchlint", "", summary_line(findings, files_checked), ""]
    if findings:
        lines += ["| File | Line | Col | Code | Severity | Message |", "|---|---:|---:|---|---|---|"]
        for f in findings[:SUMMARY_ROWS]:
            row = (_cell(relative_path(f.path)), str(f.line), str(f.col), f.code, f.severity.value, _cell(f.message))
            lines.append("| " + " | ".join(row) + " |")
        if len(findings) > SUMMARY_ROWS:
            lines += ["", f"... and {len(findings) - SUMMARY_ROWS} more (use `--output-format sarif` for all)."]
    return "\n".join(lines) + "\n\n"


def write(findings: Sequence[Finding], stream: TextIO, files_checked: int) -> None:
    items = ordered(findings)
    kept, dropped = capped(items)
    for finding in kept:
        stream.write(command(finding) + "\n")
    for path, count in dropped.items():
        stream.write(f"::notice title=benchlint::{escape_data(dropped_line(path, count))}\n")
    summary_file = os.environ.get("GITHUB_STEP_SUMMARY")
    if summary_file:
        # Appended, as GitHub expects: earlier steps' summaries stay.
        try:
            with open(summary_file, "a", encoding="utf-8") as handle:
                handle.write(step_summary(items, files_checked))
        except OSError as exc:
            stream.write(f"::warning title=benchlint::{escape_data(f'cannot write the job summary: {exc}')}\n")
