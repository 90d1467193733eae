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


# --- a misbehaving server: every request counted, every probe survivable, nothing leaked ----------


def sent_and_counted(server, result: MeasureResult) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """Completion requests the server received, and the ones the record accounts for."""
    points = result.record.points if result.record is not None else []
    return server.completions, sum((p.requests or 0) + (p.failed_requests or 0) for p in points or [])


def assert_valid_record(result: MeasureResult, tmp_path: Path) -> None:
    """The record passes benchlint's own schema (a negative count or speed would not)."""
    from benchlint.runner.records import save_record

    assert result.record is not None
    out = tmp_path / f"rec-{len(os.listdir(tmp_path))}.json"
    save_record(result.record, str(out))
    load_records(str(out))


def test_huge_integer_and_deep_json_in_the_stream_are_counted_with_a_reason(fake_server, tmp_path: Path) -> None:
    server = fake_server(behaviour=lambda n: {0: "bigint", 1: "deep"}.get(n, "ok"))
    result = run(server.url, concurrencies=(1,), requests_per_worker=3)
    sent, counted = sent_and_counted(server, result)
    assert (sent, counted) == (3, 3)
    point = result.record.points[0]
    assert (point.requests, point.failed_requests) == (2, 1)
    assert failures(result) == ["malformed SSE: event nests deeper than 64 levels"]
    huge = result.outcome.levels[0].results[0]
    assert huge.ok and (huge.output_tokens, huge.count_source) == (8, "chunks")
    assert huge.count_disagreement == "usage.completion_tokens a 5000-digit integer is not a token count"
    assert "1 x malformed SSE" in result.record.notes
    assert_valid_record(result, tmp_path)


def test_negative_or_disagreeing_usage_counts_the_stream_and_says_so(fake_server, tmp_path: Path) -> None:
    server = fake_server(behaviour=lambda n: {0: "negative", 2: "liar"}.get(n, "ok"))
    result = run(server.url, stop="natural")
    levels = result.outcome.levels
    assert levels[0].results[0].count_disagreement == "usage.completion_tokens -5 is not a token count"
    assert levels[1].results[0].count_disagreement == ("usage said 1000 output tokens but the stream carried 8 chunks")
    assert [p.output_tokens_total for p in result.record.points] == [2 * 8, 4 * 8]
    assert all(p.aggregate_tok_s > 0 for p in result.record.points)
    notes = result.record.notes
    assert "output token counts from: chunks 2, usage 4" in notes
    assert (
        "concurrency 1: the server's token count disagreed with the stream on 1 request(s), counted from chunks 1"
        in notes
    )
    assert "concurrency 2: the server's token count disagreed with the stream on 1 request(s)" in notes
    assert_valid_record(result, tmp_path)
    # watched failing: a usage within the tolerance of the stream is the server's exact count
    honest = run(fake_server(tokens=8).url, stop="natural")
    assert "disagreed" not in honest.record.notes and "output token counts from: usage 6" in honest.record.notes


def test_count_tolerance_allows_bundled_chunks_but_not_inventions() -> None:
    from benchlint.runner.client import count_agrees

    assert count_agrees(64, 64) and count_agrees(63, 64) and count_agrees(66, 64)
    assert count_agrees(3 * 40, 40)  # speculative decoding streams several tokens per chunk
    assert not count_agrees(1000, 8) and not count_agrees(50, 64) and not count_agrees(5, 0)
    assert count_agrees(1, 0)  # an answer whose only token streamed no text


def test_retry_after_zero_forever_is_bounded_with_backoff(fake_server) -> None:
    server = fake_server(behaviour=lambda n: "429:0")
    timeouts = Timeouts(request_s=20.0, stall_s=1.0, connect_s=1.0, backoff_s=0.05, max_retries=4)
    started = time.monotonic()
    result = run(server.url, concurrencies=(1,), requests_per_worker=1, timeouts=timeouts)
    elapsed = time.monotonic() - started
    assert server.completions == 5  # the request and its 4 retries, not thousands
    assert failures(result) == ["HTTP 429 after 4 retries (last Retry-After 0s)"]
    assert elapsed >= 0.05 * (1 + 2 + 4 + 8) / 2  # each wait at least half its exponential ceiling
    assert result.record.points[0].failed_requests == 1


