"""OP003 missing-prompt-length."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.rule import RecordSubject
from benchlint.rules._operating_point import OperatingPointRule


class MissingPromptLength(OperatingPointRule):
    """A throughput figure must say how long its prompts were.

    ## What it does
    Flags a record with no `workload.prompt_tokens.mean` and no point from which it can be
    computed (`prompt_tokens_total` with `requests`), and a claim with no prompt length.

    ## Why is this bad?
    Prefill is part of the wall. With 5,634-token prompts, 84% of an 8-way run's wall
    was reading the prompts, and the "decode" figure came out at 72 tok/s against 606 with
    one-sentence prompts on the same machine.

    ## Example
    ```yaml
    points:
      - concurrency: 8
        wall_s: 17.77
    ```

    ## Use instead
    ```yaml
    workload:
      prompt_tokens: {mean: 5634}
    points:
      - concurrency: 8
        wall_s: 17.77
    ```
    """

    code = "OP003"
    name = "missing-prompt-length"
    summary = "The prompt length per request is not stated"
    claim_field = "prompt_length"
    what = "prompt length (tokens per request)"
    because = "5,634-token prompts made an 8-way run 84% prefill: 72 tok/s against 606"

    def missing_in_record(self, subject: RecordSubject) -> Iterable[Violation]:
        record = subject.record
        if record.workload and record.workload.prompt_tokens and record.workload.prompt_tokens.mean is not None:
            return
        if any(p.prompt_tokens_total is not None and p.requests for p in record.points or []):
            return
        yield self.missing("$.workload.prompt_tokens")
