"""Quiet by default: in a folder benchlint reads records, known peer results and Markdown, and
says nothing about the JSON and YAML every repository carries."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from benchlint.cli import cli
from tests import webrepo

ENV = {"GITHUB_ACTIONS": "", "NO_COLOR": "", "BENCHLINT_JOBS": "1"}


def run(cwd: Path, *args: str, stdin: str | None = None) -> tuple[int, str, str]:
    old = os.getcwd()
    os.chdir(cwd)
    try:
        result = CliRunner().invoke(cli, list(args), env=ENV, input=stdin, catch_exceptions=False)
    finally:
        os.chdir(old)
    return result.exit_code, result.stdout, result.stderr


def reported(out: str) -> set[str]:
    """Files named by concise output lines."""
    return {line.split(":", 1)[0] for line in out.splitlines() if line and not line.startswith(("Found", "All"))}


@pytest.fixture
def web(tmp_path: Path) -> Path:
    return webrepo.build(tmp_path)


def test_web_repository_reports_only_the_bad_record_and_claim(web: Path) -> None:
    code, out, err = run(web, "check", ".")
    assert code == 1, err
    # "page loads 3x faster" is no LLM claim; silencing it is the Markdown claim finder's job
    # (see test_non_llm_speedup_in_readme_is_silent): every other file must be silent here.
    assert reported(out) - {"README.md"} == {webrepo.BAD_RECORD, webrepo.BAD_CLAIM}, out
    assert "SC003" not in out and "SC001" not in out


def test_non_llm_speedup_in_readme_is_silent(web: Path) -> None:
    assert "README.md" not in reported(run(web, "check", ".")[1])


def test_show_files_says_what_was_read_and_why_the_rest_was_skipped(web: Path) -> None:
    code, out, _ = run(web, "check", "--show-files", ".")
    assert code == 0
    lines = dict(line.split(None, 1)[::-1] for line in out.splitlines() if line.startswith(("read", "skipped")))
    by_path = {text.split(" (", 1)[0]: (kind, text) for text, kind in lines.items()}
    assert by_path[webrepo.BAD_RECORD][0] == "read" and "benchmark records" in by_path[webrepo.BAD_RECORD][1]
    assert by_path[webrepo.BAD_CLAIM][0] == "read" and "Markdown" in by_path[webrepo.BAD_CLAIM][1]
    for name in ("package.json", "tsconfig.json", "docker-compose.yml", "mkdocs.yml", ".pre-commit-config.yaml"):
        assert by_path[name][0] == "skipped" and "well-known" in by_path[name][1], out
    assert "well-known" in by_path[".github/workflows/"][1]
    assert by_path["metrics.jsonl"][0] == "skipped" and "none a benchlint record" in by_path["metrics.jsonl"][1]


def test_named_files_that_are_neither_get_one_sc003_each(web: Path) -> None:
    code, out, _ = run(web, "check", "metrics.jsonl", "tsconfig.json", "package.json")
    assert code == 1
    sc003 = [line for line in out.splitlines() if " SC003 " in line]
    # one finding for the 5,000-line JSONL, and JSONC is read, not a parse error
    assert sorted(line.split(":", 1)[0] for line in sc003) == ["metrics.jsonl", "package.json", "tsconfig.json"]
    assert "SC001" not in out


def test_include_makes_a_file_a_candidate_and_reports_its_format(web: Path) -> None:
    (web / ".benchlint.toml").write_text('include = ["package.json", "metrics.jsonl"]\n')
    out = run(web, "check", ".")[1]
    assert {"package.json", "metrics.jsonl"} <= reported(out)
    assert "tsconfig.json" not in reported(out)


def test_force_exclude_filters_named_files_like_a_folder_walk(web: Path) -> None:
    (web / ".benchlint.toml").write_text('extend-exclude = ["metrics.jsonl"]\n')
    named = ["package.json", "tsconfig.json", "docker-compose.yml", "metrics.jsonl", webrepo.BAD_RECORD]
    assert {"package.json", "tsconfig.json", "metrics.jsonl"} <= reported(run(web, "check", *named)[1])
    code, out, _ = run(web, "check", "--force-exclude", *named)
    assert code == 1 and reported(out) == {webrepo.BAD_RECORD}, out
    # all of them left out: nothing to check is a pass, not an error
    assert run(web, "check", "--force-exclude", "package.json", "metrics.jsonl")[0] == 0


def test_gitignore_is_honoured_unless_turned_off(web: Path) -> None:
    subprocess.run(["git", "init", "-q"], cwd=web, check=True)
    (web / ".gitignore").write_text("dist/\n*.tmp.yaml\n!keep.tmp.yaml\n")
    for name in ("dist/old.yaml", "scratch.tmp.yaml", "keep.tmp.yaml"):
        (web / name).parent.mkdir(exist_ok=True)
        (web / name).write_text("points:\n  - aggregate_tok_s: 1.0\n")
    files = reported(run(web, "check", ".")[1])
    assert "keep.tmp.yaml" in files and not {"dist/old.yaml", "scratch.tmp.yaml"} & files
    out = run(web, "check", "--show-files", ".")[1]
    assert "skipped  dist/ (ignored by .gitignore:1 'dist/')" in out
    files = reported(run(web, "check", "--no-respect-gitignore", ".")[1])
    assert {"dist/old.yaml", "scratch.tmp.yaml", "keep.tmp.yaml"} <= files


def test_gitignore_in_a_subfolder_applies_below_it(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / "results" / "raw").mkdir(parents=True)
    (tmp_path / "results" / ".gitignore").write_text("raw\n")
    for name in ("results/raw/a.yaml", "results/b.yaml", "raw.yaml"):
        (tmp_path / name).write_text("points:\n  - aggregate_tok_s: 1.0\n")
    assert reported(run(tmp_path, "check", ".")[1]) == {"results/b.yaml", "raw.yaml"}


def test_jsonl_with_some_records_lints_them_and_reports_the_rest_once(tmp_path: Path) -> None:
    row = '{"points": [{"concurrency": 1, "aggregate_tok_s": 50.0}]}\n'
    (tmp_path / "mixed.jsonl").write_text(row + '{"note": "x"}\n' * 300 + row)
    out = run(tmp_path, "check", "--select", "SC003,OP001", "mixed.jsonl")[1]
    sc003 = [line for line in out.splitlines() if " SC003 " in line]
    assert len(sc003) == 1 and "300 of 302 lines" in sc003[0], out


def test_a_record_in_jsonc_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "run.json").write_text('{\n  // measured today\n  "points": [{"concurrency": 1}]\n}\n')
    out = run(tmp_path, "check", "--select", "SC", ".")[1]
    assert "run.json:2:3: SC001" in out and "plain JSON" in out


def test_gitignore_outside_a_repository_applies_within_the_walked_folder(tmp_path: Path) -> None:
    project = tmp_path / "project"
    (project / "out").mkdir(parents=True)
    (project / ".gitignore").write_text("out/\n")
    (project / "out" / "a.yaml").write_text("points:\n  - aggregate_tok_s: 1.0\n")
    (project / "b.yaml").write_text("points:\n  - aggregate_tok_s: 1.0\n")
    # started from elsewhere, with no .git anywhere above
    assert reported(run(tmp_path, "check", str(project))[1]) == {"project/b.yaml"}


def test_empty_files_of_an_ordinary_repository(web: Path) -> None:
    """Empty READMEs of test fixtures and an empty placeholder YAML are common in real
    repositories: an empty document claims nothing, and an empty record file met in a walk holds
    no record, so it is left out like any other; named, the empty record file is reported."""
    (web / "fixtures").mkdir()
    (web / "fixtures" / "README.md").write_text("")
    (web / "fixtures" / "blank.md").write_text("\n\n")
    (web / "fixtures" / "placeholder.yaml").write_text("")
    code, out, _ = run(web, "check", "--show-files", "fixtures")
    assert code == 0 and "SC001" not in out, out
    assert "skipped  fixtures/placeholder.yaml (file is empty)" in out
    code, out, _ = run(web, "check", "fixtures/README.md", "fixtures/placeholder.yaml")
    assert code == 1
    assert [line.split(":", 1)[0] for line in out.splitlines() if " SC001 " in line] == ["fixtures/placeholder.yaml"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_in_a_walked_folder_is_skipped_not_waited_on(tmp_path: Path) -> None:
    """A pipe nobody writes would block the read forever: a walk leaves it out and says why."""
    (tmp_path / "run.json").write_text('{"schema": "benchlint/record/v1"}')
    os.mkfifo(tmp_path / "results.json")
    code, out, _ = run(tmp_path, "check", "--show-files", ".")
    assert code == 0
    assert "skipped  results.json (not a regular file (a pipe, socket or device))" in out
    assert "read     run.json" in out


MDX_PAGE = """\
import { Callout } from 'nextra/components'

export const stats = { tokS: 4000 }

<Callout type="info">
Our engine serves 606 tok/s per user.
</Callout>
"""


def test_a_docs_site_in_mdx_is_read_as_markdown(tmp_path: Path) -> None:
    """Docusaurus, Mintlify and Nextra sites are written in .mdx: a folder walk, a named file and
    stdin with --stdin-filename read them as Markdown, the claim at its own line."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "serving.mdx").write_text(MDX_PAGE)
    code, out, _ = run(tmp_path, "check", "--show-files", "docs")
    assert "read     docs/serving.mdx" in out, out
    code, out, _ = run(tmp_path, "check", "docs")
    assert code == 1 and {line.split(":")[1] for line in out.splitlines() if line.startswith("docs/")} == {"6"}, out
    code, out, _ = run(tmp_path, "check", "--stdin-filename", "docs/page.mdx", "-", stdin=MDX_PAGE)
    assert code == 1 and "docs/page.mdx:6:" in out and "4000" not in out, out
    # watched: the same page as .txt is not read by a walk (and is SC003 when named)
    (docs / "serving.mdx").rename(docs / "serving.txt")
    code, out, _ = run(tmp_path, "check", "docs")
    assert code == 0 and "606" not in out, out
