"""A flat JSON list in ruff's shape plus ``name``, ``severity``, ``json_path`` and a stable
``fingerprint``. This is a stable surface: add keys, never rename or drop them."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, TextIO

from benchlint.linter.findings import Finding
from benchlint.linter.report.common import ordered, relative_path
from benchlint.linter.report.identity import fingerprints


def _end_location(finding: Finding) -> dict[str, int] | None:
    if finding.end_line is None and finding.end_col is None:
        return None
    return {"row": finding.end_line or finding.line, "column": finding.end_col or finding.col}


def as_dicts(findings: Sequence[Finding]) -> list[dict[str, Any]]:
    items = ordered(findings)
    return [
        {
            "code": finding.code,
            "name": finding.name,
            "severity": finding.severity.value,
            "message": finding.message,
            "filename": relative_path(finding.path),
            "location": {"row": finding.line, "column": finding.col},
            "end_location": _end_location(finding),
            "json_path": finding.json_path,
            "url": None,
            "fingerprint": fingerprint,
        }
        for finding, fingerprint in zip(items, fingerprints(items), strict=True)
    ]


def write(findings: Sequence[Finding], stream: TextIO, files_checked: int) -> None:
    # One finding per line: still one JSON document, readable and diffable, and each item goes
    # through the C encoder (json.dump with indent falls back to the pure-Python one, which
    # dominated runs with many findings).
    items = as_dicts(findings)
    if not items:
        stream.write("[]\n")
        return
    stream.write("[\n")
    stream.write(",\n".join("  " + json.dumps(item, ensure_ascii=False) for item in items))
    stream.write("\n]\n")
