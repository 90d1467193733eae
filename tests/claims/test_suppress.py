"""Markdown suppression directives through the engine, and SU001 for unused ones."""

from __future__ import annotations

from pathlib import Path

from tests.claims.helpers import load
from tests.helpers import codes, lint_text

CLAIM = "The server reached 606 tok/s."


def _codes(tmp_path: Path, text: str) -> list[str]:
    return codes(lint_text(tmp_path, text, ".md", select=["OP005", "OP006", "CP003", "SU001"], name="doc").findings)


def test_unsuppressed_baseline(tmp_path: Path) -> None:
    assert _codes(tmp_path, CLAIM + "\n") == ["OP005", "OP006"]


def test_disable_next_line(tmp_path: Path) -> None:
    doc = f"<!-- benchlint-disable-next-line OP005 -- spec state is in the release notes -->\n{CLAIM}\n"
    assert _codes(tmp_path, doc) == ["OP006"]


def test_disable_next_line_skips_a_blank_line(tmp_path: Path) -> None:
    doc = f"<!-- benchlint-disable-next-line OP005 -->\n\n{CLAIM}\n"
    assert _codes(tmp_path, doc) == ["OP006"]


def test_disable_enable_range(tmp_path: Path) -> None:
    doc = f"<!-- benchlint-disable OP -->\n\n{CLAIM}\n\n<!-- benchlint-enable OP -->\n\n{CLAIM}\n"
    assert _codes(tmp_path, doc) == ["OP005", "OP006"]  # only the second claim


def test_disable_file(tmp_path: Path) -> None:
    doc = f"{CLAIM}\n\n<!-- benchlint-disable-file OP006 -->\n\n{CLAIM}\n"
    assert _codes(tmp_path, doc) == ["OP005", "OP005"]


def test_unused_directive_is_su001(tmp_path: Path) -> None:
    doc = f"<!-- benchlint-disable-next-line CP003 -->\n{CLAIM}\n"
    assert _codes(tmp_path, doc) == ["OP005", "OP006", "SU001"]


def test_directive_without_codes_is_reported_and_suppresses_nothing() -> None:
    source = load(f"<!-- benchlint-disable-next-line -->\n{CLAIM}\n")
    assert source.suppressions == []
    assert [code for code, _ in source.problems] == ["SU001"]
    assert "needs the rule codes" in source.problems[0][1].message


def test_directive_in_a_code_fence_is_not_a_directive() -> None:
    assert load("```\n<!-- benchlint-disable-file OP -->\n```\n").suppressions == []
