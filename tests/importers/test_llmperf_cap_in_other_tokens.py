"""llmperf's requested length and its output counts are in different tokens.

token_benchmark_ray.py (ray-project/llmperf) sends each request ``max_tokens`` drawn from
normal(``mean_output_tokens``, ``stddev_output_tokens``): a cap in the served model's tokens.
What comes back it counts with the Llama-2 tokenizer (``LlamaTokenizerFast``
"hf-internal-testing/llama-tokenizer") for every model, and ``results_number_output_tokens_*``
hold those counts. For a Llama-3 model the same 150-token answer is about 175 Llama-2 tokens,
so "output above the cap" is a unit mismatch, not a cap the server ignored. The importer
records the declared length as an inference with that reason, and CV007 judges only caps that
were read; a cap read from the file (a GenAI-Perf max_tokens) still draws it.

Summaries are written here from the corpus's groq summary with the numbers changed."""

from __future__ import annotations

import json
from pathlib import Path

from tests.importers._support import codes, corpus, records_of, write_json

GROQ = corpus("llmperf/summary/groq_70b.json")


def _levels(tmp_path: Path, output_mean: float) -> Path:
    summary = json.loads(GROQ.read_text(encoding="utf-8"))
    run = tmp_path / "run"
    run.mkdir()
    for concurrency in (1, 8):
        level = dict(
            summary,
            num_concurrent_requests=concurrency,
            model="meta-llama/Meta-Llama-3-8B-Instruct",
            results_number_output_tokens_mean=output_mean,
        )
        write_json(run / f"llama3_c{concurrency}_summary.json", level)
    return run


def test_declared_length_is_an_inference_in_other_tokens(tmp_path: Path) -> None:
    run = _levels(tmp_path, 175.0)
    (record, *_) = records_of(run / "llama3_c1_summary.json")
    assert record.workload and record.workload.max_tokens == 150
    reasons = [i.reason for i in record.inferred or [] if i.field == "workload.max_tokens"]
    assert reasons and "Llama-2 tokenizer" in reasons[0]
    assert codes(run)["CV007"] == 0


def test_a_cap_read_from_the_file_is_still_judged(tmp_path: Path) -> None:
    record = {
        "workload": {"max_tokens": 150},
        "points": [
            {"concurrency": 1, "output_tokens": {"mean": 175}},
            {"concurrency": 8, "output_tokens": {"mean": 176}},
        ],
    }
    assert codes(write_json(tmp_path / "record.json", record))["CV007"] == 1
