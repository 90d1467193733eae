"""GenAI-Perf (and AIPerf) CSV exports: a per-metric statistics table
(``Metric,avg,min,max,p99,...``), a blank line, then ``Metric,Value`` rows. Only what the
CSV holds: no concurrency, no stop rule, no model. Findings point at the CSV line.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterator
from typing import Any

from benchlint.importers import ImportOutcome, SourceRef
from benchlint.importers._common import Draft, intval, num, outcome_from
from benchlint.model.findings import Violation

#: statistics-table metric name -> (record field, seconds scale or None for plain values)
_STAT_ROWS: dict[str, tuple[str | None, float]] = {
    "Time To First Token (ms)": ("ttft_s", 1e-3),
    "Request Latency (ms)": ("latency_s", 1e-3),
    "Output Sequence Length (tokens)": ("output_tokens", 1.0),
    "Output Sequence Length": ("output_tokens", 1.0),
    "Output Token Throughput Per User (tokens/sec/user)": ("per_request_decode_tok_s", 1.0),
    "Input Sequence Length (tokens)": (None, 1.0),
    "Input Sequence Length": (None, 1.0),
    "Time To Second Token (ms)": (None, 1.0),
    "Inter Token Latency (ms)": (None, 1.0),
    "Time To First Output Token (ms)": (None, 1.0),
    "Output Token Count (tokens)": (None, 1.0),
    # AIPerf 0.11+: per-user end-to-end output rate and the gaps between streamed chunks
    "E2E Output Token Throughput (tokens/sec/user)": (None, 1.0),
    "Inter Chunk Latency (ms)": (None, 1.0),
    "Prefill Throughput Per User (tokens/sec/user)": (None, 1.0),
}
#: AIPerf 0.11+ HTTP trace rows (src/aiperf/metrics/types/http_trace_metrics.py: each class's
#: ``header`` and unit, as _format_metric_name writes them): transport bookkeeping, known, not read
_STAT_ROWS.update(
    dict.fromkeys(
        (
            "HTTP Blocked (ms)", "HTTP Connection Reused (ratio)", "HTTP Connecting (ms)", "HTTP DNS Lookup (ms)",
            "HTTP Sending (ms)", "HTTP Waiting (TTFB) (ms)", "HTTP Receiving (ms)",
            "HTTP Duration (excl. conn) (ms)", "HTTP Data Sent (KB)", "HTTP Data Received (KB)", "HTTP Chunks Sent",
            "HTTP Chunks Received", "HTTP Connection Overhead (ms)", "HTTP Total Time (ms)",
        ),
        (None, 1.0),
    )
)  # fmt: skip
_VALUE_ROWS = frozenset(
    {
        "Output Token Throughput (tokens/sec)", "Request Throughput (per sec)", "Request Count (count)",
        "Request Count (requests)", "Total Token Throughput (tokens/sec)", "Benchmark Duration (sec)",
        "Error Request Count (count)", "Error Request Count (requests)", "Total Output Tokens (tokens)",
        "Total ISL (tokens)", "Total OSL (tokens)", "Goodput (requests/sec)",
        # AIPerf's SLO counts with --goodput (good_request_count_metric.py, good_request_fraction)
        "Good Request Count", "GoodRequestFraction (ratio)",
    }
)  # fmt: skip
#: AIPerf's own row names (src/aiperf/exporters/metrics_csv_exporter.py, _format_metric_name: the
#: metric header, then its unit unless that is count or requests) -> GenAI-Perf's
_ALIASES = {
    "request count": "Request Count (count)",
    "error request count": "Error Request Count (count)",
    "request throughput (requests/sec)": "Request Throughput (per sec)",
    "total input sequence length (tokens)": "Total ISL (tokens)",
    "total output sequence length (tokens)": "Total OSL (tokens)",
}
#: every known row name, compared without case ("Time to First Token (ms)" in AIPerf, "Time To
#: First Token (ms)" in GenAI-Perf)
_CANONICAL = {name.lower(): name for name in (*_STAT_ROWS, *_VALUE_ROWS)} | _ALIASES
_COLUMNS = {
    "avg": "mean",
    "min": "min",
    "max": "max",
    "p99": "p99",
    "p95": "p95",
    "p90": "p90",
    "p50": "p50",
    "std": "std",
}


#: the header of AIPerf's confidence aggregate CSV (AggregateConfidenceCsvExporter, _write_metrics_section)
_CONFIDENCE_HEADER = "metric,mean,std,min,max,cv,se,ci_low,ci_high,t_critical,unit"
#: its metadata rows (_write_metadata_section) -> the JSON export's metadata keys
_CONFIDENCE_METADATA = {
    "aggregation type": "aggregation_type",
    "total runs": "num_profile_runs",
    "successful runs": "num_successful_runs",
}


def sniff(path: str, text: str, data: Any) -> str | None:
    if data is not None:
        return None
    head = text.lstrip("\ufeff").lstrip()[:200]
    if head.lower().startswith(_CONFIDENCE_HEADER):
        return "aiperf-confidence-csv"
    if head.startswith("Metric,") and ("Token" in text[:4000] or "Request Latency" in text[:4000]):
        return "genai-perf-csv"
    return None


def import_file(path: str, text: str, data: Any, fmt: str) -> ImportOutcome:
    from benchlint.importers.nvidia import phase_export

    if phase_export(path):
        return outcome_from([], [])
    if fmt == "aiperf-confidence-csv":
        return _import_confidence_csv(path, text)
    draft = Draft("genai-perf", path, origin=SourceRef(line=1))
    problems: list[tuple[str, Violation]] = []
    header: list[str] = []
    aiperf = False
    unknown: list[tuple[str, int]] = []
    values: dict[str, tuple[float, int]] = {}
    lines = text.lstrip("\ufeff").splitlines()
    for number, cells in _csv_lines(text, problems):
        if cells is None:  # a blank line ends a table
            header = []
            continue
        if cells and cells[0] == "Metric":
            header = cells
            # AIPerf's statistics table has a sum column (aiperf/common/constants.py STAT_KEYS);
            # GenAI-Perf's has avg, min, max, percentiles (and std) only
            aiperf = aiperf or "sum" in cells
            continue
        if not header:
            continue
        name = _CANONICAL.get(cells[0].strip().lower(), cells[0])
        if header[1:2] == ["Value"]:
            value = csv_num(cells[1]) if len(cells) > 1 else None
            if name not in _VALUE_ROWS:
                unknown.append((name, number))
            elif value is None:
                problems.append(
                    (
                        "unreadable",
                        Violation(f"line {number}: {name!r} has no number (truncated file?)", line=number, col=1),
                    )
                )
            else:
                values[name] = (value, number)
            continue
        if name not in _STAT_ROWS:
            unknown.append((name, number))
            continue
        if len(cells) < len(header):
            problems.append(
                (
                    "unreadable",
                    Violation(
                        f"line {number}: {len(cells)} of {len(header)} columns (truncated file?)", line=number, col=1
                    ),
                )
            )
        field, scale = _STAT_ROWS[name]
        if field is None:
            continue
        for column, cell in zip(header[1:], cells[1:], strict=False):
            stat = _COLUMNS.get(column)
            parsed = csv_num(cell)
            if stat and parsed is not None:
                draft.put(f"points[0].{field}.{stat}", parsed * scale, line=number)
    _input_length(draft, lines)
    if aiperf:
        draft.data["provenance"]["tool"] = "aiperf"
    _values(draft, values, aiperf)
    if unknown:
        shown = ", ".join(repr(n) for n, _ in unknown[:6])
        problems.append(
            (
                "unknown-keys",
                Violation(
                    f"{len(unknown)} CSV metric row(s) this reader does not know (another version's, or rows "
                    f"it does not read): {shown}",
                    line=unknown[0][1],
                    col=1,
                ),
            )
        )
    draft.locate("points[0]", line=1)
    return outcome_from([draft], problems)


_THOUSANDS = re.compile(r"^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$")


def _csv_lines(text: str, problems: list[tuple[str, Violation]]) -> Iterator[tuple[int, list[str] | None]]:
    """(line number, cells) of each line of a CSV export, None for a blank line (the exports put a
    blank line between their tables); a line that is not CSV is a problem and is skipped."""
    for number, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        if not raw.strip():
            yield number, None
            continue
        try:
            yield number, next(csv.reader(io.StringIO(raw)))
        except (csv.Error, StopIteration):
            problems.append(("unreadable", Violation(f"line {number} is not CSV", line=number, col=1)))


def csv_num(cell: str) -> float | None:
    """A CSV number, with the thousands separators GenAI-Perf and AIPerf write ("1,719.71")."""
    text = cell.strip()
    if _THOUSANDS.match(text):
        text = text.replace(",", "")
    return num(text)


def _input_length(draft: Draft, lines: list[str]) -> None:
    for number, raw in enumerate(lines, start=1):
        cells = raw.split(",")
        if cells[0].startswith("Input Sequence Length") and len(cells) > 1:
            mean = csv_num(cells[1])
            draft.put("workload.prompt_tokens.mean", mean, line=number)
            return


def _values(draft: Draft, values: dict[str, tuple[float, int]], aiperf: bool = False) -> None:
    def get(name: str) -> tuple[float | None, int | None]:
        value, line = values.get(name, (None, None))
        return value, line

    aggregate, line = get("Output Token Throughput (tokens/sec)")
    draft.put("points[0].aggregate_tok_s", aggregate, line=line)
    if aggregate is not None and aiperf:
        # AIPerf: total output tokens / the profiling window, one run (as in its JSON export)
        draft.put("aggregation", "total_output_over_wall", line=line)
    elif aggregate is not None:
        draft.infer(
            "aggregation",
            "total_output_over_wall",
            "GenAI-Perf computes Output Token Throughput as total output tokens / benchmark window for one profile; "
            "a profile merged from several clients sums their throughputs instead, and the CSV does not say which",
            line=line,
        )
    for name in ("Request Count (count)", "Request Count (requests)"):
        count, line = get(name)
        draft.put("points[0].requests", intval(count), line=line)
    for name in ("Error Request Count (count)", "Error Request Count (requests)"):
        count, line = get(name)
        draft.put("points[0].failed_requests", intval(count), line=line)
    duration, line = get("Benchmark Duration (sec)")
    draft.put("points[0].wall_s", duration, line=line)
    total, line = get("Total Output Tokens (tokens)")
    if total is None:
        total, line = get("Total OSL (tokens)")
    draft.put("points[0].output_tokens_total", intval(total), line=line)
    prompt_total, line = get("Total ISL (tokens)")
    draft.put("points[0].prompt_tokens_total", intval(prompt_total), line=line)


def _import_confidence_csv(path: str, text: str) -> ImportOutcome:
    """AIPerf's ``aggregate/profile_export_aiperf_aggregate.csv`` (AggregateConfidenceCsvExporter):
    the rows of the JSON export's ``metrics`` (``metric,mean,std,...,unit``, numbers with two
    decimals, NaN blank), a blank line, then its metadata as ``Title Case Key,value`` rows
    (``Aggregation Type``, ``Total Runs``, ``Successful Runs``, then every other metadata item).
    Read as the JSON export is (benchlint.importers.nvidia, _import_confidence)."""
    from benchlint.importers.nvidia import _import_confidence

    metrics: dict[str, Any] = {}
    metadata: dict[str, Any] = {}
    lines: dict[str, int] = {}
    problems: list[tuple[str, Violation]] = []
    header: list[str] = []
    for number, cells in _csv_lines(text, problems):
        if cells is None:  # a blank line ends a table
            header = []
            continue
        if cells and cells[0].strip().lower() == "metric":
            header = [cell.strip().lower() for cell in cells]
            continue
        if header and len(cells) >= 2:
            row = dict(zip(header, cells, strict=False))
            metrics[cells[0]] = {"mean": csv_num(row.get("mean", "")), "unit": row.get("unit", "")}
            lines[cells[0]] = number
        elif len(cells) >= 2:
            key = _CONFIDENCE_METADATA.get(cells[0].strip().lower(), cells[0].strip().lower().replace(" ", "_"))
            value = csv_num(cells[1])
            metadata[key] = value if value is not None else cells[1]
            lines[key] = number
    report = {"metadata": metadata, "metrics": metrics}
    return _import_confidence(path, report, problems, lines)
