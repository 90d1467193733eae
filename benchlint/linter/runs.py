"""Run folders: the files one run of a peer tool wrote become one record.

A sweep of `vllm bench serve --save-result`, GenAI-Perf's `*-concurrencyN` artifact folders,
AIPerf per-level folders, inference-perf `stage_N_*` reports and `vllm bench sweep`'s
`run=N.json` repeats are one file per level (or per repeat). Read alone, each is a one-point
record, so the curve rules never see a curve. Here the imported records of one run are put
back together: their points form one ladder, a level met twice becomes one point with its
repeats, and each finding on a point is placed in the file that point came from.

Which files are one run is decided from their paths, the way a reviewer reads a results
tree: paths that are equal once the level tokens (`c32`, `conc64`, `concurrency10`,
`rate=4`, `stage_3`), repeat tokens (`run=1`) and timestamps are blanked out, and records
that agree on everything but their points. Files beside such a run that benchlint cannot
read (a wrapper's `meta.json`, `run_info.json`) are the run's companions: they are not
reported as unknown formats.
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Sequence
from typing import Any

from benchlint.importers import is_run_file_format
from benchlint.linter.findings import Violation
from benchlint.linter.positions import Position
from benchlint.linter.rule import RecordSubject
from benchlint.linter.sources import LoadedFile

#: a load level in a file or folder name: c32, conc64, concurrency10, rate=4, qps8, stage_3
_LEVEL = re.compile(
    r"(?<![A-Za-z])(?:c|conc|concurrency|rate|qps|rps|stage|level|bs|batch)[_= -]?\d+(?:\.\d+)?(?!\d)", re.IGNORECASE
)
#: a repeat of one point: run=0, run_1, rep2, trial-3
_REPEAT = re.compile(r"(?<![A-Za-z])(?:run|rep|repeat|trial)[_=-]?\d+(?!\d)", re.IGNORECASE)
#: a timestamp: 20250914_014638, 2025-09-14T01-46-38
_STAMP = re.compile(r"\d{4}-?\d{2}-?\d{2}[_T-]?\d{2}[:-]?\d{2}[:-]?\d{2}")
#: record parts that differ between the files of one run without making them different runs
_PER_FILE = ("points", "provenance", "id", "title", "notes", "inferred", "repeats")


def _blank_levels(text: str) -> str:
    return _LEVEL.sub("<level>", _REPEAT.sub("<repeat>", _STAMP.sub("<time>", text)))


#: folders a tool writes its results into, below the run's own folder
_RESULT_FOLDERS = frozenset({"results", "artifacts", "summary", "individual"})
_POINT_PATH = re.compile(r"^\$\.points\[(\d+)\]")


def run_key(path: str) -> str:
    """The path with its level, repeat and timestamp tokens blanked: equal for one run's files."""
    return _blank_levels(os.path.normpath(os.path.abspath(path)))


#: prompts measured per file differ a little between a run's levels; more than this is another workload
PROMPT_TOLERANCE = 0.3


def _identity(subject: RecordSubject) -> str:
    """What the files of one run share: the record without its points and bookkeeping, and
    without the measured prompt lengths (compared with a tolerance by `_same_prompts`)."""
    record = subject.record
    shared = {f.name: getattr(record, f.name) for f in dataclasses.fields(record) if f.name not in _PER_FILE}
    if record.workload is not None:
        shared["workload"] = dataclasses.replace(record.workload, prompt_tokens=None)
    # a title names the run's configuration (vLLM --metadata deployment=...): it must agree
    # once its level tokens are blanked ("stage 3" and "stage 4" are one run)
    shared["title"] = _blank_levels(record.title) if record.title else None
    return repr(shared)


def _prompt_mean(subject: RecordSubject) -> float | None:
    workload = subject.record.workload
    stats = workload.prompt_tokens if workload else None
    return stats.mean if stats else None


def _same_prompts(a: RecordSubject, b: RecordSubject) -> bool:
    first, second = _prompt_mean(a), _prompt_mean(b)
    if first is None or second is None:
        return first is second
    return abs(first - second) <= PROMPT_TOLERANCE * max(first, second)


def _level(point: Any) -> tuple[float, float]:
    return (
        float(point.concurrency) if point.concurrency is not None else float("inf"),
        float(point.request_rate) if point.request_rate is not None else float("inf"),
    )


