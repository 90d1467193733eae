"""Every file of the shared corpus is imported (or known as a companion), and `benchlint
check` on the whole folder runs without an importer failure."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from benchlint import importers
from benchlint.linter.config import Settings
from benchlint.linter.engine import lint_paths
from tests.importers._support import CORPUS, import_path

NOT_RESULTS = {"SOURCES.md", "user.conf"}  # documentation and loadgen overrides (read by the MLPerf importer)
COMPANIONS = {"inference-perf-config", "kubernetes-manifest", "mlperf-system", "mlperf-measurements"}


def _companion_file(path: Path, fmt: str) -> bool:
    """Files read as a run's companions, no point of their own: a pooled inference-perf summary,
    the server-side Prometheus view, llmperf per-request exports with their summary beside them."""
    return (
        fmt in COMPANIONS
        or (fmt.startswith("inference-perf") and (path.name.startswith("summary_") or "prometheus" in path.name))
        or (fmt == "llmperf-individual" and (path.parent.parent / "summary" / path.name).is_file())
    )


def _corpus_files() -> list[Path]:
    return sorted(p for p in CORPUS.rglob("*") if p.is_file() and p.name not in NOT_RESULTS)


def test_corpus_is_where_the_tests_expect_it() -> None:
    assert CORPUS.is_dir(), f"shared corpus missing at {CORPUS}"
    assert len(_corpus_files()) == 33  # 36 files minus SOURCES.md and three user.conf


@pytest.mark.parametrize("path", _corpus_files(), ids=lambda p: str(p.relative_to(CORPUS)))
def test_every_file_is_recognised_and_imports_cleanly(path: Path) -> None:
    fmt, outcome = import_path(path)
    assert fmt in importers.FORMAT_MODULES
    assert outcome.problems == []
    if _companion_file(path, fmt):
        assert outcome.records == []
    else:
        assert outcome.records, f"{path} yielded no record"
        for imported in outcome.records:
            assert imported.record.provenance and imported.record.provenance.source_file == str(path)
            assert imported.record.provenance.tool
            assert "$" in imported.field_map


def test_discovery_claims_the_text_formats() -> None:
    names = {p.name for p in _corpus_files()}
    claimed = {n for n in names if importers.claims_filename(n)}
    assert claimed == {"mlperf_log_summary.txt", "mlperf_log_detail.txt", "profile_export_genai_perf.csv"}
    assert not any(importers.claims_filename(n) for n in NOT_RESULTS)


def test_benchlint_check_on_the_whole_corpus() -> None:
    result = lint_paths([str(CORPUS)], Settings(select=["ALL"]))
    importer_failures = [f for f in result.findings if "could not import" in f.message]
    assert importer_failures == []
    linted = {os.path.relpath(f.path, CORPUS) for f in result.findings}
    for expected in (
        "llmperf/summary/groq_70b.json",
        "sglang/llama_3_3_70b_online_output.jsonl",
        "mlperf/Server/mlperf_log_detail.txt",
        "genai-perf/profile_export_genai_perf.csv",
    ):
        assert expected in linted
    assert result.exit_code() == 1
