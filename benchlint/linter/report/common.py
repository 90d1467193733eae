"""Helpers every reporter shares: ordering, counts, repo-relative paths, rule metadata that
survives a code the registry does not know. (Fingerprints and URIs live in ``identity`` so the
concise path never imports hashlib or urllib.)"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from benchlint.linter.findings import Finding, Severity

#: ANSI SGR codes for --color (concise and full output only)
BOLD, DIM, RESET = "\033[1m", "\033[2m", "\033[0m"
SEVERITY_COLOR = {Severity.ERROR: "\033[31m", Severity.WARNING: "\033[33m", Severity.INFO: "\033[36m"}


def paint(text: str, style: str) -> str:
    return f"{style}{text}{RESET}"


def ordered(findings: Iterable[Finding]) -> list[Finding]:
    return sorted(findings, key=Finding.sort_key)


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def summary_line(findings: Sequence[Finding], files_checked: int) -> str:
    """ruff's closing line, plus our severity split (only errors fail the run)."""
    files = max(files_checked, len({f.path for f in findings}))
    if not findings:
        return f"All checks passed ({plural(files, 'file')})."
    by_severity = Counter(f.severity for f in findings)
    split = ", ".join(
        (
            plural(by_severity[Severity.ERROR], "error"),
            plural(by_severity[Severity.WARNING], "warning"),
            f"{by_severity[Severity.INFO]} info",
        )
    )
    return f"Found {plural(len(findings), 'finding')} ({split}) in {plural(files, 'file')}."


@lru_cache(maxsize=4096)
def relative_path(path: str) -> str:
    """The path relative to the working directory with '/' separators (as ruff prints them), so
    output, fingerprints and SARIF URIs do not depend on whether the user typed an absolute or a
    relative path, and GitHub can match annotations to repository files."""
    native = path.replace("/", os.sep)
    if os.path.isabs(native):
        try:
            rel = os.path.relpath(native)
        except ValueError:  # another drive on Windows
            return path.replace(os.sep, "/")
        if not rel.startswith(".."):
            native = rel
    normalized = os.path.normpath(native).replace(os.sep, "/")
    return normalized


@dataclass(frozen=True, slots=True)
class RuleInfo:
    code: str
    name: str
    summary: str
    doc: str
    default_severity: Severity


def rule_info(code: str, fallback_name: str, fallback_severity: Severity) -> RuleInfo:
    """Metadata from the registry; a finding whose code has no rule file (a plugin, a code
    retired since) still renders, with what the finding itself carries."""
    from benchlint.linter.registry import rule_class

    try:
        rule = rule_class(code)
    except (KeyError, ImportError, TypeError):
        return RuleInfo(code, fallback_name, fallback_name, "", fallback_severity)
    return RuleInfo(code, rule.name, rule.summary, rule.doc(), rule.default_severity)
