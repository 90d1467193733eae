"""Shared machinery for the importers: parsing, a record draft with its source map, and
small numeric helpers. Importers build plain record data through :class:`Draft`, which
validates it with the same converter the linter uses, so an imported record always
round-trips through ``benchlint import`` without an SC002."""

from __future__ import annotations

import datetime
import functools
import itertools
import json
import math
import os
import re
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from benchlint.importers import ImportedRecord, ImportOutcome, SourceRef
from benchlint.model.findings import Violation

Problem = tuple[str, Violation]
T = TypeVar("T")

_IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_PATH_TOKEN = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


# --- parsing ---------------------------------------------------------------------------------


@dataclass
class Row:
    """One run object of a file: where it sits and its parsed value."""

    value: Any
    json_path: str = "$"
    """JSON path of the row inside the source document ("$" for a JSON Lines row)."""
    line: int | None = None
    """1-based line, for JSON Lines rows."""


@dataclass
class Parsed:
    """A JSON document, or the rows of a JSON Lines file, as read by the importers."""

    value: Any
    rows: list[Row]
    json_lines: bool
    problems: list[Problem]


def _first_content_line(text: str) -> str:
    for line in text.splitlines():
        if line.strip():
            return line
    return ""


def parse_json_text(text: str, report_problems: bool) -> Parsed | None:
    """Parse JSON, or JSON Lines when the first line is a complete value on its own
    (vLLM's ``--append-result`` writes lines into a ``.json`` file). Python's json reads
    SGLang's bare ``Infinity``. Returns None when the text is not JSON at all."""
    stripped = text.lstrip("\ufeff")
    try:
        value = json.loads(stripped)
    except (json.JSONDecodeError, RecursionError) as whole_error:
        try:
            json.loads(_first_content_line(stripped))
        except (json.JSONDecodeError, RecursionError):
            if not stripped.lstrip().startswith(("{", "[")):
                return None
            problems: list[Problem] = []
            if report_problems and isinstance(whole_error, json.JSONDecodeError):
                problems.append(
                    (
                        "unreadable",
                        Violation(
                            f"invalid JSON (truncated file?): {whole_error.msg}",
                            line=whole_error.lineno,
                            col=whole_error.colno,
                        ),
                    )
                )
            return Parsed(None, [], False, problems)
        return _parse_lines(stripped, report_problems)
    rows = [Row(item, f"$[{i}]") for i, item in enumerate(value)] if isinstance(value, list) else [Row(value)]
    return Parsed(value, rows, False, [])


def _parse_lines(text: str, report_problems: bool) -> Parsed:
    rows: list[Row] = []
    problems: list[Problem] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            rows.append(Row(json.loads(line), "$", number))
        except (json.JSONDecodeError, RecursionError) as exc:
            if report_problems:
                detail = exc.msg if isinstance(exc, json.JSONDecodeError) else "nested too deeply"
                problems.append(
                    (
                        "unreadable",
                        Violation(f"line {number} is not valid JSON (truncated?): {detail}", line=number, col=1),
                    )
                )
    return Parsed([r.value for r in rows], rows, True, problems)


def parse_yaml_text(text: str) -> Any:
    """All documents of a YAML text (one value, or a list for several); None if unreadable."""
    from ruamel.yaml import YAML
    from ruamel.yaml.error import YAMLError

    try:
        documents = [d for d in YAML(typ="safe", pure=False).load_all(text) if d is not None]
    except (YAMLError, ValueError, RecursionError):
        return None
    if not documents:
        return None
    return documents[0] if len(documents) == 1 else documents


def parse_for_sniff(path: str, text: str, data: object | None) -> Any:
    """The value sniffers look at: the engine's parsed data, or our own parse of the text."""
    if data is not None:
        return data
    lowered = path.lower()
    if lowered.endswith((".json", ".jsonl")):
        parsed = parse_json_text(text, report_problems=False)
        return parsed.value if parsed else None
    if lowered.endswith((".yaml", ".yml")):
        return parse_yaml_text(text)
    return None


def read_rows(path: str, text: str, data: object | None) -> Parsed:
    """Rows with their lines. Parse problems are reported only when the engine did not parse
    the file itself (data is None), so nothing is reported twice."""
    if path.lower().endswith(".jsonl"):
        # JSON Lines even when the file holds a single row: findings then name its line
        lines = _parse_lines(text.lstrip("\ufeff"), report_problems=data is None)
        if lines.rows or lines.problems:
            return lines
    parsed = parse_json_text(text, report_problems=data is None)
    if parsed is None:
        if data is None:
            return Parsed(None, [], False, [("unreadable", Violation("not JSON", line=1, col=1))])
        rows = [Row(item, f"$[{i}]") for i, item in enumerate(data)] if isinstance(data, list) else [Row(data)]
        return Parsed(data, rows, False, [])
    return parsed


