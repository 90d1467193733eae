"""The arithmetic the record rules rest on (seed 000 §2, seed 003 §2; DESIGN "Formulas").

Pure Python on purpose: records hold a handful of points, so numpy would cost more to
import than it saves. Every function returns None when a number it needs is absent:
the rules never guess (the OP rules report absences).

- aggregate = total output tokens / wall
- wall ~= reading (N x prompt tokens / prefill speed) + writing (output / per-request decode)
- aggregate <= sum of per-request decode speeds
- a ladder's shape: flat (queue), knee (cap), still rising (floor, not a peak)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from benchlint.schema.model import Point, Record, Stats

# --- percentiles --------------------------------------------------------------------------------
#
# The one definition of a record's summary statistics (schema ``Stats``), used by the importers
# when they summarise raw per-request values, by the runner, and by the rules: percentiles by
# linear interpolation between closest ranks (numpy's default), std the population standard
# deviation (divide by n, numpy's default ddof=0; 0 for a single value), mean the exact mean.


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100) with linear interpolation (numpy's default method)."""
    if not values:
        raise ValueError("percentile of no values")
    if not 0 <= q <= 100:
        raise ValueError(f"percentile {q} is outside 0..100")
    ordered = sorted(values)
    return _interpolate(ordered, q)


def _interpolate(ordered: Sequence[float], q: float) -> float:
    position = (len(ordered) - 1) * q / 100
    below = math.floor(position)
    above = min(below + 1, len(ordered) - 1)
    return ordered[below] + (ordered[above] - ordered[below]) * (position - below)


def summary(values: Iterable[float]) -> dict[str, float]:
    """mean, std, min, p50/p90/p95/p99, max of per-request samples; {} for none.

    Samples must be finite; a mean or std too large for a float (samples near 1e308, as a
    corrupted file holds) is left out rather than raised.
    """
    import contextlib
    import statistics  # lazily: most lint runs summarise nothing

    ordered = sorted(values)
    if not ordered:
        return {}
    out: dict[str, float] = {}
    with contextlib.suppress(OverflowError):
        out["mean"] = statistics.fmean(ordered)
    with contextlib.suppress(OverflowError, ValueError):
        out["std"] = statistics.pstdev(ordered) if len(ordered) > 1 else 0.0
    out["min"] = ordered[0]
    for q in (50, 90, 95, 99):
        out[f"p{q}"] = _interpolate(ordered, q)
    out["max"] = ordered[-1]
    return out


def summarize(values: Sequence[float]) -> Stats:
    """:func:`summary` as the record's Stats."""
    if not values:
        raise ValueError("summary of no values")
    return Stats(**summary(values))


def median_of(stats: Stats | None) -> float | None:
    """The median of a per-request quantity, or its mean when only the mean is known."""
    if stats is None:
        return None
    return stats.p50 if stats.p50 is not None else stats.mean


def relative_difference(value: float, reference: float) -> float:
    """|value - reference| / |reference|; infinite when only the reference is 0 (no raise)."""
    if reference == 0:
        return 0.0 if value == 0 else math.inf
    return abs(value - reference) / abs(reference)


# --- one point ----------------------------------------------------------------------------------


def total_over_wall(point: Point) -> float | None:
    """The only honest aggregate: total output tokens / wall seconds."""
    if point.output_tokens_total is None or not point.wall_s:
        return None
    return point.output_tokens_total / point.wall_s


def mean_output_per_request(point: Point) -> float | None:
    """Actual mean output tokens per request: the per-request stats, else total / requests."""
    if point.output_tokens is not None and point.output_tokens.mean is not None:
        return point.output_tokens.mean
    if point.output_tokens_total is not None and point.requests:
        return point.output_tokens_total / point.requests
    return None


def in_flight(point: Point) -> int | None:
    """Requests decoding at once: the concurrency of a closed-loop point."""
    return point.concurrency


