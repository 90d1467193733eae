"""Configuration: ``[tool.benchlint]`` in pyproject.toml or a ``.benchlint.toml``.

ruff's vocabulary (select, ignore, extend-select, per-file-ignores) plus the severity table
and per-rule options ruff lacks. An unknown key, code or option is a usage error (exit 2)
that names the nearest valid one.
"""

from __future__ import annotations

import difflib
import fnmatch
import os
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from benchlint.linter import registry
from benchlint.linter.findings import Severity
from benchlint.linter.options import OptionTypeError
from benchlint.linter.report import FORMATS

CONFIG_KEYS = (
    "select",
    "ignore",
    "extend-select",
    "per-file-ignores",
    "severity",
    "rules",
    "output-format",
    "exclude",
    "extend-exclude",
    "baseline",
    "include",
    "respect-gitignore",
    "force-exclude",
)
#: the reporters' table is the one list of output formats
OUTPUT_FORMATS = tuple(FORMATS)
DEFAULT_EXCLUDE = (".git", ".hg", ".venv", "venv", "node_modules", "__pycache__", ".tox", ".mypy_cache", "build")


class ConfigError(ValueError):
    """A problem in the configuration or the command line: exit code 2."""


@dataclass
class Settings:
    select: list[str] = field(default_factory=lambda: ["ALL"])
    ignore: list[str] = field(default_factory=list)
    extend_select: list[str] = field(default_factory=list)
    per_file_ignores: dict[str, list[str]] = field(default_factory=dict)
    severity: dict[str, Severity] = field(default_factory=dict)
    rule_options: dict[str, dict[str, Any]] = field(default_factory=dict)
    output_format: str | None = None
    baseline: str | None = None
    """Baseline file (``--baseline``), resolved against the config file's folder."""
    exclude: list[str] = field(default_factory=lambda: list(DEFAULT_EXCLUDE))
    include: list[str] = field(default_factory=list)
    """Globs of files that are read even if well known or of unknown format (then SC003)."""
    respect_gitignore: bool = True
    force_exclude: bool = False
    """Apply exclude, .gitignore and the well-known names to files named on the command line too."""
    config_path: str | None = None
    root: str = "."
    """Folder that relative patterns (per-file-ignores, exclude) are resolved from."""

    def enabled_codes(self) -> set[str]:
        codes: set[str] = set()
        for selector in [*self.select, *self.extend_select]:
            codes.update(_expand(selector))
        for selector in self.ignore:
            codes.difference_update(_expand(selector))
        return codes

    def ignored_for(self, path: str) -> set[str]:
        """Codes that per-file-ignores switch off for this file."""
        relative = _relative(path, self.root)
        codes: set[str] = set()
        for pattern, selectors in self.per_file_ignores.items():
            if _matches(pattern, relative):
                for selector in selectors:
                    codes.update(_expand(selector))
        return codes

    def is_excluded(self, path: str) -> bool:
        return _pattern_set(tuple(self.exclude)).search(_relative(path, self.root)) is not None

    def excluding_pattern(self, path: str, relative: bool = False, walked: bool = False) -> str | None:
        """The first exclude pattern that matches ``path`` (already relative to root if
        ``relative``), or None. ``walked``: the folders above are known not to match."""
        relative_path = path if relative else _relative(path, self.root)
        if walked:
            if not matches_walked(tuple(self.exclude), relative_path):
                return None
        elif _pattern_set(tuple(self.exclude)).search(relative_path) is None:
            return None
        return next((p for p in self.exclude if _matches(p, relative_path)), None)

    def is_included(self, path: str, relative: bool = False) -> bool:
        if not self.include:
            return False
        relative_path = path if relative else _relative(path, self.root)
        return _pattern_set(tuple(self.include)).search(relative_path) is not None

    def severity_of(self, code: str, default: Severity) -> Severity:
        return self.severity.get(code, default)

    def as_dict(self) -> dict[str, Any]:
        return {
            "config": self.config_path,
            "select": self.select,
            "extend-select": self.extend_select,
            "ignore": self.ignore,
            "enabled": sorted(self.enabled_codes()),
            "per-file-ignores": self.per_file_ignores,
            "severity": {code: sev.value for code, sev in sorted(self.severity.items())},
            "rules": self.rule_options,
            "output-format": self.output_format,
            "exclude": self.exclude,
            "baseline": self.baseline,
            "include": self.include,
            "respect-gitignore": self.respect_gitignore,
            "force-exclude": self.force_exclude,
        }


