"""Walk markdown-it tokens into the text blocks claims and facts are read from.

Only ``inline`` tokens inside paragraphs, headings and table cells become text; fences,
indented code and HTML never do (HTML comments are kept only as directives). Inline
code is kept for the operating-point readers (``--max-tokens 100`` is a setup fact) but
masked so that no claim is found inside it. Every block keeps a map from its plain text
back to source offsets, so a claim gets its real line and column even in tables and
nested lists.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from markdown_it import MarkdownIt
    from markdown_it.token import Token


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
    setups: dict[int | None, list[tuple[Block, str]]] = field(default_factory=dict)
    """Setup paragraphs/bullets per section (filled by the gatherer)."""
    implicit_setups: set[int] = field(default_factory=set)
    """Blocks read as setup only because they state the operating point and no figure."""
    item_texts: dict[int, str] = field(default_factory=dict)
    sweeps: dict[tuple[int, int | None], bool] = field(default_factory=dict)
    """Whether a table row sits on a sweep (memo of the gatherer)."""

    def position(self, block: Block, plain_offset: int) -> tuple[int, int]:
        """1-based (line, column) of a plain-text offset of ``block``."""
        i = max(bisect.bisect_right(block.seg_plain, plain_offset) - 1, 0)
        src = block.seg_src[i] + (plain_offset - block.seg_plain[i]) if block.seg_plain else 0
        return self.line_col(src)

    def line_col(self, src_offset: int) -> tuple[int, int]:
        line_index = max(bisect.bisect_right(self.line_starts, src_offset) - 1, 0)
        return line_index + 1, src_offset - self.line_starts[line_index] + 1


@cache
def _parser() -> MarkdownIt:
    from markdown_it import MarkdownIt

    # One instance for the whole run (linter-anchors §12); html on so comments are tokens.
    return MarkdownIt("commonmark", {"html": True}).enable("table")


def parse_document(source: str) -> Document:
    line_starts = [0]
    for i, ch in enumerate(source):
        if ch == "\n":
            line_starts.append(i + 1)
    doc = Document(source=source, line_starts=line_starts)
    _Walker(doc).walk(_parser().parse(source))
    return doc


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

    def _src_range(self, token_map: list[int] | None) -> tuple[int, int]:
        starts = self.doc.line_starts
        if not token_map:
            return 0, len(self.doc.source)
        start = starts[min(token_map[0], len(starts) - 1)]
        end = starts[token_map[1]] if token_map[1] < len(starts) else len(self.doc.source)
        return start, end

    def _new_unit(self, kind: str) -> int:
        self.doc.units.append(Unit(kind=kind, section=self.section))
        return len(self.doc.units) - 1

    def walk(self, tokens: list[Token]) -> None:
        map_stack: list[list[int] | None] = []
        for token in tokens:
            kind = token.type
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
            elif kind == "html_block":
                if top_level:
                    self._new_unit("other")
                self._comments(token.content, self._src_range(token.map)[0])
            elif kind == "inline":
                self._inline(token)
            if kind.endswith("_close") and map_stack:
                map_stack.pop()

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

        for child in token.children or []:
            ctype = child.type
            if ctype == "text":
                add(child.content)
            elif ctype in ("softbreak", "hardbreak"):
                add("\n", is_break=True)
            elif ctype == "code_inline":
                add(child.content, mask=True)
            elif ctype == "html_inline" and child.content.startswith("<!--"):
                at = source.find(child.content, cursor, src_end)
                self._comments(child.content, at if at >= 0 else cursor)
            # link/emphasis markup carries no text of its own; link targets are attrs
        text = "".join(text_parts)
        block = Block(
            index=len(doc.blocks),
            kind=kind,
            text=text,
            masked=masked,
            seg_plain=seg_plain or [0],
            seg_src=seg_src or [src_start],
            line=(token.map[0] + 1) if token.map else 1,
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