# --- JSON paths and numbers ------------------------------------------------------------------


def jp(prefix: str, *keys: str | int) -> str:
    """Append keys to a JSON path, quoting keys that are not identifiers ("p0.1", "request_goodput:")."""
    out = prefix
    for key in keys:
        if isinstance(key, int):
            out += f"[{key}]"
        elif _IDENTIFIER.match(key):
            out += f".{key}"
        else:
            out += f"[{json.dumps(key)}]"
    return out


def num(value: Any) -> float | None:
    """A finite number, reading numeric strings too (llmperf writes "550"); else None."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        try:
            return float(value) if math.isfinite(value) else None
        except OverflowError:  # an integer beyond any float
            return None
    if isinstance(value, str):
        try:
            parsed = float(value.strip())
        except ValueError:
            return None
        return parsed if math.isfinite(parsed) else None
    return None


def as_dict(value: Any) -> dict[str, Any]:
    """The value when it is an object, else an empty one (missing and malformed alike)."""
    return value if isinstance(value, dict) else {}


def intval(value: Any) -> int | None:
    """An integer (64.0 and "64" count; 64.5 does not)."""
    parsed = num(value)
    if parsed is None or parsed != int(parsed):
        return None
    return int(parsed)


def total_from_mean(mean: float | None, count: int | None) -> int | None:
    """mean x count of the same requests: the file's own total, when it is a finite number."""
    if mean is None or not count:
        return None
    product = mean * count
    return round(product) if math.isfinite(product) else None


def is_infinite(value: Any) -> bool:
    """vLLM writes "inf", SGLang bare Infinity."""
    if isinstance(value, float):
        return math.isinf(value) and value > 0
    return isinstance(value, str) and value.strip().lower() in {"inf", "infinity"}


def iso_from_epoch(value: Any) -> str | None:
    seconds = num(value)
    if seconds is None:
        return None
    try:
        return datetime.datetime.fromtimestamp(seconds, tz=datetime.UTC).isoformat()
    except (OverflowError, OSError, ValueError):
        return None


def summary_stats(values: Sequence[float]) -> dict[str, float]:
    """mean/std/min/percentiles/max of raw per-request values: the one definition in benchlint.stats."""
    from benchlint.stats import summary

    return summary(values)


# --- the record draft ------------------------------------------------------------------------


def _tokens(path: str) -> list[str | int]:
    return [name if name else int(index) for name, index in _PATH_TOKEN.findall(path)]


class Draft:
    """Plain record data under construction, with the source location of every value."""

    def __init__(self, tool: str, source_file: str, origin: SourceRef | None = None) -> None:
        self.data: dict[str, Any] = {"provenance": {"tool": tool, "source_file": source_file}}
        self.field_map: dict[str, SourceRef] = {"$": origin or SourceRef(json_path="$")}
        self.inferred: list[dict[str, str]] = []
        self.notes: list[str] = []

    def put(self, path: str, value: Any, src: str | None = None, line: int | None = None) -> None:
        """Set a record field ("points[0].ttft_s.p50"); None (unknown) is never written."""
        if value is None:
            return
        tokens = _tokens(path)
        node: Any = self.data
        for token, following in itertools.pairwise(tokens):
            if isinstance(token, int):
                while len(node) <= token:
                    node.append({})
                node = node[token]
            else:
                node = node.setdefault(token, [] if isinstance(following, int) else {})
        last = tokens[-1]
        if isinstance(last, int):
            while len(node) <= last:
                node.append({})
            node[last] = value
        else:
            node[last] = value
        if src is not None or line is not None:
            self.field_map["$." + path] = SourceRef(line=line, json_path=src)

    def infer(self, path: str, value: Any, reason: str, src: str | None = None, line: int | None = None) -> None:
        """Set a field the file does not state but the tool is known to force; the reason goes
        into ``record.inferred`` for the user to confirm."""
        if value is None:
            return
        self.put(path, value, src, line)
        self.inferred.append({"field": path, "reason": reason})

    def locate(self, path: str, src: str | None = None, line: int | None = None) -> None:
        """Map a record subtree (e.g. one point) to where it came from."""
        self.field_map["$." + path] = SourceRef(line=line, json_path=src)

    def put_stats(
        self,
        path: str,
        source: Mapping[str, Any] | None,
        keys: Mapping[str, str],
        src_prefix: str,
        scale: float = 1.0,
        line: int | None = None,
    ) -> None:
        """Copy summary statistics: ``keys`` maps a Stats field (mean, p50...) to the source key."""
        if not isinstance(source, Mapping):
            return
        for stat, key in keys.items():
            value = num(source.get(key))
            if value is not None:
                self.put(f"{path}.{stat}", value * scale, jp(src_prefix, key), line)

    def note(self, text: str) -> None:
        self.notes.append(text)

    def source_of(self, record_path: str) -> SourceRef:
        """The longest mapped prefix of a record path."""
        best = "$"
        for prefix in self.field_map:
            if (
                record_path == prefix or record_path.startswith(prefix + ".") or record_path.startswith(prefix + "[")
            ) and len(prefix) > len(best):
                best = prefix
        return self.field_map[best]

    def finish(self) -> tuple[ImportedRecord | None, list[Problem]]:
        """Build and validate the record. A value the schema rejects (say, a negative token
        count in an edited file) is dropped with an SC002 problem; the rest still imports."""
        from benchlint.schema.convert import build_record

        data = self.data
        if self.inferred:
            data["inferred"] = self.inferred
        if self.notes:
            data["notes"] = "\n".join(self.notes)
        problems: list[Problem] = []
        for _attempt in range(20):
            record, errors = build_record(data)
            if record is not None:
                return ImportedRecord(record=record, field_map=dict(self.field_map)), problems
            for error in errors:
                ref = self.source_of(error.json_path)
                problems.append(
                    (
                        "invalid-value",
                        Violation(
                            f"imported value left out: record {error.json_path}: {error.message}",
                            json_path=ref.json_path,
                            line=ref.line,
                        ),
                    )
                )
                _drop(data, error.json_path)
        return None, problems


