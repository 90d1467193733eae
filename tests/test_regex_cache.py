"""The compiled-pattern table: a pattern read back from it is the pattern ``re`` compiles."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from benchlint import regex_cache

PATTERNS = [
    (r"(?P<n>\d+(?:\.\d+)?)\s*(?:tok(?:ens)?/s|t/s)\b", re.IGNORECASE),
    (r"^\s*[-*]\s+(?P<label>[^:]{1,60}):", re.MULTILINE),
    (r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)\s?(?:x|×|times)\s+(?:faster|higher)", 0),
    (r"(?i:ShareGPT|MT-Bench)|\bcode\b", 0),
    (rb"\x00+", 0),
]


@pytest.fixture
def table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(regex_cache, "_table", {})
    monkeypatch.setattr(regex_cache, "_used", set())
    monkeypatch.setattr(regex_cache, "_new", False)
    path = tmp_path / "regex.marshal"
    monkeypatch.setattr(regex_cache, "_path", str(path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return path


def _fresh(pattern: str | bytes, flags: int) -> re.Pattern[str]:
    return regex_cache._original(pattern, flags)  # type: ignore[no-any-return]


def test_a_pattern_read_back_is_the_compiled_one(table: Path) -> None:
    for pattern, flags in PATTERNS:
        regex_cache._cached_compile(pattern, flags)  # a miss: compiled and kept
    regex_cache.save()
    assert table.exists()
    regex_cache._table.clear()
    regex_cache._table.update(regex_cache._read(str(table)))
    assert len(regex_cache._table) == len(PATTERNS)
    for pattern, flags in PATTERNS:
        served, fresh = regex_cache._cached_compile(pattern, flags), _fresh(pattern, flags)
        # Pattern equality compares the pattern, the flags and the generated code
        assert served == fresh
        assert (served.groups, served.groupindex, served.flags) == (fresh.groups, fresh.groupindex, fresh.flags)
    assert not regex_cache._new  # every one was served from the table
    text = "- Setup: 1,234 tok/s, 3x faster on ShareGPT code"
    served = regex_cache._cached_compile(PATTERNS[0][0], PATTERNS[0][1])
    assert served.search(text).group("n") == "234"  # type: ignore[union-attr]


def test_wrong_code_in_the_table_is_compiled_afresh(table: Path) -> None:
    pattern, flags = PATTERNS[0]
    regex_cache._cached_compile(pattern, flags)
    key = (pattern, flags)
    flags_out, _code, groups, groupindex, indexgroup = regex_cache._table[key]
    regex_cache._table[key] = (flags_out, b"\xff\xff\xff\xff", groups, groupindex, indexgroup)
    assert regex_cache._cached_compile(pattern, flags) == _fresh(pattern, flags)


@pytest.mark.parametrize("content", [b"", b"not marshal", None])
def test_a_damaged_or_foreign_file_is_ignored(table: Path, content: bytes | None) -> None:
    import marshal

    if content is None:  # another interpreter's table
        content = marshal.dumps((("2.7", 0, "cpython-27", 4), {(PATTERNS[0][0], 0): (0, b"", 0, {}, ())}))
    table.write_bytes(content)
    assert regex_cache._read(str(table)) == {}


def test_nothing_is_written_without_bytecode(table: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    regex_cache._cached_compile(*PATTERNS[1])
    regex_cache.save()
    assert not table.exists()