def test_backoff_doubles_with_jitter_and_honours_retry_after() -> None:
    import random

    from benchlint.runner.client import backoff_seconds

    rng = random.Random(1)
    waits = [backoff_seconds(k, 0.25, None, rng) for k in range(8)]
    for k, wait in enumerate(waits):
        ceiling = min(8.0, 0.25 * 2**k)
        assert ceiling / 2 <= wait <= ceiling
    assert len({round(w, 6) for w in waits}) == len(waits)  # jittered, not in lockstep
    assert backoff_seconds(0, 0.25, 3.0, rng) == 3.0  # a non-zero Retry-After is a floor
    assert backoff_seconds(0, 0.25, 0.0, rng) <= 0.25


def test_an_endless_line_fails_the_request_at_the_line_bound(fake_server) -> None:
    server = fake_server(behaviour=lambda n: "endless" if n == 0 else "ok")
    started = time.monotonic()
    result = run(server.url, concurrencies=(1,), timeouts=Timeouts(request_s=20.0, stall_s=5.0))
    assert time.monotonic() - started < 10  # bounded by the line limit, not by the 20 s timeout
    assert failures(result) == ["malformed SSE: a line longer than 1 MiB without a newline"]
    assert result.record.points[0].requests == 1


def test_sse_decoder_bounds_lines_and_events() -> None:
    from benchlint.runner.sse import MalformedStream, SSEDecoder

    decoder = SSEDecoder(max_line_bytes=100)
    assert decoder.feed(b"data: " + b"x" * 90 + b"\n\n") == ["x" * 90]
    with pytest.raises(MalformedStream, match="longer than 100 bytes without a newline"):
        for _ in range(10):
            decoder.feed(b"y" * 20)
    with pytest.raises(MalformedStream, match="event longer than 100 bytes"):
        SSEDecoder(max_line_bytes=100).feed(b"data: " + b"z" * 60 + b"\ndata: " + b"z" * 60 + b"\n")


def test_a_redirect_failure_names_its_status(fake_server) -> None:
    result = run(fake_server(behaviour=lambda n: "307" if n == 0 else "ok").url, concurrencies=(1,))
    assert failures(result) == ["HTTP 307 redirect to /v2/completions (redirects are not followed; give the final URL)"]
    assert "1 x HTTP 307 redirect to /v2/completions" in result.record.notes


