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
import stat
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from benchlint.linter.config import ConfigError, Settings, _name_and_path_sets, _relative
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


def readable_name(path: str) -> bool:
    """An extension benchlint reads, or a file an importer claims (by name, or for a
    .txt/.log/.csv/.sql by its first lines: llama-bench output saved as a log, CSV or SQL)."""
    if path.lower().endswith(RECORD_EXTENSIONS + MARKDOWN_EXTENSIONS):
        return True
    try:
        from benchlint import importers
    except ImportError:
        return False
    return importers.claims_file(path)


#: the folder parts of the WELL_KNOWN patterns that hold a '/' (".github/"): a path without
#: any of them cannot match one
_WELL_KNOWN_FOLDERS = tuple(sorted({p.split("/", 1)[0] + "/" for p in WELL_KNOWN if "/" in p.rstrip("/")}))


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
    return _well_known_pattern(_shown(os.path.abspath(path)))


def _well_known_pattern(relative: str, walked: bool = False) -> str | None:
    if walked:
        # the patterns with a '/' match at any depth, so test every suffix of folders
        names, _ = _name_and_path_sets(WELL_KNOWN)
        if names.fullmatch(relative.rsplit("/", 1)[-1]) is None and not any(
            part in relative for part in _WELL_KNOWN_FOLDERS
        ):
            return None
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
            if ignores is not None:
                ignores.walk_root = os.path.abspath(given)
            _walk(given, settings, ignores, found)
        elif os.path.exists(given):  # a regular file, /dev/stdin, a named pipe
            if settings.force_exclude:
                reason = _left_out(_Where.of(given, settings.root), False, settings, ignores)
                if reason:
                    found.skip(given, reason)
                    continue
            path = os.path.normpath(given)
            found.files.append(path)
            found.named.add(path)
        else:
            raise ConfigError(f"{given}: no such file or directory")
    return found


@dataclass(frozen=True)
class _Where:
    """One path in the three forms the checks need, computed by the walk once per folder
    (os.path.relpath per file cost more than reading small records)."""

    absolute: str
    from_root: str
    """relative to the configuration's folder, '/'-separated (exclude, include)"""
    from_cwd: str
    """relative to the working directory, '/'-separated (well-known names)"""

    @classmethod
    def of(cls, path: str, root: str) -> _Where:
        absolute = os.path.abspath(path)
        return cls(absolute, _relative(absolute, root), _shown(absolute))

    def child(self, name: str) -> _Where:
        return _Where(os.path.join(self.absolute, name), _join(self.from_root, name), _join(self.from_cwd, name))


def _join(folder: str, name: str) -> str:
    return name if folder in ("", ".") else f"{folder}/{name}"


def _shown(absolute: str) -> str:
    relative = os.path.relpath(absolute)
    return (absolute if relative.startswith(os.pardir) else relative).replace(os.sep, "/")


def _left_out(
    where: _Where, is_dir: bool, settings: Settings, ignores: GitIgnores | None, walked: bool = False
) -> str | None:
    """Why a path is not read, or None. ``include`` beats the well-known names only.
    ``walked``: the folders above were already let through by the walk."""
    pattern = settings.excluding_pattern(where.from_root, relative=True, walked=walked)
    if pattern is not None:
        return f"excluded by '{pattern}'"
    if ignores is not None:
        rule = ignores.ignoring_rule(where.absolute, is_dir, parents_checked=walked)
        if rule:
            return f"ignored by {rule}"
    if settings.is_included(where.from_root, relative=True):
        return None
    known = _well_known_pattern(where.from_cwd, walked)
    if known is not None:
        return f"a well-known non-benchmark file ('{known}'; add it to include to read it)"
    return None


def _walk(top: str, settings: Settings, ignores: GitIgnores | None, found: Discovery) -> None:
    places = {top: _Where.of(top, settings.root)}
    for folder, subfolders, names in os.walk(top):
        here = places.pop(folder)
        kept = []
        for name in sorted(subfolders):
            full = os.path.join(folder, name)
            where = here.child(name)
            reason = _left_out(where, True, settings, ignores, walked=True)
            if reason:
                found.skip(full, reason, is_dir=True)
            else:
                kept.append(name)
                places[full] = where
        subfolders[:] = kept
        for name in sorted(names):
            full = os.path.join(folder, name)
            where = here.child(name)
            included = settings.is_included(where.from_root, relative=True)
            if not (included or readable_name(full)):
                found.others += 1
                continue
            reason = _left_out(where, False, settings, ignores, walked=True) or _not_regular(full)
            if reason:
                found.skip(full, reason)
                continue
            path = os.path.normpath(full)
            found.files.append(path)
            if included:
                found.named.add(path)


def _not_regular(path: str) -> str | None:
    """A named pipe, socket or device met in a walk is left out: reading a pipe nobody writes
    would wait forever (one named on the command line is read, as ``cat`` would)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None  # a dangling link: reading it reports the file it cannot open
    return None if stat.S_ISREG(mode) else "not a regular file (a pipe, socket or device)"


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
        self.walk_root: str | None = None
        """Outside a repository, the folder being walked is the top."""

    def _top(self, folder: str) -> str:
        if folder not in self._roots:
            probe = folder
            while True:
                if os.path.exists(os.path.join(probe, ".git")):
                    self._roots[folder] = probe
                    break
                parent = os.path.dirname(probe)
                if parent == probe:
                    self._roots[folder] = self._fallback_top(folder)
                    break
                probe = parent
        return self._roots[folder]

    def _fallback_top(self, folder: str) -> str:
        for candidate in (self.walk_root, os.getcwd()):
            if candidate and (folder == candidate or folder.startswith(candidate.rstrip(os.sep) + os.sep)):
                return candidate
        return folder

    def ignoring_rule(self, path: str, is_dir: bool, parents_checked: bool = False) -> str | None:
        """The rule that ignores ``path``; with ``parents_checked`` (an absolute path from a
        walk that already let its folders through) only the path itself is tested."""
        if parents_checked:
            return self._verdict(self._top(os.path.dirname(path)), path, is_dir)
        full = os.path.abspath(path)
        top = self._top(os.path.dirname(full))
        # A path is ignored when it or any folder above it (up to the top) is.
        parts = os.path.relpath(full, top).split(os.sep)
        if parts[0] == os.pardir:
            return None
        for depth in range(1, len(parts) + 1):
            candidate = os.path.join(top, *parts[:depth])
            rule = self._verdict(top, candidate, is_dir or depth < len(parts))
            if rule:
                return rule
        return None

    def _verdict(self, top: str, path: str, is_dir: bool) -> str | None:
        verdict: _Rule | None = None
        for base, rules in self._rules_for(top, os.path.dirname(path)):
            relative = path[len(base) :].lstrip(os.sep).replace(os.sep, "/")
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
