"""CV003 knee-at-configured-cap."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import fmt, ladder


class KneeAtConfiguredCap(Rule):
    """The curve stops rising exactly at the configured serving cap.

    ## What it does
    With `system.max_concurrent_sequences` known and a rung at exactly that concurrency,
    flags a ladder whose aggregate rose into the cap (by more than `min_rise`, default 10%,
    from the rung below) and gained no more than `max_gain_after` (default 10%) at any
    rung above it. A curve flat from its first rung is a queue (CV002), not a knee.

    ## Why is this bad?
    The knee is the cap, not the hardware: past it, more load buys nothing and costs
    latency. One batch-capable production engine peaked at 330.7 tok/s at concurrency 4,
    exactly its max-num-seqs 4, while its p95 latency climbed to 47.02 s at 64. Quoting that
    peak as the model's capacity attributes a configuration choice to the model.

    ## Example
    ```yaml
    # 168.9 -> 330.7 tok/s up to the cap of 4, then 329.6 and 322.6: +0% past it
    system:
      max_concurrent_sequences: {value: 4, source: process}
    points:
      - {concurrency: 2, aggregate_tok_s: 168.9}
      - {concurrency: 4, aggregate_tok_s: 330.7}
      - {concurrency: 16, aggregate_tok_s: 329.6}
      - {concurrency: 64, aggregate_tok_s: 322.6}
    ```

    ## Use instead
    ```yaml
    # raise the cap and measure where the hardware stops
    system:
      max_concurrent_sequences: {value: 64, source: process}
    points:
      - {concurrency: 2, aggregate_tok_s: 168.9}
      - {concurrency: 4, aggregate_tok_s: 330.7}
      - {concurrency: 16, aggregate_tok_s: 905.0}
      - {concurrency: 64, aggregate_tok_s: 1410.0}
    ```
    """

    code = "CV003"
    name = "knee-at-configured-cap"
    summary = "Aggregate stops rising exactly at the configured serving cap"
    declared_options = (
        Option(
            "min_rise",
            "float",
            0.1,
            "Relative rise into the configured cap (from the rung below) that makes the cap a knee.",
        ),
        Option(
            "max_gain_after",
            "float",
            0.1,
            "Largest relative gain above the cap for the curve to count as capped there.",
        ),
    )

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        system = subject.record.system
        cap = system.max_concurrent_sequences if system else None
        if cap is None:
            return
        rungs = ladder(subject.record.points)
        at_cap = next((i for i, r in enumerate(rungs) if r.concurrency == cap.value), None)
        if at_cap is None or at_cap == 0 or at_cap == len(rungs) - 1:
            return
        knee, below, above = rungs[at_cap], rungs[at_cap - 1], rungs[at_cap + 1 :]
        if below.aggregate <= 0 or knee.aggregate / below.aggregate - 1 <= float(self.options["min_rise"]):
            return
        best_after = max(above, key=lambda r: r.aggregate)
        gain = best_after.aggregate / knee.aggregate - 1
        if gain > float(self.options["max_gain_after"]):
            return
        gained = "gains nothing" if gain <= 0 else f"gains at most {gain * 100:.1f}%"
        yield Violation(
            f"aggregate rises to {fmt(knee.aggregate)} tok/s at concurrency {knee.concurrency} "
            f"(from {fmt(below.aggregate)} at {below.concurrency}) and "
            f"{gained} beyond it (best {fmt(best_after.aggregate)} at {best_after.concurrency}, last "
            f"{fmt(rungs[-1].aggregate)} at {rungs[-1].concurrency}): the knee is the configured "
            f"max_concurrent_sequences {cap.value} ({cap.source}), not the hardware",
            json_path=f"$.points[{knee.index}].aggregate_tok_s",
        )
