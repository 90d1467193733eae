"""CP002 different-operating-points."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.schema.model import Record
from benchlint.stats import concurrency_levels, covers, fmt, records_by_id, relative_difference, times


def differences(record: Record, baseline: Record, prompt_tolerance: float) -> list[str]:
    """Operating-point fields both records state and that differ (unknowns are not compared)."""
    found: list[str] = []
    levels, base_levels = concurrency_levels(record.points), concurrency_levels(baseline.points)
    unmatched = covers(base_levels, levels)
    if levels and base_levels and unmatched:
        found.append(
            f"concurrency {', '.join(map(str, unmatched))} not measured in the baseline "
            f"(it has {', '.join(map(str, base_levels))})"
        )
    mine, theirs = record.workload, baseline.workload
    if mine is None or theirs is None:
        return found
    for field in ("stop_rule", "max_tokens", "content_type"):
        a, b = getattr(mine, field), getattr(theirs, field)
        if a is not None and b is not None and a != b:
            found.append(f"{field} {a} vs {b}")
    a_prompt = mine.prompt_tokens.mean if mine.prompt_tokens else None
    b_prompt = theirs.prompt_tokens.mean if theirs.prompt_tokens else None
    if a_prompt is not None and b_prompt and relative_difference(a_prompt, b_prompt) > prompt_tolerance:
        found.append(f"prompt tokens {fmt(a_prompt)} vs {fmt(b_prompt)}")
    return found


class DifferentOperatingPoints(Rule):
    """A comparison across records measured at different operating points.

    ## What it does
    For a record with a `baseline` found among the records linted together, flags the
    comparison when the two differ in concurrency (the record has a level its baseline
    was not measured at), stop rule or max_tokens, content type, or mean prompt length (by
    more than `prompt_tolerance`, default 10%). Fields either record leaves out are not
    compared; the OP rules report them.

    ## Why is this bad?
    Each of these moves throughput by itself. On one machine, natural stop vs forced
    512 tokens was 2.10x, code vs prose 1.69x, 352- vs 5,634-token prompts most of an
    8.4x gap; a vendor measured at concurrency one and another at thirty-two are two
    operating points, not two products. A ratio across them measures the difference in
    setup.

    ## Example
    ```yaml
    # 606.1 / 171.2 = 3.54x = 2.10x (stop rule) x 1.69x (content), not one machine's speedup
    id: forced-code
    baseline: natural-qa
    speedup: 3.54
    workload: {stop_rule: fixed_length, content_type: code}
    points:
      - {concurrency: 8, aggregate_tok_s: 606.1}
    ---
    id: natural-qa
    workload: {stop_rule: natural, content_type: qa}
    points:
      - {concurrency: 8, aggregate_tok_s: 171.2}
    ```

    ## Use instead
    ```yaml
    # speculation on against off, same stop rule, content and concurrency: 606.1 / 199.8
    id: code-spec-on
    baseline: code-spec-off
    speedup: 3.03
    workload: {stop_rule: fixed_length, content_type: code}
    points:
      - {concurrency: 8, aggregate_tok_s: 606.1}
    ---
    id: code-spec-off
    workload: {stop_rule: fixed_length, content_type: code}
    points:
      - {concurrency: 8, aggregate_tok_s: 199.8}
    ```
    """

    code = "CP002"
    name = "different-operating-points"
    summary = "Records compared across different concurrency, stop rule, prompt length or content type"
    declared_options = (
        Option(
            "prompt_tolerance",
            "float",
            0.1,
            "Largest relative difference in mean prompt tokens that still counts as the same workload.",
        ),
    )

    def check_corpus(self, subjects: Sequence[RecordSubject]) -> Iterable[tuple[RecordSubject, Violation]]:
        by_id = records_by_id(s.record for s in subjects)
        tolerance = float(self.options["prompt_tolerance"])
        for subject in subjects:
            record = subject.record
            baseline = by_id.get(record.baseline) if record.baseline is not None else None
            if baseline is None:
                continue
            found = differences(record, baseline, tolerance)
            if not found:
                continue
            compared = f"speedup {times(record.speedup)}" if record.speedup is not None else "the comparison"
            yield (
                subject,
                Violation(
                    f"{compared} against {record.baseline!r} crosses operating points: {'; '.join(found)}; "
                    "the ratio measures the difference in setup (on one machine, natural stop vs a fixed length moved "
                    "throughput 2.10x, and code vs prose 1.69x)",
                    json_path="$.baseline",
                ),
            )
