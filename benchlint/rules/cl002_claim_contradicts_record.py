"""CL002 claim-contradicts-record."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.claim import Claim
from benchlint.linter.findings import Violation
from benchlint.linter.rule import Rule


class ClaimContradictsRecord(Rule):
    """A claim whose operating point or number disagrees with its linked record.

    ## What it does
    For a claim traced to a linked record, compares what the document states with the
    record: the concurrency, GPU count, prompt length and speculative-decoding state of the
    matched point. With a point selector (`<!-- benchlint: record=run.yaml
    point=concurrency:8 -->`) it also compares the number itself with that point's.

    ## Why is this bad?
    The doc and the record describe the same measurement, so one of them is wrong. A
    figure quoted at the wrong operating point is a different result: one pipeline's 606 tok/s
    at concurrency 8 was 60 tok/s at concurrency 1, and speculation's 2.65x at one request
    can fall below 1.0x under load.

    ## Example
    ```markdown
    ---
    benchlint:
      records:
        - points: [{concurrency: 8, aggregate_tok_s: 401.3}]
    ---
    # Results

    With a single request in flight the server sustains 401.3 tok/s.
    ```

    ## Use instead
    ```markdown
    ---
    benchlint:
      records:
        - points: [{concurrency: 8, aggregate_tok_s: 401.3}]
    ---
    # Results

    With 8 concurrent requests the server sustains 401.3 tok/s.
    ```
    """

    code = "CL002"
    name = "claim-contradicts-record"
    summary = "A claim's operating point or number disagrees with its linked record"

    def check_claim(self, claim: Claim) -> Iterable[Violation]:
        if "contradicts_record" not in claim.flags:
            return
        detail = claim.details.get("contradicts_record", "")
        yield claim.violation(f"{claim.text!r} contradicts its record: {detail}")
