"""OP005 missing-speculative-decoding-state."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.rule import RecordSubject
from benchlint.rules._operating_point import OperatingPointRule


class MissingSpeculativeDecodingState(OperatingPointRule):
    """A throughput figure must say whether speculative decoding was on.

    ## What it does
    Flags a record with no `speculative_decoding` block, and a claim that does not say
    whether speculation (a draft model, EAGLE, MTP...) was used. Off must be stated too:
    no benchmark tool records that it was off.

    ## Why is this bad?
    Speculation multiplied single-stream code decoding by 2.65x on one machine, and a
    configuration tuned at one request can lose 30-40% at a hundred. A stored 52.2 tok/s
    figure was 3.2x off the live 165.2 because speculation was on in one and not the other.

    ## Example
    ```yaml
    points:
      - concurrency: 1
        aggregate_tok_s: 140.6
    ```

    ## Use instead
    ```yaml
    speculative_decoding:
      enabled: true
      method: draft-model
      acceptance_rate: 0.689
    points:
      - concurrency: 1
        aggregate_tok_s: 140.6
    ```
    """

    code = "OP005"
    name = "missing-speculative-decoding-state"
    summary = "Whether speculative decoding was on is not stated"
    claim_field = "spec_decoding"
    what = "speculative decoding state (on or off)"
    because = "speculation moved single-stream code decoding 2.65x on one machine"

    def missing_in_record(self, subject: RecordSubject) -> Iterable[Violation]:
        if subject.record.speculative_decoding is None:
            yield self.missing("$.speculative_decoding")
