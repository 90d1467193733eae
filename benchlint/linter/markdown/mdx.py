"""MDX's own syntax blanked to spaces, so the rest reads as Markdown at its own line and column.

MDX (Docusaurus, Mintlify, Nextra, Astro docs) is Markdown plus three constructs that are code,
not prose: top-level ESM (``import X from '...'``, ``export const meta = {...}``, which runs
until a blank line once its brackets are closed), JSX expressions (``{/* comment */}``,
``{props.value}``, attribute values like ``data={[1, 2, 3]}``) and JSX component tags
(``<Tabs>``, ``<TabItem value="x">``, ``</Callout>``, ``<Chart ... />``, fragments ``<>``).
Those spans become spaces (newlines kept); a component's children stay, as Markdown. A
``{/* benchlint-... */}`` comment becomes the HTML comment directive it stands for. Fenced
code and inline code are left as they are. Lower-case tags are HTML to the Markdown reader
(it already reads the words between them); only their ``{...}`` attribute values are blanked.
"""

from __future__ import annotations

import re

_ESM = re.compile(r"(?:import|export)(?=[\s{*])")
_FENCE = re.compile(r"[ \t]*(`{3,}|~{3,})")
_COMPONENT = re.compile(r"</?(?:[A-Z][\w.:-]*|>)|<>")
#: an expression that is only a benchlint comment, with a blank after ``/*`` to give up for ``<!--``
_DIRECTIVE = re.compile(r"\{/\*\s(\s*benchlint\b(?:[^*]|\*(?!/))*)\*/\}")
#: the characters the scan stops at; the text between them is prose
_SPECIAL = re.compile(r"[\n\\`{<]")
_CLOSERS = {"{": "}", "[": "]", "(": ")"}


def blank_mdx(text: str) -> str:
    """``text`` with ESM, JSX expressions and component tags replaced by spaces."""
    if not any(c in text for c in "{<") and "import" not in text and "export" not in text:
        return text
    out = list(text)
    n = len(text)
    i = 0
    line_start = True
    previous_blank = True
    fence: str | None = None
    while i < n:
        if line_start:
            end = text.find("\n", i)
            end = n if end < 0 else end
            line = text[i:end]
            blank = not line.strip()
            if fence is not None:
                stripped = line.strip()
                if stripped.startswith(fence) and not stripped.strip(fence[0]):
                    fence = None
                i = end + 1
                previous_blank = blank
                continue
            opened = _FENCE.match(line)
            if opened:
                fence = opened.group(1)
                i = end + 1
                previous_blank = False
                continue
            if previous_blank and _ESM.match(line):
                i = _blank_esm(text, i, out)
                previous_blank = True
                continue
            previous_blank = blank
            line_start = False
        c = text[i]
        if c == "\n":
            line_start = True
            i += 1
        elif c == "\\":
            i += 2
        elif c == "`":
            i = _skip_code_span(text, i)
        elif c == "{" or (c == "<" and _COMPONENT.match(text, i)):
            stop = _balanced(text, i) if c == "{" else _tag_end(text, i)
            if stop is None:
                i += 1
            else:
                _blank(out, text, i, stop)
                if c == "{":
                    _directive(text, i, stop, out)
                i = stop
        else:
            nxt = _SPECIAL.search(text, i + 1)
            i = n if nxt is None else nxt.start()
    return "".join(out)


def _blank(out: list[str], text: str, start: int, end: int) -> None:
    for k in range(start, end):
        if text[k] not in "\r\n":
            out[k] = " "


def _directive(text: str, start: int, end: int, out: list[str]) -> None:
    """``{/* benchlint-disable-next-line OP005 -- reason */}``, MDX's only comment form, is
    written back as the HTML comment the directive reader knows (``<!--benchlint-... -->``),
    within the same characters: ``{/*`` and a space become ``<!--``, ``*/}`` becomes ``-->``."""
    match = _DIRECTIVE.fullmatch(text, start, end)
    if match is None:
        return
    body = match.group(1)
    for k, ch in enumerate("<!--" + body + "-->"):
        out[start + k] = ch


def _blank_esm(text: str, start: int, out: list[str]) -> int:
    """Blank an ESM block from ``start`` (a line start); return the start of the line after it:
    the first blank line met with every bracket closed."""
    depth = 0
    i = start
    n = len(text)
    while i < n:
        end = text.find("\n", i)
        end = n if end < 0 else end
        line = text[i:end]
        if depth <= 0 and not line.strip() and i > start:
            return i
        depth += _depth_change(line)
        _blank(out, text, i, end)
        i = end + 1
    return n


def _depth_change(line: str) -> int:
    depth = 0
    quote: str | None = None
    k = 0
    while k < len(line):
        c = line[k]
        if quote:
            if c == "\\":
                k += 1
            elif c == quote:
                quote = None
        elif c in "'\"`":
            quote = c
        elif line.startswith("//", k):
            break
        elif c in "{[(":
            depth += 1
        elif c in "}])":
            depth -= 1
        k += 1
    return depth


def _balanced(text: str, start: int) -> int | None:
    """End (exclusive) of the JS expression opened by the bracket at ``start``, skipping
    strings and comments; None when it never closes."""
    stack = [_CLOSERS[text[start]]]
    i = start + 1
    n = len(text)
    while i < n:
        c = text[i]
        if c in "'\"`":
            close = text.find(c, i + 1)
            while close > 0 and text[close - 1] == "\\":
                close = text.find(c, close + 1)
            if close < 0:
                return None
            i = close + 1
            continue
        if text.startswith("/*", i):
            close = text.find("*/", i + 2)
            if close < 0:
                return None
            i = close + 2
            continue
        if c in _CLOSERS:
            stack.append(_CLOSERS[c])
        elif c in "}])":
            if c != stack[-1]:
                return None
            stack.pop()
            if not stack:
                return i + 1
        i += 1
    return None


def _tag_end(text: str, start: int) -> int | None:
    """End (exclusive) of the JSX tag at ``start``: its ``>`` outside quotes and braces."""
    i = start + 1
    n = len(text)
    while i < n:
        c = text[i]
        if c == ">":
            return i + 1
        if c in "\"'":
            close = text.find(c, i + 1)
            if close < 0:
                return None
            i = close + 1
        elif c == "{":
            end = _balanced(text, i)
            if end is None:
                return None
            i = end
        elif c == "<" or (c == "\n" and i + 1 < n and text[i + 1] == "\n"):
            return None  # a new tag or a blank line before any '>': not a tag
        else:
            i += 1
    return None


def _skip_code_span(text: str, start: int) -> int:
    """Past the inline code span opened at ``start`` (its closing run of as many backticks,
    before a blank line), or past the opening run when it has none."""
    run = start
    while run < len(text) and text[run] == "`":
        run += 1
    ticks = text[start:run]
    limit = text.find("\n\n", run)
    limit = len(text) if limit < 0 else limit
    for match in re.finditer(re.escape(ticks) + "(?!`)", text[run:limit]):
        at = run + match.start()
        if text[at - 1] != "`":
            return at + len(ticks)
    return run
