"""Progress on stderr: one live line on a terminal, one line per level otherwise."""

from __future__ import annotations

import sys
import time
from typing import TextIO

from benchlint.runner.sweep import LevelResult


class ConsoleProgress:
    def __init__(self, stream: TextIO | None = None, repeats: int = 1) -> None:
        self._stream = stream or sys.stderr
        self._live = self._stream.isatty()
        self._repeats = repeats
        self._planned = 0
        self._started = 0.0
        self._last_draw = 0.0

    def level_started(self, level: LevelResult, planned: int) -> None:
        self._planned = planned
        self._started = time.perf_counter()
        self._draw(level, force=True)

    def request_done(self, level: LevelResult) -> None:
        self._draw(level)

    def level_done(self, level: LevelResult) -> None:
        failed = len(level.failed)
        wall = level.wall_s or 0.0
        rate = level.output_tokens / wall if wall > 0 else 0.0
        text = (
            f"concurrency {level.concurrency:>4}{self._repeat(level)}: {len(level.completed)} done, {failed} failed, "
            f"{rate:8.1f} tok/s over {wall:.2f} s" + (" (interrupted)" if level.interrupted else "")
        )
        self._stream.write(("\r\x1b[2K" if self._live else "") + text + "\n")
        self._stream.flush()

    def _repeat(self, level: LevelResult) -> str:
        return f" (repeat {level.repeat + 1}/{self._repeats})" if self._repeats > 1 else ""

    def _draw(self, level: LevelResult, force: bool = False) -> None:
        if not self._live:
            return
        now = time.perf_counter()
        if not force and now - self._last_draw < 0.1:
            return
        self._last_draw = now
        elapsed = now - self._started
        rate = level.output_tokens / elapsed if elapsed > 0 else 0.0
        self._stream.write(
            f"\r\x1b[2Kconcurrency {level.concurrency:>4}{self._repeat(level)}: "
            f"{len(level.results)}/{self._planned} requests, {rate:8.1f} tok/s live"
        )
        self._stream.flush()
