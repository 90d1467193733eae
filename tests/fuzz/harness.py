"""Run one input through the public API the way a pre-commit hook would, and judge the run.

An input passes when ``api.check`` returns (no exception), every reporter writes valid UTF-8,
and the output stays within :func:`output_limit` of the input's size.
"""

from __future__ import annotations

import io
import os
import tempfile
import time
import traceback
from dataclasses import dataclass

from benchlint import api

FORMATS = ("concise", "full", "json", "sarif", "github")


def output_limit(input_bytes: int) -> int:
    """Most output (all formats together) an input may produce: linear in its size."""
    return 2_000_000 + 400 * input_bytes


@dataclass
class Outcome:
    seconds: float
    findings: int
    output_bytes: int
    crash: str | None = None
    """"ExceptionType at file:line in function" plus the traceback, or None."""
    runaway: bool = False


class _Counter(io.TextIOBase):
    """A sink that checks every write encodes as UTF-8 and counts the bytes."""

    def __init__(self) -> None:
        self.size = 0

    def write(self, text: str) -> int:
        self.size += len(text.encode("utf-8"))  # raises on a lone surrogate, as a real stdout would
        return len(text)


def crash_kind(exc: BaseException) -> str:
    """The exception type and the innermost benchlint frame: one name per distinct bug."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f"{os.sep}benchlint{os.sep}" in f.filename]
    where = (
        f" at {frames[-1].filename.rsplit(os.sep + 'benchlint' + os.sep, 1)[-1]}:{frames[-1].name}" if frames else ""
    )
    return f"{type(exc).__name__}{where}"


def run_input(name: str, data: bytes, folder: str | None = None) -> Outcome:
    """Write ``data`` as ``name`` in a fresh folder, check it with every rule, render every format."""
    with tempfile.TemporaryDirectory(prefix="benchlint-fuzz-", dir=folder) as tmp:
        path = os.path.join(tmp, os.path.basename(name) or "input")
        with open(path, "wb") as handle:
            handle.write(data)
        start = time.process_time()
        sink = _Counter()
        try:
            result = api.check([path], isolated=True, select=["ALL"])
            for fmt in FORMATS:
                api.render(result.findings, fmt, sink, files_checked=len(result.files))
        except Exception as exc:
            seconds = time.process_time() - start
            detail = "".join(traceback.format_exception(exc))
            return Outcome(seconds, 0, sink.size, crash=f"{crash_kind(exc)}\n{detail}")
        seconds = time.process_time() - start
        return Outcome(seconds, len(result.findings), sink.size, runaway=sink.size > output_limit(len(data)))
