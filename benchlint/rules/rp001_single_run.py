"""RP001 single-run."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Severity, Violation
from benchlint.linter.rule import RecordSubject, Rule


class SingleRun(Rule):
    """Every point measured once: the figures have no spread.

    ## What it does
    Flags a record whose `repeats` is absent or 1 when no point carries two or more
    `repeat_aggregates_tok_s`.

    ## Why is this bad?
    A point measured once has no spread, so nobody can tell a difference from noise. One
    repeated point (code, one request) moved 5%: 140.55 vs 133.27 tok/s, because TTFT was
    0.062 s once and 0.316 s the other time. Single-stream aggregates are jumpy; scaling
    ratios built on single runs inherit that.

    ## Example
    ```yaml
    # one run: 140.55 alone; its repeat gave 133.27 (5% apart)
    points:
      - {concurrency: 1, aggregate_tok_s: 140.55}
    ```

    ## Use instead
    ```yaml
    repeats: 2
    points:
      - {concurrency: 1, aggregate_tok_s: 136.9, repeat_aggregates_tok_s: [140.55, 133.27]}
    ```
    """

    code = "RP001"
    name = "single-run"
    summary = "No repeats: the record's figures have no spread"
    default_severity = Severity.WARNING

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        record = subject.record
        if record.repeats is not None and record.repeats > 1:
            return
        if any(len(p.repeat_aggregates_tok_s or []) >= 2 for p in record.points or []):
            return
        stated = "repeats is 1" if record.repeats == 1 else "no repeats are recorded"
        yield Violation(
            f"{stated}: every figure was measured once and has no spread; one repeated run moved 5% "
            "(140.55 vs 133.27 tok/s at one request); run each point at least twice",
            json_path="$.repeats",
        )
