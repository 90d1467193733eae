"""The configuration's JSON Schema: shipped as generated, and of one mind with config.py on
the README's examples and on configurations config.py accepts or rejects."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from benchlint.linter.config import CONFIG_KEYS, ConfigError, load_settings
from benchlint.linter.config_schema import generate_config_schema, render_config_schema, shipped_config_schema_text
from tests.helpers import REPO
from tests.test_discovery import run

VALIDATOR = Draft202012Validator(json.loads(shipped_config_schema_text()))


def test_shipped_config_schema_is_the_generated_one() -> None:
    assert shipped_config_schema_text() == render_config_schema(), "run: python -m benchlint.linter.config_schema"


def test_config_schema_is_valid_and_covers_every_key() -> None:
    schema = generate_config_schema()
    Draft202012Validator.check_schema(schema)
    assert list(schema["properties"]) == list(CONFIG_KEYS)
    assert schema["additionalProperties"] is False
    pf001 = schema["$defs"]["rule-PF001"]
    assert pf001["additionalProperties"] is False
    assert pf001["properties"]["max_short_output"] == {
        "type": "integer",
        "default": 32,
        "description": pf001["properties"]["max_short_output"]["description"],
    }
    assert pf001["properties"]["max_short_output"]["description"]


def _config_verdict(tmp_path: Path, text: str) -> str | None:
    """config.py's verdict: None when it accepts the file, else its message."""
    path = tmp_path / ".benchlint.toml"
    path.write_text(text, encoding="utf-8")
    try:
        load_settings(str(path))
    except ConfigError as exc:
        return str(exc)
    return None


def _schema_errors(table: dict[str, Any]) -> list[str]:
    return [error.message for error in VALIDATOR.iter_errors(table)]


def _readme_tables() -> list[str]:
    """The README's [tool.benchlint] examples, as .benchlint.toml text (top-level keys)."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    blocks = [b for b in re.findall(r"```toml\n(.*?)```", readme, re.DOTALL) if "[tool.benchlint" in b]
    assert len(blocks) >= 2, "the README's configuration examples"
    return [block.replace("[tool.benchlint.", "[").replace("[tool.benchlint]\n", "") for block in blocks]


VALID = [
    "",
    'select = "OP"\n',
    'select = ["op001", "missing-concurrency", "ALL", "OP00", " AG "]\nignore = ["CV"]\n',
    "[rules.queueing-signature]\nmin_span = 8\n",
    "[rules.CV004]\nmin_levels = 3.0\n",
    "[rules.pf001]\nmax_prefill_share = 1\n",
    "[rules.OP001]\n",
    '[severity]\nCV = "info"\nmissing-concurrency = "warning"\n',
    '[per-file-ignores]\n"legacy/*" = "OP"\n',
    'output-format = "sarif"\nbaseline = "base.json"\nrespect-gitignore = false\nforce-exclude = true\n',
    'exclude = "build"\nextend-exclude = ["*.jsonl"]\ninclude = ["out/*.json"]\n',
]
INVALID = [
    'selct = ["OP"]\n',
    'select = ["OP999"]\n',
    'select = ["ZZ"]\n',
    "select = [1]\n",
    'output-format = "xml"\n',
    '[severity]\nOP001 = "fatal"\n',
    '[severity]\nXX001 = "error"\n',
    "[rules.PF001]\nmax_short_output = 0.5\n",
    '[rules.CV002]\nmin_span = "4"\n',
    "[rules.CV002]\nmin_span = true\n",
    "[rules.PF001]\nmax_share = 0.5\n",
    "[rules.ZZ001]\n",
    "[rules.OP001]\nlimit = 1\n",
    "rules = 3\n",
    'baseline = ""\n',
    "respect-gitignore = 1\n",
    '[per-file-ignores]\n"a/*" = ["NOPE"]\n',
    "per-file-ignores = []\n",
]


@pytest.mark.parametrize("text", [*_readme_tables(), *VALID])
def test_schema_accepts_what_config_accepts(tmp_path: Path, text: str) -> None:
    assert _config_verdict(tmp_path, text) is None
    assert _schema_errors(tomllib.loads(text)) == []


@pytest.mark.parametrize("text", INVALID)
def test_schema_rejects_what_config_rejects(tmp_path: Path, text: str) -> None:
    assert _config_verdict(tmp_path, text) is not None
    assert _schema_errors(tomllib.loads(text)), f"the schema accepts {text!r}"


def test_schema_command_prints_the_config_schema(tmp_path: Path) -> None:
    code, out, _ = run(tmp_path, "schema", "--config")
    assert code == 0 and out == shipped_config_schema_text()
