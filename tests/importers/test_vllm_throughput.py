"""vLLM ``vllm bench throughput --output-json``: the offline batch benchmark's five keys
(vllm/benchmarks/throughput.py, main) and the ``.pytorch.json`` vLLM writes beside it with
SAVE_TO_PYTORCH_BENCHMARK_FORMAT (vllm/benchmarks/lib/utils.py). Files written here in the
writer's shape, not copied."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.importers._support import codes, import_path, records_of, write_json


def _result(requests: int = 1000, elapsed: float = 61.8, total: int = 2_048_000) -> dict[str, Any]:
    return {
        "elapsed_time": elapsed,
        "num_requests": requests,
        "total_num_tokens": total,
        "requests_per_second": requests / elapsed,
        "tokens_per_second": total / elapsed,
    }


def _sidecar(**args: Any) -> list[dict[str, Any]]:
    base: dict[str, Any] = {
        "backend": "vllm",
        "dataset_name": "random",
        "dataset_path": None,
        "input_len": 1024,
        "output_len": 1024,
        "num_prompts": 1000,
        "model": "meta-llama/Llama-3.1-8B-Instruct",
        "tensor_parallel_size": 2,
        "max_num_seqs": 256,
        "speculative_config": None,
        "random_range_ratio": 0.0,
        "prefix_len": 0,
    }
    base.update(args)
    return [
        {
            "benchmark": {"name": "vLLM benchmark", "extra_info": {"args": base}},
            "model": {"name": base["model"]},
            "metric": {"name": name, "benchmark_values": [1.0], "extra_info": {"num_requests": 1000}},
        }
        for name in ("requests_per_second", "tokens_per_second")
    ]


def test_the_figure_counts_prompt_tokens(tmp_path: Path) -> None:
    path = write_json(tmp_path / "throughput_llama8B_tp1.json", _result())
    fmt, outcome = import_path(path)
    assert fmt == "vllm-throughput"
    assert outcome.problems == []
    [record] = [i.record for i in outcome.records]
    assert record.aggregation == "total_tokens_over_wall"
    [point] = record.points or []
    assert (point.requests, point.wall_s, round(point.aggregate_tok_s or 0, 1)) == (1000, 61.8, 33139.2)
    # every request handed to the engine at once: the offered load, inferred, not stated
    assert point.concurrency == 1000
    inferred = {i.field for i in record.inferred or []}
    assert {"points[0].concurrency", "workload.ignore_eos"} <= inferred
    found = codes(path)
    assert found["SC003"] == 0 and found["OP007"] == 0
    assert found["OP003"] == 1 and found["OP006"] == 1 and found["CV001"] == 1


def test_a_serving_result_is_not_read_as_offline(tmp_path: Path) -> None:
    # one of the five keys missing: not this writer's file (it writes all five every time)
    result = _result()
    del result["total_num_tokens"]
    path = write_json(tmp_path / "throughput.json", result)
    assert codes(path)["SC003"] == 1


def test_directory_discovery_reads_it(tmp_path: Path) -> None:
    write_json(tmp_path / "throughput_llama70B_tp4.json", _result())
    assert codes(tmp_path)["CV001"] == 1


def test_the_pytorch_sidecar_gives_the_operating_point(tmp_path: Path) -> None:
    path = write_json(tmp_path / "throughput_llama8B_tp2.json", _result())
    before = codes(path)
    assert before["OP002"] == before["OP003"] == before["OP004"] == before["OP005"] == 1
    write_json(tmp_path / "throughput_llama8B_tp2.pytorch.json", _sidecar())
    [record] = records_of(path)
    workload, system = record.workload, record.system
    assert workload and workload.prompt_tokens and workload.prompt_tokens.mean == 1024
    assert (workload.max_tokens, workload.ignore_eos, workload.stop_rule, workload.content_type) == (
        1024,
        True,
        "fixed_length",
        "random",
    )
    assert system and system.model == "meta-llama/Llama-3.1-8B-Instruct" and system.engine == "vllm"
    assert system.parallelism and system.parallelism.tensor == 2
    assert system.max_concurrent_sequences and system.max_concurrent_sequences.value == 256
    assert record.speculative_decoding and record.speculative_decoding.enabled is False
    after = codes(path)
    assert after["OP002"] == after["OP003"] == after["OP004"] == after["OP005"] == after["RP002"] == 0


def test_the_hf_backend_does_not_force_the_length(tmp_path: Path) -> None:
    path = write_json(tmp_path / "throughput_hf.json", _result())
    write_json(tmp_path / "throughput_hf.pytorch.json", _sidecar(backend="hf"))
    [record] = records_of(path)
    assert record.workload and record.workload.ignore_eos is False and record.workload.stop_rule is None
    assert record.speculative_decoding is None  # an engine argument the hf backend never used
    assert not any(i.field == "workload.ignore_eos" for i in record.inferred or [])


def test_a_random_range_ratio_leaves_the_prompt_length_unknown(tmp_path: Path) -> None:
    path = write_json(tmp_path / "throughput.json", _result())
    write_json(tmp_path / "throughput.pytorch.json", _sidecar(random_range_ratio=0.5))
    [record] = records_of(path)
    assert record.workload and record.workload.prompt_tokens is None
