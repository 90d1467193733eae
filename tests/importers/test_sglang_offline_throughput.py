"""SGLang ``python -m sglang.bench_offline_throughput --result-filename out.jsonl``: one JSON line
appended per run (python/sglang/bench_offline_throughput.py, throughput_test_once): ``backend``,
``successful_requests``, ``total_latency`` (s), ``total_input_tokens``, ``total_output_tokens``,
``request_throughput``, ``input_throughput``, ``output_throughput`` (= total output tokens /
total_latency), ``total_throughput`` and, in newer versions, ``last_gen_throughput`` (the
scheduler's last decode gauge). Every request goes to the engine in one ``generate`` call.

The line must be read (not an SC003 "unknown format"): one point with its requests, wall and
token totals, the aggregate read as total output over wall, all requests at once as an inferred
concurrency, and nothing it does not hold (model, dataset, lengths asked for stay unknown). Each
appended line is its own run. A pooling (embedding) line with no output throughput is not
this format. Lines written here in the writer's shape, numbers invented."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.importers._support import codes, import_path, records_of, write_jsonl


def _line(requests: int = 800, wall: float = 52.0, **extra: Any) -> dict[str, Any]:
    prompt, output = requests * 700, requests * 310
    return {
        "backend": "engine",
        "successful_requests": requests,
        "total_latency": wall,
        "total_input_tokens": prompt,
        "total_output_tokens": output,
        "request_throughput": requests / wall,
        "input_throughput": prompt / wall,
        "output_throughput": output / wall,
        "total_throughput": (prompt + output) / wall,
        "last_gen_throughput": 5120.0,
    } | extra


def test_a_result_line_is_one_offline_point(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "offline.jsonl", [_line()])
    fmt, _ = import_path(path)
    assert fmt == "sglang-offline-throughput"
    (record,) = records_of(path)
    (point,) = record.points
    assert (point.requests, point.wall_s, point.output_tokens_total) == (800, 52.0, 248_000)
    assert point.aggregate_tok_s == 248_000 / 52.0 and record.aggregation == "total_output_over_wall"
    assert point.concurrency == 800 and "points[0].concurrency" in {i.field for i in record.inferred or []}
    assert record.workload is not None and record.workload.prompt_tokens is not None
    assert record.workload.prompt_tokens.mean == 700
    assert record.system is not None and record.system.model is None
    found = codes(path)
    assert "SC003" not in found and "OP007" not in found
    assert found["OP004"] == 1 and found["OP006"] == 1


def test_each_appended_line_is_its_own_run(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "offline.jsonl", [_line(), _line(requests=400, wall=30.0)])
    assert [r.points[0].requests for r in records_of(path)] == [800, 400]


def test_a_pooling_line_is_not_this_format(tmp_path: Path) -> None:
    from benchlint import importers

    line = {k: v for k, v in _line().items() if k not in {"output_throughput", "total_throughput"}}
    path = write_jsonl(tmp_path / "embed.jsonl", [line | {"total_output": 4096, "average_e2e_latency": 1.2}])
    assert importers.sniff(str(path), path.read_text(encoding="utf-8"), None) != "sglang-offline-throughput"
