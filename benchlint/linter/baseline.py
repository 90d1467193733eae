"""A baseline: today's findings, written once, so that only new ones are reported.

Like detekt's ``--baseline`` and phpstan's ``--generate-baseline``: a team turns benchlint on
in CI over documents that already hold unqualified claims, and fixes them over time. Each entry
is keyed by a line-independent fingerprint (code, the file's path relative to the baseline's
folder, and the finding's identity: a claim's text or a record's JSON path, never its line), so
editing lines above a finding does not make it new. Entries that match nothing any more are
reported, so the baseline shrinks as claims are fixed (``--write-baseline`` rewrites it).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from benchlint.linter.config import ConfigError
from benchlint.linter.findings import Finding

FORMAT_VERSION = 1
#: a baseline larger than this is not a benchlint baseline
MAX_BASELINE_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True)
class Entry:
    fingerprint: str
    code: str
    path: str
    text: str


def _relative(path: str, folder: str) -> str:
    return os.path.relpath(os.path.abspath(path), folder).replace(os.sep, "/")


def keys(findings: Sequence[Finding], baseline_path: str) -> list[Entry]:
    """One entry per finding, in order; identical identities get an occurrence number."""
    folder = os.path.dirname(os.path.abspath(baseline_path))
    seen: Counter[str] = Counter()
    entries = []
    for finding in findings:
        path = _relative(finding.path, folder)
        anchor = finding.fingerprint_text or finding.json_path or finding.message
        digest = hashlib.sha256("\0".join((finding.code, path, anchor)).encode("utf-8", "surrogatepass")).hexdigest()
        seen[digest] += 1
        entries.append(Entry(f"{digest[:32]}:{seen[digest]}", finding.code, path, anchor))
    return entries


def write(findings: Sequence[Finding], baseline_path: str) -> int:
    """Write the baseline atomically; returns the number of entries."""
    entries = keys(findings, baseline_path)
    document = {
        "benchlint_baseline": FORMAT_VERSION,
        "findings": [
            {"fingerprint": e.fingerprint, "code": e.code, "path": e.path, "text": e.text[:500]} for e in entries
        ],
    }
    from benchlint.schema.dump import write_atomic

    write_atomic(baseline_path, json.dumps(document, indent=1, ensure_ascii=False) + "\n")
    return len(entries)


def read(baseline_path: str) -> list[Entry]:
    if not os.path.isfile(baseline_path):
        raise ConfigError(f"baseline {baseline_path}: no such file (create it with --write-baseline)")
    if os.path.getsize(baseline_path) > MAX_BASELINE_BYTES:
        raise ConfigError(f"baseline {baseline_path}: larger than {MAX_BASELINE_BYTES // 2**20} MiB")
    try:
        with open(baseline_path, encoding="utf-8") as handle:
            document = json.load(handle)
        if not isinstance(document, dict) or document.get("benchlint_baseline") != FORMAT_VERSION:
            raise ValueError("not a benchlint baseline (version 1)")
        rows = document["findings"]
        return [Entry(str(r["fingerprint"]), str(r["code"]), str(r["path"]), str(r.get("text", ""))) for r in rows]
    except (OSError, ValueError, KeyError, TypeError, RecursionError) as exc:
        raise ConfigError(f"baseline {baseline_path}: {exc}") from None


@dataclass
class Filtered:
    new: list[Finding]
    """Findings that are not in the baseline."""
    stale: list[Entry]
    """Baseline entries that match no finding any more (fixed, or the text changed)."""


def apply(findings: Sequence[Finding], baseline_path: str, checked: Sequence[str]) -> Filtered:
    """Split findings into new ones and matched ones; entries of files that were not checked
    this run (another path, or unchanged under --changed-since) are never called stale."""
    folder = os.path.dirname(os.path.abspath(baseline_path))
    checked_paths = {_relative(path, folder) for path in checked}
    known = {entry.fingerprint: entry for entry in read(baseline_path)}
    new: list[Finding] = []
    matched: set[str] = set()
    for finding, entry in zip(findings, keys(findings, baseline_path), strict=True):
        if entry.fingerprint in known:
            matched.add(entry.fingerprint)
        else:
            new.append(finding)
    stale = [entry for key, entry in known.items() if key not in matched and entry.path in checked_paths]
    return Filtered(new, stale)
