"""vLLM ``bench serve --save-result`` with SAVE_TO_PYTORCH_BENCHMARK_FORMAT: the
``<result>.pytorch.json`` beside the result holds every command-line argument
(vllm/benchmarks/serve.py save_to_pytorch_benchmark_format, lib/utils.py); the result itself
records neither the dataset nor --ignore-eos. Files written here in the writers' shape."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.importers._support import codes, records_of, write_json, write_jsonl


def _run(concurrency: int = 4) -> dict[str, Any]:
    return {
        "date": "20261202-101500",
        "endpoint_type": "openai",
        "backend": "openai",
        "label": None,
        "model_id": "Qwen/Qwen3-8B",
        "tokenizer_id": "Qwen/Qwen3-8B",
        "num_prompts": 200,
        "request_rate": "inf",
        "burstiness": 1.0,
        "max_concurrency": concurrency,
        "duration": 120.0,
        "completed": 200,
        "failed": 0,
        "total_input_tokens": 40_000,
        "total_output_tokens": 36_000,
        "request_throughput": 200 / 120.0,
        "output_throughput": 36_000 / 120.0,
        "total_token_throughput": 76_000 / 120.0,
        "mean_ttft_ms": 80.0,
        "median_ttft_ms": 75.0,
        "p99_ttft_ms": 150.0,
        "mean_tpot_ms": 12.0,
        "median_tpot_ms": 11.5,
        "p99_tpot_ms": 20.0,
    }


def _sidecar(**args: Any) -> list[dict[str, Any]]:
    base: dict[str, Any] = {
        "backend": "openai",
        "model": "Qwen/Qwen3-8B",
        "dataset_name": "sharegpt",
        "dataset_path": "ShareGPT_V3_unfiltered_cleaned_split.json",
        "sharegpt_output_len": None,
        "random_input_len": 1024,
        "random_output_len": 128,
        "ignore_eos": False,
        "max_concurrency": 4,
        "num_prompts": 200,
    }
    base.update(args)
    return [
        {
            "benchmark": {"name": "vLLM benchmark", "extra_info": {"args": base}},
            "model": {"name": base["model"]},
            "metric": {"name": name, "benchmark_values": [1.0], "extra_info": {"completed": 200}},
        }
        for name in ("median_ttft_ms", "mean_tpot_ms")
    ]


def test_the_sidecar_names_the_dataset_and_the_stop(tmp_path: Path) -> None:
    path = write_json(tmp_path / "openai-infqps-concurrency4-Qwen3-8B.json", _run())
    before = codes(path)
    assert before["OP002"] == 1 and before["OP004"] == 1
    write_json(tmp_path / "openai-infqps-concurrency4-Qwen3-8B.pytorch.json", _sidecar())
    [record] = records_of(path)
    workload = record.workload
    assert workload and (workload.content_type, workload.dataset) == ("dataset", "ShareGPT")
    # --ignore-eos off on a dataset with its own lengths: requests end at EOS or their cap
    assert (workload.ignore_eos, workload.stop_rule) == (False, "natural")
    after = codes(path)
    assert after["OP002"] == 0 and after["OP004"] == 0
    # the sidecar itself is no result: directory discovery reads the one result
    assert codes(tmp_path)["CV001"] == 1


def test_a_random_run_takes_its_length_and_flag(tmp_path: Path) -> None:
    path = write_json(tmp_path / "result.json", _run())
    write_json(tmp_path / "result.pytorch.json", _sidecar(dataset_name="random", ignore_eos=True))
    [record] = records_of(path)
    workload = record.workload
    assert workload and (workload.max_tokens, workload.ignore_eos, workload.content_type) == (128, True, "random")
    assert not any(i.field == "workload.ignore_eos" for i in record.inferred or [])  # stated, not inferred


def test_ignore_eos_off_on_random_stays_the_forced_inference(tmp_path: Path) -> None:
    path = write_json(tmp_path / "result.json", _run())
    write_json(tmp_path / "result.pytorch.json", _sidecar(dataset_name="random", ignore_eos=False))
    [record] = records_of(path)
    assert record.workload and record.workload.ignore_eos is True and record.workload.stop_rule is None
    assert any(i.field == "workload.ignore_eos" for i in record.inferred or [])


def test_an_appended_file_does_not_take_the_last_runs_arguments(tmp_path: Path) -> None:
    # --append-result: several runs in one file, the sidecar rewritten by the last of them
    path = write_jsonl(tmp_path / "result.jsonl", [_run(1), _run(2), _run(4)])
    write_json(tmp_path / "result.pytorch.json", _sidecar())
    for record in records_of(path):
        assert record.workload is None or record.workload.dataset is None
