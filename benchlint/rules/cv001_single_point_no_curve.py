"""CV001 single-point-no-curve."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.claim import Claim
from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import fmt


class SinglePointNoCurve(Rule):
    """A throughput figure measured at fewer than three load levels.

    ## What it does
    Flags a record whose points cover fewer than `min_levels` (default 3) distinct
    load levels: the concurrency of closed-loop points, the requested rate of points run at
    a rate (whose concurrency is at most a cap). Flags a Markdown claim stated at fewer than
    `min_claim_levels` (default 2) concurrency levels in its own words, with no sweep in
    scope (sweep words, a table whose rows differ only in concurrency, a linked record's
    ladder). A claim whose concurrency is not stated is treated as single-stream.

    ## Why is this bad?
    A throughput point says nothing about scaling. An engine that queues and one that
    batches give the same figure at one concurrency and part only when load rises (one
    queueing engine held 166 tok/s flat from 1 to 64). A speedup at one request can become
    a loss at a hundred. Measure at three points: one request, your median concurrency, and
    double it.

    ## Example
    ```yaml
    # one level (8): 606.1 tok/s says nothing about 1 or 16
    points:
      - concurrency: 8
        aggregate_tok_s: 606.1
    ```

    ## Use instead
    ```yaml
    points:
      - {concurrency: 1, aggregate_tok_s: 140.6}
      - {concurrency: 8, aggregate_tok_s: 606.1}
      - {concurrency: 16, aggregate_tok_s: 702.0}
    ```
    """

    code = "CV001"
    name = "single-point-no-curve"
    summary = "Fewer than three load levels: too few points to show how the figure scales"
    declared_options = (
        Option(
            "min_levels",
            "int",
            3,
            "Fewest distinct load levels a record needs to count as a curve.",
        ),
        Option(
            "min_claim_levels",
            "int",
            2,
            "Fewest concurrency levels a claim must state to count as a curve.",
        ),
    )

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        points = subject.record.points or []
        # a point at a requested rate is that rate's level; its concurrency, if any, is only a cap
        levels = sorted({p.concurrency for p in points if p.concurrency is not None and p.request_rate is None})
        rates = sorted({p.request_rate for p in points if p.request_rate is not None})
        described = [f"concurrency {c}" for c in levels] + [f"rate {fmt(r)}/s" for r in rates]
        if not described:
            return  # OP001 reports points without a concurrency
        wanted = int(self.options["min_levels"])
        if len(described) >= wanted:
            return
        # two levels draw a line through two points: no knee or plateau can show between them
        shape = "a point says nothing about scaling" if len(described) == 1 else "two points cannot show a knee"
        # a rate ladder's operating point is the offered rate: the advice speaks of rates there
        advice = (
            "measure at 1, your median concurrency, and double it"
            if levels
            else "measure at a low rate, your expected rate, and twice it"
        )
        yield Violation(
            f"{len(described)} load level{'s' if len(described) > 1 else ''} ({', '.join(described)}), "
            f"fewer than {wanted}: {shape}; {advice}",
            json_path="$.points",
        )

    def check_claim(self, claim: Claim) -> Iterable[Violation]:
        evidence = claim.evidence
        wanted = int(self.options["min_claim_levels"])
        if evidence.figureless or evidence.sweep or evidence.table_sweep:
            return
        if len(evidence.concurrency) >= wanted or evidence.record_levels >= wanted:
            return
        if claim.assumed_single_stream:
            message = (
                f"{claim.text!r} is treated as single-stream because its concurrency is not stated; "
                "a single-stream figure says nothing about load (a 2.5x at one request can be "
                "a 30-40% loss at a hundred)"
            )
        else:
            # the level may come from the claim's setup rather than its sentence
            levels = sorted(evidence.concurrency or evidence.all_concurrency)
            at = (
                ("concurrency " + ", ".join(str(level) for level in levels))
                if levels
                else "an unstated concurrency (read as single-stream)"
            )
            message = f"{claim.text!r} is a single operating point with no curve in scope"
            message += f" (one figure at {at} with no sweep in scope)"
            message += "; measure at 1, your median concurrency, and double it"
        yield claim.violation(message)
