"""Never a traceback: every corpus result file with values swapped for wrong types, and cut
at arbitrary points, still yields an outcome (records and/or problems)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from benchlint import importers
from tests.importers._support import CORPUS

_WEIRD: list[Any] = [None, "x", "inf", -1, 0, 1e308, [], {}, True, "12", float("nan")]


def _leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Paths of every node (objects and arrays too, so whole sections get replaced)."""
    if isinstance(value, dict):
        return [path] + [p for k, v in value.items() for p in _leaves(v, (*path, k))]
    if isinstance(value, list):
        return [path] + [p for i, v in enumerate(value[:5]) for p in _leaves(v, (*path, i))]
    return [path]


def _set(value: Any, path: tuple[Any, ...], new: Any) -> None:
    try:
        for key in path[:-1]:
            value = value[key]
        value[path[-1]] = new
    except (KeyError, IndexError, TypeError):
        pass  # an ancestor was replaced by an earlier mutation


def _import(path: str, text: str) -> None:
    fmt = importers.sniff(path, text, None)
    if fmt is not None:
        outcome = importers.import_file(path, text, None, fmt)
        assert isinstance(outcome.records, list) and isinstance(outcome.problems, list)


JSON_FILES = sorted(p for p in CORPUS.rglob("*.json*") if p.stat().st_size < 100_000)


@pytest.mark.parametrize("source", JSON_FILES, ids=lambda p: str(p.relative_to(CORPUS)))
def test_wrong_types_never_raise(tmp_path: Path, source: Path) -> None:
    text = source.read_text(encoding="utf-8")
    rng = random.Random(source.name)
    lines = text.splitlines() if source.suffix == ".jsonl" or text.lstrip().startswith('{"date"') else [text]
    for attempt in range(40):
        mutated = []
        for line in lines:
            if not line.strip():
                continue
            value = json.loads(line)
            leaves = _leaves(value)
            for leaf in rng.sample(leaves, min(3, len(leaves))):
                if leaf:
                    _set(value, leaf, rng.choice(_WEIRD))
            mutated.append(json.dumps(value))
        target = tmp_path / f"{attempt}{source.suffix}"
        target.write_text("\n".join(mutated) + "\n", encoding="utf-8")
        _import(str(target), target.read_text(encoding="utf-8"))


@pytest.mark.parametrize("source", sorted(CORPUS.rglob("*")), ids=lambda p: str(p.relative_to(CORPUS)))
def test_cut_files_never_raise(source: Path) -> None:
    if not source.is_file():
        return
    text = source.read_text(encoding="utf-8")
    for fraction in (0.1, 0.5, 0.9, 0.99):
        _import(str(source), text[: int(len(text) * fraction)])
