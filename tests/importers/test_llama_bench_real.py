"""Real llama-bench outputs of the engine build (tests/data/peer-runs/llama-bench/<scenario>/):
every output format the current version writes, read the way `benchlint check` reads them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.importers._support import REPO, codes, findings, import_path, records_of

RUNS = REPO / "tests" / "data" / "peer-runs" / "llama-bench"
OUTPUTS = {
    "md-default": "bench.md",
    "md-single-repetition": "bench.md",
    "console-log": "bench.log",
    "csv-prompt-sweep": "bench.csv",
    "json-depth": "bench.json",
    "jsonl-pp-tg": "bench.jsonl",
    "sql-threads": "bench.sql",
}
#: tests per scenario, read off the files by hand
TESTS = {
    "md-default": 2,
    "md-single-repetition": 2,
    "console-log": 2,
    "csv-prompt-sweep": 3,
    "json-depth": 4,
    "jsonl-pp-tg": 3,
    "sql-threads": 4,
}


def output(scenario: str) -> Path:
    return RUNS / scenario / OUTPUTS[scenario]


@pytest.mark.parametrize("scenario", sorted(OUTPUTS))
def test_every_format_is_read_as_llama_bench_with_every_test(scenario: str) -> None:
    fmt, outcome = import_path(output(scenario))
    assert fmt == "llama-bench"
    # the current version's keys are known: no unknown-keys note, no unreadable row
    assert outcome.problems == []
    assert len(outcome.records) == TESTS[scenario]


@pytest.mark.parametrize("scenario", sorted(OUTPUTS))
def test_cpu_backend_is_zero_gpus(scenario: str) -> None:
    for record in records_of(output(scenario)):
        assert record.system and record.system.gpus and record.system.gpus.count == 0
    assert codes(output(scenario))["OP006"] == 0


def test_watched_failing_a_gpu_backend_without_devices_states_no_count(tmp_path: Path) -> None:
    rows = [json.loads(line) for line in output("jsonl-pp-tg").read_text(encoding="utf-8").splitlines()]
    for row in rows:
        row["backends"] = "CUDA"
    path = tmp_path / "bench.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    assert codes(path)["OP006"] == 3


def test_csv_values_are_read_as_numbers() -> None:
    sweep = records_of(output("csv-prompt-sweep"))
    assert [r.workload.prompt_tokens.mean for r in sweep if r.workload and r.workload.prompt_tokens] == [64, 128, 256]
    assert [r.points[0].prefill_tok_s for r in sweep if r.points] == [109.962199, 105.949072, 116.21885]


def test_sql_inserts_are_tests_at_their_lines() -> None:
    _, outcome = import_path(output("sql-threads"))
    assert [i.record.points[0].aggregate_tok_s for i in outcome.records[1::2] if i.record.points] == [
        38.525652,
        25.653336,
    ]
    assert [i.field_map["$.points[0].aggregate_tok_s"].line for i in outcome.records[1::2]] == [47, 49]


def test_sql_watched_failing_a_cut_insert_is_reported_at_its_line(tmp_path: Path) -> None:
    lines = output("sql-threads").read_text(encoding="utf-8").splitlines()
    lines[46] = lines[46][: lines[46].index(" VALUES (") + 20] + ");"
    path = tmp_path / "bench.sql"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    _, outcome = import_path(path)
    assert [(code, v.line) for code, v in outcome.problems] == [("unreadable", 47)]
    assert len(outcome.records) == 3


def test_default_output_saved_as_markdown_is_a_result_not_a_document(tmp_path: Path) -> None:
    assert codes(output("md-default")) == {"CV001": 2}
    # the same table inside a document's prose is a claim of that document
    doc = tmp_path / "notes.md"
    doc.write_text("Our laptop numbers:\n\n" + output("md-default").read_text(encoding="utf-8"), encoding="utf-8")
    assert {f.code for f in findings(doc, "OP001")} == {"OP001"}


def test_progress_lines_do_not_end_the_table() -> None:
    tests = records_of(output("console-log"))
    assert [t.title for t in tests] == ["llama-bench pp128", "llama-bench tg32"]


def test_a_zero_stddev_is_one_repetition() -> None:
    assert codes(output("md-single-repetition"))["RP001"] == 2
    # watched failing: the same table with the three repetitions' spread is not a single run
    assert codes(output("md-default"))["RP001"] == 0


def test_mean_of_repetitions_is_checked_against_its_samples(tmp_path: Path) -> None:
    # pp128 @ d256 and tg32: repetitions 1.17x and 1.49x apart, so pooled tokens / pooled time is
    # not their mean; llama-bench's avg_ts is the mean, and it matches the samples
    assert codes(output("json-depth"))["AG002"] == 0
    assert codes(output("jsonl-pp-tg"))["AG002"] == 0
    # watched failing: a tg32 rate its samples do not give
    data = json.loads(output("json-depth").read_text(encoding="utf-8"))
    data[3]["avg_ts"] = 50.0  # samples 43.92, 42.33, 37.60: mean 41.28
    path = tmp_path / "bench.json"
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    (found,) = findings(path, "AG002")
    assert "not the mean of its 3 repetitions' rates, 41.28 tok/s" in found.message


def test_csv_rows_that_are_not_tests_are_reported_not_imported(tmp_path: Path) -> None:
    lines = output("csv-prompt-sweep").read_text(encoding="utf-8").splitlines()
    lines[2] = lines[2].replace('"128"', '"many"', 1)  # n_prompt of the second test
    lines.append(",".join('""' for _ in lines[0].split(",")))  # an empty row
    path = tmp_path / "bench.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    _, outcome = import_path(path)
    assert [(code, v.line) for code, v in outcome.problems] == [("unreadable", 3), ("unreadable", 5)]
    assert len(outcome.records) == 2
