"""Every OP rule watched failing: take the complete record, remove the one field, the verdict flips."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

from tests.helpers import REPO, codes, lint_record

COMPLETE = YAML(typ="safe", pure=True).load((REPO / "tests/data/complete_record.yaml").read_text())


def _without(doc: dict[str, Any], *path: Any) -> dict[str, Any]:
    out = copy.deepcopy(doc)
    target = out
    for key in path[:-1]:
        target = target[key]
    del target[path[-1]]
    return out


def test_complete_record_has_no_operating_point_finding(tmp_path: Path) -> None:
    assert codes(lint_record(tmp_path, COMPLETE, select=["OP", "SC"])) == []


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        (("points", 1, "concurrency"), ["OP001"]),
        (("workload", "stop_rule"), ["OP002"]),
        (("workload", "prompt_tokens"), []),  # still derivable from prompt_tokens_total / requests
        (("workload", "content_type"), ["OP004"]),
        (("speculative_decoding",), ["OP005"]),
        (("system", "gpus", "count"), ["OP006"]),
        (("aggregation",), ["OP007"]),
    ],
)
def test_removing_one_field_flips_the_verdict(tmp_path: Path, path: tuple[Any, ...], expected: list[str]) -> None:
    assert codes(lint_record(tmp_path, _without(COMPLETE, *path), select=["OP", "SC"])) == expected


def test_prompt_length_flips_once_no_source_is_left(tmp_path: Path) -> None:
    doc = _without(COMPLETE, "workload", "prompt_tokens")
    for point in doc["points"]:
        del point["prompt_tokens_total"]
    assert codes(lint_record(tmp_path, doc, select=["OP"])) == ["OP003"]
