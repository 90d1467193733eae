"""CL001 claim-not-traceable."""

from __future__ import annotations

import math
from collections.abc import Iterable

from benchlint.linter.claim import Claim
from benchlint.linter.findings import Violation
from benchlint.linter.rule import Rule
from benchlint.rules._link_match import LINK_MATCH_OPTIONS


class ClaimNotTraceable(Rule):
    """A claim in a document that links records, whose number is in none of them.

    ## What it does
    When a Markdown document links benchmark records (front matter
    `benchlint: {records: [...]}` or a `<!-- benchlint: record=... -->` comment before the
    claim), flags each performance claim whose number is found in no linked record: not a
    point's aggregate, per-request speed, TTFT, request rate, nor a speedup between the
    linked points, within the rounding the text shows: `last_digit_tolerance` units of its
    last shown digit (default 0.5: "401" matches 401.3), the fraction `approx_tolerance` for
    a number marked approximate (default 0.05: "~420" matches 401.3), and
    `percent_tolerance` on a percentage's ratio (default 0.005). Also flags a claim whose
    link comment selects a point (`point=concurrency:8`) that no linked record has.

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
    declared_options = LINK_MATCH_OPTIONS

    def check_claim(self, claim: Claim) -> Iterable[Violation]:
        link = claim.evidence.link
        if link is None:
            return
        if not link.selector_found:
            detail = f"no point with {link.selector} in {link.source}"
        elif link.selector or math.isnan(claim.value):
            return  # a selected point's number is CL002's; a figureless claim has none to trace
        elif link.match(*self.tolerances()) is None:
            detail = f"{claim.text} is in no linked record ({link.source})"
        else:
            return
        yield claim.violation(
            f"{claim.text!r} cannot be traced: {detail}; link the record that measured it or correct the number"
        )

    def tolerances(self) -> tuple[float, float, float]:
        return (
            float(self.options["last_digit_tolerance"]),
            float(self.options["approx_tolerance"]),
            float(self.options["percent_tolerance"]),
        )
