"""Run assembly: the files of one run folder become one record (levels a curve, repeats one
point), other runs in the same folder stay apart, and companions are not unknown formats."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from benchlint.linter.runs import run_key
from tests.importers._support import codes, findings, write_json


def _vllm(concurrency: int, throughput: float, **extra: Any) -> dict[str, Any]:
    return {
        "backend": "vllm",
        "model_id": "m",
        "num_prompts": 4 * concurrency,
        "max_concurrency": concurrency,
        "request_rate": "inf",
        "completed": 4 * concurrency,
        "duration": 4 * concurrency * 64 / throughput,
        "total_output_tokens": 4 * concurrency * 64,
        "output_throughput": throughput,
        **extra,
    }


def test_run_key_blanks_levels_repeats_and_timestamps() -> None:
    one = run_key("runs/x_conc32_in2048_20250914_014638.json")
    assert one == run_key("runs/x_conc128_in2048_20250914_014850.json")
    assert run_key("sweep/SERVE--a/run=0.json") == run_key("sweep/SERVE--a/run=1.json")
    assert run_key("a/c2/profile_export_aiperf.json") == run_key("a/c32/profile_export_aiperf.json")
    assert run_key("pd_1p1d_c128.jsonl") != run_key("pd_1p2d_c128.jsonl")  # a configuration, not a level


def test_save_result_files_of_one_sweep_are_one_curve(tmp_path: Path) -> None:
    for concurrency, throughput in ((1, 60.0), (8, 400.0), (32, 900.0)):
        write_json(tmp_path / f"bench_c{concurrency}.json", _vllm(concurrency, throughput))
    found = codes(tmp_path)
    assert found["CV001"] == 0 and found["RP001"] == 1  # one record for the three files
    (rising,) = findings(tmp_path, "CV004")
    assert rising.path.endswith("bench_c32.json")  # located in the file its number came from
    # watched failing: one file alone is a single point again
    assert codes(tmp_path / "bench_c8.json")["CV001"] == 1


def test_different_configurations_in_one_folder_stay_apart(tmp_path: Path) -> None:
    for concurrency, throughput in ((1, 60.0), (8, 400.0), (32, 900.0)):
        write_json(tmp_path / f"a_c{concurrency}.json", _vllm(concurrency, throughput, deployment="base"))
    write_json(tmp_path / "b_c1.json", _vllm(1, 61.0, deployment="kvcache"))
    assert codes(tmp_path)["CV001"] == 1  # the kvcache run has one level of its own


def test_repeats_become_one_point_and_their_spread_is_judged(tmp_path: Path) -> None:
    (tmp_path / "SERVE--x").mkdir()
    write_json(tmp_path / "SERVE--x/run=0.json", _vllm(2, 93.7))
    write_json(tmp_path / "SERVE--x/run=1.json", _vllm(2, 199.4))
    found = codes(tmp_path)
    assert found["RP001"] == 0 and found["RP004"] == 1
    write_json(tmp_path / "SERVE--x/run=0.json", _vllm(2, 196.0))  # warm repeats agree
    assert codes(tmp_path)["RP004"] == 0


def test_unknown_files_in_a_run_are_companions_elsewhere_unknown(tmp_path: Path) -> None:
    run = tmp_path / "run"
    run.mkdir()
    write_json(run / "bench_c1.json", _vllm(1, 60.0))
    write_json(run / "meta.json", {"node": "a", "start": 1})
    assert codes(run)["SC003"] == 0 and codes(run / "bench_c1.json", ["SC"])["SC003"] == 0
    # named beside its result file, the companion is read, not reported
    from benchlint.linter.config import Settings
    from benchlint.linter.engine import lint_paths

    named = lint_paths([str(run / "bench_c1.json"), str(run / "meta.json")], Settings())
    assert not [f for f in named.findings if f.code == "SC003"]
    alone = tmp_path / "elsewhere"
    alone.mkdir()
    write_json(alone / "meta.json", {"node": "a", "start": 1})
    assert codes(alone / "meta.json")["SC003"] == 1  # named on its own, it is an unknown format