def per_request_sum(point: Point) -> float | None:
    """Sum of the in-flight requests' own decode speeds: N x mean per-request decode."""
    n = in_flight(point)
    if n is None or point.per_request_decode_tok_s is None or point.per_request_decode_tok_s.mean is None:
        return None
    return n * point.per_request_decode_tok_s.mean


def token_weighted_ceiling(point: Point, spread: float, tolerance: float) -> float | None:
    """N x total output / summed request time, when the requests wrote lengths that differ.

    The mean of per-request speeds is a mean of ratios: when lengths differ (a natural stop), the
    short requests, mostly TTFT, pull it below the token-weighted speed that the aggregate follows
    (GuideLLM natural stop, concurrency 1: 27.89 tok/s aggregate, 26.92 mean per request, 27.97
    as 554 tokens over 7 x 2.83 s). With at most N in flight, the summed request time is at most
    N x wall, so this bound holds for every honest aggregate. It stands in only where it is a
    weighted mean of the listed speeds, i.e. not above their max (within `tolerance`): above it,
    the per-request figures disagree with the request times (llmperf counting stream chunks as
    tokens) and the inconsistency is the finding. None when lengths are alike (within `spread`)
    or a number is missing.
    """
    lengths, latency, speeds = point.output_tokens, point.latency_s, point.per_request_decode_tok_s
    n, total, requests = in_flight(point), point.output_tokens_total, point.requests
    if lengths is None or lengths.min is None or lengths.max is None or lengths.max <= lengths.min * (1 + spread):
        return None
    if n is None or total is None or not requests or latency is None or not latency.mean:
        return None
    weighted = total / (requests * latency.mean)
    if speeds is None or speeds.max is None or weighted > speeds.max * (1 + tolerance):
        return None
    return n * weighted


def looks_summed(point: Point, match_tolerance: float, min_gap: float) -> bool:
    """The reported aggregate is N x mean per-request decode while total / wall is lower (AG001).

    A computed sum matches to rounding (seed 000: 16 x 52.51 = 840.1); an honest aggregate sits a
    few percent below the sum too, so the match must be tight and total / wall clearly lower.
    """
    if point.concurrency == 1:
        return False  # one request in flight: nothing to sum; a gap is the idle time between requests
    reported, honest, summed = point.aggregate_tok_s, total_over_wall(point), per_request_sum(point)
    if reported is None or not honest or not summed:
        return False
    return relative_difference(reported, summed) <= match_tolerance and reported > honest * (1 + min_gap)


def prompt_tokens_of(point: Point, record: Record) -> float | None:
    """Total prompt tokens of the point: its own total, else requests x workload mean prompt."""
    if point.prompt_tokens_total is not None:
        return float(point.prompt_tokens_total)
    prompt = record.workload.prompt_tokens if record.workload else None
    # Without a request count, concurrency is a lower bound on it (each slot carried one).
    count = point.requests if point.requests is not None else point.concurrency
    if prompt is None or prompt.mean is None or count is None:
        return None
    return count * prompt.mean


@dataclass(frozen=True, slots=True)
class Reading:
    """The reading (prefill) part of a point's wall."""

    seconds: float
    share: float
    """Reading seconds / wall."""
    basis: str
    """The arithmetic, for messages: "8 x 5634 = 45072 prompt tokens / 3005 tok/s"."""
    whole: str | None = None
    """What the share is of, when not the point's wall (one request's time, for a run in waves)."""


def queued(point: Point, record: Record) -> bool:
    """Requests of this point waited for a slot: the server said so, or the load exceeds the cap."""
    if point.server is not None and point.server.waiting_max:
        return True
    cap = record.system.max_concurrent_sequences if record.system else None
    return cap is not None and point.concurrency is not None and point.concurrency > cap.value


