"""vLLM bench serve results (--append-result JSON Lines in a .json file)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.importers._support import codes, corpus, findings, import_path, read_jsonl, records_of, write_jsonl

RESULTS = corpus("vllm/results.json")


def test_three_deployments_become_three_rate_curves() -> None:
    fmt, outcome = import_path(RESULTS)
    assert fmt == "vllm"
    assert outcome.problems == []
    records = [i.record for i in outcome.records]
    assert [r.title and r.title.split("deployment=")[1].split(",")[0] for r in records] == [
        "no-features",
        "base",
        "kvcache",
    ]
    for record in records:
        points = record.points or []
        assert [p.request_rate for p in points] == [10.0, 30.0, None]
        # rate inf, no cap: all 900 prompts at t0, recorded as inferred
        assert points[2].concurrency == 900
        assert any(i.field == "points[2].concurrency" for i in record.inferred or [])
        assert record.aggregation == "total_output_over_wall"
        assert (
            record.system
            and record.system.gpus
            and (record.system.gpus.count, record.system.gpus.type) == (4, "NVIDIA_L40S")
        )
        assert record.provenance and record.provenance.tool == "vllm bench serve"
        assert record.provenance.source_file == str(RESULTS)


def test_declared_500_but_actual_mean_264_to_275() -> None:
    records = records_of(RESULTS)
    means = [p.output_tokens.mean or 0.0 for r in records for p in r.points or [] if p.output_tokens]
    assert len(means) == 9
    assert 264 <= min(means) < 264.1 and 275.3 < max(means) <= 275.4
    for record in records:
        workload = record.workload
        assert workload is not None and workload.max_tokens == 500 and workload.ignore_eos is True
        assert workload.stop_rule is None  # the file does not say; unknown stays unknown
        assert any(i.field == "workload.ignore_eos" for i in record.inferred or [])
    first = records[0].points[0]  # type: ignore[index]
    assert (first.requests, first.output_tokens_total, round(first.aggregate_tok_s or 0, 1)) == (300, 80945, 2258.2)
    assert first.ttft_s and first.ttft_s.p99 == pytest.approx(0.09870, abs=1e-5)


def test_st002_on_each_run(tmp_path: Path) -> None:
    # the same rows under a .jsonl name: what the engine must also do for the .json file
    rows = read_jsonl(RESULTS)
    copy = write_jsonl(tmp_path / "results.jsonl", rows)
    found = findings(copy, "ST002")
    assert len(found) == 9
    assert any("269.8" in f.message and "500" in f.message for f in found)
    assert {f.line for f in found} == set(range(1, 10))


def test_st002_on_the_real_json_file() -> None:
    assert codes(RESULTS)["ST002"] == 9


def test_watched_failing_declared_length_flips_st002(tmp_path: Path) -> None:
    rows = read_jsonl(RESULTS)
    honest = [dict(r, output_len="270") for r in rows]  # declare what was really written
    assert codes(write_jsonl(tmp_path / "honest.jsonl", honest))["ST002"] == 0
    rows[0]["total_output_tokens"] = 150000  # 500 per request: the declared length met
    assert codes(write_jsonl(tmp_path / "mutated.jsonl", rows))["ST002"] == 8


def test_spec_decode_percentage_becomes_a_fraction(tmp_path: Path) -> None:
    row = read_jsonl(RESULTS)[0]
    row.update(spec_decode_acceptance_rate=68.9, spec_decode_acceptance_length=3.1, spec_decode_num_drafts=100,
               spec_decode_draft_tokens=300, spec_decode_accepted_tokens=207)  # fmt: skip
    (record,) = records_of(write_jsonl(tmp_path / "spec.jsonl", [row]))
    spec = record.speculative_decoding
    assert spec is not None and spec.enabled is True
    assert spec.acceptance_rate == pytest.approx(0.689)
    assert (spec.acceptance_length, spec.draft_tokens, spec.accepted_tokens) == (3.1, 300, 207)
    assert record.points and record.points[0].acceptance_rate == pytest.approx(0.689)


def test_single_run_json_and_sweep_summary_list(tmp_path: Path) -> None:
    rows = read_jsonl(RESULTS)[:3]
    single = tmp_path / "run=0.json"
    single.write_text(json.dumps(dict(rows[0], max_concurrency=16, run_number=0, max_num_seqs=64)), encoding="utf-8")
    (record,) = records_of(single)
    assert record.points and record.points[0].concurrency == 16
    assert record.system and record.system.max_concurrent_sequences
    assert (record.system.max_concurrent_sequences.value, record.system.max_concurrent_sequences.source) == (
        64,
        "config",
    )
    summary = tmp_path / "summary.json"
    summary.write_text(json.dumps(rows), encoding="utf-8")
    (curve,) = records_of(summary)
    assert [p.request_rate for p in curve.points or []] == [10.0, 30.0, None]


def test_client_backend_is_not_the_engine(tmp_path: Path) -> None:
    """`"backend": "vllm"` names the request function (OpenAI completions), not the server."""
    row = read_jsonl(RESULTS)[0]
    for backend in ("vllm", "openai", "openai-chat"):
        (record,) = records_of(write_jsonl(tmp_path / f"{backend}.jsonl", [dict(row, backend=backend)]))
        assert record.system is None or record.system.engine is None, backend


def test_current_release_probe_and_server_keys_are_results_not_configuration(tmp_path: Path) -> None:
    """vLLM 0.33 writes latency-probe statistics and server-side times beside each run's results
    (vllm/benchmarks/serve.py, benchmark()). They differ from level to level, so read as
    configuration they would split one sweep into one record per level."""
    rows = read_jsonl(RESULTS)[:3]
    for index, row in enumerate(rows):
        row.update({"probe_completed": 10, "probe_failed": 0, "probe_median_e2el_ms": 900.0 + 50 * index})
        row.update({"probe_p99_e2el_ms": 1200.0 + index, "probe_max_e2el_ms": 1300.0 + index})
    path = write_jsonl(tmp_path / "results.jsonl", rows)
    _, outcome = import_path(path)
    assert [code for code, _ in outcome.problems] == []
    (curve,) = records_of(path)
    assert [p.request_rate for p in curve.points or []] == [10.0, 30.0, None]
