"""Draw the load curve of one or more records: aggregate, latency, TTFT and per-request decode
speed against concurrency (or request rate, for open-loop records), with findings marked.

The figure is titled with what the curves share (model, engine, operating point); each curve
is labelled by its record's title. Only statistics a record states are drawn and listed in a
legend. matplotlib is an optional extra (``pip install benchlint[plot]``), imported only here.
"""

from __future__ import annotations

import math
import re
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from benchlint.runner.crossover import aggregate_of
from benchlint.runner.lint import LintLine
from benchlint.schema.model import Point, Record, Stats

#: findings drawn on the curve, with the words used on the plot
CURVE_FINDINGS = {"CV002": "queueing", "CV003": "knee at cap", "CV004": "unsaturated"}
_POINT_INDEX = re.compile(r"^\$\.points\[(\d+)\]")
#: the percentiles drawn, with their line style
_PERCENTILES: tuple[tuple[str, str, Literal["-", "--"]], ...] = (("p50", "o", "-"), ("p95", "s", "--"))
_NAN = float("nan")


class PlotUnavailable(Exception):
    pass


class PlotError(Exception):
    """Records that cannot be drawn together, with a message for the user."""


@dataclass(frozen=True, slots=True)
class Curve:
    label: str
    record: Record
    findings: tuple[LintLine, ...] = ()


# --- what is drawn -----------------------------------------------------------------------------


def _kind_of(point: Point) -> str | None:
    if point.concurrency is not None:
        return "concurrency"
    return "rate" if point.request_rate is not None else None


def axis_of(curves: Sequence[Curve]) -> tuple[str, list[str]]:
    """The x axis most points can be drawn on (concurrency, or request rate for open-loop runs),
    and a note for each curve about the points that cannot be drawn on it."""
    counts = {"concurrency": 0, "rate": 0}
    for curve in curves:
        for point in curve.record.points or []:
            kind = _kind_of(point)
            if kind is not None:
                counts[kind] += 1
    if not any(counts.values()):
        raise PlotError("no point states a concurrency or a request rate: nothing to draw against")
    axis = "concurrency" if counts["concurrency"] >= counts["rate"] else "rate"
    notes = []
    for curve in curves:
        off = [p for p in curve.record.points or [] if _kind_of(p) != axis]
        if off:
            shown = "a request rate" if axis == "concurrency" else "a concurrency (or none)"
            notes.append(f"{curve.label!r}: {len(off)} point(s) not drawn: they state {shown}, not a {_WORD[axis]}")
    return axis, notes


_WORD = {"concurrency": "concurrency", "rate": "request rate"}


def _x(point: Point, kind: str) -> float:
    value = point.concurrency if kind == "concurrency" else point.request_rate
    return float(value or 0)


def _stat(stats: Stats | None, name: str) -> float:
    value = getattr(stats, name) if stats is not None else None
    return _NAN if value is None else float(value)


#: the panels below the aggregate: title, y label, the Point field, the percentiles shown
_PANELS: tuple[tuple[str, str, Callable[[Point], Stats | None], tuple[str, ...]], ...] = (
    ("request latency", "seconds", lambda p: p.latency_s, ("p50", "p95")),
    ("time to first token", "seconds", lambda p: p.ttft_s, ("p50", "p95")),
    ("per-request decode speed", "tok/s per request", lambda p: p.per_request_decode_tok_s, ("p50", "p95")),
)


def _common(values: Sequence[str | None]) -> str | None:
    """The value every curve shares, else None."""
    unique = set(values)
    return values[0] if len(unique) == 1 else None


def _operating_point(record: Record) -> list[str]:
    """The operating point in words, the fields this record states."""
    parts: list[str] = []
    wl, system, spec = record.workload, record.system, record.speculative_decoding
    if wl is not None:
        if wl.stop_rule == "fixed_length":
            parts.append(f"fixed length {wl.max_tokens} tokens" if wl.max_tokens else "fixed length")
        elif wl.stop_rule == "natural":
            parts.append(f"natural stop (max {wl.max_tokens})" if wl.max_tokens else "natural stop")
        if wl.prompt_tokens is not None and wl.prompt_tokens.mean is not None:
            parts.append(f"prompt ~{wl.prompt_tokens.mean:.0f} tokens")
        if wl.content_type:
            parts.append(f"{wl.content_type} prompts")
    if spec is not None:
        parts.append("speculation on" if spec.enabled else "speculation off")
    gpus = system.gpus if system else None
    if gpus is not None and gpus.count == 0:
        parts.append("CPU only")
    elif gpus is not None and gpus.count is not None:
        parts.append(f"{gpus.count}x {gpus.type}" if gpus.type else f"{gpus.count} GPU(s)")
    cap = system.max_concurrent_sequences if system else None
    if cap is not None:
        parts.append(f"cap {cap.value} ({cap.source})")
    return parts


