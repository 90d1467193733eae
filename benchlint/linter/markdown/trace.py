"""Trace claims to linked records: fill the operating point, keep what CL001 and CL002 judge.

For a claim in a document that links records, the claim's evidence (``Claim.evidence.link``)
gets the records' candidate numbers (a point's aggregate, per-request speed, TTFT, request
rate, a speedup between the linked points), the point selector and whether it found a point,
and the record or point the claim resolved to. A claim resolves to the point holding its
number at the rounding its text shows ("401" is 401.3; "~400" is within 5%), else to the
selected point, else to the only linked record, and takes that operating point as stated.
Whether the claim is traceable (CL001) or contradicts its record (CL002) the rules decide.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from benchlint.linter.claim import FieldFact, Link, LinkedPoint, LinkedValue
from benchlint.linter.markdown.gather import Located
from benchlint.linter.markdown.numbers import decimals
from benchlint.linter.rule import RecordSubject
from benchlint.schema.model import Point, Record


@dataclass(eq=False)
class _Value:
    value: float
    label: str
    record: Record
    point: Point | None


@dataclass(eq=False)
class Linked:
    subjects: list[RecordSubject]
    point: dict[str, str]
    """Point selector from a comment, e.g. {"concurrency": "8"}."""
    source: str
    values: dict[str, tuple[list[_Value], list[LinkedValue]]] = field(default_factory=dict)
    """Claim kind -> the linked numbers, built once and shared by every claim the link covers."""


#: Which linked point a claim resolves to, for its operating point: its number within half a
#: unit of its last shown digit, 5% when marked approximate, 0.005 on a percentage's ratio.
#: CL001 and CL002 judge with their own options, whose defaults are these.
RESOLVE_LAST_DIGIT = 0.5
RESOLVE_APPROX = 0.05
RESOLVE_PERCENT = 0.005


def trace(located: Located, linked: Linked) -> None:
    claim = located.claim
    if not linked.subjects:
        return
    selected = _select(linked)
    link = claim.evidence.link = _link(located, linked)
    if linked.point and not selected:
        link.selector_found = False
        return
    if claim.kind not in linked.values:
        found_values = list(_values(linked.subjects, selected, claim.kind))
        linked.values[claim.kind] = (found_values, [LinkedValue(v.value, v.label) for v in found_values])
    values, link.values = linked.values[claim.kind]
    found = None if math.isnan(claim.value) else link.match(RESOLVE_LAST_DIGIT, RESOLVE_APPROX, RESOLVE_PERCENT)
    match = values[link.values.index(found)] if found is not None else None
    record = match.record if match else (selected[0][0] if selected else _only_record(linked.subjects))
    point = match.point if match else (selected[0][1] if selected else None)
    if record is None:
        return
    link.resolved = _resolved(record, point)
    _fill(located, record, point)


def _link(located: Located, linked: Linked) -> Link:
    """What the claim says, to be looked for among the linked numbers."""
    candidate = located.candidate
    targets = [candidate.ratio] if candidate.unit == "%" and candidate.ratio else [candidate.value]
    if candidate.high:
        targets.append(candidate.high)
    return Link(
        source=linked.source,
        selector=_selector(linked),
        targets=[t for t in targets if t is not None],
        places=decimals(_digits(candidate.text)),
        approx=candidate.approx,
        percent=candidate.unit == "%",
    )


def _resolved(record: Record, point: Point | None) -> LinkedPoint:
    gpus = record.system.gpus if record.system else None
    prompt = record.workload.prompt_tokens if record.workload else None
    spec = record.speculative_decoding
    return LinkedPoint(
        concurrency=point.concurrency if point is not None else None,
        gpus=gpus.count if gpus else None,
        prompt_tokens=(prompt.mean or prompt.p50) if prompt else None,
        spec_enabled=spec.enabled if spec is not None else None,
    )


def _select(linked: Linked) -> list[tuple[Record, Point]]:
    chosen: list[tuple[Record, Point]] = []
    for subject in linked.subjects:
        for point in subject.record.points or []:
            if all(
                str(getattr(point, key, None)) in (value, _float_text(value)) for key, value in linked.point.items()
            ):
                chosen.append((subject.record, point))
    return chosen if linked.point else []


def _float_text(value: str) -> str:
    try:
        return str(float(value))
    except ValueError:
        return value


def _selector(linked: Linked) -> str:
    return " ".join(f"{k}={v}" for k, v in linked.point.items())


def _only_record(subjects: Sequence[RecordSubject]) -> Record | None:
    return subjects[0].record if len(subjects) == 1 else None


def _values(subjects: Sequence[RecordSubject], selected: list[tuple[Record, Point]], kind: str) -> Iterator[_Value]:
    pairs = selected or [(s.record, p) for s in subjects for p in (s.record.points or [])]
    aggregates: list[tuple[float, Record, Point]] = []
    for record, point in pairs:
        if point.aggregate_tok_s is not None:
            aggregates.append((point.aggregate_tok_s, record, point))
            yield _Value(point.aggregate_tok_s, "aggregate tok/s", record, point)
        if point.output_tokens_total and point.wall_s:
            yield _Value(point.output_tokens_total / point.wall_s, "total output / wall tok/s", record, point)
        if point.requests and point.wall_s:
            yield _Value(point.requests / point.wall_s, "requests/s", record, point)
        if point.prefill_tok_s:
            yield _Value(point.prefill_tok_s, "prefill tok/s", record, point)
        for name, stats, scale in (
            ("per-request decode tok/s", point.per_request_decode_tok_s, 1.0),
            ("TTFT ms", point.ttft_s, 1000.0),
            ("TTFT s", point.ttft_s, 1.0),
            ("latency s", point.latency_s, 1.0),
        ):
            if stats is None:
                continue
            for stat in ("mean", "p50", "p90", "p95", "p99"):
                value = getattr(stats, stat)
                if value is not None:
                    yield _Value(value * scale, f"{name} {stat}", record, point)
    for subject in subjects:
        if subject.record.speedup is not None:
            yield _Value(subject.record.speedup, "speedup", subject.record, None)
    if kind == "speedup":
        for a, record_a, point_a in aggregates:
            for b, _, _ in aggregates:
                if a != b and b > 0:
                    yield _Value(a / b, "ratio of aggregates", record_a, point_a)


def _digits(text: str) -> str:
    out = []
    for ch in text.lstrip("~≈ "):
        if ch.isdigit() or ch in ".,":
            out.append(ch)
        elif out:
            break
    return "".join(out).replace(",", "")


def _fill(located: Located, record: Record, point: Point | None) -> None:
    """Operating-point facts from a linked record count as stated."""
    claim = located.claim
    workload = record.workload
    found: dict[str, str | None] = {
        "concurrency": f"concurrency {point.concurrency}" if point and point.concurrency else None,
        "stop_rule": (workload.stop_rule or ("ignore_eos" if workload.ignore_eos else None)) if workload else None,
        "prompt_length": "prompt_tokens" if workload and workload.prompt_tokens else None,
        "content_type": (workload.dataset or workload.content_type) if workload else None,
        "spec_decoding": ("on" if record.speculative_decoding.enabled else "off")
        if record.speculative_decoding
        else None,
        "gpu_count": None,
        "aggregation": record.aggregation,
    }
    gpus = record.system.gpus if record.system else None
    if gpus and gpus.count and gpus.type:
        found["gpu_count"] = f"{gpus.count}x {gpus.type}"
    for name, value in found.items():
        if value and claim.state(name) != "stated":
            claim.facts[name] = FieldFact("stated", "record", str(value))
    if claim.state("concurrency") == "stated":
        claim.assumed_single_stream = False
    # A sweep in the record is the claim's curve, even if the doc shows one point (CV001).
    claim.evidence.record_levels = len({p.concurrency for p in record.points or [] if p.concurrency})
