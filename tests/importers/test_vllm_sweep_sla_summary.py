"""``vllm bench sweep serve_sla`` (vllm/benchmarks/sweep/serve_sla.py) searches the highest
request rate (or max concurrency) that meets an SLA: each value tried gets an iteration folder
``request_rate=<value>/`` (_get_sla_iter_path) holding ``run=<k>.json`` and ``summary.json``,
and beside those folders it writes ``SLA--<criteria>.json``, the list of every run of the
search. Read together with the folders, that list is a second record of the same runs (every
finding twice); it is their summary and is read through them. Alone (the folders not copied),
it is still the run's ladder. Runs written here in ``vllm bench serve --save-result``'s shape."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.importers._support import codes, records_of, write_json


def _run(rate: float, number: int) -> dict[str, Any]:
    served = min(rate, 10.0)
    return {
        "date": "20261130-090000",
        "endpoint_type": "openai",
        "backend": "openai",
        "label": None,
        "model_id": "Qwen/Qwen3-8B",
        "tokenizer_id": "Qwen/Qwen3-8B",
        "num_prompts": 300,
        "request_rate": rate,
        "burstiness": 1.0,
        "max_concurrency": None,
        "duration": 300 / served,
        "completed": 300,
        "failed": 0,
        "total_input_tokens": 300 * 800,
        "total_output_tokens": 300 * 200,
        "request_throughput": served,
        "output_throughput": served * 200 + number,
        "total_token_throughput": served * 1000,
        "mean_ttft_ms": 60.0 * rate,
        "median_ttft_ms": 55.0 * rate,
        "p99_ttft_ms": 140.0 * rate,
        "mean_e2el_ms": 2500.0 + 100 * rate,
        "p99_e2el_ms": 4000.0 + 150 * rate,
        "run_number": number,
    }


def _search(folder: Path, with_iterations: bool = True) -> Path:
    every = []
    for rate in (65536, 4, 8, 6):
        rows = [_run(rate, number) for number in range(2)]
        every += rows
        if with_iterations:
            iteration = folder / f"request_rate={rate}"
            iteration.mkdir(parents=True)
            for row in rows:
                write_json(iteration / f"run={row['run_number']}.json", row)
            write_json(iteration / "summary.json", rows)
    folder.mkdir(parents=True, exist_ok=True)
    return write_json(folder / "SLA--p99_e2el_ms-<=5000.json", every)


def test_the_search_list_beside_its_iterations_is_read_through_them(tmp_path: Path) -> None:
    listing = _search(tmp_path / "BENCH--dataset_name-random")
    assert records_of(listing) == []
    assert codes(tmp_path)["OP006"] == 1


def test_the_search_list_alone_is_the_ladder(tmp_path: Path) -> None:
    listing = _search(tmp_path / "BENCH--dataset_name-random", with_iterations=False)
    records = records_of(listing)
    assert records  # each repeat of the search is read as its ladder
    for record in records:
        assert sorted(p.request_rate for p in record.points if p.request_rate) == [4, 6, 8, 65536]
