"""CL001 claim-not-traceable."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.claim import Claim
from benchlint.linter.findings import Violation
from benchlint.linter.rule import Rule


class ClaimNotTraceable(Rule):
    """A claim in a document that links records, whose number is in none of them.

    ## What it does
    When a Markdown document links benchmark records (front matter
    `benchlint: {records: [...]}` or a `<!-- benchlint: record=... -->` comment before the
    claim), flags each performance claim whose number is found in no linked record: not a
    point's aggregate, per-request speed, TTFT, request rate, nor a speedup between the
    linked points, within the rounding the text shows ("401" matches 401.3).

    ## Why is this bad?
    A number that no record holds cannot be reproduced or re-measured, and it is usually
    the one that drifted: one team's "~7x" rested on a stored 343.5 tok/s that no runnable
    configuration produced. Linking the record is what lets a reviewer (and `benchlint
    remeasure`) check the claim.

    ## Example
    ```markdown
    ---
    benchlint:
      records:
        - points: [{concurrency: 8, aggregate_tok_s: 401.3}]
    ---
    # Results

    The server sustains 840 tok/s at 8 concurrent requests.
    ```

    ## Use instead
    ```markdown
    ---
    benchlint:
      records:
        - points: [{concurrency: 8, aggregate_tok_s: 401.3}]
    ---
    # Results

    The server sustains 401.3 tok/s at 8 concurrent requests.
    ```
    """

    code = "CL001"
    name = "claim-not-traceable"
    summary = "A claim's number is in none of the records its document links"

    def check_claim(self, claim: Claim) -> Iterable[Violation]:
        if "not_traceable" not in claim.flags:
            return
        detail = claim.details.get("not_traceable", "")
        yield claim.violation(
            f"{claim.text!r} cannot be traced: {detail}; link the record that measured it or correct the number"
        )
