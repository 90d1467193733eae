"""CL001/CL002 cases in the rule-case format (tests/rules/cases/<CODE>.yaml).

They live in tests/claims/cases until the lead moves them next to the other rules' cases;
this runner reads whichever copy exists, so they run either way.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

from tests.helpers import REPO, codes, lint_text

HERE = Path(__file__).parent / "cases"
RULES = REPO / "tests" / "rules" / "cases"


def _cases() -> list[Any]:
    params = []
    for code in ("CL001", "CL002"):
        path = RULES / f"{code}.yaml" if (RULES / f"{code}.yaml").exists() else HERE / f"{code}.yaml"
        spec = YAML(typ="safe", pure=True).load(path.read_text(encoding="utf-8"))
        for case in spec["cases"]:
            params.append(pytest.param(code, case, id=f"{code}-{case['name']}"))
    return params


@pytest.mark.parametrize(("code", "case"), _cases())
def test_claim_rule_case(tmp_path: Path, code: str, case: dict[str, Any]) -> None:
    result = lint_text(tmp_path, case["markdown"], ".md", select=[code])
    found = [f for f in result.findings if f.code == code]
    assert codes(found) == sorted(case["expect"]), [f.message for f in found]
    if "message_contains" in case:
        assert any(case["message_contains"] in f.message for f in found), [f.message for f in found]
