"""Walk markdown-it tokens into the text blocks claims and facts are read from.

Only ``inline`` tokens inside paragraphs, headings and table cells become text; fences,
indented code and HTML tags never do (HTML comments are kept only as directives), except the
runs of words between the tags of an HTML block (a caption after an image), read as
paragraphs, and the cells of an HTML ``<table>``, read as a table like a pipe table (``<thead>`` or
``<th>`` rows, else the first row, are the header; a ``rowspan``/``colspan`` cell is
repeated into the rows and columns it spans, as setup, never as a claim). Inline
code is kept for the operating-point readers (``--max-tokens 100`` is a setup fact) but
masked so that no claim is found inside it. Every block keeps a map from its plain text
back to source offsets, so a claim gets its real line and column even in tables and
nested lists.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from functools import cache
from html.parser import HTMLParser
from typing import TYPE_CHECKING, Any

from benchlint.linter.markdown.numbers import NUM

if TYPE_CHECKING:
    from markdown_it import MarkdownIt
    from markdown_it.rules_core import StateCore
    from markdown_it.token import Token

    from benchlint.linter.markdown.tables import TableModel


@dataclass(eq=False)
class Block:
    index: int
    kind: str
    """"paragraph", "heading" or "cell"."""
    text: str
    masked: list[tuple[int, int]]
    """Plain-text spans (inline code) where no claim may be found."""
    seg_plain: list[int]
    seg_src: list[int]
    line: int
    """1-based first source line of the block."""
    section: int | None = None
    """Index of the heading block this block sits under."""
    item: int | None = None
    """Innermost list item holding the block."""
    table: int | None = None
    row: int | None = None
    """Row index within the table body; -1 for the header."""
    column: int | None = None
    unit: int = 0
    """Top-level unit (paragraph, list, table, heading...) the block belongs to."""
    spanned: bool = False
    """An HTML cell repeated into a row or column its rowspan/colspan covers: it states that
    row's setup, but its figure is claimed once, on its own row."""

    def is_masked(self, start: int, end: int) -> bool:
        return any(s < end and start < e for s, e in self.masked)


@dataclass(eq=False)
class ListItem:
    index: int
    parent: int | None
    blocks: list[int] = field(default_factory=list)
    """Blocks of this item and of every item nested in it."""
    own_blocks: list[int] = field(default_factory=list)


@dataclass(eq=False)
class Table:
    index: int
    unit: int
    header: list[int] = field(default_factory=list)
    rows: list[list[int]] = field(default_factory=list)


@dataclass(eq=False)
class Unit:
    kind: str
    """"paragraph", "list", "table", "heading", "code" or "other"."""
    blocks: list[int] = field(default_factory=list)
    section: int | None = None


@dataclass(eq=False)
class Comment:
    """An HTML comment (directive candidate) and where it is."""

    text: str
    line: int
    col: int
    end_line: int
    unit: int


@dataclass(eq=False)
class Document:
    source: str
    line_starts: list[int]
    blocks: list[Block] = field(default_factory=list)
    items: list[ListItem] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    units: list[Unit] = field(default_factory=list)
    comments: list[Comment] = field(default_factory=list)
    setups: dict[int | None, list[tuple[Block, str]]] | None = None
    """Setup paragraphs/bullets per section (None: not indexed yet; the gatherer indexes them
    when a figure first needs them)."""
    implicit_setups: set[int] = field(default_factory=set)
    """Blocks read as setup only because they state the operating point and no figure."""
    item_texts: dict[int, str] = field(default_factory=dict)
    sweeps: dict[tuple[int, int | None], bool] = field(default_factory=dict)
    table_cells: dict[int, list[list[str]]] = field(default_factory=dict)
    table_windows: dict[int, list[Any]] = field(default_factory=dict)
    table_models: dict[int, TableModel] = field(default_factory=dict)
    """Table index -> what its header, labels and surroundings say (built once by the gatherer)."""
    """Table index -> the windows around it (caption, note, setups), built once (gatherer's memo)."""
    """Table index -> its body rows' stripped cell texts, built once (every row claim reads them)."""
    """Whether a table row sits on a sweep (memo of the gatherer)."""
    headings: list[int] | None = None
    """Block indices of the headings, in order (None: not indexed yet; the gatherer's memo)."""
    limits: list[tuple[int, str]] = field(default_factory=list)
    """(line, what) for each bound the walker applied: text past it is not checked."""
    commands: list[Block] = field(default_factory=list)
    """Benchmark-client and server-launch commands in code fences (``vllm bench serve
    --max-concurrency 64 ...``): each command's lines, joined, as a block of no claim (not in
    ``blocks``) that states the setup of the figures under its heading."""

    def position(self, block: Block, plain_offset: int) -> tuple[int, int]:
        """1-based (line, column) of a plain-text offset of ``block``."""
        i = max(bisect.bisect_right(block.seg_plain, plain_offset) - 1, 0)
        src = block.seg_src[i] + (plain_offset - block.seg_plain[i]) if block.seg_plain else 0
        return self.line_col(src)

    def line_col(self, src_offset: int) -> tuple[int, int]:
        line_index = max(bisect.bisect_right(self.line_starts, src_offset) - 1, 0)
        return line_index + 1, src_offset - self.line_starts[line_index] + 1


