"""SD003 speculation-gain-without-baseline."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import concurrency_levels, covers, records_by_id, times


class SpeculationGainWithoutBaseline(Rule):
    """A speculative-decoding gain without a speculation-off run under the same load.

    ## What it does
    For a record with speculation on that states a gain (`speedup` or a `baseline`), flags
    it when the baseline (looked up by `id` among the records linted together) is absent,
    does not record its speculation state, or was not measured at every concurrency the
    record was; and when the record was measured only at concurrency <=
    `max_low_concurrency` (default 2). A baseline that also speculates makes the ratio a
    comparison of something else (CP002's business), not a speculation gain.

    ## Why is this bad?
    Speculation borrows idle compute, which exists at one request and vanishes under load.
    Speedups are reported at two to three times at a single request, and a
    configuration tuned for one request can cut throughput by 30-40% at a hundred. Even
    an honest table moves: 2.65x at 1 request, 3.03x at 8 for code, but 2.18x to
    1.57x for prose. A gain means something only at the load it was measured at, against
    speculation off at that same load.

    ## Example
    ```yaml
    # 2.5x at one request only
    id: vendor-spec-on
    speculative_decoding: {enabled: true}
    baseline: vendor-spec-off
    speedup: 2.5
    points:
      - {concurrency: 1, aggregate_tok_s: 140.5}
    ---
    id: vendor-spec-off
    speculative_decoding: {enabled: false}
    points:
      - {concurrency: 1, aggregate_tok_s: 56.2}
    ```

    ## Use instead
    ```yaml
    id: code-spec-on
    speculative_decoding: {enabled: true}
    baseline: code-spec-off
    speedup: 3.03
    points:
      - {concurrency: 1, aggregate_tok_s: 140.6}
      - {concurrency: 8, aggregate_tok_s: 606.1}
    ---
    id: code-spec-off
    speculative_decoding: {enabled: false}
    points:
      - {concurrency: 1, aggregate_tok_s: 53.0}
      - {concurrency: 8, aggregate_tok_s: 199.8}
    ```
    """

    code = "SD003"
    name = "speculation-gain-without-baseline"
    summary = "A speculation gain without a speculation-off record at the same concurrency, or only at <= 2"
    declared_options = (
        Option(
            "max_low_concurrency",
            "int",
            2,
            "Highest concurrency at which a speculation gain counts as measured only at low load.",
        ),
    )

    def check_corpus(self, subjects: Sequence[RecordSubject]) -> Iterable[tuple[RecordSubject, Violation]]:
        by_id = records_by_id(s.record for s in subjects)
        low = int(self.options["max_low_concurrency"])
        for subject in subjects:
            record = subject.record
            spec = record.speculative_decoding
            if spec is None or not spec.enabled or (record.speedup is None and record.baseline is None):
                continue
            gain = f"speedup {times(record.speedup)}" if record.speedup is not None else "a gain"
            path = "$.speedup" if record.speedup is not None else "$.baseline"
            baseline = by_id.get(record.baseline) if record.baseline is not None else None
            base_spec = baseline.speculative_decoding if baseline is not None else None
            if base_spec is not None and base_spec.enabled:
                continue  # both sides speculate: not a speculation gain (CP002 compares the rest)
            levels = concurrency_levels(record.points)
            if levels and max(levels) <= low:
                yield (
                    subject,
                    Violation(
                        f"{gain} with speculation on is measured only at concurrency {', '.join(map(str, levels))} "
                        f"(<= {low}); speculation borrows compute that is idle at one request (a 2.5x at one "
                        "request can be a 30-40% loss at a hundred); measure at your median concurrency and double it",
                        json_path=path,
                    ),
                )
            if baseline is None:
                missing = (
                    "no baseline"
                    if record.baseline is None
                    else f"baseline {record.baseline!r} is not among the records linted"
                )
                yield (
                    subject,
                    Violation(
                        f"{gain} with speculation on, but {missing}: a speculation gain needs a speculation-off record "
                        "at the same concurrency points",
                        json_path=path,
                    ),
                )
                continue
            if base_spec is None:
                yield (
                    subject,
                    Violation(
                        f"{gain} against baseline {record.baseline!r}, whose speculative decoding state is not "
                        "recorded: the gain of speculation needs a speculation-off baseline",
                        json_path="$.baseline",
                    ),
                )
                continue
            unmatched = covers(concurrency_levels(baseline.points), levels)
            if unmatched:
                yield (
                    subject,
                    Violation(
                        f"{gain} with speculation on at concurrency {', '.join(map(str, unmatched))}, where the "
                        f"speculation-off baseline {record.baseline!r} was not measured; a gain holds only at the load "
                        "it was measured at (on one machine, 2.18x at 1 request fell to 1.57x at 8 on prose)",
                        json_path="$.baseline",
                    ),
                )
