"""vLLM ``vllm bench latency --output-json``: the offline benchmark that times one batch,
``num_iters`` times (vllm/benchmarks/latency.py, main; earlier benchmarks/benchmark_latency.py).
The file holds ``avg_latency`` and ``std_latency`` (seconds), every iteration's time under
``latencies`` and ``percentiles`` for 10/25/50/75/90/99; the writer sends ``batch_size`` prompts
of ``input_len`` random token ids with ``ignore_eos=True`` and ``max_tokens=output_len`` in every
version, and records none of the sizes in the file (the ``.pytorch.json`` vLLM writes beside it
with SAVE_TO_PYTORCH_BENCHMARK_FORMAT holds them under ``benchmark.extra_info.args``).

So the file alone is one point measured ``len(latencies)`` times: its latencies read, the stop
rule and random content the tool forces inferred, the batch size (requests in flight), prompt
length and GPUs missing. It holds no token rate, so there is no aggregation method to ask for
(OP007 stays quiet); a record with a throughput figure and no aggregation keeps OP007. The
files are written here in the writer's shape, not copied from a run."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.importers._support import codes, import_path, records_of, write_json


def _latency() -> dict[str, Any]:
    latencies = [2.41, 2.44, 2.39, 2.42, 2.40, 2.43]
    return {
        "avg_latency": sum(latencies) / len(latencies),
        "std_latency": 0.017,
        "latencies": latencies,
        "percentiles": {"10": 2.395, "25": 2.4025, "50": 2.415, "75": 2.4275, "90": 2.435, "99": 2.4395},
    }


def _sidecar(**args: Any) -> list[dict[str, Any]]:
    base: dict[str, Any] = {
        "input_len": 2048,
        "output_len": 256,
        "batch_size": 16,
        "n": 1,
        "num_iters": 6,
        "model": "mistralai/Mistral-7B-Instruct-v0.3",
        "tensor_parallel_size": 2,
        "speculative_config": None,
    }
    base.update(args)
    return [
        {
            "benchmark": {"name": "vLLM benchmark", "extra_info": {"args": base}},
            "model": {"name": base["model"]},
            "metric": {"name": "latency", "benchmark_values": _latency()["latencies"], "extra_info": {}},
        }
    ]


def test_a_latency_file_alone_is_one_point_with_its_iterations(tmp_path: Path) -> None:
    path = write_json(tmp_path / "latency.json", _latency())
    fmt, _ = import_path(path)
    assert fmt == "vllm-latency"
    (record,) = records_of(path)
    assert record.repeats == 6
    (point,) = record.points
    assert point.latency_s is not None
    assert (point.latency_s.p50, point.latency_s.p99, point.latency_s.min) == (2.415, 2.4395, 2.39)
    assert point.concurrency is None and point.aggregate_tok_s is None
    assert record.workload is not None
    assert (record.workload.stop_rule, record.workload.content_type) == ("fixed_length", "random")
    found = codes(path)
    assert "SC003" not in found and "OP007" not in found and "RP001" not in found
    assert found["OP001"] == 1 and found["OP003"] == 1 and found["OP006"] == 1


def test_the_sidecar_gives_the_batch_and_the_lengths(tmp_path: Path) -> None:
    path = write_json(tmp_path / "latency.json", _latency())
    write_json(tmp_path / "latency.pytorch.json", _sidecar())
    (record,) = records_of(path)
    assert record.points[0].concurrency == 16
    assert record.workload is not None and record.workload.max_tokens == 256
    assert record.workload.prompt_tokens is not None and record.workload.prompt_tokens.mean == 2048
    assert record.speculative_decoding is not None and record.speculative_decoding.enabled is False
    found = codes(tmp_path)
    assert "OP001" not in found and "OP003" not in found and "OP005" not in found
    assert "SC003" not in found and found["CV001"] == 1


def test_a_throughput_record_without_aggregation_keeps_op007(tmp_path: Path) -> None:
    path = write_json(
        tmp_path / "record.json",
        {"schema": "benchlint/v1", "points": [{"concurrency": 4, "aggregate_tok_s": 310.0}]},
    )
    assert codes(path)["OP007"] == 1


def test_a_wrapper_with_other_keys_is_not_this_format(tmp_path: Path) -> None:
    path = write_json(tmp_path / "latency.json", {"avg_latency": 2.4, "latencies": "see log"})
    from benchlint import importers

    assert importers.sniff(str(path), path.read_text(encoding="utf-8"), None) != "vllm-latency"
