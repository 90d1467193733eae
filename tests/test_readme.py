"""The README keeps its promises: two commands first, the rule table current, CI running them."""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path

import pytest

from benchlint.linter.ruledocs import rules_markdown
from tests.helpers import REPO

README = (REPO / "README.md").read_text(encoding="utf-8")


def test_readme_opens_with_exactly_two_commands() -> None:
    block = re.search(r"```sh\n(.*?)```", README, re.DOTALL)
    assert block and README.index(block.group(0)) < README.index("benchlint makes every")
    commands = block.group(1).strip().splitlines()
    assert len(commands) == 2
    assert commands[0].startswith("pip install") and "benchlint check examples/" in commands[0]
    assert commands[1].startswith("pip install") and "pytest" in commands[1]


def test_rule_table_is_generated_from_the_registry() -> None:
    table = README.split("<!-- rules:start -->\n", 1)[1].split("<!-- rules:end -->", 1)[0]
    assert table == rules_markdown(), "regenerate with: benchlint rules --output-format markdown"


def test_peer_format_table_is_generated_from_the_format_table() -> None:
    from benchlint.importers import formats_markdown

    table = README.split("<!-- formats:start -->\n", 1)[1].split("<!-- formats:end -->", 1)[0]
    assert table == formats_markdown(), "regenerate from benchlint.importers.formats_markdown()"


def test_ci_runs_the_readme_test_command() -> None:
    script = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert "grep -m1 -E '^pip install .*pytest' README.md" in script
    assert re.search(r"^pip install .*pytest", README, re.MULTILINE)


def snippet(name: str) -> str:
    """The fenced block after ``<!-- snippet: NAME -->``."""
    match = re.search(rf"<!-- snippet: {re.escape(name)} -->\n```\w*\n(.*?)```", README, re.DOTALL)
    assert match, f"README has no snippet {name!r}"
    return match.group(1)


def test_tour_output_is_current() -> None:
    from tests.readme_tour import render

    assert render(README) == README, "regenerate with: python -m tests.readme_tour --update"


def test_reference_record_lints_clean_under_default_rules() -> None:
    from benchlint.linter.config import Settings
    from benchlint.linter.engine import lint_paths

    assert "tests/data/complete_record.yaml" in README
    result = lint_paths([str(REPO / "tests/data/complete_record.yaml")], Settings())
    assert result.findings == [] and result.files


def test_benchlint_own_documentation_lints_clean() -> None:
    """Our own README, contributing guide and bench notes quote timings and ratios: each is a
    claim a reviewer accepts or carries a suppression with its reason, so none draws a finding."""
    from benchlint.linter.config import Settings
    from benchlint.linter.engine import lint_paths

    docs = [str(REPO / name) for name in ("README.md", "CONTRIBUTING.md", "bench/README.md", "examples/peer/README.md")]
    result = lint_paths(docs, Settings())
    assert len(result.files) == len(docs)
    assert [f"{f.path}:{f.line} {f.code}" for f in result.findings] == []


def test_install_is_from_the_repository_with_a_marked_placeholder() -> None:
    install = README.split("## Install", 1)[1].split("\n## ", 1)[0]
    assert 'pip install "git+<repository URL>"' in install
    assert "not on the Python package index" in install and "placeholder" in install
    assert not re.search(r"pip install benchlint\b(?!` does not work)", README)


def test_every_command_has_its_exit_codes_documented() -> None:
    from benchlint.cli import COMMANDS

    table = README.split("## Exit codes", 1)[1].split("\n## ", 1)[0]
    documented = {name for row in table.splitlines() if row.startswith("| `") for name in re.findall(r"`(\w+)`", row)}
    assert set(COMMANDS) <= documented, set(COMMANDS) - documented
    assert "3 server unreachable" in table and "4 cannot reproduce" in table


