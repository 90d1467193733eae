"""MLPerf loadgen summary and detail logs, with the submission's system description."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.importers._support import CORPUS, codes, corpus, import_path, records_of

MLPERF = corpus("mlperf")


def test_server_summary_facts() -> None:
    fmt, outcome = import_path(MLPERF / "Server/mlperf_log_summary.txt")
    assert fmt == "mlperf-summary" and outcome.problems == []
    imported = outcome.records[0]
    record = imported.record
    (point,) = record.points or []
    assert (point.request_rate, point.aggregate_tok_s, point.label) == (83.5, 24593.77, "Server")
    assert (
        point.ttft_s
        and point.ttft_s.p99 == pytest.approx(1.914647645)
        and point.ttft_s.p50 == pytest.approx(0.875073063)
    )
    assert point.latency_s and point.latency_s.mean == pytest.approx(43.579602295)
    assert imported.field_map["$.points[0].aggregate_tok_s"].line == 8
    assert record.system and (record.system.model, record.system.quantization) == ("llama2-70b", "fp8")
    assert record.workload and (record.workload.stop_rule, record.workload.dataset) == ("natural", "OpenOrca")
    # two system descriptions above and neither named in the path: GPUs stay unknown
    assert record.system.gpus is None


def test_offline_and_interactive() -> None:
    (offline,) = records_of(MLPERF / "Offline/mlperf_log_summary.txt")
    # Offline issues every sample at once: how many run concurrently is the system's choice,
    # so concurrency stays unknown (samples_per_query 245520 is a sample count)
    assert offline.points and (offline.points[0].concurrency, offline.points[0].aggregate_tok_s) == (None, 27803.9)
    (interactive,) = records_of(MLPERF / "Interactive/mlperf_log_summary.txt")
    assert interactive.points and (interactive.points[0].request_rate, interactive.points[0].aggregate_tok_s) == (
        29.5,
        8840.42,
    )
    assert interactive.system and interactive.system.model == "llama2-70b-interactive"
    assert interactive.points[0].ttft_s and interactive.points[0].ttft_s.p99 is not None


def test_detail_log_facts_and_lines() -> None:
    fmt, outcome = import_path(MLPERF / "Server/mlperf_log_detail.txt")
    assert fmt == "mlperf-detail" and outcome.problems == []
    imported = outcome.records[0]
    point = imported.record.points[0]  # type: ignore[index]
    assert (point.requests, point.failed_requests, point.aggregate_tok_s) == (73728, 0, 24593.8)
    assert imported.record.provenance and imported.record.provenance.tool_version == "5.1.0 @ 091d51f041"
    assert (imported.field_map["$.points[0].aggregate_tok_s"].line or 0) > 100


def test_findings() -> None:
    found = codes(MLPERF / "Server")
    assert set(found) == {"CV001", "OP003", "OP005", "OP006", "RP001"}
    assert codes(MLPERF / "8xMI300X_2xEPYC_9575F.json") == {}


def test_watched_failing_submission_layout_supplies_the_gpus(tmp_path: Path) -> None:
    submission = tmp_path / "closed" / "AMD"
    run = submission / "results" / "8xMI300X_2xEPYC_9575F" / "llama2-70b-99.9" / "Server" / "performance" / "run_1"
    run.mkdir(parents=True)
    for name in ("mlperf_log_summary.txt",):
        shutil.copy(MLPERF / "Server" / name, run / name)
    (submission / "systems").mkdir()
    shutil.copy(MLPERF / "8xMI300X_2xEPYC_9575F.json", submission / "systems" / "8xMI300X_2xEPYC_9575F.json")
    shutil.copy(
        MLPERF / "GB200-NVL72_GB200-186GB_aarch64x72_Dynamo.json",
        submission / "systems" / "GB200-NVL72_GB200-186GB_aarch64x72_Dynamo.json",
    )
    (record,) = records_of(run / "mlperf_log_summary.txt")
    assert record.system and record.system.gpus
    assert (record.system.gpus.count, record.system.gpus.type) == (8, "AMD Instinct MI300X 192GB HBM3")
    assert codes(run / "mlperf_log_summary.txt")["OP006"] == 0
    system = json.loads((submission / "systems" / "8xMI300X_2xEPYC_9575F.json").read_text(encoding="utf-8"))
    system["number_of_nodes"] = 2
    (submission / "systems" / "8xMI300X_2xEPYC_9575F.json").write_text(json.dumps(system), encoding="utf-8")
    (two_nodes,) = records_of(run / "mlperf_log_summary.txt")
    assert two_nodes.system and two_nodes.system.gpus and two_nodes.system.gpus.count == 16


def test_truncated_detail_log_reports_sc001_and_keeps_what_it_read(tmp_path: Path) -> None:
    lines = (CORPUS / "mlperf/Server/mlperf_log_detail.txt").read_text(encoding="utf-8").splitlines(keepends=True)
    cut = tmp_path / "mlperf_log_detail.txt"
    cut.write_text("".join(lines[:60]) + lines[60][:60], encoding="utf-8")
    fmt, outcome = import_path(cut)
    assert fmt == "mlperf-detail"
    messages = [(code, v.line, v.message) for code, v in outcome.problems]
    assert ("unreadable", 61) in [(c, line) for c, line, _ in messages]
    assert any("no result_" in m for _, _, m in messages)
    (record,) = [i.record for i in outcome.records]
    assert record.points and record.points[0].request_rate == 83.5 and record.points[0].aggregate_tok_s is None
    assert "SC001" in codes(cut)
