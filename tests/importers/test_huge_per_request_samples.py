"""Per-request samples near the float limit (a corrupted or hand-edited export: 1e308 where a
latency goes) must not abort the import. Importers that summarise raw samples (llmperf's
``*_individual_responses.json``, GuideLLM's sampled requests, llama.cpp server timings, vLLM's
per-request lengths) go through benchlint.stats.summary; a mean whose sum overflows a float
(math.fsum raises "intermediate overflow") is left out there, as a std already was, and the
rest of the statistics (min, percentiles, max) stay. File written here in llmperf's
individual-responses shape (token_benchmark_ray.py, one object per request)."""

from __future__ import annotations

from pathlib import Path

from benchlint.stats import summary
from tests.importers._support import findings, records_of, write_json


def _request(ttft: float) -> dict[str, object]:
    return {
        "error_code": None,
        "error_msg": "",
        "inter_token_latency_s": 0.02,
        "ttft_s": ttft,
        "end_to_end_latency_s": 3.1,
        "request_output_throughput_token_per_s": 51.0,
        "number_total_tokens": 700,
        "number_output_tokens": 150,
        "number_input_tokens": 550,
    }


def test_overflowing_samples_leave_the_mean_out(tmp_path: Path) -> None:
    path = write_json(tmp_path / "run_individual_responses.json", [_request(1e308), _request(1e308), _request(0.2)])
    assert not [f for f in findings(path, "SC003") if "could not import" in f.message]
    (record,) = records_of(path)
    ttft = record.points[0].ttft_s
    assert ttft is not None and ttft.mean is None and ttft.min == 0.2


def test_ordinary_samples_keep_their_mean() -> None:
    assert summary([0.1, 0.3])["mean"] == 0.2
