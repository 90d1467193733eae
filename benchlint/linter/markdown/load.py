"""One Markdown file -> claims, suppressions and problems (the body of ``load_markdown``)."""

from __future__ import annotations

import re
from typing import Any

from benchlint.linter.findings import Violation
from benchlint.linter.markdown import MAX_BYTES, MarkdownSource, RecordResolver
from benchlint.linter.markdown.directives import RecordLink, read_directives
from benchlint.linter.markdown.document import parse_document
from benchlint.linter.markdown.frontmatter import split_front_matter
from benchlint.linter.markdown.gather import MAX_CLAIMS, Context, Located, gather_claims
from benchlint.linter.markdown.mdx import blank_mdx
from benchlint.linter.markdown.trace import Linked, trace
from benchlint.linter.rule import RecordSubject
from benchlint.linter.sources import MDX_EXTENSIONS

# Surrogate escapes are bytes a caller could not decode; U+FFFD itself is a valid character
# (a search tool's FAQ shows it in the output it documents), not evidence of a broken file.
_SURROGATES = re.compile("[\udc80-\udcff]")


_UNICODE_HYPHENS = {0x2010: "-", 0x2011: "-"}


def load(path: str, text: str, resolve_records: RecordResolver | None) -> MarkdownSource:
    source = MarkdownSource()
    if len(text) > MAX_BYTES:
        size = len(text.encode("utf-8", "surrogateescape")) / 1e6
        source.problems.append(
            (
                "SC001",
                Violation(
                    f"Markdown file is {size:.1f} MB, above the {MAX_BYTES / 1e6:.0f} MB limit: not checked",
                    line=1,
                    col=1,
                ),
            )
        )
        return source
    # "Single‑batch", "multi‑image" with U+2011 (or U+2010): the hyphen the patterns know, one
    # character for one so that columns stay where they were
    text = _check_text(text, source)
    if "\u2010" in text or "\u2011" in text:  # translate() walks every character: only when needed
        text = text.translate(_UNICODE_HYPHENS)
    front, body = split_front_matter(text)
    source.problems.extend(front.problems)
    mdx = path.lower().endswith(MDX_EXTENSIONS)
    if mdx:
        body = blank_mdx(body)
    doc = parse_document(body, mdx=mdx)
    for line, what in doc.limits:
        source.problems.append(("SC001", Violation(f"bounded reading: {what}", line=line, col=1)))
    suppressions, links, problems = read_directives(doc)
    source.suppressions = suppressions
    source.problems.extend(problems)
    context = Context(defaults=front.defaults)
    located = gather_claims(doc, context)
    if context.truncated:
        source.problems.append(
            (
                "SC001",
                Violation(
                    f"more than {MAX_CLAIMS:,} claims: only the first {MAX_CLAIMS:,} were checked", line=1, col=1
                ),
            )
        )
    front_linked = _front_records(front.records, front.end_line, resolve_records, source)
    linked_by_comment = [(link, _resolve(link.path, link.line, resolve_records, source)) for link in links]
    for loc in located:
        linked = _link_for(loc, linked_by_comment) or front_linked
        if linked is not None and linked.subjects:
            trace(loc, linked)
    source.claims = [loc.claim for loc in located]
    return source


def _check_text(text: str, source: MarkdownSource) -> str:
    """Undecodable bytes (surrogate-escaped) get one finding; the rest is linted."""
    bad = _SURROGATES.search(text)
    if bad is None:
        return text
    index = bad.start()
    line = text.count("\n", 0, index) + 1
    column = index - (text.rfind("\n", 0, index) + 1) + 1
    source.problems.append(
        ("SC001", Violation("not UTF-8: undecodable bytes (replaced before checking)", line=line, col=column))
    )
    return _SURROGATES.sub("\ufffd", text)


def _link_for(loc: Located, linked_by_comment: list[tuple[RecordLink, Linked | None]]) -> Linked | None:
    """A comment link covers the block right after it (or the block it sits in)."""
    chosen: Linked | None = None
    unit = loc.block.unit
    for link, linked in linked_by_comment:
        if linked is not None and link.line <= loc.claim.line and unit in (link.unit, link.unit + 1):
            chosen = Linked(linked.subjects, link.point, link.path)
    return chosen


def _front_records(
    entries: list[str | dict[str, Any]], line: int, resolve: RecordResolver | None, source: MarkdownSource
) -> Linked | None:
    if not entries:
        return None
    subjects: list[RecordSubject] = []
    names: list[str] = []
    for position, entry in enumerate(entries):
        if isinstance(entry, str):
            resolved = _resolve(entry, 1, resolve, source)
            if resolved:
                subjects.extend(resolved.subjects)
            names.append(entry)
            continue
        from benchlint.schema.convert import build_record

        record, errors = build_record(entry, f"$.benchlint.records[{position}]")
        if record is None or errors:
            for error in errors[:5]:
                source.problems.append(
                    (
                        "SC002",
                        Violation(f"front matter record: {error.json_path}: {error.message}", line=max(line, 1), col=1),
                    )
                )
            continue
        subjects.append(RecordSubject(record=record, path="<front matter>", index=position))
        names.append("the front matter record")
    return Linked(subjects, {}, ", ".join(names))


def _resolve(path: str, line: int, resolve: RecordResolver | None, source: MarkdownSource) -> Linked | None:
    if resolve is None:
        return None
    try:
        subjects = resolve(path)
    except Exception as exc:  # the engine's loader failed on the linked file: say so, keep linting
        source.problems.append(("SC001", Violation(f"cannot load linked record {path}: {exc}", line=line, col=1)))
        return None
    if not subjects:
        source.problems.append(
            ("SC001", Violation(f"linked record file {path} holds no valid record", line=line, col=1))
        )
        return None
    return Linked(list(subjects), {}, path)
