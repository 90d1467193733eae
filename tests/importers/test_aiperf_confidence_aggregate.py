"""AIPerf's confidence aggregate: ``aiperf profile --num-profile-runs N`` runs one
configuration N times (``profile_runs/run_0001/profile_export_aiperf.json`` ...) and writes
``aggregate/profile_export_aiperf_aggregate.json`` (AIPerf 0.11,
aiperf/exporters/aggregate/aggregate_confidence_json_exporter.py, AggregateConfidenceJsonExporter;
the statistics from aiperf/orchestrator/aggregation/confidence.py, ConfidenceAggregation):
``metadata`` with ``aggregation_type: confidence``, ``num_profile_runs``,
``num_successful_runs``, ``failed_runs``, ``confidence_level`` (and, for one cell of a sweep,
``variation_values``), and ``metrics`` flattened to ``{metric}_{stat}`` keys
(``time_to_first_token_p99``), each with the ``mean`` over the runs of that run statistic and
its spread (``std``, ``cv``, ``se``, ``ci_low``, ``ci_high``, ``t_critical``, ``unit``).

Alone, the file is one operating point measured N times: it must be read (not an SC003
"unknown format"), with its repeats, and the load only where the file records it (a sweep
cell's ``variation_values``; a fixed-trials aggregate records none, so OP001 stands). Beside
the per-run exports it summarises, it is read through them (no second record). One whose
runs all failed says so. The files are written here in the writer's shape, not copied."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.importers._support import codes, import_path, records_of, write_json


def _conf(unit: str, mean: float) -> dict[str, Any]:
    spread = mean * 0.02
    return {
        "mean": mean,
        "std": spread,
        "min": mean - spread,
        "max": mean + spread,
        "cv": 0.02,
        "se": spread / 1.7,
        "ci_low": mean - 2.5 * spread,
        "ci_high": mean + 2.5 * spread,
        "t_critical": 4.303,
        "unit": unit,
    }


def _aggregate(folder: Path, runs: int = 3, variation: dict[str, Any] | None = None) -> Path:
    metadata: dict[str, Any] = {
        "aggregation_type": "confidence",
        "num_profile_runs": runs,
        "num_successful_runs": runs,
        "failed_runs": [],
        "confidence_level": 0.95,
        "run_labels": [f"run_{i:04d}" for i in range(1, runs + 1)],
        "cooldown_seconds": 0.0,
    }
    if variation is not None:
        metadata |= {"variation_label": "concurrency_32", "variation_values": variation}
    metrics = {
        "request_count_avg": _conf("requests", 480.0),
        "benchmark_duration_avg": _conf("sec", 75.0),
        "output_token_throughput_avg": _conf("tokens/sec", 2210.0),
        "request_throughput_avg": _conf("requests/sec", 6.4),
        "time_to_first_token_avg": _conf("ms", 52.0),
        "time_to_first_token_p50": _conf("ms", 47.0),
        "time_to_first_token_p99": _conf("ms", 140.0),
        "request_latency_avg": _conf("ms", 4800.0),
        "output_sequence_length_avg": _conf("tokens", 345.0),
    }
    folder.mkdir(parents=True, exist_ok=True)
    return write_json(
        folder / "profile_export_aiperf_aggregate.json",
        {"schema_version": "1.0", "aiperf_version": "0.11.0", "metadata": metadata, "metrics": metrics},
    )


def _run_export(folder: Path, tok_s: float) -> Path:
    def metric(unit: str, avg: float) -> dict[str, Any]:
        return {"unit": unit, "avg": avg, "p50": avg, "p99": avg * 2, "min": avg / 2, "max": avg * 3, "std": 1.0}

    folder.mkdir(parents=True, exist_ok=True)
    return write_json(
        folder / "profile_export_aiperf.json",
        {
            "schema_version": "1.3",
            "aiperf_version": "0.11.0",
            "input_config": {
                "models": {"items": [{"name": "Qwen/Qwen3-8B"}]},
                "endpoint": {"type": "chat", "streaming": True},
                "phases": [{"name": "profiling", "type": "concurrency", "concurrency": 32, "request_count": 480}],
            },
            "request_count": metric("requests", 480.0),
            "benchmark_duration": metric("sec", 75.0),
            "output_token_throughput": metric("tokens/sec", tok_s),
            "request_throughput": metric("requests/sec", 6.4),
            "time_to_first_token": metric("ms", 52.0),
            "request_latency": metric("ms", 4800.0),
        },
    )


def test_a_fixed_trials_aggregate_alone_is_one_point_measured_n_times(tmp_path: Path) -> None:
    path = _aggregate(tmp_path / "aggregate")
    fmt, _ = import_path(path)
    assert fmt == "aiperf-confidence"
    (record,) = records_of(path)
    assert record.repeats == 3
    (point,) = record.points
    assert point.aggregate_tok_s == 2210.0
    assert point.requests == 480 and point.wall_s == 75.0
    assert point.ttft_s is not None and point.ttft_s.p99 is not None and abs(point.ttft_s.p99 - 0.14) < 1e-9
    # the run statistic's spread over the runs is not the requests' spread
    assert point.concurrency is None and point.request_rate is None
    found = codes(path)
    assert "SC003" not in found
    assert found["OP001"] == 1  # the load is only in the per-run exports


def test_a_sweep_cell_aggregate_names_its_load(tmp_path: Path) -> None:
    path = _aggregate(tmp_path / "concurrency_32" / "aggregate", variation={"phases.profiling.concurrency": 32})
    (record,) = records_of(path)
    assert record.points[0].concurrency == 32
    found = codes(path)
    assert "OP001" not in found and found["CV001"] == 1


def test_beside_the_run_exports_it_is_read_through_them(tmp_path: Path) -> None:
    for i, tok_s in enumerate((2190.0, 2230.0, 2210.0), 1):
        _run_export(tmp_path / "profile_runs" / f"run_{i:04d}", tok_s)
    path = _aggregate(tmp_path / "aggregate")
    assert records_of(path) == []
    found = codes(tmp_path)
    assert "SC003" not in found and found["CV001"] == 1


def test_an_aggregate_with_no_run_statistic_says_so(tmp_path: Path) -> None:
    folder = tmp_path / "aggregate"
    folder.mkdir()
    path = write_json(
        folder / "profile_export_aiperf_aggregate.json",
        {
            "schema_version": "1.0",
            "aiperf_version": "0.11.0",
            "metadata": {"aggregation_type": "confidence", "num_profile_runs": 2, "num_successful_runs": 0},
            "metrics": {"output_token_throughput_avg": {"mean": "n/a"}, "notes": 3},
        },
    )
    _, outcome = import_path(path)
    assert outcome.records == []
    assert any("nothing to read" in violation.message for _, violation in outcome.problems)


def test_a_sweep_aggregate_is_still_the_sweep_format(tmp_path: Path) -> None:
    path = write_json(
        tmp_path / "profile_export_aiperf_sweep.json",
        {"aggregation_type": "sweep", "metadata": {"aggregation_type": "sweep"}, "per_combination_metrics": []},
    )
    fmt, _ = import_path(path)
    assert fmt == "aiperf-sweep"


#: AggregateConfidenceCsvExporter (aiperf/exporters/aggregate/aggregate_confidence_csv_exporter.py): the
#: metrics table first (two decimals, NaN blank), a blank line, then the metadata as Title Case rows
_CSV = """metric,mean,std,min,max,cv,se,ci_low,ci_high,t_critical,unit
request_count_avg,480.00,0.00,480.00,480.00,0.0000,0.0000,480.00,480.00,4.3027,requests
benchmark_duration_avg,75.00,1.50,73.50,76.50,0.0200,0.8660,71.27,78.73,4.3027,sec
output_token_throughput_avg,2210.00,44.20,2165.80,2254.20,0.0200,25.5189,2100.20,2319.80,4.3027,tokens/sec
time_to_first_token_avg,52.00,1.04,50.96,53.04,0.0200,0.6004,49.42,54.58,4.3027,ms
time_to_first_token_p99,140.00,2.80,137.20,142.80,0.0200,1.6166,133.04,146.96,,ms

