"""Generate the record's JSON Schema (draft 2020-12) from the model with pydantic.

Run ``python -m benchlint.schema.generate`` after changing ``model.py``; a test fails
while the shipped file differs from what this produces.
"""

from __future__ import annotations

import json
from typing import Any

from benchlint.schema import SCHEMA_FILE, SCHEMA_ID, shipped


def _strip_null_defaults(node: Any) -> None:
    # `default: null` would read as "pydantic fills this in"; absent simply means unknown.
    if isinstance(node, dict):
        if node.get("default", 0) is None:
            del node["default"]
        for value in node.values():
            _strip_null_defaults(value)
    elif isinstance(node, list):
        for value in node:
            _strip_null_defaults(value)


def generate_schema() -> dict[str, Any]:
    from pydantic import TypeAdapter

    from benchlint.schema.model import Record

    schema = TypeAdapter(Record).json_schema(mode="validation")
    _strip_null_defaults(schema)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        **schema,
    }


def render_schema() -> str:
    return json.dumps(generate_schema(), indent=2, sort_keys=True) + "\n"


def shipped_schema_text() -> str:
    return shipped.read(SCHEMA_FILE)


def main() -> None:
    shipped.write(SCHEMA_FILE, render_schema())


if __name__ == "__main__":
    main()
