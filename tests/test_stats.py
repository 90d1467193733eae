"""The numeric module on the seeds' own numbers (seed 000 §2-5, seed 003 §2-4)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from benchlint import stats
from benchlint.schema.model import Point, Record, ServingCap, Stats, System, Workload


def test_percentile_matches_numpy_linear() -> None:
    rng = random.Random(0)
    for size in (1, 2, 3, 10, 101):
        values = [rng.uniform(0.05, 95.0) for _ in range(size)]
        for q in (0, 1, 25, 50, 90, 95, 99, 100):
            assert stats.percentile(values, q) == pytest.approx(float(np.percentile(values, q)))


def test_percentile_rejects_nonsense() -> None:
    with pytest.raises(ValueError):
        stats.percentile([], 50)
    with pytest.raises(ValueError):
        stats.percentile([1.0], 101)


def test_summarize_per_request_ttfts() -> None:
    # seed 000's only repeat: TTFT 0.062 s once and 0.316 s the other time
    summary = stats.summarize([0.062, 0.316])
    assert summary.mean == pytest.approx(0.189)
    assert summary.p50 == pytest.approx(0.189)
    assert summary.min == 0.062 and summary.max == 0.316
    assert summary.std == pytest.approx(float(np.std([0.062, 0.316])))


def test_total_over_wall_is_the_aggregate() -> None:
    assert stats.total_over_wall(Point(output_tokens_total=4096, wall_s=6.76)) == pytest.approx(605.9, abs=0.05)
    assert stats.total_over_wall(Point(output_tokens_total=8192, wall_s=20.413)) == pytest.approx(401.3, abs=0.05)
    assert stats.total_over_wall(Point(output_tokens_total=486)) is None


def test_summed_per_request_speeds_seed000_16way() -> None:
    point = Point(
        concurrency=16,
        output_tokens_total=8192,
        wall_s=20.413,
        aggregate_tok_s=840.1,
        per_request_decode_tok_s=Stats(mean=52.51),
    )
    assert stats.per_request_sum(point) == pytest.approx(840.16)
    assert stats.looks_summed(point, 0.01, 0.02)
    honest = Point(
        concurrency=16,
        output_tokens_total=8192,
        wall_s=20.413,
        aggregate_tok_s=401.3,
        per_request_decode_tok_s=Stats(mean=52.51),
    )
    assert not stats.looks_summed(honest, 0.01, 0.02)


def test_mean_output_per_request_seed000_171_run() -> None:
    assert stats.mean_output_per_request(Point(requests=8, output_tokens_total=486)) == pytest.approx(60.75)
    assert stats.mean_output_per_request(Point(output_tokens=Stats(mean=512), output_tokens_total=1)) == 512
    assert stats.mean_output_per_request(Point(output_tokens_total=486)) is None


def _workload(prompt: float) -> Record:
    return Record(workload=Workload(prompt_tokens=Stats(mean=prompt)))


def test_reading_time_seed000_72_run_is_84_percent() -> None:
    reading = stats.reading_time(Point(concurrency=8, requests=8, wall_s=17.77, prefill_tok_s=3005), _workload(5634))
    assert reading is not None
    assert reading.seconds == pytest.approx(15.0, abs=0.01)
    assert reading.share == pytest.approx(0.844, abs=0.001)
    assert "8 x 5634 = 45072 prompt tokens" in reading.basis


def test_reading_time_seed000_171_run_a_third() -> None:
    point = Point(concurrency=8, requests=8, wall_s=2.84, prefill_tok_s=3005, ttft_s=Stats(p50=0.974))
    by_prefill = stats.reading_time(point, _workload(352))
    assert by_prefill is not None and by_prefill.seconds == pytest.approx(0.937, abs=0.001)
    # the measured median TTFT agrees (seed: "Matches.")
    by_ttft = stats.reading_time(point, Record())
    assert by_ttft is not None and by_ttft.seconds == 0.974
    assert by_prefill.share == pytest.approx(by_ttft.share, abs=0.02)


def test_reading_time_without_numbers_is_unknown() -> None:
    assert stats.reading_time(Point(concurrency=8, wall_s=17.77), _workload(5634)) is None
    assert stats.reading_time(Point(concurrency=8, prefill_tok_s=3005), _workload(5634)) is None


def test_decomposition_seed000_606_run() -> None:
    point = Point(
        concurrency=8,
        requests=8,
        wall_s=6.76,
        output_tokens=Stats(mean=512),
        ttft_s=Stats(p50=0.23),
        per_request_decode_tok_s=Stats(p50=79.45),
    )
    parts = stats.decomposition(point)
    assert parts is not None
    assert parts.predicted_wall == pytest.approx(6.674, abs=0.001)
    assert stats.relative_difference(6.76, parts.predicted_wall) == pytest.approx(0.013, abs=0.001)
    # predicted aggregate = 8 x 512 / 6.67 = 614 tok/s (seed: 614 predicted, 606 measured)
    assert 8 * 512 / parts.predicted_wall == pytest.approx(614, abs=1)


def test_decomposition_uses_the_longest_output() -> None:
    point = Point(
        output_tokens_total=486,
        requests=8,
        output_tokens=Stats(max=78),
        ttft_s=Stats(p50=0.974),
        per_request_decode_tok_s=Stats(p50=40.95),
    )
    parts = stats.decomposition(point)
    assert parts is not None and parts.output_tokens == 78


PRODUCTION = [
    (1, 165.2, 1.55),
    (2, 166.0, 3.03),
    (4, 166.4, 5.9),
    (8, 166.1, 11.78),
    (16, 165.9, 23.35),
    (32, 166.3, 46.45),
    (64, 165.8, 92.73),
]


def _points(rows: list[tuple[int, float, float]]) -> list[Point]:
    return [Point(concurrency=c, aggregate_tok_s=a, latency_s=Stats(p95=p95)) for c, a, p95 in rows]


def test_ladder_seed003_production_is_flat_and_serial() -> None:
    rungs = stats.ladder(list(reversed(_points(PRODUCTION))))
    assert [r.concurrency for r in rungs] == [1, 2, 4, 8, 16, 32, 64]
    assert rungs[0].index == 6  # index into the record's own points list
    assert stats.span(rungs) == 64
    assert stats.aggregate_spread(rungs) == pytest.approx((166.4 - 165.2) / 165.2)
    series = stats.latency_series(rungs)
    assert series is not None and series[0] == "p95 latency"
    assert series[1][-1] / series[1][0] == pytest.approx(59.8, abs=0.1)
    assert stats.implied_serial_cap(rungs, series[1]) == 1


def test_implied_cap_seed003_batch_capable_tail() -> None:
    tail = _points([(4, 330.7, 3.09), (8, 329.4, 5.9), (16, 328.8, 11.7), (32, 326.1, 23.5), (64, 322.6, 47.02)])
    rungs = stats.ladder(tail)
    series = stats.latency_series(rungs)
    assert series is not None
    assert stats.implied_serial_cap(rungs, series[1]) == 4


def test_last_rung_growth_seed003_candidate() -> None:
    rungs = stats.ladder(_points([(16, 3720.0, 1.09), (32, 4790.0, 1.68), (64, 5613.0, 2.86)]))
    assert stats.last_rung_growth(rungs) == pytest.approx(0.172, abs=0.001)
    assert stats.last_rung_growth(rungs[:1]) is None


def test_ladder_skips_points_without_numbers_and_duplicates() -> None:
    points = [
        Point(concurrency=8, aggregate_tok_s=606.1),
        Point(concurrency=8, aggregate_tok_s=1.0),
        Point(aggregate_tok_s=5.0),
        Point(concurrency=1, output_tokens_total=512, wall_s=3.642),
    ]
    rungs = stats.ladder(points)
    assert [(r.concurrency, round(r.aggregate, 1)) for r in rungs] == [(1, 140.6), (8, 606.1)]
    assert stats.concurrency_levels(points) == [1, 8]


def test_latency_series_needs_every_rung() -> None:
    rungs = stats.ladder(
        [
            Point(concurrency=1, aggregate_tok_s=1.0, latency_s=Stats(p95=1.0)),
            Point(concurrency=4, aggregate_tok_s=1.0, ttft_s=Stats(p50=3.0)),
        ]
    )
    assert stats.latency_series(rungs) is None
    assert stats.has_latency_percentiles(rungs[1].point)
    assert not stats.has_latency_percentiles(Point(latency_s=Stats(mean=3.0)))


def test_records_by_id_and_covers() -> None:
    first, second = Record(id="a", speedup=2.0), Record(id="a")
    assert stats.records_by_id([first, second, Record()]) == {"a": first}
    assert stats.covers([1, 2, 4, 8], [1, 8]) == []
    assert stats.covers([1], [1, 8]) == [8]


def test_single_wave_decomposition_respects_the_cap() -> None:
    from benchlint.rules.pf002_wall_disagrees_with_decomposition import single_wave

    capped = Record(system=System(max_concurrent_sequences=ServingCap(value=8, source="process")))
    assert single_wave(Point(concurrency=8, requests=8), capped)
    assert not single_wave(Point(concurrency=16, requests=16), capped)
    assert not single_wave(Point(concurrency=8), Record())


@pytest.mark.parametrize(
    ("value", "text"),
    [(840.1, "840.1"), (45072.0, "45072"), (0.974, "0.974"), (2.84, "2.84"), (52.51, "52.51"), (650.0, "650")],
)
def test_fmt(value: float, text: str) -> None:
    assert stats.fmt(value) == text


def test_times_and_pct() -> None:
    assert stats.times(17.0) == "17.0x"
    assert stats.times(840.1 / 401.3) == "2.09x"
    assert stats.times(2.5) == "2.5x"
    assert stats.pct(0.844) == "84%"
    assert stats.pct(0.013) == "1.3%"
