"""The parametrised rule-case runner (sqlfluff style) and the docstring contract.

Each ``cases/<CODE>.yaml`` lists records (or raw files, or Markdown) with the codes of that
rule they must produce; only the rule under test runs. Every rule's docstring Example must
fire it and its Use instead must not.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

from benchlint.linter import registry
from tests.helpers import codes, dump_yaml, lint_text

CASES_DIR = Path(__file__).parent / "cases"
_EXT = {"yaml": ".yaml", "markdown": ".md", "json": ".json", "text": ".txt"}


def _load_cases() -> list[Any]:
    params = []
    yaml = YAML(typ="safe", pure=True)
    for path in sorted(CASES_DIR.glob("*.yaml")):
        spec = yaml.load(path.read_text(encoding="utf-8"))
        assert path.stem == spec["rule"], f"{path.name} must be named after its rule"
        for case in spec["cases"]:
            params.append(pytest.param(spec["rule"], case, id=f"{spec['rule']}-{case['name']}"))
    return params


CASES = _load_cases()


@pytest.mark.parametrize(("code", "case"), CASES)
def test_rule_case(tmp_path: Path, code: str, case: dict[str, Any]) -> None:
    if "record" in case:
        text, ext = dump_yaml(case["record"]), ".yaml"
    elif "markdown" in case:
        text, ext = case["markdown"], ".md"
    else:
        text, ext = case["file"], case.get("ext", ".yaml")
    select = case.get("select", [code])
    result = lint_text(
        tmp_path, text, ext, select=select, options={code: case["options"]} if "options" in case else None
    )
    found = [f for f in result.findings if f.code == code]
    assert codes(found) == sorted(case["expect"]), [f.message for f in found]
    if "message_contains" in case:
        assert any(case["message_contains"] in f.message for f in found), [f.message for f in found]


def test_every_rule_has_cases() -> None:
    covered = {case.values[0] for case in CASES}
    missing = [code for code in registry.all_codes() if code not in covered]
    assert not missing, f"rules without a case file: {missing}"


def test_every_rule_case_file_has_pass_and_fail() -> None:
    by_rule: dict[str, set[bool]] = {}
    for case in CASES:
        code, spec = case.values
        by_rule.setdefault(code, set()).add(bool(spec["expect"]))
    lopsided = [code for code, kinds in by_rule.items() if kinds != {True, False}]
    assert not lopsided, f"case files need both passing and failing cases: {lopsided}"


@pytest.mark.parametrize("code", registry.all_codes())
def test_docstring_example_fires_and_fix_does_not(tmp_path: Path, code: str) -> None:
    cls = registry.rule_class(code)
    (bad_lang, bad), (good_lang, good) = cls.examples()
    fired = lint_text(tmp_path, bad, _EXT[bad_lang], select=[code], name="example").findings
    assert code in codes(fired), f"{code}'s Example does not fire it"
    clean = lint_text(tmp_path, good, _EXT[good_lang], select=[code], name="fixed").findings
    assert code not in codes(clean), f"{code}'s Use instead still fires: {[f.message for f in clean]}"


@pytest.mark.parametrize("code", registry.all_codes())
def test_rule_metadata(code: str) -> None:
    cls = registry.rule_class(code)
    assert cls.summary and not cls.summary.endswith(".")
    assert cls.targets <= {"record", "corpus", "claim", "engine"}
