"""Incremental Server-Sent Events decoding: bytes in, event data payloads out.

Strict on purpose: a benchmark must not silently accept a stream it does not understand,
so a line that is no SSE field raises :class:`MalformedStream`. Bounded on purpose: a line
(or an event) longer than ``max_line_bytes`` raises too, so a server that never sends a
newline cannot make the client hold an unbounded buffer until the request times out.
"""

from __future__ import annotations

import json
import re
from typing import Any


class MalformedStream(ValueError):
    """The server sent something that is not a valid SSE stream."""


_KNOWN_FIELDS = (b"data", b"event", b"id", b"retry")
#: an OpenAI-style event is a few KB; logprobs make it larger, never a megabyte
MAX_LINE_BYTES = 1 << 20
#: an OpenAI-style event nests 4-5 levels deep
MAX_JSON_DEPTH = 64
#: a count with more digits than this is not a token count (and Python refuses > 4300 digits)
_MAX_INT_DIGITS = 15


def _size(n: int) -> str:
    return f"{n // (1 << 20)} MiB" if n >= 1 << 20 and n % (1 << 20) == 0 else f"{n} bytes"


class SSEDecoder:
    """Feed raw bytes; get back the ``data`` payload of each complete event."""

    def __init__(self, max_line_bytes: int = MAX_LINE_BYTES) -> None:
        self._pending = bytearray()
        self._data: list[bytes] = []
        self._data_bytes = 0
        self._max = max_line_bytes

    def feed(self, chunk: bytes) -> list[str]:
        if b"\n" not in chunk:
            self._pending += chunk
            if len(self._pending) > self._max:
                raise MalformedStream(f"a line longer than {_size(self._max)} without a newline")
            return []
        self._pending += chunk
        *lines, tail = bytes(self._pending).split(b"\n")
        self._pending = bytearray(tail)
        events: list[str] = []
        for raw in lines:
            if len(raw) > self._max:
                raise MalformedStream(f"a line longer than {_size(self._max)}")
            line = raw[:-1] if raw.endswith(b"\r") else raw
            if not line:
                if self._data:
                    events.append(b"\n".join(self._data).decode("utf-8", errors="replace"))
                    self._data, self._data_bytes = [], 0
                continue
            if line.startswith(b":"):
                continue  # comment / keep-alive
            name, sep, value = line.partition(b":")
            if name not in _KNOWN_FIELDS or not sep:
                raise MalformedStream(f"malformed SSE line {line[:60]!r}")
            if name == b"data":
                self._data.append(value[1:] if value.startswith(b" ") else value)
                self._data_bytes += len(value)
                if self._data_bytes > self._max:
                    raise MalformedStream(f"an event longer than {_size(self._max)}")
        if len(self._pending) > self._max:
            raise MalformedStream(f"a line longer than {_size(self._max)} without a newline")
        return events

    def close(self) -> list[str]:
        """Flush an event the server did not terminate with a blank line."""
        tail = self.feed(b"\n\n") if self._pending or self._data else []
        return tail


class Oversized:
    """An integer literal too long to be a count; kept as its digit count, never converted."""

    __slots__ = ("digits",)

    def __init__(self, literal: str) -> None:
        self.digits = len(literal.lstrip("-"))

    def __repr__(self) -> str:
        return f"a {self.digits}-digit integer"


def _parse_int(literal: str) -> int | Oversized:
    return int(literal) if len(literal) <= _MAX_INT_DIGITS else Oversized(literal)


#: a string (closing quote optional, so an unterminated one is consumed once, not rescanned) or a bracket
_NESTING = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]')


def nesting_depth(text: str, limit: int = MAX_JSON_DEPTH) -> int:
    """Deepest bracket nesting of a JSON text (brackets inside strings ignored), stopping past ``limit``."""
    if text.count("[") + text.count("{") <= limit:
        return 0  # cannot nest deeper than it has opening brackets
    depth = deepest = 0
    for match in _NESTING.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    return deepest
        elif token in "]}":
            depth -= 1
    return deepest


def parse_event(data: str, limit: int = MAX_JSON_DEPTH) -> Any:
    """One event's JSON, bounded: too-deep nesting and non-JSON raise MalformedStream; an
    integer too long to be a count becomes an :class:`Oversized` for the reader to reject."""
    if nesting_depth(data, limit) > limit:
        raise MalformedStream(f"event nests deeper than {limit} levels")
    try:
        return json.loads(data, parse_int=_parse_int)
    except json.JSONDecodeError as exc:
        raise MalformedStream(f"event is not JSON ({exc.msg}): {data[:60]!r}") from None
    except (ValueError, RecursionError) as exc:
        raise MalformedStream(f"event is not readable JSON ({exc}): {data[:60]!r}") from None
