"""OP006 missing-gpu-count."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.rule import RecordSubject
from benchlint.rules._operating_point import OperatingPointRule


class MissingGpuCount(OperatingPointRule):
    """A throughput figure must say how many GPUs served it.

    ## What it does
    Flags a record with no `system.gpus.count`, and a claim that does not say how many
    GPUs (or accelerators) produced the figure.

    ## Why is this bad?
    A deployment figure divides differently per GPU: a candidate measured on one card
    against an incumbent on two was 17.0x faster per deployment and 33.9x per GPU. A
    figure with no GPU count cannot be normalised or compared.

    ## Example
    ```yaml
    system:
      model: Nemotron-3.5-Lightning-30B-A3B
    points:
      - concurrency: 64
        aggregate_tok_s: 5613
    ```

    ## Use instead
    ```yaml
    system:
      model: Nemotron-3.5-Lightning-30B-A3B
      gpus: {count: 1, type: RTX PRO 6000 Blackwell}
    points:
      - concurrency: 64
        aggregate_tok_s: 5613
    ```
    """

    code = "OP006"
    name = "missing-gpu-count"
    summary = "The number of GPUs serving the figure is not stated"
    claim_field = "gpu_count"
    what = "GPU count"
    because = "17.0x per deployment was 33.9x per GPU when one card faced two"

    def missing_in_record(self, subject: RecordSubject) -> Iterable[Violation]:
        system = subject.record.system
        if system is None or system.gpus is None or system.gpus.count is None:
            yield self.missing("$.system.gpus.count")
