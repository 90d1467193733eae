"""Re-run a record's points and compare: reproduced, disputed, or cannot reproduce.

A point is *disputed* when the re-measured aggregate is outside the tolerance of the
recorded one at the same operating point. It *cannot be reproduced* when the record does
not state enough to rebuild the point, or the server now runs a different operating point
(another serving cap, speculation state, or output length) than the record describes.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass

from benchlint.runner.crossover import aggregate_of
from benchlint.runner.measure import MeasureOptions
from benchlint.runner.prompts import BUILTIN_SETS
from benchlint.schema.model import Point, Record

REPRODUCED = "reproduced"
DISPUTED = "disputed"
CANNOT = "cannot-reproduce-operating-point"


@dataclass(frozen=True, slots=True)
class PointVerdict:
    concurrency: int | None
    recorded_tok_s: float | None
    measured_tok_s: float | None
    verdict: str
    reason: str
    recorded_p95_s: float | None = None
    measured_p95_s: float | None = None

    @property
    def change(self) -> float | None:
        if self.recorded_tok_s and self.measured_tok_s is not None:
            return self.measured_tok_s / self.recorded_tok_s - 1.0
        return None


def parse_tolerance(text: str) -> float:
    """'15%' or '0.15' -> 0.15."""
    raw = text.strip()
    try:
        value = float(raw[:-1]) / 100 if raw.endswith("%") else float(raw)
    except ValueError:
        raise ValueError(f"tolerance must look like 15% or 0.15, got {text!r}") from None
    if not 0 < value < 10:
        raise ValueError(f"tolerance {text!r} is out of range")
    return value


def parse_point_selector(text: str) -> int:
    """'concurrency=8' (or just '8') -> 8."""
    key, sep, value = text.partition("=")
    if not sep:
        key, value = "concurrency", key
    if key.strip() != "concurrency" or not value.strip().isdigit() or int(value) < 1:
        raise ValueError(f"--point must look like concurrency=8, got {text!r}")
    return int(value)


def plan_from_record(record: Record, url: str, selected: list[int] | None) -> tuple[MeasureOptions, list[PointVerdict]]:
    """Measurement options that rebuild the record's workload, and the points that cannot be rebuilt."""
    workload = record.workload
    blocked: list[PointVerdict] = []
    missing = []
    if workload is None or workload.stop_rule is None:
        missing.append("its stop rule")
    if workload is None or workload.max_tokens is None:
        missing.append("max_tokens")
    points = [p for p in record.points or [] if selected is None or p.concurrency in selected]
    concurrencies: list[int] = []
    for point in points:
        if point.concurrency is None:
            blocked.append(_blocked(point, "the point states no concurrency (open-loop request rate)"))
        elif missing:
            blocked.append(_blocked(point, "the record does not state " + " and ".join(missing)))
        elif point.concurrency not in concurrencies:
            concurrencies.append(point.concurrency)
    options = MeasureOptions(url=url, concurrencies=tuple(concurrencies) or (1,))
    if workload is not None:
        options.stop = "fixed" if workload.stop_rule == "fixed_length" else "natural"
        options.output_tokens = workload.max_tokens
        options.temperature = workload.temperature
        if workload.content_type in BUILTIN_SETS:
            options.prompt_set = workload.content_type
        if workload.prompt_tokens is not None and workload.prompt_tokens.mean is not None:
            options.prompt_tokens = round(workload.prompt_tokens.mean)
    # the record's repeats are rebuilt too: its points pool repeats x rounds x concurrency requests
    options.repeats = record.repeats or 1
    per_worker = [round(p.requests / (p.concurrency * options.repeats)) for p in points if p.requests and p.concurrency]
    if per_worker:
        options.requests_per_worker = max(1, min(per_worker))
    _apply_original_command(record, options)
    return options, blocked


def _apply_original_command(record: Record, options: MeasureOptions) -> None:
    """A benchlint record keeps its command: reuse the API and prompt choices it states."""
    prov = record.provenance
    if prov is None or prov.tool != "benchlint" or not prov.command:
        return
    try:
        args = shlex.split(prov.command)
    except ValueError:
        return
    for flag, attr in (("--api", "api"), ("--content-type", "prompt_set")):
        if flag in args[:-1]:
            value = args[args.index(flag) + 1]
            if attr != "prompt_set" or value in BUILTIN_SETS:
                setattr(options, attr, value)


def _blocked(point: Point, reason: str) -> PointVerdict:
    return PointVerdict(point.concurrency, aggregate_of(point), None, CANNOT, reason, _p95(point))


def _p95(point: Point | None) -> float | None:
    return point.latency_s.p95 if point is not None and point.latency_s is not None else None


