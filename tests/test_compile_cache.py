"""The compile cache: a pattern read back is the pattern ``re`` compiles, and a dataclass built
from a cached method is the dataclass ``exec`` of its source builds."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from benchlint import compile_cache

PATTERNS = [
    (r"(?P<n>\d+(?:\.\d+)?)\s*(?:tok(?:ens)?/s|t/s)\b", re.IGNORECASE),
    (r"^\s*[-*]\s+(?P<label>[^:]{1,60}):", re.MULTILINE),
    (r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)\s?(?:x|×|times)\s+(?:faster|higher)", 0),
    (r"(?i:ShareGPT|MT-Bench)|\bcode\b", 0),
    (rb"\x00+", 0),
]


@pytest.fixture
def table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(compile_cache, "_table", {})
    monkeypatch.setattr(compile_cache, "_code", {})
    monkeypatch.setattr(compile_cache, "_kept", {})
    monkeypatch.setattr(compile_cache, "_used", set())
    monkeypatch.setattr(compile_cache, "_new", False)
    path = tmp_path / "compiled.marshal"
    monkeypatch.setattr(compile_cache, "_path", str(path))
    monkeypatch.setattr(compile_cache, "_stamp", None)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return path


def _fresh(pattern: str | bytes, flags: int) -> re.Pattern[str]:
    return compile_cache._original(pattern, flags)  # type: ignore[no-any-return]


def test_a_pattern_read_back_is_the_compiled_one(table: Path) -> None:
    for pattern, flags in PATTERNS:
        compile_cache._cached_compile(pattern, flags)  # a miss: compiled and kept
    compile_cache.save()
    assert table.exists()
    compile_cache._table.clear()
    compile_cache._table.update(compile_cache._read(str(table))[0])
    assert len(compile_cache._table) == len(PATTERNS)
    for pattern, flags in PATTERNS:
        served, fresh = compile_cache._cached_compile(pattern, flags), _fresh(pattern, flags)
        # Pattern equality compares the pattern, the flags and the generated code
        assert served == fresh
        assert (served.groups, served.groupindex, served.flags) == (fresh.groups, fresh.groupindex, fresh.flags)
    assert not compile_cache._new  # every one was served from the table
    text = "- Setup: 1,234 tok/s, 3x faster on ShareGPT code"
    served = compile_cache._cached_compile(PATTERNS[0][0], PATTERNS[0][1])
    assert served.search(text).group("n") == "234"  # type: ignore[union-attr]


def test_wrong_code_in_the_table_is_compiled_afresh(table: Path) -> None:
    pattern, flags = PATTERNS[0]
    compile_cache._cached_compile(pattern, flags)
    key = (pattern, flags)
    flags_out, _code, groups, groupindex, indexgroup = compile_cache._table[key]
    compile_cache._table[key] = (flags_out, b"\xff\xff\xff\xff", groups, groupindex, indexgroup)
    assert compile_cache._cached_compile(pattern, flags) == _fresh(pattern, flags)


@pytest.mark.parametrize("content", [b"", b"not marshal", None])
def test_a_damaged_or_foreign_file_is_ignored(table: Path, content: bytes | None) -> None:
    import marshal

    if content is None:  # another interpreter's table
        content = marshal.dumps((("2.7", 0, "cpython-27", 4), {(PATTERNS[0][0], 0): (0, b"", 0, {}, ())}, {}, {}))
    table.write_bytes(content)
    assert compile_cache._read(str(table)) == ({}, {}, {})


def test_nothing_is_written_without_bytecode(table: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    compile_cache._cached_compile(*PATTERNS[1])
    compile_cache.save()
    assert not table.exists()


def test_a_dataclass_built_from_cached_methods_is_the_same(table: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import dataclasses

    def build() -> type:
        @dataclasses.dataclass(frozen=True, order=True)
        class Point:
            concurrency: int
            speed: float = 1.5
            tags: tuple[str, ...] = dataclasses.field(default=(), compare=False)

        return Point

    monkeypatch.delattr(dataclasses, "exec", raising=False)  # installed if the command line was imported
    reference = build()  # methods exec'ed from their source, as dataclasses does
    monkeypatch.setattr(dataclasses, "exec", compile_cache._cached_exec, raising=False)
    first = build()
    assert compile_cache._new and compile_cache._code  # the methods' source was compiled and kept
    compile_cache.save()
    compile_cache._code.clear()
    compile_cache._code.update(compile_cache._read(str(table))[1])
    compile_cache._new = False
    second = build()
    assert not compile_cache._new  # every method came from the file
    a, b = first(8, 2.0), second(8, 2.0)
    assert (repr(a), a < first(16), hash(a) == hash(first(8, 2.0))) == (
        repr(b),
        b < second(16),
        hash(b) == hash(second(8, 2.0)),
    )
    assert second(4, tags=("x",)) == second(4) and second(4, tags=("x",)).tags == ("x",)
    with pytest.raises(dataclasses.FrozenInstanceError):
        b.speed = 3.0  # type: ignore[misc]
    # compiled as exec compiles a string: no future flag of the cache's own module leaks in
    assert second.__init__.__annotations__ == first.__init__.__annotations__ == reference.__init__.__annotations__


def test_what_another_process_wrote_meanwhile_is_kept(table: Path) -> None:
    compile_cache._cached_compile(*PATTERNS[0])
    compile_cache.save()
    other = compile_cache._read(str(table))
    other[0][("another process's pattern", 0)] = compile_cache._table[(PATTERNS[0][0], PATTERNS[0][1])]
    import marshal
    import os

    table.write_bytes(marshal.dumps((compile_cache._header(), *other)))
    os.utime(table, ns=(1, 1))  # a new stamp, whatever the clock's resolution
    compile_cache._cached_compile(*PATTERNS[1])
    compile_cache.save()
    kept = compile_cache._read(str(table))[0]
    assert {
        ("another process's pattern", 0),
        (PATTERNS[0][0], PATTERNS[0][1]),
        (PATTERNS[1][0], PATTERNS[1][1]),
    } <= set(kept)


def test_a_kept_derivation_is_read_back_and_an_unwritable_one_is_not_kept(table: Path) -> None:
    calls: list[int] = []

    def derive() -> tuple[tuple[str, ...], str | None]:
        calls.append(1)
        return ("tok", "gpu"), "[0-9]"

    key = ("gates", 1, "keys", r"\d+\s?tok/s", 2)
    assert compile_cache.kept(key, derive) == (("tok", "gpu"), "[0-9]")
    assert compile_cache.kept(key, derive) == (("tok", "gpu"), "[0-9]") and len(calls) == 1
    # an enum (re.IGNORECASE) is no marshal value: the derivation is used, never kept
    assert compile_cache.kept(("gates", 1, "flags"), lambda: re.IGNORECASE) is re.IGNORECASE
    compile_cache.save()
    compile_cache._kept.clear()
    compile_cache._kept.update(compile_cache._read(str(table))[2])
    assert compile_cache._kept == {key: (("tok", "gpu"), "[0-9]")}
    assert compile_cache.kept(key, derive) == (("tok", "gpu"), "[0-9]") and len(calls) == 1  # from the file


def test_a_gated_pattern_derived_from_the_cache_is_the_same(table: Path) -> None:
    from benchlint.linter.markdown.gates import gated

    body = r"ShareGPT|MT-Bench|HumanEval|random\stokens"
    fresh = gated(rf"\b(?:{body})\b", body, (r"\b", r"\b"), re.IGNORECASE)
    fresh._derive()  # a miss: derived and kept
    assert compile_cache._kept
    served = gated(rf"\b(?:{body})\b", body, (r"\b", r"\b"), re.IGNORECASE)
    served._derive()  # read back
    assert (served._keys, served._also, served._fast, served._alternatives, served._words) == (
        fresh._keys,
        fresh._also,
        fresh._fast,
        fresh._alternatives,
        fresh._words,
    )
    text = "Prompts from ShareGPT and random tokens, 3x faster"
    assert [m.span() for m in served.finditer(text)] == [m.span() for m in fresh.regex.finditer(text)]
    assert served.search("no dataset named here") is None
