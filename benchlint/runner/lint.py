"""Lint a record the runner wrote, with the project's own rules and the user's config."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class LintLine:
    code: str
    name: str
    severity: str
    json_path: str | None
    message: str

    def render(self) -> str:
        where = f" {self.json_path}" if self.json_path else ""
        return f"{self.code} [{self.severity}]{where}: {self.message} ({self.name})"


def lint_file(path: str, settings: Any = None) -> list[LintLine]:
    """Findings for one record file, with the config found walking up from it unless ``settings`` is given."""
    from benchlint.linter.config import find_config, load_settings
    from benchlint.linter.engine import lint_paths

    if settings is None:
        settings = load_settings(find_config(path))
    result = lint_paths([path], settings)
    return [
        LintLine(f.code, f.name, f.severity.value, f.json_path, f.message)
        for f in sorted(result.findings, key=lambda f: f.sort_key())
    ]


def curve_findings(record: Any, path: str, codes: tuple[str, ...], settings: Any = None) -> list[LintLine]:
    """The given per-record rules run on one record (of a multi-record file too), for marking a plot."""
    from benchlint.linter import registry
    from benchlint.linter.config import find_config, load_settings
    from benchlint.linter.rule import RecordSubject

    if settings is None:
        settings = load_settings(find_config(path))
    enabled = settings.enabled_codes()
    lines: list[LintLine] = []
    for code in codes:
        if code not in enabled:
            continue
        cls = registry.rule_class(code)
        rule = cls(settings.rule_options.get(code))
        for v in rule.check_record(RecordSubject(record, path)):
            severity = settings.severity.get(code, cls.default_severity).value
            lines.append(LintLine(code, cls.name, severity, v.json_path, v.message))
    return lines
