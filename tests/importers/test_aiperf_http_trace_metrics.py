"""AIPerf 0.11 and later export its HTTP trace metrics beside the LLM metrics in
profile_export_aiperf.json: fourteen ``http_req_*`` timings and counts per request (DNS
lookup, connecting, sending, waiting, receiving, duration, bytes and chunks sent/received,
connection reuse and overhead; ai-dynamo/aiperf src/aiperf/metrics/types/http_trace_metrics.py,
each metric class's ``tag``), the SLO share ``good_request_fraction`` (good / all requests,
written with ``--goodput``) and ``prefill_throughput_per_user`` (prompt tokens / TTFT per
request, prefill_throughput_per_user.py). They are transport bookkeeping, not fields another version named
differently, so a current export must not draw SC004 "unknown keys" for them, in the JSON nor
in the CSV export (rows named by each metric's ``header`` and unit, and the per-user
``E2E Output Token Throughput`` and ``Inter Chunk Latency`` rows); a key no AIPerf writes still
does.

The export is written here in the writer's shape (not copied from a run)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.importers._support import codes, import_path, write_json

#: the tags of AIPerf's HTTP trace metrics (http_trace_metrics.py)
_HTTP_TRACE = (
    "http_req_blocked", "http_req_connection_reused", "http_req_connecting", "http_req_dns_lookup",
    "http_req_sending", "http_req_waiting", "http_req_receiving", "http_req_duration", "http_req_data_sent",
    "http_req_data_received", "http_req_chunks_sent", "http_req_chunks_received",
    "http_req_connection_overhead", "http_req_total",
)  # fmt: skip


def _metric(unit: str, avg: float) -> dict[str, Any]:
    return {"unit": unit, "avg": avg, "p50": avg, "p99": avg, "min": avg, "max": avg, "std": 0.0, "count": 300}


def _export(tmp_path: Path, **extra: Any) -> Path:
    report: dict[str, Any] = {
        "schema_version": "1.3",
        "aiperf_version": "0.11.0",
        "request_throughput": _metric("requests/sec", 1.0),
        "request_latency": _metric("ms", 3000.0),
        "request_count": _metric("requests", 300),
        "time_to_first_token": _metric("ms", 40.0),
        "inter_token_latency": _metric("ms", 10.0),
        "output_token_throughput": _metric("tokens/sec", 300.0),
        "output_sequence_length": _metric("tokens", 300.0),
        "benchmark_duration": _metric("sec", 300.0),
        "total_output_tokens": _metric("tokens", 90000),
        "input_config": {
            "models": {"items": [{"name": "some-org/some-model"}]},
            "phases": [{"name": "profiling", "type": "concurrency", "duration": 300.0, "concurrency": 4}],
            "endpoint": {"type": "chat", "streaming": True},
        },
        "was_cancelled": False,
    }
    report.update(extra)
    return write_json(tmp_path / "profile_export_aiperf.json", report)


def test_http_trace_metrics_and_good_request_fraction_are_known(tmp_path: Path) -> None:
    trace = {tag: _metric("ms", 1.5) for tag in _HTTP_TRACE}
    path = _export(
        tmp_path,
        **trace,
        good_request_fraction={"unit": "ratio", "avg": 0.97},
        prefill_throughput_per_user=_metric("tokens/sec/user", 9000.0),
    )
    _, outcome = import_path(path)
    assert [code for code, _ in outcome.problems] == []
    assert codes(path)["SC004"] == 0


def test_a_key_no_aiperf_writes_is_still_unknown(tmp_path: Path) -> None:
    path = _export(tmp_path, http_req_teleport=_metric("ms", 1.0))
    _, outcome = import_path(path)
    assert [code for code, _ in outcome.problems] == ["unknown-keys"]


#: AIPerf's CSV export of the same run: the statistics table names each metric by its header and
#: unit (metrics_csv_exporter.py), then the Metric,Value table; the GPU-telemetry header last
_CSV = """Metric,avg,min,max,sum,p1,p5,p10,p25,p50,p75,p90,p95,p99,std
Prefill Throughput Per User (tokens/sec/user),9000,100,20000,2700000,500,900,2000,5000,9000,12000,15000,17000,19000,3000
E2E Output Token Throughput (tokens/sec/user),95,50,99,28500,60,70,80,90,95,97,98,98.50,99,5
HTTP Blocked (ms),0,0,0,0,0,0,0,0,0,0,0,0,0,0
HTTP Chunks Received,301,10,900,90300,12,30,60,150,300,400,500,600,800,150
HTTP Waiting (TTFB) (ms),39,30,80,11700,31,32,33,35,38,40,45,50,70,6
HTTP Duration (excl. conn) (ms),3000,100,9000,900000,200,300,500,1000,3000,4000,5000,6000,8000,1500
HTTP Data Received (KB),70,2,250,21000,3,8,15,30,60,85,110,140,180,40
Inter Chunk Latency (ms),10.10,0,50,909000,8,9,9.50,9.80,10,10.20,10.50,11,15,1.50
Request Latency (ms),3000,100,9000,900000,200,300,500,1000,3000,4000,5000,6000,8000,1500
Time to First Token (ms),40,30,80,12000,31,32,33,35,39,41,46,51,71,6

Metric,Value
Benchmark Duration (sec),300
Good Request Count,291
GoodRequestFraction (ratio),0.97
Output Token Throughput (tokens/sec),300
Request Count,300


Endpoint,GPU_Index,GPU_Name,GPU_UUID,Metric,avg,min,max,sum,p1,p5,p10,p25,p50,p75,p90,p95,p99,std
"""


def test_csv_http_trace_and_goodput_rows_are_known(tmp_path: Path) -> None:
    path = tmp_path / "profile_export_aiperf.csv"
    path.write_text(_CSV)
    _, outcome = import_path(path)
    assert [code for code, _ in outcome.problems] == []


def test_csv_row_no_aiperf_writes_is_still_unknown(tmp_path: Path) -> None:
    path = tmp_path / "profile_export_aiperf.csv"
    path.write_text(_CSV.replace("HTTP Blocked (ms)", "HTTP Teleport (ms)"))
    _, outcome = import_path(path)
    assert [code for code, _ in outcome.problems] == ["unknown-keys"]
