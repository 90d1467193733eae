"""SD001 speculation-without-content-type."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.rule import RecordSubject, Rule


class SpeculationWithoutContentType(Rule):
    """Speculative decoding on, and nothing says what the model was writing.

    ## What it does
    Flags a record with `speculative_decoding.enabled: true` whose `workload.content_type`
    is absent, or is `random` (synthetic tokens, which say nothing about acceptance on real
    content).

    ## Why is this bad?
    With speculation on, speed depends on how guessable the output is. On one
    machine and one configuration, forced 512 tokens at 8-way: code 606 tok/s, Chinese prose
    359 tok/s (acceptance 68.9% vs 30.5%); with speculation off the two were 2.6% apart. A
    speculative figure without its content type is probably the flattering one.

    ## Example
    ```yaml
    # speculation on, content unknown: 606 (code) or 359 (prose) on the same machine?
    speculative_decoding: {enabled: true, acceptance_rate: 0.689}
    points:
      - {concurrency: 8, aggregate_tok_s: 606.1}
    ```

    ## Use instead
    ```yaml
    speculative_decoding: {enabled: true, acceptance_rate: 0.689}
    workload: {content_type: code}
    points:
      - {concurrency: 8, aggregate_tok_s: 606.1}
    ```
    """

    code = "SD001"
    name = "speculation-without-content-type"
    summary = "Speculative decoding is on and the content type is absent"

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        record = subject.record
        if not (record.speculative_decoding and record.speculative_decoding.enabled):
            return
        content = record.workload.content_type if record.workload else None
        because = "with speculation on, one machine measured code at 606 tok/s and prose at 359"
        if content is None:
            yield Violation(
                f"speculative decoding is on but the content type is not recorded; {because}",
                json_path="$.workload.content_type",
            )
        elif content == "random":
            yield Violation(
                f"speculative decoding is on and the content is random tokens, which say nothing about "
                f"acceptance on real content; {because}",
                json_path="$.workload.content_type",
            )