def test_workflow_is_a_complete_job_with_the_sarif_permission() -> None:
    import yaml

    workflow = yaml.safe_load(snippet("github-actions"))
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert "pull_request" in triggers
    (job,) = workflow["jobs"].values()
    assert job["permissions"]["security-events"] == "write"
    steps = job["steps"]
    uses = [step.get("uses", "").split("@")[0] for step in steps]
    runs = [step.get("run", "") for step in steps]
    assert (
        uses.index("actions/checkout")
        < uses.index("actions/setup-python")
        < uses.index("github/codeql-action/upload-sarif")
    )
    install = next(i for i, run in enumerate(runs) if run.startswith("pip install"))
    assert '"git+<repository URL>' in runs[install]
    check = next(i for i, run in enumerate(runs) if run.startswith("benchlint check") and "sarif" not in run)
    sarif = next(i for i, run in enumerate(runs) if "benchlint.sarif" in run)
    upload = uses.index("github/codeql-action/upload-sarif")
    assert install < check < sarif < upload
    assert "--exit-zero" in runs[sarif] and steps[sarif]["if"] == "always()" and steps[upload]["if"] == "always()"
    assert steps[upload]["with"]["sarif_file"] == "benchlint.sarif"
    # the SARIF step's options are ones `check` accepts, and name a file it writes SARIF to
    from benchlint.cli.check import check, output_format_for

    args = runs[sarif].split()[2:]
    context = check.make_context("check", list(args))
    assert output_format_for(context.params["output_file"], context.params["output_format"], None) == "sarif"


def test_precommit_remote_snippet_pins_a_commit_placeholder() -> None:
    import yaml

    (repo,) = yaml.safe_load(snippet("pre-commit-remote"))["repos"]
    assert repo["repo"] == "<repository URL>" and repo["rev"] == "<commit hash>"
    hooks = yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text())
    assert {h["id"] for h in repo["hooks"]} <= {h["id"] for h in hooks}
    assert all("--force-exclude" in h["entry"] for h in hooks)


def test_local_server_measure_command_is_accepted_by_measure() -> None:
    import shlex

    section = README.split("## A local server", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", section, re.DOTALL)
    assert block
    command = block.group(1).replace("\\\n", " ")
    measure_line = next(line for line in command.splitlines() if line.startswith("benchlint measure"))
    from benchlint.cli.runner import measure

    context = measure.make_context("measure", shlex.split(measure_line)[2:])
    name = {opt: param.name for param in measure.params for opt in param.opts}
    assert context.params[name["--gpus"]] == 0 and context.params[name["--content-type"]]
    assert "tools/engine.sh" in section and "SmolLM2-135M-Instruct.Q4_1.gguf" in command


def _precommit_local_repo(root: Path, files: dict[str, str]) -> Path:
    from tests.precommit_support import git

    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    (root / ".pre-commit-config.yaml").write_text(snippet("pre-commit-local"), encoding="utf-8")
    git(root, "init", "-q")
    git(root, "add", "-A")
    return root


@pytest.mark.skipif(shutil.which("git") is None, reason="git is required to run pre-commit")
def test_precommit_local_snippet_runs_in_a_fresh_repository(tmp_path: Path, pre_commit_home: Path) -> None:
    """The README's `repo: local` configuration, verbatim, with real pre-commit and the
    benchlint of this environment: in a web repository with `exclude` set, only the bad record
    and the bad claim fail; a clean repository passes."""
    pytest.importorskip("pre_commit")
    from tests import webrepo
    from tests.precommit_support import run_pre_commit
    from tests.test_precommit import concise_files

    path = os.pathsep.join([os.path.dirname(sys.executable), os.environ.get("PATH", "")])
    web = webrepo.build(tmp_path / "web")
    (web / "pyproject.toml").write_text('[tool.benchlint]\nexclude = [".git", "metrics.jsonl"]\n')
    done = run_pre_commit(_precommit_local_repo(web, {}), pre_commit_home, path=path)
    report = done.stdout + done.stderr
    assert done.returncode == 1, report
    assert concise_files(report) - {"README.md"} == {webrepo.BAD_RECORD, webrepo.BAD_CLAIM}, report

    clean = {
        "results/run.yaml": (REPO / "tests/data/complete_record.yaml").read_text(),
        "package.json": webrepo.FILES["package.json"],
        "docs/index.md": "# Docs\n\nSee `results/` for the measurements.\n",
    }
    done = run_pre_commit(_precommit_local_repo(tmp_path / "clean", clean), pre_commit_home, path=path)
    assert done.returncode == 0, done.stdout + done.stderr


def test_pull_request_workflow_snippet_scopes_to_changed_lines() -> None:
    import yaml

    workflow = yaml.safe_load(snippet("github-actions-pr"))
    (job,) = workflow["jobs"].values()
    steps = job["steps"]
    checkout = next(step for step in steps if str(step.get("uses", "")).startswith("actions/checkout"))
    assert checkout["with"]["fetch-depth"] == 0  # --changed-since needs the base branch's history
    runs = [step["run"] for step in steps if "run" in step]
    assert any("benchlint check --changed-since" in run for run in runs)
