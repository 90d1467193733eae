"""Faults the real server cannot produce, against the fake server: every failure is recorded
with its reason, totals count only completed tokens, and nothing hangs past its timeouts."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from benchlint.runner.client import Timeouts
from benchlint.runner.measure import MeasureError, MeasureOptions, MeasureResult, measure, split_url
from benchlint.runner.records import load_records

FAST = Timeouts(request_s=3.0, stall_s=0.5, connect_s=1.0)


def run(url: str, **kw: object) -> MeasureResult:
    options = MeasureOptions(
        url=url,
        concurrencies=(1, 2),
        requests_per_worker=2,
        warmup=0,
        timeouts=FAST,
        sample_interval_s=0.05,
        output_tokens=8,
        prompt_set="chat",
    )
    for key, value in kw.items():
        setattr(options, key, value)
    return asyncio.run(measure(options))


def failures(result: MeasureResult) -> list[str]:
    return [r.error or "" for level in result.outcome.levels for r in level.failed]


def test_healthy_fake_server_has_no_failures(fake_server) -> None:
    result = run(fake_server().url)
    assert failures(result) == []
    assert result.record is not None
    assert [p.failed_requests for p in result.record.points] == [0, 0]
    assert result.record.points[1].output_tokens_total == 4 * 8


def test_close_mid_stream_is_a_failure_and_its_tokens_do_not_count(fake_server) -> None:
    server = fake_server(behaviour=lambda n: "close" if n == 3 else "ok")
    result = run(server.url)
    assert len(failures(result)) == 1 and "closed mid-stream" in failures(result)[0]
    point = result.record.points[1]  # requests 2..5 are concurrency 2
    assert point.failed_requests == 1 and point.requests == 3
    assert point.output_tokens_total == 3 * 8  # the 2 tokens the broken stream sent are not counted
    assert point.failures_included is False
    assert "closed mid-stream" in result.record.notes


def test_http_500_is_recorded_with_its_status(fake_server) -> None:
    result = run(fake_server(behaviour=lambda n: "500" if n == 0 else "ok").url)
    assert failures(result) == ['HTTP 500: {"error": {"message": "internal"}}']
    assert result.record.points[0].failed_requests == 1


def test_429_retry_after_is_honoured_within_the_timeout(fake_server) -> None:
    server = fake_server(behaviour=lambda n: "429:0.2" if n == 0 else "ok")
    result = run(server.url)
    assert failures(result) == []
    first = result.outcome.levels[0].results[0]
    assert first.retries == 1 and first.latency_s >= 0.2


def test_429_retry_after_past_the_timeout_fails_without_waiting(fake_server) -> None:
    server = fake_server(behaviour=lambda n: "429:30" if n == 0 else "ok")
    started = time.monotonic()
    result = run(server.url)
    assert time.monotonic() - started < 10
    assert failures(result) == ["HTTP 429 (Retry-After 30s is past the timeout)"]


def test_stall_past_the_timeout_fails_in_bounded_time(fake_server) -> None:
    server = fake_server(behaviour=lambda n: "stall" if n in (0, 2) else "ok")
    started = time.monotonic()
    result = run(server.url)
    assert time.monotonic() - started < 10
    errors = failures(result)
    assert len(errors) == 2 and all(e.startswith("stalled: no data for 0.5s") for e in errors)


def test_request_deadline_bounds_a_slow_trickle(fake_server) -> None:
    # Each token arrives well inside the stall timeout, but the whole request exceeds its deadline.
    server = fake_server(tokens=50, token_delay_s=0.1)
    result = run(
        server.url,
        timeouts=Timeouts(request_s=1.0, stall_s=0.5),
        concurrencies=(1,),
        requests_per_worker=1,
        output_tokens=50,
    )
    assert failures(result) == ["timed out after 1s"]


def test_malformed_sse_is_a_failure(fake_server) -> None:
    result = run(fake_server(behaviour=lambda n: "malformed" if n == 1 else "ok").url)
    errors = failures(result)
    assert len(errors) == 1 and errors[0].startswith("malformed SSE: event is not JSON")


def test_server_dying_mid_sweep_ends_the_sweep_with_failures_recorded(fake_server) -> None:
    server = fake_server(behaviour=lambda n: "die" if n == 1 else "ok")
    started = time.monotonic()
    result = run(server.url, concurrencies=(1, 2, 4))
    assert time.monotonic() - started < 15
    assert result.outcome.stopped_reason is not None and "every request at concurrency 2 failed" in (
        result.outcome.stopped_reason
    )
    points = {p.concurrency: p for p in result.record.points}
    assert points[1].requests == 1 and points[1].failed_requests == 1
    assert points[2].requests == 0 and points[2].failed_requests == 4
    assert 4 not in points  # never started
    assert "sweep stopped early" in result.record.notes


def test_fixed_length_ignored_by_the_server_is_reported(fake_server) -> None:
    honest = run(fake_server(tokens=5).url)
    assert honest.warnings == [] and honest.record.points[0].output_tokens.mean == 8
    lying = run(fake_server(tokens=5, honours_ignore_eos=False).url)
    assert lying.warnings == [
        "fixed length 8 was not honoured: 6 of 6 requests returned 5..5 tokens "
        "(the server ignores ignore_eos/min_tokens?)"
    ]
    assert lying.record.points[0].output_tokens.mean == 5  # the record keeps what was returned, not what was asked
    assert lying.record.workload.max_tokens == 8


def test_api_key_comes_from_the_environment_and_is_never_written(fake_server, tmp_path: Path) -> None:
    secret = "sk-test-" + "7f3a9c" * 4
    server = fake_server(api_key=secret)
    out = tmp_path / "rec.yaml"
    env = {**os.environ, "BENCH_KEY": secret}
    cmd = [
        sys.executable,
        "-m",
        "benchlint",
        "measure",
        server.url,
        "-c",
        "1,2",
        "-k",
        "1",
        "--warmup",
        "0",
        "--output-tokens",
        "8",
        "--api-key-env",
        "BENCH_KEY",
        "-o",
        str(out),
        "--timeout",
        "5",
        "--repeats",
        "1",
        "--exit-zero",  # the fake server reports no speculation state: OP005 is an error-level finding
    ]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    text = out.read_text()
    assert "--api-key-env BENCH_KEY" in text  # the variable's name is provenance, its value is not
    assert secret not in text and secret not in proc.stdout and secret not in proc.stderr
    record = load_records(str(out))[0].record
    assert record.points[0].requests == 1 and record.points[0].failed_requests == 0
    svg = tmp_path / "curve.svg"
    pytest.importorskip("matplotlib")
    plot = subprocess.run(
        [sys.executable, "-m", "benchlint", "plot", str(out), "-o", str(svg)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert plot.returncode == 0, plot.stderr
    assert secret not in svg.read_text()
    # a wrong key is refused by the server: the key really is what authorises the requests
    out2 = tmp_path / "rec2.yaml"
    cmd2 = [*cmd[:-7], "-o", str(out2), "--timeout", "5"]
    proc = subprocess.run(cmd2, env={**env, "BENCH_KEY": "wrong"}, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 3 and "HTTP 401" in proc.stderr  # 3: the server completed no request
    env.pop("BENCH_KEY")
    proc = subprocess.run([*cmd2, "--force"], env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "BENCH_KEY is not set" in proc.stderr  # 2: refused before any request


def test_traffic_goes_only_to_the_given_server(fake_server) -> None:
    server = fake_server()
    run(server.url)
    assert {s.path for s in server.seen} <= {
        "/props",
        "/v1/models",
        "/slots",
        "/metrics",
        "/tokenize",
        "/v1/completions",
    }
    with pytest.raises(MeasureError, match="credentials"):
        split_url("http://user:pw@127.0.0.1:1/v1")
    with pytest.raises(MeasureError, match="query"):
        split_url("http://127.0.0.1:1/v1?api_key=x")
    assert split_url("http://127.0.0.1:8080/v1/") == "http://127.0.0.1:8080"


def test_sigterm_writes_the_partial_record_atomically(fake_server, tmp_path: Path) -> None:
    server = fake_server(tokens=400, token_delay_s=0.01)  # each request ~4 s: the run is mid-level on SIGTERM
    out = tmp_path / "partial.yaml"
    cmd = [
        sys.executable,
        "-m",
        "benchlint",
        "measure",
        server.url,
        "-c",
        "1,2,4",
        "-k",
        "1",
        "--warmup",
        "0",
        "--output-tokens",
        "40",
        "--repeats",
        "1",
        "-o",
        str(out),
        "--timeout",
        "30",
    ]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stderr is not None
        assert proc.stderr.readline().startswith("probing ")  # said at once, before the probe
        line = proc.stderr.readline()  # one line per finished level when stderr is not a terminal
        assert line.startswith("concurrency    1: 1 done"), line
        time.sleep(0.3)  # concurrency 2 is in flight
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 143, err
    assert "partial record written" in err
    record = load_records(str(out))[0].record
    assert [p.concurrency for p in record.points] == [1, 2]
    assert record.points[1].label == "partial: interrupted"
    assert "sweep stopped early: interrupted" in record.notes
    assert [f for f in os.listdir(tmp_path) if f.startswith(".benchlint-")] == []


def test_prompts_are_sized_from_usage_counts_when_the_server_has_no_tokenize(fake_server) -> None:
    server = fake_server()  # no /tokenize; its usage counts four characters per token
    result = run(server.url, prompt_tokens=300, prompt_set="code", concurrencies=(2,))
    means = result.record.workload.prompt_tokens
    assert means.min >= 280 and means.max <= 320, means
    assert result.record.workload.content_type == "code"


def test_an_unreachable_server_is_a_clear_error_not_a_traceback(tmp_path: Path) -> None:
    from tests.runner.conftest import free_port

    url = f"http://127.0.0.1:{free_port()}"
    with pytest.raises(MeasureError, match="cannot reach"):
        run(url)
    proc = subprocess.run(
        [sys.executable, "-m", "benchlint", "measure", url, "-o", str(tmp_path / "x.yaml")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 3 and "Error: cannot reach" in proc.stderr and "Traceback" not in proc.stderr
    assert not (tmp_path / "x.yaml").exists()
