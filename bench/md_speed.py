"""Markdown speed: benchlint vs markdownlint-cli2 on the same 1,000 generated documents.

Generates documents with claims, setup sentences, tables, nested lists and code fences,
then times, in the same run and on the same files:

* ``benchlint check --output-format concise --exit-zero DIR`` (one process, the whole tree;
  ``--format json`` for JSON), and
* ``markdownlint-cli2 "DIR/**/*.md"`` (npm; installed into a temporary prefix when missing).

The two tools run interleaved, run by run (``--repeat`` pairs, default 5), so a busy machine
slows both alike; prints the median time of each and the median of the per-pair ratios
benchlint / markdownlint-cli2 (target <= 0.5x), and benchlint's CPU time (user + sys, its
worker processes included).

``--single`` times the pre-commit case instead: one generated document, a new process per run
(cold start) for each tool, interleaved the same way.

Both tools start from compiled code as an installed copy does: PYTHONDONTWRITEBYTECODE is
dropped from their environment (it would make an editable benchlint recompile every module on
every run) and each tool has one untimed warm-up run.

Usage::

    python bench/md_speed.py [--docs 1000] [--repeat 3] [--mdl PATH_TO_markdownlint-cli2]
    python bench/md_speed.py --single [--repeat 15]
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

_ENGINES = ["vLLM 0.6.3", "SGLang 0.4.3", "llama.cpp b4326", "TensorRT-LLM 0.12", "MLX-LM 0.20.4"]
_GPUS = ["one H100", "two A100s", "8x MI300X", "a single RTX 4090", "one L4"]
_DATASETS = ["ShareGPT", "random token ids", "MT-Bench", "code prompts", "chat questions"]


def make_doc(rng: random.Random, index: int) -> str:
    engine, gpu, data = rng.choice(_ENGINES), rng.choice(_GPUS), rng.choice(_DATASETS)
    conc = rng.choice([1, 4, 8, 16, 32, 64])
    rows = "\n".join(f"| {c} | {rng.uniform(40, 4000):.1f} | {rng.uniform(20, 900):.0f} |" for c in (1, 8, 32, 64))
    return f"""# Benchmark notes {index}

Setup: {gpu}, {engine}, {rng.choice([256, 512, 1024])}-token {data} prompts,
exactly {rng.choice([128, 256, 512])} output tokens with ignore_eos, no speculative decoding;
throughput is total output tokens / wall.

## Results

Our build reaches {rng.uniform(50, 3000):.1f} tok/s at {conc} concurrent requests, {rng.uniform(1.1, 4):.2f}x faster
than the previous release. Per user that is {rng.uniform(5, 90):.1f} tok/s with a TTFT of {rng.randint(30, 900)} ms.

| Concurrency | Output throughput (tok/s) | TTFT p50 (ms) |
|---|---|---|
{rows}

- Prefix caching: {rng.randint(5, 60)}% higher throughput on long prompts.
  - Nested note: measured on {gpu}.
- The old scheduler served {rng.uniform(10, 200):.0f} tok/s per request x {conc} = a big "aggregate".

```bash
vllm serve model --port {rng.randint(8000, 9000)} --max-num-seqs {conc} --max-model-len 32768
python bench.py --concurrency {conc} --output 2048 tok/s 12x
```