def _drop(data: dict[str, Any], record_path: str) -> None:
    tokens = _tokens(record_path.removeprefix("$").lstrip("."))
    node: Any = data
    for token in tokens[:-1]:
        try:
            node = node[token]
        except (KeyError, IndexError, TypeError):
            return
    last = tokens[-1] if tokens else None
    if isinstance(node, dict) and isinstance(last, str):
        node.pop(last, None)
    elif isinstance(node, list) and isinstance(last, int) and last < len(node):
        node[last] = {}


# --- outcomes and shared checks --------------------------------------------------------------


def outcome_from(drafts: Iterable[Draft], problems: list[Problem]) -> ImportOutcome:
    outcome = ImportOutcome(problems=list(problems))
    for draft in drafts:
        imported, more = draft.finish()
        outcome.problems.extend(more)
        if imported is not None:
            outcome.records.append(imported)
    return outcome


def place_problems(path: str, text: str, outcome: ImportOutcome) -> None:
    """Give problems that name a JSON path in a JSON document its line and column, so the
    finding lands on the offending key (positions are computed only when needed)."""
    unplaced = [i for i, (_, v) in enumerate(outcome.problems) if v.line is None and v.json_path]
    if not unplaced or not path.lower().endswith(".json"):
        return
    from dataclasses import replace

    from benchlint.formats.positions import json_positions, locate

    try:
        positions = json_positions(text)[0]
    except Exception:  # positions are a convenience; the engine falls back to line 1
        return
    for index in unplaced:
        code, violation = outcome.problems[index]
        line, col = locate(positions, violation.json_path or "$")
        outcome.problems[index] = (code, replace(violation, line=line, col=col))


def ambiguous_outcome(formats: list[str]) -> ImportOutcome:
    listed = " and ".join(formats)
    return ImportOutcome(
        problems=[
            (
                "unknown-format",
                Violation(
                    f"file matches two result formats at once ({listed}); benchlint will not guess which "
                    "tool wrote it. Split it, or convert it with the right tool's importer.",
                    line=1,
                    col=1,
                ),
            )
        ]
    )


def unknown_format_outcome(fmt: str) -> ImportOutcome:
    return ImportOutcome(problems=[("unknown-format", Violation(f"no importer for format {fmt!r}", line=1, col=1))])


