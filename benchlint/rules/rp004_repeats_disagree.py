"""RP004 repeats-disagree."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Severity, Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import fmt


class RepeatsDisagree(Rule):
    """Repeats of one point that disagree: the figure is not reproducible as measured.

    ## What it does
    Flags a point whose `repeat_aggregates_tok_s` spread, (highest - lowest) / lowest, is
    more than `tolerance` (default 10%). Repeats within the tolerance are what RP001 asks
    for; repeats outside it say the point was not measured in a steady state.

    ## Why is this bad?
    A repeated point is only evidence when its repeats agree. Two runs of one `vllm bench
    sweep` point gave 93.7 and 199.4 tok/s (2.1x): the first run paid for a cold server
    (compilation, cache warm-up). Quoting either, or their mean, reports the warm-up as
    much as the engine. Warm the server up, then repeat until the runs agree.

    ## Example
    ```yaml
    points:
      - {concurrency: 2, aggregate_tok_s: 93.7, repeat_aggregates_tok_s: [93.7, 199.4]}
    ```

    ## Use instead
    ```yaml
    points:
      - {concurrency: 2, aggregate_tok_s: 199.4, repeat_aggregates_tok_s: [199.4, 196.8]}
    ```
    """

    code = "RP004"
    name = "repeats-disagree"
    summary = "Repeats of one point differ by more than the tolerance: not a steady-state figure"
    default_severity = Severity.WARNING
    declared_options = (
        Option(
            "tolerance",
            "float",
            0.1,
            "Largest relative spread between the lowest and highest repeat aggregate.",
        ),
    )

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        tolerance = float(self.options["tolerance"])
        for index, point in enumerate(subject.record.points or []):
            repeats = point.repeat_aggregates_tok_s or []
            if len(repeats) < 2:
                continue
            low, high = min(repeats), max(repeats)
            if low <= 0:
                spread_text = "one repeat measured 0 tok/s"
            elif (high - low) / low > tolerance:
                spread_text = f"{high / low:.2f}x apart, more than the {tolerance * 100:g}% tolerance"
            else:
                continue
            where = f"concurrency {point.concurrency}" if point.concurrency is not None else f"point {index + 1}"
            if point.concurrency is None and point.request_rate is not None:
                where = f"rate {fmt(point.request_rate)}/s"
            yield Violation(
                f"the {len(repeats)} repeats at {where} disagree: "
                f"{', '.join(fmt(r) for r in repeats)} tok/s ({spread_text}); a cold first run or "
                "an unsteady server: warm up, then repeat until the runs agree",
                json_path=f"$.points[{index}].repeat_aggregates_tok_s",
            )
