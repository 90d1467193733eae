"""AIPerf profile_export_aiperf.json, GenAI-Perf CSV, and a GenAI-Perf JSON excerpt."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.importers._support import REPO, codes, corpus, findings, import_path, records_of, write_json

AIPERF = corpus("aiperf/profile_export_aiperf.json")
GENAI_CSV = corpus("genai-perf/profile_export_genai_perf.csv")


def test_aiperf_facts() -> None:
    fmt, outcome = import_path(AIPERF)
    assert fmt == "aiperf" and outcome.problems == []
    record = outcome.records[0].record
    (point,) = record.points or []
    assert (point.concurrency, point.requests, point.output_tokens_total, point.prompt_tokens_total) == (
        4,
        64,
        35277,
        35200,
    )
    assert point.aggregate_tok_s == pytest.approx(1022443.06, abs=0.01)
    assert point.wall_s == pytest.approx(0.0345027, abs=1e-7)
    assert point.output_tokens and point.output_tokens.mean == pytest.approx(551.2, abs=0.01)
    assert point.ttft_s is None  # non-streaming mock run: no TTFT in the file
    assert point.latency_s and point.latency_s.p50 == pytest.approx(0.00067343)
    assert point.per_request_decode_tok_s and point.per_request_decode_tok_s.mean == pytest.approx(818779.82, abs=0.01)
    assert record.provenance and (record.provenance.tool, record.provenance.tool_version) == ("aiperf", "0.8.0")
    assert record.aggregation == "total_output_over_wall"
    assert record.workload and record.workload.max_tokens is None and record.workload.ignore_eos is None


def test_aiperf_findings_and_mutation(tmp_path: Path) -> None:
    # datasets[0] is synthetic: the prompts are random, so OP004 has nothing to report
    assert set(codes(AIPERF)) == {"CV001", "OP002", "OP005", "OP006", "RP001"}
    report = json.loads(AIPERF.read_text(encoding="utf-8"))
    report["output_token_throughput"]["avg"] *= 2  # 35277 tokens / 0.0345 s stays 1.02M
    found = findings(write_json(tmp_path / "profile_export_aiperf.json", report), "AG002")
    assert len(found) == 1 and "2044886" in found[0].message.replace(",", "")


def test_aiperf_unknown_metric_is_an_sc004_note_and_known_fields_still_import(tmp_path: Path) -> None:
    report = json.loads(AIPERF.read_text(encoding="utf-8"))
    report["kv_cache_hit_ratio"] = {"unit": "ratio", "avg": 0.5}
    fmt, outcome = import_path(write_json(tmp_path / "newer.json", report))
    assert fmt == "aiperf" and len(outcome.records) == 1
    ((code, violation),) = outcome.problems
    assert (
        code == "unknown-keys"
        and "kv_cache_hit_ratio" in violation.message
        and violation.json_path == "$.kv_cache_hit_ratio"
    )


def test_genai_perf_csv_facts() -> None:
    fmt, outcome = import_path(GENAI_CSV)
    assert fmt == "genai-perf-csv" and outcome.problems == []
    imported = outcome.records[0]
    (point,) = imported.record.points or []
    assert (point.aggregate_tok_s, point.requests, point.concurrency) == (456.0, 3, None)
    assert point.ttft_s and point.ttft_s.p50 == pytest.approx(0.008)
    assert point.output_tokens and point.output_tokens.mean == 2.0
    assert point.per_request_decode_tok_s and point.per_request_decode_tok_s.mean == 5.0
    assert imported.field_map["$.points[0].aggregate_tok_s"].line == 11  # the "Output Token Throughput" row
    assert imported.record.inferred and imported.record.inferred[0].field == "aggregation"
    assert set(codes(GENAI_CSV)) == {"OP001", "OP002", "OP004", "OP005", "OP006", "RP001"}


def test_genai_perf_csv_watched_failing(tmp_path: Path) -> None:
    text = GENAI_CSV.read_text(encoding="utf-8").replace(
        "Output Token Throughput (tokens/sec),456.00", "Output Token Throughput (tokens/sec),4.00"
    )
    copy = tmp_path / "profile_export_genai_perf.csv"
    copy.write_text(text, encoding="utf-8", newline="")
    (record,) = records_of(copy)
    assert record.points and record.points[0].aggregate_tok_s == 4.0


def test_genai_perf_json_reads_stimulus_and_extra_inputs(tmp_path: Path) -> None:
    report = {
        "request_throughput": {"unit": "requests/sec", "avg": 12.0},
        "request_latency": {"unit": "ms", "avg": 820.0, "p50": 800.0, "p99": 1200.0},
        "time_to_first_token": {"unit": "ms", "avg": 40.0, "p50": 38.0, "p99": 90.0},
        "output_token_throughput": {"unit": "tokens/sec", "avg": 3000.0},
        "output_token_throughput_per_user": {"unit": "tokens/sec/user", "avg": 260.0},
        "output_sequence_length": {"unit": "tokens", "avg": 250.0},
        "input_sequence_length": {"unit": "tokens", "avg": 550.0},
        "request_count": {"unit": "count", "avg": 120},
        "input_config": {
            "model_names": ["llama-3-8b"],
            "perf_analyzer": {"stimulus": {"concurrency": 16}},
            "input": {"extra": {"ignore_eos": True, "max_tokens": 256, "min_tokens": 256},
                      "output_tokens": {"mean": 256, "stddev": 0, "deterministic": False}},
        },
    }  # fmt: skip
    path = write_json(tmp_path / "profile_export_genai_perf.json", report)
    fmt, outcome = import_path(path)
    assert fmt == "genai-perf" and outcome.problems == []
    record = outcome.records[0].record
    assert record.points and record.points[0].concurrency == 16
    assert record.workload and (record.workload.ignore_eos, record.workload.max_tokens, record.workload.min_tokens) == (
        True,
        256,
        256,
    )
    assert record.points[0].ttft_s and record.points[0].ttft_s.p99 == pytest.approx(0.09)


def test_aiperf_gpu_telemetry_gives_count_and_type(tmp_path: Path) -> None:
    report = json.loads(AIPERF.read_text(encoding="utf-8"))
    gpu = {"gpu_name": "NVIDIA H100 80GB HBM3", "gpu_uuid": "GPU-1", "hostname": "node-a", "metrics": {}}
    report["telemetry_data"] = {
        "endpoints": {"http://localhost:9401/metrics": {"gpus": {"0": gpu, "1": dict(gpu, gpu_uuid="GPU-2")}}}
    }
    path = write_json(tmp_path / "profile_export_aiperf.json", report)
    (record,) = records_of(path)
    assert record.system and record.system.gpus
    assert (record.system.gpus.count, record.system.gpus.type) == (2, "NVIDIA H100 80GB HBM3")
    assert codes(path)["OP006"] == 0 and codes(AIPERF)["OP006"] == 1


def _gauge(value: float) -> dict:
    return {"type": "gauge", "series": [{"stats": {"max": value}}]}


def test_aiperf_013_level_folder_phases_and_server_metrics(tmp_path: Path) -> None:
    report = json.loads(AIPERF.read_text(encoding="utf-8"))
    level = tmp_path / "concurrency_2"
    (level / "phases" / "warmup").mkdir(parents=True)
    write_json(level / "profile_export_aiperf.json", report)
    write_json(level / "phases" / "warmup" / "profile_export_aiperf.json", report)  # not a measurement
    metrics = {
        "llamacpp:requests_processing": _gauge(1.0),
        "llamacpp:requests_deferred": _gauge(1.0),
        "llamacpp:spec_decode_num_drafts": {"type": "counter", "series": [{"stats": {"total": 0.0}}]},
    }
    write_json(level / "server_metrics_export.json", {"aiperf_version": "0.13.0", "metrics": metrics})
    (record,) = records_of(level / "profile_export_aiperf.json")
    assert records_of(level / "phases" / "warmup" / "profile_export_aiperf.json") == []
    point = record.points[0]  # type: ignore[index]
    assert point.server and (point.server.running_max, point.server.waiting_max) == (1.0, 1.0)
    assert record.speculative_decoding and record.speculative_decoding.enabled is False
    found = codes(tmp_path)
    assert found["OP005"] == 0 and found["SC003"] == 0 and found["RP001"] == 1  # one record, companions quiet


def test_aiperf_013_recorded_extra_without_ignore_eos_is_a_natural_stop(tmp_path: Path) -> None:
    """tests/data/peer-runs/aiperf/natural-stop: endpoint.extra is recorded as {} and --osl 128 is
    only max_completion_tokens, so the requests stopped at EOS (OP002 must not fire); the same file
    with ignore_eos in endpoint.extra is a fixed length."""
    real = (
        REPO
        / "tests"
        / "data"
        / "peer-runs"
        / "aiperf"
        / "natural-stop"
        / "concurrency_1"
        / "profile_export_aiperf.json"
    )
    (record,) = records_of(real)
    assert record.workload and (record.workload.stop_rule, record.workload.max_tokens) == ("natural", 128)
    assert findings(real, "OP002") == []
    report = json.loads(real.read_text(encoding="utf-8"))
    report["input_config"]["endpoint"]["extra"] = {"ignore_eos": True}
    (forced,) = records_of(write_json(tmp_path / "profile_export_aiperf.json", report))
    assert forced.workload and (forced.workload.stop_rule, forced.workload.ignore_eos) == ("fixed_length", True)


def test_aiperf_013_osl_mean_alone_is_a_fixed_length(tmp_path: Path) -> None:
    """tests/data/peer-runs/aiperf/single-level dumps datasets[0].prompts.osl as {mean: 64} (a mean
    alone is a normal with stddev 0): with ignore_eos that is a fixed length, so no OP002."""
    real = REPO / "tests" / "data" / "peer-runs" / "aiperf" / "single-level" / "profile_export_aiperf.json"
    (record,) = records_of(real)
    assert record.workload and (record.workload.stop_rule, record.workload.max_tokens) == ("fixed_length", 64)
    report = json.loads(real.read_text(encoding="utf-8"))
    report["input_config"]["datasets"][0]["prompts"]["osl"]["stddev"] = 8.0  # lengths drawn around 64
    (spread,) = records_of(write_json(tmp_path / "profile_export_aiperf.json", report))
    assert spread.workload and spread.workload.stop_rule is None


GENAI_RUNS = REPO / "tests" / "data" / "peer-runs" / "genai-perf"
GENAI_LEVEL = "SmolLM2-135M-Instruct-openai-chat-concurrency{}"


def test_genai_perf_016_window_is_request_count_over_request_throughput(tmp_path: Path) -> None:
    """tests/data/peer-runs/genai-perf/one-slot-queue: GenAI-Perf 0.0.16 writes no window, only
    request_throughput = requests / (last response - first request); the wall is read back from it,
    so PF001 can judge concurrency 1 (TTFT 2.20 s of a 3.52 s request)."""
    real = GENAI_RUNS / "one-slot-queue" / GENAI_LEVEL.format(1) / "profile_export_genai_perf.json"
    report = json.loads(real.read_text(encoding="utf-8"))
    (record,) = records_of(real)
    point = record.points[0]  # type: ignore[index]
    expected = report["request_count"]["avg"] / report["request_throughput"]["avg"]
    assert point.wall_s == pytest.approx(expected) and 28 < expected < 29
    assert record.workload and (record.workload.stop_rule, record.workload.max_tokens) == ("fixed_length", 64)
    assert len(findings(real, "PF001")) == 1
    # watched failing: without the rate there is no window, and PF001 has nothing to judge
    del report["request_throughput"]
    bare = write_json(tmp_path / "profile_export_genai_perf.json", report)
    assert records_of(bare)[0].points[0].wall_s is None  # type: ignore[index]
    assert findings(bare, "PF001") == []


def test_genai_perf_016_levels_are_one_curve() -> None:
    """One `genai-perf profile` per level (artifact folders ...-concurrency1/2/4/8): one record with
    four levels, inputs.json and the CSV twins quiet, natural stop read from input.extra."""
    run = GENAI_RUNS / "knee-at-cap"
    found = codes(run)
    assert found["CV001"] == found["SC003"] == found["SC004"] == found["OP001"] == found["OP002"] == 0
    assert found["RP001"] == 1  # one record for the run
    assert found["PF001"] == 4  # every level reads its prompts for most of each request
    natural = GENAI_RUNS / "natural-stop" / GENAI_LEVEL.format(1) / "profile_export_genai_perf.json"
    (record,) = records_of(natural)
    assert record.workload and (record.workload.stop_rule, record.workload.max_tokens) == ("natural", 128)


def test_aiperf_013_request_rate_phase_is_the_operating_point(tmp_path: Path) -> None:
    """tests/data/peer-runs/aiperf/rate-above-cap: AIPerf 0.13 records --request-rate as the
    profiling phase's `rate` (type poisson) and sets no concurrency; request_throughput is the rate
    the requests completed at. Without the phase's rate nothing names the operating point (OP001)."""
    real = REPO / "tests" / "data" / "peer-runs" / "aiperf" / "rate-above-cap" / "rate_4.0__rate_16.0"
    (record,) = records_of(real / "profile_export_aiperf.json")
    point = record.points[0]  # type: ignore[index]
    assert (point.request_rate, point.concurrency) == (4.0, None)
    assert point.achieved_request_rate == pytest.approx(0.553, abs=0.001)
    report = json.loads((real / "profile_export_aiperf.json").read_text(encoding="utf-8"))
    for phase in report["input_config"]["phases"]:
        del phase["rate"]
    assert codes(write_json(tmp_path / "profile_export_aiperf.json", report))["OP001"] == 1
