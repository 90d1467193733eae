"""AG001 summed-per-request-speeds."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.claim import Claim
from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.schema.model import PER_REQUEST_AGGREGATIONS, Point
from benchlint.stats import fmt, looks_summed, per_request_sum, total_over_wall, where


def summed_arithmetic(point: Point, match_tolerance: float, min_gap: float) -> str | None:
    """The message arithmetic when the reported aggregate is the per-request sum and total/wall is lower."""
    if not looks_summed(point, match_tolerance, min_gap):
        return None
    reported, honest, summed = point.aggregate_tok_s or 0.0, total_over_wall(point) or 1.0, per_request_sum(point)
    decode = point.per_request_decode_tok_s.mean if point.per_request_decode_tok_s else None
    return (
        f"at {where(point)}, the reported aggregate {fmt(reported)} tok/s matches {point.concurrency} x "
        f"{fmt(decode or 0)} tok/s per-request decode = {fmt(summed or 0)}, but total output / wall is "
        f"{point.output_tokens_total} / {fmt(point.wall_s or 0)} s = {fmt(honest)} tok/s "
        f"({reported / honest:.2f}x lower)"
    )


class SummedPerRequestSpeeds(Rule):
    """An aggregate built by adding up (or scaling) each request's own speed.

    ## What it does
    Flags a record whose `aggregation` says the headline was built from per-request speeds
    (`sum_of_per_request`, `mean_of_per_request`, `mean_times_concurrency`,
    `median_of_per_request`), and a point whose reported `aggregate_tok_s` matches
    concurrency x mean per-request decode speed (within `match_tolerance`, default 1%) while
    `output_tokens_total / wall_s` is lower by more than `min_gap` (default 2%); a point at
    concurrency 1 has nothing to sum (its gap is the idle time between requests). Also flags
    a Markdown claim that builds an aggregate from per-request speeds: its clause says so
    ("sum of per-request speeds"), or its figure equals the stated concurrency times a
    per-request speed in the same clause within `claim_tolerance` (default 4%).

    ## Why is this bad?
    Each request's own decode speed leaves out the time it waited in a queue. A
    16-way prose run on a server that admits 8 at a time: the sum of per-request speeds was
    840.1 tok/s, total output over wall was 401.3 tok/s, 2.09x apart. The real llmperf
    file in the corpus shows the same trap: 5 x 184.2 = 920.8 against 441.8. Only total
    output / wall is an aggregate.

    ## Example
    ```yaml
    # 16 x 52.51 = 840.1 tok/s reported; 8192 tokens / 20.41 s = 401.3 tok/s
    points:
      - concurrency: 16
        requests: 16
        output_tokens_total: 8192
        wall_s: 20.41
        aggregate_tok_s: 840.1
        per_request_decode_tok_s: {mean: 52.51}
    ```

    ## Use instead
    ```yaml
    aggregation: total_output_over_wall
    points:
      - concurrency: 16
        requests: 16
        output_tokens_total: 8192
        wall_s: 20.41
        aggregate_tok_s: 401.3
        per_request_decode_tok_s: {mean: 52.51}
    ```
    """

    code = "AG001"
    name = "summed-per-request-speeds"
    summary = "The aggregate is a sum (or N x mean) of per-request speeds, not total output / wall"
    declared_options = (
        Option(
            "match_tolerance",
            "float",
            0.01,
            "Relative gap within which an aggregate counts as concurrency x mean per-request decode speed.",
        ),
        Option(
            "min_gap",
            "float",
            0.02,
            "How far (relative) total output / wall must fall below the aggregate before a matching sum is flagged.",
        ),
        Option(
            "claim_tolerance",
            "float",
            0.04,
            "Relative gap within which a claimed figure counts as concurrency x a per-request speed beside it.",
        ),
    )

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        record = subject.record
        match, gap = float(self.options["match_tolerance"]), float(self.options["min_gap"])
        arithmetic = [(i, summed_arithmetic(p, match, gap)) for i, p in enumerate(record.points or [])]
        if record.aggregation in PER_REQUEST_AGGREGATIONS:
            shown = next((a for _, a in arithmetic if a), None)
            detail = f": {shown}" if shown else ""
            yield Violation(
                f"aggregation {record.aggregation!r} builds the aggregate from per-request speeds, which "
                f"leave out queueing (on one 16-way run, 840.1 tok/s summed vs 401.3 total output / wall){detail}; "
                "report total output tokens / wall",
                json_path="$.aggregation",
            )
            return
        for index, message in arithmetic:
            if message:
                yield Violation(
                    f"summed per-request speeds: {message}; report total output / wall",
                    json_path=f"$.points[{index}].aggregate_tok_s",
                )

    def check_claim(self, claim: Claim) -> Iterable[Violation]:
        detail = self.summed_reason(claim)
        if detail is None:
            return
        message = f"{claim.text!r} is built from per-request speeds ({detail})"
        message += (
            "; only total output / wall is an aggregate (on one 16-way run, summing gave 840.1 tok/s where total "
            "output / wall was 401.3)"
        )
        yield claim.violation(message)

    def summed_reason(self, claim: Claim) -> str | None:
        """How the claim's figure was built from per-request speeds, or None."""
        if claim.kind != "throughput":
            return None
        evidence = claim.evidence
        if evidence.summed_words:
            return f"the text builds it from per-request speeds ({evidence.summed_words})"
        tolerance = float(self.options["claim_tolerance"])
        low, high = claim.value, evidence.value_high or claim.value
        for phrase, rate_low, rate_high in evidence.per_request_rates:
            for n in sorted(evidence.concurrency):
                if n < 2:
                    continue
                if _close(low, n * rate_low, tolerance) and _close(high, n * rate_high, tolerance):
                    return f"{claim.text} = {n} x {phrase}: per-request speeds multiplied by concurrency"
        return None


def _close(a: float, b: float, tolerance: float) -> bool:
    return abs(a - b) <= tolerance * max(abs(a), abs(b), 1e-12)
