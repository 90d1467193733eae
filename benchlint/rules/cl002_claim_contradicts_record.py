"""CL002 claim-contradicts-record."""

from __future__ import annotations

import math
from collections.abc import Iterable

from benchlint.linter.claim import Claim, Evidence, LinkedPoint
from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import Rule
from benchlint.rules._link_match import LINK_MATCH_OPTIONS


class ClaimContradictsRecord(Rule):
    """A claim whose operating point or number disagrees with its linked record.

    ## What it does
    For a claim traced to a linked record, compares what the document states with the
    record: the concurrency, GPU count, prompt length and speculative-decoding state of the
    matched point (a prompt length differs when it is more than `prompt_tolerance`, default
    5%, from the record's). With a point selector (`<!-- benchlint: record=run.yaml
    point=concurrency:8 -->`) it also compares the number itself with that point's, at the
    rounding its text shows (`last_digit_tolerance`, `approx_tolerance` and
    `percent_tolerance`, as for CL001).

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
    declared_options = (
        Option(
            "prompt_tolerance",
            "float",
            0.05,
            "Relative difference in prompt length beyond which the claim's setup and the record's differ.",
        ),
        *LINK_MATCH_OPTIONS,
    )

    def check_claim(self, claim: Claim) -> Iterable[Violation]:
        link = claim.evidence.link
        if link is None or not link.selector_found:
            return
        problems = self.contradictions(claim.evidence, link.resolved) if link.resolved else []
        if problems:
            detail = f"{'; '.join(problems)} ({link.source})"
        elif link.selector and not math.isnan(claim.value) and link.match(*self.tolerances()) is None:
            shown = ", ".join(f"{v.label} {v.value:g}" for v in link.values[:3]) or "no comparable figure"
            detail = f"the doc says {claim.text} but the point with {link.selector} has {shown}"
        else:
            return
        yield claim.violation(f"{claim.text!r} contradicts its record: {detail}")

    def contradictions(self, evidence: Evidence, record: LinkedPoint) -> list[str]:
        """What the claim's own words state that the point it resolved to does not."""
        problems: list[str] = []
        doc_concurrency = evidence.concurrency  # the claim's own words, not a heading's range
        if record.concurrency and doc_concurrency and record.concurrency not in doc_concurrency:
            problems.append(f"concurrency {sorted(doc_concurrency)[0]} in the doc, {record.concurrency} in the record")
        doc_gpus = evidence.gpu_total
        if record.gpus and doc_gpus is not None and doc_gpus != record.gpus:
            problems.append(f"{doc_gpus} GPU(s) in the doc, {record.gpus} in the record")
        doc_prompt, record_prompt = evidence.prompt_tokens, record.prompt_tokens
        tolerance = float(self.options["prompt_tolerance"]) * (record_prompt or 0.0)
        if doc_prompt and doc_prompt > 0 and record_prompt and abs(doc_prompt - record_prompt) > tolerance:
            problems.append(f"prompt {doc_prompt:g} tokens in the doc, {record_prompt:g} in the record")
        doc_spec = evidence.spec_on
        if record.spec_enabled is not None and doc_spec is not None and doc_spec != record.spec_enabled:
            said, recorded = ("on" if doc_spec else "off"), ("on" if record.spec_enabled else "off")
            problems.append(f"speculative decoding {said} in the doc, {recorded} in the record")
        return problems

    def tolerances(self) -> tuple[float, float, float]:
        return (
            float(self.options["last_digit_tolerance"]),
            float(self.options["approx_tolerance"]),
            float(self.options["percent_tolerance"]),
        )
