"""The engine as users meet it: the CLI, configuration, suppression, loaders and positions."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from benchlint.cli import cli
from tests.helpers import REPO, lint_text

GOOD = (REPO / "tests/data/complete_record.yaml").read_text()
BARE = "points:\n  - aggregate_tok_s: 606.1\n"


def run(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    runner = CliRunner()
    old = os.getcwd()
    if cwd:
        os.chdir(cwd)
    try:
        result = runner.invoke(cli, list(args), env=env, catch_exceptions=False)
    finally:
        os.chdir(old)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "results").mkdir()
    (tmp_path / "results" / "bare.yaml").write_text(BARE)
    return tmp_path


def test_exit_codes(project: Path) -> None:
    (project / "good.yaml").write_text(GOOD)
    assert run("check", "--select", "OP", str(project / "good.yaml"))[0] == 0
    code, out, _ = run("check", "--select", "OP", str(project / "results"))
    assert code == 1 and "OP001" in out
    assert run("check", "--select", "OP", "--exit-zero", str(project / "results"))[0] == 0
    assert run("check", str(project / "missing.yaml"))[0] == 2


def test_strict_fails_on_warnings(project: Path) -> None:
    (project / "w.yaml").write_text("points:\n  - concurrency: 8  # benchlint: ignore[OP001]\n")
    assert run("check", "--select", "SU001,OP001", str(project / "w.yaml"))[0] == 0
    assert run("check", "--select", "SU001,OP001", "--strict", str(project / "w.yaml"))[0] == 1


def test_config_from_pyproject_with_severity_and_per_file_ignores(project: Path) -> None:
    (project / "pyproject.toml").write_text(
        '[tool.benchlint]\nselect = ["OP"]\n'
        '[tool.benchlint.severity]\nOP001 = "warning"\n'
        '[tool.benchlint.per-file-ignores]\n"results/legacy/*" = ["OP"]\n'
    )
    (project / "results" / "legacy").mkdir()
    (project / "results" / "legacy" / "old.yaml").write_text(BARE)
    code, out, _ = run("check", "--output-format", "json", "results", cwd=project)
    findings = json.loads(out)
    assert code == 1
    assert {f["filename"] for f in findings} == {"results/bare.yaml"}
    assert {f["severity"] for f in findings if f["code"] == "OP001"} == {"warning"}


def test_benchlint_toml_is_found_walking_up(project: Path) -> None:
    (project / ".benchlint.toml").write_text('select = ["OP001"]\n')
    code, out, _ = run("check", "--output-format", "json", str(project / "results" / "bare.yaml"))
    assert code == 1 and {f["code"] for f in json.loads(out)} == {"OP001"}
    code, out, _ = run("check", "--isolated", "--output-format", "json", str(project / "results" / "bare.yaml"))
    assert len({f["code"] for f in json.loads(out)}) > 1


@pytest.mark.parametrize(
    ("config", "hint"),
    [
        ('selct = ["OP"]\n', "did you mean 'select'"),
        ('select = ["OP0001"]\n', "unknown rule"),
        ('[severity]\nOP001 = "fatal"\n', "is not one of error, warning, info"),
        ('[severity]\nOP001 = "warn"\n', "did you mean 'warning'"),
        ("[rules.AG002]\ntolerence = 0.1\n", "did you mean 'tolerance'"),
        ("select = [\n", "invalid TOML"),
    ],
)
def test_bad_config_is_a_usage_error_with_a_suggestion(project: Path, config: str, hint: str) -> None:
    (project / ".benchlint.toml").write_text(config)
    code, _, err = run("check", str(project / "results"))
    assert code == 2 and hint in err and "Traceback" not in err


def test_unknown_selector_on_the_command_line(project: Path) -> None:
    code, _, err = run("check", "--select", "OP01x", str(project))
    assert code == 2 and "unknown rule" in err


def test_show_settings_resolves_prefixes(project: Path) -> None:
    code, out, _ = run("check", "--isolated", "--select", "OP", "--ignore", "OP006", "--show-settings", str(project))
    assert code == 0
    assert json.loads(out)["enabled"] == ["OP001", "OP002", "OP003", "OP004", "OP005", "OP007"]


def test_github_format_is_chosen_under_actions(project: Path) -> None:
    _, out, _ = run("check", "--select", "OP001", str(project / "results"), env={"GITHUB_ACTIONS": "true"})
    assert out.startswith("::error file=")


def test_json_positions_point_at_the_node(tmp_path: Path) -> None:
    text = '{\n  "aggregation": "total_output_over_wall",\n  "points": [\n'
    text += '    {"concurrency": 8},\n    {"wall_s": 2.0}\n  ]\n}\n'
    finding = lint_text(tmp_path, text, ".json", select=["OP001"]).findings[0]
    assert (finding.line, finding.col, finding.json_path) == (5, 5, "$.points[1].concurrency")


def test_schema_violation_located_at_the_value(tmp_path: Path) -> None:
    text = "points:\n  - concurrency: 8\n  - concurrency: 0\n"
    finding = lint_text(tmp_path, text, select=["SC002"]).findings[0]
    assert (finding.line, finding.col) == (3, 18)


def test_jsonl_findings_name_their_line(tmp_path: Path) -> None:
    rows = ['{"points": [{"concurrency": 1}]}', "", '{"points": [{"wall_s": 2.0}]}']
    finding = lint_text(tmp_path, "\n".join(rows) + "\n", ".jsonl", select=["OP001"]).findings[0]
    assert finding.line == 3 and finding.col == 13


def test_list_of_records_paths_include_the_index(tmp_path: Path) -> None:
    text = "- points: [{concurrency: 1}]\n- points: [{wall_s: 2.0}]\n"
    finding = lint_text(tmp_path, text, select=["OP001"]).findings[0]
    assert finding.json_path == "$[1].points[0].concurrency" and finding.line == 2


def test_invalid_utf8_is_a_finding_not_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_bytes(b"points:\n  - label: caf\xe9\n")
    code, out, err = run("check", str(path))
    assert code == 1 and "SC001" in out and "2:" in out and "Traceback" not in err


def test_directory_recursion_skips_unknown_extensions_and_excluded_folders(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text(BARE)
    (tmp_path / "notes.txt").write_text("606 tok/s")
    (tmp_path / ".venv").mkdir()
    (tmp_path / ".venv" / "x.yaml").write_text(BARE)
    _, out, _ = run("check", "--isolated", "--select", "OP001", "--output-format", "json", str(tmp_path))
    assert {Path(f["filename"]).name for f in json.loads(out)} == {"a.yaml"}


def test_check_on_records_does_not_import_heavy_modules(tmp_path: Path) -> None:
    """Start-up dominates pre-commit: a record check must not pay for pydantic, numpy, markdown-it, httpx."""
    (tmp_path / "r.json").write_text(json.dumps({"points": [{"concurrency": 8}]}))
    probe = (
        "import sys\nfrom benchlint.cli import main\n"
        "try:\n    main(['check', '--isolated', '--select', 'OP,SC', sys.argv[1]])\nexcept SystemExit:\n    pass\n"
        "heavy = [m for m in ('pydantic', 'numpy', 'markdown_it', 'httpx', 'jsonschema') if m in sys.modules]\n"
        "print('HEAVY', heavy)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe, str(tmp_path / "r.json")], capture_output=True, text=True, check=True
    )
    assert "HEAVY []" in out.stdout, out.stdout


def test_absent_field_in_second_yaml_document_is_placed_in_that_document(tmp_path: Path) -> None:
    text = "points: [{concurrency: 1}]\n---\naggregation: other\npoints: [{concurrency: 2}]\n"
    findings = lint_text(tmp_path, text, select=["OP002"]).findings
    assert [f.line for f in findings] == [1, 3]


def test_explain_runs_the_example() -> None:
    code, out, _ = run("explain", "OP001")
    assert code == 0 and "## What benchlint says on the Example" in out and "not recorded for point 1" in out
    assert run("explain", "OP0001")[0] == 2


def test_exclude_and_per_file_ignore_patterns_match_like_gitignore() -> None:
    from benchlint.linter.config import _matches, _pattern_set

    expected = {
        "a/.git/x": ".git",
        ".venv": ".venv",
        "x/.venvy/a": None,
        "node_modules/a/b.yaml": "node_modules",
        "results/legacy/a.yaml": "results/legacy/*",
        "results/legacyx/a.yaml": None,
        "a/results/legacy/b": None,
        "q.bak": "*.bak",
        "d/q.bak": "*.bak",
        "ok.yaml": None,
        "docs/a.md": "docs/",
        "x/docs/a.md": "docs/",
        "mydocs/a": None,
    }
    patterns = (".git", ".venv", "node_modules", "results/legacy/*", "*.bak", "docs/")
    for path, pattern in expected.items():
        assert [p for p in patterns if _matches(p, path)] == ([pattern] if pattern else []), path
        assert bool(_pattern_set(patterns).search(path)) == (pattern is not None), path


def test_parallel_markdown_loading_finds_exactly_what_serial_loading_finds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import shutil

    from benchlint.linter.config import Settings
    from benchlint.linter.engine import PARALLEL_MIN_FILES, lint_paths

    docs = sorted((REPO / "examples" / "docs").glob("*.md")) + sorted(
        (REPO.parent / "shared/corpus/claims/docs").glob("*.md")
    )
    for i in range(PARALLEL_MIN_FILES + 1):
        shutil.copy(docs[i % len(docs)], tmp_path / f"doc_{i:03d}.md")
    results = {}
    for jobs in ("1", "2"):
        monkeypatch.setenv("BENCHLINT_JOBS", jobs)
        results[jobs] = lint_paths([str(tmp_path)], Settings()).findings
    assert results["1"] and results["1"] == results["2"]
    monkeypatch.setenv("BENCHLINT_JOBS", "many")
    with pytest.raises(Exception, match="BENCHLINT_JOBS"):
        lint_paths([str(tmp_path)], Settings())


def _many_docs(folder: Path, count: int) -> None:
    import shutil

    docs = sorted((REPO / "examples" / "docs").glob("*.md")) + sorted(
        (REPO.parent / "shared/corpus/claims/docs").glob("*.md")
    )
    for i in range(count):
        shutil.copy(docs[i % len(docs)], folder / f"doc_{i:03d}.md")


@pytest.mark.parametrize("flags", [(), ("--quiet",), ("--color", "always"), ("--strict", "--select", "OP001")])
def test_concise_lines_written_in_the_workers_are_the_serial_output(tmp_path: Path, flags: tuple[str, ...]) -> None:
    """Worker processes write each file's concise lines; the parent joins them: the output and
    the exit code are the serial run's, byte for byte."""
    from benchlint.linter.report.common import MAX_FINDINGS_PER_FILE

    _many_docs(tmp_path, 12)
    # one file past the per-file cap: its note comes after every file's lines, as in serial output
    (tmp_path / "doc_005.md").write_text("".join(f"Line {i}: 100 tok/s.\n\n" for i in range(MAX_FINDINGS_PER_FILE + 5)))
    out = {jobs: run("check", "--isolated", *flags, ".", cwd=tmp_path, env={"BENCHLINT_JOBS": jobs}) for jobs in "12"}
    assert out["1"][1].count("\n") > 100 and "not shown" in out["1"][1]
    assert out["1"][:2] == out["2"][:2]


def test_a_file_the_workers_cannot_write_alone_falls_back_to_findings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A path the reporters rewrite (non-ASCII) sends findings back: every file's findings are
    then gathered and rendered by the parent, in the same order."""
    from functools import partial

    from benchlint.linter.config import Settings
    from benchlint.linter.engine import lint_paths
    from benchlint.linter.report.concise import file_lines

    _many_docs(tmp_path, 6)
    (tmp_path / "doc_002.md").rename(tmp_path / "doc_002_ü.md")
    monkeypatch.setenv("BENCHLINT_JOBS", "2")
    as_lines = lint_paths([str(tmp_path)], Settings(), lines_for=partial(file_lines))
    assert as_lines.reports is None and as_lines.findings
    assert as_lines.findings == lint_paths([str(tmp_path)], Settings()).findings
    (tmp_path / "doc_002_ü.md").rename(tmp_path / "doc_002.md")
    assert lint_paths([str(tmp_path)], Settings(), lines_for=partial(file_lines)).reports
