"""Draw the concurrency curve: aggregate, and p95 latency / TTFT, with findings marked.

matplotlib is an optional extra (``pip install benchlint[plot]``), imported only here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from benchlint.runner.crossover import aggregate_of
from benchlint.runner.lint import LintLine
from benchlint.schema.model import Record

#: findings drawn on the curve, with the words used on the plot
CURVE_FINDINGS = {"CV002": "queueing", "CV003": "knee at cap", "CV004": "unsaturated"}
_POINT_INDEX = re.compile(r"^\$\.points\[(\d+)\]")


class PlotUnavailable(Exception):
    pass


@dataclass(frozen=True, slots=True)
class Curve:
    label: str
    record: Record
    findings: tuple[LintLine, ...] = ()


def _marked_index(finding: LintLine, concurrencies: list[int], record: Record) -> int:
    """Which point of the curve a finding belongs to: its JSON path, else what the rule is about."""
    match = _POINT_INDEX.match(finding.json_path or "")
    if match and int(match.group(1)) < len(concurrencies):
        return int(match.group(1))
    cap = record.system.max_concurrent_sequences if record.system else None
    if finding.code == "CV003" and cap is not None and cap.value in concurrencies:
        return concurrencies.index(cap.value)
    if finding.code == "CV002":
        return len(concurrencies) // 2
    return len(concurrencies) - 1


def draw(curves: list[Curve], output: str) -> None:
    try:
        import matplotlib
    except ImportError:
        raise PlotUnavailable("plotting needs matplotlib: pip install 'benchlint[plot]'") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    matplotlib.rcParams["svg.fonttype"] = "none"  # keep SVG text as text: searchable, accessible

    fig, (top, bottom) = plt.subplots(2, 1, figsize=(8, 8), sharex=True)
    for n, curve in enumerate(curves):
        color = f"C{n % 10}"
        points = sorted(
            (p for p in curve.record.points or [] if p.concurrency is not None), key=lambda p: p.concurrency or 0
        )
        xs = [p.concurrency or 0 for p in points]
        aggregates = [aggregate_of(p) for p in points]
        top.plot(xs, [a if a is not None else float("nan") for a in aggregates], "o-", color=color, label=curve.label)
        lat = [p.latency_s.p95 if p.latency_s and p.latency_s.p95 is not None else float("nan") for p in points]
        ttft = [p.ttft_s.p95 if p.ttft_s and p.ttft_s.p95 is not None else float("nan") for p in points]
        bottom.plot(xs, lat, "o-", color=color, label=f"{curve.label}: p95 latency")
        bottom.plot(xs, ttft, "s--", color=color, label=f"{curve.label}: p95 TTFT")
        cap = curve.record.system.max_concurrent_sequences if curve.record.system else None
        if cap is not None:
            for axis in (top, bottom):
                axis.axvline(cap.value, color=color, linestyle=":", linewidth=1)
            top.annotate(
                f"cap {cap.value} ({cap.source})",
                (cap.value, 0),
                xycoords=("data", "axes fraction"),
                xytext=(3, 5),
                textcoords="offset points",
                color=color,
                fontsize=8,
            )
        for finding in curve.findings:
            if finding.code not in CURVE_FINDINGS or not xs:
                continue
            i = _marked_index(finding, xs, curve.record)
            y = aggregates[i]
            if y is None:
                continue
            top.plot([xs[i]], [y], marker="o", markersize=14, markerfacecolor="none", markeredgecolor="red")
            top.annotate(
                f"{finding.code} {CURVE_FINDINGS[finding.code]}",
                (xs[i], y),
                xytext=(6, -14),
                textcoords="offset points",
                color="red",
                fontsize=8,
            )
    top.set_xscale("log", base=2)
    ladder = sorted({p.concurrency for c in curves for p in c.record.points or [] if p.concurrency})
    if ladder:
        top.set_xticks(ladder, [str(c) for c in ladder])
        top.minorticks_off()
    top.set_ylabel("aggregate tok/s (total output / wall)")
    top.set_ylim(bottom=0)
    top.legend(fontsize=8)
    top.grid(True, alpha=0.3)
    bottom.set_xlabel("concurrency (requests in flight)")
    bottom.set_ylabel("seconds")
    bottom.set_ylim(bottom=0)
    bottom.legend(fontsize=8)
    bottom.grid(True, alpha=0.3)
    fig.tight_layout()
    _save_atomic(fig, output)
    plt.close(fig)


def _save_atomic(fig: object, output: str) -> None:
    import os

    from benchlint.schema.dump import replace_atomic

    replace_atomic(output, fig.savefig, suffix=os.path.splitext(output)[1])  # type: ignore[attr-defined]
