"""Token rates the current MLPerf loadgen prints outside "Tokens per second" / "Completed tokens
per second" (mlcommons/inference loadgen/results.cc, PerformanceSummary::LogSummary / LogDetail):

- a SingleStream run with token latencies (the Edge LLM benchmarks) prints its tokens/s only as
  "TPS w/ loadgen overhead" (tokens over the run) and "TPS w/o loadgen overhead" (tokens over the
  summed latencies) under Additional Stats;
- a run with infer_token_latencies prints "Tokens per second (inferred)" (Offline) or "Completed
  tokens per second (inferred)" (Server): samples x token_latency_scaling_factor over the run,
  and the detail log result_inferred_tokens_per_second / result_inferred_completed_tokens_per_second.

The summaries below are written here in the writer's layout (not copied from a run)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.importers._support import codes, import_path, records_of

_HEAD = """================================================
MLPerf Results Summary
================================================
SUT name : PySUT
Scenario : {scenario}
Mode     : PerformanceOnly
{headline}
Result is : VALID
  Min duration satisfied : Yes
  Min queries satisfied : Yes
  Early stopping satisfied: Yes

================================================
Additional Stats
================================================
{stats}
Min latency (ns)                : 1020000000
Max latency (ns)                : 6010000000
Mean latency (ns)               : 4700000000
50.00 percentile latency (ns)   : 4800000000
90.00 percentile latency (ns)   : 5120000000

================================================
Test Parameters Used
================================================
samples_per_query : 1
target_qps : 1000
min_duration (ms): 600000
"""

_SINGLE_STREAM_HEADLINE = """90th percentile latency (ns) : 5120000000
90th first token percentile latency (ns) : 61000000"""

_SINGLE_STREAM_STATS = """QPS w/ loadgen overhead         : 0.21
QPS w/o loadgen overhead        : 0.21

TPS w/ loadgen overhead         : 27.12
TPS w/o loadgen overhead        : 27.30
Min First Token latency (ns)                : 30000000
Max First Token latency (ns)                : 90000000
Mean First Token latency (ns)               : 50000000
50.00 percentile first token latency (ns)   : 49000000
90.00 percentile first token latency (ns)   : 61000000
"""


def _summary(tmp_path: Path, scenario: str, headline: str, stats: str = "") -> Path:
    path = tmp_path / "mlperf_log_summary.txt"
    path.write_text(_HEAD.format(scenario=scenario, headline=headline, stats=stats), encoding="utf-8")
    return path


def test_single_stream_tokens_per_second_is_the_run_rate(tmp_path: Path) -> None:
    path = _summary(tmp_path, "SingleStream", _SINGLE_STREAM_HEADLINE, _SINGLE_STREAM_STATS)
    [record] = records_of(path)
    [point] = record.points or []
    assert (point.concurrency, point.aggregate_tok_s, record.aggregation) == (1, 27.12, "total_output_over_wall")
    assert point.ttft_s and point.ttft_s.p50 == 0.049
    assert codes(path)["OP007"] == 0


def test_without_the_tps_line_the_aggregation_stays_unknown(tmp_path: Path) -> None:
    stats = "\n".join(line for line in _SINGLE_STREAM_STATS.splitlines() if not line.startswith("TPS w/"))
    path = _summary(tmp_path, "SingleStream", _SINGLE_STREAM_HEADLINE, stats)
    [record] = records_of(path)
    assert record.points and record.points[0].aggregate_tok_s is None and record.aggregation is None
    # no token rate was read, so there is no aggregation to ask for (OP007 asks it of a throughput figure)
    assert codes(path)["OP007"] == 0


def test_tps_line_is_not_read_outside_single_stream(tmp_path: Path) -> None:
    # a Server summary always has its completed rate; the issue-window rate is not a substitute
    path = _summary(
        tmp_path,
        "Server",
        "Completed samples per second    : 0.21",
        "TPS w/ loadgen overhead         : 27.12\nMean First Token latency (ns)               : 50000000",
    )
    [record] = records_of(path)
    assert record.points and record.points[0].aggregate_tok_s is None


def test_inferred_token_rate_is_an_llm_run_with_an_inferred_aggregate(tmp_path: Path) -> None:
    path = _summary(tmp_path, "Offline", "Samples per second: 12.5\nTokens per second (inferred): 1600.0")
    fmt, outcome = import_path(path)
    assert fmt == "mlperf-summary" and not any(code == "out-of-scope" for code, _ in outcome.problems)
    [record] = records_of(path)
    assert record.points and record.points[0].aggregate_tok_s == 1600.0
    assert any(i.field == "points[0].aggregate_tok_s" and "inferred" in i.reason for i in record.inferred or [])


def test_samples_alone_stay_out_of_scope(tmp_path: Path) -> None:
    path = _summary(tmp_path, "Offline", "Samples per second: 12.5")
    _, outcome = import_path(path)
    assert outcome.records == [] and [code for code, _ in outcome.problems] == ["out-of-scope"]


def test_detail_log_inferred_completed_rate_and_never_result_token_throughput(tmp_path: Path) -> None:
    def line(key: str, value: object) -> str:
        return ":::MLLOG " + json.dumps({"key": key, "value": value, "time_ms": 1.0, "namespace": "mlperf::logging"})

    rows = [
        line("effective_scenario", "Server"),
        line("effective_target_qps", 0.5),
        line("result_validity", "VALID"),
        line("result_completed_samples_per_sec", 0.49),
        line("result_token_throughput", 7.7e-09),  # tokens / (mean latency in ns x samples)
        line("result_inferred_completed_tokens_per_second", 62.7),
    ]
    path = tmp_path / "mlperf_log_detail.txt"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    [record] = records_of(path)
    assert record.points and (record.points[0].request_rate, record.points[0].aggregate_tok_s) == (0.5, 62.7)
    rows.pop()
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    _, outcome = import_path(path)
    assert outcome.records == []
