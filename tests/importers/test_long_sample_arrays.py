"""Result files with long per-request sample arrays (vllm bench serve --save-detailed: itls,
one list of token gaps per request; generated_texts; ttfts) are checked in linear time.

Positions (JSON path -> line:column) are computed for a file with findings by a Python scan
of its text; it located every value, so a 10 MB detailed result spent most of a minute
locating 800,000 token gaps no finding points at. Past the first elements of an array,
elements that are not objects are now stepped over by the C decoder without positions;
objects (runs, records, benchmarks) keep theirs however long the list, and the positions of
everything before and after the samples are unchanged. Files written here in the writer's
shape (vllm/benchmarks/serve.py, --save-detailed)."""

from __future__ import annotations

import json
import time
from pathlib import Path

from benchlint.formats.positions import json_positions


def _detailed(requests: int) -> str:
    run = {
        "date": "20261201-120000",
        "endpoint_type": "openai",
        "model_id": "Qwen/Qwen3-8B",
        "tokenizer_id": "Qwen/Qwen3-8B",
        "num_prompts": requests,
        "completed": requests,
        "duration": 100.0,
        "output_throughput": 2000.0,
        "itls": [[0.011 + i * 1e-6] * 150 for i in range(requests)],
        "generated_texts": ["some generated words"] * requests,
        "mean_ttft_ms": 70.0,
    }
    return json.dumps(run, indent=1)


def test_values_after_long_sample_arrays_keep_their_positions() -> None:
    text = _detailed(300)
    positions, _ = json_positions(text)
    line = next(n for n, raw in enumerate(text.splitlines(), start=1) if '"mean_ttft_ms"' in raw)
    assert positions["$.mean_ttft_ms"][0] == line
    assert "$.itls[3][5]" in positions  # the first elements are still located
    assert "$.itls[200]" not in positions and "$.generated_texts[100]" not in positions


def test_long_lists_of_objects_keep_every_position() -> None:
    text = json.dumps([{"request_rate": i, "completed": 10} for i in range(200)], indent=1)
    positions, _ = json_positions(text)
    assert "$[150].completed" in positions


def test_a_detailed_result_is_located_quickly(tmp_path: Path) -> None:
    text = _detailed(3000)  # 450,000 token gaps
    started = time.process_time()
    json_positions(text)
    assert time.process_time() - started < 1.0  # 2.6 s of CPU before, 0.25 s after
