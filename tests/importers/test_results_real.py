"""The reviewer's reading of ../shared/corpus/results-real (its REVIEW.md), checked in place.

One test per defect class REVIEW.md names, each on the real file it was found in, and the
score of `benchlint check` on every run of the corpus against the ground truth written from
REVIEW.md (tests/data/results-real-truth.yaml). The corpus is read where it lies, never copied
into the repository; a test that changes a number copies the run to a temporary folder first.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from benchlint.cli import cli
from benchlint.linter.config import Settings
from benchlint.linter.engine import lint_paths
from tests.importers._support import REPO, copy_tree, write_json

REAL = REPO.parent / "shared" / "corpus" / "results-real"

#: what bench/score_results.py measured when these floors were set (precision 0.951, recall 0.992)
PRECISION_FLOOR = 0.95
RECALL_FLOOR = 0.98


def check(path: Path | str, select: list[str] | None = None) -> list[Any]:
    return lint_paths([str(path)], Settings(select=select or ["ALL"])).findings


def codes(path: Path | str) -> set[str]:
    return {f.code for f in check(path)}


def subjects(path: Path) -> list[Any]:
    """The records the engine lints for a run folder, after run assembly."""
    from benchlint.linter.engine import discover
    from benchlint.linter.runs import assemble
    from benchlint.linter.sources import load_file

    loaded = assemble([load_file(p) for p in discover([str(path)], Settings())])
    return [s for lf in loaded for s in lf.subjects]


def test_corpus_is_where_the_tests_expect_it() -> None:
    assert (REAL / "REVIEW.md").is_file(), f"shared corpus missing at {REAL}"


def test_reviewer_reading_is_met_within_the_floors() -> None:
    sys.path.insert(0, str(REPO))
    from bench.score_results import real_truth, score

    totals = score(real_truth())
    assert len(totals.runs) == 31
    missed = {r.truth.path: r.fn for r in totals.runs if r.fn}
    wrong = {r.truth.path: r.fp for r in totals.runs if r.fp}
    assert totals.precision >= PRECISION_FLOOR, wrong
    assert totals.recall >= RECALL_FLOOR, missed


# --- 1. a multi-file sweep is one curve -----------------------------------------------------------


def test_vllm_save_result_sweep_is_one_curve_with_cv004_not_cv001() -> None:
    run = REAL / "vllm/dstack-pd-1p3d-in2048-out2048"
    (subject,) = subjects(run)
    assert [p.concurrency for p in subject.record.points] == [32, 64, 128]
    found = check(run)
    assert not [f for f in found if f.code == "CV001"]
    (cv004,) = [f for f in found if f.code == "CV004"]
    assert "+35%" in cv004.message and cv004.path.endswith("1p3d_conc128_in2048_out2048_20250914_014638.json")


def test_genai_perf_artifact_folders_are_one_curve(tmp_path: Path) -> None:
    run = REAL / "genai-perf/egham7-simple_medium_response"
    (subject,) = subjects(run)  # the CSV exports beside the JSON ones are companions
    assert [p.concurrency for p in subject.record.points] == [1, 10, 25, 50]
    found = {f.code: f for f in check(run)}
    assert "CV001" not in found and "+78%" in found["CV004"].message
    # watched failing: a last rung that levels off silences CV004
    copy = copy_tree(run, tmp_path / "run")
    path = next(copy.rglob("*_c50_genai_perf.json"))
    report = json.loads(path.read_text(encoding="utf-8"))
    report["output_token_throughput"]["avg"] = 1000.0
    write_json(path, report)
    assert "CV004" not in codes(copy)


def test_levels_at_different_operating_points_cv007() -> None:
    # max_tokens 150 requested, 359-807 tokens written, 2.2x apart across the ladder
    messages = [f.message for f in check(REAL / "genai-perf/egham7-simple_medium_response") if f.code == "CV007"]
    assert any("2.2x across the levels" in m for m in messages)
    assert any("max_tokens 150 was not honoured" in m for m in messages)


def test_non_streaming_ttft_is_not_imported() -> None:
    (subject,) = subjects(REAL / "genai-perf/egham7-simple_medium_response")
    assert all(p.ttft_s is None for p in subject.record.points)
    assert "streaming is false" in (subject.record.notes or "")


def test_aiperf_level_folders_are_one_run() -> None:
    run = REAL / "aiperf/anud18-5090-agent"
    (subject,) = subjects(run)
    assert [p.concurrency for p in subject.record.points] == [2, 32]
    found = codes(run)
    assert "SC003" not in found and "OP001" not in found and "OP004" not in found  # meta.json, CSV: companions


# --- 2. SGLang random_range_ratio ---------------------------------------------------------------


def test_sglang_range_ratio_makes_the_declared_length_its_mean(tmp_path: Path) -> None:
    run = REAL / "sglang/tonyli-agg-in512-out128"
    assert "ST002" not in codes(run)
    (subject,) = subjects(run)
    assert subject.record.workload.max_tokens == 64  # U[1, 128]: 64.5 on average
    # watched failing: with ratio 1.0 every request asks for 128, and 61.8 written is a mismatch
    source = run / "agg_n100_in512_out128_c8.jsonl"
    row = json.loads(source.read_text(encoding="utf-8").splitlines()[0])
    row["random_range_ratio"] = 1.0
    (tmp_path / "c8.jsonl").write_text(json.dumps(row) + "\n", encoding="utf-8")
    assert "ST002" in codes(tmp_path / "c8.jsonl")


def test_sglang_pd_server_info_records_no_speculation() -> None:
    assert "OP005" not in codes(REAL / "sglang/tonyli-pd-in2048-out512")


# --- 3. Kubernetes manifests above results/, saturated rate ladders -----------------------------


def test_inference_perf_repository_layout_reads_the_manifest_and_saturation() -> None:
    run = REAL / "inference-perf/k8s-vllm+v0_engine"
    found = check(run)
    assert not {f.code for f in found} & {"OP005", "OP006", "CV001", "SC003", "OP001"}
    (saturated,) = [f for f in found if f.code == "CV006"]
    assert "118.6-236.1 requests/s" in saturated.message
    (subject,) = subjects(run)
    points = subject.record.points
    assert len(points) == 7  # the stages; the pooled summary and the Prometheus views are not points
    # achieved = what the server completed (successes.throughput.requests_per_sec), not the 78.22/s
    # the client sent (load_summary.achieved_rate)
    assert points[-1].request_rate == pytest.approx(236.12) and points[-1].achieved_request_rate == pytest.approx(
        76.2177, abs=1e-3
    )
    system = subject.record.system
    assert system.gpus.count == 1 and system.max_concurrent_sequences.value == 128


def test_a_rate_ladder_past_saturation_by_its_ttft() -> None:
    (cv006,) = [f for f in check(REAL / "sglang/datacrunch-llama_405b_online_output.jsonl") if f.code == "CV006"]
    assert "past saturation at 8 requests/s" in cv006.message


# --- 4. GuideLLM's measured window --------------------------------------------------------------


def test_guidellm_run_that_ended_early_uses_its_measured_window() -> None:
    path = REAL / "guidellm/danielkorat-20260302_1917/Qwen_Qwen3-4B-Thinking-2507_tp2_quant-fp8_benchmarks.json"
    (subject,) = subjects(path)
    assert subject.record.points[0].wall_s == pytest.approx(514.5, abs=0.1)
    assert not {"AG002", "OP004"} & codes(path)


def test_guidellm_yaml_reads_its_emulated_data_and_imports() -> None:
    run = REAL / "guidellm/jhurlocker-llama-3-2-3b_20250721_003902"
    assert not {"AG001", "OP002", "OP004"} & codes(run)
    result = CliRunner().invoke(cli, ["import", str(run / "benchmark-results.yaml")])
    assert result.exit_code == 0, result.stderr


# --- 5. thousands separators in CSV numbers -----------------------------------------------------


def test_csv_thousands_separators() -> None:
    from tests.importers._support import import_path

    path = next((REAL / "genai-perf").rglob("*_c50_genai_perf.csv"))
    _, outcome = import_path(path)
    assert outcome.problems == [] or all(kind == "unknown-keys" for kind, _ in outcome.problems)
    (imported,) = outcome.records
    assert imported.record.points[0].aggregate_tok_s == pytest.approx(1719.71)
    assert "SC001" not in codes(path)


# --- 6. failures and empty outputs in old vLLM files --------------------------------------------


def test_vllm_errors_list_counts_failures() -> None:
    run = REAL / "vllm/dstack-mi300x-failed"
    (subject,) = subjects(run)
    assert subject.record.points[0].failed_requests == 983
    assert "RP003" in codes(run) and "SC003" not in codes(run)


def test_vllm_empty_completed_requests_are_failures() -> None:
    (subject,) = subjects(REAL / "vllm/lambdalabs-1xH100-80GB-SXM")
    assert subject.record.points[0].failed_requests == 3


# --- 7. recorded fields read, not reported missing ----------------------------------------------


def test_llama_bench_console_logs_devices_and_repetitions() -> None:
    for name in (
        "1337hero-vulkan_benchmark_20251211_143639.txt",
        "kyuz0-Qwen3.6-27B-UD-Q8_K_XL__rocm-7_2_3__fa1__longctx32768.log",
    ):
        found = codes(REAL / "llama-bench" / name)
        assert not {"OP006", "RP001", "OP003", "SC003"} & found, name
    gpus = sorted(
        {
            s.record.system.gpus.count
            for s in subjects(REAL / "llama-bench/1337hero-vulkan_benchmark_20251211_143639.txt")
        }
    )
    assert gpus == [1, 2]


def test_llama_bench_logs_are_found_by_directory_discovery() -> None:
    found = {Path(f.path).name for f in check(REAL / "llama-bench")}
    assert "1337hero-vulkan_benchmark_20251211_143639.txt" in found or codes(REAL / "llama-bench")
    from benchlint.linter.engine import discover

    names = {Path(p).name for p in discover([str(REAL / "llama-bench")], Settings())}
    assert {
        "1337hero-vulkan_benchmark_20251211_143639.txt",
        "kyuz0-Qwen3.6-27B-UD-Q8_K_XL__rocm-7_2_3__fa1__longctx32768.log",
    } <= names


def test_cpu_only_llama_bench_is_zero_gpus(tmp_path: Path) -> None:
    row = json.loads(
        (REAL / "llama-bench/lhl-shisa-v2-unphi4-14b.default-hip.jsonl").read_text(encoding="utf-8").splitlines()[0]
    )
    row["n_gpu_layers"] = 0
    path = tmp_path / "cpu.jsonl"
    path.write_text(json.dumps(row) + "\n", encoding="utf-8")
    (subject,) = subjects(path)
    assert (subject.record.system.gpus.count, subject.record.system.gpus.type) == (0, "cpu")
    assert "OP006" not in codes(path)


def test_mlperf_non_llm_benchmark_is_one_info_note() -> None:
    found = check(REAL / "mlperf/thienlm-sdxl-offline")
    assert {f.code for f in found} == {"SC005"}
    assert all(f.severity.value == "info" for f in found)


def test_unknown_keys_of_another_version_are_one_info_note_per_file() -> None:
    found = check(REAL / "llama-bench/lhl-gpt-oss-20b-F16")
    notes = [f for f in found if f.code == "SC004"]
    assert len(notes) == 0 and "SC003" not in {f.code for f in found}  # defrag_thold: an older key, known
    # its only unread keys were AIPerf 0.11's HTTP trace metrics, now known: no note at all
    aiperf = [f for f in check(REAL / "aiperf/databloom-llama-3.2-3b-concurrency1") if f.code.startswith("SC")]
    assert aiperf == []


# --- 8. vllm bench sweep repeats ----------------------------------------------------------------


def test_vllm_sweep_repeats_are_one_point_and_their_spread_is_reported() -> None:
    run = REAL / "vllm/er0080-vllm_sweep_v0.25.1/SERVE--max_num_seqs=4-BENCH--max_concurrency=2-num_prompts=8"
    (subject,) = subjects(run)  # run=0.json, run=1.json and summary.json: one point, two repeats
    (point,) = subject.record.points
    assert sorted(round(a, 1) for a in point.repeat_aggregates_tok_s) == [93.7, 199.4]
    found = codes(run)
    assert "RP004" in found and "RP001" not in found


# --- 9. operating points --------------------------------------------------------------------------


def test_mlperf_offline_has_no_concurrency() -> None:
    path = REAL / "mlperf/v5.1/Cisco/results/C845A_H200_NVLx8_TRT/llama3.1-8b/Offline/performance/run_1"
    for subject in subjects(path):
        assert subject.record.points[0].concurrency is None


def test_pf001_per_request_in_a_run_of_several_waves() -> None:
    (pf001,) = [f for f in check(REAL / "vllm/dstack-pd-3p1d-in2048-out128") if f.code == "PF001"]
    assert "4 waves of 128" in pf001.message and "53%" in pf001.message


def test_aiperf_natural_stop_from_osl_mismatch() -> None:
    messages = [f.message for f in check(REAL / "aiperf/anud18-5090-agent") if f.code == "ST001"]
    assert messages and all("stopped naturally" in m for m in messages)


# --- 10. import and discovery ---------------------------------------------------------------------


def test_import_takes_folders_one_record_per_run_and_refuses_to_overwrite(tmp_path: Path) -> None:
    target = tmp_path / "runs.json"
    result = CliRunner().invoke(
        cli,
        [
            "import",
            str(REAL / "aiperf/anud18-5090-agent"),
            str(REAL / "vllm/dstack-pd-1p3d-in2048-out2048"),
            "-o",
            str(target),
        ],
    )
    assert result.exit_code == 0, result.stderr
    records = json.loads(target.read_text(encoding="utf-8"))
    assert [len(r["points"]) for r in records] == [2, 3]
    assert "meta.json: read as a companion" in result.stderr
    again = CliRunner().invoke(cli, ["import", str(REAL / "aiperf/anud18-5090-agent"), "-o", str(target)])
    assert again.exit_code == 2 and "--force" in again.stderr


def test_check_and_import_agree(tmp_path: Path) -> None:
    run = REAL / "inference-perf/k8s-vllm+batch_size"
    target = tmp_path / "run.yaml"
    result = CliRunner().invoke(cli, ["import", str(run), "-o", str(target)])
    assert result.exit_code == 0, result.stderr
    rates = re.findall(r"(?<!achieved_)request_rate:", target.read_text(encoding="utf-8"))
    assert len(subjects(run)) == 1 and len(rates) == 7


def test_llmperf_wrapper_dict_is_a_curve() -> None:
    path = REAL / "llmperf/philschmid-tgi-2.0.1/mistralai_Mistral-7B-Instruct-v0.2_tp_1_results.json"
    (subject,) = subjects(path)
    assert [p.concurrency for p in subject.record.points] == [1, 2, 4, 8, 16, 32, 64, 128]
    assert not {"SC003", "CV001"} & codes(path)


def test_mlperf_interactive_keeps_its_name_and_latency_constraints() -> None:
    path = REAL / "mlperf/v5.1/ASUSTeK/results/ESC_A8A_MI325X_256GBx8/llama2-70b-99/Interactive/performance/run_1"
    for subject in subjects(path):
        assert subject.record.points[0].label == "Interactive"
        assert "TTFT <= 450 ms, TPOT <= 40 ms" in (subject.record.notes or "")


def test_mlperf_cpu_submission_is_zero_gpus(tmp_path: Path) -> None:
    tree = copy_tree(REAL / "mlperf/v5.1/Azure", tmp_path / "Azure")
    system = tree / "systems/ND_GB200_v6.json"
    data = json.loads(system.read_text(encoding="utf-8"))
    data["accelerators_per_node"] = "0"
    write_json(system, data)
    run = tree / "results/ND_GB200_v6/llama3.1-405b/Server/performance/run_1"
    for subject in subjects(run):
        assert (subject.record.system.gpus.count, subject.record.system.gpus.type) == (0, "cpu")
    assert "OP006" not in codes(run)


def test_guidellm_reads_the_server_parallelism_from_the_console_log_beside_it(tmp_path: Path) -> None:
    run = REAL / "guidellm/danielkorat-20260302_1917"
    counts = {Path(s.path).name.split("_quant")[0]: s.record.system.gpus.count for s in subjects(run)}
    assert counts == {
        "Qwen_Qwen3-30B-A3B_tp4": 4,
        "Qwen_Qwen3-4B-Thinking-2507_tp2": 2,
        "Qwen_Qwen3-4B-Thinking-2507_tp4": 4,
        "openai_gpt-oss-20b_tp4": 4,
    }
    assert "OP006" not in codes(run)
    # watched failing: without the log the GPU count is unknown again
    copy = tmp_path / "run"
    copy.mkdir()
    name = "Qwen_Qwen3-4B-Thinking-2507_tp2_quant-fp8_benchmarks.json"
    (copy / name).write_bytes((run / name).read_bytes())
    assert "OP006" in codes(copy)


def _vllm_sweep_with_cap(tmp_path: Path, throughputs: dict[int, float]) -> Path:
    """A `vllm bench sweep` folder built from the real er0080 run file: one SERVE setting
    (max_num_seqs 4, which vLLM writes into every run file) and one BENCH folder per
    concurrency, each run's output throughput set to the given figure."""
    real = (
        REAL / "vllm/er0080-vllm_sweep_v0.25.1/SERVE--max_num_seqs=4-BENCH--max_concurrency=2-num_prompts=8/run=0.json"
    )
    template = json.loads(real.read_text(encoding="utf-8"))
    sweep = tmp_path / "sweep"
    for concurrency, throughput in throughputs.items():
        run = dict(template, max_concurrency=concurrency, output_throughput=throughput)
        run["total_token_throughput"] = throughput * 3  # the real file's input:output is 2:1
        run["request_throughput"] = throughput / 16  # 16 output tokens per request, as in the file
        run["duration"] = template["total_output_tokens"] / throughput
        folder = sweep / f"SERVE--max_num_seqs=4-BENCH--max_concurrency={concurrency}-num_prompts=8"
        folder.mkdir(parents=True)
        write_json(folder / "run=0.json", run)
    return sweep


def test_vllm_sweep_knee_at_its_recorded_cap_is_cv003_not_cv001(tmp_path: Path) -> None:
    """The cap vLLM records (max_num_seqs 4) and a curve that stops rising exactly there."""
    sweep = _vllm_sweep_with_cap(tmp_path / "knee", {1: 50.0, 2: 94.0, 4: 170.0, 8: 172.0, 16: 171.0})
    (subject,) = subjects(sweep)
    assert [p.concurrency for p in subject.record.points] == [1, 2, 4, 8, 16]
    found = {f.code: f for f in check(sweep)}
    assert "CV001" not in found
    assert "CV003" in found and "4" in found["CV003"].message
    # watched failing: the same ladder still rising past the cap is no knee at it
    rising = _vllm_sweep_with_cap(tmp_path / "rising", {1: 50.0, 2: 94.0, 4: 170.0, 8: 260.0, 16: 330.0})
    assert "CV003" not in codes(rising)
