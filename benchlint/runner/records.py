"""Read and write records for the runner's commands (remeasure, plot, crossover).

Reading goes through the linter's loader, so the runner reads exactly what ``check`` reads
(benchlint records in JSON, JSON Lines or YAML, and every peer result format), with the
same YAML resolver; each record keeps its file's suppressions for linting.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

from benchlint.schema.dump import render, write_atomic
from benchlint.schema.model import Record

if TYPE_CHECKING:
    from benchlint.linter.rule import RecordSubject
    from benchlint.linter.sources import LoadedFile

#: what the runner writes: the extension picks the format
RECORD_OUTPUT_EXTENSIONS = (".yaml", ".yml", ".json")
#: problems that mean the file is not a readable record file at all
_BROKEN = ("SC001", "SC002")
_WHAT = {
    "SC001": "cannot be read",
    "SC002": "not a valid benchlint record",
    "SC003": "neither a benchlint record nor a result format benchlint reads",
}


class RecordFileError(Exception):
    """A record file that cannot be read, or a record that cannot be chosen, with a message for the user."""


@dataclass(frozen=True, slots=True)
class LoadedRecord:
    record: Record
    path: str
    index: int
    """0-based position in its file; users see ``index + 1`` (``--record N``)."""
    count: int
    """How many records the file holds."""
    source: LoadedFile
    subject: RecordSubject

    @property
    def origin(self) -> str | None:
        """The peer tool's format it was imported from (None for a benchlint record)."""
        return self.subject.origin

    @property
    def label(self) -> str:
        """The record's title, else its id, else the file name (and number, for one of several)."""
        if self.record.title:
            return self.record.title
        if self.record.id:
            return self.record.id
        name = os.path.basename(self.path)
        return f"{name} #{self.index + 1}" if self.count > 1 else name

    def describe(self) -> str:
        """How messages name its place: 'record 2 of 4 in runs.yaml'."""
        return f"record {self.index + 1} of {self.count} in {self.path}"

    def as_file(self) -> LoadedFile:
        """This record alone, with its file's path, locator and suppressions: lint one curve of several."""
        from benchlint.linter.sources import LoadedFile

        return LoadedFile(
            path=self.source.path,
            kind=self.source.kind,
            subjects=[self.subject],
            suppressions=self.source.suppressions,
            locator=self.source.locator,
        )


def load_records(path: str) -> list[LoadedRecord]:
    """Every record ``check`` would read from the file, in file order."""
    from benchlint.linter.sources import load_file

    if not os.path.isfile(path):
        raise RecordFileError(f"cannot read {path}: no such file")
    loaded = load_file(path)
    broken = [(code, v) for code, v in loaded.problems if code in _BROKEN]
    if broken or not loaded.subjects:
        if not (broken or loaded.problems):
            raise RecordFileError(f"{path}: holds no record")
        code, problem = (broken or loaded.problems)[0]
        line, col = loaded.position(None, problem)
        what = _WHAT.get(code, "not read")
        raise RecordFileError(f"{path}:{line}:{col}: {what}: {problem.message} ({code}; see `benchlint check {path}`)")
    count = len(loaded.subjects)
    return [LoadedRecord(s.record, path, n, count, loaded, s) for n, s in enumerate(loaded.subjects)]


def choose(records: list[LoadedRecord], number: int | None, title: str | None) -> list[LoadedRecord]:
    """The records picked by ``--record N`` (1-based) or ``--title TEXT`` (exact, else a unique
    case-insensitive part of one title); all of them when neither is given."""
    if number is not None:
        if not 1 <= number <= len(records):
            raise RecordFileError(f"--record {number}: {_where(records)} holds {_listing(records)}")
        return [records[number - 1]]
    if title is not None:
        exact = [r for r in records if r.record.title == title]
        partial = [r for r in records if title.lower() in (r.record.title or "").lower()]
        found = exact or partial
        if len(found) != 1:
            problem = "no record" if not found else f"{len(found)} records"
            raise RecordFileError(f"--title {title!r}: {problem} match; {_where(records)} holds {_listing(records)}")
        return found
    return records


def choose_one(records: list[LoadedRecord], number: int | None, title: str | None) -> LoadedRecord:
    """One record: a file of several needs ``--record N`` or ``--title`` (never silently the first)."""
    picked = choose(records, number, title)
    if len(picked) > 1:
        raise RecordFileError(
            f"{_where(records)} holds {_listing(records)}; choose one with --record N or --title TEXT"
        )
    return picked[0]


def _where(records: list[LoadedRecord]) -> str:
    return records[0].path if records else "the file"


def _listing(records: list[LoadedRecord]) -> str:
    if len(records) == 1:
        return f"1 record ({records[0].label!r})"
    return f"{len(records)} records: " + ", ".join(f"{r.index + 1} {r.label!r}" for r in records)


def check_output_path(path: str) -> str | None:
    """Why the runner cannot write a record to ``path`` (checked before any work), or None."""
    if not path.lower().endswith(RECORD_OUTPUT_EXTENSIONS):
        return f"{path!r}: a record file must end in {', '.join(RECORD_OUTPUT_EXTENSIONS)}"
    folder = os.path.dirname(path) or "."
    if not os.path.isdir(folder):
        return f"{path!r}: folder {folder!r} does not exist"
    return None


def output_format(path: str) -> str:
    return "json" if path.lower().endswith(".json") else "yaml"


def save_record(record: Record, path: str, overwrite: bool = False) -> None:
    """Write atomically; never replace a file the user has unless told to."""
    if os.path.exists(path) and not overwrite:
        raise RecordFileError(f"{path} exists; pass --force to replace it")
    write_atomic(path, render([record], output_format(path)))
