"""What ``benchlint import`` does, without the command line: peer-tool result files and run
folders -> benchlint records (one per run), with a reason for every file that yields none."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from benchlint.linter.sources import MARKDOWN_EXTENSIONS

if TYPE_CHECKING:
    from benchlint.schema.model import Record


class ImportProblem(ValueError):
    """A file that cannot be read, or paths that yield no record: a usage error (exit 2)."""


def _read(path: str) -> str:
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError as exc:
        raise ImportProblem(f"{path}: cannot read file: {exc.strerror or exc}") from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ImportProblem(f"{path}: not valid UTF-8 (byte {exc.start})") from exc
    if not text.strip():
        raise ImportProblem(f"{path}: file is empty")
    return text.removeprefix("\ufeff")


def _location(path: str, line: int | None, json_path: str | None) -> str:
    where = f"{path}:{line}" if line else path
    return f"{where} {json_path}" if json_path else where


def _explain_unparsable(path: str, text: str) -> None:
    """A truncated JSON file is not an unknown format: say where it breaks."""
    if not path.lower().endswith((".json", ".jsonl")):
        return
    from benchlint.importers._common import parse_json_text

    parsed = parse_json_text(text, report_problems=True)
    if parsed is not None and parsed.problems:
        from benchlint.linter.sources import problem_code

        kind, problem = parsed.problems[0]
        raise ImportProblem(f"{_location(path, problem.line, None)}: {problem_code(kind)} {problem.message}")


def _expand(paths: Sequence[str]) -> list[tuple[str, bool]]:
    """(file, named) pairs: files as given, folders walked the way ``check`` walks them."""
    from benchlint.linter.config import ConfigError, Settings
    from benchlint.linter.engine import discover

    files: list[tuple[str, bool]] = []
    for given in paths:
        if os.path.isdir(given):
            try:
                found = discover([given], Settings())
            except ConfigError as exc:
                raise ImportProblem(str(exc)) from exc
            files.extend((path, False) for path in found if not path.lower().endswith(MARKDOWN_EXTENSIONS))
        else:
            files.append((given, True))
    return files


def _refuse(path: str, text: str) -> None:
    """Why a file named on its own yields no record: exit 2 with the reason."""
    from benchlint import importers

    kind = importers.sniff(path, text, None)
    if kind is None:
        _explain_unparsable(path, text)
        raise ImportProblem(f"{path}: not a result file of a known tool ({', '.join(importers.tool_names())})")
    raise ImportProblem(
        f"{path}: this {kind} file describes a run but holds no results of one operating point (a config, "
        "a pooled summary or a server-side view); import the result files beside it"
    )


def import_records(paths: Sequence[str], note: Callable[[str], None]) -> list[Record]:
    """The records of ``paths``; ``note`` receives what a user is told on the way (schema
    problems, companions, what each file gave)."""
    from benchlint.linter.runs import assemble
    from benchlint.linter.sources import load_file

    files = _expand(paths)
    alone = len(files) == 1
    loaded_files = []
    for path, named in files:
        text = _read(path) if named or alone else None
        loaded = load_file(path)
        for code, problem in loaded.problems:
            if code in {"SC001", "SC002", "SC004", "SC005"}:
                note(f"{_location(path, problem.line, problem.json_path)}: {code} {problem.message}")
        if loaded.kind != "imported" or not loaded.subjects:
            if alone and text is not None:
                _refuse(path, text)
            note(f"{path}: read as a companion or skipped (no results of its own)")
        loaded_files.append(loaded)
    records: list[Record] = []
    for loaded in assemble(loaded_files):
        if loaded.kind != "imported" or not loaded.subjects:
            continue
        kinds = sorted({s.origin or "" for s in loaded.subjects})
        note(f"{loaded.path}: {', '.join(kinds)}, {len(loaded.subjects)} record(s)")
        records.extend(subject.record for subject in loaded.subjects)
    if not records:
        raise ImportProblem("no record could be imported from " + ", ".join(paths))
    return records
