"""Is the runner the bottleneck it measures?

Starts a minimal streaming server in a child process (it writes tokens as fast as it can)
and drives it at 64 and 256 concurrent streams with, side by side in the same run:

- the runner's own code path (``benchlint.runner.measure``, as ``benchlint measure`` uses it),
- a plain httpx loop that only counts token events in the raw bytes (the floor: the least
  work any streaming client can do), and
- GuideLLM from the package registry when it is installed (``GUIDELLM=/path/to/guidellm``
  or on PATH; it runs offline here with an in-memory dataset).

For each: client CPU seconds per streamed token (this process's CPU, the server excluded),
the stream rate sustained (tokens / wall), and for the runner the TTFT error against the
server's own timestamps (both sides read CLOCK_MONOTONIC, so they are comparable).

    python bench/runner_overhead.py [--streams 64,256] [--tokens 256] [--rounds 2]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass

# --- the server (child process) ----------------------------------------------------------------


def serve(port: int, interval_s: float = 0.0) -> None:
    """OpenAI-style /v1/completions streaming `max_tokens` tokens, with no delay or one token per interval."""
    log: dict[str, tuple[float, float]] = {}
    counter = 0

    def frame(data: bytes) -> bytes:
        return f"{len(data):x}\r\n".encode() + data + b"\r\n"

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        nonlocal counter
        try:
            while True:
                line = await reader.readline()
                if not line:
                    return
                method, path, _ = line.decode().split(" ", 2)
                length, close = 0, False
                while (h := await reader.readline()) not in (b"\r\n", b""):
                    k, _, v = h.decode().partition(":")
                    if k.lower() == "content-length":
                        length = int(v)
                    elif k.lower() == "connection" and v.strip().lower() == "close":
                        close = True
                body = json.loads(await reader.readexactly(length)) if length else {}
                received = time.monotonic()
                if path == "/bench/log":
                    data = json.dumps(log).encode()
                    writer.write(b"HTTP/1.1 200 OK\r\ncontent-length: %d\r\n\r\n" % len(data) + data)
                    await writer.drain()
                    continue
                if method == "GET" and path in ("/health", "/v1/models"):
                    data = b'{"status":"ok","data":[{"id":"fake","object":"model"}]}'
                    writer.write(
                        b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: %d\r\n\r\n" % len(data)
                        + data
                    )
                    await writer.drain()
                    continue
                if method != "POST" or not path.endswith("/completions"):
                    writer.write(b"HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n")
                    await writer.drain()
                    continue
                counter += 1
                rid = f"cmpl-{counter}"
                n = int(body.get("max_tokens") or 16)
                token = frame(
                    b'data: {"id":"%s","choices":[{"text":" tok","index":0,"finish_reason":null}]}\n\n' % rid.encode()
                )
                head = b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n"
                writer.write(head + (b"connection: close\r\n\r\n" if close else b"\r\n") + token)
                first = time.monotonic()
                log[rid] = (received, first)
                for i in range(1, n):
                    writer.write(token)
                    if interval_s:
                        await writer.drain()
                        await asyncio.sleep(interval_s)
                    elif i % 16 == 0:
                        await writer.drain()
                last = {
                    "id": rid,
                    "choices": [{"text": "", "index": 0, "finish_reason": "length"}],
                    "usage": {"completion_tokens": n, "prompt_tokens": 4},
                }
                writer.write(
                    frame(b"data: " + json.dumps(last).encode() + b"\n\n") + frame(b"data: [DONE]\n\n") + b"0\r\n\r\n"
                )
                await writer.drain()
                if close:
                    return
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        finally:
            writer.close()

    async def main() -> None:
        server = await asyncio.start_server(handle, "127.0.0.1", port, backlog=1024)
        async with server:
            await server.serve_forever()

    asyncio.run(main())


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


# --- the clients -------------------------------------------------------------------------------


@dataclass
class Run:
    client: str
    streams: int
    tokens: int
    wall_s: float
    cpu_s: float
    failed: int
    ttft_errors_ms: list[float] | None = None
    """Client TTFT minus the server's (request read -> first token written)."""
    client_lag_ms: list[float] | None = None
    """Server wrote the first token -> the client saw it: the client's own share of the error."""

    @property
    def rate(self) -> float:
        return self.tokens / self.wall_s

    @property
    def cpu_us_per_token(self) -> float:
        return self.cpu_s / self.tokens * 1e6


