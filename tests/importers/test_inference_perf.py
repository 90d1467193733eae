"""inference-perf lifecycle / Prometheus reports with the config and the server manifests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import REPO
from tests.importers._support import CORPUS, codes, copy_tree, corpus, findings, import_path, records_of

EAGLE = corpus("inference-perf/vllm+eagle")
BASELINE = corpus("inference-perf/vllm")


def test_eagle_stage_0_facts() -> None:
    fmt, outcome = import_path(EAGLE / "stage_0_lifecycle_metrics.json")
    assert fmt == "inference-perf" and outcome.problems == []
    record = outcome.records[0].record
    spec = record.speculative_decoding
    assert spec and (spec.enabled, spec.method, spec.num_speculative_tokens) == (True, "eagle3", 4)
    assert spec.acceptance_rate is None and spec.acceptance_length is None  # no acceptance anywhere
    (point,) = record.points or []
    assert (point.request_rate, point.requests, point.failed_requests) == (1.0, 60, 0)
    assert point.output_tokens and point.output_tokens.mean == pytest.approx(62.47, abs=0.01)
    assert point.aggregate_tok_s == pytest.approx(62.70, abs=0.01)
    assert record.workload and (record.workload.max_tokens, record.workload.ignore_eos, record.workload.stop_rule) == (
        64,
        True,
        "fixed_length",
    )
    assert (
        record.system
        and record.system.gpus
        and (record.system.gpus.count, record.system.gpus.type) == (1, "nvidia-h100-80gb")
    )
    assert record.system.engine_version == "0.11.0"


def test_eagle_raises_sd002_on_its_run() -> None:
    # the stage files form the run's one record; the summary and Prometheus views are companions
    found = codes(EAGLE)
    assert found["SD002"] == 1 and found["ST002"] == 0 and found["SC003"] == 0


def test_baseline_records_speculation_off() -> None:
    (record,) = records_of(BASELINE / "stage_0_lifecycle_metrics.json")
    assert record.speculative_decoding and record.speculative_decoding.enabled is False
    assert record.system and record.system.prefix_caching is False
    found = codes(BASELINE / "stage_0_lifecycle_metrics.json")
    assert found["SD002"] == 0 and found["OP005"] == 0


def test_watched_failing_manifest_decides_speculation(tmp_path: Path) -> None:
    (tmp_path / "demo").mkdir()
    (tmp_path / "demo" / "config.yaml").write_text(
        (CORPUS / "inference-perf/config.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    run = copy_tree(EAGLE, tmp_path / "demo" / "run")
    assert codes(run / "stage_0_lifecycle_metrics.json")["SD002"] == 1
    manifest = run / "manifests.yaml"
    text = manifest.read_text(encoding="utf-8")
    manifest.write_text(text.replace('"num_speculative_tokens": 4', '"num_speculative_tokens": 2'), encoding="utf-8")
    (record,) = records_of(run / "stage_0_lifecycle_metrics.json")
    assert record.speculative_decoding and record.speculative_decoding.num_speculative_tokens == 2
    lines = [line for line in text.splitlines() if "speculative_config" not in line and "eagle3" not in line]
    manifest.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert codes(run / "stage_0_lifecycle_metrics.json")["SD002"] == 0


def test_summary_and_prometheus_views_are_companions_not_points() -> None:
    # a summary pools every load stage; the Prometheus view counts other clients' traffic too
    for name in (
        "summary_lifecycle_metrics.json",
        "stage_0_prometheus_metrics.json",
        "summary_prometheus_metrics.json",
    ):
        assert records_of(EAGLE / name) == []
        assert not findings(EAGLE / name, "SC003")
    (stage,) = records_of(EAGLE / "stage_0_lifecycle_metrics.json")
    assert stage.points and stage.points[0].request_rate is not None


PEER_RUN = Path(__file__).resolve().parents[1] / "data" / "peer-runs" / "inference-perf" / "multi-slot-batching"


def test_070_concurrent_stages_are_one_curve_of_concurrency(tmp_path: Path) -> None:
    """inference-perf 0.7.0 against llama-server: three `concurrent` stages (1, 2, 4) are one
    record with three concurrency levels, not three repeats at the runtime rate 8/s; the server's
    token counts and benchmark_time_seconds are read; the fixed distributions are a fixed length."""
    stages = [records_of(PEER_RUN / f"stage_{n}_lifecycle_metrics.json")[0] for n in range(3)]
    points = [point for record in stages for point in record.points or []]
    assert [p.concurrency for p in points] == [1, 2, 4]
    assert all(p.request_rate is None for p in points)
    assert [p.output_tokens_total for p in points] == [512, 448, 512]  # usage counts: 8 x 64, 7 x 64
    assert points[1].wall_s == pytest.approx(47.7526, abs=1e-3)
    assert (points[1].failed_requests, points[1].failures_included) == (1, False)
    decode = points[0].per_request_decode_tok_s
    assert decode and decode.p50 == pytest.approx(1 / 0.04434847, rel=1e-4)  # 1 / median TPOT
    workload = stages[0].workload
    assert workload and workload.prompt_tokens and workload.prompt_tokens.mean == 128
    assert (workload.stop_rule, workload.max_tokens) == ("fixed_length", 64)
    found = codes(PEER_RUN)
    assert found["CV001"] == found["RP004"] == found["OP002"] == found["OP003"] == found["SC004"] == 0
    assert found["PF001"] >= 1  # concurrency 1: TTFT 3.05 s of a 5.88 s request
    # watched failing: without load_summary.concurrency the stages are rate points again
    run = copy_tree(PEER_RUN, tmp_path / "run")
    for stage in run.glob("stage_*_lifecycle_metrics.json"):
        stage.write_text(stage.read_text(encoding="utf-8").replace('"concurrency":', '"no_concurrency":'))
    assert records_of(run / "stage_1_lifecycle_metrics.json")[0].points[0].concurrency is None  # type: ignore[index]
    assert codes(run)["RP004"] == 1  # the three stages read as repeats at one rate again


def test_070_ignore_eos_false_is_a_natural_stop(tmp_path: Path) -> None:
    """tests/data/peer-runs/inference-perf/natural-stop: server.ignore_eos false, output 128 fixed
    (only the cap): a natural stop, so no OP002; with ignore_eos true the same config is fixed."""
    run = PEER_RUN.parent / "natural-stop"
    (record,) = records_of(run / "stage_0_lifecycle_metrics.json")
    assert record.workload and (record.workload.stop_rule, record.workload.max_tokens) == ("natural", 128)
    assert codes(run)["OP002"] == 0
    forced = copy_tree(run, tmp_path / "run")
    config = forced / "config.yaml"
    config.write_text(config.read_text(encoding="utf-8").replace("ignore_eos: false", "ignore_eos: true"))
    (fixed,) = records_of(forced / "stage_0_lifecycle_metrics.json")
    assert fixed.workload and fixed.workload.stop_rule == "fixed_length"


def test_large_yaml_above_a_stage_file_is_not_read_as_a_companion(tmp_path: Path, monkeypatch: Any) -> None:
    """A stage file looks two folders up for its config and manifests. A big YAML file there
    (a dataset, another tool's dump; the fuzz run met a 1 MB one in /tmp, 11 s per input) is
    never parsed, and each companion is parsed once however many stage files look for it."""
    from benchlint.importers import _common
    from benchlint.linter.engine import lint_paths

    source = REPO / "tests" / "data" / "peer-runs" / "inference-perf" / "one-slot-queue"
    run = tmp_path / "results" / "run"
    run.mkdir(parents=True)
    for name in ("stage_0_lifecycle_metrics.json", "stage_1_lifecycle_metrics.json", "config.yaml"):
        (run / name).write_bytes((source / name).read_bytes())
    big = "points:\n" + "  - {concurrency: 1}\n" * 20_000
    (tmp_path / "big.yaml").write_text(big, encoding="utf-8")
    parsed: list[int] = []
    real = _common.parse_yaml_text
    monkeypatch.setattr(_common, "parse_yaml_text", lambda text: parsed.append(len(text)) or real(text))
    _common._read_yaml_cached.cache_clear()
    lint_paths([str(run / "stage_0_lifecycle_metrics.json"), str(run / "stage_1_lifecycle_metrics.json")])
    assert parsed and len(big) not in parsed
    assert len(parsed) == len(set(parsed))  # config.yaml parsed once for both stages


def test_achieved_rate_is_what_the_server_completed(tmp_path: Path) -> None:
    """tests/data/peer-runs/inference-perf/rate-above-cap: the client sent 4.48, 6.68 and 14.99
    requests/s (load_summary.achieved_rate) while one slot completed about 0.7/s
    (successes.throughput.requests_per_sec); the completed rate is the achieved one, so CV006 reads
    the stages as one saturated point. Read from the sender's rate, the ladder looks held."""
    real = REPO / "tests" / "data" / "peer-runs" / "inference-perf" / "rate-above-cap"
    (record,) = records_of(real / "stage_1_lifecycle_metrics.json")
    point = record.points[0]  # type: ignore[index]
    assert point.request_rate == 8.0 and point.achieved_request_rate == pytest.approx(0.749, abs=0.001)
    assert codes(real)["CV006"] == 1
    copy = tmp_path / "run"
    copy.mkdir()
    for stage in sorted(real.glob("stage_*_lifecycle_metrics.json")):
        report = json.loads(stage.read_text(encoding="utf-8"))
        del report["successes"]["throughput"]["requests_per_sec"]
        (copy / stage.name).write_text(json.dumps(report), encoding="utf-8")
    assert codes(copy)["CV006"] == 0
