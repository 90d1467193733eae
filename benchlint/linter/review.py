"""The review page (``benchlint review DOC.md -o DOC.html``): a document as a reviewer reads it.

One self-contained HTML file per document (no script, no network, no external asset): the
document rendered, each claim marked with its finding codes, and beside it a panel with what
the claim states (and where each fact came from), what it does not, and why that matters; a
summary table at the top; suppressed findings greyed with their reason. Several documents
give a folder with one page each and an index page.

The document's own HTML is shown as text, never executed: the page is rendered with raw HTML
off, so a hostile document cannot put script into a reviewer's browser.
"""

from __future__ import annotations

import html
import os
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from benchlint.linter import registry
from benchlint.linter.claim import FIELD_LABELS
from benchlint.linter.config import ConfigError, Settings
from benchlint.linter.findings import Finding
from benchlint.linter.sources import MARKDOWN_EXTENSIONS, MDX_EXTENSIONS

#: private-use characters that mark claim boundaries through the Markdown renderer
_OPEN, _CLOSE = "\ue000", "\ue001"
_COMMENT = re.compile(r"<!--(?:[^-]|-(?!->))*-->")
_MARKER = re.compile(f"{_OPEN}(\\d+){_OPEN}|{_CLOSE}")
#: the operating-point fields as people read them (the claim model's labels)
FIELD_WORDS = {**FIELD_LABELS, "aggregation": "aggregation method"}


@dataclass
class Marked:
    """One claim on the page with what was found about it."""

    number: int
    line: int
    col: int
    end_col: int
    text: str
    facts: list[tuple[str, str, str]] = field(default_factory=list)
    """(field, state, where it came from)."""
    findings: list[Finding] = field(default_factory=list)
    suppressed: list[tuple[Finding, str]] = field(default_factory=list)


@dataclass
class Page:
    path: str
    source: str
    claims: list[Marked]
    other: list[Finding]
    """Findings not placed on a claim (parse problems, front matter)."""
    suppressed_other: list[tuple[Finding, str]]


def _why(code: str) -> str:
    """The rule's one sentence on why it matters."""
    cls = registry.rule_class(code)
    because = getattr(cls, "because", None)
    if isinstance(because, str):
        return because[0].upper() + because[1:] + "."
    doc = cls.doc()
    section = doc.split("## Why is this bad?", 1)[-1].split("##", 1)[0]
    first = " ".join(section.split())
    return first.split(". ")[0].rstrip(".") + "." if first else cls.summary


def analyse(path: str, settings: Settings) -> Page:
    """Lint one document and keep its claims, findings and suppressed findings together."""
    from benchlint.linter import engine
    from benchlint.linter.sources import load_file

    loaded = load_file(path)
    directives = loaded.suppressions
    loaded.suppressions = []  # see every finding, then sort out which a directive covers
    rules = [rule for rule in engine.instantiate(settings) if rule.code != "SU001"]
    findings = engine._check([loaded], rules, settings)
    with open(path, encoding="utf-8", errors="replace") as handle:
        source = handle.read()
    claims: list[Marked] = []
    by_place: dict[tuple[int, int], Marked] = {}
    for number, claim in enumerate(sorted(loaded.claims, key=lambda c: (c.line, c.col)), 1):
        marked = Marked(number, claim.line, claim.col, claim.end_col, claim.text)
        for name in FIELD_WORDS:
            fact = claim.facts.get(name)
            if fact is not None and fact.state != "absent":
                where = getattr(fact, "where", None) or "the document"
                line = getattr(fact, "line", None)
                value = getattr(fact, "value", None)
                origin = f"{where}, line {line}" if line else where
                marked.facts.append((name, fact.state + (f" ({value!r})" if value else ""), origin))
        claims.append(marked)
        by_place.setdefault((claim.line, claim.col), marked)
    other: list[Finding] = []
    suppressed_other: list[tuple[Finding, str]] = []
    for finding in findings:
        directive = next((d for d in directives if d.covers(finding.code, finding.line)), None)
        owner = by_place.get((finding.line, finding.col))
        if directive is not None:
            reason = directive.reason or "no reason given"
            (owner.suppressed if owner else suppressed_other).append((finding, reason))
        elif owner is not None:
            owner.findings.append(finding)
        else:
            other.append(finding)
    return Page(path, source, claims, other, suppressed_other)


def _with_markers(source: str, claims: Sequence[Marked]) -> str:
    lines = source.split("\n")
    for claim in sorted(claims, key=lambda c: (c.line, c.col), reverse=True):
        index = claim.line - 1
        if not 0 <= index < len(lines):
            continue
        text = lines[index]
        start, end = max(0, claim.col - 1), max(claim.col - 1, claim.end_col - 1)
        if text[start:end] != claim.text:  # located text that moved: mark where the text is
            found = text.find(claim.text)
            if found < 0:
                continue
            start, end = found, found + len(claim.text)
        lines[index] = f"{text[:start]}{_OPEN}{claim.number}{_OPEN}{text[start:end]}{_CLOSE}{text[end:]}"
    return "\n".join(lines)