Released {2020 + index % 6}-0{1 + index % 9}-1{index % 10}; see `--max-tokens {rng.randint(64, 512)}` for details.
Version {index % 7}.{index % 10}.{index % 3} keeps 2.1x lower memory.
<!-- benchlint-disable-next-line CV001 -- single-stream on purpose -->
A single request decodes at {rng.uniform(20, 150):.1f} tok/s.
"""


def generate(directory: Path, count: int, seed: int = 4) -> None:
    rng = random.Random(seed)
    for index in range(count):
        (directory / f"doc_{index:04d}.md").write_text(make_doc(rng, index), encoding="utf-8")


def find_markdownlint(explicit: str | None) -> str | None:
    for candidate in (explicit, shutil.which("markdownlint-cli2"), "/tmp/mdl/node_modules/.bin/markdownlint-cli2"):
        if candidate and Path(candidate).exists():
            return candidate
    if not shutil.which("npm"):
        return None
    prefix = Path(tempfile.gettempdir()) / "benchlint-mdl"
    subprocess.run(
        ["npm", "install", "--prefix", str(prefix), "markdownlint-cli2"], capture_output=True, timeout=600, check=False
    )
    binary = prefix / "node_modules" / ".bin" / "markdownlint-cli2"
    return str(binary) if binary.exists() else None


#: dropped from the tools' environment (as in lint_speed.py): PYTHONDONTWRITEBYTECODE would make an
#: editable benchlint recompile its own modules on every run, which no installed copy does
DROPPED_ENV = {"GITHUB_ACTIONS", "BENCHLINT_DEBUG", "PYTHONDONTWRITEBYTECODE"}


def timed(command: list[str], cwd: Path) -> tuple[float, int, float]:
    """Wall seconds, exit code and CPU seconds (user + sys of the process and its children)."""
    env = {k: v for k, v in os.environ.items() if k not in DROPPED_ENV}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, capture_output=True, timeout=900, check=False, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, done.returncode, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="benchlint vs markdownlint-cli2 on generated Markdown")
    parser.add_argument("--docs", type=int, default=1000)
    parser.add_argument("--repeat", type=int, help="interleaved pairs of runs (default 5; 15 with --single)")
    parser.add_argument("--single", action="store_true", help="the pre-commit case: one document, a cold start per run")
    parser.add_argument("--mdl", help="path to markdownlint-cli2")
    parser.add_argument(
        "--format", default="concise", help="benchlint --output-format (concise is like markdownlint's text)"
    )
    args = parser.parse_args(argv)
    repeat = args.repeat or (15 if args.single else 5)
    count = 1 if args.single else args.docs
    mdl = find_markdownlint(args.mdl)
    with tempfile.TemporaryDirectory(prefix="benchlint-md-") as tmp:
        root = Path(tmp)
        docs = root / "docs"
        docs.mkdir()
        generate(docs, count)
        benchlint = [
            sys.executable,
            "-m",
            "benchlint",
            "check",
            "--output-format",
            args.format,
            "--exit-zero",
            "--isolated",
            "docs/doc_0000.md" if args.single else "docs",
        ]
        ours_first, our_code, _ = timed(benchlint, root)  # also the untimed warm-up
        stats = (
            subprocess.run(
                [*benchlint[:4], "--statistics", "--exit-zero", "--isolated", benchlint[-1]],
                cwd=root,
                capture_output=True,
                text=True,
                check=False,
            )
            .stdout.strip()
            .splitlines()
        )
        if stats:
            print(f"  findings: {stats[-1]}")
        if our_code not in (0, 1):
            print("benchlint failed; ratio not computed", file=sys.stderr)
            return 2
        if mdl is None:
            print(f"benchlint: {ours_first:.2f} s")
            print("markdownlint-cli2 not available (npm install markdownlint-cli2); ratio not computed")
            return 0
        theirs_command = [mdl, "docs/doc_0000.md" if args.single else "docs/**/*.md"]
        timed(theirs_command, root)  # untimed warm-up
        ours: list[float] = []
        our_cpu: list[float] = []
        theirs: list[float] = []
        for _ in range(repeat):
            wall, _code, cpu = timed(benchlint, root)
            ours.append(wall)
            our_cpu.append(cpu)
            theirs.append(timed(theirs_command, root)[0])
        ratios = [a / b for a, b in zip(ours, theirs, strict=True)]
        what = "1 doc, cold start" if args.single else f"{count} docs"
        digits = 3 if args.single else 2
        print(
            f"benchlint check --output-format {args.format}, {what}: median {statistics.median(ours):.{digits}f} s"
            f" (CPU user+sys median {statistics.median(our_cpu):.{digits}f} s)"
        )
        print(f"markdownlint-cli2, same docs: median {statistics.median(theirs):.{digits}f} s")
        print(
            f"ratio benchlint / markdownlint-cli2: median {statistics.median(ratios):.2f}x over {len(ratios)} "
            f"interleaved pairs ({', '.join(f'{r:.2f}' for r in ratios)}; target <= 0.5x)"
        )
        print(f"load average after the runs: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
