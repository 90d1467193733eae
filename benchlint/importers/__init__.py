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
    from benchlint.linter.findings import Violation
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


@dataclass
class ImportOutcome:
    records: list[ImportedRecord] = field(default_factory=list)
    problems: list[tuple[str, Violation]] = field(default_factory=list)
    """(code, violation): SC001 for a truncated/unreadable part, SC002 for a value the record
    schema rejects, SC003 for keys this importer does not know (a newer tool version) or a
    file that matches two formats at once."""


#: format name -> module (under benchlint.importers) that imports it
FORMAT_MODULES: dict[str, str] = {
    "vllm": "vllm",
    "sglang": "sglang",
    "guidellm": "guidellm",
    "aiperf": "nvidia",
    "genai-perf": "nvidia",
    "genai-perf-csv": "nvidia_csv",
    "llmperf-summary": "llmperf",
    "llmperf-individual": "llmperf",
    "inference-perf": "inference_perf",
    "inference-perf-prometheus": "inference_perf",
    "llama-bench": "llama_bench",
    "llama-server-timings": "llama_server",
    "mlperf-summary": "mlperf",
    "mlperf-detail": "mlperf",
    # companion files: they describe a run whose results live in another file, so they
    # yield no record of their own (their facts are read by the result file's importer)
    "inference-perf-config": "companions",
    "kubernetes-manifest": "companions",
    "mlperf-system": "companions",
    "mlperf-measurements": "companions",
}

#: modules asked to sniff, in order (each knows its own formats)
_SNIFF_ORDER = (
    "vllm",
    "sglang",
    "guidellm",
    "nvidia",
    "nvidia_csv",
    "llmperf",
    "inference_perf",
    "llama_bench",
    "llama_server",
    "mlperf",
    "companions",
)

AMBIGUOUS_PREFIX = "ambiguous:"

#: exact file names read during directory discovery although their extension is not
#: .json/.jsonl/.yaml/.yml
_CLAIMED_NAMES = frozenset({"mlperf_log_summary.txt", "mlperf_log_detail.txt"})


def claims_filename(name: str) -> bool:
    """True for non-JSON/YAML file names an importer reads during directory discovery."""
    base = os.path.basename(name).lower()
    if base in _CLAIMED_NAMES:
        return True
    # GenAI-Perf / AIPerf CSV exports: profile_export_genai_perf.csv, *_genai_perf.csv, ...
    return base.endswith(".csv") and ("genai_perf" in base or base.startswith("profile_export"))


def _module(name: str) -> Any:
    return importlib.import_module(f"benchlint.importers.{name}")


def sniff(path: str, text: str, data: object | None) -> str | None:
    """The format of a peer tool's file, decided by content (the name only helps), or None.

    A file that two importers both claim is reported as ``"ambiguous:<a>+<b>"``;
    ``import_file`` turns that into a clear SC003 problem instead of guessing.
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
    "FORMAT_MODULES",
    "ImportOutcome",
    "ImportedRecord",
    "SourceRef",
    "claims_filename",
    "import_file",
    "sniff",
]
