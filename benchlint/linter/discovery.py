"""Which files a run reads, and why every other candidate was left out.

Directory mode is quiet: it offers the loaders only files with an extension benchlint reads
(or a name an importer claims), minus the exclude patterns, what .gitignore ignores and the
configuration files every repository carries. Whether a JSON/YAML file holds a record or a
peer tool's result is decided later, from its content, by the loader; a file that holds
neither is then skipped silently unless it was named on the command line or matched by an
``include`` glob (those get SC003).
"""

from __future__ import annotations

import fnmatch
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from benchlint.linter.config import ConfigError, Settings
from benchlint.linter.sources import MARKDOWN_EXTENSIONS, RECORD_EXTENSIONS

#: Files that are never benchmark results, whatever they contain: package managers, compilers,
#: CI, containers, docs and hook configuration. Glob patterns as in ``exclude``; ``include``
#: brings any of them back.
WELL_KNOWN = (
    "package.json",
    "package-lock.json",
    "npm-shrinkwrap.json",
    "pnpm-lock.yaml",
    "pnpm-workspace.yaml",
    "yarn.lock",
    "bun.lock",
    "composer.json",
    "composer.lock",
    "deno.json",
    "deno.jsonc",
    "deno.lock",
    "Pipfile.lock",
    "*.lock.json",
    "tsconfig*.json",
    "jsconfig*.json",
    ".eslintrc*",
    ".prettierrc*",
    ".stylelintrc*",
    ".babelrc*",
    "babel.config.json",
    "lerna.json",
    "nx.json",
    "turbo.json",
    "vercel.json",
    "firebase.json",
    "renovate.json",
    ".renovaterc*",
    "docker-compose*.yml",
    "docker-compose*.yaml",
    "compose.yml",
    "compose.yaml",
    "compose.*.yml",
    "compose.*.yaml",
    ".github/workflows/",
    ".github/actions/",
    ".github/dependabot.yml",
    ".github/dependabot.yaml",
    ".github/ISSUE_TEMPLATE/",
    ".gitlab-ci.yml",
    ".travis.yml",
    ".circleci/",
    "azure-pipelines.yml",
    "bitbucket-pipelines.yml",
    "appveyor.yml",
    "codecov.yml",
    ".codecov.yml",
    ".pre-commit-config.yaml",
    ".pre-commit-hooks.yaml",
    "mkdocs.yml",
    "mkdocs.yaml",
    ".readthedocs.yml",
    ".readthedocs.yaml",
    ".yamllint*",
    ".markdownlint*",
    ".vscode/",
    ".idea/",
    ".devcontainer/",
)


@dataclass
class Discovery:
    files: list[str] = field(default_factory=list)
    """Files to read, in order."""
    named: set[str] = field(default_factory=set)
    """Files whose unknown format is reported (SC003): named on the command line or included."""
    skipped: list[tuple[str, str]] = field(default_factory=list)
    """(path, reason) for every candidate left out; folders end with '/'."""
    others: int = 0
    """Files in the walked folders of a type benchlint does not read at all."""

    def skip(self, path: str, reason: str, is_dir: bool = False) -> None:
        self.skipped.append((os.path.normpath(path) + ("/" if is_dir else ""), reason))


def readable_name(name: str) -> bool:
    """An extension benchlint reads, or a file name an importer claims."""
    if name.lower().endswith(RECORD_EXTENSIONS + MARKDOWN_EXTENSIONS):
        return True
    try:
        from benchlint import importers
    except ImportError:
        return False
    return importers.claims_filename(name)


@cache
def _well_known_regex(patterns: tuple[str, ...]) -> re.Pattern[str]:
    """Like exclude patterns, except that one with a '/' (".github/workflows/") matches at any
    depth too: the repository root is not always the folder benchlint was started from."""
    parts = []
    for pattern in patterns:
        body = fnmatch.translate(pattern.rstrip("/")).removeprefix("(?s:").removesuffix(")\\Z")
        parts.append(f"(?:^|/){body}(?:/|$)")
    return re.compile("|".join(parts), re.DOTALL)


def well_known(path: str) -> str | None:
    """The WELL_KNOWN pattern ``path`` matches."""
    full = os.path.abspath(path)
    relative = os.path.relpath(full)
    relative = (full if relative.startswith(os.pardir) else relative).replace(os.sep, "/")
    if _well_known_regex(WELL_KNOWN).search(relative) is None:
        return None
    return next(p for p in WELL_KNOWN if _well_known_regex((p,)).search(relative))


def discover(paths: Sequence[str], settings: Settings) -> Discovery:
    """Files named directly are read (unless ``force_exclude`` filters them as a folder walk
    would); folders recurse over what benchlint reads."""
    found = Discovery()
    ignores = GitIgnores() if settings.respect_gitignore else None
    for given in paths:
        if os.path.isdir(given):
            _walk(given, settings, ignores, found)
        elif os.path.exists(given):  # a regular file, /dev/stdin, a named pipe
            if settings.force_exclude:
                reason = _left_out(given, False, settings, ignores)
                if reason:
                    found.skip(given, reason)
                    continue
            path = os.path.normpath(given)
            found.files.append(path)
            found.named.add(path)
        else:
            raise ConfigError(f"{given}: no such file or directory")
    return found


def _left_out(
    path: str, is_dir: bool, settings: Settings, ignores: GitIgnores | None, walked: bool = False
) -> str | None:
    """Why a path is not read, or None. ``include`` beats the well-known names only.
    ``walked``: the folders above were already let through by the walk."""
    pattern = settings.excluding_pattern(path)
    if pattern is not None:
        return f"excluded by '{pattern}'"
    if ignores is not None:
        rule = ignores.ignoring_rule(path, is_dir, parents_checked=walked)
        if rule:
            return f"ignored by {rule}"
    if settings.is_included(path):
        return None
    known = well_known(path)
    if known is not None:
        return f"a well-known non-benchmark file ('{known}'; add it to include to read it)"
    return None


