"""llama-bench's ``-o csv`` and ``-o sql`` outputs, read into the test objects its JSON holds.

Both print every field of a test as text (``tools/llama-bench/llama-bench.cpp``,
``csv_printer`` and ``sql_printer``): CSV as one header line of field names, then one quoted
row per test (a ``"`` inside a value doubled); SQL as a ``CREATE TABLE llama_bench`` and one
``INSERT INTO llama_bench (fields) VALUES ('...', ...);`` per test. Neither holds the
per-repetition samples the JSON has. Values stay strings; the record builder reads numbers
from strings as it does for JSON.
"""

from __future__ import annotations

import csv
import io
import re
from typing import Any

from benchlint.importers._common import Row, intval, num
from benchlint.model.findings import Violation

Problem = tuple[str, Violation]

#: fields every llama-bench test has, in every version that writes CSV or SQL
_REQUIRED = frozenset({"n_prompt", "n_gen", "avg_ts"})
_INSERT = re.compile(r"^\s*INSERT\s+INTO\s+llama_bench\s*\(([^)]*)\)\s*VALUES\s*\((.*)\)\s*;?\s*$", re.IGNORECASE)
_SQL_VALUE = re.compile(r"\s*(?:'((?:[^']|'')*)'|([^,'\s][^,]*?))\s*(?:,|$)")


def csv_header(line: str) -> list[str] | None:
    """The field names of a llama-bench CSV header line, or None for any other line."""
    names = [name.strip().strip('"') for name in line.strip().split(",")]
    return names if set(names) >= _REQUIRED and ("model_filename" in names or "model_type" in names) else None


def looks_like_csv(text: str) -> bool:
    return any(csv_header(line) for line in text[:16384].splitlines()[:5])


def looks_like_sql(text: str) -> bool:
    # the CREATE TABLE takes about 45 lines; the first INSERT follows it
    return any(_INSERT.match(line) for line in text[:65536].splitlines()[:200])


def csv_rows(text: str) -> tuple[list[Row], list[Problem]]:
    lines = text.lstrip("\ufeff").splitlines()
    start = next((i for i, line in enumerate(lines) if csv_header(line)), None)
    if start is None:
        return [], [("unreadable", Violation("no llama-bench CSV header line", line=1, col=1))]
    header = next(csv.reader([lines[start]]))
    rows: list[Row] = []
    problems: list[Problem] = []
    for number, line in enumerate(lines[start + 1 :], start=start + 2):
        if not line.strip():
            continue
        if csv_header(line):  # several runs appended to one file repeat the header
            header = next(csv.reader([line]))
            continue
        try:
            cells = next(csv.reader(io.StringIO(line)))
        except csv.Error as error:
            _unreadable(problems, number, str(error))
            continue
        if len(cells) != len(header):
            _unreadable(problems, number, f"{len(cells)} of {len(header)} fields (truncated?)")
            continue
        _keep(Row(dict(zip(header, cells, strict=True)), "$", number), rows, problems)
    return rows, problems


def sql_rows(text: str) -> tuple[list[Row], list[Problem]]:
    rows: list[Row] = []
    problems: list[Problem] = []
    for number, line in enumerate(text.splitlines(), start=1):
        match = _INSERT.match(line)
        if match is None:
            continue
        names = [name.strip() for name in match.group(1).split(",")]
        values = _sql_values(match.group(2))
        if values is None or len(values) != len(names):
            _unreadable(problems, number, f"the VALUES do not match the {len(names)} fields")
            continue
        _keep(Row(dict(zip(names, values, strict=True)), "$", number), rows, problems)
    return rows, problems


def _keep(row: Row, rows: list[Row], problems: list[Problem]) -> None:
    """A row is a test when its lengths and rate are numbers; any other row is reported."""
    test = row.value
    if intval(test.get("n_prompt")) is not None and intval(test.get("n_gen")) is not None and num(test.get("avg_ts")):
        rows.append(row)
        return
    shown = ", ".join(f"{key} {test.get(key)!r}"[:60] for key in sorted(_REQUIRED))
    _unreadable(problems, row.line or 1, f"not a llama-bench test ({shown})")


def _unreadable(problems: list[Problem], line: int, what: str) -> None:
    problems.append(("unreadable", Violation(f"line {line}: {what}", line=line, col=1)))


def _sql_values(text: str) -> list[Any] | None:
    values: list[Any] = []
    position = 0
    while position < len(text):
        match = _SQL_VALUE.match(text, position)
        if match is None or match.end() == position:
            return None
        quoted, bare = match.group(1), match.group(2)
        values.append(quoted.replace("''", "'") if quoted is not None else _bare(bare))
        position = match.end()
    return values


def _bare(value: str) -> Any:
    return None if value.upper() == "NULL" else value
