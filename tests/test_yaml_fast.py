"""The fast YAML reader must read every document exactly as ruamel's YAML 1.2 safe loader does."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
import yaml
from ruamel.yaml import YAML

from benchlint.formats.yaml_fast import load_all
from tests.helpers import REPO, SHARED

TRICKY = [
    "a: yes\nb: no\nc: on\nd: off\ne: y\n",
    "a: 1e3\nb: 1.5e-3\nc: .5\nd: -.inf\ne: .NaN\nf: 0o17\ng: 0x1F\nh: 010\ni: +12\n",
    "a: 1:30\nb: 1_000\nc: 0b101\nd: 12:30:00\n",
    "a: 2026-08-11\nb: 2026-08-11T14:00:00Z\nc: 2026-8-1 14:00:00\n",
    "a: ~\nb: null\nc:\nd: Null\ne: NULL\nf: nil\n",
    "a: True\nb: FALSE\nc: tRue\n",
    "base: &b {x: 1}\nother:\n  <<: *b\n  y: 2\n",
    "a: '8'\nb: \"8\"\nc: !!str 8\nd: 8.0\n",
    "- 1\n- [2, 3]\n- {k: v}\n",
    "a: 1\n---\nb: 2\n",
]


def _same(left: Any, right: Any) -> bool:
    if isinstance(left, float) and isinstance(right, float) and math.isnan(left) and math.isnan(right):
        return True
    if isinstance(left, dict) and isinstance(right, dict):
        return list(left) == list(right) and all(_same(left[k], right[k]) for k in left)
    if isinstance(left, list) and isinstance(right, list):
        return len(left) == len(right) and all(_same(a, b) for a, b in zip(left, right, strict=True))
    return type(left) is type(right) and left == right


def _files() -> list[Path]:
    roots = [REPO / "examples", REPO / "tests", SHARED / "corpus"]
    return sorted(p for root in roots if root.exists() for p in root.rglob("*.y*ml"))


@pytest.mark.parametrize("text", TRICKY)
def test_tricky_scalars_read_as_yaml_1_2(text: str) -> None:
    assert _same(load_all(text), list(YAML(typ="safe", pure=False).load_all(text)))


@pytest.mark.parametrize("path", _files(), ids=lambda p: p.name)
def test_every_yaml_file_in_the_project_reads_the_same(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert _same(load_all(text), list(YAML(typ="safe", pure=False).load_all(text)))


def test_duplicate_keys_are_an_error() -> None:
    with pytest.raises(yaml.MarkedYAMLError) as info:
        load_all("a: 1\nb: 2\na: 3\n")
    assert info.value.problem_mark is not None and info.value.problem_mark.line == 2