def figure_title(curves: Sequence[Curve]) -> str:
    """Line 1: model and engine; line 2: the operating point the curves share."""
    records = [c.record for c in curves]
    model = _common([r.system.model if r.system else None for r in records])
    engine = _common(
        [
            " ".join(x for x in (r.system.engine, r.system.engine_version) if x) or None if r.system else None
            for r in records
        ]
    )
    first = model or ("several models" if len(records) > 1 else "model not stated")
    head = f"{first} on {engine}" if engine else first
    per_curve = [_operating_point(r) for r in records]
    shared = [part for part in per_curve[0] if all(part in other for other in per_curve[1:])]
    differs = len(records) > 1 and any(set(p) != set(shared) for p in per_curve)
    op = ", ".join(shared) if shared else "operating point not stated"
    if differs:
        op += " (curves differ in other settings)"
    return f"{head}\n{op}"


# --- drawing -----------------------------------------------------------------------------------


def _marked_index(finding: LintLine, xs: list[float], order: list[int], record: Record) -> int | None:
    """Which drawn point a finding belongs to: its JSON path (an index into the record's
    points), else what the rule is about. None when its point is not drawn."""
    match = _POINT_INDEX.match(finding.json_path or "")
    if match:
        index = int(match.group(1))
        return order.index(index) if index in order else None
    cap = record.system.max_concurrent_sequences if record.system else None
    if finding.code == "CV003" and cap is not None and float(cap.value) in xs:
        return xs.index(float(cap.value))
    if finding.code == "CV002":
        return len(xs) // 2
    return len(xs) - 1


def _has(values: Sequence[float]) -> bool:
    return any(not math.isnan(v) for v in values)


