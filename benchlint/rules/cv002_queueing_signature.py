"""CV002 queueing-signature."""

from __future__ import annotations

import math
from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import (
    admitted_at_once,
    aggregate_spread,
    first_token_wait_growth,
    fmt,
    implied_serial_cap,
    ladder,
    latency_series,
    span,
)


class QueueingSignature(Rule):
    """A flat throughput curve while latency climbs with load: a queue, not a batch.

    ## What it does
    Across a ladder spanning at least `min_span` (default 4x) in concurrency, flags a record
    whose aggregate moves by less than `max_aggregate_change` (default 15%) while latency
    (p95 latency first, else another latency or TTFT percentile every rung has) grows by at
    least `min_latency_growth` (default 0.5) of the concurrency growth. The message names
    the number of sequences the engine really serves at once: c_last x L_first / L_last.

    A serial queue also shows in the wait for the first token: at concurrency c each request
    waits behind the c - 1 ahead of it, so TTFT grows at least in proportion to the load (by
    `min_wait_growth`, default 1.0, of the concurrency growth), while a batch admits requests
    together. With that wait, the aggregate counts as flat when the last rung's is at most
    `max_aggregate_change` above the first's, whatever a noisy middle rung did (a one-slot
    llama-server: 11.7, 13.8, 12.8 tok/s at 1, 2, 4 requests while median TTFT went 2.96 s ->
    16.52 s), and when it fell (15.1 -> 12.3 tok/s while TTFT grew 7.8x): the load gained nothing.

    A flat curve is not a queue when the record shows the last rung's requests were admitted
    together: TTFT (a percentile both ends of the ladder have) grew by less than
    `min_latency_growth` of the concurrency growth, or, with no TTFT, the server reports more
    than one request running and none waiting. That is hardware saturated from the first rung
    (a 2-core CPU serving 8 slots: 72 tok/s at 4 requests, 83 at 8, TTFT 0.15 s -> 0.20 s):
    every request started at once and every token slowed.

    ## Why is this bad?
    An engine that queues still reports a respectable aggregate; only rising load shows
    that everyone waits. One production engine returned about 166 tok/s at every
    concurrency from 1 to 64 while p95 latency went from 1.55 s to 92.73 s: max-num-seqs 1,
    pinned by speculative decoding, made it serial, and any single point hid it.

    ## Example
    ```yaml
    # flat 166 tok/s, p95 1.55 s -> 92.73 s (59.8x for 64x the load)
    points:
      - {concurrency: 1, aggregate_tok_s: 165.2, latency_s: {p95: 1.55}}
      - {concurrency: 8, aggregate_tok_s: 166.1, latency_s: {p95: 11.9}}
      - {concurrency: 64, aggregate_tok_s: 165.8, latency_s: {p95: 92.73}}
    ```

    ## Use instead
    ```yaml
    # aggregate scales with load; latency barely moves
    points:
      - {concurrency: 1, aggregate_tok_s: 413.0, latency_s: {p95: 0.63}}
      - {concurrency: 8, aggregate_tok_s: 2380.0, latency_s: {p95: 0.9}}
      - {concurrency: 64, aggregate_tok_s: 5613.0, latency_s: {p95: 2.86}}
    ```
    """

    code = "CV002"
    name = "queueing-signature"
    summary = "Aggregate flat across a ladder while latency rises with concurrency: a queue"
    declared_options = (
        Option(
            "min_span",
            "float",
            4.0,
            "Smallest ratio of highest to lowest concurrency on which a queueing signature is judged.",
        ),
        Option(
            "max_aggregate_change",
            "float",
            0.15,
            "Aggregate spread across the ladder below which the aggregate counts as flat.",
        ),
        Option(
            "min_wait_growth",
            "float",
            1.0,
            "TTFT growth, as a fraction of the concurrency growth, from which requests waited behind "
            "all those ahead of them: the ladder's ends alone then decide whether the aggregate is flat.",
        ),
        Option(
            "min_latency_growth",
            "float",
            0.5,
            "Latency growth, as a fraction of the concurrency growth, that signals queueing.",
        ),
    )

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        rungs = ladder(subject.record.points)
        if len(rungs) < 2 or span(rungs) < float(self.options["min_span"]):
            return
        spread = aggregate_spread(rungs)
        max_change = float(self.options["max_aggregate_change"])
        flat = f"within {spread * 100:.1f}%"
        if spread >= max_change:
            # signed: with requests waiting behind each other, an aggregate that fell from end to
            # end (15.1 -> 12.3 tok/s on one slot) gained nothing from the load, as a flat one
            gain = rungs[-1].aggregate / rungs[0].aggregate - 1 if rungs[0].aggregate > 0 else math.inf
            wait = first_token_wait_growth(rungs)
            if gain >= max_change or wait is None:
                return
            stat, before, after = wait
            if after / before < float(self.options["min_wait_growth"]) * span(rungs):
                return
            ends = (
                f"ends within {abs(gain) * 100:.1f}%" if gain > -max_change else f"fell {-gain * 100:.1f}% end to end"
            )
            flat = f"{ends}, {stat} TTFT {fmt(before)} s -> {fmt(after)} s: each request waited behind those ahead"
        series = latency_series(rungs)
        if series is None:
            return  # CV005 reports a curve without latency
        label, latencies = series
        if admitted_at_once(rungs, float(self.options["min_latency_growth"])):
            return  # a saturated batch, not a queue: every request started, every token slowed
        load_growth = span(rungs)
        latency_growth = latencies[-1] / latencies[0]
        if latency_growth < float(self.options["min_latency_growth"]) * load_growth:
            return
        first, last = rungs[0], rungs[-1]
        serial = implied_serial_cap(rungs, latencies)
        aggregates = [r.aggregate for r in rungs]
        system = subject.record.system
        cap = system.max_concurrent_sequences if system else None
        configured = f"; configured max_concurrent_sequences is {cap.value} ({cap.source})" if cap else ""
        serves = "one sequence at a time (serial)" if serial == 1 else f"about {serial} sequences at a time"
        estimate = last.concurrency * latencies[0] / latencies[-1]
        # Little's law alone can read more slots than the first rung had; a flat aggregate from
        # that rung bounds it there, and the message says why the estimate is not the answer
        bounded = (
            f", at most {first.concurrency}: the aggregate was already flat at concurrency {first.concurrency}"
            if round(estimate) > serial
            else ""
        )
        yield Violation(
            f"queueing signature: aggregate {fmt(min(aggregates))}-{fmt(max(aggregates))} tok/s "
            f"({flat}) from concurrency {first.concurrency} to {last.concurrency} "
            f"({load_growth:g}x the load) while {label} rose {fmt(latencies[0])} s -> {fmt(latencies[-1])} s "
            f"({latency_growth:.1f}x): the engine serves {serves}: {last.concurrency} x "
            f"{fmt(latencies[0])} / {fmt(latencies[-1])} = {estimate:.2f}{bounded}"
            f"{configured}",
            json_path="$.points",
        )
