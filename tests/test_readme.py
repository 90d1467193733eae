"""The README keeps its promises: two commands first, the rule table current, CI running them."""

from __future__ import annotations

import re

from benchlint.linter.commands import rules_markdown
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
