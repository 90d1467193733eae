"""Generate the JSON Schema (draft 2020-12) of benchlint's configuration: the
``[tool.benchlint]`` table of pyproject.toml, or the top level of a ``.benchlint.toml``.

It is built from the same tables ``config.py`` reads (its keys, the output formats, the
severities) and from every rule's declared options, and it rejects what ``config.py`` rejects:
unknown keys, unknown codes, prefixes or rule names, unknown options and values of the wrong
type. Run ``python -m benchlint.linter.config_schema`` after adding a rule or an option; a test
fails while the shipped file (beside the record schema) differs from what this produces.
"""

from __future__ import annotations

import json
from typing import Any

from benchlint.linter import registry
from benchlint.linter.config import CONFIG_KEYS, DEFAULT_EXCLUDE, OUTPUT_FORMATS
from benchlint.linter.findings import Severity
from benchlint.schema import shipped

CONFIG_SCHEMA_ID = "https://benchlint.dev/schema/config/v1"
CONFIG_SCHEMA_FILE = "benchlint-config.v1.schema.json"
_SELECTOR = {"$ref": "#/$defs/selector"}
_SELECTORS = {"$ref": "#/$defs/selectors"}
_GLOBS = {
    "anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}],
    "description": "A glob, or a list of globs.",
}


def selectors() -> list[str]:
    """Every selector the configuration accepts, in upper case: ALL, each family prefix and
    partial code that names at least one rule (OP, OP0, OP00), each code, each rule name."""
    codes = registry.all_codes()
    prefixes = sorted({code[:length] for code in codes for length in range(2, 6)})
    return ["ALL", *prefixes, *(registry.rule_class(code).name for code in codes)]


def _any_case(text: str) -> str:
    """A regex for ``text`` in any letter case (codes and ALL are matched case-insensitively,
    and an ECMA-262 pattern, which editors use, has no inline flag for that)."""
    return "".join(f"[{c.upper()}{c.lower()}]" if c.isalpha() else c for c in text)


def _selector_schema() -> dict[str, Any]:
    names = {registry.rule_class(code).name for code in registry.all_codes()}
    codes = [s for s in selectors() if s not in names]
    alternatives = [*map(_any_case, codes), *sorted(names)]  # names are [a-z0-9-]: nothing to escape
    pattern = "^\\s*(?:" + "|".join(alternatives) + ")\\s*$"
    return {
        "description": "ALL, a family prefix (OP), a partial code (OP00), a code (OP001) or a rule name.",
        "type": "string",
        # the enum is for completion in editors; the pattern also admits lower-case codes
        "anyOf": [{"enum": selectors()}, {"pattern": pattern}],
    }


def _rule_tables() -> tuple[dict[str, Any], dict[str, Any]]:
    """(properties of the ``rules`` table: code, lower-case code and name -> a $ref; the $defs)."""
    properties: dict[str, Any] = {}
    definitions: dict[str, Any] = {}
    for cls in registry.all_rules():
        definitions[f"rule-{cls.code}"] = {
            "type": "object",
            "description": f"{cls.code} ({cls.name}): {cls.summary}",
            "properties": {option.name: option.json_schema() for option in cls.declared_options},
            "additionalProperties": False,
        }
        ref = {"$ref": f"#/$defs/rule-{cls.code}"}
        for key in (cls.code, cls.code.lower(), cls.name):
            properties[key] = ref
    return properties, definitions


def generate_config_schema() -> dict[str, Any]:
    rule_properties, rule_definitions = _rule_tables()
    properties: dict[str, Any] = {
        "select": {**_SELECTORS, "description": "Rules to enable (default ALL)."},
        "ignore": {**_SELECTORS, "description": "Rules to disable."},
        "extend-select": {**_SELECTORS, "description": "Rules to enable in addition to select."},
        "per-file-ignores": {
            "type": "object",
            "description": "Glob -> rules switched off for the files it matches.",
            "additionalProperties": _SELECTORS,
        },
        "severity": {
            "type": "object",
            "description": "Rule selector -> the severity its findings get.",
            "propertyNames": _SELECTOR,
            "additionalProperties": {"enum": [s.value for s in Severity]},
        },
        "rules": {
            "type": "object",
            "description": "Per-rule options: [rules.CODE] (or the rule's name) -> option = value.",
            "properties": rule_properties,
            "additionalProperties": False,
        },
        "output-format": {"enum": list(OUTPUT_FORMATS), "description": "The report format."},
        "exclude": {
            **_GLOBS,
            "default": list(DEFAULT_EXCLUDE),
            "description": "Globs to leave out (replaces the default).",
        },
        "extend-exclude": {**_GLOBS, "description": "Globs to leave out in addition to exclude."},
        "baseline": {
            "type": "string",
            "minLength": 1,
            "description": "Baseline file, relative to the configuration file: only findings not in it are reported.",
        },
        "include": {**_GLOBS, "description": "Globs of files read even if well known or of unknown format."},
        "respect-gitignore": {
            "type": "boolean",
            "default": True,
            "description": "Leave out what .gitignore ignores.",
        },
        "force-exclude": {
            "type": "boolean",
            "default": False,
            "description": "Apply exclude, .gitignore and the well-known names to files named on the command line too.",
        },
    }
    assert list(properties) == list(CONFIG_KEYS), "every key config.py accepts, in its order"
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": CONFIG_SCHEMA_ID,
        "title": "benchlint configuration",
        "description": "[tool.benchlint] in pyproject.toml, or the top level of a .benchlint.toml.",
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
        "$defs": {
            "selector": _selector_schema(),
            "selectors": {
                "description": "A rule selector, or a list of them.",
                "anyOf": [_SELECTOR, {"type": "array", "items": _SELECTOR}],
            },
            **rule_definitions,
        },
    }


def render_config_schema() -> str:
    return json.dumps(generate_config_schema(), indent=2) + "\n"


def shipped_config_schema_text() -> str:
    return shipped.read(CONFIG_SCHEMA_FILE)


def main() -> None:
    shipped.write(CONFIG_SCHEMA_FILE, render_config_schema())


if __name__ == "__main__":
    main()
