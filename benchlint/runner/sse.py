"""Incremental Server-Sent Events decoding: bytes in, event data payloads out.

Strict on purpose: a benchmark must not silently accept a stream it does not understand,
so a line that is no SSE field raises :class:`MalformedStream`.
"""

from __future__ import annotations


class MalformedStream(ValueError):
    """The server sent something that is not a valid SSE stream."""


_KNOWN_FIELDS = (b"data", b"event", b"id", b"retry")


class SSEDecoder:
    """Feed raw bytes; get back the ``data`` payload of each complete event."""

    def __init__(self) -> None:
        self._pending = b""
        self._data: list[bytes] = []

    def feed(self, chunk: bytes) -> list[str]:
        self._pending += chunk
        if b"\n" not in chunk:
            return []
        *lines, self._pending = self._pending.split(b"\n")
        events: list[str] = []
        for raw in lines:
            line = raw[:-1] if raw.endswith(b"\r") else raw
            if not line:
                if self._data:
                    events.append(b"\n".join(self._data).decode("utf-8", errors="replace"))
                    self._data = []
                continue
            if line.startswith(b":"):
                continue  # comment / keep-alive
            name, sep, value = line.partition(b":")
            if name not in _KNOWN_FIELDS or not sep:
                raise MalformedStream(f"malformed SSE line {line[:60]!r}")
            if name == b"data":
                self._data.append(value[1:] if value.startswith(b" ") else value)
        return events

    def close(self) -> list[str]:
        """Flush an event the server did not terminate with a blank line."""
        tail = self.feed(b"\n\n") if self._pending or self._data else []
        return tail
