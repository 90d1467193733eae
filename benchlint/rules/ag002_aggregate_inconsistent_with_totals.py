"""AG002 aggregate-inconsistent-with-totals."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.schema.model import PER_REQUEST_AGGREGATIONS
from benchlint.stats import fmt, looks_summed, relative_difference, where


class AggregateInconsistentWithTotals(Rule):
    """The reported aggregate is not the record's own total output / wall.

    ## What it does
    For each point with `aggregate_tok_s`, `output_tokens_total` and `wall_s`, compares the
    reported aggregate with total output tokens / wall (with prompt tokens added when the
    record's `aggregation` is `total_tokens_over_wall`) and flags a gap above `tolerance`
    (default 2%). A record whose `aggregation` is `other` states another method (GuideLLM's
    time-weighted rate), which sits a few percent from total / wall by construction: it is
    held to `other_method_tolerance` (default 10%) instead. A point whose aggregate is the
    per-request sum is left to AG001, so one defect gives one finding. A point that carries
    its repetitions' rates (`repeat_aggregates_tok_s`) and whose record's `aggregation` is
    `mean_of_repetition_rates` (llama-bench's `avg_ts`) is compared with the mean of those
    rates instead: pooled tokens / pooled wall is another statistic whenever the repetitions
    disagree, and that disagreement is RP004's finding, not this one. Under any other label, an
    aggregate equal to the mean of its repetitions' rates is taken as consistent for the same reason.

    ## Why is this bad?
    Aggregate throughput is one division: total output tokens over wall. A reported figure
    that the record's own totals do not reproduce was computed some other way, or copied
    from another run, and nobody can tell which (a stored 343.5 tok/s, cited for months,
    matched no configuration that could be run).

    ## Example
    ```yaml
    # 4096 tokens / 6.76 s = 605.9 tok/s, not 650
    points:
      - concurrency: 8
        output_tokens_total: 4096
        wall_s: 6.76
        aggregate_tok_s: 650.0
    ```

    ## Use instead
    ```yaml
    points:
      - concurrency: 8
        output_tokens_total: 4096
        wall_s: 6.76
        aggregate_tok_s: 606.1
    ```
    """

    code = "AG002"
    name = "aggregate-inconsistent-with-totals"
    summary = "The reported aggregate differs from total output tokens / wall"
    declared_options = (
        Option(
            "tolerance",
            "float",
            0.02,
            "Largest relative gap allowed between the aggregate and total tokens / wall.",
        ),
        Option(
            "summed_match_tolerance",
            "float",
            0.01,
            "Relative gap within which an aggregate is taken as a per-request sum (left to AG001).",
        ),
        Option(
            "other_method_tolerance",
            "float",
            0.1,
            "Largest relative gap allowed when the record's aggregation is 'other'.",
        ),
    )

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        record = subject.record
        if record.aggregation in PER_REQUEST_AGGREGATIONS:
            return  # AG001 reports the method itself
        tolerance = float(self.options["tolerance"])
        if record.aggregation == "other":
            # a stated other method (a time-weighted rate) differs from total / wall by construction
            tolerance = float(self.options["other_method_tolerance"])
        for index, point in enumerate(record.points or []):
            reported = point.aggregate_tok_s
            if reported is None:
                continue
            repeats = point.repeat_aggregates_tok_s or []
            mean = sum(repeats) / len(repeats) if len(repeats) >= 2 else None
            if mean is not None and record.aggregation == "mean_of_repetition_rates":
                gap = relative_difference(reported, mean) if mean else 0.0
                if gap > tolerance:
                    yield Violation(
                        f"at {where(point)}, the reported aggregate {fmt(reported)} tok/s is not the mean "
                        f"of its {len(repeats)} repetitions' rates, {fmt(mean)} tok/s "
                        f"({gap * 100:.1f}% apart, tolerance {tolerance * 100:g}%)",
                        json_path=f"$.points[{index}].aggregate_tok_s",
                    )
                continue
            if mean is not None and relative_difference(reported, mean) <= tolerance:
                continue  # the mean of its repetitions (llama-bench's pp+tg tests, whatever the label)
            if point.output_tokens_total is None or not point.wall_s:
                continue
            tokens, what = point.output_tokens_total, "output tokens"
            if record.aggregation == "total_tokens_over_wall":
                if point.prompt_tokens_total is None:
                    continue
                tokens, what = tokens + point.prompt_tokens_total, "prompt + output tokens"
            honest = tokens / point.wall_s
            if not honest:
                continue
            if looks_summed(point, float(self.options["summed_match_tolerance"]), tolerance):
                continue  # AG001 reports the per-request sum
            gap = relative_difference(reported, honest)
            if gap > tolerance:
                yield Violation(
                    f"at {where(point)}, the reported aggregate {fmt(reported)} tok/s is not "
                    f"{tokens} {what} / {fmt(point.wall_s)} s = {fmt(honest)} tok/s "
                    f"({gap * 100:.1f}% apart, tolerance {tolerance * 100:g}%)",
                    json_path=f"$.points[{index}].aggregate_tok_s",
                )
