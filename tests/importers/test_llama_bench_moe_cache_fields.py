"""llama-bench's current schema adds ``moe_cache`` (the requested MoE expert-cache policy) and
``n_gen_warmup`` (untimed generation warm-up tokens) to every CSV/JSON/JSONL/SQL row
(tools/llama-bench/README.md, "Output formats"): known fields, not another version's keys.
The row is written here in the writer's shape, not copied."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.importers._support import import_path, write_jsonl


def _row(**extra: Any) -> dict[str, Any]:
    row: dict[str, Any] = {
        "build_commit": "0a1b2c3", "build_number": 7000, "cpu_info": "AMD EPYC 9654", "gpu_info": "NVIDIA H100",
        "backends": "CUDA", "model_filename": "qwen3-30b-a3b-q4_k_m.gguf", "model_type": "qwen3moe 30B.A3B Q4_K",
        "model_size": 18556686336, "model_n_params": 30532122624, "n_batch": 2048, "n_ubatch": 512,
        "n_threads": 32, "cpu_mask": "0x0", "cpu_strict": False, "poll": 50, "type_k": "f16", "type_v": "f16",
        "n_gpu_layers": 99, "n_cpu_moe": 8, "split_mode": "layer", "main_gpu": 0, "no_kv_offload": False,
        "flash_attn": 1, "devices": "auto", "tensor_split": "0.00", "tensor_buft_overrides": "none",
        "load_mode": "mmap", "lazy_mode": "auto", "embeddings": False, "no_op_offload": 0, "no_host": False,
        "repack": False, "fit_target": 0, "fit_min_ctx": 0, "n_prompt": 0, "n_gen": 128, "n_depth": 0,
        "test_time": "2026-11-30T10:00:00Z", "avg_ns": 1000000000, "stddev_ns": 1000000, "avg_ts": 128.0,
        "stddev_ts": 0.5, "samples_ns": [1001000000, 999000000], "samples_ts": [127.9, 128.1],
    }  # fmt: skip
    row.update(extra)
    return row


def test_the_cache_and_warmup_fields_are_known(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "bench.jsonl", [_row(moe_cache="4096", n_gen_warmup=16)])
    fmt, outcome = import_path(path)
    assert fmt == "llama-bench" and outcome.records
    assert not [p for p in outcome.problems if p[0] == "unknown-keys"]


def test_a_key_no_version_writes_is_still_named(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "bench.jsonl", [_row(moe_cache="off", n_gen_warmup=1, moe_cache_hits=3)])
    _, outcome = import_path(path)
    [(_, problem)] = [p for p in outcome.problems if p[0] == "unknown-keys"]
    assert "moe_cache_hits" in problem.message and "n_gen_warmup" not in problem.message
