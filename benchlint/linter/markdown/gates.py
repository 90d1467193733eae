"""Literal gates derived from a pattern: skip a regex on text it cannot match.

Most fact and claim patterns are alternations of words ("ShareGPT|MT-Bench|HumanEval...",
"random token ids|code generation|prose..."). Python's regex engine tries every alternative
at every position, so a pattern that cannot match still costs a full scan. ``gated`` wraps a
compiled pattern with the literal substrings one of which every match must contain (read
from the pattern's own parse tree, so a new alternative gets its gate without anyone
writing it down); on text holding none of them, search/finditer/findall return what the
regex would have returned, without running it.

The gate is conservative: a pattern part the derivation does not understand gives no gate,
and only ASCII text is gated (under IGNORECASE some non-ASCII letters match ASCII ones, so
a lower-case substring test would not be exact on them).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any

_Keys = frozenset[str]


def required_literals(regex: re.Pattern[str]) -> tuple[str, ...] | None:
    """Lower-case substrings one of which every match of ``regex`` contains, or None."""
    try:
        tree = _parser.parse(regex.pattern, regex.flags)
    except Exception:  # a pattern the parser reads differently from the compiler: no gate
        return None
    keys = _sequence(list(tree))
    if not keys or any(not key for key in keys):
        return None
    return tuple(sorted(keys, key=lambda k: (-len(k), k)))


def _char(code: int) -> str | None:
    """A literal as it appears in lower-cased ASCII text, or None when case folding could make
    it match a different character there (the gate is only applied to ASCII text)."""
    char = chr(code)
    if char.isascii():
        return char.lower()
    return char if char.lower() == char == char.upper() else None


def _better(a: _Keys | None, b: _Keys | None) -> _Keys | None:
    """The more selective gate: longer shortest key, then fewer keys."""
    if a is None:
        return b
    if b is None:
        return a
    rank_a = (min(len(k) for k in a), -len(a))
    rank_b = (min(len(k) for k in b), -len(b))
    return b if rank_b > rank_a else a


def _sequence(items: list[tuple[Any, Any]]) -> _Keys | None:
    """Every element of a sequence must match, so any element's gate is the sequence's."""
    best: _Keys | None = None
    run = ""
    for op, arg in items:
        if op is sre.LITERAL and (char := _char(arg)) is not None:
            run += char
            continue
        if run:
            best = _better(best, frozenset({run}))
            run = ""
        best = _better(best, _element(op, arg))
    if run:
        best = _better(best, frozenset({run}))
    return best


def _element(op: Any, arg: Any) -> _Keys | None:
    if op is sre.SUBPATTERN:
        return _sequence(list(arg[-1]))
    if op is sre.ATOMIC_GROUP:
        return _sequence(list(arg))
    if op is sre.BRANCH:
        union: set[str] = set()
        for branch in arg[1]:
            keys = _sequence(list(branch))
            if keys is None:
                return None  # one alternative with no literal: the whole group has none
            union |= keys
        return frozenset(union)
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        low, _high, item = arg
        return _sequence(list(item)) if low >= 1 else None
    if op is sre.IN:
        chars = [_char(a) if o is sre.LITERAL else None for o, a in arg]
        if chars and all(c is not None for c in chars):
            return frozenset(c for c in chars if c is not None)
    return None  # anchors, lookarounds, classes, backreferences: no literal required


#: longer texts (and windows of a text) are searched ungated: the gate lower-cases the whole
#: text, which must stay cheaper than the search it saves
MAX_GATED = 20_000

_last: list[Any] = [None, None]
"""The last text gated and its lower-cased form (None if not ASCII): the fact readers run
dozens of patterns over one text in a row."""


def _lowered(text: str) -> str | None:
    if _last[0] is not text:
        _last[1] = text.lower() if text.isascii() else None
        _last[0] = text
    low: str | None = _last[1]
    return low


class Gated:
    """A compiled pattern that is skipped on text holding none of its required literals."""

    __slots__ = ("keys", "pattern", "regex")

    def __init__(self, regex: re.Pattern[str]) -> None:
        self.regex = regex
        self.pattern = regex.pattern
        self.keys = required_literals(regex)

    def open(self, text: str) -> bool:
        """Whether the regex can match somewhere in ``text``."""
        keys = self.keys
        if keys is None:
            return True
        low = _lowered(text)
        if low is None:
            return True
        for key in keys:  # noqa: SIM110 - a plain loop: any() over a generator costs more per call
            if key in low:
                return True
        return False

    def search(self, text: str, *window: int) -> re.Match[str] | None:
        if window or len(text) > MAX_GATED:
            return self.regex.search(text, *window)
        return self.regex.search(text) if self.open(text) else None

    def finditer(self, text: str, *window: int) -> Iterator[re.Match[str]]:
        if window or len(text) > MAX_GATED:
            return self.regex.finditer(text, *window)
        return self.regex.finditer(text) if self.open(text) else iter(())

    def findall(self, text: str, *window: int) -> list[Any]:
        if window or len(text) > MAX_GATED:
            return self.regex.findall(text, *window)
        return self.regex.findall(text) if self.open(text) else []

    def match(self, text: str, *window: int) -> re.Match[str] | None:
        return self.regex.match(text, *window)  # anchored: cheaper than the gate

    def __repr__(self) -> str:
        return f"gated({self.regex!r}, keys={self.keys!r})"


def gated(regex: re.Pattern[str]) -> Gated:
    return Gated(regex)