def compare(old: Record, new: Record, tolerance: float, selected: list[int] | None) -> list[PointVerdict]:
    """Verdict per recorded point that was re-measured."""
    measured = {p.concurrency: p for p in new.points or [] if p.concurrency is not None}
    drift = operating_point_drift(old, new)
    verdicts = []
    for point in old.points or []:
        if point.concurrency is None or (selected is not None and point.concurrency not in selected):
            continue
        fresh = measured.get(point.concurrency)
        recorded = aggregate_of(point)
        now = aggregate_of(fresh) if fresh is not None else None
        if fresh is None or now is None or not fresh.requests:
            verdicts.append(PointVerdict(point.concurrency, recorded, now, CANNOT, "no request completed", _p95(point)))
            continue
        if drift:
            verdicts.append(
                PointVerdict(point.concurrency, recorded, now, CANNOT, "; ".join(drift), _p95(point), _p95(fresh))
            )
            continue
        if recorded is None:
            verdicts.append(
                PointVerdict(
                    point.concurrency, None, now, CANNOT, "the record states no aggregate", _p95(point), _p95(fresh)
                )
            )
            continue
        change = abs(now / recorded - 1.0) if recorded else float("inf")
        verdict = REPRODUCED if change <= tolerance else DISPUTED
        reason = f"within {tolerance:.0%}"
        if verdict == DISPUTED:
            reason = f"off by {change:.0%} (tolerance {tolerance:.0%})"
        verdicts.append(PointVerdict(point.concurrency, recorded, now, verdict, reason, _p95(point), _p95(fresh)))
    return verdicts


def operating_point_drift(old: Record, new: Record) -> list[str]:
    """Ways the server now runs a different operating point than the record states."""
    drift = []
    old_cap = old.system.max_concurrent_sequences if old.system else None
    new_cap = new.system.max_concurrent_sequences if new.system else None
    if old_cap is not None and new_cap is not None and old_cap.value != new_cap.value:
        drift.append(f"serving cap is {new_cap.value} now, the record says {old_cap.value} ({old_cap.source})")
    old_spec, new_spec = old.speculative_decoding, new.speculative_decoding
    if old_spec is not None and new_spec is not None and old_spec.enabled != new_spec.enabled:
        state = "on" if new_spec.enabled else "off"
        drift.append(f"speculation is {state} now, the record says {'on' if old_spec.enabled else 'off'}")
    drift.extend(_prompt_drift(old, new))
    wl = new.workload
    if wl is not None and wl.stop_rule == "fixed_length" and wl.max_tokens is not None:
        for point in new.points or []:
            out = point.output_tokens
            if out is not None and (out.min != wl.max_tokens or out.max != wl.max_tokens):
                drift.append(
                    f"the server did not honour fixed length {wl.max_tokens} (returned {out.min:g}..{out.max:g} tokens)"
                )
                break
    return drift


def _mean_prompt(point: Point) -> float | None:
    if point.prompt_tokens_total is None or not point.requests:
        return None
    return point.prompt_tokens_total / point.requests


def _prompt_drift(old: Record, new: Record) -> list[str]:
    """Prompt length per shared point; a few tokens either way on short prompts is not drift."""
    fresh = {p.concurrency: _mean_prompt(p) for p in new.points or []}
    for point in old.points or []:
        before, now = _mean_prompt(point), fresh.get(point.concurrency)
        if before and now and abs(now - before) > max(16.0, 0.25 * before):
            where = f"at concurrency {point.concurrency}"
            return [f"prompts are {now:.0f} tokens now {where}, the record says {before:.0f}"]
    return []


def render_table(verdicts: list[PointVerdict]) -> str:
    head = (
        f"{'concurrency':>11}  {'recorded':>10}  {'measured':>10}  {'change':>7}  {'p95 rec':>8}  {'p95 now':>8}  "
        "verdict"
    )
    lines = [head]
    for v in verdicts:
        lines.append(
            f"{_fmt(v.concurrency, 'd'):>11}  {_fmt(v.recorded_tok_s, '.1f'):>10}  "
            f"{_fmt(v.measured_tok_s, '.1f'):>10}  "
            f"{_fmt(None if v.change is None else v.change * 100, '+.0f', '%'):>7}  "
            f"{_fmt(v.recorded_p95_s, '.2f', 's'):>8}  {_fmt(v.measured_p95_s, '.2f', 's'):>8}  {v.verdict}: {v.reason}"
        )
    return "\n".join(lines)


def _fmt(value: float | int | None, spec: str, unit: str = "") -> str:
    return "-" if value is None else format(value, spec) + unit