class UnknownKeys:
    """Collects keys an importer does not know, reported once per file as an SC004 note: another
    version of the tool (newer or older) wrote them, or this one wrote fields the reader does not
    read; what is known is imported anyway."""

    def __init__(self, tool: str) -> None:
        self.tool = tool
        self.seen: dict[str, SourceRef] = {}

    def check(
        self, obj: Mapping[str, Any], known: Callable[[str, Any], bool], prefix: str, line: int | None = None
    ) -> None:
        for key, value in obj.items():
            if key not in self.seen and not known(key, value):
                self.seen[key] = SourceRef(line=line, json_path=jp(prefix, key))

    def problems(self) -> list[Problem]:
        if not self.seen:
            return []
        names = list(self.seen)
        first = self.seen[names[0]]
        shown = ", ".join(names[:8]) + (f" and {len(names) - 8} more" if len(names) > 8 else "")
        return [
            (
                "unknown-keys",
                Violation(
                    # the current release writes some too (AIPerf 0.13's http_req_* timings): the
                    # reader does not claim to know which version wrote them
                    f"{len(names)} key(s) this reader of {self.tool} does not know (another version's, or "
                    f"fields it does not read): {shown}; "
                    "imported the known fields only",
                    json_path=first.json_path,
                    line=first.line,
                ),
            )
        ]


def group_runs(
    items: Sequence[T], config_key: Callable[[T], Hashable], point_key: Callable[[T], Hashable]
) -> list[list[T]]:
    """Runs that share everything but their operating point (concurrency or rate) form one
    curve; a run repeating a point already in its group starts a new record, so repeats are
    never merged into one point."""
    groups: list[tuple[Hashable, list[T], set[Hashable]]] = []
    for item in items:
        key, point = config_key(item), point_key(item)
        for group_key, members, points in groups:
            if group_key == key and point not in points:
                members.append(item)
                points.add(point)
                break
        else:
            groups.append((key, [item], {point}))
    return [members for _, members, _ in groups]


def find_upwards(path: str, accept: Callable[[str], bool], levels: int = 2, max_names: int = 200) -> list[str]:
    """Files (sorted) in the folder of ``path`` and up to ``levels`` parents that ``accept``
    takes, nearest folder first; stops at the first folder with a match. Only the first
    ``max_names`` entries of a folder are looked at."""
    folder = os.path.dirname(os.path.abspath(path))
    for _ in range(levels + 1):
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            names = []
        # a folder of thousands of files (a shared /tmp, a dataset) is not a run's neighbourhood
        names = names[:max_names]
        found = [
            os.path.join(folder, n)
            for n in names
            if os.path.isfile(os.path.join(folder, n)) and accept(os.path.join(folder, n))
        ]
        if found:
            return found
        parent = os.path.dirname(folder)
        if parent == folder:
            break
        folder = parent
    return []


def read_json_file(path: str) -> Any:
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return None


#: a run's config or a deployment manifest is a few KB; a larger YAML file beside or above the
#: results (a dataset, another tool's dump) is not read looking for one
COMPANION_YAML_MAX_BYTES = 256 * 1024


def read_yaml_file(path: str) -> Any:
    """A small YAML companion's data, or None (unreadable, not YAML, or too large to be one).

    Each stage file of a run looks for the same config and manifests, so a file is parsed once
    per process for as long as its size and modification time stay the same."""
    try:
        stat = os.stat(path)
    except OSError:
        return None
    if stat.st_size > COMPANION_YAML_MAX_BYTES:
        return None
    return _read_yaml_cached(path, stat.st_size, stat.st_mtime_ns)


@functools.lru_cache(maxsize=64)
def _read_yaml_cached(path: str, size: int, mtime_ns: int) -> Any:
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError):
        return None
    return parse_yaml_text(text)


def relpath_for_display(path: str, start: str) -> str:
    try:
        return os.path.relpath(path, os.path.dirname(os.path.abspath(start)))
    except ValueError:
        return path


CONTENT_BY_DATASET = {
    "random": ("random", None),
    "random-mm": ("random", None),
    # SGLang bench_serving: random token ids (sglang/benchmark/datasets/random.py)
    "random-ids": ("random", None),
    "sharegpt": ("dataset", "ShareGPT"),
    "sonnet": ("dataset", "sonnet"),
    "burstgpt": ("dataset", "BurstGPT"),
    "hf": ("dataset", None),
    "instructcoder": ("dataset", "InstructCoder"),
    "generated-shared-prefix": ("random", None),
}


def put_content(draft: Draft, dataset_name: Any, src: str, line: int | None = None) -> None:
    """content_type (and dataset) from a tool's dataset name, when the name says what it is."""
    if not isinstance(dataset_name, str):
        return
    content, dataset = CONTENT_BY_DATASET.get(dataset_name.lower(), (None, None))
    if content == "dataset" and dataset is None:
        return  # e.g. "hf": some Hugging Face dataset, name not recorded
    draft.put("workload.content_type", content, src, line)
    draft.put("workload.dataset", dataset, src, line)