def _expand(selector: str) -> list[str]:
    try:
        return registry.expand(selector)
    except registry.SelectorError as exc:
        raise ConfigError(str(exc)) from None


def _relative(path: str, root: str) -> str:
    try:
        relative = os.path.relpath(os.path.abspath(path), os.path.abspath(root))
    except ValueError:
        relative = path
    return relative.replace(os.sep, "/")


def _matches(pattern: str, relative: str) -> bool:
    return _pattern_set((pattern,)).search(relative) is not None


@cache
def _pattern_set(patterns: tuple[str, ...]) -> re.Pattern[str]:
    """One regex for the patterns, so discovery tests each file once. Glob syntax as fnmatch;
    a pattern without '/' (after a trailing one is dropped: "legacy", "*.json", "docs/")
    matches any path component, as in .gitignore; one with '/' matches from the root, and
    everything below it."""
    parts = []
    for raw in patterns:
        pattern = raw.rstrip("/")
        body = fnmatch.translate(pattern).removeprefix("(?s:").removesuffix(")\\Z")
        parts.append(f"(?:^|/){body}(?:/|$)" if "/" not in pattern else f"^{body}(?:/.*)?$")
    return re.compile("|".join(parts) or "(?!)", re.DOTALL)


@cache
def _name_and_path_sets(patterns: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The patterns without '/' as one regex over a single name (fullmatch), and those with
    one as _pattern_set: a walk that already let a path's folders through tests only its name
    against the first, which is much faster than searching every component."""
    names, paths = [], []
    for raw in patterns:
        pattern = raw.rstrip("/")
        if "/" in pattern:
            paths.append(raw)
        else:
            names.append(fnmatch.translate(pattern).removeprefix("(?s:").removesuffix(")\\Z"))
    return re.compile("|".join(names) or "(?!)", re.DOTALL), _pattern_set(tuple(paths))


def matches_walked(patterns: tuple[str, ...], relative: str) -> bool:
    """Whether ``relative`` matches, given that no folder above it does."""
    names, paths = _name_and_path_sets(patterns)
    return names.fullmatch(relative.rsplit("/", 1)[-1]) is not None or paths.search(relative) is not None


def find_config(start: str) -> str | None:
    """Nearest .benchlint.toml, or pyproject.toml with a [tool.benchlint] table, walking up."""
    folder = os.path.abspath(start if os.path.isdir(start) else os.path.dirname(start) or ".")
    while True:
        candidate = os.path.join(folder, ".benchlint.toml")
        if os.path.isfile(candidate):
            return candidate
        candidate = os.path.join(folder, "pyproject.toml")
        if os.path.isfile(candidate) and _has_tool_table(candidate):
            return candidate
        parent = os.path.dirname(folder)
        if parent == folder:
            return None
        folder = parent


def _has_tool_table(path: str) -> bool:
    try:
        with open(path, "rb") as handle:
            return b"[tool.benchlint" in handle.read()
    except OSError:
        return False


def _read_table(path: str) -> dict[str, Any]:
    import tomllib

    try:
        with open(path, "rb") as handle:
            data = tomllib.load(handle)
    except OSError as exc:
        raise ConfigError(f"cannot read config {path}: {exc.strerror}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML: {exc}") from None
    table = data.get("tool", {}).get("benchlint", {}) if os.path.basename(path) == "pyproject.toml" else data
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.benchlint] must be a table")
    return table


def _string_list(path: str, key: str, value: Any) -> list[str]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{path}: '{key}' must be a list of strings")
    return list(value)


def _suggest(word: str, choices: list[str] | tuple[str, ...]) -> str:
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.5)
    return f" (did you mean {close[0]!r}?)" if close else ""


def load_settings(config_path: str | None, isolated: bool = False) -> Settings:
    """Settings from a config file (or defaults when none or ``isolated``)."""
    settings = Settings()
    if isolated or config_path is None:
        return settings
    table = _read_table(config_path)
    settings.config_path = config_path
    settings.root = os.path.dirname(os.path.abspath(config_path))
    for key, value in table.items():
        if key not in CONFIG_KEYS:
            raise ConfigError(f"{config_path}: unknown key {key!r}{_suggest(key, CONFIG_KEYS)}")
        if key == "select":
            settings.select = _string_list(config_path, key, value)
        elif key == "ignore":
            settings.ignore = _string_list(config_path, key, value)
        elif key == "extend-select":
            settings.extend_select = _string_list(config_path, key, value)
        elif key == "exclude":
            settings.exclude = _string_list(config_path, key, value)
        elif key == "extend-exclude":
            settings.exclude += _string_list(config_path, key, value)
        elif key == "baseline":
            if not isinstance(value, str) or not value:
                raise ConfigError(f"{config_path}: 'baseline' must be a file path")
            settings.baseline = os.path.join(os.path.dirname(os.path.abspath(config_path)), value)
        elif key == "include":
            settings.include = _string_list(config_path, key, value)
        elif key in ("respect-gitignore", "force-exclude"):
            if not isinstance(value, bool):
                raise ConfigError(f"{config_path}: '{key}' must be true or false")
            setattr(settings, key.replace("-", "_"), value)
        elif key == "output-format":
            if value not in OUTPUT_FORMATS:
                raise ConfigError(f"{config_path}: output-format {value!r}{_suggest(str(value), OUTPUT_FORMATS)}")
            settings.output_format = value
        elif key == "per-file-ignores":
            if not isinstance(value, dict):
                raise ConfigError(f"{config_path}: 'per-file-ignores' must be a table of pattern = [codes]")
            settings.per_file_ignores = {
                p: _string_list(config_path, f"per-file-ignores.{p}", c) for p, c in value.items()
            }
        elif key == "severity":
            settings.severity = _severity_table(config_path, value)
        elif key == "rules":
            settings.rule_options = _rule_options(config_path, value)
    validate(settings)
    return settings


def _severity_table(path: str, value: Any) -> dict[str, Severity]:
    if not isinstance(value, dict):
        raise ConfigError(f'{path}: \'severity\' must be a table of CODE = "error" | "warning" | "info"')
    table: dict[str, Severity] = {}
    levels = [s.value for s in Severity]
    for selector, level in value.items():
        if level not in levels:
            choices = ", ".join(levels)
            raise ConfigError(
                f"{path}: severity {level!r} for {selector} is not one of {choices}{_suggest(str(level), levels)}"
            )
        for code in _expand(selector):
            table[code] = Severity(level)
    return table


def _rule_options(path: str, value: Any) -> dict[str, dict[str, Any]]:
    if not isinstance(value, dict):
        raise ConfigError(f"{path}: 'rules' must be a table of [rules.CODE] tables")
    options: dict[str, dict[str, Any]] = {}
    for selector, table in value.items():
        if not isinstance(table, dict):
            raise ConfigError(f"{path}: [rules.{selector}] must be a table of options")
        try:
            code = registry.resolve_code(selector)
        except registry.SelectorError as exc:
            raise ConfigError(f"{path}: {exc}") from None
        known = {option.name: option for option in registry.rule_class(code).declared_options}
        for option, given in table.items():
            if option not in known:
                hint = _suggest(option, list(known)) or (
                    f" (options: {', '.join(known)})" if known else " (it has none)"
                )
                raise ConfigError(f"{path}: {code} has no option {option!r}{hint}")
            try:
                table[option] = known[option].coerce(given)
            except OptionTypeError as exc:
                raise ConfigError(f"{path}: {code}.{option} {exc}") from None
        options[code] = dict(table)
    return options


def validate(settings: Settings) -> None:
    """Expand every selector once so unknown codes fail early, with a suggestion."""
    for selectors in (settings.select, settings.ignore, settings.extend_select, *settings.per_file_ignores.values()):
        for selector in selectors:
            _expand(selector)


def split_selectors(values: tuple[str, ...] | list[str]) -> list[str]:
    """Command-line values, each possibly comma-separated (``--select OP,AG``), as one list."""
    return [part.strip() for value in values for part in value.split(",") if part.strip()]


def resolve_settings(
    paths: tuple[str, ...] | list[str],
    config: str | None,
    isolated: bool,
    select: tuple[str, ...] | list[str] = (),
    extend_select: tuple[str, ...] | list[str] = (),
    ignore: tuple[str, ...] | list[str] = (),
) -> Settings:
    """Config file (given, or found walking up from the first target) then command-line overrides."""
    if config and not os.path.isfile(config):
        raise ConfigError(f"--config {config}: no such file")
    config_path = None if isolated else (config or find_config(paths[0] if paths else "."))
    settings = load_settings(config_path, isolated=isolated)
    if select:
        settings.select = split_selectors(select)
    settings.extend_select += split_selectors(extend_select)
    settings.ignore += split_selectors(ignore)
    settings.enabled_codes()  # unknown codes fail here, with a suggestion
    return settings
