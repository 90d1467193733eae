"""OP007 missing-aggregation-method."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.rule import RecordSubject
from benchlint.rules._operating_point import OperatingPointRule


class MissingAggregationMethod(OperatingPointRule):
    """A throughput figure must say how it was computed.

    ## What it does
    Flags a record with no `aggregation`, and a claim that does not say whether the
    figure is total output tokens over wall time, per request, per user, or something else.
    A record whose points hold no throughput figure at all (latencies only) is not asked.

    ## Why is this bad?
    Summing each request's self-reported decode speed gave 840.1 tok/s for a 16-way run
    whose total output over wall time was 401.3: 2.09x, because queued requests report
    their own full speed. Only total output tokens / wall is an aggregate.

    ## Example
    ```yaml
    points:
      - concurrency: 16
        aggregate_tok_s: 401.3
    ```

    ## Use instead
    ```yaml
    aggregation: total_output_over_wall
    points:
      - concurrency: 16
        aggregate_tok_s: 401.3
    ```
    """

    code = "OP007"
    name = "missing-aggregation-method"
    summary = "How the throughput was aggregated is not stated"
    claim_field = "aggregation"
    what = "aggregation method (e.g. total output tokens / wall)"
    because = "summed per-request speeds gave 840.1 tok/s where total/wall was 401.3"

    def missing_in_record(self, subject: RecordSubject) -> Iterable[Violation]:
        # `aggregation` says how aggregate_tok_s was computed: a record with no throughput figure
        # at all (a batch-latency benchmark's latencies only) has nothing to aggregate
        points = subject.record.points or []
        if points and not any(p.aggregate_tok_s is not None or p.repeat_aggregates_tok_s for p in points):
            return
        if subject.record.aggregation is None:
            yield self.missing("$.aggregation")
