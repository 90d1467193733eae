"""Suppression directives, whatever file type they came from, and their bookkeeping.

Loaders parse directives (YAML ``# benchlint: ignore[CODE] -- reason``, Markdown
``<!-- benchlint-disable-next-line CODE -->`` ...) into :class:`Suppression`; the engine
applies them and reports each code that suppressed nothing as SU001.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

FILE_END = 10**9


@dataclass(eq=False)
class Suppression:
    codes: tuple[str, ...]
    """Full codes or prefixes (OP matches OP001..OP007)."""
    line: int
    """Where the directive itself is (for SU001)."""
    col: int
    start: int
    end: int
    """Lines covered, inclusive."""
    scope: Literal["line", "range", "file"] = "line"
    reason: str | None = None
    used: set[str] = field(default_factory=set)

    def covers(self, code: str, line: int) -> str | None:
        """The directive code that matches, if this suppression applies."""
        if not self.start <= line <= self.end:
            return None
        for listed in self.codes:
            if code.startswith(listed):
                return listed
        return None