Aggregation Type,confidence
Total Runs,3
Successful Runs,3
Confidence Level,0.95
Cooldown Seconds,0.0
"""


def test_the_csv_export_alone_reads_as_the_json_does(tmp_path: Path) -> None:
    folder = tmp_path / "aggregate"
    folder.mkdir()
    path = folder / "profile_export_aiperf_aggregate.csv"
    path.write_text(_CSV, encoding="utf-8")
    fmt, _ = import_path(path)
    assert fmt == "aiperf-confidence-csv"
    (record,) = records_of(path)
    assert record.repeats == 3
    (point,) = record.points
    assert (point.aggregate_tok_s, point.requests, point.wall_s) == (2210.0, 480, 75.0)
    assert point.ttft_s is not None and point.ttft_s.p99 is not None and abs(point.ttft_s.p99 - 0.14) < 1e-9
    found = codes(path)
    assert "SC003" not in found and found["OP001"] == 1


def test_the_csv_beside_the_json_is_not_a_second_record(tmp_path: Path) -> None:
    json_path = _aggregate(tmp_path / "aggregate")
    (json_path.parent / "profile_export_aiperf_aggregate.csv").write_text(_CSV, encoding="utf-8")
    found = codes(tmp_path)
    assert found["OP001"] == 1 and "SC003" not in found


def test_the_cells_of_a_sweep_alone_form_one_curve(tmp_path: Path) -> None:
    # a sweep with --num-profile-runs writes one aggregate per value (concurrency_N/aggregate/)
    for concurrency in (8, 16, 32):
        _aggregate(
            tmp_path / f"concurrency_{concurrency}" / "aggregate",
            variation={"phases.profiling.concurrency": concurrency},
        )
    found = codes(tmp_path)
    assert "CV001" not in found and found["OP002"] == 1


def test_a_repeated_sweep_reads_its_aggregates_through_the_trials(tmp_path: Path) -> None:
    # --parameter-sweep-mode repeated (aiperf/cli_runner/_sweep_aggregate.py, _per_variation_aggregate_dir):
    # trials under profile_runs/trial_NNNN/<value>/, the value's aggregate under aggregate/<value>/
    for trial in (1, 2):
        _run_export(tmp_path / "profile_runs" / f"trial_{trial:04d}" / "concurrency_32", 2200.0 + trial)
    path = _aggregate(tmp_path / "aggregate" / "concurrency_32", variation={"phases.profiling.concurrency": 32})
    assert records_of(path) == []
    assert codes(tmp_path)["CV001"] == 1


def test_without_a_throughput_no_aggregation_is_claimed(tmp_path: Path) -> None:
    path = _aggregate(tmp_path / "aggregate")
    report = json.loads(path.read_text(encoding="utf-8"))
    del report["metrics"]["output_token_throughput_avg"]
    write_json(path, report)
    (record,) = records_of(path)
    assert record.aggregation is None and record.points[0].aggregate_tok_s is None
