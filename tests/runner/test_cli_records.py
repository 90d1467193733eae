"""The runner reads records through the linter's loader and lints them through the engine's
one entry, so plot, crossover, remeasure and measure see what `check` sees."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from benchlint.linter.config import Settings
from benchlint.linter.engine import lint_paths, lint_records
from benchlint.linter.rule import RecordSubject
from benchlint.linter.sources import LoadedFile, load_file
from benchlint.runner.lint import curve_findings, lint_file
from benchlint.runner.records import RecordFileError, choose, choose_one, load_records
from benchlint.schema.model import Point, Record
from tests.helpers import SHARED

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "records"
SEED003 = EXAMPLES / "seed003_four_configurations.yaml"
PEER_FILES = [
    SHARED / "corpus/results/vllm/results.json",  # JSON Lines in a .json file (vLLM --append-result)
    SHARED / "corpus/results/sglang/llama_3_3_70b_online_output.jsonl",
    SHARED / "corpus/results/guidellm/benchmarks_stripped.json",
]


@pytest.mark.parametrize("path", PEER_FILES, ids=lambda p: p.parent.name)
def test_the_runner_reads_every_peer_file_check_reads(path: Path) -> None:
    if not path.exists():
        pytest.skip(f"{path} is not in the shared corpus")
    expected = load_file(str(path)).subjects
    assert expected, "check reads records from this file"
    loaded = load_records(str(path))
    assert [r.record for r in loaded] == [s.record for s in expected]
    assert all(r.origin is not None for r in loaded)  # imported from a peer format


def test_yaml_is_read_with_checks_resolver(tmp_path: Path) -> None:
    # An unquoted date is a date to a YAML 1.1 safe loader; check reads it as the ISO string the
    # schema wants. The runner once had its own reader and refused this record.
    path = tmp_path / "dated.yaml"
    path.write_text("provenance: {date: 2025-05-30}\npoints:\n  - {concurrency: 1, aggregate_tok_s: 50}\n")
    [item] = load_records(str(path))
    assert item.record.provenance.date == "2025-05-30"
    assert not [f for f in lint_paths([str(path)]).findings if f.code.startswith("SC")]


def test_unreadable_files_say_why_with_a_position(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"points": [1,]}')
    with pytest.raises(RecordFileError, match=r"bad.json:1:\d+: cannot be read: invalid JSON"):
        load_records(str(bad))
    other = tmp_path / "other.json"
    other.write_text('{"name": "not a benchmark"}')
    with pytest.raises(RecordFileError, match="neither a benchlint record nor a result format"):
        load_records(str(other))


def test_choosing_a_record_by_number_or_title() -> None:
    records = load_records(str(SEED003))
    assert len(choose(records, None, None)) == 4
    assert choose_one(records, 2, None).index == 1
    assert "DSpark" in (choose_one(records, None, "dspark").record.title or "")
    with pytest.raises(RecordFileError, match="holds 4 records: 1 'DeepSeek"):
        choose_one(records, None, None)
    with pytest.raises(RecordFileError, match="4 records match"):
        choose_one(records, None, "NVFP4")
    with pytest.raises(RecordFileError, match="--record 5"):
        choose_one(records, 5, None)


# --- lint through the engine --------------------------------------------------------------------


def test_lint_records_honours_suppressions_like_check(tmp_path: Path) -> None:
    record = tmp_path / "rec.yaml"
    body = "points:\n  - {concurrency: 1, aggregate_tok_s: 50}\n"
    record.write_text(body)
    assert "OP005" in [line.code for line in lint_file(str(record))]
    record.write_text("# benchlint: ignore-file[OP005] -- the server does not say\n" + body)
    runner = [line.code for line in lint_file(str(record))]
    check = [f.code for f in lint_paths([str(record)]).findings]
    assert "OP005" not in runner and runner == check


def test_lint_records_on_an_in_memory_record_applies_per_file_ignores() -> None:
    record = Record(points=[Point(concurrency=1, aggregate_tok_s=50.0)])
    loaded = LoadedFile(path="runs/a.yaml", kind="records", subjects=[RecordSubject(record, "runs/a.yaml")])
    assert "OP005" in [f.code for f in lint_records([loaded]).findings]
    settings = Settings(per_file_ignores={"runs/*.yaml": ["OP"]})
    assert not [f for f in lint_records([loaded], settings).findings if f.code.startswith("OP")]


def test_plot_marks_only_what_check_would_report(tmp_path: Path) -> None:
    """A per-file ignore in the user's config removes the mark from the plot as from `check`."""
    pytest.importorskip("matplotlib")
    from benchlint.cli.runner import plot

    copy = tmp_path / "seed003.yaml"
    shutil.copy(SEED003, copy)
    items = load_records(str(copy))
    assert "CV003" in [f.code for item in items for f in curve_findings(item, ["CV003"])]
    svg = tmp_path / "a.svg"
    assert CliRunner().invoke(plot, [str(copy), "-o", str(svg)]).exit_code == 0
    assert "CV003 knee at cap" in svg.read_text()
    (tmp_path / ".benchlint.toml").write_text('[per-file-ignores]\n"seed003.yaml" = ["CV003"]\n')
    assert "CV003" not in [f.code for item in items for f in curve_findings(item, ["CV003"])]
    assert CliRunner().invoke(plot, [str(copy), "-o", str(svg)]).exit_code == 0
    text = svg.read_text()
    assert "CV003 knee at cap" not in text and "CV002 queueing" in text
