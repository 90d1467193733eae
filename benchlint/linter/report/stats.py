"""``--statistics``: how often each code fired, most frequent first (ruff's table)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import TextIO

from benchlint.linter.findings import Finding
from benchlint.linter.report.common import summary_line


def counts(findings: Sequence[Finding]) -> list[tuple[str, str, int]]:
    """(code, name, count), by count descending then code."""
    per_code = Counter(f.code for f in findings)
    names = {f.code: f.name for f in findings}
    return sorted(((code, names[code], n) for code, n in per_code.items()), key=lambda row: (-row[2], row[0]))


def write(findings: Sequence[Finding], stream: TextIO, files_checked: int, *, as_json: bool) -> None:
    rows = counts(findings)
    if as_json:
        json.dump([{"code": c, "name": name, "count": n} for c, name, n in rows], stream, indent=2)
        stream.write("\n")
        return
    width = max((len(str(n)) for _, _, n in rows), default=1)
    for code, name, n in rows:
        stream.write(f"{n:>{width}}\t{code}\t{name}\n")
    stream.write(summary_line(findings, files_checked) + "\n")
