"""The canonical operating-point citation of a record point (``benchlint describe``).

One Markdown sentence an author pastes under a claim, stating every field the OP rules ask
for in words the claim reader understands, or YAML front matter that makes them the
document's defaults. A field the record does not hold is said to be not recorded: the
citation never invents a fact, so the claim under it still draws that field's finding.
"""

from __future__ import annotations

from dataclasses import dataclass

from benchlint.linter.findings import Finding
from benchlint.schema import model as m

AGGREGATION_WORDS = {
    "total_output_over_wall": "total output tokens / wall",
    "total_tokens_over_wall": "total prompt and output tokens / wall",
    "sum_of_per_request": "sum of per-request speeds",
    "mean_of_per_request": "mean of per-request speeds",
    "mean_times_concurrency": "mean per-request speed x concurrency",
    "median_of_per_request": "median of per-request speeds",
    "mean_of_repetition_rates": "mean of per-repetition rates",
    "other": "aggregation: other",
}


class DescribeError(ValueError):
    """The record or point asked for is not there: a usage error."""


@dataclass(frozen=True)
class Citation:
    """Each operating-point field as words (None when the record does not hold it)."""

    figure: str | None
    concurrency: str | None
    stop_rule: str | None
    prompt_length: str | None
    content_type: str | None
    spec_decoding: str | None
    gpu_count: str | None
    aggregation: str | None
    repeats: str | None

    def missing(self) -> list[str]:
        """The operating-point fields the record does not hold, in words."""
        names = {
            "concurrency": "load level (concurrency or request rate)",
            "stop_rule": "stop rule",
            "prompt_length": "prompt length",
            "content_type": "content type",
            "spec_decoding": "speculative decoding state",
            "gpu_count": "GPU count",
            "aggregation": "aggregation method",
        }
        return [words for name, words in names.items() if getattr(self, name) is None]

    def sentence(self) -> str:
        """What the record holds, as one sentence; what it lacks, in a comment after it (the
        comment is for the author: the claim still draws a finding for each missing field)."""
        figure = self.figure or "this point"
        parts = [f"{figure} aggregate ({self.aggregation})" if self.aggregation else figure]
        fields = (self.concurrency, self.stop_rule, self.prompt_length, self.content_type, self.spec_decoding)
        parts += [value for value in (*fields, self.gpu_count, self.repeats) if value]
        text = "Measured at: " + ", ".join(parts) + "."
        missing = self.missing()
        if missing:
            text += f" <!-- benchlint describe: the record does not hold the {', '.join(missing)} -->"
        return text

    def front_matter(self) -> str:
        fields = {
            "concurrency": self.concurrency,
            "stop_rule": self.stop_rule,
            "prompt_length": self.prompt_length,
            "content_type": self.content_type,
            "spec_decoding": self.spec_decoding,
            "gpu_count": self.gpu_count,
            "aggregation": self.aggregation,
        }
        lines = ["---", "benchlint:", "  defaults:"]
        for key, value in fields.items():
            if value is not None:
                escaped = value.replace("\\", "\\\\").replace('"', '\\"')
                lines.append(f'    {key}: "{escaped}"')
        return "\n".join([*lines, "---"]) + "\n"


def _number(value: float) -> str:
    return f"{value:,.1f}" if abs(value) < 1e15 else f"{value:.3g}"


def _count(value: float) -> str:
    return f"{round(value):,}" if abs(value) < 1e15 else f"{value:.3g}"


def _stop_rule(workload: m.Workload | None) -> str | None:
    if workload is None or workload.stop_rule is None:
        return None
    if workload.stop_rule == "fixed_length":
        length = workload.max_tokens or workload.min_tokens
        return f"fixed length of {length:,} output tokens" if length else "fixed output length"
    cap = f" (max_tokens {workload.max_tokens:,})" if workload.max_tokens else ""
    return f"natural stop{cap}"


def _prompt(workload: m.Workload | None) -> str | None:
    if workload is None or workload.prompt_tokens is None:
        return None
    stats = workload.prompt_tokens
    typical = stats.mean if stats.mean is not None else stats.p50
    if typical is None:
        return None
    return (
        f"prompts of {_count(typical)} tokens on average"
        if stats.mean is not None
        else (f"prompts of {_count(typical)} tokens (median)")
    )


