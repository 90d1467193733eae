"""Changed-lines mode and the baseline, on real git repositories made in a temp folder."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from benchlint.cli import cli
from benchlint.linter.changes import parse_diff

DOC = """# Results

Our server reaches 1,200 tok/s on one GPU.

Batch size 8, 1 GPU, input 512 / output 128 tokens, code, spec decoding disabled, total output over
wall: 900 tok/s.
"""

RECORD = """id: run-a
system: {gpus: {count: 1, type: H100}, engine: vllm, max_concurrent_sequences: {value: 8, source: process}}
workload: {prompt_tokens: {mean: 512}, stop_rule: fixed_length, max_tokens: 128, content_type: code}
speculative_decoding: {enabled: false}
aggregation: total_output_over_wall
repeats: 2
points:
  - concurrency: 1
    requests: 8
    output_tokens_total: 1024
    wall_s: 10.0
    aggregate_tok_s: 102.4
  - concurrency: 2
    requests: 8
    output_tokens_total: 1024
    wall_s: 5.5
    aggregate_tok_s: 186.2
  - concurrency: 4
    requests: 8
    output_tokens_total: 1024
    wall_s: 3.5
    aggregate_tok_s: 292.6
"""


def git(repo: Path, *args: str) -> str:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t"}
    env["GIT_COMMITTER_EMAIL"] = "t@t"
    done = subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, env=env, check=True)
    return done.stdout


def make_repo(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    (repo / "docs").mkdir(parents=True)
    (repo / "results").mkdir()
    (repo / "docs" / "perf.md").write_text(DOC, encoding="utf-8")
    (repo / "results" / "run.yaml").write_text(RECORD, encoding="utf-8")
    git(repo, "init", "-q", "-b", "main")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "first")
    return repo


def run(repo: Path, *args: str, cwd: Path | None = None) -> tuple[int, str, str]:
    before = os.getcwd()
    os.chdir(cwd or repo)
    try:
        result = CliRunner().invoke(cli, ["check", "--isolated", *args], env={"GITHUB_ACTIONS": ""})
    finally:
        os.chdir(before)
    return result.exit_code, result.stdout, result.stderr


def lines_with(output: str, code: str) -> list[str]:
    return [line for line in output.splitlines() if f" {code}" in line]


def test_parse_diff_reads_added_lines_and_renames(tmp_path: Path) -> None:
    diff = (
        "diff --git a/a.md b/b.md\nsimilarity index 90%\nrename from a.md\nrename to b.md\n"
        "--- a/a.md\n+++ b/b.md\n@@ -3 +3,2 @@\n-x\n+y\n+z\n@@ -10,2 +12,0 @@\n-gone\n-gone\n"
        "diff --git a/c.md b/c.md\n--- a/c.md\n+++ /dev/null\n@@ -1 +0,0 @@\n-x\n"
    )
    lines = parse_diff(diff, str(tmp_path))
    assert lines == {str(tmp_path / "b.md"): {3, 4}}


def test_only_findings_on_changed_lines_are_reported(tmp_path: Path) -> None:
    repo = make_repo(tmp_path)
    code, out, _ = run(repo, ".")
    assert "docs/perf.md:3:" in out  # the old bare claim is a finding in a full run
    doc = repo / "docs" / "perf.md"
    doc.write_text(DOC + "\nThe new build decodes 3,000 tok/s.\n", encoding="utf-8")
    code, out, _ = run(repo, "--changed-since", "HEAD", ".")
    assert code == 1
    assert "docs/perf.md:3:" not in out, out
    assert "docs/perf.md:8:" in out, out
    # Nothing changed in the record: it is not reported (and not read)
    assert "results/run.yaml" not in out


def test_changed_since_from_a_subdirectory_and_after_a_rename(tmp_path: Path) -> None:
    repo = make_repo(tmp_path)
    git(repo, "mv", "docs/perf.md", "docs/performance.md")
    git(repo, "commit", "-q", "-m", "rename")
    code, out, _ = run(repo, "--changed-since", "HEAD~1", ".", cwd=repo / "docs")
    assert code == 0, out  # a pure rename changes no line
    doc = repo / "docs" / "performance.md"
    doc.write_text(doc.read_text(encoding="utf-8").replace("1,200", "1,300"), encoding="utf-8")
    code, out, _ = run(repo, "--changed-since", "HEAD~1", ".", cwd=repo / "docs")
    assert "performance.md:3:" in out, out


def test_a_changed_point_is_reported_and_an_unchanged_one_is_not(tmp_path: Path) -> None:
    repo = make_repo(tmp_path)
    record = repo / "results" / "run.yaml"
    # The last point's wall no longer matches its aggregate: AG002 on that point only.
    record.write_text(RECORD.replace("wall_s: 3.5", "wall_s: 7.0"), encoding="utf-8")
    code, out, _ = run(repo, "--changed-since", "HEAD", "--select", "AG002", ".")
    assert code == 1
    assert lines_with(out, "AG002"), out
    # The same defect in a point that did not change is not reported.
    git(repo, "commit", "-q", "-am", "bad wall")
    text = record.read_text(encoding="utf-8").replace("wall_s: 10.0", "wall_s: 10.01")
    record.write_text(text, encoding="utf-8")
    code, out, _ = run(repo, "--changed-since", "HEAD", "--select", "AG002", ".")
    assert not lines_with(out, "AG002"), out


def test_changed_since_errors_are_clear(tmp_path: Path) -> None:
    repo = make_repo(tmp_path)
    code, _, err = run(repo, "--changed-since", "no-such-branch", ".")
    assert code == 2 and "no such revision" in err
    outside = tmp_path / "plain"
    outside.mkdir()
    (outside / "a.md").write_text("Fast: 100 tok/s.\n", encoding="utf-8")
    code, _, err = run(outside, "--changed-since", "HEAD", ".")
    assert code == 2 and "not inside a git repository" in err


def test_shallow_clone_without_the_revision_says_to_fetch_more(tmp_path: Path) -> None:
    repo = make_repo(tmp_path)
    for n in range(3):
        (repo / "docs" / "perf.md").write_text(DOC + f"\nline {n}\n", encoding="utf-8")
        git(repo, "commit", "-q", "-am", f"c{n}")
    first = git(repo, "rev-list", "--max-parents=0", "HEAD").strip()
    clone = tmp_path / "shallow"
    subprocess.run(["git", "clone", "-q", "--depth", "1", f"file://{repo}", str(clone)], check=True)
    code, _, err = run(clone, "--changed-since", first, ".")
    assert code == 2 and "shallow clone" in err and "fetch" in err


def test_baseline_round_trip_on_a_real_history(tmp_path: Path) -> None:
    repo = make_repo(tmp_path)
    code, out, err = run(repo, "--write-baseline", "benchlint-baseline.json", ".")
    assert code == 0 and "wrote" in err
    entries = json.loads((repo / "benchlint-baseline.json").read_text(encoding="utf-8"))["findings"]
    assert entries and all("fingerprint" in e and "code" in e and "path" in e for e in entries)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "baseline")
    # Lines above the old claim move it down; it stays known. A new claim is reported.
    doc = repo / "docs" / "perf.md"
    doc.write_text("Intro.\n\nMore intro.\n\n" + DOC + "\nThe new build decodes 3,000 tok/s.\n", encoding="utf-8")
    code, out, err = run(repo, "--baseline", "benchlint-baseline.json", ".")
    assert code == 1
    reported = {line.split(":")[1] for line in out.splitlines() if line.startswith("docs/perf.md:")}
    assert reported == {"12"}, out
    assert "no longer matches" not in err
    # Fixing the old claim leaves stale entries, which are reported so the baseline shrinks.
    doc.write_text(DOC.replace("Our server reaches 1,200 tok/s on one GPU.\n", ""), encoding="utf-8")
    code, out, err = run(repo, "--baseline", "benchlint-baseline.json", ".")
    assert code == 0, out
    assert "match nothing any more" in err


def test_baseline_from_the_configuration(tmp_path: Path) -> None:
    repo = make_repo(tmp_path)
    run(repo, "--write-baseline", "base.json", ".")
    (repo / "pyproject.toml").write_text('[tool.benchlint]\nbaseline = "base.json"\n', encoding="utf-8")
    before = os.getcwd()
    os.chdir(repo)
    try:
        result = CliRunner().invoke(cli, ["check", "."], env={"GITHUB_ACTIONS": ""})
    finally:
        os.chdir(before)
    assert result.exit_code == 0, result.stdout


@pytest.mark.parametrize("content", ["{", '{"benchlint_baseline": 7, "findings": []}', "[]"])
def test_a_bad_baseline_is_a_usage_error(tmp_path: Path, content: str) -> None:
    repo = make_repo(tmp_path)
    (repo / "bad.json").write_text(content, encoding="utf-8")
    code, _, err = run(repo, "--baseline", "bad.json", "docs")
    assert code == 2 and "baseline bad.json" in err