def _walk(top: str, settings: Settings, ignores: GitIgnores | None, found: Discovery) -> None:
    for folder, subfolders, names in os.walk(top):
        kept = []
        for name in sorted(subfolders):
            full = os.path.join(folder, name)
            reason = _left_out(full, True, settings, ignores, walked=True)
            if reason:
                found.skip(full, reason, is_dir=True)
            else:
                kept.append(name)
        subfolders[:] = kept
        for name in sorted(names):
            full = os.path.join(folder, name)
            included = settings.is_included(full)
            if not (included or readable_name(name)):
                found.others += 1
                continue
            reason = _left_out(full, False, settings, ignores, walked=True)
            if reason:
                found.skip(full, reason)
                continue
            path = os.path.normpath(full)
            found.files.append(path)
            if included:
                found.named.add(path)


# --- .gitignore -------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Rule:
    regex: re.Pattern[str]
    negated: bool
    directory_only: bool
    source: str


def _translate(pattern: str) -> str:
    """A gitignore glob as a regex over '/'-separated paths relative to its file's folder."""
    anchored = "/" in pattern.rstrip("/")
    pattern = pattern.strip("/")
    out = []
    i = 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif pattern.startswith("/**", i) and i + 3 == len(pattern):
            out.append("/.*")
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif pattern[i] == "*":
            out.append("[^/]*")
            i += 1
        elif pattern[i] == "?":
            out.append("[^/]")
            i += 1
        elif pattern[i] == "[" and "]" in pattern[i + 1 :]:
            end = pattern.index("]", i + 1)
            body = pattern[i + 1 : end].replace("\\", "\\\\")
            out.append("[^" + body[1:] + "]" if body.startswith("!") else "[" + body + "]")
            i = end + 1
        elif pattern[i] == "\\" and i + 1 < len(pattern):
            out.append(re.escape(pattern[i + 1]))
            i += 2
        else:
            out.append(re.escape(pattern[i]))
            i += 1
    body = "".join(out)
    return f"^{body}$" if anchored else f"^(?:.*/)?{body}$"


def _parse_gitignore(path: str) -> tuple[_Rule, ...]:
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().splitlines()
    except OSError:
        return ()
    rules = []
    for number, raw in enumerate(lines, start=1):
        line = raw.rstrip() if not raw.endswith("\\ ") else raw
        if not line or line.startswith("#"):
            continue
        negated = line.startswith("!")
        if negated or line.startswith("\\"):
            line = line[1:]
        if not line.strip("/"):
            continue
        try:
            regex = re.compile(_translate(line), re.DOTALL)
        except re.error:
            continue  # git ignores a pattern it cannot read; so do we
        shown = os.path.relpath(path)
        shown = path if shown.startswith(os.pardir) else shown
        rules.append(_Rule(regex, negated, line.endswith("/"), f"{shown}:{number} '{raw.strip()}'"))
    return tuple(rules)


class GitIgnores:
    """.gitignore files from the repository root (the nearest folder with .git) down to a
    path's folder, plus .git/info/exclude; the last matching rule wins, as in git. Outside a
    repository only the .gitignore files below the current folder count."""

    def __init__(self) -> None:
        self._roots: dict[str, str] = {}

    def _top(self, folder: str) -> str:
        if folder not in self._roots:
            probe = folder
            while True:
                if os.path.exists(os.path.join(probe, ".git")):
                    self._roots[folder] = probe
                    break
                parent = os.path.dirname(probe)
                if parent == probe:
                    cwd = os.getcwd()
                    inside = folder == cwd or folder.startswith(cwd.rstrip(os.sep) + os.sep)
                    self._roots[folder] = cwd if inside else folder
                    break
                probe = parent
        return self._roots[folder]

    def ignoring_rule(self, path: str, is_dir: bool, parents_checked: bool = False) -> str | None:
        full = os.path.abspath(path)
        folder = os.path.dirname(full)
        top = self._top(folder)
        # A path is ignored when it or any folder above it (up to the top) is.
        parts = os.path.relpath(full, top).split(os.sep)
        if parts[0] == os.pardir:
            return None
        for depth in range(len(parts) if parents_checked else 1, len(parts) + 1):
            candidate = os.path.join(top, *parts[:depth])
            rule = self._verdict(top, candidate, is_dir or depth < len(parts))
            if rule:
                return rule
        return None

    def _verdict(self, top: str, path: str, is_dir: bool) -> str | None:
        verdict: _Rule | None = None
        for base, rules in self._rules_for(top, os.path.dirname(path)):
            relative = os.path.relpath(path, base).replace(os.sep, "/")
            for rule in rules:
                if rule.directory_only and not is_dir:
                    continue
                if rule.regex.match(relative):
                    verdict = rule
        if verdict is None or verdict.negated:
            return None
        return verdict.source

    @cache  # noqa: B019 - one GitIgnores per run; the cache lives as long as the run
    def _rules_for(self, top: str, folder: str) -> tuple[tuple[str, tuple[_Rule, ...]], ...]:
        """(base folder, rules) that apply to the entries of ``folder``, outermost first."""
        found = [(top, _parse_gitignore(os.path.join(top, ".git", "info", "exclude")))]
        current = top
        found.append((current, _parse_gitignore(os.path.join(current, ".gitignore"))))
        for part in os.path.relpath(folder, top).split(os.sep):
            if part in ("", os.curdir):
                continue
            current = os.path.join(current, part)
            found.append((current, _parse_gitignore(os.path.join(current, ".gitignore"))))
        return tuple((base, rules) for base, rules in found if rules)