def test_broken_probes_are_recorded_as_unavailable_and_the_sweep_goes_on(fake_server, tmp_path: Path) -> None:
    metrics = "# HELP x\nllamacpp:requests_processing 1\n   \nllamacpp:requests_deferred 0\n\t\n"
    server = fake_server(metrics=metrics, tokenize="nonjson-pieces")
    out = tmp_path / "probes.yaml"
    cmd = [sys.executable, "-m", "benchlint", "measure", server.url, "-c", "1,2", "-k", "1", "--warmup", "0"]
    cmd += ["--output-tokens", "8", "--prompt-tokens", "200", "--timeout", "5", "-o", str(out), "-q", "--no-lint"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    assert "prompts sized from usage counts: /tokenize answer is not usable JSON" in proc.stderr
    record = load_records(str(out))[0].record
    assert "prompts sized from usage counts" in record.notes
    assert 180 <= record.workload.prompt_tokens.mean <= 220  # sized from usage counts instead
    assert record.points[0].server is not None  # the whitespace-only lines did not stop /metrics
    # a metrics page of nothing but noise, and a /tokenize that is never JSON
    noisy = fake_server(metrics="   \n<html>\n", tokenize="nonjson")
    result = run(noisy.url, prompt_tokens=200)
    assert "probe unavailable: /metrics: answered, but no line of it is a metric" in result.record.notes
    assert any(
        w.startswith("probe unavailable: /tokenize: /tokenize answer is not usable JSON") for w in result.warnings
    )
    sent, counted = sent_and_counted(noisy, result)
    assert counted == sent - 1  # every sweep request counted; the one other was the usage probe


def test_parse_metrics_survives_any_line() -> None:
    from benchlint.runner.server import parse_metrics

    text = '  \n\t\nname_only\n{}\n}{ 1\nbad{a="1"} x\nok 2\nok{a="b"} 3 123\ninf +Inf\nnan NaN\n'
    assert parse_metrics(text) == {"ok": 5.0}


def test_a_key_echoed_by_the_server_reaches_no_output(fake_server, tmp_path: Path) -> None:
    secret = "sk-live-" + "4b1de9" * 4
    echo = {0: "echo401", 2: "echoerr", 3: "echo307"}
    server = fake_server(
        api_key=secret, behaviour=lambda n: echo.get(n, "ok"), echo_key_in_model=True, total_slots=None
    )
    out = tmp_path / "rec.yaml"
    env = {**os.environ, "BENCH_KEY": secret}
    cmd = [sys.executable, "-m", "benchlint", "measure", server.url, "-c", "1,2", "-k", "2", "--warmup", "0"]
    cmd += ["--output-tokens", "8", "--api-key-env", "BENCH_KEY", "-o", str(out), "--timeout", "5", "--exit-zero"]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    text = out.read_text()
    # the server did echo it: the failures are there, with the key cut out of them
    record = load_records(str(out))[0].record
    assert "HTTP 401" in record.notes and "server error in stream: upstream refused [redacted]" in record.notes
    assert "HTTP 307 redirect to /v2/completions?auth=[redacted]" in record.notes
    assert record.system.model == "fake-model ([redacted])"
    assert sum(p.failed_requests for p in record.points) == 3
    outputs = {"record": text, "stdout": proc.stdout, "stderr": proc.stderr}
    pytest.importorskip("matplotlib")
    svg = tmp_path / "curve.svg"
    plot = subprocess.run(
        [sys.executable, "-m", "benchlint", "plot", str(out), "-o", str(svg)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert plot.returncode == 0, plot.stderr
    outputs.update(plot_stdout=plot.stdout, plot_stderr=plot.stderr, svg=svg.read_text())
    for name, output in outputs.items():
        assert secret not in output, name
        assert secret[8:20] not in output, name  # not even the half of it a gateway quotes
        assert "Bearer sk-" not in output, name


def test_redactor_removes_the_key_in_any_spelling() -> None:
    from benchlint.runner.redact import Redactor

    key = "sk-a/b+c=" + "9" * 20
    r = Redactor.from_headers({"Authorization": f"Bearer {key}"})
    for text in (key, f'{{"k": "{key[:5]}\\/{key[6:]}"}}', f"key={key.replace('/', '%2F').replace('+', '%2B')}"):
        assert "9" * 8 not in r.redact(text), text
    assert r.redact(f"got {key[:12]}... ok") == "got [redacted]... ok"
    assert r.redact("Authorization: Basic dXNlcjpwdw== then") == "Authorization: [redacted] then"
    assert r.redact("nothing secret here, 12345678") == "nothing secret here, 12345678"


SLOW_WRITE = """
import os, signal, sys, time
real_replace = os.replace

def replace_slowly(src, dst):
    os.kill(os.getpid(), signal.SIGTERM)  # a second SIGTERM while the partial record is written
    time.sleep(0.3)
    os.kill(os.getpid(), signal.SIGINT)
    time.sleep(0.3)
    real_replace(src, dst)

os.replace = replace_slowly
from benchlint.cli import main
sys.argv = ["benchlint", *sys.argv[1:]]
main()
"""


def test_a_second_sigterm_during_the_partial_write_does_not_lose_it(fake_server, tmp_path: Path) -> None:
    server = fake_server(tokens=400, token_delay_s=0.01)
    out = tmp_path / "partial.yaml"
    out.write_text("previous\n")
    args = [server.url, "-c", "1,2", "-k", "1", "--warmup", "0", "--output-tokens", "40", "-o", str(out)]
    args += ["--timeout", "30", "--force", "--no-lint", "--repeats", "1"]
    proc = subprocess.Popen(
        [sys.executable, "-c", SLOW_WRITE, "measure", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert proc.stderr is not None
        assert proc.stderr.readline().startswith("probing ")
        line = proc.stderr.readline()
        assert line.startswith("concurrency    1"), line
        time.sleep(0.3)
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 143, err
    assert "partial record written" in err and "Traceback" not in err
    record = load_records(str(out))[0].record
    assert record.points[1].label == "partial: interrupted"
    assert [f for f in os.listdir(tmp_path) if f.startswith(".benchlint-")] == []
