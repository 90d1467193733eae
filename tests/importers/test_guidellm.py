"""GuideLLM benchmarks.json (pre-v2 schema in the corpus; a v2-shaped excerpt built from it)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from tests.importers._support import REPO, codes, corpus, import_path, records_of, write_json

REPORT = corpus("guidellm/benchmarks_stripped.json")


def _report() -> dict:
    return json.loads(REPORT.read_text(encoding="utf-8"))


def test_synchronous_point_facts() -> None:
    fmt, outcome = import_path(REPORT)
    assert fmt == "guidellm" and outcome.problems == []
    (imported,) = outcome.records
    record = imported.record
    (point,) = record.points or []
    assert (point.concurrency, point.requests, point.failed_requests, point.failures_included) == (1, 46, 0, False)
    assert point.aggregate_tok_s == pytest.approx(198.13, abs=0.01)
    assert (point.output_tokens_total, point.prompt_tokens_total) == (5888, 11827)
    assert point.wall_s == pytest.approx(29.997, abs=1e-3)
    assert point.ttft_s and point.ttft_s.p50 == pytest.approx(0.01638, abs=1e-5)
    # 1000 / 5.258 ms = 190.2 tok/s is one sampled request out of 46: kept as a note, not as a distribution
    assert point.per_request_decode_tok_s is None
    assert "190.2" in (record.notes or "") and "1 of 46" in (record.notes or "")
    assert record.workload and (record.workload.max_tokens, record.workload.ignore_eos, record.workload.stop_rule) == (
        128,
        True,
        "fixed_length",
    )
    assert {i.field for i in record.inferred or []} == {"workload.ignore_eos", "workload.stop_rule"}
    assert (
        imported.field_map["$.points[0].aggregate_tok_s"].json_path
        == "$.benchmarks[0].metrics.output_tokens_per_second.successful.mean"
    )


def test_findings_are_the_absent_fields_only() -> None:
    # the emulated data config says the prompts are random: OP004 has nothing to report
    assert set(codes(REPORT)) == {"CV001", "OP005", "OP006", "RP001"}


def test_watched_failing_inflated_aggregate_fires_ag002(tmp_path: Path) -> None:
    report = _report()
    report["benchmarks"][0]["metrics"]["output_tokens_per_second"]["successful"]["mean"] = 400.0  # 5888 / 30 s = 196
    assert codes(write_json(tmp_path / "benchmarks.json", report))["AG002"] == 1


def test_full_request_list_becomes_per_request_stats(tmp_path: Path) -> None:
    # decode speed is 1000 / inter_token_latency_ms (first token excluded), not the listed
    # output_tokens_per_second, which divides by the whole latency, TTFT included
    report = _report()
    bench = report["benchmarks"][0]
    sample = bench["requests"]["successful"][0]
    gaps = [4.0 + 0.1 * (i % 10) for i in range(46)]
    bench["requests"]["successful"] = [
        dict(sample, inter_token_latency_ms=gap, output_tokens_per_second=150.0) for gap in gaps
    ]
    (record,) = records_of(write_json(tmp_path / "full.json", report))
    stats = record.points[0].per_request_decode_tok_s  # type: ignore[index]
    assert stats is not None and stats.mean == pytest.approx(sum(1000.0 / gap for gap in gaps) / 46)
    assert stats.max == pytest.approx(250.0)


def test_sweep_of_strategies_becomes_one_curve(tmp_path: Path) -> None:
    report = _report()
    base = report["benchmarks"][0]
    concurrent = copy.deepcopy(base)
    concurrent["args"]["strategy"] = {"type_": "concurrent", "streams": 8}
    constant = copy.deepcopy(base)
    constant["args"]["strategy"] = {"type_": "constant", "rate": 5.0, "max_concurrency": 64}
    report["benchmarks"] = [constant, base, concurrent]
    (record,) = records_of(write_json(tmp_path / "sweep.json", report))
    points = record.points or []
    assert [(p.label, p.concurrency, p.request_rate) for p in points] == [
        ("synchronous", 1, None), ("concurrent", 8, None), ("constant", 64, 5.0)
    ]  # fmt: skip


def test_v2_layout(tmp_path: Path) -> None:
    bench = _report()["benchmarks"][0]
    v2_bench = {
        "type_": "generative_benchmark",
        "config": {
            "strategy": {"type_": "concurrent", "streams": 4},
            "requests": {"data": ["prompt_tokens=512,output_tokens=256"]},
            "backend": {"model": "Qwen/Qwen3-8B"},
        },
        "scheduler_metrics": {"requests_made": {"successful": 46, "incomplete": 0, "errored": 2, "total": 48}},
        "metrics": bench["metrics"],
        "duration": 30.0,
    }
    report = {"metadata": {"version": 2, "guidellm_version": "0.4.0"}, "benchmarks": [v2_bench]}
    (record,) = records_of(write_json(tmp_path / "v2.json", report))
    point = record.points[0]  # type: ignore[index]
    assert (point.concurrency, point.requests, point.failed_requests) == (4, 46, 2)
    assert record.workload and record.workload.max_tokens == 256
    assert record.provenance and record.provenance.tool_version == "0.4.0"
    assert record.system and record.system.model == "Qwen/Qwen3-8B"


def test_08_sweep_throughput_phase_and_constant_rates(tmp_path: Path) -> None:
    """tests/data/peer-runs/guidellm/rate-sweep: the throughput strategy's cap is 512 but its
    max_requests constraint of 8 ends it first, so at most 8 were in flight (inferred); the constant
    rates are rate levels with their completed rate. The one-slot queue then shows as CV002 (1 -> 8,
    latency 4.6x, aggregate flat); read as concurrency 512, the queue hides behind a 512x load step."""
    real = REPO / "tests" / "data" / "peer-runs" / "guidellm" / "rate-sweep" / "benchmarks.json"
    (record,) = records_of(real)
    points = record.points or []
    # GuideLLM's order: synchronous, then the rates, then throughput
    assert [(p.label, p.concurrency, p.request_rate is None) for p in points] == [
        ("synchronous", 1, True),
        ("constant", 512, False),
        ("constant", 512, False),
        ("throughput", 8, True),
    ]
    assert [p.request_rate for p in points[1:3]] == [pytest.approx(0.7596, abs=1e-4), pytest.approx(0.7659, abs=1e-4)]
    assert points[1].achieved_request_rate == pytest.approx(0.726, abs=0.001)
    assert codes(real)["CV002"] == 1
    report = json.loads(real.read_text(encoding="utf-8"))
    for bench in report["benchmarks"]:
        bench["config"]["constraints"] = {}
    assert codes(write_json(tmp_path / "benchmarks.json", report))["CV002"] == 0


def test_08_report_keys_are_known(tmp_path: Path) -> None:
    """GuideLLM 0.8.1 writes a top-level ``conclusions`` list and a ``warnings`` list per
    benchmark (its report schema): neither is an unknown key; a key it does not write still is."""
    real = REPO / "tests" / "data" / "peer-runs" / "guidellm" / "knee-at-cap" / "benchmarks.json"
    report = json.loads(real.read_text(encoding="utf-8"))
    assert "conclusions" in report and all("warnings" in bench for bench in report["benchmarks"])
    assert codes(real)["SC004"] == 0
    report["benchmarks"][0]["warnings_"] = report["benchmarks"][0].pop("warnings")
    assert codes(write_json(tmp_path / "benchmarks.json", report))["SC004"] == 1
