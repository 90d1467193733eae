"""Bad input gives a finding or a clean result in bounded time, never a traceback."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from benchlint.linter.markdown import MAX_BYTES
from benchlint.linter.markdown.document import MAX_ROWS
from tests.claims.helpers import load
from tests.helpers import lint_text

MB = 1_000_000


@pytest.mark.parametrize(
    "line",
    [
        "1" * MB,
        "1x" * (MB // 2),
        "1.5-" * (MB // 4),
        "9 tok/s " * (MB // 8),
        "a" * MB + " 606 tok/s",
        "batch size " + "1, " * (MB // 3),
        "| " * (MB // 2),
        "~" + "1," * (MB // 2) + " tok/s",
        ("prompt lengths drawn from " + "x" * 70 + " ") * (MB // 100),
        "8x" + "H100 " * (MB // 5),
    ],
    ids=["digits", "ratios", "ranges", "claims", "long-word", "batch-list", "pipes", "commas", "prompt-dist", "gpus"],
)
def test_one_megabyte_adversarial_line_is_bounded(line: str) -> None:
    started = time.perf_counter()
    load(f"# Doc\n\n{line}\n")
    assert time.perf_counter() - started < 20


def test_deeply_nested_lists_and_quotes() -> None:
    nested = "".join("  " * depth + "- item 606 tok/s\n" for depth in range(300))
    quotes = ">" * 2000 + " 606 tok/s\n"
    started = time.perf_counter()
    load(nested + "\n" + quotes)
    assert time.perf_counter() - started < 20


def test_broken_tables_and_html_heavy_pages() -> None:
    broken = "| a | b |\n|---|\n| 1 | 2 | 3 | 4 |\n|| 606 tok/s |\n| x\n"
    html = "<div><table>" + "<tr><td>606 tok/s</td></tr>" * 5000 + "</table></div>\n\n<p>The kernel is 2x faster</p>\n"
    started = time.perf_counter()
    for text in (broken, html):
        load(text)  # no exception
    found = load(html).claims
    assert time.perf_counter() - started < 20
    # An HTML table's cells are read as a table's (bounded like one); the text of other HTML is
    # read as a paragraph (a caption), after the table and bounded like one.
    assert [c.text for c in found][-1] == "2x"
    assert 0 < len(found) <= MAX_ROWS + 2


def test_huge_file_is_a_finding_not_a_parse() -> None:
    source = load("606 tok/s\n" * (MAX_BYTES // 10 + 1))
    assert [code for code, _ in source.problems] == ["SC001"]
    assert source.claims == []


def test_non_utf8_bytes_through_the_engine(tmp_path: Path) -> None:
    path = tmp_path / "latin1.md"
    path.write_bytes("It reached 606 tok/s \xe9t\xe9.\n".encode("latin-1"))
    from benchlint.linter.config import Settings
    from benchlint.linter.engine import lint_paths

    result = lint_paths([str(path)], Settings())
    assert any(f.code == "SC001" for f in result.findings)


def test_surrogate_escaped_text_gets_one_finding_and_is_still_linted() -> None:
    source = load("It reached 606 tok/s \udce9.\n")
    assert [code for code, _ in source.problems] == ["SC001"]
    assert [c.text for c in source.claims] == ["606 tok/s"]


def test_invalid_front_matter_yaml(tmp_path: Path) -> None:
    result = lint_text(tmp_path, "---\nbenchlint: [unclosed\n---\nIt does 5 tok/s.\n", ".md", name="doc")
    assert any(f.code == "SC001" and "front matter" in f.message for f in result.findings)


def test_a_replacement_character_is_text_not_a_decoding_error() -> None:
    """U+FFFD is valid UTF-8 (a tool's docs print it for the bytes they could not show)."""
    source = load("Searching invalid UTF-8 prints `1:foo\ufffdbar`; it reached 606 tok/s.\n")
    assert source.problems == []
    assert [c.text for c in source.claims] == ["606 tok/s"]
    # watched failing: a surrogate escape is a byte its caller could not decode
    assert [code for code, _ in load("1:foo\udcffbar at 606 tok/s.\n").problems] == ["SC001"]