#: a run of digits (with separators) longer than this is no figure; the rest of it is blanked
#: so that number patterns, which try every start inside a run, stay linear on hostile text
MAX_NUMBER_RUN = 40
_LONG_NUMBER = re.compile(rf"[\d.,]{{{MAX_NUMBER_RUN + 1},}}")


def _blank_long_numbers(text: str) -> str:
    """Digits past MAX_NUMBER_RUN in a run become '#', keeping every offset (positions) intact."""
    if len(text) <= MAX_NUMBER_RUN:
        return text
    return _LONG_NUMBER.sub(lambda m: m.group(0)[:MAX_NUMBER_RUN] + "#" * (len(m.group(0)) - MAX_NUMBER_RUN), text)


#: bounds on what reaches the claim finder, so that no input makes extraction superlinear: a
#: claim is read against its block, row and section, so the size of each is capped here
MAX_BLOCK = 2000
"""A paragraph or heading longer than this is cut into windows of at most WINDOW characters."""
WINDOW = 500
MAX_CELL = 500
"""Characters of a table cell that are read."""
MAX_COLUMNS = 64
MAX_ROWS = 2000
"""Body rows of one table that are read."""
MAX_TABLE_CELLS = 20_000
"""Cells of one table that are parsed (a 1 MB pipe table of 125,000 cells took 7.9 s, an HTML
one of 62,500 cells 5.2 s)."""
_CUT = re.compile(r"[.;!?:]\s|\n")


