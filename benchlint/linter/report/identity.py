"""Stable identities for machine-readable output: fingerprints and artifact URIs (json, sarif)."""

from __future__ import annotations

import hashlib
import os
from collections import Counter
from collections.abc import Sequence
from urllib.parse import quote

from benchlint.linter.findings import Finding
from benchlint.linter.report.common import relative_path


def fingerprints(findings: Sequence[Finding]) -> list[str]:
    """One fingerprint per finding, in order: sha256 of code, path and the finding's identity
    (``fingerprint_text``: record index + JSON path, or a claim's text; else the JSON path; else
    the message), never the line, so a finding keeps its identity when lines move above it.
    Identical identities get an occurrence suffix (':2', ...), as GitHub's own fingerprints do."""
    seen: Counter[str] = Counter()
    result: list[str] = []
    for finding in findings:
        anchor = finding.fingerprint_text or finding.json_path or finding.message
        identity = "\0".join((finding.code, relative_path(finding.path), anchor))
        digest = hashlib.sha256(identity.encode("utf-8", "surrogatepass")).hexdigest()
        seen[digest] += 1
        result.append(f"{digest}:{seen[digest]}")
    return result


def file_uri(path: str) -> tuple[str, bool]:
    """(URI, is_relative): a percent-encoded reference relative to the working directory (the
    repository root in CI), or an absolute file: URI for paths outside it."""
    rel = relative_path(path)
    if os.path.isabs(rel.replace("/", os.sep)) or rel == ".." or rel.startswith("../"):
        absolute = os.path.abspath(path.replace("/", os.sep)).replace(os.sep, "/")
        return "file://" + quote(absolute if absolute.startswith("/") else "/" + absolute, safe="/:"), False
    return quote(rel, safe="/"), True
