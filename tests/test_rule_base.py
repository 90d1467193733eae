"""The rule base class derives what a rule inspects from the checks it overrides."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from benchlint.linter.findings import Violation
from benchlint.linter.rule import Rule

DOC = """A test rule.

## What it does
x
## Why is this bad?
x
## Example
x
## Use instead
x
"""


def test_targets_follow_the_overridden_checks() -> None:
    class ClaimOnly(Rule):
        __doc__ = DOC
        code = "ZZ901"
        name = "claim-only"
        summary = "x"

        def check_claim(self, claim: object) -> Iterable[Violation]:
            return ()

    assert ClaimOnly.targets == frozenset({"claim"})


def test_a_rule_that_checks_nothing_is_refused() -> None:
    with pytest.raises(TypeError, match="override check_record"):

        class Nothing(Rule):
            __doc__ = DOC
            code = "ZZ902"
            name = "nothing"
            summary = "x"