def build_figure(curves: Sequence[Curve]) -> tuple[Any, list[Any]]:
    """The figure and its annotations (kept apart from each other), not yet saved."""
    try:
        import matplotlib
    except ImportError:
        raise PlotUnavailable("plotting needs matplotlib: pip install 'benchlint[plot]'") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D

    matplotlib.rcParams["svg.fonttype"] = "none"  # keep SVG text as text: searchable, accessible
    kind, _ = axis_of(curves)

    fig, grid = plt.subplots(2, 2, figsize=(11, 8.5), sharex=True)
    top, panels = grid[0][0], [grid[0][1], grid[1][0], grid[1][1]]
    annotations: list[Any] = []
    caps: dict[tuple[int, str], list[str]] = {}  # one line and label per distinct cap
    drawn: list[set[str]] = [set() for _ in panels]
    handles: list[Any] = []
    for n, curve in enumerate(curves):
        color = f"C{n % 10}"
        indexed = sorted(
            ((i, p) for i, p in enumerate(curve.record.points or []) if _kind_of(p) == kind),
            key=lambda item: _x(item[1], kind),
        )
        order = [i for i, _ in indexed]
        points = [p for _, p in indexed]
        xs = [_x(p, kind) for p in points]
        aggregates = [aggregate_of(p) for p in points]
        ys = [a if a is not None else _NAN for a in aggregates]
        (line,) = top.plot(xs, ys, "o-", color=color, label=textwrap.shorten(curve.label, 140, placeholder=" ..."))
        handles.append(line)
        for axis, used, (_, _, field, stats) in zip(panels, drawn, _PANELS, strict=True):
            for name, marker, linestyle in _PERCENTILES:
                values = [_stat(field(p), name) for p in points]
                if name in stats and _has(values):
                    axis.plot(xs, values, marker=marker, linestyle=linestyle, color=color)
                    used.add(name)
        cap = curve.record.system.max_concurrent_sequences if curve.record.system else None
        if cap is not None and kind == "concurrency":
            caps.setdefault((cap.value, cap.source), []).append(color)
        for finding in curve.findings:
            if finding.code not in CURVE_FINDINGS or not xs:
                continue
            i = _marked_index(finding, xs, order, curve.record)
            y = aggregates[i] if i is not None else None
            if i is None or y is None:
                continue
            top.plot([xs[i]], [y], marker="o", markersize=14, markerfacecolor="none", markeredgecolor="red")
            annotations.append(
                top.annotate(
                    f"{finding.code} {CURVE_FINDINGS[finding.code]}",
                    (xs[i], y),
                    xytext=(6, -16),
                    textcoords="offset points",
                    color="red",
                    fontsize=8,
                )
            )

    for (value, source), colors in caps.items():
        color = colors[0] if len(colors) == 1 else "grey"  # a cap several curves share is drawn once
        for axis in (top, *panels):
            axis.axvline(value, color=color, linestyle=":", linewidth=1)
        label = top.annotate(
            f"cap {value} ({source})",
            (value, 1),
            xycoords=("data", "axes fraction"),
            xytext=(3, -12),
            textcoords="offset points",
            color=color,
            fontsize=8,
        )
        label.benchlint_offsets = _CAP_OFFSETS  # caps stack below the top edge, beside their line
        annotations.insert(0, label)  # placed first: the top edge is theirs
    ladder = sorted({_x(p, kind) for c in curves for p in c.record.points or [] if _kind_of(p) == kind})
    top.set_title("aggregate (total output / wall)", fontsize=10)
    top.set_ylabel("tok/s")
    for axis, used, (title, ylabel, _, _) in zip(panels, drawn, _PANELS, strict=True):
        axis.set_title(title, fontsize=10)
        axis.set_ylabel(ylabel)
        keys = [Line2D([], [], color="grey", linestyle=ls, marker=mk, label=name)
                for name, mk, ls in _PERCENTILES if name in used]  # fmt: skip
        if keys:
            axis.legend(handles=keys, fontsize=8, loc="best")
        else:
            axis.text(0.5, 0.5, "not recorded", transform=axis.transAxes, ha="center", va="center", color="grey")
    for axis in (top, *panels):
        axis.set_ylim(0, axis.get_ylim()[1] * 1.12)  # headroom under the top edge for the cap labels
        axis.grid(True, alpha=0.3)
        axis.set_xscale("log", base=2 if kind == "concurrency" else 10)
        if ladder:
            axis.set_xticks(ladder, [f"{v:g}" for v in ladder])
            axis.minorticks_off()
    xlabel = "concurrency (requests in flight)" if kind == "concurrency" else "request rate (requests/s, open loop)"
    for axis in grid[1]:
        axis.set_xlabel(xlabel)
    fig.suptitle(figure_title(curves), fontsize=11)
    long_labels = any(len(h.get_label()) > 45 for h in handles)
    columns = 1 if long_labels else min(len(handles), 3)
    fig.legend(handles=handles, loc="lower center", ncol=columns, fontsize=8, frameon=False)
    rows = -(-len(handles) // columns)
    fig.tight_layout(rect=(0, 0.015 + 0.022 * rows, 1, 1))
    separate(fig, annotations)
    return fig, annotations


#: where a label may sit relative to its point, in points, tried in order (then further out)
_OFFSETS = ((6, 6), (6, -16), (-6, 6), (-6, -16))
#: cap labels hang from the top edge, right of their line, else left of it
_CAP_OFFSETS = ((3, -12), (-3, -12))


def separate(fig: Any, annotations: Sequence[Any], gap: float = 1.0) -> None:
    """Place each annotation at the first offset from its point where it stays inside its axes
    and overlaps no label placed before it; labels never cover each other."""
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    placed: list[Any] = []
    for ann in annotations:
        inside = ann.axes.get_window_extent(renderer)
        first = ann.xyann
        offsets = getattr(ann, "benchlint_offsets", _OFFSETS)
        candidates = [first] + [(dx, dy + step * (12 if dy > 0 else -12)) for step in range(9) for dx, dy in offsets]
        chosen = None
        for dx, dy in candidates:
            ann.xyann = (dx, dy)
            ann.set_horizontalalignment("left" if dx >= 0 else "right")
            box = ann.get_window_extent(renderer).expanded(1.0, 1.0).padded(gap)
            fits = inside.x0 <= box.x0 and box.x1 <= inside.x1 and inside.y0 <= box.y0 and box.y1 <= inside.y1
            if fits and not any(box.overlaps(other) for other in placed):
                chosen = box
                break
        if chosen is None:  # nowhere free: keep the first place rather than leave the axes
            ann.xyann = first
            ann.set_horizontalalignment("left")
            chosen = ann.get_window_extent(renderer)
        placed.append(chosen)


def draw(curves: Sequence[Curve], output: str) -> None:
    fig, _ = build_figure(curves)
    import matplotlib.pyplot as plt

    try:
        _save_atomic(fig, output)
    finally:
        plt.close(fig)


def _save_atomic(fig: object, output: str) -> None:
    import os

    from benchlint.schema.dump import replace_atomic

    replace_atomic(output, fig.savefig, suffix=os.path.splitext(output)[1])  # type: ignore[attr-defined]
