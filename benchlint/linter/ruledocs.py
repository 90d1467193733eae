"""The rules' documentation as text: the list (``benchlint rules``), one rule in full
(``benchlint explain``) and the README's rule table. The CLI only prints what this returns."""

from __future__ import annotations

import os
from typing import Any

from benchlint.linter import registry
from benchlint.linter.rule import Rule

EXAMPLE_SUFFIX = {"yaml": ".yaml", "markdown": ".md", "json": ".json", "text": ".txt"}


def rule_rows() -> list[dict[str, Any]]:
    """Every rule as data (``benchlint rules --output-format json``)."""
    return [
        {
            "code": cls.code,
            "name": cls.name,
            "summary": cls.summary,
            "severity": cls.default_severity.value,
            "targets": sorted(cls.targets),
            "options": {
                option.name: {"type": option.type, "default": option.default, "description": option.description}
                for option in cls.declared_options
            },
            "explanation": cls.doc(),
        }
        for cls in registry.all_rules()
    ]


def rule_lines(classes: list[type[Rule]]) -> list[str]:
    """One aligned line per rule: code, name, severity, summary."""
    width = max(len(cls.name) for cls in classes)
    return [f"{cls.code}  {cls.name:<{width}}  {cls.default_severity.value:<7}  {cls.summary}" for cls in classes]


def explanation(code: str) -> str:
    """One rule in full: its docstring, its options as a table, and what benchlint says on its
    own Example."""
    from benchlint.linter.options import options_table

    cls = registry.rule_class(code)
    parts = [f"{cls.code} ({cls.name}) [{cls.default_severity.value}]\n", cls.doc()]
    if cls.declared_options:
        parts.append(f"\n## Options\n\nSet in `[tool.benchlint.rules.{cls.code}]`.\n")
        parts.append(options_table(cls.declared_options))
    messages = example_messages(cls.code)
    if messages:
        parts.append("\n## What benchlint says on the Example")
        parts.extend(f"- {message}" for message in messages)
    return "\n".join(parts) + "\n"


def rules_markdown() -> str:
    """The rule table the README carries (a test keeps it equal to this)."""
    lines = ["| Code | Name | Severity | Checks | What it flags |", "|---|---|---|---|---|"]
    for cls in registry.all_rules():
        checks = ", ".join(sorted(cls.targets))
        lines.append(f"| {cls.code} | `{cls.name}` | {cls.default_severity.value} | {checks} | {cls.summary} |")
    return "\n".join(lines) + "\n"


def example_messages(code: str) -> list[str]:
    """Lint the rule's own Example (only that rule) and return its messages, arithmetic included."""
    import tempfile

    from benchlint.linter.config import Settings
    from benchlint.linter.engine import lint_paths

    (language, text), _ = registry.rule_class(code).examples()
    with tempfile.TemporaryDirectory(prefix="benchlint-explain-") as folder:
        path = os.path.join(folder, "example" + EXAMPLE_SUFFIX[language])
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        result = lint_paths([path], Settings(select=[code]))
    return [f"line {f.line}: {f.message}" for f in result.findings if f.code == code]