def reading_time(point: Point, record: Record) -> Reading | None:
    """Prompt tokens / prefill speed when both are known, else the median TTFT."""
    if not point.wall_s:
        return None
    prompt_total = prompt_tokens_of(point, record)
    if point.prefill_tok_s and prompt_total is not None:
        seconds = prompt_total / point.prefill_tok_s
        per_request = record.workload.prompt_tokens if record.workload else None
        if point.prompt_tokens_total is None and per_request is not None and per_request.mean is not None:
            count = point.requests if point.requests is not None else point.concurrency
            tokens = f"{count} x {fmt(per_request.mean)} = {fmt(prompt_total)} prompt tokens"
        else:
            tokens = f"{fmt(prompt_total)} prompt tokens"
        basis = f"{tokens} / {fmt(point.prefill_tok_s)} tok/s prefill = {point_seconds(seconds)}"
        return Reading(seconds, seconds / point.wall_s, basis)
    if queued(point, record):
        return None  # TTFT then holds time spent waiting for a slot, not reading
    ttft = median_of(point.ttft_s)
    if ttft is None:
        return None
    which = "median" if point.ttft_s is not None and point.ttft_s.p50 is not None else "mean"
    one_request = _per_request_reading(point, ttft, which)
    if one_request is not None:
        return one_request
    return Reading(ttft, ttft / point.wall_s, f"{which} TTFT {point_seconds(ttft)} (reading plus any queueing)")


#: more requests than this many times the concurrency ran in several waves
WAVES = 1.5


def _per_request_reading(point: Point, ttft: float, which: str) -> Reading | None:
    """For a run in several waves of requests, the wall holds every wave: one request's TTFT is
    compared with that request's own time, TTFT + output x time per output token."""
    # at a requested rate the requests arrive one after another over the window, which is the
    # arrival schedule's length, not any request's time
    open_loop = point.request_rate is not None
    waves = point.requests / point.concurrency if point.requests is not None and point.concurrency else None
    if not open_loop and (waves is None or waves <= WAVES):
        return None
    decode = median_of(point.per_request_decode_tok_s)
    output = mean_output_per_request(point)
    if not decode or not output:
        return None
    request = ttft + output / decode
    if open_loop:
        schedule = f"requests arriving at {fmt(point.request_rate or 0)}/s"
    else:
        schedule = f"{point.requests} requests in about {waves:.0f} waves of {point.concurrency}"
    basis = (
        f"{which} TTFT {point_seconds(ttft)} against {fmt(output)} output tokens x {fmt(1000 / decode)} ms per "
        f"token = {point_seconds(output / decode)} of decoding ({schedule})"
    )
    return Reading(ttft, ttft / request, basis, whole=f"{point_seconds(request)} each request takes")


#: a mean output this far below the cap says the lengths varied
VARIED_OUTPUT = 0.10


@dataclass(frozen=True, slots=True)
class Decomposition:
    """Predicted wall = TTFT + output per request / per-request decode (seed 000 §2)."""

    ttft_s: float
    output_tokens: float
    decode_tok_s: float

    @property
    def predicted_wall(self) -> float:
        return self.ttft_s + self.output_tokens / self.decode_tok_s


def decomposition(point: Point, cap: int | None = None) -> Decomposition | None:
    """The wall's parts from the point's medians; the longest output when known drives the wall.
    With only the mean known and outputs well below the ``max_tokens`` cap, the lengths varied:
    the longest request, which ends the wall, wrote up to the cap, so the cap bounds it."""
    ttft = median_of(point.ttft_s)
    decode = median_of(point.per_request_decode_tok_s)
    output = point.output_tokens.max if point.output_tokens is not None else None
    if output is None:
        output = mean_output_per_request(point)
        if output is not None and cap is not None and output < cap / (1 + VARIED_OUTPUT):
            output = float(cap)
    if ttft is None or not decode or output is None:
        return None
    return Decomposition(ttft, output, decode)


# --- ladders ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Rung:
    index: int
    """Position of the point in the record's points list (for JSON paths)."""
    concurrency: int
    aggregate: float
    point: Point


