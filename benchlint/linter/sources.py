"""Loaders: turn one input file into typed subjects (records or claims) plus problems.

Parse fast (stdlib json, ruamel's C-backed safe loader); positions are computed only
when a finding needs them. Nothing here judges a record: that is the rules' job.
"""

from __future__ import annotations

import datetime
import json
import math
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from benchlint.formats.positions import node_positions
from benchlint.linter.findings import Violation
from benchlint.linter.positions import Position, json_positions, locate, yaml_positions
from benchlint.linter.rule import RecordSubject
from benchlint.linter.suppress import FILE_END, Suppression
from benchlint.schema.convert import read_int
from benchlint.schema.model import RECORD_KEYS

RECORD_EXTENSIONS = (".json", ".jsonl", ".yaml", ".yml")
#: MDX (Docusaurus, Mintlify, Nextra, Astro docs) is read as Markdown, its ESM and JSX blanked
MDX_EXTENSIONS = (".mdx",)
MARKDOWN_EXTENSIONS = (".md", ".markdown", *MDX_EXTENSIONS)

_YAML_DIRECTIVE = re.compile(r"#\s*benchlint:\s*(ignore-file|ignore)\s*(?:\[([^\]]*)\])?(?:\s*--\s*(.*))?")


@dataclass(eq=False)
class LoadedFile:
    path: str
    kind: str
    """"records", "markdown", "imported" or "unreadable"."""
    subjects: list[RecordSubject] = field(default_factory=list)
    claims: list[Any] = field(default_factory=list)
    problems: list[tuple[str, Violation]] = field(default_factory=list)
    suppressions: list[Suppression] = field(default_factory=list)
    locator: Callable[[RecordSubject | None, Violation], Position] | None = None

    def position(self, subject: RecordSubject | None, violation: Violation) -> Position:
        if violation.line is not None:
            return violation.line, violation.col or 1
        if self.locator is None:
            return 1, 1
        return self.locator(subject, violation)

    def source(self, subject: RecordSubject | None, violation: Violation) -> tuple[str, Position]:
        """The file a finding belongs to and its place there (a run's points may live in
        other files of the run: see ``runs.RunFile``)."""
        return self.path, self.position(subject, violation)


def is_record(value: Any) -> bool:
    return isinstance(value, dict) and not RECORD_KEYS.isdisjoint(value)


def read_text(path: str, loaded: LoadedFile) -> str | None:
    """The file as text, or None with an SC001 problem (unreadable, not UTF-8, empty)."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError as exc:
        loaded.problems.append(("SC001", Violation(f"cannot read file: {exc.strerror}", line=1, col=1)))
        return None
    return decode(raw, loaded)


def decode(raw: bytes, loaded: LoadedFile) -> str | None:
    """Bytes as UTF-8 text (a BOM dropped), or None with an SC001 problem."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        col = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        loaded.problems.append(
            (
                "SC001",
                Violation(f"not valid UTF-8: byte 0x{raw[exc.start]:02x} at offset {exc.start}", line=line, col=col),
            )
        )
        return None
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.strip():
        if loaded.kind == "markdown":
            return text  # an empty document is valid Markdown that claims nothing
        loaded.problems.append(("SC001", Violation(EMPTY_FILE, line=1, col=1)))
        return None
    return text


EMPTY_FILE = "file is empty"


# --- JSON -------------------------------------------------------------------------------------


