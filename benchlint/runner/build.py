"""Turn a finished (or interrupted) sweep into a typed Record.

Only measured or sent values go in. What the server did not report stays None, so the
linter can say it is unknown (DESIGN.md: "Unknown is a value").
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import math
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from benchlint import __version__
from benchlint.runner.client import RequestResult
from benchlint.runner.server import Observation, ServerInfo
from benchlint.runner.sweep import LevelResult, SweepOutcome, SweepPlan
from benchlint.schema import SCHEMA_ID
from benchlint.schema import model as m


@dataclass(slots=True)
class RunFacts:
    """What the user chose or stated for this run, beside the plan itself."""

    title: str | None = None
    content_type: str | None = None
    language: str | None = None
    command: str | None = None
    prefill_tok_s: float | None = None
    prefill_prompt_tokens: int | None = None
    gpu_count: int | None = None
    gpu_type: str | None = None
    hardware: str | None = None
    derived_from: str | None = None
    record_id: str | None = None
    warnings: list[str] = field(default_factory=list)


def stats(values: Iterable[float | None]) -> m.Stats | None:
    """The measured values' summary (benchlint.stats.summary: the schema's definition), rounded."""
    from benchlint.stats import summary

    data = [float(v) for v in values if v is not None and math.isfinite(v)]
    if not data:
        return None
    return m.Stats(**{name: _r(value) for name, value in summary(data).items()})


def _r(value: float) -> float:
    return round(value, 6)


def _group(levels: Sequence[LevelResult]) -> dict[int, list[LevelResult]]:
    groups: dict[int, list[LevelResult]] = {}
    for level in levels:
        if level.wall_s is not None and level.wall_s > 0:
            groups.setdefault(level.concurrency, []).append(level)
    return groups


def build_point(concurrency: int, levels: Sequence[LevelResult], plan: SweepPlan, facts: RunFacts) -> m.Point:
    results = [r for level in levels for r in level.results]
    done = [r for r in results if r.ok]
    walls = [level.wall_s or 0.0 for level in levels]
    wall = sum(walls)
    output_total = sum(r.output_tokens or 0 for r in done)
    prompt_counts = [r.prompt_tokens for r in done]
    point = m.Point(
        concurrency=concurrency,
        requests=len(done),
        failed_requests=len(results) - len(done),
        failures_included=False,
        warmup_requests=sum(len(level.warmup) for level in levels),
        wall_s=_r(wall),
        output_tokens_total=output_total,
        prompt_tokens_total=sum(c for c in prompt_counts if c is not None)
        if done and all(c is not None for c in prompt_counts)
        else None,
        output_tokens=stats(r.output_tokens for r in done),
        aggregate_tok_s=_r(output_total / wall),
        per_request_decode_tok_s=stats(r.decode_tok_s for r in done),
        ttft_s=stats(r.ttft_s for r in done),
        latency_s=stats(r.latency_s for r in done),
        achieved_concurrency=_r(sum(r.latency_s for r in results) / wall),
        prefill_tok_s=_r(facts.prefill_tok_s) if facts.prefill_tok_s else None,
        acceptance_rate=_acceptance(done, [lv.observation for lv in levels]),
        server=_observed(levels),
    )
    if len(levels) > 1:
        point.repeat_aggregates_tok_s = [_r(lv.output_tokens / (lv.wall_s or math.inf)) for lv in levels]
    if any(level.interrupted for level in levels):
        point.label = "partial: interrupted"
    return point


def _acceptance(done: Sequence[RequestResult], observations: Sequence[Observation | None]) -> float | None:
    drafted = sum(r.draft_tokens or 0 for r in done)
    if drafted > 0:
        return _r(min(1.0, sum(r.accepted_tokens or 0 for r in done) / drafted))
    metric_drafted = sum(o.draft_tokens or 0 for o in observations if o is not None)
    if metric_drafted > 0:
        accepted = sum(o.accepted_tokens or 0 for o in observations if o is not None)
        return _r(min(1.0, accepted / metric_drafted))
    return None


def _observed(levels: Sequence[LevelResult]) -> m.ServerObservation | None:
    obs = [level.observation for level in levels if level.observation is not None]
    running = [o.running_max for o in obs if o.running_max is not None]
    running += [float(o.busy_slots_max) for o in obs if o.busy_slots_max is not None]
    waiting = [o.waiting_max for o in obs if o.waiting_max is not None]
    active = [o.speculation_active for o in obs if o.speculation_active is not None]
    drafted = [r.draft_tokens for level in levels for r in level.completed if r.draft_tokens is not None]
    if drafted:
        active.append(sum(drafted) > 0)
    if not (running or waiting or active):
        return None
    return m.ServerObservation(
        running_max=max(running) if running else None,
        waiting_max=max(waiting) if waiting else None,
        speculation_active=any(active) if active else None,
    )


def build_speculation(outcome: SweepOutcome, info: ServerInfo) -> m.SpeculativeDecoding | None:
    """On/off from the server (/slots), confirmed by drafted tokens; None when nothing says."""
    done = [r for level in outcome.levels for r in level.completed]
    drafted = sum(r.draft_tokens or 0 for r in done)
    accepted = sum(r.accepted_tokens or 0 for r in done)
    if drafted == 0:
        obs = [lv.observation for lv in outcome.levels if lv.observation is not None]
        drafted = int(sum(o.draft_tokens or 0 for o in obs))
        accepted = int(sum(o.accepted_tokens or 0 for o in obs))
    if drafted > 0:
        enabled = True
    elif info.slots_speculative is not None:
        enabled = info.slots_speculative
    else:
        return None
    spec = m.SpeculativeDecoding(enabled=enabled)
    if enabled:
        spec.method = info.spec_method
        spec.num_speculative_tokens = info.spec_draft_max
        spec.draft_model = info.draft_model
        if drafted > 0:
            spec.draft_tokens, spec.accepted_tokens = drafted, accepted
            spec.acceptance_rate = _r(min(1.0, accepted / drafted))
    return spec


def build_record(outcome: SweepOutcome, plan: SweepPlan, info: ServerInfo, facts: RunFacts) -> m.Record:
    groups = _group(outcome.levels)
    points = [build_point(c, levels, plan, facts) for c, levels in groups.items()]
    done = [r for level in outcome.levels for r in level.completed]
    gpus = None
    if facts.gpu_count is not None or facts.gpu_type is not None:
        gpus = m.GPUs(count=facts.gpu_count, type=facts.gpu_type)
    system = m.System(
        model=info.model,
        engine=info.engine,
        engine_version=info.engine_version,
        quantization=info.quantization,
        gpus=gpus,
        max_concurrent_sequences=m.ServingCap(value=info.total_slots, source="process") if info.total_slots else None,
        hardware=facts.hardware,
    )
    workload = m.Workload(
        prompt_tokens=stats(r.prompt_tokens for r in done),
        stop_rule="fixed_length" if plan.fixed_length else "natural",
        max_tokens=plan.max_tokens,
        min_tokens=plan.max_tokens if plan.fixed_length else None,
        ignore_eos=plan.fixed_length,
        content_type=facts.content_type,  # type: ignore[arg-type]
        language=facts.language,
        temperature=plan.temperature,
        identical_prompts=len(set(plan.prompts)) == 1,
    )
    record = m.Record(
        schema=SCHEMA_ID,
        id=facts.record_id,
        title=facts.title,
        system=system,
        workload=workload,
        speculative_decoding=build_speculation(outcome, info),
        aggregation="total_output_over_wall",
        points=points or None,
        repeats=plan.repeats,
        provenance=m.Provenance(
            tool="benchlint",
            tool_version=__version__,
            command=facts.command,
            date=_dt.datetime.now(_dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
            derived_from=facts.derived_from,
        ),
        notes=_notes(outcome, plan, facts) or None,
    )
    redact_strings(record, plan.redactor.redact)
    return record


def redact_strings(node: object, redact: Callable[[str], str]) -> None:
    """Pass every string field of a record (nested dataclasses and lists) through ``redact``.

    Server-reported names (model, build, quantization) and notes all end up here, so an API key
    a server echoed anywhere is removed from the record as a whole, whichever field holds it.
    """
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return
    for f in dataclasses.fields(node):
        value = getattr(node, f.name)
        if isinstance(value, str):
            setattr(node, f.name, redact(value))
        elif isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, str):
                    value[i] = redact(item)
                else:
                    redact_strings(item, redact)
        else:
            redact_strings(value, redact)


def check_fixed_length(outcome: SweepOutcome, plan: SweepPlan) -> str | None:
    """A server that ignored ignore_eos/min_tokens is reported, not trusted."""
    if not plan.fixed_length or plan.max_tokens is None:
        return None
    done = [r for level in outcome.levels for r in level.completed]
    off = [r.output_tokens for r in done if r.output_tokens != plan.max_tokens]
    if not off:
        return None
    return (
        f"fixed length {plan.max_tokens} was not honoured: {len(off)} of {len(done)} requests returned "
        f"{min(o or 0 for o in off)}..{max(o or 0 for o in off)} tokens (the server ignores ignore_eos/min_tokens?)"
    )


def _notes(outcome: SweepOutcome, plan: SweepPlan, facts: RunFacts) -> str:
    lines: list[str] = []
    done = [r for level in outcome.levels for r in level.completed]
    sources = Counter(r.count_source for r in done)
    if sources:
        lines.append("output token counts from: " + ", ".join(f"{k} {v}" for k, v in sorted(sources.items())))
    lines.extend(_count_disagreements(outcome))
    failures = Counter(_reason(r.error) for level in outcome.levels for r in level.failed)
    if failures:
        lines.append("failed requests: " + "; ".join(f"{n} x {reason}" for reason, n in failures.most_common()))
    sampling = dict.fromkeys(e for lv in outcome.levels if lv.observation for e in lv.observation.errors)
    if sampling:
        lines.append("server sampling failed: " + "; ".join(sampling))
    if facts.prefill_tok_s:
        lines.append(
            f"prefill measured once: {facts.prefill_prompt_tokens} prompt tokens at {facts.prefill_tok_s:.1f} tok/s"
        )
    if outcome.stopped_reason:
        lines.append(f"sweep stopped early: {outcome.stopped_reason}")
    lines.extend(facts.warnings)
    return "\n".join(lines)


def _count_disagreements(outcome: SweepOutcome) -> list[str]:
    """Per point: the requests whose server count was not believed, and which count was used instead."""
    by_point: dict[int, list[RequestResult]] = {}
    for level in outcome.levels:
        for r in level.completed:
            if r.count_disagreement:
                by_point.setdefault(level.concurrency, []).append(r)
    lines = []
    for concurrency, results in by_point.items():
        used = Counter(r.count_source for r in results)
        reasons = Counter(r.count_disagreement for r in results)
        first, n = reasons.most_common(1)[0]
        more = f" (and {len(reasons) - 1} other kinds)" if len(reasons) > 1 else ""
        lines.append(
            f"concurrency {concurrency}: the server's token count disagreed with the stream on "
            f"{len(results)} request(s), counted from "
            + ", ".join(f"{k} {v}" for k, v in sorted(used.items()))
            + f": {n} x {first}{more}"
        )
    return lines


def _reason(error: str | None) -> str:
    """Group failures by kind: drop the details after a colon or in parentheses."""
    text = (error or "unknown").split(" (", 1)[0]
    return text.split(": ", 1)[0] if text.startswith(("cannot connect", "HTTP", "malformed")) else text
