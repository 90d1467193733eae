"""The rule registry. Codes come from the rule files' names, so selecting rules imports
only the selected ones (``op001_missing_concurrency.py`` holds OP001)."""

from __future__ import annotations

import difflib
import importlib
import os
import re
from functools import cache

from benchlint.linter.rule import Rule

_MODULE = re.compile(r"^([a-z]{2}\d{3})_(\w+)\.py$")
_RULES_DIR = os.path.join(os.path.dirname(os.path.dirname(__file__)), "rules")


class SelectorError(ValueError):
    """An unknown rule code, prefix or name in a selection."""


@cache
def _modules() -> dict[str, str]:
    """code -> module name, read from the file names in benchlint/rules."""
    found: dict[str, str] = {}
    for entry in os.listdir(_RULES_DIR):
        match = _MODULE.match(entry)
        if match:
            found[match.group(1).upper()] = entry[:-3]
    return dict(sorted(found.items()))


def all_codes() -> list[str]:
    return list(_modules())


@cache
def rule_class(code: str) -> type[Rule]:
    module = importlib.import_module(f"benchlint.rules.{_modules()[code]}")
    for value in vars(module).values():
        if isinstance(value, type) and issubclass(value, Rule) and value.__module__ == module.__name__:
            if value.code != code:
                raise TypeError(f"{module.__name__} defines {value.code}, expected {code}")
            return value
    raise TypeError(f"{module.__name__} defines no rule")


def all_rules() -> list[type[Rule]]:
    return [rule_class(code) for code in all_codes()]


def resolve_code(token: str) -> str:
    """A code or a rule name -> its code, or SelectorError with a suggestion."""
    token = token.strip()
    if token.upper() in _modules():
        return token.upper()
    for code in all_codes():
        if rule_class(code).name == token:
            return code
    raise SelectorError(f"unknown rule {token!r}{suggestion(token)}")


def expand(selector: str) -> list[str]:
    """ALL, a family prefix (OP), a partial code (OP00), a full code or a rule name."""
    token = selector.strip()
    if token.upper() == "ALL":
        return all_codes()
    upper = token.upper()
    matched = (
        [code for code in all_codes() if code.startswith(upper)] if re.fullmatch(r"[A-Za-z]{2}\d{0,3}", token) else []
    )
    if matched:
        return matched
    return [resolve_code(token)]


def suggestion(token: str) -> str:
    names = all_codes() + sorted({c[:2] for c in all_codes()})
    close = difflib.get_close_matches(token.upper(), names, n=1, cutoff=0.5)
    if not close and not re.fullmatch(r"[A-Za-z]{2}\d{0,3}", token):
        by_name = {rule_class(code).name: code for code in all_codes()}
        close = difflib.get_close_matches(token, list(by_name), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""