class _Duplicates:
    """object_pairs_hook that notices duplicate keys (json.loads silently keeps the last)."""

    def __init__(self) -> None:
        self.found = False

    def __call__(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        result = dict(pairs)
        if len(result) != len(pairs):
            self.found = True
        return result


#: nesting levels a JSON value may have; every later pass (positions, importers) recurses
MAX_JSON_DEPTH = 100


class TooDeep(ValueError):
    """JSON nested past MAX_JSON_DEPTH (or past what the decoder can recurse into)."""

    def __init__(self) -> None:
        super().__init__(f"JSON nested more than {MAX_JSON_DEPTH} levels deep")


def _depth_exceeds(value: Any, limit: int) -> bool:
    """Whether containers nest deeper than ``limit``, without recursing (the data may be deep)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False


def _parse_json(text: str) -> tuple[Any, bool, list[str]]:
    """Parsed data, whether a key repeats, and the bare NaN/Infinity constants seen.
    Raises json.JSONDecodeError, or TooDeep for data nested past the limit."""
    duplicates = _Duplicates()
    constants: list[str] = []

    def constant(name: str) -> float:
        constants.append(name)
        return float(name.replace("Infinity", "inf"))

    try:
        data = json.loads(text, object_pairs_hook=duplicates, parse_constant=constant, parse_int=read_int)
    except RecursionError:
        raise TooDeep() from None
    if _depth_exceeds(data, MAX_JSON_DEPTH):
        raise TooDeep()
    return data, duplicates.found, constants


def _nonfinite_paths(value: Any, path: str = "$") -> list[str]:
    if isinstance(value, float) and not math.isfinite(value):
        return [path]
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in _nonfinite_paths(v, f"{path}.{k}")]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in _nonfinite_paths(v, f"{path}[{i}]")]
    return []


def load_json(path: str, text: str, loaded: LoadedFile) -> None:
    try:
        data, has_duplicates, constants = _parse_json(text)
    except json.JSONDecodeError as exc:
        if exc.msg == "Extra data" and _first_line_is_json(text):
            # vLLM's --append-result writes JSON Lines into a .json file.
            load_jsonl(path, text, loaded)
            return
        if not _load_jsonc(path, text, exc, loaded):
            loaded.problems.append(("SC001", Violation(f"invalid JSON: {exc.msg}", line=exc.lineno, col=exc.colno)))
        return
    except TooDeep as exc:
        loaded.problems.append(("SC001", Violation(str(exc), line=1, col=1)))
        return
    cache: dict[str, Any] = {}

    def positions() -> dict[str, Position]:
        if "map" not in cache:
            cache["map"], cache["dups"] = json_positions(text)
        mapping: dict[str, Position] = cache["map"]
        return mapping

    if has_duplicates:
        positions()
        for dup_path, (line, col) in cache["dups"]:
            key = dup_path.rsplit(".", 1)[-1]
            loaded.problems.append(
                (
                    "SC001",
                    Violation(
                        f"duplicate key {key!r}: JSON readers disagree on which value wins",
                        json_path=dup_path,
                        line=line,
                        col=col,
                    ),
                )
            )
        return
    _classify(path, text, data, loaded, lambda root: (positions(), root), nonstandard=constants)


def _load_jsonc(path: str, text: str, error: json.JSONDecodeError, loaded: LoadedFile) -> bool:
    """JSON with comments or trailing commas (tsconfig.json, VS Code settings) is a
    configuration file, not an error. Such a file is neither a record nor a peer tool's
    output, unless its content says so; then it must be plain JSON (SC001). False when the
    text is not JSONC either."""
    try:
        data = json.loads(strip_jsonc(text))
    except (json.JSONDecodeError, RecursionError):
        return False
    kind = content_kind(path, text, data)
    if kind:
        message = f"invalid JSON: {error.msg} (comments or trailing commas: a result file must be plain JSON)"
        loaded.problems.append(("SC001", Violation(message, line=error.lineno, col=error.colno)))
        return True
    loaded.kind = "unknown"
    loaded.problems.append(
        ("SC003", Violation("JSON with comments, neither a benchlint record nor a known result format", line=1, col=1))
    )
    return True


def strip_jsonc(text: str) -> str:
    """``text`` with // and /* */ comments and trailing commas blanked out (positions kept)."""
    out = list(text)
    i, n = 0, len(text)
    in_string = False
    last_comma = -1
    while i < n:
        char = text[i]
        if in_string:
            if char == "\\":
                i += 2
                continue
            if char == '"':
                in_string = False
        elif char == '"':
            in_string = True
            last_comma = -1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out[i:end] = " " * (end - i)
            i = end
            continue
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out[i:end] = [c if c == "\n" else " " for c in text[i:end]]
            i = end
            continue
        elif char == ",":
            last_comma = i
        elif char in "}]":
            if last_comma >= 0:
                out[last_comma] = " "
            last_comma = -1
        elif not char.isspace():
            last_comma = -1
        i += 1
    return "".join(out)


def _first_line_is_json(text: str) -> bool:
    first = text.lstrip().split("\n", 1)[0]
    try:
        _parse_json(first)
    except (json.JSONDecodeError, TooDeep):
        return False
    return True


def load_jsonl(path: str, text: str, loaded: LoadedFile) -> None:
    rows: list[tuple[int, Any, list[str]]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            data, has_duplicates, constants = _parse_json(line)
        except json.JSONDecodeError as exc:
            loaded.problems.append(
                ("SC001", Violation(f"line {number} is not valid JSON: {exc.msg}", line=number, col=exc.colno))
            )
            continue
        except TooDeep as exc:
            loaded.problems.append(("SC001", Violation(f"line {number}: {exc}", line=number, col=1)))
            continue
        if has_duplicates:
            loaded.problems.append(("SC001", Violation(f"line {number} has a duplicate key", line=number, col=1)))
            continue
        rows.append((number, data, constants))
    if not rows:
        return
    values = [row for _, row, _ in rows]
    kind = content_kind(path, text, values)
    if kind in ("records", "mixed"):
        row_positions: dict[int, dict[str, Position]] = {}
        lines = text.splitlines()

        def locator(subject: RecordSubject | None, violation: Violation) -> Position:
            number = subject.extras["line"] if subject else 1
            if number not in row_positions:
                row_positions[number] = json_positions(lines[number - 1], line_offset=number - 1)[0]
            return locate(row_positions[number], violation.json_path or "$")

        loaded.kind = "records"
        loaded.locator = locator
        others = [(number, row) for number, row, _ in rows if not is_record(row)]
        if others:
            loaded.problems.append(("SC003", _other_rows(others, len(rows))))
        index = 0
        for number, row, constants in rows:
            if not is_record(row):
                continue
            problems = _nonstandard_problems(row, constants)
            for code, problem in problems:
                loaded.problems.append(
                    (code, Violation(problem.message, json_path=problem.json_path, line=number, col=1))
                )
            if not problems:
                _add_record(path, row, index, "$", loaded, extras={"line": number})
            index += 1
        return
    if kind:
        _import(path, text, values, kind, loaded, line_rows=True)
        return
    loaded.kind = "unknown"
    first = rows[0][1]
    keys = f" (keys: {', '.join(list(first)[:5])})" if isinstance(first, dict) and first else ""
    loaded.problems.append(
        (
            "SC003",
            Violation(
                f"JSON Lines file of {len(rows)} row(s), none a benchlint record nor a known result format:"
                f" line {rows[0][0]} is {_kind_of(first)}{keys}",
                line=rows[0][0],
                col=1,
            ),
        )
    )


def _other_rows(others: list[tuple[int, Any]], total: int) -> Violation:
    """One finding for the rows of a JSON Lines file that are not records, however many."""
    numbers = ", ".join(str(number) for number, _ in others[:5]) + (", ..." if len(others) > 5 else "")
    first_number, first = others[0]
    return Violation(
        f"{len(others)} of {total} lines are not benchlint records (line {numbers}); line {first_number} is"
        f" {_kind_of(first)}",
        line=first_number,
        col=1,
    )


# --- YAML -------------------------------------------------------------------------------------


def _plain(value: Any) -> Any:
    """YAML dates and timestamps become ISO strings; everything else is JSON-shaped already."""
    if isinstance(value, dict):
        return {str(k) if not isinstance(k, str) else k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    return value


def load_yaml(path: str, text: str, loaded: LoadedFile) -> None:
    import yaml

    from benchlint.formats.yaml_fast import load_all_with_nodes

    try:
        data, roots = load_all_with_nodes(text)
        documents = [_plain(doc) for doc in data]
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = " ".join(str(part) for part in (exc.context, exc.problem) if part)
        loaded.problems.append(("SC001", Violation(f"invalid YAML: {problem}", line=line, col=col)))
        return
    except (yaml.YAMLError, RecursionError, ValueError) as exc:
        loaded.problems.append(("SC001", Violation(f"invalid YAML: {exc}", line=1, col=1)))
        return
    loaded.suppressions.extend(yaml_suppressions(text))
    documents = [doc for doc in documents if doc is not None]
    if not documents:
        loaded.problems.append(("SC001", Violation("YAML file holds no document", line=1, col=1)))
        return
    cache: dict[str, list[dict[str, Position]]] = {}

    def positions_for(document: int) -> dict[str, Position]:
        if "maps" not in cache:
            cache["maps"] = node_positions(roots)
        maps = cache["maps"]
        return maps[document] if document < len(maps) else {}

    if len(documents) == 1:
        _classify(path, text, documents[0], loaded, lambda root: (positions_for(0), root))
        return
    kind = content_kind(path, text, documents)
    if kind not in ("records", "mixed"):
        if kind:
            _import(path, text, documents, kind, loaded)
            return
        loaded.kind = "unknown"
        loaded.problems.append(
            (
                "SC003",
                Violation(
                    f"none of the {len(documents)} YAML documents is a benchlint record or a known result format",
                    line=1,
                    col=1,
                ),
            )
        )
        return
    for number, document in enumerate(documents):
        if is_record(document):
            _add_record(path, document, len(loaded.subjects), "$", loaded, extras={"document": number})
        else:
            loaded.problems.append(
                (
                    "SC003",
                    Violation(
                        f"YAML document {number + 1} is {_kind_of(document)}, not a benchlint record",
                        json_path="$",
                        line=1,
                        col=1,
                    ),
                )
            )
    loaded.kind = "records"
    loaded.locator = lambda subject, violation: locate(
        positions_for(subject.extras.get("document", 0) if subject else 0), violation.json_path or "$"
    )


def yaml_suppressions(text: str) -> list[Suppression]:
    """`# benchlint: ignore[CODE, ...] -- reason` on a line (or alone, for the next line), and
    `# benchlint: ignore-file[CODE]`. A directive with no code is kept so SU001 can report it."""
    if "benchlint:" not in text:
        return []
    found: list[Suppression] = []
    lines = text.splitlines()
    for number, line in enumerate(lines, start=1):
        match = _YAML_DIRECTIVE.search(line)
        if not match:
            continue
        kind, codes, reason = match.groups()
        code_list = tuple(c.strip().upper() for c in (codes or "").split(",") if c.strip())
        col = match.start() + 1
        if kind == "ignore-file":
            found.append(Suppression(code_list, number, col, 1, FILE_END, "file", reason))
            continue
        target = number
        if not line[: match.start()].strip():  # a comment on its own line covers the next content line
            target = next(
                (
                    n
                    for n in range(number + 1, len(lines) + 1)
                    if lines[n - 1].strip() and not lines[n - 1].lstrip().startswith("#")
                ),
                number,
            )
        found.append(Suppression(code_list, number, col, target, target, "line", reason))
    return found


# --- shared ---------------------------------------------------------------------------------


def _kind_of(value: Any) -> str:
    return {dict: "an object", list: "an array", str: "a string", bool: "a boolean", type(None): "null"}.get(
        type(value), "a number"
    )


def _nonstandard_problems(data: Any, constants: list[str]) -> list[tuple[str, Violation]]:
    """SC001 for each bare NaN/Infinity a benchlint record holds (peer files may; records may not)."""
    if not constants:
        return []
    return [
        ("SC001", Violation("non-standard JSON number (NaN or Infinity): a record must be portable JSON", json_path=p))
        for p in _nonfinite_paths(data)
    ]


def _classify(
    path: str,
    text: str,
    data: Any,
    loaded: LoadedFile,
    positions: Callable[[str], tuple[dict[str, Position], str]],
    nonstandard: list[str] | None = None,
) -> None:
    """Decide whether parsed data holds benchlint records, a peer tool's result, or neither."""

    def locator(subject: RecordSubject | None, violation: Violation) -> Position:
        root = subject.extras.get("root", "$") if subject else "$"
        mapping, _ = positions(root)
        relative = violation.json_path or "$"
        return locate(mapping, root + relative[1:])

    kind = content_kind(path, text, data)
    if kind == "records":
        loaded.kind = "records"
        loaded.locator = locator
        items = data if isinstance(data, list) else [data]
        for index, item in enumerate(items):
            root = f"$[{index}]" if isinstance(data, list) else "$"
            problems = _nonstandard_problems(item, nonstandard or [])
            for code, problem in problems:
                loaded.problems.append((code, _relocated(problem, locator, root)))
            if not problems:
                _add_record(path, item, index, root, loaded)
        return
    if kind == "mixed":
        loaded.kind = "records"
        loaded.locator = locator
        for index, item in enumerate(data):
            if is_record(item):
                _add_record(path, item, index, f"$[{index}]", loaded)
            else:
                violation = Violation(f"$[{index}] is {_kind_of(item)}, not a record", json_path=f"$[{index}]")
                loaded.problems.append(("SC002", _relocated(violation, locator, "$")))
        return
    if kind:
        _import(path, text, data, kind, loaded)
        return
    hint = "an object" if isinstance(data, dict) else _kind_of(data)
    record_keys = ", ".join(sorted(RECORD_KEYS))
    keys = f" (keys: {', '.join(list(data)[:5])})" if isinstance(data, dict) and data else ""
    loaded.kind = "unknown"
    loaded.problems.append(
        (
            "SC003",
            Violation(
                f"top level is {hint}{keys}: neither a benchlint record (needs one of {record_keys})"
                " nor a known result format",
                line=1,
                col=1,
            ),
        )
    )


def _relocated(
    violation: Violation, locator: Callable[[RecordSubject | None, Violation], Position], root: str
) -> Violation:
    full = root + (violation.json_path or "$")[1:]
    line, col = locator(None, Violation(violation.message, json_path=full))
    return Violation(violation.message, json_path=full, line=line, col=col)


def _add_record(
    path: str, data: Any, index: int, root: str, loaded: LoadedFile, extras: dict[str, Any] | None = None
) -> None:
    from benchlint.schema.convert import build_record

    record, errors = build_record(data)
    info = {"root": root, **(extras or {})}
    if record is None:
        placeholder = RecordSubject(record=None, path=path, index=index, extras=info)  # type: ignore[arg-type]
        for error in errors:
            line, col = loaded.position(placeholder, Violation(error.message, json_path=error.json_path))
            loaded.problems.append(
                (
                    "SC002",
                    Violation(f"{error.json_path}: {error.message}", json_path=error.json_path, line=line, col=col),
                )
            )
        return
    loaded.subjects.append(RecordSubject(record=record, path=path, index=index, extras=info))


def content_kind(path: str, text: str, data: Any) -> str:
    """What parsed content holds, the one decision between "read it" and "skip it":
    ``"records"`` (a record, or a list whose every item is one), a peer tool's format name
    (the importers' own detection), ``"mixed"`` (a list only some of whose items are
    records), or ``""`` for neither. A JSON Lines file or a YAML stream is passed as the
    list of its rows or documents."""
    if is_record(data) or (isinstance(data, list) and data and all(is_record(item) for item in data)):
        return "records"
    fmt = _sniff(path, text, data)
    if fmt:
        return fmt
    if isinstance(data, list) and any(is_record(item) for item in data):
        return "mixed"
    return ""


def _sniff(path: str, text: str, data: Any) -> str | None:
    try:
        from benchlint import importers
    except ImportError:
        return None
    return importers.sniff(path, text, data)


def _import(path: str, text: str, data: Any, fmt: str, loaded: LoadedFile, line_rows: bool = False) -> None:
    """Run an importer; `line_rows` says the file is JSON Lines (source refs name their row's line)."""
    from benchlint import importers

    try:
        outcome = importers.import_file(path, text, data, fmt)
    except Exception as exc:  # an importer bug must not hide the rest of the run
        loaded.problems.append(
            ("SC003", Violation(f"could not import {fmt} file: {type(exc).__name__}: {exc}", line=1, col=1))
        )
        return
    loaded.kind = "imported"
    loaded.problems.extend((problem_code(kind), violation) for kind, violation in outcome.problems)
    maps: dict[int, dict[str, Any]] = {}
    for index, imported in enumerate(outcome.records):
        loaded.subjects.append(
            RecordSubject(
                record=imported.record, path=path, index=index, origin=fmt, extras={"field_map": imported.field_map}
            )
        )
        maps[index] = imported.field_map
    cache: dict[Any, dict[str, Position]] = {}

    def source_positions(line: int | None) -> dict[str, Position]:
        key = line or 0
        if key not in cache:
            cache[key] = {}
            try:
                if line is not None and line_rows:
                    cache[key] = json_positions(text.splitlines()[line - 1], line_offset=line - 1)[0]
                elif path.endswith(".json"):
                    cache[key] = json_positions(text)[0]
                elif path.endswith((".yaml", ".yml")):
                    cache[key] = yaml_positions(text)[0]
            except Exception:  # positions are a convenience; a line of 1 is still a finding
                cache[key] = {}
        return cache[key]

    def locator(subject: RecordSubject | None, violation: Violation) -> Position:
        field_map = subject.extras.get("field_map", {}) if subject else {}
        wanted = violation.json_path or "$"
        best = max((prefix for prefix in field_map if _covers(prefix, wanted)), key=len, default=None)
        if best is None:
            return 1, 1
        ref = field_map[best]
        if ref.json_path:
            line, col = locate(source_positions(ref.line), ref.json_path)
            return line, col
        return (ref.line or 1), 1

    loaded.locator = locator


#: an importer's problem kind -> the rule that reports it
PROBLEM_CODES = {
    "unreadable": "SC001",
    "invalid-value": "SC002",
    "unknown-format": "SC003",
    "unknown-keys": "SC004",
    "out-of-scope": "SC005",
}


def problem_code(kind: str) -> str:
    return PROBLEM_CODES.get(kind, "SC003")


def _covers(prefix: str, path: str) -> bool:
    return path == prefix or path.startswith(prefix + ".") or path.startswith(prefix + "[") or prefix == "$"


def load_file(
    path: str, resolve_records: Callable[[str], list[RecordSubject]] | None = None, raw: bytes | None = None
) -> LoadedFile:
    """Load one input file, whatever it is; ``raw`` is its content when it is not on disk (stdin)."""
    extension = os.path.splitext(path)[1].lower()
    kind = "markdown" if extension in MARKDOWN_EXTENSIONS else "records"
    loaded = LoadedFile(path=path, kind=kind)
    text = read_text(path, loaded) if raw is None else decode(raw, loaded)
    if text is None:
        # An empty .json/.yaml met while walking a folder is no benchmark file: it is left out
        # like any file that holds no record; named on the command line, it is reported.
        empty = any(v.message == EMPTY_FILE for _, v in loaded.problems)
        loaded.kind = "unknown" if empty and extension in RECORD_EXTENSIONS else "unreadable"
        return loaded
    if extension not in RECORD_EXTENSIONS + MARKDOWN_EXTENSIONS:
        fmt = _sniff(path, text, None)
        if fmt:
            _import(path, text, None, fmt, loaded)
            return loaded
        if extension:
            loaded.kind = "unknown"
            loaded.problems.append(("SC003", Violation("not a format benchlint reads", line=1, col=1)))
            return loaded
        # No extension to go by (stdin, /dev/stdin, a pipe): the content decides.
        extension = guess_extension(text)
        loaded.kind = "markdown" if extension in MARKDOWN_EXTENSIONS else "records"
    if extension == ".json":
        load_json(path, text, loaded)
    elif extension == ".jsonl":
        load_jsonl(path, text, loaded)
    elif extension in (".yaml", ".yml"):
        load_yaml(path, text, loaded)
    elif _llama_bench_output(text):
        # llama-bench's default output saved as .md: a result file, not a document of claims
        _import(path, text, None, "llama-bench", loaded)
    else:
        _load_markdown(path, text, loaded, resolve_records)
    return loaded


def _llama_bench_output(text: str) -> bool:
    head = text.lstrip()[:4096]
    if not head.startswith(("|", "ggml_", "load_backend", "llama-bench:", "Device ")) or "t/s" not in head:
        return False  # the cheap test every Markdown document fails
    from benchlint.importers.llama_bench import whole_output

    return whole_output(text)


def guess_extension(text: str) -> str:
    """ ".json", ".jsonl", ".yaml" or ".md" for text that came without a file name: JSON if it
    parses as JSON (JSON Lines if only its first line does), YAML if it is a YAML mapping or
    list, Markdown otherwise."""
    stripped = text.lstrip()
    if stripped[:1] in ("{", "["):
        try:
            json.loads(text)
            return ".json"
        except (json.JSONDecodeError, RecursionError):
            if _first_line_is_json(text):
                return ".jsonl"
            try:
                json.loads(strip_jsonc(text))
                return ".json"
            except (json.JSONDecodeError, RecursionError):
                pass
    import yaml

    from benchlint.formats.yaml_fast import load_all

    try:
        documents = list(load_all(text))
    except (yaml.YAMLError, RecursionError, ValueError):
        return ".md"
    return ".yaml" if documents and all(isinstance(d, (dict, list)) for d in documents if d is not None) else ".md"


def _load_markdown(
    path: str, text: str, loaded: LoadedFile, resolve_records: Callable[[str], list[RecordSubject]] | None
) -> None:
    try:
        from benchlint.linter.markdown import load_markdown
    except ImportError:
        return
    source = load_markdown(path, text, resolve_records)
    loaded.claims = list(source.claims)
    loaded.suppressions.extend(source.suppressions)
    loaded.problems.extend(source.problems)
