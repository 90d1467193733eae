"""`benchlint import`: writes normalised records that round-trip without a schema finding."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from benchlint.cli import cli
from benchlint.linter.config import Settings
from benchlint.linter.engine import lint_paths
from tests.importers._support import CORPUS, corpus

RESULT_FILES = [
    "vllm/results.json",
    "sglang/llama_3_3_70b_online_output.jsonl",
    "sglang/llama_3_3_70b_offline_output.jsonl",
    "sglang/deepseek_dp_mla_output.jsonl",
    "guidellm/benchmarks_stripped.json",
    "aiperf/profile_export_aiperf.json",
    "genai-perf/profile_export_genai_perf.csv",
    "llmperf/summary/groq_70b.json",
    "llmperf/summary/bedrock_70b.json",
    "llmperf/summary/together_70b.json",
    "inference-perf/vllm+eagle/stage_0_lifecycle_metrics.json",
    "llama-bench/llama32-1b.default-hip.jsonl",
    "mlperf/Server/mlperf_log_detail.txt",
    "mlperf/Offline/mlperf_log_summary.txt",
]


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["import", *args])
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("relative", RESULT_FILES)
def test_import_round_trips_without_schema_findings(tmp_path: Path, relative: str) -> None:
    out = tmp_path / "record.yaml"
    code, _, err = run(str(corpus(relative)), "-o", str(out))
    assert code == 0, err
    result = lint_paths([str(out)], Settings(select=["SC"]))
    assert [f.message for f in result.findings] == []


def test_stdout_json_and_several_files(tmp_path: Path) -> None:
    code, out, err = run(str(corpus("llmperf/summary/groq_70b.json")), "--format", "json")
    assert code == 0 and '"aggregate_tok_s": 441.84737788500206' in out and "llmperf-summary, 1 record(s)" in err
    target = tmp_path / "all.json"
    code, _, _ = run(
        str(corpus("vllm/results.json")), str(corpus("sglang/deepseek_dp_mla_output.jsonl")), "-o", str(target)
    )
    assert code == 0 and target.read_text(encoding="utf-8").lstrip().startswith("[")


def test_never_overwrites_without_force(tmp_path: Path) -> None:
    target = tmp_path / "mine.yaml"
    target.write_text("# my notes\n", encoding="utf-8")
    code, _, err = run(str(corpus("llmperf/summary/groq_70b.json")), "-o", str(target))
    assert code == 2 and "--force" in err and target.read_text(encoding="utf-8") == "# my notes\n"
    code, _, _ = run(str(corpus("llmperf/summary/groq_70b.json")), "-o", str(target), "--force")
    assert code == 0 and "441.84" in target.read_text(encoding="utf-8")


def test_unreadable_unknown_truncated_and_companion_files_exit_2(tmp_path: Path) -> None:
    code, _, err = run(str(tmp_path / "missing.json"))
    assert code == 2 and "cannot read" in err
    code, _, err = run(str(CORPUS / "SOURCES.md"))
    assert code == 2 and "not a result file of a known tool" in err
    cut = tmp_path / "cut.json"
    text = corpus("llmperf/summary/groq_70b.json").read_text(encoding="utf-8")
    cut.write_text(text[:300], encoding="utf-8")
    code, _, err = run(str(cut))
    assert code == 2 and "SC001" in err and "truncated" in err
    code, _, err = run(str(CORPUS / "inference-perf/config.yaml"))
    assert code == 2 and "holds no results" in err
    # a pooled summary and the server-side Prometheus view are companions, not points
    for companion in ("vllm/summary_lifecycle_metrics.json", "vllm+eagle/summary_prometheus_metrics.json"):
        code, _, err = run(str(CORPUS / "inference-perf" / companion))
        assert code == 2 and "holds no results" in err, err
    binary = tmp_path / "bin.json"
    binary.write_bytes(b"\xff\xfe\x00")
    code, _, err = run(str(binary))
    assert code == 2 and "UTF-8" in err
