"""Findings: plain data that rules produce and reporters render."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any


class Severity(enum.Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


#: value -> member, looked up directly (Severity(value) costs an enum call per finding)
_SEVERITY_OF = {severity.value: severity for severity in Severity}


@dataclass(frozen=True, slots=True)
class Violation:
    """What a rule yields: where in its subject, and what is wrong.

    For a record, ``json_path`` is relative to the record (``$.points[2].wall_s``); for a
    Markdown claim, ``line``/``col`` locate it and ``text`` is the claim's matched text.
    """

    message: str
    json_path: str | None = None
    line: int | None = None
    col: int | None = None
    end_col: int | None = None
    text: str | None = None
    notes: tuple[str, ...] = ()
    """Evidence for people (``full`` output): where each stated fact was found."""


@dataclass(frozen=True, slots=True)
class Finding:
    code: str
    name: str
    severity: Severity
    message: str
    path: str
    """File path as given, '/' separated."""
    line: int
    col: int
    json_path: str | None = None
    end_line: int | None = None
    end_col: int | None = None
    fingerprint_text: str | None = None
    """Stable identity for SARIF fingerprints (claim text or JSON path), not the line."""
    notes: tuple[str, ...] = ()
    """Evidence shown by the ``full`` reporter (where a claim's stated facts came from)."""

    def as_row(self) -> tuple[Any, ...]:
        """The fields as a plain tuple (severity by value), cheap to send between processes."""
        return (
            self.code,
            self.name,
            self.severity.value,
            self.message,
            self.path,
            self.line,
            self.col,
            self.json_path,
            self.end_line,
            self.end_col,
            self.fingerprint_text,
            self.notes,
        )

    @classmethod
    def from_row(cls, row: tuple[Any, ...]) -> Finding:
        code, name, severity, *rest = row
        return cls(code, name, _SEVERITY_OF[severity], *rest)

    def sort_key(self) -> tuple[str, int, int, str]:
        return (self.path, self.line, self.col, self.code)
