"""CP003 speedup-without-baseline-point."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from benchlint.linter.claim import OP_FIELDS, Claim, Evidence
from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import records_by_id, times


class SpeedupWithoutBaselinePoint(Rule):
    """A speedup with nothing to measure it against.

    ## What it does
    Flags a record with a `speedup` when it names no `baseline`, when the baseline id is
    not among the records linted together, or when the baseline has no point with a
    concurrency or request rate. Also flags a Markdown speedup claim whose baseline
    configuration is not given: no versioned baseline or "only difference" wording, no two
    figures beside it whose quotient is the ratio (within `ratio_tolerance`, default 1.5%, or
    within the rounding of the percentage it shows: "78% slower" is 0.215-0.225),
    and no "same settings" for a test missing at most `max_absent_for_same_settings`
    (default 1) operating-point fields. A comparison with no figure ("X is faster than Y")
    states no ratio and is not flagged, nor is the "1.00x" of a table's reference row.

    ## Why is this bad?
    A ratio is two measurements. Without the baseline's operating point the reader cannot
    tell what it is faster than, or under which load: one team's "~7x" was against a stored
    343.5 tok/s that no runnable configuration produced, and the re-measured ratio was
    17.0x, 17.4x at matched concurrency 64, and 2.5x at concurrency 1.

    ## Example
    ```yaml
    # 2.5x faster than what, at which concurrency?
    speedup: 2.5
    points:
      - {concurrency: 1, aggregate_tok_s: 413.0}
    ```

    ## Use instead
    ```yaml
    id: candidate
    baseline: incumbent
    speedup: 2.5
    points:
      - {concurrency: 1, aggregate_tok_s: 413.0}
    ---
    id: incumbent
    points:
      - {concurrency: 1, aggregate_tok_s: 165.2}
    ```
    """

    code = "CP003"
    name = "speedup-without-baseline-point"
    summary = "A speedup is stated but the baseline record or its operating point is absent"
    declared_options = (
        Option(
            "ratio_tolerance",
            "float",
            0.015,
            "Relative gap within which two figures beside a claimed ratio count as its two sides.",
        ),
        Option(
            "max_absent_for_same_settings",
            "int",
            1,
            "Most operating-point fields a claim may leave out for 'same settings' to count as its baseline.",
        ),
    )

    def check_corpus(self, subjects: Sequence[RecordSubject]) -> Iterable[tuple[RecordSubject, Violation]]:
        by_id = records_by_id(s.record for s in subjects)
        for subject in subjects:
            record = subject.record
            if record.speedup is None:
                continue
            stated = f"speedup {times(record.speedup)}"
            if record.baseline is None:
                yield (
                    subject,
                    Violation(
                        f"{stated} names no baseline: a ratio without the record it is measured against cannot be "
                        "checked or compared (a stored baseline once matched no runnable configuration)",
                        json_path="$.baseline",
                    ),
                )
                continue
            baseline = by_id.get(record.baseline)
            if baseline is None:
                yield (
                    subject,
                    Violation(
                        f"{stated} is measured against {record.baseline!r}, which is not among the records linted "
                        "together; lint the baseline with it",
                        json_path="$.baseline",
                    ),
                )
                continue
            if not any(p.concurrency is not None or p.request_rate is not None for p in baseline.points or []):
                yield (
                    subject,
                    Violation(
                        f"{stated} is measured against {record.baseline!r}, which has no point with a concurrency or "
                        "request rate: the baseline's operating point is unknown",
                        json_path="$.baseline",
                    ),
                )

    def check_claim(self, claim: Claim) -> Iterable[Violation]:
        if claim.kind != "speedup":
            return
        evidence = claim.evidence
        if evidence.ratio == 1.0:
            return  # "1.00x": the reference row of a speedup column, measured against itself
        if evidence.figureless:
            # "vLLM is faster than X" states no ratio, so there is no ratio to lack a baseline;
            # an unequal-GPU comparison among them still gets CP001.
            return
        absent = sum(claim.state(name) == "absent" for name in OP_FIELDS)
        same = evidence.same_settings if absent <= int(self.options["max_absent_for_same_settings"]) else None
        if evidence.baseline or same or self.figures_make_ratio(evidence) is not None:
            return
        detail = "the baseline's configuration (engine settings, batch, lengths, hardware) is not given"
        message = f"{claim.text!r} states a speedup without its baseline configuration"
        message += f" ({detail})" if detail else ""
        message += (
            "; a ratio is two measurements (a '~7x' against a stored baseline became 17.0x once both sides were "
            "measured)"
        )
        yield claim.violation(message)

    def figures_make_ratio(self, evidence: Evidence) -> tuple[float, float] | None:
        """Two figures beside the ratio whose quotient is the ratio: its baseline is stated."""
        if evidence.ratio is None:
            return None
        tolerance = float(self.options["ratio_tolerance"])
        targets = [t for t in (evidence.ratio, evidence.ratio_high) if t]
        for a in evidence.figures:
            for b in evidence.figures:
                if a != b and any(
                    abs(a / b - t) <= max(tolerance * max(a / b, t), evidence.ratio_rounding) for t in targets
                ):
                    return a, b
        return None
