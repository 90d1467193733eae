"""Shared helpers for the Markdown claim tests."""

from __future__ import annotations

from typing import Any

from benchlint.linter.claim import Claim
from benchlint.linter.markdown import MarkdownSource, load_markdown


def load(text: str) -> MarkdownSource:
    return load_markdown("doc.md", text, None)


def claims(text: str) -> list[Claim]:
    return load(text).claims


def only(text: str) -> Claim:
    found = claims(text)
    assert len(found) == 1, [c.text for c in found]
    return found[0]


def absent(claim: Claim) -> list[str]:
    from benchlint.linter.claim import OP_FIELDS

    return [name for name in OP_FIELDS if claim.state(name) == "absent"]


def verdicts(text: str, code: str, **options: Any) -> dict[str, list[str]]:
    """Claim text -> the messages rule ``code`` (with ``options``) gives it: the rule decides."""
    from benchlint.linter.registry import rule_class

    rule = rule_class(code)(options)
    return {c.text: [v.message for v in rule.check_claim(c)] for c in claims(text)}


def fires(text: str, code: str, **options: Any) -> bool:
    return any(verdicts(text, code, **options).values())
