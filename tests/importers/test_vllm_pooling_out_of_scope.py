"""A pooling-model ``vllm bench serve`` result (embeddings, scores): current vLLM writes input
sequence counts and no output tokens (vllm/benchmarks/serve.py, benchmark(): the result of
metrics that are not BenchmarkMetrics). It is a recognised vLLM result of a benchmark that
generates no text, so out of scope, not an unknown format or a silently skipped file. The result
is written here in the writer's shape (not copied from a run)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.importers._support import import_path, write_json, write_jsonl


def _pooling(**extra: Any) -> dict[str, Any]:
    run: dict[str, Any] = {
        "date": "20260501-100000",
        "endpoint_type": "openai-embeddings",
        "backend": "openai-embeddings",
        "model_id": "BAAI/bge-m3",
        "tokenizer_id": "BAAI/bge-m3",
        "num_prompts": 100,
        "request_rate": "inf",
        "burstiness": 1.0,
        "max_concurrency": 16,
        "duration": 5.0,
        "completed": 100,
        "total_input_tokens": 51200,
        "total_input_sequences": 100,
        "request_throughput": 20.0,
        "input_sequence_throughput": 20.0,
        "total_token_throughput": 10240.0,
        "mean_e2el_ms": 500.0,
        "median_e2el_ms": 500.0,
        "std_e2el_ms": 1.0,
        "p99_e2el_ms": 520.0,
    }
    run.update(extra)
    return run


def test_pooling_run_is_out_of_scope(tmp_path: Path) -> None:
    fmt, outcome = import_path(write_json(tmp_path / "embed.json", _pooling()))
    assert fmt == "vllm" and outcome.records == []
    assert [code for code, _ in outcome.problems] == ["out-of-scope"]


def test_appended_pooling_runs_too(tmp_path: Path) -> None:
    fmt, outcome = import_path(write_jsonl(tmp_path / "embed.jsonl", [_pooling(), _pooling(max_concurrency=32)]))
    assert fmt == "vllm" and outcome.records == []
    assert [code for code, _ in outcome.problems] == ["out-of-scope"]


def test_a_generation_run_is_still_imported(tmp_path: Path) -> None:
    run = _pooling(endpoint_type="openai", output_throughput=900.0, total_output_tokens=4500)
    del run["total_input_sequences"], run["input_sequence_throughput"]
    fmt, outcome = import_path(write_json(tmp_path / "gen.json", run))
    assert fmt == "vllm" and len(outcome.records) == 1
    assert not any(code == "out-of-scope" for code, _ in outcome.problems)