def _render_markdown(source: str, mdx: bool = False) -> str:
    from markdown_it import MarkdownIt

    from benchlint.linter.markdown.frontmatter import split_front_matter

    _, body = split_front_matter(source)
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    if mdx:
        from benchlint.linter.markdown.mdx import blank_mdx

        # imports, exports, {expressions} and component tags are not shown, as the reader skips them
        body = blank_mdx(body)
        md.disable("code")
    # Comments are invisible in a rendered document; other raw HTML is shown as text.
    body = _COMMENT.sub("", body)
    return md.render(body)


def _codes_of(claim: Marked) -> str:
    codes = sorted({f.code for f in claim.findings})
    return ",".join(codes) if codes else "clean"


def render_page(page: Page, title: str | None = None) -> str:
    body = _render_markdown(_with_markers(page.source, page.claims), page.path.lower().endswith(MDX_EXTENSIONS))
    by_number = {claim.number: claim for claim in page.claims}

    def mark(match: re.Match[str]) -> str:
        if match.group(0) == _CLOSE:
            return "</mark>"
        claim = by_number[int(match.group(1))]
        status = "flagged" if claim.findings else "clean"
        return (
            f'<mark class="claim {status}" id="claim-{claim.number}" data-codes="{html.escape(_codes_of(claim))}">'
            f'<a class="tag" href="#panel-{claim.number}">{claim.number}: {html.escape(_codes_of(claim))}</a> '
        )

    body = _MARKER.sub(mark, body)
    name = title or os.path.basename(page.path)
    return _TEMPLATE.format(
        title=html.escape(name),
        style=_STYLE,
        summary=_summary(page),
        document=body,
        panels="\n".join(_panel(claim) for claim in page.claims) or "<p>No performance claim found.</p>",
        other=_other(page),
    )


def _summary(page: Page) -> str:
    counts = Counter(f.code for claim in page.claims for f in claim.findings)
    counts.update(f.code for f in page.other)
    clean = sum(1 for claim in page.claims if not claim.findings)
    suppressed = sum(len(claim.suppressed) for claim in page.claims) + len(page.suppressed_other)
    rows = "".join(
        f"<tr><td><code>{code}</code></td><td>{html.escape(registry.rule_class(code).summary)}</td>"
        f"<td class='n'>{count}</td></tr>"
        for code, count in sorted(counts.items())
    )
    return (
        f'<table class="summary"><tr><th>Claims</th><td class="n" id="claim-count">{len(page.claims)}</td></tr>'
        f'<tr><th>Claims that state everything</th><td class="n" id="clean-count">{clean}</td></tr>'
        f'<tr><th>Suppressed findings</th><td class="n">{suppressed}</td></tr></table>'
        + (
            f'<table class="codes"><tr><th>Code</th><th>Rule</th><th>Findings</th></tr>{rows}</table>'
            if rows
            else "<p>No findings.</p>"
        )
    )


def _finding_item(finding: Finding, reason: str | None = None) -> str:
    css = ' class="suppressed"' if reason is not None else ""
    why = html.escape(_why(finding.code))
    extra = f" <em>Suppressed: {html.escape(reason)}</em>" if reason is not None else ""
    return (
        f"<li{css}><code>{finding.code}</code> {html.escape(finding.message)}"
        f'<div class="why">Why it matters: {why}</div>{extra}</li>'
    )


def _panel(claim: Marked) -> str:
    states = "".join(
        f"<li><b>{FIELD_WORDS[name]}</b>: {html.escape(state)} "
        f"<span class='from'>from {html.escape(origin)}</span></li>"
        for name, state, origin in claim.facts
    )
    stated = {name for name, _, _ in claim.facts}
    missing = [FIELD_WORDS[name] for name in FIELD_WORDS if name not in stated]
    findings = "".join(_finding_item(f) for f in claim.findings)
    findings += "".join(_finding_item(f, reason) for f, reason in claim.suppressed)
    return (
        f'<section class="panel {"flagged" if claim.findings else "clean"}" id="panel-{claim.number}">'
        f'<h3><a href="#claim-{claim.number}">Claim {claim.number}</a>: '
        f"<q>{html.escape(claim.text)}</q> <span class='line'>line {claim.line}</span></h3>"
        f"<h4>States</h4><ul>{states or '<li>none of the operating-point fields</li>'}</ul>"
        f"<h4>Does not state</h4><p>{html.escape(', '.join(missing)) if missing else 'nothing missing'}</p>"
        f"<h4>Findings</h4><ul>{findings or '<li>none</li>'}</ul></section>"
    )


def _other(page: Page) -> str:
    items = "".join(_finding_item(f) for f in page.other)
    items += "".join(_finding_item(f, reason) for f, reason in page.suppressed_other)
    return f"<section class='other'><h2>Other findings</h2><ul>{items}</ul></section>" if items else ""


