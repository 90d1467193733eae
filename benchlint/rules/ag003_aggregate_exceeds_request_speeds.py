"""AG003 aggregate-exceeds-request-speeds."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import fmt, per_request_sum, token_weighted_ceiling, where


class AggregateExceedsRequestSpeeds(Rule):
    """An aggregate faster than all in-flight requests decoding at once.

    ## What it does
    Flags a point whose reported aggregate (or total output / wall when none is reported)
    is above concurrency x mean per-request decode speed by more than `tolerance`
    (default 2%). When the point's requests wrote lengths that differ by more than
    `length_spread` (default 10%, min to max), the ceiling is the larger of that and
    concurrency x total output / summed request time (requests x mean latency), provided
    that speed is not above the fastest request's (then the per-request figures are wrong).

    ## Why is this bad?
    N requests in flight, each writing at its own speed, cannot together write faster than
    the sum of those speeds: aggregate <= sum of per-request decode speeds, always. An
    honest 8-way code run sits below it (606.1 against 8 x 79.45 = 635.6). A figure
    above it was inflated, mislabelled (prompt tokens counted as output), or measured on a
    different run than its per-request numbers.

    The mean of per-request speeds is a mean of ratios. When lengths differ (a natural
    stop), short requests that are mostly TTFT pull it below the token-weighted speed the
    aggregate follows: an honest GuideLLM natural-stop run at concurrency 1 wrote 27.89
    tok/s against a 26.92 mean per request, and 554 tokens in 7 x 2.83 s of requests
    (27.97 tok/s). At most N in flight means summed request time <= N x wall, so that
    bound holds for every honest aggregate.

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
        Option(
            "length_spread",
            "float",
            0.1,
            "Spread of request lengths (min to max, relative) above which the token-weighted ceiling is also accepted.",
        ),
    )

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        tolerance = float(self.options["tolerance"])
        for index, point in enumerate(subject.record.points or []):
            ceiling = per_request_sum(point)
            weighted = token_weighted_ceiling(point, float(self.options["length_spread"]), tolerance)
            by_tokens = ceiling is not None and weighted is not None and weighted > ceiling
            if by_tokens:
                ceiling = weighted
            aggregate = point.aggregate_tok_s
            field = "aggregate_tok_s"
            if aggregate is None and point.output_tokens_total is not None and point.wall_s:
                aggregate, field = point.output_tokens_total / point.wall_s, "output_tokens_total"
            if ceiling is None or aggregate is None or aggregate <= ceiling * (1 + tolerance):
                continue
            decode = point.per_request_decode_tok_s.mean if point.per_request_decode_tok_s else 0.0
            # a zero ceiling (requests decoding at 0 tok/s) has no ratio; the excess still stands
            ratio = f" ({aggregate / ceiling:.2f}x)" if ceiling > 0 else ""
            speed = "the requests' token-weighted speed" if by_tokens else f"{fmt(decode or 0)}"
            who = (
                "request can write at its own speed"
                if point.concurrency == 1
                else "requests can write at their own speeds"
            )
            yield Violation(
                f"at {where(point)}, the aggregate {fmt(aggregate)} tok/s exceeds what {point.concurrency} {who}"
                f": {point.concurrency} x {speed} = {fmt(ceiling)} tok/s"
                f"{ratio}; no honest measurement gives that",
                json_path=f"$.points[{index}].{field}",
            )
