"""CV007 levels-at-different-operating-points."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import fmt, mean_output_per_request, where


class LevelsAtDifferentOperatingPoints(Rule):
    """The levels of one curve measured different workloads: the curve compares unlike points.

    ## What it does
    Across the points of one record (the levels of one run), flags an output length per
    request that moves by more than `max_output_ratio` (default 1.5x) from level to level,
    and levels whose mean output is above `workload.max_tokens` by more than `tolerance`
    (default 10%): the cap was not honoured, so the levels ran another workload than declared.
    A cap the importer inferred rather than read (listed in `inferred`: the mean of per-request
    lengths drawn from a range, one derived from the outputs, or one in other tokens than the
    output counts) is not a cap every request had, so it is not judged.

    ## Why is this bad?
    A curve is throughput against load with everything else held. A GenAI-Perf ladder
    (concurrency 1 to 50, `max_tokens` 150 requested) wrote 807 tokens per request at one
    level and 359 at another: the server ignored the cap, and each level measured a
    different answer length. The rise from 967 to 1720 tok/s mixes load with output length,
    so neither the curve's shape nor its peak describes one workload.

    ## Example
    ```yaml
    workload: {max_tokens: 150}
    points:
      - {concurrency: 1, aggregate_tok_s: 80.2, output_tokens: {mean: 807}}
      - {concurrency: 10, aggregate_tok_s: 512.0, output_tokens: {mean: 610}}
      - {concurrency: 50, aggregate_tok_s: 1719.7, output_tokens: {mean: 359}}
    ```

    ## Use instead
    ```yaml
    workload: {max_tokens: 150}
    points:
      - {concurrency: 1, aggregate_tok_s: 80.2, output_tokens: {mean: 150}}
      - {concurrency: 10, aggregate_tok_s: 512.0, output_tokens: {mean: 149}}
      - {concurrency: 50, aggregate_tok_s: 1719.7, output_tokens: {mean: 150}}
    ```
    """

    code = "CV007"
    name = "levels-at-different-operating-points"
    summary = "Output length moves across the levels of one curve, or exceeds the cap: unlike points"
    declared_options = (
        Option(
            "max_output_ratio",
            "float",
            1.5,
            "Largest ratio of highest to lowest mean output per request across the levels.",
        ),
        Option(
            "tolerance",
            "float",
            0.1,
            "How far (relative) mean output may exceed max_tokens before the cap counts as not honoured.",
        ),
    )

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        points = subject.record.points or []
        means = [(index, point, mean_output_per_request(point)) for index, point in enumerate(points)]
        known = [(index, point, mean) for index, point, mean in means if mean is not None and mean > 0]
        if len(known) < 2:
            return
        low = min(known, key=lambda item: item[2])
        high = max(known, key=lambda item: item[2])
        ratio = high[2] / low[2]
        if ratio > float(self.options["max_output_ratio"]):
            yield Violation(
                f"output per request moves {ratio:.1f}x across the levels: {fmt(high[2])} tokens at "
                f"{where(high[1])}, {fmt(low[2])} at {where(low[1])}; the levels measured different "
                "workloads, so the curve mixes load with answer length",
                json_path=f"$.points[{low[0]}].output_tokens",
            )
        workload = subject.record.workload
        cap = workload.max_tokens if workload else None
        inferred = {item.field for item in subject.record.inferred or []}
        if cap is None or "workload.max_tokens" in inferred:
            return
        over = [
            (index, point, mean) for index, point, mean in known if mean > cap * (1 + float(self.options["tolerance"]))
        ]
        if len(over) >= 2:
            shown = ", ".join(f"{fmt(mean)} at {where(point)}" for _, point, mean in over[:4])
            yield Violation(
                f"max_tokens {cap} was not honoured at {len(over)} of {len(known)} levels ({shown} tokens per "
                "request): the server ran another workload than the one declared",
                json_path=f"$.points[{over[0][0]}].output_tokens",
            )