def _index(pages: Sequence[tuple[str, Page]]) -> str:
    rows = "".join(
        f"<tr><td><a href='{html.escape(name)}'>{html.escape(page.path)}</a></td><td class='n'>{len(page.claims)}</td>"
        f"<td class='n'>{sum(1 for c in page.claims if c.findings)}</td>"
        f"<td class='n'>{sum(len(c.findings) for c in page.claims) + len(page.other)}</td></tr>"
        for name, page in pages
    )
    table = (
        "<table class='codes'><tr><th>Document</th><th>Claims</th><th>Flagged claims</th><th>Findings</th></tr>"
        f"{rows}</table>"
    )
    return _TEMPLATE.format(title="benchlint review", style=_STYLE, summary=table, document="", panels="", other="")


def _documents(paths: Sequence[str]) -> list[str]:
    found: list[str] = []
    for given in paths:
        if os.path.isdir(given):
            for folder, subfolders, names in os.walk(given):
                subfolders[:] = sorted(d for d in subfolders if not d.startswith("."))
                found.extend(os.path.join(folder, n) for n in sorted(names) if n.lower().endswith(MARKDOWN_EXTENSIONS))
        elif os.path.isfile(given):
            if not given.lower().endswith(MARKDOWN_EXTENSIONS):
                raise ConfigError(f"{given}: review reads Markdown documents (.md, .markdown, .mdx)")
            found.append(given)
        else:
            raise ConfigError(f"{given}: no such file or directory")
    if not found:
        raise ConfigError("no Markdown document found in " + ", ".join(paths))
    return found


def _write(path: str, text: str, force: bool) -> None:
    if os.path.exists(path) and not force:
        raise ConfigError(f"{path} exists; pass --force to overwrite it")
    from benchlint.schema.dump import write_atomic

    write_atomic(path, text)


def write_review(paths: Sequence[str], output: str, settings: Settings, *, force: bool = False) -> list[str]:
    documents = _documents(paths)
    single = len(documents) == 1 and not os.path.isdir(paths[0])
    if single:
        if not output.lower().endswith((".html", ".htm")):
            raise ConfigError(f"-o {output}: the review of one document is an .html file")
        page = analyse(documents[0], settings)
        _write(output, render_page(page), force)
        return [output]
    if os.path.exists(output) and not os.path.isdir(output):
        raise ConfigError(f"-o {output}: several documents need a folder for their pages")
    os.makedirs(output, exist_ok=True)
    written: list[str] = []
    pages: list[tuple[str, Page]] = []
    for number, document in enumerate(documents, 1):
        page = analyse(document, settings)
        stem = re.sub(r"[^A-Za-z0-9._-]+", "-", os.path.splitext(os.path.relpath(document))[0]).strip("-")
        name = f"{number:03d}-{stem[:80] or 'document'}.html"
        _write(os.path.join(output, name), render_page(page, title=page.path), force)
        written.append(os.path.join(output, name))
        pages.append((name, page))
    index = os.path.join(output, "index.html")
    _write(index, _index(pages), force)
    return [index, *written]


_STYLE = """
:root { --flag: #b42318; --ok: #067647; --grey: #667085; }
* { box-sizing: border-box; }
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 1400px; padding: 1rem; color: #101828; }
header h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
table { border-collapse: collapse; margin: .5rem 1rem .5rem 0; display: inline-table; vertical-align: top; }
th, td { border: 1px solid #d0d5dd; padding: .2rem .5rem; text-align: left; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
.layout { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 1.5rem; }
.document { overflow-wrap: anywhere; }
.document table { display: table; }
mark.claim { background: #fef3f2; outline: 2px solid var(--flag); border-radius: 3px; padding: 0 2px; }
mark.claim.clean { background: #ecfdf3; outline-color: var(--ok); }
mark .tag { font-size: .7rem; font-weight: 600; color: #fff; background: var(--flag); border-radius: 3px;
  padding: 0 3px; text-decoration: none; vertical-align: super; }
mark.clean .tag { background: var(--ok); }
.panel { border-left: 4px solid var(--flag); padding: .2rem .8rem; margin-bottom: 1rem; background: #fcfcfd; }
.panel.clean { border-left-color: var(--ok); }
.panel h3 { font-size: 1rem; margin: .3rem 0; } .panel h4 { margin: .4rem 0 .1rem; font-size: .85rem; }
.panel ul { margin: 0; padding-left: 1.2rem; } .from, .line { color: var(--grey); font-size: .85rem; }
.why { color: #344054; font-size: .85rem; }
li.suppressed { color: var(--grey); } li.suppressed code { text-decoration: line-through; }
@media (max-width: 900px) { .layout { grid-template-columns: minmax(0, 1fr); } }
@media print { .layout { grid-template-columns: minmax(0, 1fr); } .panel { break-inside: avoid; }
  mark.claim { outline: 1px solid #000; } a { color: inherit; text-decoration: none; } }
"""

_TEMPLATE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>{title}</title><style>{style}</style></head>
<body><header><h1>Review: {title}</h1>{summary}</header>
<div class="layout"><main class="document">{document}</main><aside class="panels">{panels}</aside></div>
{other}
<footer><p>Written by benchlint review.</p></footer></body></html>
"""
