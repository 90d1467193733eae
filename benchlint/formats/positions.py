"""Map JSON paths to line:column, computed only for files that have findings.

JSON is re-scanned with a small position-tracking pass (stdlib ``json`` gives no
positions); YAML is re-read with ruamel's round-trip loader, which keeps them.
"""

from __future__ import annotations

import bisect
import contextlib
import re
from collections.abc import Iterator
from typing import Any

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_SCALAR = re.compile(r"-?(?:Infinity|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|NaN|true|false|null")
_SPACE = re.compile(r"[ \t\n\r]*")

Position = tuple[int, int]


class LineIndex:
    """Offsets -> 1-based (line, column)."""

    def __init__(self, text: str) -> None:
        self.starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def position(self, offset: int) -> Position:
        line = bisect.bisect_right(self.starts, offset) - 1
        return line + 1, offset - self.starts[line] + 1


class _Scanner:
    """Walks JSON text and records where each value (and duplicate key) starts."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.offsets: dict[str, int] = {}
        self.duplicates: list[tuple[str, int]] = []

    def skip(self) -> None:
        match = _SPACE.match(self.text, self.pos)
        self.pos = match.end() if match else self.pos

    def value(self, path: str) -> None:
        self.skip()
        self.offsets.setdefault(path, self.pos)
        char = self.text[self.pos : self.pos + 1]
        if char == "{":
            self.members(path)
        elif char == "[":
            self.items(path)
        elif char == '"':
            self.string()
        else:
            match = _SCALAR.match(self.text, self.pos)
            if not match:
                raise ValueError("unexpected character")
            self.pos = match.end()

    def string(self) -> str:
        match = _STRING.match(self.text, self.pos)
        if not match:
            raise ValueError("unterminated string")
        self.pos = match.end()
        import json

        decoded: str = json.loads(match.group(0))
        return decoded

    def members(self, path: str) -> None:
        self.pos += 1
        seen: set[str] = set()
        self.skip()
        if self.text.startswith("}", self.pos):
            self.pos += 1
            return
        while True:
            self.skip()
            key_offset = self.pos
            key = self.string()
            child = f"{path}.{key}"
            if key in seen:
                self.duplicates.append((child, key_offset))
            seen.add(key)
            self.skip()
            self.pos += 1  # ':'
            self.value(child)
            self.skip()
            if self.text.startswith(",", self.pos):
                self.pos += 1
                continue
            self.pos += 1  # '}'
            return

    def items(self, path: str) -> None:
        self.pos += 1
        self.skip()
        if self.text.startswith("]", self.pos):
            self.pos += 1
            return
        index = 0
        while True:
            self.value(f"{path}[{index}]")
            index += 1
            self.skip()
            if self.text.startswith(",", self.pos):
                self.pos += 1
                continue
            self.pos += 1  # ']'
            return


def json_positions(text: str, line_offset: int = 0) -> tuple[dict[str, Position], list[tuple[str, Position]]]:
    """Positions of every value by JSON path, and duplicate keys with their positions.

    The text must already have parsed; a scan failure just yields what was found so far.
    """
    scanner = _Scanner(text)
    with contextlib.suppress(ValueError, IndexError):
        scanner.value("$")
    index = LineIndex(text)

    def shift(offset: int) -> Position:
        line, col = index.position(offset)
        return line + line_offset, col

    return (
        {path: shift(offset) for path, offset in scanner.offsets.items()},
        [(path, shift(offset)) for path, offset in scanner.duplicates],
    )


def yaml_positions(text: str) -> list[dict[str, Position]]:
    """Per YAML document, positions of every value (keys' positions for mappings' members)."""
    from ruamel.yaml import YAML

    yaml = YAML(typ="rt")
    maps: list[dict[str, Position]] = []
    for document in yaml.load_all(text):
        positions: dict[str, Position] = {}
        _walk_yaml(document, "$", positions)
        maps.append(positions)
    return maps


def _walk_yaml(node: Any, path: str, out: dict[str, Position]) -> None:
    lc = getattr(node, "lc", None)
    if lc is None:
        return
    if isinstance(node, dict):
        out.setdefault(path, (lc.line + 1, lc.col + 1))
        for key, value in node.items():
            child = f"{path}.{key}"
            try:
                # A scalar is located at its value; a nested block at its key.
                line, col = lc.key(key) if isinstance(value, (dict, list)) else lc.value(key)
            except (KeyError, TypeError):
                continue
            out[child] = (line + 1, col + 1)
            _walk_yaml(value, child, out)
    elif isinstance(node, list):
        out.setdefault(path, (lc.line + 1, lc.col + 1))
        for i, value in enumerate(node):
            child = f"{path}[{i}]"
            try:
                line, col = lc.item(i)
            except (KeyError, TypeError, IndexError):
                continue
            out[child] = (line + 1, col + 1)
            _walk_yaml(value, child, out)


def ancestors(json_path: str) -> Iterator[str]:
    """The path itself, then each enclosing path up to "$"."""
    path = json_path
    while True:
        yield path
        if path == "$":
            return
        cut = max(path.rfind("."), path.rfind("["))
        path = path[:cut] if cut > 0 else "$"


def locate(positions: dict[str, Position], json_path: str) -> Position:
    """Position of the path, or of its nearest enclosing node that exists (for absent fields)."""
    for candidate in ancestors(json_path):
        if candidate in positions:
            return positions[candidate]
    return (1, 1)
