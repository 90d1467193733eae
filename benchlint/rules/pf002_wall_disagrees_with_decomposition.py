"""PF002 wall-disagrees-with-decomposition."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.schema.model import Point, Record
from benchlint.stats import decomposition, fmt, relative_difference, where


def single_wave(point: Point, record: Record) -> bool:
    """All requests ran at once: the decomposition describes one wave, not a queue of waves."""
    if point.concurrency is None or point.requests is None or point.requests > point.concurrency:
        return False
    if point.request_rate is not None:
        return False  # sent at a rate: they arrived over the window, not at once under the cap
    if point.server is not None and point.server.waiting_max:
        return False  # the server queued some: they ran in waves behind its slots (AIPerf 0.13, 8 at 2 slots)
    if waited_for_a_slot(point):
        return False  # its own timings show a queue (inference-perf 0.7, 8 at 2 slots: no server gauge)
    cap = record.system.max_concurrent_sequences if record.system else None
    return cap is None or point.requests <= cap.value


def waited_for_a_slot(point: Point) -> bool:
    """Some request's first token came after the median request had finished: in one wave every
    request is read before any ends, so that request waited behind another for a slot."""
    ttft, latency = point.ttft_s, point.latency_s
    if ttft is None or latency is None or ttft.max is None or latency.p50 is None:
        return False
    return ttft.max > latency.p50


class WallDisagreesWithDecomposition(Rule):
    """The measured wall is not what the point's own TTFT and decode speed add up to.

    ## What it does
    For a point whose requests all ran at once (`requests` <= `concurrency` and <= the
    serving cap, not sent at a request rate, the server, when observed, queued none, and no
    request's first token, `ttft_s.max`, came after the median request had finished,
    `latency_s.p50`), predicts the wall as median
    TTFT + output per request / median per-request decode speed (the longest output,
    `output_tokens.max`, when given; with only the mean known and well below
    `workload.max_tokens`, the cap bounds the longest) and flags a measured `wall_s` more
    than `tolerance` (default 15%) away. The message gives both numbers.

    ## Why is this bad?
    An honest point decomposes: a fixed-length 8-way code run on one machine predicted
    0.23 + 512 / 79.45 = 6.67 s and measured 6.76 s, 1.3% apart. A wall far from its parts
    means the numbers come from different runs, the requests queued somewhere the record
    does not say, or the per-request speeds are not what they claim.

    ## Example
    ```yaml
    # 0.23 + 512 / 79.45 = 6.67 s predicted, 9.80 s measured
    points:
      - concurrency: 8
        requests: 8
        wall_s: 9.80
        output_tokens: {mean: 512}
        ttft_s: {p50: 0.23}
        per_request_decode_tok_s: {p50: 79.45}
    ```

    ## Use instead
    ```yaml
    points:
      - concurrency: 8
        requests: 8
        wall_s: 6.76
        output_tokens: {mean: 512}
        ttft_s: {p50: 0.23}
        per_request_decode_tok_s: {p50: 79.45}
    ```
    """

    code = "PF002"
    name = "wall-disagrees-with-decomposition"
    summary = "Measured wall differs from TTFT + output / per-request decode by more than 15%"
    declared_options = (
        Option(
            "tolerance",
            "float",
            0.15,
            "Largest relative gap between the measured wall and the one its decomposition predicts.",
        ),
    )

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        tolerance = float(self.options["tolerance"])
        record = subject.record
        for index, point in enumerate(record.points or []):
            parts = decomposition(point, record.workload.max_tokens if record.workload else None)
            if parts is None or point.wall_s is None or not single_wave(point, record):
                continue
            predicted = parts.predicted_wall
            gap = relative_difference(point.wall_s, predicted)
            if gap <= tolerance:
                continue
            yield Violation(
                f"at {where(point)}, the measured wall {fmt(point.wall_s)} s is {gap * 100:.0f}% away from "
                f"TTFT {fmt(parts.ttft_s)} s + {fmt(parts.output_tokens)} tokens / {fmt(parts.decode_tok_s)} tok/s "
                f"= {fmt(predicted)} s predicted (tolerance {tolerance * 100:g}%; "
                "an honest run on one machine agreed within 1.3%)",
                json_path=f"$.points[{index}].wall_s",
            )
