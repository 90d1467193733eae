"""Compiled regular expressions and dataclass methods kept between runs, as Python keeps bytecode.

A run's start-up compiled two kinds of source that no ``.pyc`` holds. The Markdown reader's
several hundred patterns: ``re``'s parser and code generator are pure Python, and compiling them
was a third of a one-document run (the pre-commit case), the same work again in every worker
process. And the methods ``dataclasses`` writes as source and ``exec``s, one by one, for each of
some seventy classes: 14% of a one-document run went to parsing that source.

``install`` serves both from one file under ``benchlint/__pycache__``:

* ``re``'s compiler goes through a table of the code it generated before: a pattern found there
  is built by ``_sre.compile`` from that code, exactly what ``re`` would have built (same pattern,
  flags, groups and code, so the compiled patterns compare equal);
* ``dataclasses`` ``exec``s the code object compiled before from the same source text (compiled
  as ``exec`` compiles a string: file ``<string>``, no inherited future flags).

A third table keeps values derived from source text alone (``kept``: the literal gates
``linter.markdown.gates`` reads from each pattern's parse tree, which ``re``'s pure-Python parser
would otherwise parse again in every process), keyed by their caller with everything they depend on.

A miss is compiled as usual and added; new entries are written back when the process ends.
Entries are keyed by their source (pattern text and flags, or the method's source), and the
file by the interpreter version and the regex engine's magic number, so an edited pattern or
another Python is a miss, never a wrong entry. Like bytecode, nothing is written when
``sys.dont_write_bytecode`` is set or the directory is not writable; a damaged file is ignored.
Installed by the command line only: the library leaves its caller's modules alone.
"""

from __future__ import annotations

import _sre
import atexit
import builtins
import contextlib
import dataclasses
import marshal
import os
import sys
from array import array
from collections.abc import Callable
from re import _compiler, _parser  # type: ignore[attr-defined]
from types import CodeType
from typing import Any

#: more entries than this are pruned to the ones the writing run used
MAX_ENTRIES = 4000

_Key = tuple[Any, int]
_Entry = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]
"""Flags, code (as the bytes of an ``array("I")``: read back in microseconds, where a list of
ints took 90 ms), groups, group index and index group: ``_sre.compile``'s other arguments."""

_table: dict[_Key, _Entry] = {}
_code: dict[str, CodeType] = {}
"""Source text ``exec``ed by dataclasses -> its code object."""
_kept: dict[Any, Any] = {}
"""A caller's key -> the value it derived (``kept``)."""
_used: set[Any] = set()
_new = False
_original = _compiler.compile
_path: str | None = None
_stamp: tuple[int, int] | None = None
"""The file's modification time and size when read: unchanged at exit, it need not be read again."""


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
    generated = _compiler._code(parsed, flags)
    groupindex = parsed.state.groupdict
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    flags_out, groups = flags | parsed.state.flags, parsed.state.groups - 1
    compiled = _sre.compile(pattern, flags_out, generated, groups, groupindex, tuple(indexgroup))
    try:
        packed = array("I", generated).tobytes()
    except OverflowError:  # a code word wider than this platform's unsigned int: not kept
        return compiled
    _table[key] = (int(flags_out), packed, groups, dict(groupindex), tuple(indexgroup))
    _used.add(key)
    _new = True
    return compiled


def kept(key: Any, derive: Callable[[], Any]) -> Any:
    """``derive()``, kept between runs under ``key`` while the table is installed (computed each time
    when it is not). The key must hold everything the value depends on (the source text, the
    deriving code's own version) and, like the value, be made of what ``marshal`` writes."""
    global _new
    if _path is None:
        return derive()
    value = _kept.get(key, _MISSING)
    if value is _MISSING:
        value = derive()
        try:
            marshal.dumps((key, value))
        except ValueError:  # not writable (an enum, a set): used, never kept, nor the file spoilt
            return value
        _kept[key] = value
        _new = True
    _used.add(key)
    return value


_MISSING = object()


def _cached_exec(source: Any, globals: Any = None, locals: Any = None, /) -> None:
    """``exec`` for dataclasses: a source string runs as the code compiled from it before."""
    global _new
    if not isinstance(source, str):
        return builtins.exec(source, globals, locals)
    code = _code.get(source)
    if code is None:
        # what exec(source) compiles: file "<string>", and the flags of dataclasses (none), not ours
        code = compile(source, "<string>", "exec", dont_inherit=True)
        _code[source] = code
        _new = True
    _used.add(source)
    return builtins.exec(code, globals, locals)


def _file_stamp(path: str) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size


def _read(path: str) -> tuple[dict[_Key, _Entry], dict[str, CodeType], dict[Any, Any]]:
    try:
        with open(path, "rb") as handle:
            # loads of the bytes: load(handle) reads through the file object piece by piece
            header, table, code, derived = marshal.loads(handle.read())
    except Exception:  # missing, damaged or from another version of marshal: start empty
        return {}, {}, {}
    if header != _header() or not all(isinstance(part, dict) for part in (table, code, derived)):
        return {}, {}, {}
    return table, code, derived


def install(directory: str | None = None) -> None:
    """Serve ``re``'s compiles and dataclasses' ``exec`` from the file in ``directory``
    (default: this package's ``__pycache__``) for the rest of the process."""
    global _path, _stamp
    if _compiler.compile is _cached_compile or sys.pycache_prefix is not None:
        return
    where = directory or os.path.join(os.path.dirname(os.path.abspath(__file__)), "__pycache__")
    _path = os.path.join(where, f"compiled.{sys.implementation.cache_tag}.marshal")
    _stamp = _file_stamp(_path)
    table, code, derived = _read(_path)
    _table.update(table)
    _code.update(code)
    _kept.update(derived)
    _compiler.compile = _cached_compile
    # the module's own name for exec, looked up before the builtin one
    dataclasses.exec = _cached_exec  # type: ignore[attr-defined]
    atexit.register(save)
    # a forked worker writes back only what it compiles itself; the parent writes the rest
    os.register_at_fork(after_in_child=_forked)


def _forked() -> None:
    global _new
    _new = False


def save() -> None:
    """Write the tables back if this process compiled something they did not hold (merged with
    what other processes wrote meanwhile; replaced atomically, so a reader never sees half)."""
    global _new, _stamp
    if not _new or _path is None or sys.dont_write_bytecode:
        return
    _new = False
    # another process wrote meanwhile (a worker, a parallel run): merge with what it added
    table, code, derived = _read(_path) if _file_stamp(_path) != _stamp else ({}, {}, {})
    table.update(_table)
    code.update(_code)
    derived.update(_kept)
    if len(table) + len(code) + len(derived) > MAX_ENTRIES:  # stale entries of edited source: keep what this run used
        table = {key: entry for key, entry in table.items() if key in _used}
        code = {key: entry for key, entry in code.items() if key in _used}
        derived = {key: value for key, value in derived.items() if key in _used}
    temporary = f"{_path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(_path), exist_ok=True)
        with open(temporary, "wb") as handle:
            marshal.dump((_header(), table, code, derived), handle)
        os.replace(temporary, _path)
        _stamp = _file_stamp(_path)
    except (OSError, ValueError):  # a read-only install: run without the tables, as without bytecode
        with contextlib.suppress(OSError):
            os.unlink(temporary)
