"""CV005 curve-without-latency."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import concurrency_levels, has_latency_percentiles


class CurveWithoutLatency(Rule):
    """A concurrency curve with no latency or TTFT percentiles.

    ## What it does
    Flags a record with points at two or more concurrency levels when no point has a
    latency or TTFT percentile (`p50`, `p90`, `p95` or `p99` of `latency_s` or `ttft_s`).

    ## Why is this bad?
    Throughput alone cannot tell batching from queueing: a queue still produces tokens the
    whole time. One engine's flat 166 tok/s looked like a ceiling until its p95 latency
    (1.55 s at 1, 92.73 s at 64) showed that everyone was waiting. Keep the percentiles
    next to the aggregate so that the queueing signature is visible by construction.

    ## Example
    ```yaml
    # 165.2 and 165.8 tok/s: batching or a queue? Nothing here can say
    points:
      - {concurrency: 1, aggregate_tok_s: 165.2}
      - {concurrency: 64, aggregate_tok_s: 165.8}
    ```

    ## Use instead
    ```yaml
    points:
      - {concurrency: 1, aggregate_tok_s: 165.2, latency_s: {p95: 1.55}}
      - {concurrency: 64, aggregate_tok_s: 165.8, latency_s: {p95: 92.73}}
    ```
    """

    code = "CV005"
    name = "curve-without-latency"
    summary = "A multi-point curve without latency or TTFT percentiles cannot show queueing"

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        points = subject.record.points or []
        levels = concurrency_levels(points)
        if len(levels) < 2 or any(has_latency_percentiles(p) for p in points):
            return
        yield Violation(
            f"a curve over concurrency {', '.join(map(str, levels))} with no latency or TTFT percentiles: "
            "throughput alone cannot tell batching from queueing (one engine held a flat 166 tok/s while p95 "
            "went 1.55 s -> 92.73 s); record p50/p95 latency or TTFT per point",
            json_path="$.points",
        )
