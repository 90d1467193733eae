"""Bad input: truncated files, newer tool versions, a file that is two formats at once,
values the record schema rejects. Each gives a clear problem, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

from benchlint import importers
from tests.importers._support import (
    codes,
    corpus,
    findings,
    import_path,
    read_jsonl,
    records_of,
    write_json,
    write_jsonl,
)

ONLINE = corpus("sglang/llama_3_3_70b_online_output.jsonl")
GROQ = corpus("llmperf/summary/groq_70b.json")


def test_truncated_jsonl_keeps_the_complete_rows(tmp_path: Path) -> None:
    text = ONLINE.read_text(encoding="utf-8")
    cut = tmp_path / "cut.jsonl"
    cut.write_text(text[: len(text) - 200], encoding="utf-8")  # the last row loses its end
    fmt, outcome = import_path(cut)
    assert fmt == "sglang"
    ((code, problem),) = outcome.problems
    assert code == "unreadable" and problem.line == 7 and "truncated" in problem.message
    assert sum(len(i.record.points or []) for i in outcome.records) == 6
    found = codes(cut)
    # reported once, by the engine, and the rest still linted
    assert found["SC001"] == 1 and found["RP001"] >= 1


def test_truncated_json_document_is_sc001_for_the_engine(tmp_path: Path) -> None:
    text = GROQ.read_text(encoding="utf-8")
    cut = tmp_path / "groq.json"
    cut.write_text(text[: len(text) // 2], encoding="utf-8")
    assert importers.sniff(str(cut), cut.read_text(encoding="utf-8"), None) is None
    assert set(codes(cut)) == {"SC001"}


def test_unknown_keys_from_another_version_are_one_sc004_note(tmp_path: Path) -> None:
    rows = read_jsonl(ONLINE)
    for row in rows:
        row["p999_ttft_ms"] = 1.0  # matches the metric pattern: known
        row["goodput_slo_attainment"] = 0.97  # a key this importer has never seen
    path = write_jsonl(tmp_path / "newer.jsonl", rows)
    fmt, outcome = import_path(path)
    assert fmt == "sglang" and len(outcome.records) == 2
    ((code, problem),) = outcome.problems
    assert code == "unknown-keys" and "goodput_slo_attainment" in problem.message and problem.line == 1
    (found,) = findings(path, "SC004")
    assert found.line == 1 and "goodput_slo_attainment" in found.message and found.severity.value == "info"
    assert not findings(path, "SC003")


def test_a_file_that_is_two_formats_at_once(tmp_path: Path) -> None:
    llmperf = json.loads(GROQ.read_text(encoding="utf-8"))
    vllm_row = read_jsonl(corpus("vllm/results.json"))[0]
    both = write_json(tmp_path / "both.json", {**vllm_row, **llmperf})
    fmt = importers.sniff(str(both), both.read_text(encoding="utf-8"), None)
    assert fmt == "ambiguous:vllm+llmperf-summary"
    outcome = importers.import_file(str(both), both.read_text(encoding="utf-8"), None, fmt)
    assert outcome.records == []
    ((code, problem),) = outcome.problems
    assert code == "unknown-format" and "vllm and llmperf-summary" in problem.message
    assert codes(both) == {"SC003": 1}


def test_vllm_and_sglang_markers_in_one_row_are_ambiguous(tmp_path: Path) -> None:
    row = dict(read_jsonl(ONLINE)[0], num_prompts=300, model_id="m")
    path = write_jsonl(tmp_path / "both.jsonl", [row])
    assert importers.sniff(str(path), path.read_text(encoding="utf-8"), None) == "ambiguous:vllm+sglang"


def test_value_the_schema_rejects_is_left_out_with_sc002(tmp_path: Path) -> None:
    summary = json.loads(GROQ.read_text(encoding="utf-8"))
    summary["results_ttft_s_mean"] = -0.2  # an edited file: a negative time
    path = write_json(tmp_path / "groq.json", summary)
    (record,) = records_of(path)
    assert record.points and record.points[0].ttft_s and record.points[0].ttft_s.mean is None
    assert record.points[0].ttft_s.p50 is not None  # the rest of the record survives
    _, outcome = import_path(path)
    ((code, problem),) = outcome.problems
    assert code == "invalid-value" and problem.json_path == "$.results_ttft_s_mean" and "-0.2" in problem.message
    expected_line = next(
        n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if "results_ttft_s_mean" in line
    )
    assert problem.line == expected_line
    (found,) = findings(path, "SC002")
    assert found.line == expected_line


def test_not_a_result_file(tmp_path: Path) -> None:
    path = write_json(tmp_path / "other.json", {"name": "x", "values": [1, 2, 3]})
    assert importers.sniff(str(path), path.read_text(encoding="utf-8"), None) is None
    assert importers.sniff("notes.txt", "hello", None) is None
    assert not importers.claims_filename("data.csv") and importers.claims_filename("profile_export_genai_perf.csv")
    assert importers.claims_filename("mlperf_log_summary.txt") and not importers.claims_filename("user.conf")