def ladder(points: Sequence[Point] | None) -> list[Rung]:
    """Closed-loop points with both a concurrency and an aggregate, ordered by concurrency (first
    of duplicates). A point at a requested rate is an open loop: its concurrency, when recorded,
    is only the cap on requests in flight (GuideLLM's sweep gives every constant rate its 512),
    so it is no rung of a concurrency ladder."""
    rungs: dict[int, Rung] = {}
    for index, point in enumerate(points or ()):
        aggregate = point.aggregate_tok_s if point.aggregate_tok_s is not None else total_over_wall(point)
        if point.concurrency is None or aggregate is None or point.concurrency in rungs:
            continue
        if point.request_rate is not None:
            continue
        rungs[point.concurrency] = Rung(index, point.concurrency, aggregate, point)
    return [rungs[c] for c in sorted(rungs)]


def concurrency_levels(points: Sequence[Point] | None) -> list[int]:
    return sorted({p.concurrency for p in points or () if p.concurrency is not None})


def span(rungs: Sequence[Rung]) -> float:
    """Highest / lowest concurrency of a ladder."""
    return rungs[-1].concurrency / rungs[0].concurrency if rungs else 0.0


def aggregate_spread(rungs: Sequence[Rung]) -> float:
    """(highest - lowest aggregate) / lowest: how much the curve moved at all."""
    values = [r.aggregate for r in rungs]
    low = min(values)
    return math.inf if low <= 0 else (max(values) - low) / low


def last_rung_growth(rungs: Sequence[Rung]) -> float | None:
    """Relative gain of the last rung over the one before it."""
    if len(rungs) < 2 or rungs[-2].aggregate <= 0:
        return None
    return rungs[-1].aggregate / rungs[-2].aggregate - 1


#: latency measures, most telling first: p95 latency shows who waits
#: below this many requests per point, p90/p95/p99 are each one request
TAIL_MIN_REQUESTS = 20

LATENCY_MEASURES = (
    ("latency_s", "p95"),
    ("latency_s", "p99"),
    ("latency_s", "p90"),
    ("latency_s", "p50"),
    ("ttft_s", "p95"),
    ("ttft_s", "p99"),
    ("ttft_s", "p90"),
    ("ttft_s", "p50"),
)


def latency_of(point: Point, field: str, stat: str) -> float | None:
    stats = getattr(point, field)
    return getattr(stats, stat) if stats is not None else None


def latency_series(rungs: Sequence[Rung]) -> tuple[str, list[float]] | None:
    """The first latency measure that every rung of the ladder has, as (label, values). A tail
    percentile of fewer than 20 requests is one request's latency, not the point's, so small
    rungs are read on their median when every rung has one."""
    few = any(r.point.requests is not None and r.point.requests < TAIL_MIN_REQUESTS for r in rungs)
    medians = [(field, stat) for field, stat in LATENCY_MEASURES if stat == "p50"]
    for field, stat in (medians if few else []) + list(LATENCY_MEASURES):
        values = [latency_of(r.point, field, stat) for r in rungs]
        if all(v is not None and v > 0 for v in values):
            label = f"{stat} {'latency' if field == 'latency_s' else 'TTFT'}"
            return label, [float(v) for v in values if v is not None]
    return None


def first_token_wait_growth(rungs: Sequence[Rung]) -> tuple[str, float, float] | None:
    """(statistic, first rung's TTFT, last rung's TTFT) for the first TTFT statistic both ends of
    the ladder record, or None."""
    first, last = rungs[0], rungs[-1]
    for stat in ("p50", "p90", "p95", "p99"):
        before, after = latency_of(first.point, "ttft_s", stat), latency_of(last.point, "ttft_s", stat)
        if before is not None and after is not None and before > 0:
            return stat, before, after
    return None


