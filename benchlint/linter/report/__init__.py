"""Reporters: findings -> text for people (concise, full), for tools (json, sarif) and for
GitHub Actions (github workflow commands).

``json`` and ``sarif`` are stable surfaces; ``concise`` and ``full`` are for people and may
change wording. Each format lives in its own module, imported only when asked for, so a
concise run never imports hashlib/json machinery it does not use.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import TextIO

from benchlint.linter.findings import Finding

#: format name -> module in this package that defines ``write(findings, stream, files_checked)``
FORMATS: dict[str, str] = {
    "concise": "concise",
    "full": "full",
    "json": "json_list",
    "sarif": "sarif",
    "github": "github",
}


def render(
    findings: Sequence[Finding],
    fmt: str,
    *,
    stream: TextIO,
    statistics: bool = False,
    files_checked: int = 0,
    color: bool = False,
    quiet: bool = False,
) -> None:
    """Write ``findings`` to ``stream`` in ``fmt``.

    With ``statistics`` the per-code counts replace the listing, as with ruff's
    ``--statistics``: a JSON list for ``json``, a table otherwise. ``color`` and ``quiet`` (no
    summary line) apply to the formats written for people, concise and full.
    """
    if fmt not in FORMATS:
        raise ValueError(f"unknown output format {fmt!r} (choose from {', '.join(FORMATS)})")
    from benchlint.linter.report.common import printable

    findings = printable(findings)
    if statistics:
        from benchlint.linter.report import stats

        stats.write(findings, stream, files_checked, as_json=fmt == "json")
        return
    module = importlib.import_module(f"{__name__}.{FORMATS[fmt]}")
    if fmt in ("concise", "full"):
        module.write(findings, stream, files_checked, color=color, summary=not quiet)
    else:
        module.write(findings, stream, files_checked)
