"""SD002 speculation-without-acceptance."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.rule import RecordSubject, Rule


class SpeculationWithoutAcceptance(Rule):
    """Speculative decoding on, and its acceptance rate is not recorded.

    ## What it does
    Flags a record with `speculative_decoding.enabled: true` that gives no acceptance: no
    `speculative_decoding.acceptance_rate`, `acceptance_length` or draft/accepted token
    counts, and no point with `acceptance_rate`.

    ## Why is this bad?
    Acceptance is the channel through which content moves a speculative figure: one machine
    measured 68.9% for code and 30.5% for prose, and every bit of the 1.69x gap between
    code and prose came through it (with speculation off they were 2.6% apart). Without it
    nobody can tell whether the workload that produced the figure resembles theirs.

    ## Example
    ```yaml
    # speculation on, acceptance unknown: 68.9% (code) or 30.5% (prose)?
    speculative_decoding: {enabled: true, method: draft-model}
    workload: {content_type: code}
    points:
      - {concurrency: 8, aggregate_tok_s: 606.1}
    ```

    ## Use instead
    ```yaml
    speculative_decoding: {enabled: true, method: draft-model, acceptance_rate: 0.689}
    workload: {content_type: code}
    points:
      - {concurrency: 8, aggregate_tok_s: 606.1}
    ```
    """

    code = "SD002"
    name = "speculation-without-acceptance"
    summary = "Speculative decoding is on and the acceptance rate is absent"

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        record = subject.record
        spec = record.speculative_decoding
        if spec is None or not spec.enabled:
            return
        if spec.acceptance_rate is not None or spec.acceptance_length is not None:
            return
        if spec.draft_tokens is not None and spec.accepted_tokens is not None:
            return
        if any(p.acceptance_rate is not None for p in record.points or []):
            return
        yield Violation(
            "speculative decoding is on but no acceptance rate is recorded; acceptance carries the content "
            "effect (on one machine, acceptance 68.9% on code vs 30.5% on prose gave 606 vs 359 tok/s)",
            json_path="$.speculative_decoding.acceptance_rate",
        )
