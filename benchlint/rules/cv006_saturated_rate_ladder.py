"""CV006 saturated-rate-ladder."""

from __future__ import annotations

import itertools
from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import fmt


class SaturatedRateLadder(Rule):
    """A request-rate ladder whose achieved rate stopped following the requested rate.

    ## What it does
    Orders the points that record both `request_rate` and `achieved_request_rate` by the
    requested rate and flags the ladder once the achieved rate falls below `min_held`
    (default 90%) of the requested rate and no rung above achieves more than `flat` (default
    5%) over that rung: more offered load bought no more requests (on a noisy machine the
    upper rungs may even fall below it), so those rungs are one saturated point measured
    several times, not a curve. Where no achieved rate is recorded, a median TTFT that jumps by more than
    `ttft_jump` (default 10x) from one rung to the next says the same: past that rung the
    requests wait in a queue that grows for as long as the run lasts.

    ## Why is this bad?
    Past saturation the load generator cannot send (or the server cannot take) the rate it
    was asked for: requests queue on the client. An inference-perf sweep asked for 118.6,
    157.7, 196.9 and 236.1 requests/s and got about 79 at each; quoting the upper rungs as
    throughput "at 236 requests/s" reports a rate that never happened, and their latencies
    measure the client's queue.

    ## Example
    ```yaml
    points:
      - {request_rate: 40.2, achieved_request_rate: 40.2, aggregate_tok_s: 2498.7}
      - {request_rate: 79.4, achieved_request_rate: 79.4, aggregate_tok_s: 4596.1}
      - {request_rate: 118.6, achieved_request_rate: 79.3, aggregate_tok_s: 4729.5}
      - {request_rate: 236.1, achieved_request_rate: 78.2, aggregate_tok_s: 4769.9}
    ```

    ## Use instead
    ```yaml
    # the ladder stops where the rate is still held; the capacity is ~79 requests/s
    points:
      - {request_rate: 20.1, achieved_request_rate: 20.1, aggregate_tok_s: 1260.4}
      - {request_rate: 40.2, achieved_request_rate: 40.2, aggregate_tok_s: 2498.7}
      - {request_rate: 79.4, achieved_request_rate: 79.4, aggregate_tok_s: 4596.1}
    ```
    """

    code = "CV006"
    name = "saturated-rate-ladder"
    summary = "Achieved rate stopped following the requested rate: the upper rungs are one saturated point"
    declared_options = (
        Option(
            "min_held",
            "float",
            0.9,
            "Fraction of the requested rate a rung must achieve to count as held.",
        ),
        Option(
            "flat",
            "float",
            0.05,
            "Relative band within which the achieved rate of the rungs above counts as flat.",
        ),
        Option(
            "ttft_jump",
            "float",
            10.0,
            "Growth of median TTFT from one rate to the next that marks a growing queue.",
        ),
    )

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        found = list(self._rate_not_held(subject))
        yield from found or self._ttft_jump(subject)

    def _ttft_jump(self, subject: RecordSubject) -> Iterable[Violation]:
        rungs = sorted(
            (p.request_rate, p.ttft_s.p50, index)
            for index, p in enumerate(subject.record.points or [])
            if p.request_rate is not None and p.achieved_request_rate is None and p.ttft_s and p.ttft_s.p50
        )
        jump = float(self.options["ttft_jump"])
        for (rate, ttft, _), (next_rate, next_ttft, index) in itertools.pairwise(rungs):
            if ttft > 0 and next_ttft / ttft > jump:
                yield Violation(
                    f"past saturation at {fmt(next_rate)} requests/s: median TTFT {fmt(next_ttft)} s against "
                    f"{fmt(ttft)} s at {fmt(rate)} requests/s ({next_ttft / ttft:.0f}x for "
                    f"{next_rate / rate:.2g}x the rate); the requests waited in a growing queue, so this rung "
                    "measures the run's length, not the server: the capacity lies below it",
                    json_path=f"$.points[{index}].ttft_s.p50",
                )
                return

    def _rate_not_held(self, subject: RecordSubject) -> Iterable[Violation]:
        rungs = sorted(
            (
                (p.request_rate, p.achieved_request_rate, index)
                for index, p in enumerate(subject.record.points or [])
                if p.request_rate is not None and p.achieved_request_rate is not None
            ),
        )
        held, flat = float(self.options["min_held"]), float(self.options["flat"])
        for position, (requested, achieved, index) in enumerate(rungs):
            above = rungs[position + 1 :]
            if achieved >= held * requested or not above or achieved <= 0:
                continue
            if any(a / achieved - 1 > flat for _, a, _ in above):
                continue  # a higher rate bought more requests: the ladder is still climbing
            top_requested, top_achieved, _ = rungs[-1]
            yield Violation(
                f"saturated: {len(above) + 1} rungs asked for {fmt(requested)}-{fmt(top_requested)} requests/s "
                f"and got {fmt(min(achieved, top_achieved))}-{fmt(max(a for _, a, _ in rungs[position:]))}: "
                f"above {fmt(requested)} requests/s the rate was not held, so these rungs are one saturated "
                "point (about "
                f"{fmt(achieved)} requests/s), not a curve; quote the capacity, not the requested rates",
                json_path=f"$.points[{index}].achieved_request_rate",
            )
            return
