"""Rule options are declared objects (name, type, default, description): the configuration
checks their types, explain prints them, SARIF carries them."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, ClassVar

import pytest

from benchlint.linter import registry
from benchlint.linter.config import ConfigError, load_settings
from benchlint.linter.engine import lint_paths
from benchlint.linter.findings import Finding, Severity, Violation
from benchlint.linter.options import Option
from benchlint.linter.report import render
from benchlint.linter.rule import Rule
from benchlint.linter.ruledocs import example_messages
from tests.test_discovery import run

RULES_WITH_OPTIONS = [cls for cls in registry.all_rules() if cls.declared_options]


def test_every_rule_option_is_declared_with_a_description_and_read_by_its_rule() -> None:
    assert len(RULES_WITH_OPTIONS) >= 15
    for cls in registry.all_rules():
        source = Path(registry.__file__).parents[1].joinpath("rules", f"{cls.__module__.rsplit('.', 1)[1]}.py")
        text = source.read_text(encoding="utf-8")
        assert "default_options" not in text, f"{cls.code}: declare options with Option(...)"
        for option in cls.declared_options:
            assert option.description and option.description.endswith("."), (cls.code, option.name)
            assert f'self.options["{option.name}"]' in text, f"{cls.code}.{option.name} is declared but never read"
            assert cls.default_options[option.name] == option.default


def _config(tmp_path: Path, body: str) -> str:
    path = tmp_path / ".benchlint.toml"
    path.write_text(body, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("[rules.PF001]\nmax_short_output = 0.5\n", "PF001.max_short_output must be int (an integer), got 0.5"),
        ('[rules.CV002]\nmin_span = "4"\n', "CV002.min_span must be float (a number), got '4'"),
        ("[rules.CV002]\nmin_span = true\n", "CV002.min_span must be float (a number), got True"),
        ("[rules.queueing-signature]\nmin_span = [1]\n", "CV002.min_span must be float (a number), got [1]"),
    ],
)
def test_a_wrong_type_is_a_config_error_naming_rule_option_and_type(tmp_path: Path, body: str, expected: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(expected)):
        load_settings(_config(tmp_path, body))


def test_a_wrong_type_exits_2_on_the_command_line(tmp_path: Path) -> None:
    _config(tmp_path, "[rules.CV004]\nmin_levels = 2.5\n")
    (tmp_path / "r.yaml").write_text("points: []\n", encoding="utf-8")
    code, out, err = run(tmp_path, "check", "r.yaml")
    assert code == 2 and out == ""
    assert "CV004.min_levels must be int (an integer), got 2.5" in err and "Traceback" not in err


def test_an_integer_is_a_fine_float_and_the_value_changes_the_verdict(tmp_path: Path) -> None:
    (_, example), _ = registry.rule_class("CV002").examples()
    record = tmp_path / "ladder.yaml"
    record.write_text(example, encoding="utf-8")
    assert example_messages("CV002"), "the rule's own Example fires with the defaults"
    settings = load_settings(_config(tmp_path, "[rules.CV002]\nmin_latency_growth = 1000\n"))
    assert settings.rule_options == {"CV002": {"min_latency_growth": 1000.0}}
    settings.select = ["CV002"]
    assert lint_paths([str(record)], settings).findings == []


def test_the_older_dict_form_still_declares_typed_options() -> None:
    class Legacy(Rule):
        """x

        ## What it does
        ## Why is this bad?
        ## Example
        ## Use instead
        """

        code = "ZZ902"
        name = "legacy-options"
        summary = "x"
        default_options: ClassVar[Mapping[str, Any]] = {"limit": 0.5, "levels": 3}

        def check_record(self, subject: object) -> Iterable[Violation]:
            return ()

    assert [(o.name, o.type, o.default) for o in Legacy.declared_options] == [
        ("limit", "float", 0.5),
        ("levels", "int", 3),
    ]
    assert Legacy({"levels": 4}).options == {"limit": 0.5, "levels": 4}
    with pytest.raises(ValueError, match=r"ZZ902.levels must be int"):
        Legacy({"levels": "4"})


def test_a_declaration_is_checked_when_the_rule_is_defined() -> None:
    with pytest.raises(TypeError, match="must be float"):
        Option("limit", "float", "0.5", "A limit.")
    with pytest.raises(TypeError, match="type must be one of"):
        Option("limit", "number", 0.5, "A limit.")


def test_explain_prints_the_options_table(tmp_path: Path) -> None:
    code, out, _ = run(tmp_path, "explain", "PF001")
    assert code == 0
    assert "| Option | Type | Default | Description |" in out
    assert "| `max_short_output` | int | `32` | " in out
    assert "| `max_prefill_share` | float | `0.3` | Largest share of the wall" in out


def test_rules_json_lists_option_types_and_descriptions(tmp_path: Path) -> None:
    code, out, _ = run(tmp_path, "rules", "--output-format", "json")
    by_code = {row["code"]: row for row in json.loads(out)}
    assert code == 0
    assert by_code["CV004"]["options"]["min_levels"]["type"] == "int"
    assert by_code["CV004"]["options"]["min_levels"]["default"] == 3
    assert by_code["OP001"]["options"] == {}


def test_sarif_rule_help_and_properties_carry_the_options() -> None:
    finding = Finding(
        code="ST002", name="output-length-mismatch", severity=Severity.ERROR, message="m", path="r.yaml", line=1, col=1
    )
    stream = io.StringIO()
    render([finding], "sarif", stream=stream)
    (rule,) = json.loads(stream.getvalue())["runs"][0]["tool"]["driver"]["rules"]
    assert "| `tolerance` | float | `0.1` |" in rule["help"]["markdown"]
    assert rule["properties"]["options"]["tolerance"]["default"] == 0.1
    assert rule["properties"]["options"]["tolerance"]["type"] == "float"
