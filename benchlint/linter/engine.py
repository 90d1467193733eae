"""Run the selected rules over the loaded inputs and produce located, filtered findings.

load -> typed model -> rules -> findings: rules see RecordSubjects and Claims only.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from benchlint.linter import registry
from benchlint.linter.config import ConfigError, Settings
from benchlint.linter.findings import Finding, Severity, Violation
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.linter.sources import MARKDOWN_EXTENSIONS, LoadedFile, load_file


@dataclass
class LintResult:
    findings: list[Finding] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    """Files read (those skipped for holding neither records nor results excluded)."""
    skipped: list[tuple[str, str]] = field(default_factory=list)
    """(path, reason) for every candidate left out."""
    kinds: dict[str, str] = field(default_factory=dict)
    """path -> what it was read as (records, markdown, a peer format...)."""
    others: int = 0
    reports: list[FileReport] | None = None
    """Each file's output lines, written by the worker processes, when the caller asked for
    lines (``lines_for``) and got them: ``findings`` is then empty."""

    def exit_code(self, strict: bool = False) -> int:
        """What ``benchlint check`` would exit with: 1 on an error (or a warning when strict)."""
        worst = {f.severity for f in self.findings}
        worst.update(s for report in self.reports or () for s, count in report.severities.items() if count)
        if Severity.ERROR in worst or (strict and Severity.WARNING in worst):
            return 1
        return 0


@dataclass(slots=True)
class FileReport:
    """One Markdown file's findings as output lines, made where the file was linted."""

    path: str
    """The findings' path ('/' separated): every one of them is on this file."""
    lines: list[str]
    dropped: int
    """Findings past the per-file cap (not among ``lines``)."""
    count: int
    severities: dict[Severity, int]


#: a file's findings -> (its output lines, findings left out): e.g. report.concise.file_lines
LinesFor = Callable[[list[Finding]], tuple[list[str], int]]


def discover(paths: Sequence[str], settings: Settings) -> list[str]:
    """The files a run over ``paths`` reads (see benchlint.linter.discovery)."""
    from benchlint.linter.discovery import discover as walk

    return walk(paths, settings).files


class _RecordCache:
    """Loads record files that Markdown documents link to, once each."""

    def __init__(self) -> None:
        self.loaded: dict[str, LoadedFile] = {}

    def resolver(self, folder: str) -> Callable[[str], list[RecordSubject]]:
        """Resolve links relative to the linking document's folder."""
        return lambda relative: self.subjects(os.path.join(folder, relative))

    def subjects(self, path: str) -> list[RecordSubject]:
        key = os.path.abspath(path)
        if key not in self.loaded:
            self.loaded[key] = load_file(path) if os.path.isfile(path) else LoadedFile(path=path, kind="missing")
        return self.loaded[key].subjects


def instantiate(settings: Settings) -> list[Rule]:
    rules: list[Rule] = []
    for code in sorted(settings.enabled_codes()):
        cls = registry.rule_class(code)
        try:
            rules.append(cls(settings.rule_options.get(code)))
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
    return rules


def lint_paths(paths: Sequence[str], settings: Settings | None = None, lines_for: LinesFor | None = None) -> LintResult:
    """Lint what ``paths`` name. With ``lines_for``, worker processes may return each file's
    output lines instead of its findings (``LintResult.reports``)."""
    from benchlint.linter.discovery import discover as walk

    settings = settings or Settings()
    found = walk(paths, settings)
    result = lint_files(found.files, settings, named=found.named, lines_for=lines_for)
    result.skipped[:0] = found.skipped
    result.others = found.others
    return result


def lint_stdin(raw: bytes, display_path: str, settings: Settings) -> LintResult:
    """Content read from standard input, reported as ``display_path`` (its extension gives the
    type; without one the content decides)."""
    loaded = load_file(display_path, _RecordCache().resolver(os.path.dirname(display_path)), raw=raw)
    findings = _check([loaded], instantiate(settings), settings)
    findings.sort(key=Finding.sort_key)
    return LintResult(findings=findings, files=[display_path], kinds={display_path: _read_as(loaded)})


def _read_as(loaded: LoadedFile) -> str:
    """What --show-files says a file was read as."""
    if loaded.kind == "imported":
        origins = sorted({s.origin for s in loaded.subjects if s.origin}) or ["a peer tool's result"]
        return f"{', '.join(origins)} result"
    return {
        "records": "benchmark records",
        "markdown": "Markdown",
        "unreadable": "unreadable",
        "unknown": "unknown format",
    }.get(loaded.kind, loaded.kind)


