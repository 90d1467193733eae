"""Changed-lines mode: which lines of which files changed since a git revision.

``benchlint check --changed-since REV`` reports findings only on lines added or changed since
REV, the way reviewdog and diff-cover scope a linter to a pull request. The lines come from
``git diff -U0 REV`` (the working tree against REV, renames followed), plus every line of files
git does not track yet and does not ignore. A failure to ask git is a usage error (exit 2)
with a message that says what to do.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass, field

from benchlint.linter.config import ConfigError
from benchlint.linter.findings import Finding

_HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@")
_NEW_FILE = re.compile(r"^\+\+\+ (?:b/)?(.*)$")
#: a git call that does not answer in this time is reported, never waited on forever
GIT_TIMEOUT_S = 60


class GitError(ConfigError):
    """git could not answer: not a repository, an unknown revision, git missing."""


@dataclass
class ChangedLines:
    revision: str
    lines: dict[str, set[int] | None] = field(default_factory=dict)
    """Absolute path -> changed line numbers; None means every line (a new, untracked file)."""

    def touches(self, path: str) -> bool:
        return os.path.abspath(path) in self.lines

    def changed(self, path: str, first: int, last: int | None = None) -> bool:
        """Whether any line from ``first`` to ``last`` (inclusive) of ``path`` changed."""
        lines = self.lines.get(os.path.abspath(path), set())
        if lines is None:
            return True
        last = first if last is None or last < first else last
        return any(line in lines for line in range(first, last + 1)) if last - first < 10_000 else bool(lines)


def _git(args: list[str], cwd: str) -> str:
    try:
        done = subprocess.run(
            ["git", *args], cwd=cwd, capture_output=True, text=True, timeout=GIT_TIMEOUT_S, errors="surrogateescape"
        )
    except FileNotFoundError:
        raise GitError("--changed-since needs git, which is not installed") from None
    except subprocess.TimeoutExpired:
        raise GitError(f"git {' '.join(args)} did not answer within {GIT_TIMEOUT_S} s") from None
    if done.returncode != 0:
        raise GitError(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else f"git {args[0]} failed")
    return done.stdout


def parse_diff(text: str, top: str) -> dict[str, set[int] | None]:
    """``git diff -U0`` output -> absolute path -> added or changed lines (new side)."""
    result: dict[str, set[int] | None] = {}
    current: set[int] | None = None
    for line in text.splitlines():
        if line.startswith("+++ "):
            match = _NEW_FILE.match(line)
            name = match.group(1) if match else ""
            if name == "/dev/null":  # a deleted file has no lines to report on
                current = None
                continue
            if name.startswith('"') and name.endswith('"'):
                name = name[1:-1].encode("latin-1", "backslashreplace").decode("unicode_escape")
                name = name.encode("latin-1", "ignore").decode("utf-8", "replace")
            path = os.path.abspath(os.path.join(top, name))
            existing = result.setdefault(path, set())
            current = existing if existing is not None else None
            continue
        hunk = _HUNK.match(line)
        if hunk and current is not None:
            start, count = int(hunk.group(1)), int(hunk.group(2) if hunk.group(2) is not None else 1)
            current.update(range(start, start + count))
    return result


def changed_lines(revision: str, cwd: str = ".") -> ChangedLines:
    """The lines changed since ``revision`` in the repository that holds ``cwd``."""
    try:
        top = _git(["rev-parse", "--show-toplevel"], cwd).strip()
    except GitError:
        raise GitError(f"--changed-since {revision}: {os.path.abspath(cwd)} is not inside a git repository") from None
    try:
        _git(["rev-parse", "--verify", "--quiet", f"{revision}^{{commit}}"], top)
    except GitError:
        shallow = _git(["rev-parse", "--is-shallow-repository"], top).strip() == "true"
        hint = (
            "this is a shallow clone: fetch more history (git fetch --deepen=100, or fetch-depth: 0 in "
            "actions/checkout)"
            if shallow
            else "check the name, or fetch it (git fetch origin <branch>)"
        )
        raise GitError(f"--changed-since {revision}: no such revision here; {hint}") from None
    diff = _git(["diff", "-U0", "--no-color", "--no-ext-diff", "-M", revision, "--"], top)
    result = ChangedLines(revision, parse_diff(diff, top))
    untracked = _git(["ls-files", "--others", "--exclude-standard", "-z"], top)
    for name in untracked.split("\0"):
        if name:
            result.lines[os.path.abspath(os.path.join(top, name))] = None
    return result


def only_changed(files: Iterable[str], changes: ChangedLines) -> list[str]:
    return [path for path in files if changes.touches(path)]


_POINT = re.compile(r"\.points\[\d+\]")
_POINT_END = re.compile(r"\.points\[\d+\]$")


def point_spans(path: str) -> list[tuple[int, int]]:
    """(first, last) line of each benchmark point in a record file, in file order; the last
    point runs to the end of the file. Empty when the file has no positions to read."""
    from benchlint.linter import positions

    try:
        with open(path, encoding="utf-8", errors="surrogateescape") as handle:
            text = handle.read()
        if path.lower().endswith(".json"):
            tables = [positions.json_positions(text)[0]]
        elif path.lower().endswith((".yaml", ".yml")):
            tables = positions.yaml_positions(text)
        else:
            return []
    except Exception:  # a file the loader reported as unreadable has no spans; callers fall back
        return []
    starts = sorted({pos[0] for table in tables for key, pos in table.items() if _POINT_END.search(key)})
    total = text.count("\n") + 1
    return [(start, (starts[i + 1] - 1) if i + 1 < len(starts) else total) for i, start in enumerate(starts)]


def filter_findings(findings: Iterable[Finding], changes: ChangedLines) -> list[Finding]:
    """Findings on changed lines. A Markdown finding counts when a line of it changed; a record
    finding about one point counts when any line of that point changed; a finding about a whole
    record (a field outside the points, a comparison) counts when any line of its file changed."""
    spans: dict[str, list[tuple[int, int]]] = {}
    kept: list[Finding] = []
    for finding in findings:
        if not changes.touches(finding.path):
            continue
        if changes.changed(finding.path, finding.line, finding.end_line):
            kept.append(finding)
            continue
        if finding.json_path is None:
            continue  # located text (a claim, a parse error) that did not change
        if not _POINT.search(finding.json_path):
            kept.append(finding)  # about the record as a whole, and the file changed
            continue
        if finding.path not in spans:
            spans[finding.path] = point_spans(finding.path)
        span = next((s for s in spans[finding.path] if s[0] <= finding.line <= s[1]), None)
        if span is None or changes.changed(finding.path, *span):
            kept.append(finding)
    return kept