#: content types in the words documents use for them
CONTENT_WORDS = {
    "code": "code content",
    "prose": "prose content",
    "json": "JSON output",
    "chat": "chat conversations",
    "qa": "question-answering (QA) prompts",
    "mixed": "mixed content",
    "random": "random tokens",
}


def _content(workload: m.Workload | None) -> str | None:
    if workload is None or workload.content_type is None:
        return None
    if workload.content_type == "dataset" and workload.dataset:
        return f"{workload.dataset} dataset"
    words = CONTENT_WORDS.get(workload.content_type, workload.content_type)
    if workload.dataset and workload.dataset.lower() != workload.content_type:
        return f"{words} ({workload.dataset} dataset)"
    return words


def _speculation(record: m.Record, point: m.Point) -> str | None:
    spec = record.speculative_decoding
    if spec is None:
        return None
    if not spec.enabled:
        return "speculative decoding off"
    details = [d for d in (spec.method, spec.draft_model and f"draft {spec.draft_model}") if d]
    if spec.num_speculative_tokens:
        details.append(f"{spec.num_speculative_tokens} tokens")
    acceptance = point.acceptance_rate if point.acceptance_rate is not None else spec.acceptance_rate
    if acceptance is not None:
        details.append(f"acceptance {acceptance * 100:.1f}%")
    return "speculative decoding on" + (f" ({', '.join(details)})" if details else "")


def _gpus(system: m.System | None) -> str | None:
    if system is None or system.gpus is None or system.gpus.count is None:
        return None
    count, kind = system.gpus.count, system.gpus.type
    if count == 0:
        return "CPU only (0 GPUs)"
    noun = "GPU" if count == 1 else "GPUs"
    return f"{count} {noun}" + (f" ({kind})" if kind else "")


def _load(point: m.Point) -> str | None:
    if point.concurrency is not None:
        return f"{point.concurrency} concurrent request{'s' if point.concurrency != 1 else ''}"
    if point.request_rate is not None:
        return f"request rate {point.request_rate:g}/s"
    return None


def _repeats(record: m.Record, point: m.Point) -> str | None:
    runs = len(point.repeat_aggregates_tok_s or []) or record.repeats
    if runs is None:
        return None
    return "measured once" if runs == 1 else f"measured {runs} times"


def cite(record: m.Record, point: m.Point) -> Citation:
    aggregate = point.aggregate_tok_s
    return Citation(
        figure=f"{_number(aggregate)} tok/s" if aggregate is not None else None,
        concurrency=_load(point),
        stop_rule=_stop_rule(record.workload),
        prompt_length=_prompt(record.workload),
        content_type=_content(record.workload),
        spec_decoding=_speculation(record, point),
        gpu_count=_gpus(record.system),
        aggregation=AGGREGATION_WORDS.get(record.aggregation) if record.aggregation else None,
        repeats=_repeats(record, point),
    )


def _describe_point(point: m.Point) -> str:
    return _load(point) or point.label or "a point with no load level"


def select_point(record: m.Record, selector: str | None) -> m.Point:
    """The point named by ``concurrency=8`` (or ``request_rate=2``, ``label=...``); the only point
    when there is one."""
    points = record.points or []
    if not points:
        raise DescribeError("the record has no points")
    if selector is None:
        if len(points) == 1:
            return points[0]
        choices = ", ".join(_describe_point(p) for p in points)
        raise DescribeError(f"the record has {len(points)} points ({choices}): choose one with --point concurrency=N")
    key, sep, wanted = selector.partition("=")
    key = key.strip().replace("-", "_")
    if not sep or key not in ("concurrency", "request_rate", "label"):
        raise DescribeError(f"--point {selector!r}: use concurrency=N, request_rate=R or label=TEXT")
    for point in points:
        value = getattr(point, key)
        if value is None:
            continue
        if key == "label" and value == wanted.strip():
            return point
        if key != "label":
            try:
                if float(value) == float(wanted):
                    return point
            except ValueError:
                raise DescribeError(f"--point {selector!r}: {wanted!r} is not a number") from None
    raise DescribeError(f"no point with {key} {wanted.strip()} (points: {', '.join(map(_describe_point, points))})")


def problems_of(findings: list[Finding]) -> list[str]:
    """Schema or parse problems that stop a record from being described."""
    return [f"{f.path}:{f.line}:{f.col}: {f.code} {f.message}" for f in findings if f.code.startswith("SC")]
