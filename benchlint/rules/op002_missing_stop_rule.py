"""OP002 missing-stop-rule."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.rule import RecordSubject
from benchlint.rules._operating_point import OperatingPointRule


class MissingStopRule(OperatingPointRule):
    """A throughput figure must say how its requests stopped.

    ## What it does
    Flags a record whose `workload.stop_rule` is absent, and a claim that does not say
    whether outputs stopped naturally or were forced to a fixed length.

    ## Why is this bad?
    With natural stop, a point measures how long the answers were. On one machine at
    8-way concurrency, natural stop gave 171.2 tok/s and forcing 512 tokens (ignore_eos
    plus min_tokens) gave 359.3: 2.1x from the stop rule alone.

    ## Example
    ```yaml
    workload:
      max_tokens: 512
    points:
      - concurrency: 8
    ```

    ## Use instead
    ```yaml
    workload:
      stop_rule: fixed_length
      max_tokens: 512
      min_tokens: 512
      ignore_eos: true
    points:
      - concurrency: 8
    ```
    """

    code = "OP002"
    name = "missing-stop-rule"
    summary = "The stop rule (natural or fixed length) is not stated"
    claim_field = "stop_rule"
    what = "stop rule (natural or fixed_length)"
    because = "natural stop gave 171 tok/s where a forced 512 tokens gave 359 on the same machine"

    def missing_in_record(self, subject: RecordSubject) -> Iterable[Violation]:
        workload = subject.record.workload
        if workload is None or workload.stop_rule is None:
            yield self.missing("$.workload.stop_rule")
