"""Compiled regular expressions kept between runs, as Python keeps compiled bytecode.

The Markdown reader holds several hundred patterns; compiling them (``re``'s parser and
code generator are pure Python) was a third of a one-document run, the pre-commit case, and
the same work again in every worker process. ``install`` routes ``re``'s compiler through a
table of the code it generated before, read from one file under ``benchlint/__pycache__``:
a pattern found there is built by ``_sre.compile`` from that code, exactly what ``re`` would
have built (same pattern, flags, groups and code, so the compiled patterns compare equal); a
pattern not found is compiled as usual and added. New entries are written back when the
process ends.

The table is keyed by the pattern's text and flags, and the file by the interpreter version
and the regex engine's magic number, so an edited pattern or another Python is a miss, never
a wrong pattern. Like bytecode, nothing is written when ``sys.dont_write_bytecode`` is set or
the directory is not writable; a damaged file is ignored. Installed by the command line only:
the library leaves the ``re`` module of its caller alone.
"""

from __future__ import annotations

import _sre
import atexit
import contextlib
import marshal
import os
import sys
from array import array
from re import _compiler, _parser  # type: ignore[attr-defined]
from typing import Any

#: more entries than this are pruned to the ones the writing run used
MAX_ENTRIES = 4000

_Key = tuple[Any, int]
_Entry = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]
"""Flags, code (as the bytes of an ``array("I")``: read back in microseconds, where a list of
ints took 90 ms), groups, group index and index group: ``_sre.compile``'s other arguments."""

_table: dict[_Key, _Entry] = {}
_used: set[_Key] = set()
_new = False
_original = _compiler.compile
_path: str | None = None


def _header() -> tuple[str, int, str, int]:
    return (sys.version, _sre.MAGIC, sys.implementation.cache_tag or "", array("I").itemsize)


def _cached_compile(pattern: Any, flags: int = 0) -> Any:
    """``re._compiler.compile`` served from the table (same arguments, same result)."""
    global _new
    if not isinstance(pattern, (str, bytes)) or flags & _compiler.SRE_FLAG_DEBUG:
        return _original(pattern, flags)  # a parsed pattern (re.Scanner) or a debug dump
    key = (pattern, int(flags))
    entry = _table.get(key)
    if entry is not None:
        try:
            code = array("I")
            code.frombytes(entry[1])
            compiled = _sre.compile(pattern, entry[0], code.tolist(), *entry[2:])
        except Exception:  # code this engine rejects: compile it afresh below
            del _table[key]
        else:
            _used.add(key)
            return compiled
    # re._compiler.compile, keeping the pieces it hands to _sre.compile
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    groupindex = parsed.state.groupdict
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    flags_out, groups = flags | parsed.state.flags, parsed.state.groups - 1
    compiled = _sre.compile(pattern, flags_out, code, groups, groupindex, tuple(indexgroup))
    try:
        packed = array("I", code).tobytes()
    except OverflowError:  # a code word wider than this platform's unsigned int: not kept
        return compiled
    _table[key] = (int(flags_out), packed, groups, dict(groupindex), tuple(indexgroup))
    _used.add(key)
    _new = True
    return compiled


def _read(path: str) -> dict[_Key, _Entry]:
    try:
        with open(path, "rb") as handle:
            header, table = marshal.load(handle)
    except Exception:  # missing, damaged or from another version of marshal: start empty
        return {}
    return table if header == _header() and isinstance(table, dict) else {}


def install(directory: str | None = None) -> None:
    """Serve ``re``'s compiles from the table in ``directory`` (default: this package's
    ``__pycache__``) for the rest of the process."""
    global _path
    if _compiler.compile is _cached_compile or sys.pycache_prefix is not None:
        return
    where = directory or os.path.join(os.path.dirname(os.path.abspath(__file__)), "__pycache__")
    _path = os.path.join(where, f"regex.{sys.implementation.cache_tag}.marshal")
    _table.update(_read(_path))
    _compiler.compile = _cached_compile
    atexit.register(save)


def save() -> None:
    """Write the table back if this process compiled a pattern it did not hold (merged with
    what other processes wrote meanwhile; replaced atomically, so a reader never sees half)."""
    global _new
    if not _new or _path is None or sys.dont_write_bytecode:
        return
    _new = False
    table = {**_read(_path), **_table}
    if len(table) > MAX_ENTRIES:  # stale entries of edited patterns: keep what this run used
        table = {key: table[key] for key in _used if key in table}
    temporary = f"{_path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(_path), exist_ok=True)
        with open(temporary, "wb") as handle:
            marshal.dump((_header(), table), handle)
        os.replace(temporary, _path)
    except (OSError, ValueError):  # a read-only install: run without the table, as without bytecode
        with contextlib.suppress(OSError):
            os.unlink(temporary)
