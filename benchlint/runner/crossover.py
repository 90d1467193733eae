"""Speedup of one record over another at each shared concurrency, and where it crosses 1.0.

Seed 004 section 6: a speculation gain at one request can become a loss under load, and
nobody can tell you where your crossover is; two measured curves can.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from typing import Any

from benchlint.schema.dump import to_data
from benchlint.schema.model import Point, Record

#: settings compared to check that two records differ in one setting only
_SETTING_SECTIONS = ("system", "workload", "speculative_decoding")
#: measured (not chosen) values inside those sections
_MEASURED = (
    "workload.prompt_tokens",
    "speculative_decoding.acceptance",
    "speculative_decoding.draft_tokens",
    "speculative_decoding.accepted_tokens",
)


@dataclass(frozen=True, slots=True)
class SharedPoint:
    concurrency: int
    on_tok_s: float
    off_tok_s: float

    @property
    def speedup(self) -> float:
        return self.on_tok_s / self.off_tok_s


@dataclass(slots=True)
class Crossover:
    points: list[SharedPoint] = field(default_factory=list)
    crossings: list[float] = field(default_factory=list)
    """Concurrencies where the speedup crosses 1.0 (interpolated in log2 concurrency)."""
    differences: list[str] = field(default_factory=list)


def aggregate_of(point: Point) -> float | None:
    """The aggregate the record states (the figure under test), else total output / wall.

    A stated aggregate that disagrees with its own totals is AG002's business, not ours.
    """
    if point.aggregate_tok_s is not None:
        return point.aggregate_tok_s
    if point.output_tokens_total is not None and point.wall_s:
        return point.output_tokens_total / point.wall_s
    return None


def _by_concurrency(record: Record) -> dict[int, float]:
    out: dict[int, float] = {}
    for point in record.points or []:
        value = aggregate_of(point)
        if point.concurrency is not None and value is not None and point.concurrency not in out:
            out[point.concurrency] = value
    return out


def _flatten(data: Any, prefix: str) -> dict[str, Any]:
    if isinstance(data, dict):
        flat: dict[str, Any] = {}
        for key, value in data.items():
            flat.update(_flatten(value, f"{prefix}.{key}"))
        return flat
    return {prefix: data}


def setting_differences(on: Record, off: Record) -> list[str]:
    a: dict[str, Any] = {}
    b: dict[str, Any] = {}
    for section in _SETTING_SECTIONS:
        a.update(_flatten(to_data(getattr(on, section)), section) if getattr(on, section) else {})
        b.update(_flatten(to_data(getattr(off, section)), section) if getattr(off, section) else {})
    diffs = []
    for key in sorted(set(a) | set(b)):
        if key.startswith(_MEASURED):
            continue
        if a.get(key) != b.get(key):
            diffs.append(f"{key}: {_show(a.get(key))} vs {_show(b.get(key))}")
    return diffs


def _show(value: Any) -> str:
    if value is None:
        return "absent"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def crossover(on: Record, off: Record) -> Crossover:
    on_points, off_points = _by_concurrency(on), _by_concurrency(off)
    result = Crossover(differences=setting_differences(on, off))
    for c in sorted(set(on_points) & set(off_points)):
        if off_points[c] > 0:
            result.points.append(SharedPoint(c, on_points[c], off_points[c]))
    result.crossings = crossings(result.points)
    return result


def crossings(points: list[SharedPoint]) -> list[float]:
    found: list[float] = []
    for left, right in itertools.pairwise(points):
        a, b = left.speedup - 1.0, right.speedup - 1.0
        if a == 0:
            found.append(float(left.concurrency))
        elif a * b < 0:
            xa, xb = math.log2(left.concurrency), math.log2(right.concurrency)
            found.append(2 ** (xa + (xb - xa) * a / (a - b)))
    if points and points[-1].speedup == 1.0 and float(points[-1].concurrency) not in found:
        found.append(float(points[-1].concurrency))
    return found


def render_text(result: Crossover, on_label: str, off_label: str) -> str:
    lines = [f"ON:  {on_label}", f"OFF: {off_label}"]
    if result.differences:
        lines.append("settings that differ: " + "; ".join(result.differences))
        if len(result.differences) > 1:
            lines.append(f"warning: the records differ in {len(result.differences)} settings; the speedup mixes them")
    else:
        lines.append("warning: the records state no differing setting")
    if not result.points:
        lines.append("no shared concurrency points: nothing to compare")
        return "\n".join(lines)
    lines.append(f"{'concurrency':>11}  {'ON tok/s':>10}  {'OFF tok/s':>10}  {'speedup':>8}")
    for p in result.points:
        lines.append(f"{p.concurrency:>11}  {p.on_tok_s:>10.1f}  {p.off_tok_s:>10.1f}  {p.speedup:>7.2f}x")
    if result.crossings:
        where = ", ".join(f"{c:.1f}" for c in result.crossings)
        lines.append(f"speedup crosses 1.0 at concurrency ~{where} (interpolated in log2 concurrency)")
    else:
        side = "above" if result.points[0].speedup > 1 else "below"
        lo, hi = result.points[0].concurrency, result.points[-1].concurrency
        lines.append(f"speedup stays {side} 1.0 from concurrency {lo} to {hi}: no crossover in the measured range")
    return "\n".join(lines)


def render_json(result: Crossover, on: dict[str, Any], off: dict[str, Any]) -> str:
    """The speedups as JSON; ``on`` and ``off`` say which record of which file each side is."""
    import json

    return json.dumps(
        {
            "on": on,
            "off": off,
            "points": [
                {
                    "concurrency": p.concurrency,
                    "on_tok_s": p.on_tok_s,
                    "off_tok_s": p.off_tok_s,
                    "speedup": round(p.speedup, 4),
                }
                for p in result.points
            ],
            "crossings": [round(c, 3) for c in result.crossings],
            "differences": result.differences,
        },
        indent=2,
    )