@dataclasses.dataclass(eq=False)
class _Member:
    loaded: LoadedFile
    subject: RecordSubject
    point: int


class RunFile(LoadedFile):
    """The run's records, owned by its first file; each point is located in its own file."""

    def __init__(self, base: LoadedFile) -> None:
        super().__init__(
            path=base.path,
            kind=base.kind,
            subjects=[],
            claims=[],
            problems=list(base.problems),
            suppressions=base.suppressions,
            locator=base.locator,
        )

    def source(self, subject: RecordSubject | None, violation: Violation) -> tuple[str, Position]:
        """The file and position a finding belongs to."""
        members: list[_Member] = subject.extras.get("run_members", []) if subject is not None else []
        if not members:
            return super().source(subject, violation)
        match = _POINT_PATH.match(violation.json_path or "")
        if match and int(match.group(1)) < len(members):
            member = members[int(match.group(1))]
            rest = (violation.json_path or "")[match.end() :]
            moved = Violation(violation.message, json_path=f"$.points[{member.point}]{rest}")
            return member.loaded.path, member.loaded.position(member.subject, moved)
        first = members[0]
        return first.loaded.path, first.loaded.position(first.subject, violation)


def _merge(subjects: list[tuple[LoadedFile, RecordSubject]]) -> tuple[Any, list[_Member]]:
    """One record from the records of one run: points ordered by level, a level measured again
    (a repeat) folded into one point that keeps every repeat's aggregate."""
    entries: list[tuple[Any, _Member]] = []
    seen: set[tuple[Any, ...]] = set()
    for loaded, subject in subjects:
        for index, point in enumerate(subject.record.points or []):
            fingerprint = (_level(point), point.aggregate_tok_s, point.requests, point.wall_s)
            if fingerprint in seen:  # the same measurement listed twice (a sweep's summary.json)
                continue
            seen.add(fingerprint)
            entries.append((point, _Member(loaded, subject, index)))
    entries.sort(key=lambda entry: _level(entry[0]))
    points: list[Any] = []
    members: list[_Member] = []
    for point, member in entries:
        if points and _level(points[-1]) == _level(point) and _level(point) != (float("inf"), float("inf")):
            previous = points[-1]
            repeats = list(previous.repeat_aggregates_tok_s or [previous.aggregate_tok_s])
            repeats += point.repeat_aggregates_tok_s or [point.aggregate_tok_s]
            if all(value is not None for value in repeats):
                points[-1] = dataclasses.replace(previous, repeat_aggregates_tok_s=repeats)
            continue
        points.append(point)
        members.append(member)
    base = subjects[0][1].record
    titles = {subject.record.title for _, subject in subjects}
    if len(titles) > 1 and base.title:  # "..., stage 0" titled the first file, not the run
        base = dataclasses.replace(base, title=_LEVEL.sub("all levels", base.title))
    most: int = max((len(p.repeat_aggregates_tok_s or []) for p in points), default=0)
    record = dataclasses.replace(base, points=points, repeats=most if most > 1 else base.repeats)
    return record, members


#: a tool's CSV export beside its JSON export of the same run repeats the JSON's figures
_CSV_OF = {
    "genai-perf-csv": frozenset({"genai-perf", "aiperf"}),
    "aiperf-confidence-csv": frozenset({"aiperf-confidence"}),
}


def _fingerprints(subject: RecordSubject) -> set[tuple[Any, ...]]:
    return {(_level(p), p.aggregate_tok_s, p.requests, p.wall_s) for p in subject.record.points or []}