#: below this many Markdown files, starting worker processes costs more than it saves
PARALLEL_MIN_FILES = 64


def _workers(count: int) -> int:
    """Worker processes for Markdown: BENCHLINT_JOBS, else one per CPU when there is enough
    work and the platform can fork. A Markdown file costs milliseconds to read, a record file
    a fraction of one; and records are compared with each other, so they stay in this process."""
    wanted = os.environ.get("BENCHLINT_JOBS")
    if wanted is not None:
        try:
            return max(1, int(wanted))
        except ValueError:
            raise ConfigError(f"BENCHLINT_JOBS={wanted!r} is not a number") from None
    if count < PARALLEL_MIN_FILES or not hasattr(os, "fork"):
        return 1
    return min(os.cpu_count() or 1, 8)


_WORKER: dict[str, Any] = {}


def _start_worker(settings: Settings, rules: list[Rule], lines_for: LinesFor | None = None) -> None:
    # Forked: the parent's rule instances and imported Markdown reader are this process's too.
    from multiprocessing.util import Finalize

    from benchlint import compile_cache

    # a worker ends without atexit: the patterns it compiled are kept when its pool closes
    Finalize(None, compile_cache.save, exitpriority=0)
    _WORKER["settings"] = settings
    _WORKER["rules"] = rules
    _WORKER["lines_for"] = lines_for


def _lint_markdown_alone(path: str) -> list[tuple[Any, ...]]:
    """One Markdown file, start to finish, in a worker: its claims need no other file.
    Findings travel back as plain tuples: unpickling frozen dataclasses cost the parent
    more than the workers saved on claim-dense documents."""
    loaded = load_file(path, _RecordCache().resolver(os.path.dirname(path)))
    return _check([loaded], _WORKER["rules"], _WORKER["settings"], rows=True)  # type: ignore[return-value]


def _report_markdown_alone(path: str) -> FileReport | list[tuple[Any, ...]]:
    """One Markdown file's output lines, written here: the parent then neither rebuilds, sorts
    nor renders its findings. A file with a finding elsewhere (a linked record) or a path the
    reporters would rewrite gives its findings as rows instead."""
    loaded = load_file(path, _RecordCache().resolver(os.path.dirname(path)))
    findings: list[Finding] = _check([loaded], _WORKER["rules"], _WORKER["settings"])
    where = path.replace(os.sep, "/")
    if not where.isascii() or any(finding.path != where for finding in findings):
        return [finding.as_row() for finding in findings]
    lines, dropped = _WORKER["lines_for"](findings)
    severities = dict(Counter(finding.severity for finding in findings))
    return FileReport(where, lines, dropped, len(findings), severities)


