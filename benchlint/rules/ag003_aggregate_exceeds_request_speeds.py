"""AG003 aggregate-exceeds-request-speeds."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import fmt, per_request_sum, where


class AggregateExceedsRequestSpeeds(Rule):
    """An aggregate faster than all in-flight requests decoding at once.

    ## What it does
    Flags a point whose reported aggregate (or total output / wall when none is reported)
    is above concurrency x mean per-request decode speed by more than `tolerance`
    (default 2%).

    ## Why is this bad?
    N requests in flight, each writing at its own speed, cannot together write faster than
    the sum of those speeds: aggregate <= sum of per-request decode speeds, always. An
    honest 8-way code run sits below it (606.1 against 8 x 79.45 = 635.6). A figure
    above it was inflated, mislabelled (prompt tokens counted as output), or measured on a
    different run than its per-request numbers.

    ## Example
    ```yaml
    # 606.1 tok/s from 8 requests decoding at 60 tok/s each (at most 480)
    points:
      - concurrency: 8
        aggregate_tok_s: 606.1
        per_request_decode_tok_s: {mean: 60.0}
    ```

    ## Use instead
    ```yaml
    points:
      - concurrency: 8
        aggregate_tok_s: 606.1
        per_request_decode_tok_s: {mean: 79.45}
    ```
    """

    code = "AG003"
    name = "aggregate-exceeds-request-speeds"
    summary = "The aggregate is above the sum of the per-request decode speeds"
    declared_options = (
        Option(
            "tolerance",
            "float",
            0.02,
            "How far (relative) the aggregate may exceed the sum of per-request speeds.",
        ),
    )

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        tolerance = float(self.options["tolerance"])
        for index, point in enumerate(subject.record.points or []):
            ceiling = per_request_sum(point)
            aggregate = point.aggregate_tok_s
            field = "aggregate_tok_s"
            if aggregate is None and point.output_tokens_total is not None and point.wall_s:
                aggregate, field = point.output_tokens_total / point.wall_s, "output_tokens_total"
            if ceiling is None or aggregate is None or aggregate <= ceiling * (1 + tolerance):
                continue
            decode = point.per_request_decode_tok_s.mean if point.per_request_decode_tok_s else 0.0
            # a zero ceiling (requests decoding at 0 tok/s) has no ratio; the excess still stands
            ratio = f" ({aggregate / ceiling:.2f}x)" if ceiling > 0 else ""
            yield Violation(
                f"at {where(point)}, the aggregate {fmt(aggregate)} tok/s exceeds what {point.concurrency} requests "
                f"can write at their own speeds: {point.concurrency} x {fmt(decode or 0)} = {fmt(ceiling)} tok/s"
                f"{ratio}; no honest measurement gives that",
                json_path=f"$.points[{index}].{field}",
            )
