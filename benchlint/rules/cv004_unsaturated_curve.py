"""CV004 unsaturated-curve."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import fmt, ladder, last_rung_growth


class UnsaturatedCurve(Rule):
    """The curve is still rising at its last rung: its peak is a floor, not a capacity.

    ## What it does
    Flags a ladder of at least `min_levels` (default 3) concurrency levels whose aggregate
    at the highest concurrency is more than `min_growth` (default 10%) above the rung
    before it, when that last rung is also the curve's highest. Fewer levels are not a curve
    at all (CV001).

    ## Why is this bad?
    The ladder ran out before the engine did, so the highest figure is a lower bound on
    capacity, not a peak. One candidate engine was still rising at 64 concurrent requests
    (5,613 tok/s, up from the rung before): quoting it as "max throughput", or ratios
    built on it, understates what the system does and fixes a number that a longer ladder
    would move.

    ## Example
    ```yaml
    # 4710 -> 5613 tok/s from 32 to 64: +19% at the last rung
    points:
      - {concurrency: 16, aggregate_tok_s: 3560.0}
      - {concurrency: 32, aggregate_tok_s: 4710.0}
      - {concurrency: 64, aggregate_tok_s: 5613.0}
    ```

    ## Use instead
    ```yaml
    # extend the ladder until the aggregate levels off
    points:
      - {concurrency: 32, aggregate_tok_s: 4710.0}
      - {concurrency: 64, aggregate_tok_s: 5613.0}
      - {concurrency: 128, aggregate_tok_s: 5890.0}
    ```
    """

    code = "CV004"
    name = "unsaturated-curve"
    summary = "Aggregate still rising by more than 10% at the last rung: the peak is a floor"
    declared_options = (
        Option(
            "min_growth",
            "float",
            0.1,
            "Relative gain of the last rung over the one before it that counts as still rising.",
        ),
        Option(
            "min_levels",
            "int",
            3,
            "Fewest concurrency levels before a curve is judged for saturation.",
        ),
    )

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        rungs = ladder(subject.record.points)
        if len(rungs) < int(self.options["min_levels"]):
            return  # CV001: not a curve yet
        growth = last_rung_growth(rungs)
        if growth is None or growth <= float(self.options["min_growth"]):
            return
        previous, last = rungs[-2], rungs[-1]
        if any(r.aggregate > last.aggregate for r in rungs[:-2]):
            # a rebound from a dipped middle rung that stays below an earlier one: the curve is
            # not rising and its best is not the last rung (AIPerf long-prompt: 2.20, 1.45, 1.97)
            return
        yield Violation(
            f"aggregate still rising at the last rung: {fmt(previous.aggregate)} tok/s at concurrency "
            f"{previous.concurrency} -> {fmt(last.aggregate)} at {last.concurrency} (+{growth * 100:.0f}%); "
            f"{fmt(last.aggregate)} tok/s is a floor, not a capacity: extend the ladder until it levels off",
            json_path=f"$.points[{last.index}].aggregate_tok_s",
        )