def lint_files(
    files: Sequence[str], settings: Settings, named: Collection[str] | None = None, lines_for: LinesFor | None = None
) -> LintResult:
    """Lint ``files``. A file that holds neither records nor a known result is left out
    silently unless it is in ``named`` (None: every file is named). ``lines_for``: see
    ``lint_paths`` (used only when every file is Markdown linted in worker processes)."""
    rules = instantiate(settings)
    markdown = [f for f in files if f.lower().endswith(MARKDOWN_EXTENSIONS)]
    workers = _workers(len(markdown))
    findings: list[Finding] = []
    result = LintResult()
    if workers > 1 and len(markdown) > 1:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        from benchlint.linter.markdown import prepare

        # Imported (and the finder's patterns compiled) once here, before the fork.
        prepare()
        context = multiprocessing.get_context("fork")
        report = lines_for is not None and len(markdown) == len(files) and len(set(markdown)) == len(markdown)
        with ProcessPoolExecutor(
            workers, mp_context=context, initializer=_start_worker, initargs=(settings, rules, lines_for)
        ) as pool:
            # small chunks: the last one to finish keeps only one worker busy, for less time
            chunk = max(1, len(markdown) // (workers * 16))
            if report:
                done = list(pool.map(_report_markdown_alone, markdown, chunksize=chunk))
                reports = [r for r in done if isinstance(r, FileReport)]
                if len(reports) == len(done):
                    result.reports = reports
                else:  # a file's findings are needed whole: the files reported as lines give rows
                    redo = [path for path, r in zip(markdown, done, strict=True) if isinstance(r, FileReport)]
                    again = iter(pool.map(_lint_markdown_alone, redo, chunksize=chunk))
                    for r in done:
                        rows = next(again) if isinstance(r, FileReport) else r
                        findings.extend(Finding.from_row(row) for row in rows)
            else:
                for rows in pool.map(_lint_markdown_alone, markdown, chunksize=chunk):
                    findings.extend(Finding.from_row(row) for row in rows)
        in_workers = set(markdown)
        files_here = [f for f in files if f not in in_workers]
        result.kinds.update((f, "Markdown") for f in markdown)
    else:
        files_here = list(files)
    linked = _RecordCache()
    loaded_files = []
    for path in files_here:
        loaded = load_file(path, linked.resolver(os.path.dirname(path)))
        if loaded.kind == "unknown" and named is not None and path not in named:
            reason = next((v.message for code, v in loaded.problems if code in ("SC003", "SC001")), "unknown format")
            result.skipped.append((path, reason))
            continue
        loaded_files.append(loaded)
        result.kinds[path] = _read_as(loaded)
    if any(loaded.kind not in ("records", "markdown") for loaded in loaded_files):
        from benchlint.linter.runs import assemble  # peer-tool runs only: records and docs need none

        loaded_files = assemble(loaded_files)
    findings.extend(_check(loaded_files, rules, settings))
    findings.sort(key=Finding.sort_key)
    result.findings = findings
    result.files = [f for f in files if f in result.kinds]
    return result


def lint_records(records: Sequence[LoadedFile], settings: Settings | None = None) -> LintResult:
    """Lint records already read (by ``load_file``, or built in memory into a LoadedFile):
    the runner's single entry. The same rules, options, severities, per-file ignores and
    suppressions as ``check`` apply, so ``measure`` and ``plot`` show what ``check`` would."""
    settings = settings or Settings()
    findings = _check(list(records), instantiate(settings), settings)
    findings.sort(key=Finding.sort_key)
    return LintResult(findings=findings, files=list(dict.fromkeys(r.path for r in records)))


def _check(
    loaded_files: Sequence[LoadedFile], rules: Sequence[Rule], settings: Settings, rows: bool = False
) -> list[Finding]:
    """The findings of ``rules`` on ``loaded_files`` (as ``Finding.as_row`` tuples with ``rows``:
    a worker sends rows, and building each finding twice, there and here, cost the run)."""
    by_code = {rule.code: rule for rule in rules}
    raw: list[tuple[LoadedFile, Rule, RecordSubject | None, Violation]] = []
    record_rules = [r for r in rules if "record" in r.targets]
    claim_rules = [r for r in rules if "claim" in r.targets]
    for loaded in loaded_files:
        for code, violation in loaded.problems:
            if code in by_code:
                raw.append((loaded, by_code[code], None, violation))
        for subject in loaded.subjects:
            for rule in record_rules:
                raw.extend((loaded, rule, subject, v) for v in rule.check_record(subject))
        for claim in loaded.claims:
            for rule in claim_rules:
                # a plain loop: most rules find nothing on a claim, and a generator per pair cost more
                for v in rule.check_claim(claim):
                    raw.append((loaded, rule, None, v))

    corpus_rules = [r for r in rules if "corpus" in r.targets]
    if corpus_rules:
        owner = {id(s): lf for lf in loaded_files for s in lf.subjects}
        subjects = [s for lf in loaded_files for s in lf.subjects]
        for rule in corpus_rules:
            for subject, violation in rule.check_corpus(subjects):
                raw.append((owner[id(subject)], rule, subject, violation))

    return _locate_and_filter(raw, loaded_files, settings, by_code, rows)


def _locate_and_filter(
    raw: Iterable[tuple[LoadedFile, Rule, RecordSubject | None, Violation]],
    loaded_files: Sequence[LoadedFile],
    settings: Settings,
    by_code: dict[str, Rule],
    rows: bool = False,
) -> list[Any]:
    findings: list[Any] = []
    ignored_cache: dict[str, set[str]] = {}
    indexes: dict[int, _SuppressionIndex] = {}
    for loaded, rule, subject, violation in raw:
        if loaded.path not in ignored_cache:
            ignored_cache[loaded.path] = settings.ignored_for(loaded.path)
        if rule.code in ignored_cache[loaded.path]:
            continue
        path, (line, col) = loaded.source(subject, violation)
        if loaded.suppressions and path == loaded.path:
            if id(loaded) not in indexes:
                indexes[id(loaded)] = _SuppressionIndex(loaded.suppressions)
            if indexes[id(loaded)].suppressed(rule.code, line):
                continue
        json_path = violation.json_path
        if subject is not None and json_path is not None and subject.extras.get("root", "$") != "$":
            json_path = subject.extras["root"] + json_path[1:]
        identity = violation.text or json_path or violation.message
        if subject is not None:
            identity = f"{subject.index}:{identity}"
        severity = settings.severity_of(rule.code, rule.default_severity)
        where = path.replace(os.sep, "/")
        end_line = line if violation.end_col else None
        if rows:  # Finding.as_row's order
            row = (rule.code, rule.name, severity.value, violation.message, where, line, col, json_path, end_line)
            findings.append((*row, violation.end_col, identity, violation.notes))
            continue
        findings.append(
            Finding(
                code=rule.code,
                name=rule.name,
                severity=severity,
                message=violation.message,
                path=where,
                line=line,
                col=col,
                json_path=json_path,
                end_line=end_line,
                end_col=violation.end_col,
                fingerprint_text=identity,
                notes=violation.notes,
            )
        )
    if "SU001" in by_code:
        unused = _unused_suppressions(loaded_files, settings, by_code, ignored_cache)
        findings.extend([finding.as_row() for finding in unused] if rows else unused)
    return findings


class _SuppressionIndex:
    """A file's directives indexed by the line they cover, built once per file: a file with
    many findings and many directives must not compare every finding with every directive."""

    def __init__(self, suppressions: Sequence[Any]) -> None:
        self.by_line: dict[int, list[Any]] = {}
        self.spans: list[Any] = []
        for suppression in suppressions:
            if suppression.end - suppression.start <= 64:
                for line in range(suppression.start, suppression.end + 1):
                    self.by_line.setdefault(line, []).append(suppression)
            else:
                self.spans.append(suppression)  # file-wide and long ranges: few in any real file

    def suppressed(self, code: str, line: int) -> bool:
        on_line = self.by_line.get(line)
        if on_line is None and not self.spans:
            return False  # most findings: no directive near them
        hit = False
        for suppression in (*(on_line or ()), *self.spans):
            listed = suppression.covers(code, line)
            if listed:
                suppression.used.add(listed)
                hit = True
        return hit


def _unused_suppressions(
    loaded_files: Sequence[LoadedFile], settings: Settings, by_code: dict[str, Rule], ignored: dict[str, set[str]]
) -> list[Finding]:
    """SU001 per unused directive; the enabled rules and per-file ignores are the ones this run used."""
    findings: list[Finding] = []
    rule = by_code["SU001"]
    known = set(registry.all_codes())
    families = {code[:2] for code in known}
    enabled = set(by_code)
    for loaded in loaded_files:
        if loaded.path not in ignored:
            ignored[loaded.path] = settings.ignored_for(loaded.path)
        if "SU001" in ignored[loaded.path]:
            continue
        for suppression in loaded.suppressions:
            if not suppression.codes:
                message = "suppression names no code: list the codes it is for, e.g. [OP005]"
                findings.append(_su_finding(rule, settings, loaded, suppression, message, "no-code"))
                continue
            for code in suppression.codes:
                if code in suppression.used or _covers_disabled(code, enabled):
                    continue
                if code not in known and code not in families:
                    message = f"suppression names unknown code {code}{registry.suggestion(code)}"
                else:
                    message = f"unused suppression: no {code} finding here to suppress"
                findings.append(_su_finding(rule, settings, loaded, suppression, message, code))
    return findings


def _covers_disabled(code: str, enabled: set[str]) -> bool:
    """A directive for a rule that is not selected cannot be judged unused."""
    matching = [c for c in registry.all_codes() if c.startswith(code)]
    return bool(matching) and not any(c in enabled for c in matching)


def _su_finding(
    rule: Rule, settings: Settings, loaded: LoadedFile, suppression: object, message: str, key: str
) -> Finding:
    line = getattr(suppression, "line", 1)
    col = getattr(suppression, "col", 1)
    return Finding(
        code=rule.code,
        name=rule.name,
        severity=settings.severity_of(rule.code, rule.default_severity),
        message=message,
        path=loaded.path.replace(os.sep, "/"),
        line=line,
        col=col,
        fingerprint_text=f"suppression:{key}:{line}",
    )
