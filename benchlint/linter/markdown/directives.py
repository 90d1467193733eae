"""Markdown directives in HTML comments: suppressions and record links.

    <!-- benchlint-disable-next-line OP005 -- reason -->
    <!-- benchlint-disable CP003 -->  ...  <!-- benchlint-enable CP003 -->
    <!-- benchlint-disable-file OP006 -->
    <!-- benchlint: record=results/run.yaml point=concurrency:8 -->

Codes are required for every disable form: a directive that names none suppresses
nothing and is reported, so nobody silences a whole document by accident.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from benchlint.linter.findings import Violation
from benchlint.linter.markdown.document import Comment, Document
from benchlint.linter.suppress import FILE_END, Suppression

_SUPPRESS = re.compile(
    r"^\s*benchlint-(?P<form>disable-next-line|disable-line|disable-file|disable|enable)\b(?P<rest>.*)$", re.DOTALL
)
_LINK = re.compile(r"^\s*benchlint\s?:\s?(?P<body>.*)$", re.DOTALL)
_CODE = re.compile(r"^[A-Za-z]{2}(?:\d{1,3})?$")


@dataclass(eq=False)
class RecordLink:
    path: str
    point: dict[str, str]
    """Point selector, e.g. {"concurrency": "8"}."""
    line: int
    unit: int


def read_directives(doc: Document) -> tuple[list[Suppression], list[RecordLink], list[tuple[str, Violation]]]:
    suppressions: list[Suppression] = []
    links: list[RecordLink] = []
    problems: list[tuple[str, Violation]] = []
    open_ranges: list[Suppression] = []
    for comment in doc.comments:
        suppress = _SUPPRESS.match(comment.text)
        if suppress:
            _suppression(doc, comment, suppress, suppressions, open_ranges, problems)
            continue
        link = _LINK.match(comment.text)
        if link:
            parsed = _link(comment, link.group("body"))
            if isinstance(parsed, RecordLink):
                links.append(parsed)
            elif parsed:
                problems.append(("SC001", Violation(parsed, line=comment.line, col=comment.col)))
    return suppressions, links, problems


def _suppression(
    doc: Document,
    comment: Comment,
    match: re.Match[str],
    suppressions: list[Suppression],
    open_ranges: list[Suppression],
    problems: list[tuple[str, Violation]],
) -> None:
    form = match.group("form")
    rest = match.group("rest")
    codes_part, _, reason = rest.partition("--")
    codes = tuple(c.upper() for c in re.split(r"[\s,]+", codes_part.strip()) if c)
    bad = [c for c in codes if not _CODE.match(c)]
    if bad:
        problems.append(
            ("SU001", Violation(f"benchlint-{form}: {bad[0]!r} is not a rule code", line=comment.line, col=comment.col))
        )
        return
    if form == "enable":
        for opened in list(open_ranges):
            if not codes or set(opened.codes) & set(codes):
                opened.end = comment.line
                open_ranges.remove(opened)
        return
    if not codes:
        problems.append(
            (
                "SU001",
                Violation(
                    f"benchlint-{form} needs the rule codes it suppresses (e.g. OP005)",
                    line=comment.line,
                    col=comment.col,
                ),
            )
        )
        return
    reason_text = reason.strip() or None
    if form == "disable-next-line":
        target = _next_content_line(doc, comment.end_line)
        suppression = Suppression(codes, comment.line, comment.col, target, target, "line", reason_text)
    elif form == "disable-line":
        suppression = Suppression(codes, comment.line, comment.col, comment.line, comment.end_line, "line", reason_text)
    elif form == "disable-file":
        suppression = Suppression(codes, comment.line, comment.col, 1, FILE_END, "file", reason_text)
    else:
        suppression = Suppression(codes, comment.line, comment.col, comment.line, FILE_END, "range", reason_text)
        open_ranges.append(suppression)
    suppressions.append(suppression)


def _next_content_line(doc: Document, line: int) -> int:
    """The first non-blank line after the directive (a blank line between is forgiven)."""
    source, starts = doc.source, doc.line_starts
    for index in range(line, min(len(starts), line + 50)):
        end = starts[index + 1] if index + 1 < len(starts) else len(source)
        if source[starts[index] : end].strip():
            return index + 1
    return line + 1


def _link(comment: Comment, body: str) -> RecordLink | str | None:
    fields: dict[str, str] = {}
    for token in body.split():
        key, sep, value = token.partition("=")
        if sep:
            fields[key.strip().lower()] = value.strip()
    if "record" not in fields:
        return None if not body.strip() else "benchlint comment needs record=<path> (e.g. record=results/run.yaml)"
    point: dict[str, str] = {}
    if "point" in fields:
        key, sep, value = fields["point"].partition(":")
        if not sep:
            return f"point selector {fields['point']!r} must look like concurrency:8"
        point[key] = value
    return RecordLink(fields["record"], point, comment.line, comment.unit)
