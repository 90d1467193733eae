"""llmperf's token counts are Llama-2 tokens for every model.

token_benchmark_ray.py (ray-project/llmperf, main) builds one ``LlamaTokenizerFast``
("hf-internal-testing/llama-tokenizer") and counts every prompt and every response with it
(``get_token_length``): ``number_input_tokens``, ``number_output_tokens``, the per-request and
aggregate tok/s (``num_output_tokens / e2e latency``, ``results_mean_output_throughput_token_per_s``)
and the inter-token latency (divided by that count) are all in Llama-2 tokens, whatever model
served them. Nothing in the files says so, so the record must: each llmperf record (summary,
a wrapper of summaries, the individual responses) carries a note naming the unit, once.

Files written here in the writer's shape (flattened ``results_*`` keys), numbers invented."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.importers._support import records_of, write_json


def _summary(concurrency: int) -> dict[str, Any]:
    return {
        "version": "2023-08-31",
        "name": f"qwen_c{concurrency}",
        "model": "Qwen/Qwen2.5-7B-Instruct",
        "mean_input_tokens": 550,
        "stddev_input_tokens": 150,
        "mean_output_tokens": 150,
        "stddev_output_tokens": 10,
        "num_concurrent_requests": concurrency,
        "results_ttft_s_mean": 0.21,
        "results_end_to_end_latency_s_mean": 3.4,
        "results_number_output_tokens_mean": 171.0,
        "results_request_output_throughput_token_per_s_mean": 50.3,
        "results_mean_output_throughput_token_per_s": 48.1 * concurrency,
        "results_num_requests_started": 40,
        "results_error_rate": 0.0,
        "results_number_errors": 0,
        "results_num_completed_requests": 40,
        "results_num_completed_requests_per_min": 700.0,
        "timestamp": 1764700000,
    }


def _llama_notes(path: Path) -> list[str]:
    (record,) = records_of(path)
    return [line for line in (record.notes or "").split("\n") if "Llama-2 tokenizer" in line]


def test_a_summary_says_its_tokens_are_llama_2_tokens(tmp_path: Path) -> None:
    path = write_json(tmp_path / "qwen_c4_summary.json", _summary(4))
    assert len(_llama_notes(path)) == 1


def test_a_wrapper_of_summaries_says_it_once(tmp_path: Path) -> None:
    path = write_json(tmp_path / "all_levels.json", {"c1": _summary(1), "c8": _summary(8)})
    (record,) = records_of(path)
    assert (record.notes or "").count("Llama-2 tokenizer") == 1


def test_the_individual_responses_say_so_too(tmp_path: Path) -> None:
    rows = [
        {
            "error_code": None,
            "error_msg": "",
            "inter_token_latency_s": 0.02,
            "ttft_s": 0.2,
            "end_to_end_latency_s": 3.5,
            "request_output_throughput_token_per_s": 49.0,
            "number_total_tokens": 720,
            "number_output_tokens": 170,
            "number_input_tokens": 550,
        }
    ] * 3
    path = write_json(tmp_path / "qwen_c1_individual_responses.json", rows)
    assert len(_llama_notes(path)) == 1
