"""Shared test helpers: lint text or records as files, the way users meet benchlint."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML

from benchlint.linter.config import Settings
from benchlint.linter.engine import LintResult, lint_paths
from benchlint.linter.findings import Finding

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


def dump_yaml(data: Any) -> str:
    yaml = YAML(typ="safe", pure=True)
    yaml.default_flow_style = False
    buf = io.StringIO()
    yaml.dump(data, buf)
    return buf.getvalue()


def lint_text(
    tmp_path: Path,
    text: str,
    ext: str = ".yaml",
    select: list[str] | None = None,
    options: dict[str, dict[str, Any]] | None = None,
    name: str = "subject",
) -> LintResult:
    path = tmp_path / f"{name}{ext}"
    path.write_text(text, encoding="utf-8")
    settings = Settings(select=select or ["ALL"], rule_options=options or {})
    return lint_paths([str(path)], settings)


def lint_record(
    tmp_path: Path, record: Any, select: list[str] | None = None, options: dict[str, dict[str, Any]] | None = None
) -> list[Finding]:
    return lint_text(tmp_path, dump_yaml(record), ".yaml", select, options).findings


def codes(findings: list[Finding]) -> list[str]:
    return sorted(f.code for f in findings)