def run_runner(url: str, streams: int, tokens: int, rounds: int, keepalive: bool = False) -> Run:
    import httpx

    from benchlint.runner.measure import MeasureOptions, measure

    options = MeasureOptions(
        url=url,
        concurrencies=(streams,),
        requests_per_worker=rounds,
        warmup=0,
        output_tokens=tokens,
        prompt_set="chat",
        keepalive=keepalive,
    )
    cpu0, wall0 = time.process_time(), time.perf_counter()
    result = asyncio.run(measure(options))
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    level = result.outcome.levels[0]
    log = httpx.post(url + "/bench/log", timeout=30).json()
    errors, lags = [], []
    for r in level.completed:
        if r.response_id in log and r.first_token_at is not None and r.ttft_s is not None:
            received, first = log[r.response_id]
            errors.append((r.ttft_s - (first - received)) * 1000)
            lags.append((r.first_token_at - first) * 1000)
    # the runner's wall includes its probe and sampler start: use the level's own wall for the rate
    name = "runner --keepalive" if keepalive else "benchlint runner"
    return Run(name, streams, level.output_tokens, level.wall_s or wall, cpu, len(level.failed), errors, lags)


def run_floor(url: str, streams: int, tokens: int, rounds: int) -> Run:
    """The least a streaming client can do: send, count token events in the raw bytes, nothing else."""
    import httpx

    counted = 0
    failed = 0

    async def main() -> None:
        nonlocal counted, failed
        limits = httpx.Limits(max_connections=streams, max_keepalive_connections=streams)
        async with httpx.AsyncClient(limits=limits, timeout=60) as client:

            async def worker() -> None:
                nonlocal counted, failed
                for _ in range(rounds):
                    try:
                        async with client.stream(
                            "POST", url + "/v1/completions", json={"prompt": "hi", "max_tokens": tokens, "stream": True}
                        ) as r:
                            async for raw in r.aiter_bytes():
                                counted += raw.count(b'"text":" tok"')
                    except httpx.HTTPError:
                        failed += 1

            await asyncio.gather(*(worker() for _ in range(streams)))

    cpu0, wall0 = time.process_time(), time.perf_counter()
    asyncio.run(main())
    return Run("httpx floor (peer)", streams, counted, time.perf_counter() - wall0, time.process_time() - cpu0, failed)


def guidellm_executable() -> str | None:
    return os.environ.get("GUIDELLM") or shutil.which("guidellm")


def _guidellm_once(exe: str, url: str, streams: int, tokens: int, requests: int, folder: str) -> tuple[float, dict]:
    """Run GuideLLM 0.8 with an in-memory dataset (no tokenizer download); (child CPU s, its JSON)."""
    scenario = {
        "spec": {
            "backend": {"kind": "openai_http", "target": url, "request_format": "/v1/completions", "model": "fake"},
            "profile": {"kind": "concurrent", "streams": streams},
            "data": [
                {
                    "kind": "in_memory_dict_list",
                    "data": [{"prompt": "hi", "output_tokens_count": tokens} for _ in range(requests)],
                }
            ],
            "constraints": [{"kind": "max_requests", "count": requests}],
        },
        "benchmarks": [{"profile.streams": streams}],
    }
    path = os.path.join(folder, "scenario.json")
    with open(path, "w") as handle:
        json.dump(scenario, handle)
    before = os.times()
    proc = subprocess.run(
        [exe, "run", "-c", path, "--disable-console"],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=900,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
    )
    after = os.times()
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else f"exit {proc.returncode}")
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    with open(os.path.join(folder, "benchmarks.json")) as handle:
        return cpu, json.load(handle)["benchmarks"][0]