def _groups(loaded_files: Sequence[LoadedFile]) -> list[list[tuple[LoadedFile, RecordSubject]]]:
    """Records of one run: equal run keys, or (in one folder) the same measurement listed in
    two files (`vllm bench sweep`'s summary.json beside its run=N.json), and equal identity."""
    keyed: dict[tuple[str, str, str], list[tuple[LoadedFile, RecordSubject]]] = {}
    for loaded in loaded_files:
        if loaded.kind != "imported":
            continue
        for subject in loaded.subjects:
            if not is_run_file_format(subject.origin):
                continue
            key = (subject.origin or "", run_key(loaded.path), _identity(subject))
            keyed.setdefault(key, []).append((loaded, subject))
    merged: list[tuple[tuple[str, str, str], list[tuple[LoadedFile, RecordSubject]], set[tuple[Any, ...]]]] = []
    for key, members in keyed.items():
        prints = set().union(*(_fingerprints(s) for _, s in members))
        folder = os.path.dirname(key[1])
        into = next(
            (
                entry
                for entry in merged
                if entry[0][0] == key[0]
                and entry[0][2] == key[2]
                and os.path.dirname(entry[0][1]) == folder
                and entry[2] & prints
            ),
            None,
        )
        if into is None:
            merged.append((key, list(members), prints))
        else:
            into[1].extend(members)
            into[2].update(prints)
    groups: list[list[tuple[LoadedFile, RecordSubject]]] = []
    for _, members, _ in merged:
        clusters: list[list[tuple[LoadedFile, RecordSubject]]] = []
        for member in members:
            home = next((c for c in clusters if _same_prompts(c[0][1], member[1])), None)
            if home is None:
                clusters.append([member])
            else:
                home.append(member)
        groups.extend(clusters)
    return groups


def _csv_companions(loaded_files: Sequence[LoadedFile]) -> None:
    """A CSV export read beside its tool's JSON export is a companion: the JSON is the record."""
    formats_in: dict[str, set[str]] = {}
    for loaded in loaded_files:
        for subject in loaded.subjects:
            formats_in.setdefault(os.path.dirname(os.path.abspath(loaded.path)), set()).add(subject.origin or "")
    for loaded in loaded_files:
        folder = formats_in.get(os.path.dirname(os.path.abspath(loaded.path)), set())
        kept = [s for s in loaded.subjects if not (_CSV_OF.get(s.origin or "", frozenset()) & folder)]
        if len(kept) != len(loaded.subjects):
            loaded.subjects = kept
            loaded.problems = [(code, v) for code, v in loaded.problems if code != "SC004"]


def assemble(loaded_files: Sequence[LoadedFile]) -> list[LoadedFile]:
    """Loaded files with each run's imported records merged into one record."""
    _csv_companions(loaded_files)
    replaced: dict[int, LoadedFile] = {}
    emptied: set[int] = set()
    for members in _groups(loaded_files):
        if len(members) < 2:
            continue
        record, located = _merge(members)
        owner = members[0][0]
        run = replaced.get(id(owner))
        if run is None:
            run = RunFile(owner)
            replaced[id(owner)] = run
        first = members[0][1]
        extras = {**first.extras, "run_members": located, "run_files": sorted({lf.path for lf, _ in members})}
        run.subjects.append(dataclasses.replace(first, record=record, index=len(run.subjects), extras=extras))
        merged_ids = {id(subject) for _, subject in members}
        for loaded, _ in members:
            emptied.add(id(loaded))
            loaded.subjects = [s for s in loaded.subjects if id(s) not in merged_ids]
    result: list[LoadedFile] = []
    for loaded in loaded_files:
        run = replaced.get(id(loaded))
        if run is not None:
            run.subjects = loaded.subjects + run.subjects
            result.append(run)
        else:
            result.append(loaded)
    return _quiet_companions(result)


def _quiet_companions(loaded_files: list[LoadedFile]) -> list[LoadedFile]:
    """A file of no known format inside a run's tree is the run's companion (a wrapper's
    meta.json, AIPerf's inputs.json and per-request profile_export.jsonl, a sweep's
    run_config.json or manifests): its SC003 goes. The run's tree is the folder above the
    folders its result files sit in (level folders, ``results/``)."""
    roots: set[str] = set()
    for loaded in loaded_files:
        if loaded.kind == "imported":
            folder = os.path.dirname(os.path.abspath(loaded.path))
            roots.add(folder)
            if _LEVEL.search(os.path.basename(folder)) or os.path.basename(folder).lower() in _RESULT_FOLDERS:
                roots.add(os.path.dirname(folder))
    for loaded in loaded_files:
        if loaded.kind == "imported" or loaded.subjects or loaded.claims:
            continue
        folder = os.path.dirname(os.path.abspath(loaded.path))
        if not any(folder == root or folder.startswith(root + os.sep) for root in roots):
            continue
        if loaded.problems and all(code == "SC003" for code, _ in loaded.problems):
            loaded.problems = []
    return loaded_files
