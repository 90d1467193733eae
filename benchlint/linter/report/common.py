"""Helpers every reporter shares: ordering, counts, repo-relative paths, rule metadata that
survives a code the registry does not know. (Fingerprints and URIs live in ``identity`` so the
concise path never imports hashlib or urllib.)"""

from __future__ import annotations

import dataclasses
import os
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from benchlint.linter.findings import Finding, Severity
from benchlint.linter.options import Option

#: findings the people-facing formats (concise, full, github) print per file; the rest are counted
MAX_FINDINGS_PER_FILE = 1000
#: characters of a message any format prints (a message may quote a whole claim or value)
MAX_MESSAGE = 1000

_SURROGATE = re.compile("[\ud800-\udfff]")


def clean_text(text: str, limit: int | None = None) -> str:
    """Text that encodes as UTF-8: a lone surrogate (legal in a JSON escape, or a file name's
    undecodable byte) is written as its escape, ``\\ud800``; clipped to ``limit`` characters."""
    if limit is not None and len(text) > limit:
        text = text[: limit - 1] + "…"
    if text.isascii():
        return text
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group(0)):04x}", text)


def _clean_optional(text: str | None) -> str | None:
    return None if text is None else clean_text(text, MAX_MESSAGE)


def printable(findings: Iterable[Finding]) -> list[Finding]:
    """The findings with every text field valid UTF-8 and messages of bounded length."""
    out: list[Finding] = []
    for f in findings:
        json_path, text = f.json_path, f.fingerprint_text
        if (
            len(f.message) <= MAX_MESSAGE
            and f.message.isascii()
            and f.path.isascii()
            and (json_path is None or (len(json_path) <= MAX_MESSAGE and json_path.isascii()))
            and (text is None or (len(text) <= MAX_MESSAGE and text.isascii()))
        ):
            out.append(f)  # nothing to clean or clip (clean_text would return each field as is)
            continue
        message, path = clean_text(f.message, MAX_MESSAGE), clean_text(f.path)
        json_path, text = _clean_optional(f.json_path), _clean_optional(f.fingerprint_text)
        if (message, path, json_path, text) == (f.message, f.path, f.json_path, f.fingerprint_text):
            out.append(f)
        else:
            out.append(dataclasses.replace(f, message=message, path=path, json_path=json_path, fingerprint_text=text))
    return out


def capped(findings: Sequence[Finding]) -> tuple[list[Finding], dict[str, int]]:
    """The first MAX_FINDINGS_PER_FILE findings of each file (in order), and how many each lost."""
    kept: list[Finding] = []
    shown: Counter[str] = Counter()
    dropped: dict[str, int] = {}
    for finding in findings:
        if shown[finding.path] < MAX_FINDINGS_PER_FILE:
            shown[finding.path] += 1
            kept.append(finding)
        else:
            dropped[finding.path] = dropped.get(finding.path, 0) + 1
    return kept, dropped


def dropped_line(path: str, count: int) -> str:
    return (
        f"{relative_path(path)}: {plural(count, 'more finding')} not shown (at most {MAX_FINDINGS_PER_FILE} a file;"
        " --output-format json lists them all)"
    )


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
    return summary_of(len(findings), Counter(f.severity for f in findings), files)


def summary_of(count: int, by_severity: Mapping[Severity, int], files: int) -> str:
    """The closing line from the counts (the parent of worker processes has only those)."""
    if not count:
        return f"All checks passed ({plural(files, 'file')})."
    split = ", ".join(
        (
            plural(by_severity[Severity.ERROR], "error"),
            plural(by_severity[Severity.WARNING], "warning"),
            f"{by_severity[Severity.INFO]} info",
        )
    )
    return f"Found {plural(count, 'finding')} ({split}) in {plural(files, 'file')}."


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
    options: tuple[Option, ...] = ()


def rule_info(code: str, fallback_name: str, fallback_severity: Severity) -> RuleInfo:
    """Metadata from the registry; a finding whose code has no rule file (a plugin, a code
    retired since) still renders, with what the finding itself carries."""
    from benchlint.linter.registry import rule_class

    try:
        rule = rule_class(code)
    except (KeyError, ImportError, TypeError):
        return RuleInfo(code, fallback_name, fallback_name, "", fallback_severity)
    return RuleInfo(code, rule.name, rule.summary, rule.doc(), rule.default_severity, rule.declared_options)


#: the operating-point codes a claim's missing fields are reported under, and their fields
OPERATING_POINT = {
    "OP001": "concurrency",
    "OP002": "stop rule",
    "OP003": "prompt length",
    "OP004": "content type",
    "OP005": "speculative decoding state",
    "OP006": "GPU count",
    "OP007": "aggregation method",
}


def grouped(findings: Iterable[Finding]) -> list[Finding]:
    """For people: a claim's missing operating-point fields as one finding naming every code
    (``OP001,OP002,OP004 '100 tok/s' does not state concurrency, stop rule, content type``).
    Machine formats keep one finding per code, so select/ignore/suppressions work per code."""
    out: list[Finding] = []
    pending: list[Finding] = []

    def flush() -> None:
        if len(pending) == 1:
            out.append(pending[0])
        elif pending:
            first = pending[0]
            codes = ",".join(f.code for f in pending)
            fields = ", ".join(OPERATING_POINT[f.code] for f in pending)
            text = first.fingerprint_text or ""
            subject = f"{text!r} " if text and not text.startswith("$") else ""
            out.append(
                Finding(
                    code=codes,
                    name="missing-operating-point",
                    severity=max((f.severity for f in pending), key=_SEVERITY_RANK.__getitem__),
                    message=f"{subject}does not state {fields}",
                    path=first.path,
                    line=first.line,
                    col=first.col,
                    end_line=first.end_line,
                    end_col=first.end_col,
                    fingerprint_text=first.fingerprint_text,
                    notes=first.notes,
                )
            )
        pending.clear()

    for finding in ordered(findings):
        claim_finding = finding.code in OPERATING_POINT and finding.json_path is None
        if pending and not (claim_finding and _same_spot(pending[0], finding)):
            flush()
        if claim_finding:
            pending.append(finding)
        else:
            out.append(finding)
    flush()
    return sorted(out, key=Finding.sort_key)


_SEVERITY_RANK = {Severity.INFO: 0, Severity.WARNING: 1, Severity.ERROR: 2}


def _same_spot(a: Finding, b: Finding) -> bool:
    return (a.path, a.line, a.col) == (b.path, b.line, b.col)