def split_windows(text: str) -> list[int]:
    """Start offsets of the windows a long text is read in: cut after a sentence end when one
    falls in the second half of a window, else at the last space, else WINDOW characters in."""
    starts = [0]
    while len(text) - starts[-1] > WINDOW:
        begin = starts[-1]
        end = begin + WINDOW
        cut = -1
        for match in _CUT.finditer(text, begin + WINDOW // 2, end):
            cut = match.end()
        if cut < 0:
            space = text.rfind(" ", begin + WINDOW // 2, end)
            cut = space + 1 if space >= 0 else end
        starts.append(cut)
    return starts


_NEWLINE = re.compile("\n")


#: a character that can open an inline rule of the commonmark preset (escape, code span,
#: emphasis, link, image, autolink, inline HTML, entity); text without one parses to text and
#: line breaks only, which ``_plain_lines`` reads without building inline tokens
_INLINE_MARKUP = re.compile(r"[\\`*_\[!<&]")


@cache
def _parser(mdx: bool = False) -> MarkdownIt:
    from markdown_it import MarkdownIt

    # One instance for the whole run (linter-anchors §12); html on so comments are tokens.
    md = MarkdownIt("commonmark", {"html": True}).enable("table")
    if mdx:
        # MDX has no indented code: a component's children are often indented four spaces
        md.disable("code")
    md.core.ruler.at("inline", _inline_unless_plain)
    return md


def _inline_unless_plain(state: StateCore) -> None:
    """markdown-it's core inline rule, skipping inline tokens with no markup: their children
    (text and breaks) are read from the content by ``_plain_lines``."""
    md, env = state.md, state.env
    for token in state.tokens:
        if token.type == "inline":
            if token.children is None:
                token.children = []
            if _INLINE_MARKUP.search(token.content) is not None:
                md.inline.parse(token.content, md, env, token.children)


def _plain_lines(content: str) -> list[str]:
    """The text children of markup-free inline content, as markdown-it's text and newline
    rules make them: a line's trailing space before a break is dropped (two or more: all of
    them, a hard break), the next line's leading spaces and tabs are skipped. Lines are
    separated by a break; an empty string is a line with no text child."""
    lines = content.split("\n")
    last = len(lines) - 1
    out: list[str] = []
    for number, line in enumerate(lines):
        if number:
            line = line.lstrip(" \t")
        if number < last:
            if line.endswith("  "):
                line = line.rstrip(" ")
            elif line.endswith(" "):
                line = line[:-1]
        out.append(line)
    return out


def warm_parser() -> None:
    """Build the parser (and import markdown-it) ahead of the first document; its rule
    chains are compiled on the first parse."""
    _parser().parse("a")


def parse_document(source: str, mdx: bool = False) -> Document:
    line_starts = [0, *(match.end() for match in _NEWLINE.finditer(source))]
    limits: list[tuple[int, str]] = []
    parsed = _bound_table_runs(source, limits)
    doc = Document(source=parsed, line_starts=line_starts, limits=limits)
    _Walker(doc).walk(_parser(mdx).parse(parsed))
    return doc


def _bound_table_runs(source: str, limits: list[tuple[int, str]]) -> str:
    """Blank the lines of a run of table rows past MAX_ROWS, or past MAX_TABLE_CELLS cells
    (line numbers kept), before parsing: the parser reads every cell inline, slowly, and rows
    past the caps are not read anyway."""
    if source.count("|") <= MAX_ROWS:
        return source
    lines = source.split("\n")
    run = cells = 0
    changed = False
    for number, line in enumerate(lines):
        if "|" not in line:
            run = cells = 0
            continue
        run += 1
        cells += max(line.count("|") - 1, 1)
        if run > MAX_ROWS + 2 or (run > 2 and cells > MAX_TABLE_CELLS):  # after header and separator
            if lines[number - 1] != "" or number == 0:
                cap = f"{MAX_ROWS:,} rows" if run > MAX_ROWS + 2 else f"{MAX_TABLE_CELLS:,} cells"
                limits.append((number + 1, f"a table with more than {cap}: the rest were not checked"))
            lines[number] = ""
            changed = True
    return "\n".join(lines) if changed else source


class _Walker:
    def __init__(self, doc: Document) -> None:
        self.doc = doc
        self.item_stack: list[int] = []
        self.list_depth = 0
        self.table: Table | None = None
        self.row: list[int] | None = None
        self.in_header = False
        self.column = 0
        self.section: int | None = None
        self.in_heading = False
        self.in_paragraph = False
        self._noted: set[tuple[int, str]] = set()
        self.html: _HtmlTable | None = None
        """An HTML table still open at the end of an html_block (a blank line inside it)."""

    def _src_range(self, token_map: list[int] | None) -> tuple[int, int]:
        starts = self.doc.line_starts
        if not token_map:
            return 0, len(self.doc.source)
        start = starts[min(token_map[0], len(starts) - 1)]
        end = starts[token_map[1]] if token_map[1] < len(starts) else len(self.doc.source)
        return start, end

    def _commands(self, token: Token) -> None:
        """The benchmark and server commands of a code block, each with its continuation lines
        (``\\`` at a line's end), as setup blocks; the block's other lines (a tool's printed
        output, its figures) are not read."""
        first = (token.map[0] + 1 + (token.type == "fence")) if token.map else 1
        lines = token.content.splitlines()
        # "ISL=8192" on its own line, then "--random-input-len=${ISL}": the flag's value is the
        # variable's (only plain values, set in the same block)
        values = {m.group(1): m.group(2) for m in map(_SHELL_ASSIGNMENT.match, lines) if m is not None}
        index = 0
        while index < len(lines) and len(self.doc.commands) < MAX_COMMANDS:
            if not _COMMAND_START.match(lines[index]):
                index += 1
                continue
            start = index
            while lines[index].rstrip().endswith("\\") and index + 1 < len(lines):
                index += 1
            text = " ".join(line.strip().rstrip("\\").strip() for line in lines[start : index + 1])[:1500]
            if values and "$" in text:
                text = _SHELL_VARIABLE.sub(lambda m: values.get(m.group(1) or m.group(2), m.group(0)), text)
            # '--dataset-name=random', '--random-input-len="8192"': a flag and its value, as the
            # readers know them from prose ("--dataset-name random")
            text = _FLAG_EQUALS.sub(r"\1 \2", text)
            unit = len(self.doc.units) - 1
            self.doc.commands.append(Block(-1, "command", text, [], [], [], first + start, self.section, unit=unit))
            index += 1

    def _new_unit(self, kind: str) -> int:
        self.doc.units.append(Unit(kind=kind, section=self.section))
        return len(self.doc.units) - 1

    def walk(self, tokens: list[Token]) -> None:
        map_stack: list[list[int] | None] = []
        for token in tokens:
            kind = token.type
            if self.html is not None and kind != "html_block":
                self._end_html_table()  # a table left open by its HTML ends where Markdown resumes
            top_level = self.list_depth == 0 and self.table is None
            if kind.endswith("_open"):
                map_stack.append(token.map)
            if kind in ("bullet_list_open", "ordered_list_open"):
                if self.list_depth == 0:
                    self._new_unit("list")
                self.list_depth += 1
            elif kind in ("bullet_list_close", "ordered_list_close"):
                self.list_depth -= 1
            elif kind == "list_item_open":
                parent = self.item_stack[-1] if self.item_stack else None
                self.doc.items.append(ListItem(index=len(self.doc.items), parent=parent))
                self.item_stack.append(len(self.doc.items) - 1)
            elif kind == "list_item_close":
                self.item_stack.pop()
            elif kind == "table_open":
                unit = self._new_unit("table")
                self.table = Table(index=len(self.doc.tables), unit=unit)
                self.doc.tables.append(self.table)
            elif kind == "table_close":
                self.table = None
            elif kind == "thead_open":
                self.in_header = True
            elif kind == "thead_close":
                self.in_header = False
            elif kind == "tr_open":
                self.row = []
                self.column = 0
                if self.table is not None and not self.in_header and len(self.table.rows) >= MAX_ROWS:
                    self._limit(token, f"a table with more than {MAX_ROWS:,} rows: the rest were not checked")
                    self.row = None
            elif kind == "tr_close" and self.table is not None and self.row is not None:
                if self.in_header:
                    self.table.header = self.row
                else:
                    self.table.rows.append(self.row)
                self.row = None
            elif kind == "heading_open":
                self._new_unit("heading")
                self.in_heading = True
            elif kind == "heading_close":
                self.in_heading = False
            elif kind == "paragraph_open":
                if top_level:
                    self._new_unit("paragraph")
                self.in_paragraph = True
            elif kind == "paragraph_close":
                self.in_paragraph = False
            elif kind in ("fence", "code_block", "hr"):
                if top_level:
                    self._new_unit("code" if kind != "hr" else "other")
                if kind != "hr" and _COMMAND_KEY.search(token.content):
                    self._commands(token)
            elif kind == "html_block":
                if _HTML_TABLE_TAG.search(token.content) or self.html is not None:
                    self._html_tables(token)
                elif top_level:
                    self._html_prose(token)
                self._comments(token.content, self._src_range(token.map)[0])
            elif kind == "inline":
                if self.table is not None and self.row is None:
                    continue  # a row past MAX_ROWS
                if self.table is not None and self.column >= MAX_COLUMNS:
                    self._limit(token, f"a table row with more than {MAX_COLUMNS} columns: the rest were not checked")
                    continue
                self._inline(token)
            if kind.endswith("_close") and map_stack:
                map_stack.pop()
        self._end_html_table()

    def _end_html_table(self) -> None:
        if self.html is not None:
            self.html.finish()
            self.html = None

    def _html_tables(self, token: Token) -> None:
        """Read the tables of an HTML block (its source lines, so offsets are the document's)."""
        start, end = self._src_range(token.map)
        reader = self.html or _HtmlTable(self)
        reader.read(self.doc.source[start:end], start, token)
        self.html = reader if reader.open else None

    def _html_prose(self, token: Token) -> None:
        """An HTML block is layout, but a caption written between its tags ("</picture><br>
        Performance comparison showing ... up to 1.5x speedup ...") is prose: each run of words
        outside the tags becomes a paragraph block at its source offset. Tag attributes (an
        image's width="48%"), scripts and styles are never text."""
        start = self._src_range(token.map)[0]
        runs = _HtmlText.runs(token.content)
        self._new_unit("paragraph" if runs else "other")
        for offset, text in runs:
            at = start + offset
            line = self.doc.line_col(at)[0]
            self._add_block("paragraph", _blank_long_numbers(text), [], [0], [at], line)

    def _limit(self, token: Token, what: str) -> None:
        """Note a bound once per table (or line): one note says enough."""
        line = (token.map[0] + 1) if token.map else 1
        key = (self.table.index if self.table is not None else -line, what)
        if key not in self._noted:
            self._noted.add(key)
            self.doc.limits.append((line, what))

    def _comments(self, html: str, src_start: int) -> None:
        pos = 0
        while True:
            start = html.find("<!--", pos)
            if start < 0:
                return
            end = html.find("-->", start + 4)
            if end < 0:
                return
            line, col = self.doc.line_col(src_start + start)
            end_line, _ = self.doc.line_col(src_start + end)
            unit = len(self.doc.units) - 1
            self.doc.comments.append(Comment(html[start + 4 : end], line, col, end_line, unit))
            pos = end + 3

    def _inline(self, token: Token) -> None:
        doc = self.doc
        src_start, src_end = self._src_range(token.map)
        if self.table is not None and self.row is not None:
            # A table cell: search from the end of the previous cell on this row.
            if self.row:
                prev = doc.blocks[self.row[-1]]
                src_start = max(src_start, prev.seg_src[-1] + 1 if prev.seg_src else src_start)
            kind = "cell"
        elif self.in_heading:
            kind = "heading"
        else:
            kind = "paragraph"
        text_parts: list[str] = []
        seg_plain: list[int] = []
        seg_src: list[int] = []
        masked: list[tuple[int, int]] = []
        cursor = src_start
        plain_len = 0
        source = doc.source

        def add(content: str, *, mask: bool = False, is_break: bool = False) -> None:
            nonlocal cursor, plain_len
            if not content:
                return
            found = source.find(content, cursor, src_end) if not is_break else source.find("\n", cursor, src_end)
            at = found if found >= 0 else cursor
            seg_plain.append(plain_len)
            seg_src.append(at)
            if mask:
                masked.append((plain_len, plain_len + len(content)))
            text_parts.append(content)
            plain_len += len(content)
            if found >= 0:
                cursor = found + (1 if is_break else len(content))

        if not token.children and token.content and _INLINE_MARKUP.search(token.content) is None:
            for number, piece in enumerate(_plain_lines(token.content)):
                if number:
                    add("\n", is_break=True)
                add(piece)
        for child in token.children or []:
            ctype = child.type
            if ctype == "text":
                add(child.content)
            elif ctype in ("softbreak", "hardbreak"):
                add("\n", is_break=True)
            elif ctype == "code_inline":
                # a span that is only a measurement ("It took `1245 ms`", "`45 tok/s`") is text set in
                # code type, not code: its figure is read as prose's
                add(child.content, mask=_MEASUREMENT_SPAN.match(child.content) is None)
            elif ctype == "html_inline" and child.content.startswith("<!--"):
                at = source.find(child.content, cursor, src_end)
                self._comments(child.content, at if at >= 0 else cursor)
            # link/emphasis markup carries no text of its own; link targets are attrs
        text = _blank_long_numbers("".join(text_parts))
        seg_plain, seg_src = seg_plain or [0], seg_src or [src_start]
        line = (token.map[0] + 1) if token.map else 1
        if kind == "cell" and len(text) > MAX_CELL:
            # A figure needs a digit: a long reference cell whose rest has none (an API field's
            # description) left nothing unchecked that could be a claim, so it earns no note.
            if any(ch.isdigit() for ch in text[MAX_CELL:]):
                self._limit(token, f"a table cell longer than {MAX_CELL} characters: the rest was not checked")
            text = text[:MAX_CELL]
        if kind == "cell" or len(text) <= MAX_BLOCK:
            self._add_block(kind, text, masked, seg_plain, seg_src, line)
            return
        # A very long paragraph is read as consecutive windows: each claim is then judged against
        # a bounded text, so time stays linear in the paragraph's length.
        starts = split_windows(text)
        for begin, end in zip(starts, [*starts[1:], len(text)], strict=True):
            i = max(bisect.bisect_right(seg_plain, begin) - 1, 0)
            j = bisect.bisect_left(seg_plain, end)
            piece_plain = [0] + [p - begin for p in seg_plain[i + 1 : j]]
            piece_src = [seg_src[i] + (begin - seg_plain[i]), *seg_src[i + 1 : j]]
            piece_masked = [(max(a, begin) - begin, min(b, end) - begin) for a, b in masked if a < end and begin < b]
            piece_line = doc.line_col(piece_src[0])[0]
            self._add_block(kind, text[begin:end], piece_masked, piece_plain, piece_src, piece_line)

    def _add_block(
        self, kind: str, text: str, masked: list[tuple[int, int]], seg_plain: list[int], seg_src: list[int], line: int
    ) -> None:
        doc = self.doc
        block = Block(
            index=len(doc.blocks),
            kind=kind,
            text=text,
            masked=masked,
            seg_plain=seg_plain,
            seg_src=seg_src,
            line=line,
            section=self.section,
            item=self.item_stack[-1] if self.item_stack else None,
            unit=max(len(doc.units) - 1, 0),
        )
        doc.blocks.append(block)
        if kind == "heading":
            self.section = block.index
            block.section = block.index
        if self.item_stack:
            doc.items[self.item_stack[-1]].own_blocks.append(block.index)
            for item_index in self.item_stack:
                doc.items[item_index].blocks.append(block.index)
        if self.table is not None and self.row is not None:
            block.table = self.table.index
            block.row = -1 if self.in_header else len(self.table.rows)
            block.column = self.column
            self.column += 1
            self.row.append(block.index)
        if doc.units:
            doc.units[block.unit].blocks.append(block.index)


def unit_text(doc: Document, unit_index: int) -> str:
    unit = doc.units[unit_index]
    return "\n".join(doc.blocks[b].text for b in unit.blocks)


_HTML_TABLE_TAG = re.compile(r"<table\b", re.IGNORECASE)
#: at most this many commands are kept per document (a script of thousands stays bounded)
MAX_COMMANDS = 200
#: a code block that runs a benchmark client or launches a server names its operating point in
#: flags (vLLM, SGLang, TensorRT-LLM, GenAI-Perf/AIPerf, GuideLLM, llmperf, inference-perf,
#: llama.cpp): a quick test of the whole block, then the command lines themselves
_COMMAND_KEY = re.compile(
    r"\bbench(?:mark)?[_ ]?(?:serve|serving|throughput|one_batch)|\b(?:vllm|trtllm)[- ]serve\b|launch_server\b"
    r"|\b(?:genai-perf|aiperf|guidellm|llmperf|token_benchmark_ray|inference-perf|trtllm-bench|llama-bench|llama-server)\b",
    re.IGNORECASE,
)
_SHELL_ASSIGNMENT = re.compile(r"^\s*(?:export\s+)?([A-Za-z_]\w*)=[\"']?([\w.:/-]+)[\"']?\s*(?:#.*)?$")
_FLAG_EQUALS = re.compile(r"(--[\w-]+)=[\"']?([^\"'\s]*)[\"']?")
_SHELL_VARIABLE = re.compile(r"\$\{(\w+)\}|\$(\w+)")
_COMMAND_START = re.compile(
    r"^\s*(?:[$#>]\s*)?(?:[A-Z_][A-Z0-9_]*=\S*\s+)*(?:sudo\s+)?(?:docker\s+run\b.*?\s)?"
    r"(?:python3?\s+(?:-m\s+)?\S*(?:bench|launch_server)\S*|vllm\s+(?:bench|serve)\b|trtllm-(?:serve|bench)\b"
    r"|genai-perf\b|aiperf\b|guidellm\b|inference-perf\b|\S*llama-(?:bench|server)\b|\S*token_benchmark_ray\S*)",
    re.IGNORECASE,
)
_SPAN = 50
"""Largest rowspan/colspan honoured: a span past it is read as this many."""
_SPAN_VALUE = re.compile(r"[0-9]{1,4}")


def _span(attrs: list[tuple[str, str | None]], name: str) -> int:
    value = (next((v for k, v in attrs if k == name), None) or "1").strip()
    return max(min(int(value), _SPAN), 1) if _SPAN_VALUE.fullmatch(value) else 1


class _StopReading(Exception):
    """An HTML block past the table cell cap: the rest of it is not parsed."""


class _HtmlText(HTMLParser):
    """The runs of words between the tags of an HTML block (not inside scripts, styles, code or
    SVG), each with its offset in the block: verbatim, so positions map back to the source."""

    _SKIP = frozenset({"script", "style", "code", "pre", "svg", "math", "textarea"})
    #: a run needs a few words to be prose ("Qwen3-8b" under a figure is a label)
    _WORDS = re.compile(r"[A-Za-z][\w'-]*")
    _MIN_WORDS = 4
    _TAG = re.compile(r"<[^>]*>")

    def __init__(self, content: str) -> None:
        super().__init__(convert_charrefs=False)
        self.content = content
        self.line_starts = [0] + [i + 1 for i, ch in enumerate(content) if ch == "\n"]
        self.found: list[tuple[int, str]] = []
        self.skipping = 0

    @classmethod
    def runs(cls, content: str) -> list[tuple[int, str]]:
        if "<" not in content or len(cls._WORDS.findall(cls._TAG.sub(" ", content))) < cls._MIN_WORDS:
            return []  # badges, images and links: no words outside the tags, nothing to parse
        reader = cls(content)
        try:
            reader.feed(content)
            reader.close()
        except (AssertionError, ValueError):
            return []  # broken HTML stays layout
        return reader.found

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self._SKIP:
            self.skipping += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in self._SKIP and self.skipping:
            self.skipping -= 1

    def handle_data(self, data: str) -> None:
        if self.skipping or len(self._WORDS.findall(data)) < self._MIN_WORDS or len(data) > MAX_BLOCK:
            return
        line, col = self.getpos()
        offset = self.line_starts[min(line - 1, len(self.line_starts) - 1)] + col
        stripped = data.lstrip()
        self.found.append((offset + len(data) - len(stripped), stripped.rstrip()))


#: an inline code span holding one figure and a speed or time unit, a share or a multiple, nothing
#: else ("`12%` decrease in average time per token", "`2.1x` faster")
_MEASUREMENT_SPAN = re.compile(
    rf"^\s*[~≈+]?{NUM}\s?(?:tok(?:en)?s?\s?/\s?s(?:ec)?|t/s|req(?:uest)?s?\s?/\s?s|ms|s|secs?|seconds?|%|x|×)\s*$",
    re.IGNORECASE,
)


class _HtmlTable(HTMLParser):
    """The cells of HTML tables, fed to the walker as a pipe table's cells would be.

    A cell's text is the data between its tags (inner markup dropped); each piece of data keeps
    its source offset. Nested tables are read as text of the outer cell.
    """

    def __init__(self, walker: _Walker) -> None:
        super().__init__(convert_charrefs=True)
        self.walker = walker
        self.open = False
        self.depth = 0
        self.row_cells: list[tuple[str, list[tuple[str, int]], int, int]] = []
        """Cells of the row being read: (tag, [(data, src offset)], rowspan, colspan)."""
        self.cell: tuple[str, list[tuple[str, int]], int, int] | None = None
        self.pending: dict[int, tuple[int, int]] = {}
        """column -> (rows still to fill, block index) for rowspan cells."""
        self.header_spans: set[int] = set()
        """Header columns whose cell spans two rows or more: a second header row fills the others."""
        self.base = 0
        self.local_starts: list[int] = [0]
        self.token: Token | None = None
        self.cells = 0
        """Cells read in the open table, against MAX_TABLE_CELLS."""
        self.caption: list[tuple[str, int]] | None = None
        """The open table's <caption> text being read, or None outside one."""
        self.captions: list[list[tuple[str, int]]] = []
        """Captions read in the open table, made paragraphs after it."""

    def read(self, text: str, base: int, token: Token) -> None:
        self.base = base
        self.local_starts = [0, *(m.end() for m in _NEWLINE.finditer(text))]
        self.token = token
        self.reset()
        try:
            self.feed(text)
            self.close()
        except _StopReading:
            self._close_table()

    def _offset(self) -> int:
        line, col = self.getpos()
        return self.base + self.local_starts[min(line - 1, len(self.local_starts) - 1)] + col

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self.depth += 1
            if self.depth == 1:
                self._open_table()
            return
        if self.depth != 1:
            return
        if tag == "caption":
            self.caption = []
        elif tag == "tr":
            self._end_row()
            self.row_cells = []
        elif tag in ("td", "th"):
            self._end_cell()
            self.cell = (tag, [], _span(attrs, "rowspan"), _span(attrs, "colspan"))
        elif tag == "br" and self.cell is not None:
            self.cell[1].append(("\n", self._offset()))

    def handle_endtag(self, tag: str) -> None:
        if tag == "table":
            if self.depth == 1:
                self._end_row()
                self._close_table()
            self.depth = max(self.depth - 1, 0)
        elif self.depth != 1:
            return
        elif tag == "caption" and self.caption is not None:
            self.captions.append(self.caption)
            self.caption = None
        elif tag in ("td", "th"):
            self._end_cell()
        elif tag in ("tr", "thead"):
            self._end_row()

    def handle_data(self, data: str) -> None:
        if self.caption is not None and self.depth == 1:
            self.caption.append((data, self._offset()))
        elif self.cell is not None and self.depth >= 1:
            self.cell[1].append((data, self._offset()))

    def _open_table(self) -> None:
        walker = self.walker
        unit = walker._new_unit("table")
        walker.table = Table(index=len(walker.doc.tables), unit=unit)
        walker.doc.tables.append(walker.table)
        self.open, self.pending, self.row_cells, self.cell = True, {}, [], None
        self.cells, self.header_spans = 0, set()
        walker.table = None  # the walker's own table state is for pipe tables between tokens

    def finish(self) -> None:
        """Keep what an unclosed table held: its last row ends here."""
        self._end_row()
        self._close_table()

    def _close_table(self) -> None:
        self.open, self.row_cells, self.cell, self.pending = False, [], None, {}
        captions, self.captions, self.caption = self.captions, [], None
        for pieces in captions:
            # "<caption>X improves decoding throughput by 1.8-5x ...</caption>" under a table of
            # figures: the caption is prose, a paragraph after the table at its source offset
            raw = "".join(data for data, _ in pieces)
            text = raw.strip()
            if len(_HtmlText._WORDS.findall(text)) < _HtmlText._MIN_WORDS or len(text) > MAX_BLOCK:
                continue
            lead = len(raw) - len(raw.lstrip())
            seg_plain: list[int] = []
            seg_src: list[int] = []
            length = 0
            for data, offset in pieces:
                skip = min(max(lead - length, 0), len(data))  # the leading blanks the text dropped
                if skip < len(data):
                    seg_plain.append(length + skip - lead)
                    seg_src.append(offset + skip)
                length += len(data)
            walker = self.walker
            walker._new_unit("paragraph")
            line = walker.doc.line_col(seg_src[0])[0]
            walker._add_block("paragraph", _blank_long_numbers(text), [], seg_plain, seg_src, line)

    def _end_cell(self) -> None:
        if self.cell is not None:
            self.row_cells.append(self.cell)
            self.cell = None

    def _end_row(self) -> None:
        self._end_cell()
        if not self.open or not self.row_cells:
            self.row_cells = []
            return
        walker = self.walker
        table = walker.doc.tables[-1]
        # The first row is the header, as in a pipe table: a <thead> or <th> row, or the <td>
        # row many READMEs use as one ("<td>Model</td><td>Speed (Tokens/s)</td>").
        header = not table.header and not table.rows
        cells, self.row_cells = self.row_cells, []
        self.cells += len(cells)
        if self.cells > MAX_TABLE_CELLS:
            # parsing the rest of a huge table costs more than reading it would tell
            if self.token is not None:
                walker.table = table
                walker._limit(
                    self.token, f"a table with more than {MAX_TABLE_CELLS:,} cells: the rest were not checked"
                )
                walker.table = None
            raise _StopReading
        if not header and len(table.rows) >= MAX_ROWS:
            if self.token is not None:
                walker.table = table
                walker._limit(self.token, f"a table with more than {MAX_ROWS:,} rows: the rest were not checked")
                walker.table = None
            return
        if table.header and not table.rows and self.header_spans and all(tag == "th" for tag, *_ in cells):
            self._sub_header(table, cells)
            return
        walker.table, walker.row, walker.column, walker.in_header = table, [], 0, header
        for _tag, pieces, rowspan, colspan in cells:
            self._fill_spanned()
            if walker.column >= MAX_COLUMNS:
                break
            block = self._add_cell(pieces)
            if rowspan > 1 and header:
                self.header_spans.add(block.column or 0)
            if rowspan > 1 and not header:
                self.pending[block.column or 0] = (rowspan - 1, block.index)
            for _ in range(colspan - 1):
                if walker.column >= MAX_COLUMNS:
                    break
                self._repeat(block.index)
        self._fill_spanned(to_end=True)
        if header:
            table.header = walker.row
        else:
            table.rows.append(walker.row)
        walker.table, walker.row, walker.in_header = None, None, False

    def _sub_header(self, table: Table, cells: list[tuple[str, list[tuple[str, int]], int, int]]) -> None:
        """A second row of <th> under a header whose other cells span both rows ("Star-Attn" over
        "Δ Acc." and "Δ Speedup"): its cells head the columns the first row grouped, in order."""
        walker = self.walker
        free = [column for column in range(len(table.header)) if column not in self.header_spans]
        walker.table, walker.row, walker.in_header = table, [], True
        for _tag, pieces, _rowspan, colspan in cells:
            first: int | None = None
            for _ in range(max(colspan, 1)):
                if not free:
                    break
                walker.column = free.pop(0)
                if first is None:
                    first = self._add_cell(pieces).index
                else:
                    self._repeat(first)
                block = walker.doc.blocks[-1]
                table.header[block.column or 0] = block.index
        walker.table, walker.row, walker.in_header = None, None, False

    def _fill_spanned(self, to_end: bool = False) -> None:
        """Repeat the rowspan cells of the rows above that cover the next column(s)."""
        walker = self.walker
        while walker.column in self.pending or (to_end and any(c >= walker.column for c in self.pending)):
            column = walker.column
            if column not in self.pending:
                walker.column += 1
                continue
            left, source = self.pending.pop(column)
            self._repeat(source)
            if left > 1:
                self.pending[column] = (left - 1, source)

    def _add_cell(self, pieces: list[tuple[str, int]]) -> Block:
        walker = self.walker
        text_parts: list[str] = []
        seg_plain: list[int] = []
        seg_src: list[int] = []
        length = 0
        for data, offset in pieces:
            seg_plain.append(length)
            seg_src.append(offset)
            text_parts.append(data)
            length += len(data)
        raw = "".join(text_parts)
        lead = len(raw) - len(raw.lstrip())
        text = _blank_long_numbers(raw.strip())
        if lead:  # drop leading whitespace, keeping offsets: shift every segment left by `lead`
            kept = [(max(p - lead, 0), s + max(lead - p, 0)) for p, s in zip(seg_plain, seg_src, strict=True)]
            seg_plain, seg_src = [p for p, _ in kept], [s for _, s in kept]
        # A long HTML cell is layout (a list of models, a block of links), not a figure's cell:
        # it is cut like a pipe table's, but without a note, as HTML was never read as prose.
        text = text[:MAX_CELL]
        seg_plain, seg_src = seg_plain or [0], seg_src or [self._offset()]
        line = walker.doc.line_col(seg_src[0])[0]
        walker._add_block("cell", text, [], seg_plain, seg_src, line)
        return walker.doc.blocks[-1]

    def _repeat(self, source: int) -> None:
        walker = self.walker
        original = walker.doc.blocks[source]
        text = original.text
        walker._add_block("cell", text, [(0, len(text))], original.seg_plain, original.seg_src, original.line)
        walker.doc.blocks[-1].spanned = True
