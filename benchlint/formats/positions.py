"""Map JSON paths to line:column, computed only for files that have findings.

JSON is re-scanned with a small position-tracking pass (stdlib ``json`` gives no
positions); YAML positions come from libyaml's node marks (``formats.yaml_fast``).
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
#: elements of one array located one by one; past them, elements that are not objects (the
#: per-request samples of a result: latencies, lengths, texts, token gaps) are stepped over
#: without positions, as no finding points at the 500th latency of a list
_SAMPLE_ITEMS = 64

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
            if index >= _SAMPLE_ITEMS:
                self.skip()
                if not self.text.startswith("{", self.pos):
                    self.pos = _decoder().raw_decode(self.text, self.pos)[1]
                else:
                    self.value(f"{path}[{index}]")
            else:
                self.value(f"{path}[{index}]")
            index += 1
            self.skip()
            if self.text.startswith(",", self.pos):
                self.pos += 1
                continue
            self.pos += 1  # ']'
            return


def _decoder() -> Any:
    decoder = _DECODER.get("decoder")
    if decoder is None:
        import json

        decoder = _DECODER["decoder"] = json.JSONDecoder()
    return decoder


_DECODER: dict[str, Any] = {}


def json_positions(text: str, line_offset: int = 0) -> tuple[dict[str, Position], list[tuple[str, Position]]]:
    """Positions of every value by JSON path, and duplicate keys with their positions.

    The text must already have parsed; a scan failure just yields what was found so far.
    """
    scanner = _Scanner(text)
    with contextlib.suppress(ValueError, IndexError, RecursionError):
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
    """Per YAML document, positions of every value (keys' positions for mappings' members).

    Read from libyaml's composed node graph (C, and marks on every node), so a file with
    findings costs one more linear pass. Never raises: a document that fails to compose just
    has no positions (findings then sit at the nearest position found, else line 1). Each node
    is walked once: an alias is located where it is written, and what it points to where the
    anchor is (the loader already refused documents whose aliases expand past its limit).
    """
    import yaml

    from benchlint.formats.yaml_fast import core12_loader

    roots: list[Any] = []
    loader = core12_loader()(text)
    try:
        while loader.check_node():
            roots.append(loader.get_node())
    except (yaml.YAMLError, ValueError, RecursionError):
        pass  # the documents composed before the error keep their positions
    finally:
        loader.dispose()
    return node_positions(roots)


def node_positions(roots: list[Any]) -> list[dict[str, Position]]:
    """What ``yaml_positions`` returns, from node graphs the loader already composed."""
    maps: list[dict[str, Position]] = []
    for root in roots:
        positions: dict[str, Position] = {}
        maps.append(positions)
        if root is not None:
            _walk_nodes(root, positions)
    return maps


def _walk_nodes(root: Any, out: dict[str, Position]) -> None:
    from yaml.nodes import MappingNode, ScalarNode, SequenceNode

    def mark(node: Any) -> Position:
        return node.start_mark.line + 1, node.start_mark.column + 1

    out.setdefault("$", mark(root))
    seen: set[int] = set()
    stack: list[tuple[Any, str]] = [(root, "$")]
    while stack:
        node, path = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, MappingNode):
            merged: list[Any] = []
            for key_node, value_node in node.value:
                if key_node.tag == "tag:yaml.org,2002:merge":
                    merged.append(value_node)
                    continue
                if not isinstance(key_node, ScalarNode):
                    continue
                child = f"{path}.{key_node.value}"
                # A scalar is located at its value; a nested block at its key.
                nested = isinstance(value_node, (MappingNode, SequenceNode))
                out[child] = mark(key_node if nested else value_node)
                stack.append((value_node, child))
            for value_node in merged:  # merged members keep their anchor's positions
                sources = value_node.value if isinstance(value_node, SequenceNode) else [value_node]
                for source in sources:
                    if isinstance(source, MappingNode):
                        for key_node, value_node2 in source.value:
                            if isinstance(key_node, ScalarNode):
                                out.setdefault(f"{path}.{key_node.value}", mark(value_node2))
        elif isinstance(node, SequenceNode):
            for index, item in enumerate(node.value):
                child = f"{path}[{index}]"
                out[child] = mark(item)
                stack.append((item, child))


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
