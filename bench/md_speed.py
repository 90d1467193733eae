"""Markdown speed: benchlint vs markdownlint-cli2 on the same 1,000 generated documents.

Generates documents with claims, setup sentences, tables, nested lists and code fences,
then times, in the same run and on the same files:

* ``benchlint check --output-format concise --exit-zero DIR`` (one process, the whole tree;
  ``--format json`` for JSON), and
* ``markdownlint-cli2 "DIR/**/*.md"`` (npm; installed into a temporary prefix when missing).

The two tools run interleaved, run by run (``--repeat`` pairs, default 5), so a busy machine
slows both alike; prints the median time of each and the median of the per-pair ratios
benchlint / markdownlint-cli2 (target <= 0.5x).

Usage::

    python bench/md_speed.py [--docs 1000] [--repeat 3] [--mdl PATH_TO_markdownlint-cli2]
"""

from __future__ import annotations

import argparse
import random
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


def timed(command: list[str], cwd: Path) -> tuple[float, int]:
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, capture_output=True, timeout=900, check=False)
    return time.perf_counter() - start, done.returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="benchlint vs markdownlint-cli2 on generated Markdown")
    parser.add_argument("--docs", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5, help="interleaved pairs of runs")
    parser.add_argument("--mdl", help="path to markdownlint-cli2")
    parser.add_argument(
        "--format", default="concise", help="benchlint --output-format (concise is like markdownlint's text)"
    )
    args = parser.parse_args(argv)
    mdl = find_markdownlint(args.mdl)
    with tempfile.TemporaryDirectory(prefix="benchlint-md-") as tmp:
        root = Path(tmp)
        docs = root / "docs"
        docs.mkdir()
        generate(docs, args.docs)
        benchlint = [
            sys.executable,
            "-m",
            "benchlint",
            "check",
            "--output-format",
            args.format,
            "--exit-zero",
            "--isolated",
            "docs",
        ]
        ours_first, our_code = timed(benchlint, root)
        count = (
            subprocess.run(
                [*benchlint[:4], "--statistics", "--exit-zero", "--isolated", "docs"],
                cwd=root,
                capture_output=True,
                text=True,
                check=False,
            )
            .stdout.strip()
            .splitlines()
        )
        if count:
            print(f"  findings: {count[-1]}")
        if our_code not in (0, 1):
            print("benchlint failed; ratio not computed", file=sys.stderr)
            return 2
        if mdl is None:
            print(f"benchlint: {ours_first:.2f} s")
            print("markdownlint-cli2 not available (npm install markdownlint-cli2); ratio not computed")
            return 0
        ours: list[float] = []
        theirs: list[float] = []
        for _ in range(args.repeat):
            ours.append(timed(benchlint, root)[0])
            theirs.append(timed([mdl, "docs/**/*.md"], root)[0])
        ratios = [a / b for a, b in zip(ours, theirs, strict=True)]
        print(
            f"benchlint check --output-format {args.format}, {args.docs} docs: median {statistics.median(ours):.2f} s"
        )
        print(f"markdownlint-cli2, same docs: median {statistics.median(theirs):.2f} s")
        print(
            f"ratio benchlint / markdownlint-cli2: median {statistics.median(ratios):.2f}x over {len(ratios)} "
            f"interleaved pairs ({', '.join(f'{r:.2f}' for r in ratios)}; target <= 0.5x)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
