"""OP001 missing-concurrency."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.rule import RecordSubject
from benchlint.rules._operating_point import OperatingPointRule


class MissingConcurrency(OperatingPointRule):
    """A throughput point must say how many requests were in flight.

    ## What it does
    Flags each point that gives neither `concurrency` (requests in flight, or the cap on
    them) nor `request_rate`, and each Markdown claim whose concurrency is not stated.

    ## Why is this bad?
    Throughput is a property of load. The same three-GPU pipeline gave 60.3 tok/s at one
    request and 606 tok/s at eight; an engine pinned to one sequence returned a flat 166
    tok/s from concurrency 1 to 64 while p95 latency went from 1.55 s to 92.73 s. A figure
    without its concurrency is best read as single-stream until shown otherwise.

    ## Example
    ```yaml
    points:
      - aggregate_tok_s: 606.1
        wall_s: 6.76
        output_tokens_total: 4096
    ```

    ## Use instead
    ```yaml
    points:
      - concurrency: 8
        aggregate_tok_s: 606.1
        wall_s: 6.76
        output_tokens_total: 4096
    ```
    """

    code = "OP001"
    name = "missing-concurrency"
    summary = "A throughput point or claim does not state its concurrency"
    claim_field = "concurrency"
    what = "concurrency (requests in flight) or request rate"
    because = "the same machine gave 60 tok/s at 1 request and 606 at 8"

    def missing_in_record(self, subject: RecordSubject) -> Iterable[Violation]:
        for index, point in enumerate(subject.record.points or []):
            if point.concurrency is None and point.request_rate is None:
                yield self.missing(f"$.points[{index}].concurrency", f" for point {index + 1}")
