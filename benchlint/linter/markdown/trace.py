"""Trace claims to linked records: fill the operating point, flag CL001 and CL002.

A claim is traceable when its number is in a linked record (a point's aggregate,
per-request speed, TTFT, request rate, or a speedup between the linked points), within
the rounding its text shows ("401" matches 401.3; "~400" matches within 5%). A
traceable claim takes the record's operating point as stated. It contradicts the record
when the doc states a different operating point than the matched point's, or when a
``point=`` selector names a point whose numbers disagree with the doc.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from benchlint.linter.claim import FieldFact
from benchlint.linter.markdown.gather import Located
from benchlint.linter.markdown.numbers import decimals
from benchlint.linter.rule import RecordSubject
from benchlint.schema.model import Point, Record


@dataclass(eq=False)
class Linked:
    subjects: list[RecordSubject]
    point: dict[str, str]
    """Point selector from a comment, e.g. {"concurrency": "8"}."""
    source: str


@dataclass(eq=False)
class _Value:
    value: float
    label: str
    record: Record
    point: Point | None


def trace(located: Located, linked: Linked) -> None:
    claim = located.claim
    if not linked.subjects:
        return
    selected = _select(linked)
    if linked.point and not selected:
        _flag(located, "not_traceable", f"no point with {_selector(linked)} in {linked.source}")
        return
    values = list(_values(linked.subjects, selected, claim.kind))
    match = None if math.isnan(claim.value) else _match(located, values)
    if not math.isnan(claim.value) and match is None:
        if selected:
            shown = ", ".join(f"{v.label} {v.value:g}" for v in values[:3]) or "no comparable figure"
            _flag(
                located,
                "contradicts_record",
                f"the doc says {claim.text} but the point with {_selector(linked)} has {shown}",
            )
        else:
            _flag(located, "not_traceable", f"{claim.text} is in no linked record ({linked.source})")
    record = match.record if match else (selected[0][0] if selected else _only_record(linked.subjects))
    point = match.point if match else (selected[0][1] if selected else None)
    if record is None:
        return
    _contradictions(located, record, point, linked)
    _fill(located, record, point)


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


def _match(located: Located, values: list[_Value]) -> _Value | None:
    candidate = located.candidate
    targets = [candidate.ratio] if candidate.unit == "%" and candidate.ratio else [candidate.value]
    if candidate.high:
        targets.append(candidate.high)
    places = decimals(_digits(candidate.text))
    tolerance = 0.5 * 10**-places + 1e-9
    for value in values:
        for target in targets:
            if target is None:
                continue
            if candidate.approx and abs(value.value - target) <= 0.05 * abs(target):
                return value
            if candidate.unit == "%" and abs(value.value - target) <= 0.005 + 1e-9:
                return value
            if abs(value.value - target) <= tolerance:
                return value
    return None


def _digits(text: str) -> str:
    out = []
    for ch in text.lstrip("~≈ "):
        if ch.isdigit() or ch in ".,":
            out.append(ch)
        elif out:
            break
    return "".join(out).replace(",", "")


def _contradictions(located: Located, record: Record, point: Point | None, linked: Linked) -> None:
    numbers = located.numbers
    problems: list[str] = []
    doc_concurrency = numbers.concurrency  # the claim's own words, not a heading's range
    if (
        point is not None
        and point.concurrency
        and isinstance(doc_concurrency, set)
        and doc_concurrency
        and (point.concurrency not in doc_concurrency)
    ):
        problems.append(f"concurrency {sorted(doc_concurrency)[0]} in the doc, {point.concurrency} in the record")
    gpus = record.system.gpus if record.system else None
    doc_gpus = numbers.gpu_total
    if gpus and gpus.count and doc_gpus is not None and doc_gpus != gpus.count:
        problems.append(f"{doc_gpus} GPU(s) in the doc, {gpus.count} in the record")
    prompt = record.workload.prompt_tokens if record.workload else None
    doc_prompt = numbers.prompt_tokens
    record_prompt = (prompt.mean or prompt.p50) if prompt else None
    if (
        isinstance(doc_prompt, float)
        and doc_prompt > 0
        and record_prompt
        and abs(doc_prompt - record_prompt) > 0.05 * record_prompt
    ):
        problems.append(f"prompt {doc_prompt:g} tokens in the doc, {record_prompt:g} in the record")
    spec = record.speculative_decoding
    doc_spec = numbers.spec_on
    if spec is not None and doc_spec is not None and doc_spec != spec.enabled:
        said, recorded = ("on" if doc_spec else "off"), ("on" if spec.enabled else "off")
        problems.append(f"speculative decoding {said} in the doc, {recorded} in the record")
    if problems:
        _flag(located, "contradicts_record", f"{'; '.join(problems)} ({linked.source})")


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


def _flag(located: Located, flag: str, detail: str) -> None:
    located.claim.flags.add(flag)
    located.claim.details[flag] = detail
