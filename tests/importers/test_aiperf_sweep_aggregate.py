"""AIPerf's sweep aggregate: ``aiperf profile --concurrency 16,32,64`` (or a ``--request-rate``
list) writes one export per value (``concurrency_16/profile_export_aiperf.json`` ...) and
``sweep_aggregate/profile_export_aiperf_sweep.json``: ``aggregation_type: sweep``,
``metadata`` (the swept parameter's values, ``num_trials_per_value``) and
``per_combination_metrics``, one entry per value with its ``parameters`` and, per metric, the
mean over the value's trials (``mean`` and ``avg``) beside the requests' percentiles, min and
max, and the spread over the trials (``std``, ``cv``, ``ci_low``/``ci_high``). The shape is the
one AIPerf 0.11 writes (schema 1.3 exports beside it); it records no ``input_config``.

Alone, the file is the run's curve: one point per value, so the curve rules read it, and it
must not be an SC003 "unknown format". Beside the per-level exports it summarises, it is
read through them (no second record of the same levels); one with no combination to read
(every run failed) says so instead of passing silently. A metric's ``std`` there is the
spread over trials, not the requests' standard deviation, so it is not imported as one. An
aggregate of another type (``confidence``, one value's repeats) is not this format.

The files are written here in the writer's shape (not copied from a run)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.importers._support import codes, import_path, records_of, write_json


def _stat(unit: str, mean: float, **extra: float) -> dict[str, Any]:
    return {"mean": mean, "avg": mean, "std": 0.0, "cv": 0.0, "ci_low": mean, "ci_high": mean, "unit": unit} | extra


def _combo(concurrency: int, tok_s: float) -> dict[str, Any]:
    requests = 20.0 * concurrency
    return {
        "parameters": {"concurrency": concurrency},
        "metrics": {
            "request_count": _stat("requests", requests),
            "benchmark_duration": _stat("sec", 60.0),
            "output_token_throughput": _stat("tokens/sec", tok_s),
            "total_output_tokens": _stat("tokens", tok_s * 60.0),
            "output_sequence_length": _stat("tokens", tok_s * 60.0 / requests, min=3.0, max=900.0, p50=180.0),
            "time_to_first_token": _stat("ms", 30.0 * concurrency, min=20.0, max=900.0, p50=28.0 * concurrency),
            "request_latency": _stat("ms", 2000.0 + 40.0 * concurrency, min=50.0, max=9000.0, p50=1900.0, p99=7000.0),
        },
    }


def _write(path: Path, value: Any) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    return write_json(path, value)


def _sweep(folder: Path, trials: int = 1) -> Path:
    levels = {16: 1800.0, 32: 3200.0, 64: 4100.0}
    return _write(
        folder / "sweep_aggregate" / "profile_export_aiperf_sweep.json",
        {
            "aggregation_type": "sweep",
            "num_profile_runs": len(levels) * trials,
            "num_successful_runs": len(levels) * trials,
            "failed_runs": [],
            "metadata": {
                "sweep_parameters": [{"name": "concurrency", "values": list(levels)}],
                "num_combinations": len(levels),
                "sweep_mode": "repeated",
                "confidence_level": 0.95,
                "num_trials_per_value": trials,
                "aggregation_type": "sweep",
            },
            "per_combination_metrics": [_combo(c, tok_s) for c, tok_s in levels.items()],
            "best_configurations": {},
            "pareto_optimal": [],
        },
    )


def test_a_lone_sweep_aggregate_is_the_runs_curve(tmp_path: Path) -> None:
    path = _sweep(tmp_path)
    [record] = records_of(path)
    points = record.points or []
    assert [p.concurrency for p in points] == [16, 32, 64]
    assert [p.aggregate_tok_s for p in points] == [1800.0, 3200.0, 4100.0]
    assert points[0].requests == 320 and points[0].wall_s == 60.0
    latency = points[2].latency_s
    assert latency is not None and round(latency.p50 or 0, 6) == 1.9 and latency.p99 == 7.0
    # the trials' spread (std 0.0 over one trial) is not the requests' standard deviation
    assert latency.std is None
    assert record.repeats == 1
    found = codes(path)
    assert found["SC003"] == 0 and found["CV001"] == 0
    assert found["RP001"] == 1  # one trial per value: measured once


def test_repeated_sweep_records_its_trials(tmp_path: Path) -> None:
    [record] = records_of(_sweep(tmp_path, trials=3))
    assert record.repeats == 3


def test_beside_the_per_level_exports_it_is_their_summary(tmp_path: Path) -> None:
    path = _sweep(tmp_path)
    _write(tmp_path / "concurrency_16" / "profile_export_aiperf.json", {"aiperf_version": "0.11.0"})
    fmt, outcome = import_path(path)
    assert fmt == "aiperf-sweep" and outcome.records == [] and outcome.problems == []


def test_level_exports_of_another_run_nearby_do_not_make_it_a_summary(tmp_path: Path) -> None:
    # a sweep file not in AIPerf's sweep_aggregate/ folder: folders beside its own are other runs
    path = _write(tmp_path / "mine" / "profile_export_aiperf_sweep.json", json.loads(_sweep(tmp_path).read_text()))
    _write(tmp_path / "other" / "profile_export_aiperf.json", {"aiperf_version": "0.11.0"})
    assert len(records_of(path)) == 1


def test_a_confidence_aggregate_is_not_a_sweep(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "aggregate" / "profile_export_aiperf_aggregate.json",
        {
            "metadata": {"aggregation_type": "confidence", "num_profile_runs": 3},
            "metrics": {"output_token_throughput": _stat("tokens/sec", 1800.0)},
        },
    )
    fmt, _ = import_path(path)
    assert fmt == "aiperf-confidence" and "SC003" not in codes(path)


def test_a_sweep_with_nothing_to_read_says_so(tmp_path: Path) -> None:
    empty = {"aggregation_type": "sweep", "failed_runs": [{"label": "run_0001"}], "per_combination_metrics": [1, []]}
    path = _write(tmp_path / "profile_export_aiperf_sweep.json", empty)
    found = codes(path)
    assert found["SC001"] == 1 and sum(found.values()) == 1


def test_beside_the_trials_of_each_value_it_is_their_summary(tmp_path: Path) -> None:
    # --num-profile-runs with a sweep: each value's trials under <value>/profile_runs/trial_NNNN/
    # (independent mode) or profile_runs/trial_NNNN/<value>/ (repeated mode)
    independent = _sweep(tmp_path / "independent", trials=2)
    _write(
        tmp_path / "independent" / "concurrency_16" / "profile_runs" / "trial_0001" / "profile_export_aiperf.json", {}
    )
    repeated = _sweep(tmp_path / "repeated", trials=2)
    _write(tmp_path / "repeated" / "profile_runs" / "trial_0001" / "concurrency_16" / "profile_export_aiperf.json", {})
    assert records_of(independent) == [] and records_of(repeated) == []
