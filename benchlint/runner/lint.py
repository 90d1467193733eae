"""Lint what the runner wrote or reads through the engine's one entry (``lint_records``):
the user's config, per-file ignores and suppressions apply exactly as in ``check``."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from benchlint.runner.records import LoadedRecord


@dataclass(frozen=True, slots=True)
class LintLine:
    code: str
    name: str
    severity: str
    json_path: str | None
    message: str
    line: int = 1
    col: int = 1

    def render(self) -> str:
        where = f" {self.json_path}" if self.json_path else ""
        return f"{self.code} [{self.severity}]{where}: {self.message} ({self.name})"


def settings_for(path: str) -> Any:
    """The configuration ``check`` would use for this file (found walking up from it)."""
    from benchlint.linter.config import find_config, load_settings

    return load_settings(find_config(path))


def _lines(findings: Iterable[Any]) -> list[LintLine]:
    return [LintLine(f.code, f.name, f.severity.value, f.json_path, f.message, f.line, f.col) for f in findings]


def lint_file(path: str, settings: Any = None) -> list[LintLine]:
    """Findings for one record file, as ``benchlint check PATH`` reports them."""
    from benchlint.linter.engine import lint_records
    from benchlint.linter.sources import load_file

    if settings is None:
        settings = settings_for(path)
    return _lines(lint_records([load_file(path)], settings).findings)


def curve_findings(item: LoadedRecord, codes: Iterable[str], settings: Any = None) -> list[LintLine]:
    """Findings with the given codes on one record (of a multi-record file too), for marking a plot."""
    from benchlint.linter.engine import lint_records

    if settings is None:
        settings = settings_for(item.path)
    wanted = set(codes)
    return _lines(f for f in lint_records([item.as_file()], settings).findings if f.code in wanted)
