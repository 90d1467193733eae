"""llmperf summaries (flattened results_* keys, string integers) and individual responses."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.importers._support import codes, corpus, findings, import_path, records_of, write_json

GROQ = corpus("llmperf/summary/groq_70b.json")
BEDROCK = corpus("llmperf/summary/bedrock_70b.json")
TOGETHER = corpus("llmperf/summary/together_70b.json")
GROQ_INDIVIDUAL = corpus("llmperf/individual/groq_70b.json")


def test_groq_summary_keeps_per_request_and_aggregate_apart() -> None:
    fmt, outcome = import_path(GROQ)
    assert fmt == "llmperf-summary" and outcome.problems == []
    record = outcome.records[0].record
    (point,) = record.points or []
    assert point.concurrency == 5
    assert point.per_request_decode_tok_s and point.per_request_decode_tok_s.mean == pytest.approx(184.16, abs=0.01)
    assert point.aggregate_tok_s == pytest.approx(441.85, abs=0.01)
    assert record.aggregation == "total_output_over_wall"
    # the leaderboard's trap, in the file's own numbers: 5 x 184.2 = 920.8, 2.08x the real 441.8
    assert 5 * (point.per_request_decode_tok_s.mean or 0.0) == pytest.approx(920.8, abs=0.05)
    assert (point.requests, point.output_tokens_total) == (150, 22500)
    assert point.output_tokens and point.output_tokens.mean == 150.0
    assert record.workload and (record.workload.max_tokens, record.workload.dataset) == (150, "sonnet")
    assert record.workload.ignore_eos is None and record.workload.stop_rule is None
    # wall recovered from completed-per-minute: 22500 / 50.92 s = 441.8, the aggregate is honest
    assert point.wall_s == pytest.approx(50.92, abs=0.01)
    assert 22500 / (point.wall_s or 1.0) == pytest.approx(point.aggregate_tok_s, rel=1e-3)


def test_watched_failing_a_summed_headline_fires_ag001(tmp_path: Path) -> None:
    summary = json.loads(GROQ.read_text(encoding="utf-8"))
    assert codes(write_json(tmp_path / "honest.json", summary))["AG001"] == 0
    # the leaderboard-style figure put in the headline: 5 x 184.2, with the wall still known
    summed = dict(summary, results_mean_output_throughput_token_per_s=920.8)
    (found,) = findings(write_json(tmp_path / "summed.json", summed), "AG001")
    assert "920.8" in found.message


def test_bedrock_errors_and_recovered_wall() -> None:
    (record,) = records_of(BEDROCK)
    point = record.points[0]  # type: ignore[index]
    assert (point.requests, point.failed_requests) == (101, 49)
    assert point.wall_s == pytest.approx(240.59, abs=0.01)
    assert any(i.field == "points[0].wall_s" for i in record.inferred or [])
    found = codes(BEDROCK)
    assert found["RP003"] == 1 and found["AG002"] == 0


def test_together_and_string_integers(tmp_path: Path) -> None:
    (record,) = records_of(TOGETHER)
    assert record.points and record.points[0].aggregate_tok_s == pytest.approx(216.46, abs=0.01)
    summary = json.loads(GROQ.read_text(encoding="utf-8"))
    summary.update(num_concurrent_requests="5", mean_input_tokens="550", results_num_completed_requests="150")
    (strings,) = records_of(write_json(tmp_path / "strings.json", summary))
    assert strings.points and (strings.points[0].concurrency, strings.points[0].requests) == (5, 150)


def test_individual_responses_with_the_summary_beside_it_are_its_companion() -> None:
    # the leaderboard layout: ../summary/groq_70b.json holds the run's aggregate; the
    # per-request export is read as its companion, so no OP007 on a file without an aggregate
    fmt, outcome = import_path(GROQ_INDIVIDUAL)
    assert fmt == "llmperf-individual" and outcome.problems == [] and outcome.records == []
    found = codes(GROQ_INDIVIDUAL.parent.parent)
    assert found["OP007"] == 0 and found["SC003"] == 0 and found["CV001"] == len(list(GROQ.parent.glob("*.json")))


def test_individual_alone_does_not_know_its_concurrency(tmp_path: Path) -> None:
    alone = tmp_path / "groq_70b_individual_responses.json"
    shutil.copy(GROQ_INDIVIDUAL, alone)
    (record,) = records_of(alone)
    assert record.points and record.points[0].concurrency is None
    assert codes(alone)["OP001"] == 1
    rows = json.loads(alone.read_text(encoding="utf-8"))
    rows[0]["error_code"] = 429
    (mutated,) = records_of(write_json(tmp_path / "mutated_individual_responses.json", rows))
    assert mutated.points and (mutated.points[0].requests, mutated.points[0].failed_requests) == (149, 1)
