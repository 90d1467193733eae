"""The command-line conventions linter users expect (ruff's names): stdin, --output-file,
--color/NO_COLOR, --quiet, --exclude/--extend-exclude, explain on a family, -V, exit codes."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from benchlint import __version__
from benchlint.cli.check import use_color
from tests.helpers import REPO
from tests.test_discovery import reported, run

COMPLETE = (REPO / "tests/data/complete_record.yaml").read_text()
BARE = "points:\n  - aggregate_tok_s: 606.1\n"
ESC = "\033["


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "results").mkdir()
    (tmp_path / "results" / "bare.yaml").write_text(BARE)
    (tmp_path / "good.yaml").write_text(COMPLETE)
    return tmp_path


def test_dash_reads_stdin_typed_and_named_by_stdin_filename(project: Path) -> None:
    code, out, _ = run(project, "check", "--select", "OP001", "-", "--stdin-filename", "results/x.yaml", stdin=BARE)
    assert code == 1 and out.startswith("results/x.yaml:2:5: OP001 "), out
    # JSON on stdin without a name: the content decides, and findings name '-'
    code, out, _ = run(
        project, "check", "--select", "OP001", "-", stdin=json.dumps({"points": [{"aggregate_tok_s": 5.0}]})
    )
    assert code == 1 and out.startswith("-:1:"), out
    # Markdown on stdin
    code, out, _ = run(project, "check", "--select", "OP001", "-", stdin="# Perf\n\nWe serve 606 tok/s.\n")
    assert code == 1 and "'606 tok/s'" in out
    assert run(project, "check", "-", stdin=COMPLETE)[0] == 0


def test_stdin_with_force_exclude_skips_an_excluded_name(project: Path) -> None:
    (project / ".benchlint.toml").write_text('extend-exclude = ["results/"]\n')
    args = ("check", "--force-exclude", "-", "--stdin-filename", "results/x.yaml")
    assert run(project, *args, stdin=BARE)[0] == 0
    assert run(project, "check", "-", "--stdin-filename", "results/x.yaml", stdin=BARE)[0] == 1


def test_output_file_gets_the_report_and_its_extension_picks_the_format(project: Path) -> None:
    code, out, _ = run(project, "check", "--select", "OP001", "-o", "report.txt", "results")
    assert code == 1 and out == ""
    assert (project / "report.txt").read_text().startswith("results/bare.yaml:2:5: OP001")
    run(project, "check", "--select", "OP001", "--output-file", "report.sarif", "results")
    assert json.loads((project / "report.sarif").read_text())["version"] == "2.1.0"
    run(project, "check", "--select", "OP001", "-o", "report.json", "results")
    assert json.loads((project / "report.json").read_text())[0]["code"] == "OP001"


def test_output_file_extension_is_checked_before_any_work(project: Path) -> None:
    code, _, err = run(project, "check", "--output-format", "concise", "-o", "report.sarif", "results")
    assert code == 2 and "holds sarif, not concise" in err
    code, _, err = run(project, "check", "-o", "report.yaml", "results")
    assert code == 2 and "benchlint reads .yaml files" in err
    assert not (project / "report.sarif").exists() and not (project / "report.yaml").exists()


def test_color_always_never_and_no_color(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert ESC in run(project, "check", "--color", "always", "results")[1]
    assert ESC not in run(project, "check", "--color", "never", "results")[1]
    assert ESC not in run(project, "check", "results")[1]  # auto: not a terminal
    assert ESC in run(project, "check", "--color", "always", "--output-format", "full", "results")[1]

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.delenv("NO_COLOR", raising=False)
    assert use_color("auto", Terminal())
    monkeypatch.setenv("NO_COLOR", "1")
    assert not use_color("auto", Terminal()) and use_color("always", Terminal())
    monkeypatch.setenv("NO_COLOR", "")
    assert use_color("auto", Terminal())


def test_quiet_prints_the_findings_only(project: Path) -> None:
    _, out, _ = run(project, "check", "--select", "OP001", "-q", "results")
    assert out.splitlines() and not any(line.startswith("Found") for line in out.splitlines())
    assert run(project, "check", "--quiet", "good.yaml") == (0, "", "")


def test_exclude_replaces_and_extend_exclude_adds(project: Path) -> None:
    (project / "old").mkdir()
    (project / "old" / "x.yaml").write_text(BARE)
    assert reported(run(project, "check", ".")[1]) == {"results/bare.yaml", "old/x.yaml"}
    assert reported(run(project, "check", "--extend-exclude", "old", ".")[1]) == {"results/bare.yaml"}
    assert reported(run(project, "check", "--exclude", "old,results", ".")[1]) == set()
    # --exclude replaces the defaults: with a pattern of its own, .git is walked again
    settings = json.loads(run(project, "check", "--exclude", "old", "--show-settings")[1])
    assert settings["exclude"] == ["old"]


def test_explain_on_a_family_lists_its_rules() -> None:
    code, out, _ = run(REPO, "explain", "OP")
    assert code == 0
    listed = [line.split()[0] for line in out.splitlines() if line[:2] == "OP" and line[2:5].isdigit()]
    assert listed == [f"OP00{i}" for i in range(1, 8)]
    code, out, _ = run(REPO, "explain", "cv00")
    assert code == 0 and "CV005" in out
    assert run(REPO, "explain", "OP001")[1].startswith("OP001 (missing-concurrency)")
    code, _, err = run(REPO, "explain", "ZZ")
    assert code == 2 and "unknown rule" in err


@pytest.mark.parametrize("flag", ["-V", "--version"])
def test_version(flag: str) -> None:
    code, out, _ = run(REPO, flag)
    assert code == 0 and __version__ in out


def test_check_exit_codes(project: Path) -> None:
    assert run(project, "check", "good.yaml")[0] == 0
    assert run(project, "check", "results")[0] == 1
    assert run(project, "check", "--exit-zero", "results")[0] == 0
    assert run(project, "check", "missing.yaml")[0] == 2
    assert run(project, "check", "--select", "NOPE1", "good.yaml")[0] == 2
    assert run(project, "check", "-", "-", stdin="")[0] == 2
