"""llama.cpp server `timings` responses (no real file in the corpus: built from the documented fields)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.importers._support import codes, import_path, records_of, write_jsonl


def _response(predicted_n: int, per_second: float, draft_n: int, accepted: int) -> dict:
    return {
        "content": "...",
        "model": "gemma-3-270m-q4_k_m.gguf",
        "stop_type": "eos",
        "timings": {
            "prompt_n": 120, "prompt_ms": 40.0, "prompt_per_second": 3000.0, "predicted_n": predicted_n,
            "predicted_ms": predicted_n / per_second * 1000, "predicted_per_second": per_second,
            "draft_n": draft_n, "draft_n_accepted": accepted,
        },
    }  # fmt: skip


def test_draft_counts_become_one_normalised_acceptance(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "responses.jsonl", [_response(100, 90.0, 60, 42), _response(200, 110.0, 140, 70)])
    fmt, outcome = import_path(path)
    assert fmt == "llama-server-timings" and outcome.problems == []
    record = outcome.records[0].record
    spec = record.speculative_decoding
    assert spec and (spec.enabled, spec.draft_tokens, spec.accepted_tokens) == (True, 200, 112)
    assert spec.acceptance_rate == pytest.approx(0.56)
    point = record.points[0]  # type: ignore[index]
    assert (point.requests, point.output_tokens_total, point.aggregate_tok_s) == (2, 300, None)
    assert point.per_request_decode_tok_s and point.per_request_decode_tok_s.mean == pytest.approx(100.0)
    assert record.aggregation is None  # per-request speeds only: nothing summed
    assert record.workload and record.workload.stop_rule == "natural"
    assert codes(path)["SD002"] == 0


def test_watched_failing_without_draft_counts(tmp_path: Path) -> None:
    plain = _response(100, 90.0, 0, 0)
    del plain["timings"]["draft_n"], plain["timings"]["draft_n_accepted"]
    (record,) = records_of(write_jsonl(tmp_path / "plain.jsonl", [plain]))
    assert record.speculative_decoding is None  # absence of draft counts does not prove speculation off
