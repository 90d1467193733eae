"""The schema: generated from the model, shipped as a file, and three validators that agree."""

from __future__ import annotations

import copy
import json
from typing import Any

import jsonschema
import pytest
from pydantic import TypeAdapter, ValidationError
from ruamel.yaml import YAML

from benchlint.schema import SCHEMA_ID
from benchlint.schema.convert import build_record
from benchlint.schema.dump import to_data
from benchlint.schema.generate import render_schema, shipped_schema_text
from benchlint.schema.model import Record
from tests.helpers import REPO

COMPLETE = YAML(typ="safe", pure=True).load((REPO / "tests/data/complete_record.yaml").read_text())


def test_shipped_schema_is_the_generated_one() -> None:
    assert shipped_schema_text() == render_schema(), "run: python -m benchlint.schema.generate"


def test_schema_is_draft_2020_12_with_versioned_id() -> None:
    schema = json.loads(shipped_schema_text())
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == SCHEMA_ID and SCHEMA_ID.endswith("/v1")
    jsonschema.Draft202012Validator.check_schema(schema)


def test_no_field_has_an_invented_default() -> None:
    assert '"default"' not in shipped_schema_text()


def _leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in _leaves(v, (*path, k))] + ([path] if path else [])
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in _leaves(v, (*path, i))] + [path]
    return [path]


def _set(doc: Any, path: tuple[Any, ...], value: Any) -> Any:
    out = copy.deepcopy(doc)
    target = out
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return out


REPLACEMENTS = ["text", -1, 1.5, True, None, {}, [], 0]
MUTANTS = [
    pytest.param(_set(COMPLETE, path, value), id=f"{'.'.join(map(str, path))}={value!r}")
    for path in _leaves(COMPLETE)
    for value in REPLACEMENTS
] + [
    pytest.param({**COMPLETE, "unknown_field": 1}, id="unknown-top-level-key"),
    pytest.param(_set(COMPLETE, ("system", "max_concurrent_sequences"), {"value": 4}), id="cap-without-source"),
    pytest.param(_set(COMPLETE, ("speculative_decoding",), {"method": "x"}), id="spec-without-enabled"),
    pytest.param(_set(COMPLETE, ("points",), []), id="no-points"),
]

VALIDATOR = jsonschema.Draft202012Validator(json.loads(shipped_schema_text()))
ADAPTER = TypeAdapter(Record)


def _pydantic_accepts(doc: Any) -> bool:
    try:
        ADAPTER.validate_json(json.dumps(doc), strict=True)
    except ValidationError:
        return False
    return True


def test_complete_record_is_valid_everywhere() -> None:
    record, errors = build_record(COMPLETE)
    assert errors == [] and record is not None
    assert VALIDATOR.is_valid(COMPLETE) and _pydantic_accepts(COMPLETE)


@pytest.mark.parametrize("doc", MUTANTS)
def test_lint_time_validator_agrees_with_pydantic_and_jsonschema(doc: Any) -> None:
    _record, errors = build_record(doc)
    ours = not errors
    assert ours == VALIDATOR.is_valid(doc) == _pydantic_accepts(doc), (errors, list(VALIDATOR.iter_errors(doc))[:2])


def test_round_trip_through_dump_keeps_every_fact() -> None:
    record, _ = build_record(COMPLETE)
    assert to_data(record) == COMPLETE
