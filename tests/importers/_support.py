"""Helpers for the importer tests: the shared corpus, importing a file the way the CLI does,
and linting it with the real engine."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path
from typing import Any

from benchlint import importers
from benchlint.importers import ImportOutcome
from benchlint.linter.config import Settings
from benchlint.linter.engine import lint_paths
from benchlint.schema.model import Record

REPO = Path(__file__).resolve().parents[2]
CORPUS = REPO.parent / "shared" / "corpus" / "results"
DATA = Path(__file__).resolve().parent / "data"


def corpus(relative: str) -> Path:
    return CORPUS / relative


def import_path(path: Path | str) -> tuple[str | None, ImportOutcome]:
    """Sniff and import a file from its text alone (data=None), as `benchlint import` does."""
    text = Path(path).read_text(encoding="utf-8")
    fmt = importers.sniff(str(path), text, None)
    assert fmt is not None, f"{path} was not recognised"
    return fmt, importers.import_file(str(path), text, None, fmt)


def records_of(path: Path | str) -> list[Record]:
    _, outcome = import_path(path)
    return [imported.record for imported in outcome.records]


def codes(path: Path | str, select: list[str] | None = None) -> Counter[str]:
    """Finding codes the real engine raises on a file (or folder)."""
    result = lint_paths([str(path)], Settings(select=select or ["ALL"]))
    return Counter(f.code for f in result.findings)


def findings(path: Path | str, code: str) -> list[Any]:
    result = lint_paths([str(path)], Settings(select=["ALL"]))
    return [f for f in result.findings if f.code == code]


def copy_tree(source: Path, target: Path) -> Path:
    shutil.copytree(source, target)
    for item in target.rglob("*"):
        item.chmod(0o644 if item.is_file() else 0o755)
    return target


def write_json(path: Path, value: Any) -> Path:
    path.write_text(json.dumps(value, indent=2), encoding="utf-8")
    return path


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
