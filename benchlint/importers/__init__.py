"""Importers: the result files of peer benchmark tools -> benchlint records.

One module per tool. Each module exposes ``sniff(path, text, data) -> str | None`` (cheap
content checks) and ``import_file(path, text, data, fmt) -> ImportOutcome``. This package
module only routes between them and must stay cheap to import: the format modules (and
anything heavy they need) load only when a file is sniffed or imported.

Truth rules every importer follows: a field the file does not hold stays unknown; what a
tool is known to force silently is set *and* listed in ``record.inferred`` with the reason;
actual token counts are kept next to the declared lengths; per-request speeds are never
summed into an aggregate.
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from benchlint.model.findings import Violation
    from benchlint.schema.model import Record


@dataclass
class SourceRef:
    """Where a value lives in the source file."""

    line: int | None = None
    """1-based line in the source file (JSON Lines rows, text formats)."""
    json_path: str | None = None
    """JSON path inside the source document (or inside the row for JSON Lines)."""


@dataclass
class ImportedRecord:
    record: Record
    field_map: dict[str, SourceRef] = field(default_factory=dict)
    """Record JSON path prefix -> where that value lives in the source; the engine places a
    finding at the longest matching prefix."""


#: what can be wrong with a peer file, as importers say it; the engine maps each kind to its
#: rule code (readers report what they saw, rules and their codes belong to the linter)
PROBLEM_KINDS = {
    "unreadable": "a truncated or unparsable part of the file",
    "invalid-value": "a value the record schema rejects",
    "unknown-format": "a file that matches no format, or two at once",
    "unknown-keys": "keys another version of the tool wrote, which this reader does not know",
    "out-of-scope": "a recognised result of a benchmark that is not LLM inference",
}


@dataclass
class ImportOutcome:
    records: list[ImportedRecord] = field(default_factory=list)
    problems: list[tuple[str, Violation]] = field(default_factory=list)
    """(kind, violation), kind one of ``PROBLEM_KINDS``."""


@dataclass(frozen=True)
class PeerFormat:
    """One peer-tool result format: the single table below is what sniffing order, directory
    discovery, run assembly, the CLI's help and the README's list are derived from."""

    name: str
    """Format id, as findings and ``benchlint import`` name it."""
    module: str
    """Module under benchlint.importers that sniffs and imports it."""
    tool: str
    """The tool, as users know it (CLI text and README)."""
    companion: bool = False
    """Describes a run whose results live in another file: read for its facts, no record."""
    run_files: bool = True
    """One file per level or repeat of a run: the files of one run folder form one record
    (False for tools whose rows are separate tests, such as llama-bench's pp/tg rows)."""
    claimed: tuple[str, ...] = ()
    """File-name patterns (fnmatch, lower case) read during directory discovery although the
    extension is not .json/.jsonl/.yaml/.yml."""


FORMATS: tuple[PeerFormat, ...] = (
    PeerFormat("vllm", "vllm", "vLLM (vllm bench serve, bench sweep)"),
    PeerFormat("vllm-throughput", "vllm_offline", "vLLM (vllm bench throughput)", run_files=False),
    PeerFormat("vllm-latency", "vllm_offline", "vLLM (vllm bench latency)", run_files=False),
    PeerFormat("sglang", "sglang", "SGLang (bench_serving)"),
    PeerFormat(
        "sglang-one-batch", "sglang_one_batch", "SGLang (bench_one_batch, bench_one_batch_server)", run_files=False
    ),
    PeerFormat("sglang-offline-throughput", "sglang_offline", "SGLang (bench_offline_throughput)", run_files=False),
    PeerFormat("guidellm", "guidellm", "GuideLLM"),
    PeerFormat("aiperf", "nvidia", "AIPerf"),
    PeerFormat("aiperf-sweep", "nvidia", "AIPerf", run_files=False),
    PeerFormat("aiperf-confidence", "nvidia", "AIPerf"),
    PeerFormat("aiperf-confidence-csv", "nvidia_csv", "AIPerf", claimed=("profile_export*.csv",)),
    PeerFormat("genai-perf", "nvidia", "GenAI-Perf"),
    PeerFormat(
        "genai-perf-csv", "nvidia_csv", "GenAI-Perf / AIPerf CSV", claimed=("*genai_perf*.csv", "profile_export*.csv")
    ),
    PeerFormat("llmperf-summary", "llmperf", "llmperf"),
    PeerFormat("llmperf-individual", "llmperf", "llmperf"),
    PeerFormat("inference-perf", "inference_perf", "inference-perf"),
    PeerFormat("inference-perf-prometheus", "inference_perf", "inference-perf", companion=True),
    PeerFormat(
        "llama-bench", "llama_bench", "llama-bench", run_files=False, claimed=("*.txt", "*.log", "*.csv", "*.sql")
    ),
    PeerFormat("llama-server-timings", "llama_server", "llama.cpp server", run_files=False),
    PeerFormat("mlperf-summary", "mlperf", "MLPerf", run_files=False, claimed=("mlperf_log_summary.txt",)),
    PeerFormat("mlperf-detail", "mlperf", "MLPerf", run_files=False, claimed=("mlperf_log_detail.txt",)),
    PeerFormat("inference-perf-config", "companions", "inference-perf", companion=True),
    PeerFormat("kubernetes-manifest", "companions", "Kubernetes", companion=True),
    PeerFormat("mlperf-system", "companions", "MLPerf", companion=True),
    PeerFormat("mlperf-measurements", "companions", "MLPerf", companion=True),
)

#: format name -> its entry
BY_NAME: dict[str, PeerFormat] = {f.name: f for f in FORMATS}
#: format name -> module (under benchlint.importers) that imports it
FORMAT_MODULES: dict[str, str] = {f.name: f.module for f in FORMATS}
#: modules asked to sniff, in the table's order (each knows its own formats)
_SNIFF_ORDER = tuple(dict.fromkeys(f.module for f in FORMATS))

AMBIGUOUS_PREFIX = "ambiguous:"

#: patterns that content decides: a .txt/.log file is read only when it looks like a result
_SNIFFED_CLAIMS = frozenset({"*.txt", "*.log", "*.csv", "*.sql"})


def tool_names() -> list[str]:
    """The tools benchlint reads results of, for help text and the README."""
    return list(dict.fromkeys(f.tool for f in FORMATS if not f.companion))


def formats_markdown() -> str:
    """The README's table of peer formats (a test keeps it equal to this)."""
    lines = ["| Tool | Format | Read as |", "|---|---|---|"]
    for entry in FORMATS:
        if entry.companion:
            role = "companion: facts for the run beside it, no record of its own"
        elif entry.run_files:
            role = "result; the files of one run folder (levels, repeats) become one record"
        else:
            role = "result; each test or scenario its own record"
        claimed = f" (also `{'`, `'.join(entry.claimed)}`)" if entry.claimed else ""
        lines.append(f"| {entry.tool} | `{entry.name}`{claimed} | {role} |")
    return "\n".join(lines) + "\n"


def is_run_file_format(name: str | None) -> bool:
    """True for formats whose files are levels or repeats of one run."""
    entry = BY_NAME.get(name or "")
    return entry is not None and entry.run_files and not entry.companion


def claims_filename(name: str) -> bool:
    """True for non-JSON/YAML file names an importer reads during directory discovery
    (a ``.txt``/``.log``/``.csv``/``.sql`` only when its content looks like a result: see
    ``claims_file``)."""
    import fnmatch

    base = os.path.basename(name).lower()
    return any(
        fnmatch.fnmatch(base, pattern) for f in FORMATS for pattern in f.claimed if pattern not in _SNIFFED_CLAIMS
    )


def claims_file(path: str) -> bool:
    """Directory discovery: a claimed name, or a ``.txt``/``.log``/``.csv``/``.sql`` whose first
    lines a text-format importer recognises (llama-bench output saved as a log, CSV or SQL)."""
    if claims_filename(path):
        return True
    if not path.lower().endswith((".txt", ".log", ".csv", ".sql")):
        return False
    try:
        with open(path, "rb") as handle:
            head = handle.read(16384).decode("utf-8", errors="replace")
    except OSError:
        return False
    return any(
        _module(f.module).sniff(path, head, None) == f.name
        for f in FORMATS
        if any(pattern in _SNIFFED_CLAIMS for pattern in f.claimed)
    )


def _module(name: str) -> Any:
    return importlib.import_module(f"benchlint.importers.{name}")


def sniff(path: str, text: str, data: object | None) -> str | None:
    """The format of a peer tool's file, decided by content (the name only helps), or None.

    A file that two importers both claim is reported as ``"ambiguous:<a>+<b>"``;
    ``import_file`` turns that into a clear "unknown-format" problem instead of guessing.
    """
    from benchlint.importers import _common

    parsed = _common.parse_for_sniff(path, text, data)
    matches: list[str] = []
    for name in _SNIFF_ORDER:
        fmt = _module(name).sniff(path, text, parsed)
        if fmt:
            matches.append(fmt)
    if not matches:
        return None
    if len(matches) == 1:
        return matches[0]
    return AMBIGUOUS_PREFIX + "+".join(matches)


def import_file(path: str, text: str, data: object | None, fmt: str) -> ImportOutcome:
    """Import one file already sniffed as ``fmt``."""
    from benchlint.importers import _common

    if fmt.startswith(AMBIGUOUS_PREFIX):
        return _common.ambiguous_outcome(fmt[len(AMBIGUOUS_PREFIX) :].split("+"))
    module = FORMAT_MODULES.get(fmt)
    if module is None:
        return _common.unknown_format_outcome(fmt)
    outcome: ImportOutcome = _module(module).import_file(path, text, data, fmt)
    _common.place_problems(path, text, outcome)
    return outcome


__all__ = [
    "BY_NAME",
    "FORMATS",
    "FORMAT_MODULES",
    "PROBLEM_KINDS",
    "ImportOutcome",
    "ImportedRecord",
    "PeerFormat",
    "SourceRef",
    "claims_file",
    "claims_filename",
    "formats_markdown",
    "import_file",
    "is_run_file_format",
    "sniff",
    "tool_names",
]
