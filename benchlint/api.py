"""The public Python API: what the ``check`` command does, without the command line.

    from benchlint import api

    result = api.check(["results/"], select=["OP", "AG"])
    for finding in result.findings:
        print(finding.path, finding.line, finding.code, finding.message)
    api.render(result.findings, "json", sys.stdout)

``check`` reads configuration the way the CLI does (the given file, else the nearest one above
the first path, none with ``isolated``); bad configuration or a missing path raises
``benchlint.api.ConfigError``. A file that cannot be read or parsed is a finding (SC001), never
an exception.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TextIO

from benchlint.linter.config import ConfigError
from benchlint.linter.findings import Finding, Severity

if TYPE_CHECKING:
    from benchlint.linter.config import Settings

__all__ = ["CheckResult", "ConfigError", "Finding", "Severity", "check", "check_with_settings", "render"]


@dataclass
class CheckResult:
    """The findings (sorted by path, line, column, code) and every file that was read."""

    findings: list[Finding] = field(default_factory=list)
    files: list[str] = field(default_factory=list)

    def exit_code(self, strict: bool = False) -> int:
        """What ``benchlint check`` would exit with: 1 on an error (or a warning when strict)."""
        worst = {f.severity for f in self.findings}
        return 1 if Severity.ERROR in worst or (strict and Severity.WARNING in worst) else 0


def _as_tuple(values: str | Iterable[str] | None) -> tuple[str, ...]:
    if values is None:
        return ()
    if isinstance(values, str):
        return (values,)
    return tuple(values)


def check(
    paths: str | Sequence[str],
    *,
    config: str | None = None,
    isolated: bool = False,
    select: str | Iterable[str] | None = None,
    ignore: str | Iterable[str] | None = None,
) -> CheckResult:
    """Lint files and folders (folders recurse over the extensions benchlint reads).

    ``select`` replaces the configuration's selection (codes, prefixes such as ``"OP"`` or rule
    names); ``ignore`` adds to its ignore list.
    """
    from benchlint.linter.commands import resolve_settings

    targets = [paths] if isinstance(paths, str) else list(paths)
    targets = targets or ["."]
    settings = resolve_settings(targets, config, isolated, _as_tuple(select), (), _as_tuple(ignore))
    return check_with_settings(targets, settings)


def check_with_settings(paths: Sequence[str], settings: Settings) -> CheckResult:
    """``check`` with settings already resolved (the CLI resolves them itself, for its flags)."""
    from benchlint.linter.engine import lint_paths

    result = lint_paths(list(paths), settings)
    return CheckResult(findings=result.findings, files=result.files)


def render(
    findings: Sequence[Finding],
    output_format: str,
    stream: TextIO,
    *,
    statistics: bool = False,
    files_checked: int = 0,
) -> None:
    """Write findings as ``concise``, ``full``, ``json``, ``sarif`` or ``github`` output."""
    from benchlint.linter.report import render as write

    write(findings, output_format, stream=stream, statistics=statistics, files_checked=files_checked)