def run_guidellm(url: str, streams: int, tokens: int, rounds: int) -> Run | None:
    """GuideLLM as the peer when installed (GUIDELLM=/path/to/guidellm or on PATH).

    Its CPU includes its own start-up (torch, transformers imports), so a one-request run is
    subtracted; the rate is its output tokens over its own benchmark duration.
    """
    import tempfile

    exe = guidellm_executable()
    if not exe:
        return None
    try:
        with tempfile.TemporaryDirectory() as folder:
            base_cpu, _ = _guidellm_once(exe, url, 1, tokens, 1, folder)
            cpu, bench = _guidellm_once(exe, url, streams, tokens, streams * rounds, folder)
    except (RuntimeError, OSError, subprocess.TimeoutExpired, KeyError, ValueError) as exc:
        print(f"guidellm could not run here ({exc}); using the httpx floor as the peer", file=sys.stderr)
        return None
    out = bench["metrics"]["output_token_count"]["successful"]
    produced = round(out["mean"] * out["count"])
    failed = int(bench["metrics"]["request_totals"].get("errored", 0))
    return Run("guidellm 0.8 (peer)", streams, produced, float(bench["duration"]), max(0.0, cpu - base_cpu), failed)


def _p50_p95(values: list[float] | None) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    return f"{statistics.median(ordered):.2f} / {ordered[int(0.95 * (len(ordered) - 1))]:.2f}"


# --- main --------------------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", default="64,256")
    parser.add_argument("--tokens", type=int, default=256, help="tokens per request")
    parser.add_argument("--rounds", type=int, default=2, help="requests per stream")
    parser.add_argument(
        "--token-interval-ms", type=float, default=0.0, help="pace each stream (0: as fast as the server can write)"
    )
    parser.add_argument("--no-guidellm", action="store_true", help="skip GuideLLM even if installed")
    parser.add_argument("--serve", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve, args.token_interval_ms / 1000)
        return 0
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, __file__, "--serve", str(port), "--token-interval-ms", str(args.token_interval_ms)]
    )
    url = f"http://127.0.0.1:{port}"
    try:
        import httpx

        for _ in range(100):
            try:
                httpx.get(url + "/", timeout=0.5)
                break
            except httpx.HTTPError:
                time.sleep(0.05)
        rows = []
        for streams in [int(s) for s in args.streams.split(",")]:
            peers = [run_floor(url, streams, args.tokens, args.rounds)]
            guide = None if args.no_guidellm else run_guidellm(url, streams, args.tokens, args.rounds)
            if guide is not None:
                peers.append(guide)
            runner = run_runner(url, streams, args.tokens, args.rounds)
            peers.append(run_runner(url, streams, args.tokens, args.rounds, keepalive=True))
            rows.append((streams, runner, peers))
    finally:
        server.terminate()
        server.wait(5)
    pace = f"one token per {args.token_interval_ms:g} ms per stream" if args.token_interval_ms else "no delay"
    print(f"server: local asyncio streamer ({pace}), {args.tokens} tokens/request, {args.rounds} requests/stream")
    print(
        f"{'streams':>7}  {'client':<20} {'tok/s':>9} {'CPU us/tok':>10} {'failed':>6}  "
        f"{'TTFT err p50/p95 ms':>20}  {'client lag p50/p95 ms':>22}"
    )
    for streams, runner, peers in rows:
        for run in (*peers, runner):
            print(
                f"{streams:>7}  {run.client:<20} {run.rate:>9.0f} {run.cpu_us_per_token:>10.1f} {run.failed:>6}  "
                f"{_p50_p95(run.ttft_errors_ms):>20}  {_p50_p95(run.client_lag_ms):>22}"
            )
        for peer in peers:
            print(
                f"{streams:>7}  runner / {peer.client}: rate {runner.rate / peer.rate:.2f}x, "
                f"CPU per token {runner.cpu_us_per_token / peer.cpu_us_per_token:.2f}x"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