def admitted_at_once(rungs: Sequence[Rung], min_wait_growth: float) -> str | None:
    """Evidence in the record that the last rung's requests ran together instead of queueing.

    A queue makes each request wait for the ones ahead of it, so the wait for the first token
    grows with the load; a saturated batch admits every request at once and slows every token
    instead. Returns the evidence as a phrase, or None when the record shows a wait or says nothing.
    """
    first, last = rungs[0], rungs[-1]
    load_growth = last.concurrency / first.concurrency
    if (wait := first_token_wait_growth(rungs)) is not None:
        stat, before, after = wait
        if after / before < min_wait_growth * load_growth:
            return f"{stat} TTFT only went {fmt(before)} s -> {fmt(after)} s"
        return None  # the wait grew with the load, wherever the queue sits
    server = last.point.server
    waits = [r.point.server.waiting_max if r.point.server else None for r in rungs]
    if server and server.running_max is not None and server.running_max > 1 and all(w == 0 for w in waits):
        return f"the server ran up to {fmt(server.running_max)} requests at once and queued none"
    return None


def has_latency_percentiles(point: Point) -> bool:
    return any(latency_of(point, field, stat) is not None for field, stat in LATENCY_MEASURES)


def implied_serial_cap(rungs: Sequence[Rung], latencies: Sequence[float]) -> int:
    """Sequences the engine really serves at once, from the latency growth (Little's law).

    Above the cap, latency grows as concurrency / cap, so cap ~= c_last x L_first / L_last;
    a flat aggregate from the first rung also bounds it by the first rung's concurrency.
    """
    estimate = rungs[-1].concurrency * latencies[0] / latencies[-1]
    return max(1, min(rungs[0].concurrency, round(estimate)))


# --- comparisons --------------------------------------------------------------------------------


def records_by_id(records: Iterable[Record]) -> dict[str, Record]:
    """Records that have an id, by id (the first of duplicates): how a `baseline` is resolved."""
    found: dict[str, Record] = {}
    for record in records:
        if record.id is not None:
            found.setdefault(record.id, record)
    return found


def covers(baseline_levels: Sequence[int], levels: Sequence[int]) -> list[int]:
    """Concurrency levels of a record that its baseline was not measured at."""
    return [level for level in levels if level not in set(baseline_levels)]


# --- formatting for messages --------------------------------------------------------------------


def fmt(value: float) -> str:
    """A number as a person writes it: 840.1, 45072, 0.974."""
    if not math.isfinite(value):
        return _nonfinite(value)
    if value == int(value) and abs(value) >= 1:
        return f"{int(value)}"
    if abs(value) >= 100:
        return f"{value:.1f}"
    if abs(value) >= 1:
        return f"{value:.2f}".rstrip("0").rstrip(".")
    return f"{value:.3g}"


def _nonfinite(value: float) -> str:
    return "not a number" if math.isnan(value) else ("infinity" if value > 0 else "-infinity")


def times(value: float) -> str:
    """A ratio as people quote it: 17.0x, 2.09x, 3.54x."""
    if not math.isfinite(value):
        return _nonfinite(value) + " x"
    return f"{value:.1f}x" if round(value, 1) == round(value, 2) else f"{value:.2f}x"


def point_seconds(value: float) -> str:
    if not math.isfinite(value):
        return _nonfinite(value) + " s"
    return f"{value:.2f} s" if value >= 0.1 else f"{value:.3f} s"


def pct(value: float) -> str:
    if not math.isfinite(value):
        return _nonfinite(value) + " %"
    return f"{value * 100:.1f}%" if value < 0.1 else f"{value * 100:.0f}%"


def pct_beside(value: float, limit: float) -> str:
    """``pct(value)``, with one decimal more when it would print as the limit it exceeds
    ("30.3% ... (limit 30%)", not "30% ... (limit 30%)")."""
    shown = pct(value)
    if shown == pct(limit) and math.isfinite(value) and value != limit:
        return f"{value * 100:.1f}%"
    return shown


def where(point: Point) -> str:
    """How messages name a point: "concurrency 8", or its requested rate (the operating point of
    an open loop, whose concurrency is at most a cap)."""
    if point.request_rate is not None:
        return f"request rate {fmt(point.request_rate)}/s"
    if point.concurrency is not None:
        return f"concurrency {point.concurrency}"
    return "this point"
