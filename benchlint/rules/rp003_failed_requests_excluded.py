"""RP003 failed-requests-excluded."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import fmt, where


class FailedRequestsExcluded(Rule):
    """Failed requests present, and the record does not say whether its totals count them.

    ## What it does
    Flags each point with `failed_requests` above zero whose `failures_included` is not
    stated.

    ## Why is this bad?
    Dropping failed requests changes both the numerator and the denominator: a run that
    errors under load can keep a handsome aggregate by counting only what succeeded, and
    incomplete requests excluded from "successful" depress or inflate throughput depending
    on the tool (GuideLLM #529). State whether the totals include them.

    ## Example
    ```yaml
    # 61 completed + 3 failed of 64: do 15616 tokens / 2.92 s count the 3?
    points:
      - {concurrency: 64, requests: 61, failed_requests: 3, output_tokens_total: 15616, wall_s: 2.92}
    ```

    ## Use instead
    ```yaml
    points:
      - {concurrency: 64, requests: 61, failed_requests: 3, failures_included: false,
         output_tokens_total: 15616, wall_s: 2.92}
    ```
    """

    code = "RP003"
    name = "failed-requests-excluded"
    summary = "Failed requests present but the totals exclude them without saying so"

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        for index, point in enumerate(subject.record.points or []):
            if not point.failed_requests or point.failures_included is not None:
                continue
            completed = f" beside {point.requests} completed" if point.requests is not None else ""
            totals = (
                f" (output {point.output_tokens_total} tokens, aggregate over {fmt(point.wall_s)} s)"
                if point.output_tokens_total is not None and point.wall_s is not None
                else ""
            )
            yield Violation(
                f"at {where(point)}, {point.failed_requests} request{'' if point.failed_requests == 1 else 's'} "
                f"failed{completed}, and the record does not say "
                f"whether the totals{totals} count them; set failures_included",
                json_path=f"$.points[{index}].failures_included",
            )
