"""AIPerf's profile_export_aiperf.csv names its rows after AIPerf's metric headers
(src/aiperf/exporters/metrics_csv_exporter.py, _format_metric_name: the header, then the unit
unless it is count or requests): "Time to First Token (ms)", "Request Count",
"Request Throughput (requests/sec)", "Total Input Sequence Length (tokens)", where GenAI-Perf
writes "Time To First Token (ms)", "Request Count (count)", "Total ISL (tokens)". The CSV is
written here in AIPerf's layout (not copied from a run)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.importers._support import records_of

# AIPerf writes p1..p99 and sum too; the columns are read by their header
_STATS = """Metric,avg,min,max,sum,p50,p90,p95,p99,std
Input Sequence Length (tokens),1024.00,1024.00,1024.00,98304.00,1024.00,1024.00,1024.00,1024.00,0.00
Output Sequence Length (tokens),256.00,256.00,256.00,24576.00,256.00,256.00,256.00,256.00,0.00
Request Latency (ms),"4,100.00","3,900.00","4,400.00","393,600.00","4,090.00","4,250.00","4,300.00","4,380.00",90.00
{ttft_name},120.00,80.00,300.00,11520.00,110.00,200.00,250.00,290.00,40.00
"""

_VALUES = """
Metric,Value
Benchmark Duration (sec),50.00
Error Request Count,2.00
Output Token Throughput (tokens/sec),491.52
Request Count,96.00
Request Throughput (requests/sec),1.92
Total Input Sequence Length (tokens),98304.00
Total Output Sequence Length (tokens),24576.00
"""


def _csv(tmp_path: Path, ttft_name: str = "Time to First Token (ms)") -> Path:
    path = tmp_path / "profile_export_aiperf.csv"
    path.write_text(_STATS.format(ttft_name=ttft_name) + _VALUES, encoding="utf-8")
    return path


def test_aiperf_row_names_are_read(tmp_path: Path) -> None:
    [record] = records_of(_csv(tmp_path))
    [point] = record.points or []
    assert point.ttft_s and point.ttft_s.p50 == pytest.approx(0.110)
    assert (point.requests, point.failed_requests) == (96, 2)
    assert (point.prompt_tokens_total, point.output_tokens_total) == (98304, 24576)
    assert point.latency_s and point.latency_s.p99 == pytest.approx(4.38)


def test_genai_perf_casing_still_reads(tmp_path: Path) -> None:
    [record] = records_of(_csv(tmp_path, "Time To First Token (ms)"))
    assert record.points and record.points[0].ttft_s and record.points[0].ttft_s.mean == pytest.approx(0.120)


def test_another_metric_is_not_taken_for_ttft(tmp_path: Path) -> None:
    [record] = records_of(_csv(tmp_path, "Time to Second Token (ms)"))
    assert record.points and record.points[0].ttft_s is None


def test_aiperf_columns_name_the_tool_and_its_aggregation(tmp_path: Path) -> None:
    [record] = records_of(_csv(tmp_path))
    assert record.provenance and record.provenance.tool == "aiperf"
    assert record.aggregation == "total_output_over_wall"
    assert not any(i.field == "aggregation" for i in record.inferred or [])


def test_genai_perf_columns_keep_the_genai_perf_caveat(tmp_path: Path) -> None:
    path = _csv(tmp_path)
    text = path.read_text(encoding="utf-8").replace("Metric,avg,min,max,sum,p50,", "Metric,avg,min,max,p50,")
    path.write_text(text.replace(",11520.00,", ",").replace(",98304.00,1024", ",1024"), encoding="utf-8")
    [record] = records_of(path)
    assert record.provenance and record.provenance.tool == "genai-perf"
    assert any(i.field == "aggregation" for i in record.inferred or [])
