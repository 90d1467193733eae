"""How fast is `benchlint check` next to `check-jsonschema` on the same records?

Generates N benchmark records (half JSON, half YAML) in a temporary directory, then in one run:

1. times `benchlint check --exit-zero` on all of them against `check-jsonschema` validating the
   same files with benchlint's own schema (`benchlint schema`), one process each, and
2. times a cold single-file run of each tool (a new process per run) on one YAML and one JSON
   record,

and prints medians (wall and CPU time) and the median of the per-pair wall-time ratios against
the targets (10k records: <= 0.5x check-jsonschema's time; single file: <= 0.4x). Runs of the two
tools are interleaved run by run, and each ratio compares the two runs of one pair, so drift on
a shared machine hits both.

One record in ten leaves one point's concurrency out, so benchlint also pays for locating
findings; the script checks that exactly those records get OP001 and that check-jsonschema
(for which every field is optional) accepts all files.

    python bench/lint_speed.py                  # 10,000 records, 3 batch and 7 single-file runs
    python bench/lint_speed.py --records 1000 --batch-runs 1 --single-runs 3   # a quick look
    python bench/lint_speed.py --records 10 --batch-runs 0 --single-runs 9      # cold start only
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

BATCH_TARGET = 0.5
SINGLE_TARGET = 0.4
MISSING_CONCURRENCY_EVERY = 10
#: (concurrency, aggregate relative to one request): a curve that levels off by the last rung
LADDER = ((1, 1.0), (2, 1.85), (4, 2.9), (8, 3.0))
FINDING_LINE = re.compile(r"^(?P<path>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): (?P<code>[A-Z]{2}\d{3}) ")


def executable(name: str) -> list[str]:
    """The console script installed beside this interpreter (not a pyenv shim, whose own start-up
    would be charged to both tools), else whatever is on PATH."""
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return [str(beside)]
    found = shutil.which(name)
    if found is None:
        sys.exit(f"{name} not found: pip install -e '.[test]' (it brings check-jsonschema)")
    return [found]


# --- records --------------------------------------------------------------------------------


def make_record(index: int, rng: random.Random) -> dict[str, object]:
    """A complete record with a concurrency ladder that levels off; every tenth record leaves
    one point's concurrency out (OP001)."""
    output_tokens = rng.choice([128, 256, 512, 1024])
    prompt_tokens = rng.choice([128, 512, 1024, 2048])
    requests = 16
    single = rng.uniform(30.0, 120.0)
    points = []
    for concurrency, scale in LADDER:
        aggregate = single * scale
        total = requests * output_tokens
        wall = total / aggregate
        per_request = aggregate / concurrency
        latency = output_tokens / per_request
        points.append(
            {
                "concurrency": concurrency,
                "requests": requests,
                "failed_requests": 0,
                "warmup_requests": 2,
                "wall_s": round(wall, 3),
                "output_tokens_total": total,
                "prompt_tokens_total": requests * prompt_tokens,
                "aggregate_tok_s": round(total / round(wall, 3), 2),
                "per_request_decode_tok_s": {"p50": round(per_request * 1.01, 2), "p95": round(per_request * 1.03, 2)},
                "ttft_s": {"p50": round(0.02 + 0.01 * concurrency, 3), "p95": round(0.03 + 0.015 * concurrency, 3)},
                "latency_s": {"p50": round(latency, 3), "p95": round(latency * 1.02, 3)},
            }
        )
    if index % MISSING_CONCURRENCY_EVERY == 0:
        del points[2]["concurrency"]
    return {
        "id": f"bench-{index:05d}",
        "system": {
            "model": rng.choice(["Qwen3-8B", "Llama-3.1-8B", "Mistral-7B"]),
            "engine": rng.choice(["vllm", "sglang", "llama.cpp"]),
            "engine_version": "1.0.0",
            "quantization": rng.choice(["bf16", "fp8", "Q4_K_M"]),
            "gpus": {"count": 1, "type": "H100-SXM-80GB"},
            "max_concurrent_sequences": {"value": 256, "source": "process"},
            "prefix_caching": False,
        },
        "workload": {
            "prompt_tokens": {"mean": prompt_tokens},
            "stop_rule": "fixed_length",
            "max_tokens": output_tokens,
            "min_tokens": output_tokens,
            "ignore_eos": True,
            "content_type": rng.choice(["code", "prose", "chat"]),
            "temperature": 0.0,
        },
        "speculative_decoding": {"enabled": False},
        "aggregation": "total_output_over_wall",
        "repeats": 2,
        "points": points,
        "provenance": {"tool": "bench/lint_speed.py", "date": "2026-11-29"},
    }


def to_yaml(value: object, indent: int = 0) -> str:
    """Block-style YAML for the plain data above (str/int/float/bool/dict/list of dicts)."""
    pad = " " * indent
    lines: list[str] = []
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, dict):
                lines.append(f"{pad}{key}:\n{to_yaml(item, indent + 2)}")
            elif isinstance(item, list):
                lines.append(f"{pad}{key}:")
                for element in item:
                    body = to_yaml(element, indent + 4)
                    lines.append(f"{pad}  - {body[indent + 4 :]}")
            else:
                lines.append(f"{pad}{key}: {scalar(item)}")
    return "\n".join(lines)


def scalar(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value)  # a JSON string is a valid YAML double-quoted scalar
    return repr(value)


def write_records(directory: Path, count: int, seed: int) -> tuple[list[str], set[str]]:
    """File names relative to ``directory`` (short, so 10,000 fit on one command line) and the
    names of the files that should get OP001."""
    rng = random.Random(seed)
    (directory / "r").mkdir()
    names: list[str] = []
    expected_op001: set[str] = set()
    for index in range(count):
        record = make_record(index, rng)
        name = f"r/{index:05d}.{'json' if index % 2 == 0 else 'yaml'}"
        text = json.dumps(record, indent=2) + "\n" if name.endswith(".json") else to_yaml(record) + "\n"
        (directory / name).write_text(text, encoding="utf-8")
        names.append(name)
        if index % MISSING_CONCURRENCY_EVERY == 0:
            expected_op001.add(name)
    return names, expected_op001


# --- timing ---------------------------------------------------------------------------------


@dataclass
class Timed:
    seconds: float
    """Wall time."""
    cpu: float
    """User + system CPU time of the process: less sensitive than wall time to other load on a
    shared machine."""
    returncode: int
    stdout: str
    stderr: str


#: dropped from the tools' environment: PYTHONDONTWRITEBYTECODE would make an editable benchlint
#: recompile its own modules on every run (~30 ms), which no pip-installed copy does.
DROPPED_ENV = {"GITHUB_ACTIONS", "BENCHLINT_DEBUG", "PYTHONDONTWRITEBYTECODE"}


def timed(command: Sequence[str], cwd: Path) -> Timed:
    env = {k: v for k, v in os.environ.items() if k not in DROPPED_ENV}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(list(command), cwd=cwd, capture_output=True, text=True, env=env, timeout=1800)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Timed(wall, cpu, done.returncode, done.stdout, done.stderr)


def alternate(commands: dict[str, list[str]], cwd: Path, runs: int) -> dict[str, list[Timed]]:
    results: dict[str, list[Timed]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            results[name].append(timed(command, cwd))
    return results


def median(runs: list[Timed]) -> float:
    return statistics.median(run.seconds for run in runs)


def median_cpu(runs: list[Timed]) -> float:
    return statistics.median(run.cpu for run in runs)


def paired_ratio(runs: dict[str, list[Timed]]) -> float:
    """Median over run pairs of benchlint's wall time / check-jsonschema's: each pair ran back to
    back, so load that drifts on a shared machine hits both sides of a ratio alike."""
    pairs = zip(runs["benchlint"], runs["check-jsonschema"], strict=True)
    return statistics.median(mine.seconds / theirs.seconds for mine, theirs in pairs)


def spread(runs: list[Timed]) -> str:
    return ", ".join(f"{run.seconds:.3f}" for run in runs)


def show(runs: dict[str, list[Timed]]) -> None:
    for tool, tool_runs in runs.items():
        wall, cpu = median(tool_runs), median_cpu(tool_runs)
        print(f"  {tool:<17} wall {wall:8.3f} s  cpu {cpu:8.3f} s   [{spread(tool_runs)}]")
    cpu_ratio = median_cpu(runs["benchlint"]) / median_cpu(runs["check-jsonschema"])
    print(f"  cpu-time ratio {cpu_ratio:.2f}x (for reference on a loaded machine)")


# --- sanity ---------------------------------------------------------------------------------


def check_benchlint_output(run: Timed, expected_op001: set[str]) -> Counter[str]:
    if run.returncode != 0:
        sys.exit(f"benchlint check --exit-zero exited {run.returncode}:\n{run.stderr[-2000:]}")
    per_code: Counter[str] = Counter()
    op001_files: set[str] = set()
    for line in run.stdout.splitlines():
        match = FINDING_LINE.match(line)
        if match:
            per_code[match["code"]] += 1
            if match["code"] == "OP001":
                op001_files.add(match["path"])
    if op001_files != expected_op001:
        missing, extra = sorted(expected_op001 - op001_files)[:5], sorted(op001_files - expected_op001)[:5]
        sys.exit(f"benchlint output is not sane: OP001 missing in {missing}, unexpected in {extra}")
    return per_code


def check_jsonschema_output(run: Timed) -> None:
    if run.returncode != 0:
        sys.exit(f"check-jsonschema rejected the records (exit {run.returncode}):\n{(run.stdout + run.stderr)[-2000:]}")


# --- main -----------------------------------------------------------------------------------


def verdict(ratio: float, target: float) -> str:
    return f"{'meets' if ratio <= target else 'MISSES'} target <= {target}x"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--records", type=int, default=10_000, help="records to generate (half JSON, half YAML)")
    parser.add_argument("--batch-runs", type=int, default=3, help="timed runs over all records, per tool")
    parser.add_argument("--single-runs", type=int, default=7, help="timed cold single-file runs, per tool and file")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--keep", type=Path, help="generate into this (new) directory and keep it")
    parser.add_argument("--benchlint", help="command to run instead of the installed benchlint (to try a change)")
    args = parser.parse_args(argv)

    benchlint = shlex.split(args.benchlint) if args.benchlint else executable("benchlint")
    check_jsonschema = executable("check-jsonschema")
    workdir = args.keep or Path(tempfile.mkdtemp(prefix="benchlint-speed-"))
    if args.keep:
        workdir.mkdir(parents=True, exist_ok=False)
    try:
        started = time.perf_counter()
        names, expected_op001 = write_records(workdir, args.records, args.seed)
        schema = timed([*benchlint, "schema"], workdir)
        if schema.returncode != 0:
            sys.exit(f"benchlint schema failed:\n{schema.stderr}")
        (workdir / "schema.json").write_text(schema.stdout, encoding="utf-8")
        print(f"generated {len(names)} records in {workdir} ({time.perf_counter() - started:.1f} s)")
        print(f"benchlint: {' '.join(benchlint)}\ncheck-jsonschema: {' '.join(check_jsonschema)}\n")

        validate = [*check_jsonschema, "--schemafile", "schema.json"]
        lint = [*benchlint, "check", "--exit-zero"]
        # One untimed warm-up each, so neither pays for writing bytecode caches in the timed runs.
        timed([*lint, names[0]], workdir)
        timed([*validate, names[0]], workdir)

        ratios: list[float] = []
        if args.batch_runs > 0:
            batch_commands = {"benchlint": [*lint, *names], "check-jsonschema": [*validate, *names]}
            batch = alternate(batch_commands, workdir, args.batch_runs)
            per_code = check_benchlint_output(batch["benchlint"][0], expected_op001)
            check_jsonschema_output(batch["check-jsonschema"][0])
            ratio = paired_ratio(batch)
            print(f"{len(names)} records, one process each (median of {args.batch_runs} interleaved pairs):")
            show(batch)
            print(f"  ratio {ratio:.2f}x  ({verdict(ratio, BATCH_TARGET)})")
            print(f"  benchlint findings per code: {dict(sorted(per_code.items()))}\n")
            ratios.append(ratio)
        singles: list[float] = []
        for name in (names[1], names[2]):  # one YAML (odd index) and one JSON record, both clean
            single_commands = {"benchlint": [*lint, name], "check-jsonschema": [*validate, name]}
            runs = alternate(single_commands, workdir, args.single_runs)
            check_jsonschema_output(runs["check-jsonschema"][0])
            single = paired_ratio(runs)
            singles.append(single)
            print(f"cold single file {name} (median of {args.single_runs} interleaved pairs):")
            show(runs)
            print(f"  ratio {single:.2f}x  ({verdict(single, SINGLE_TARGET)})\n")
        ratios.extend(singles)
        met = all(r <= BATCH_TARGET for r in ratios[: len(ratios) - len(singles)])
        met = met and all(s <= SINGLE_TARGET for s in singles)
        summary = ", ".join(f"{r:.2f}x" for r in ratios)
        names_shown = ("batch, " if len(ratios) > len(singles) else "") + "single YAML, single JSON"
        print(f"RATIOS ({names_shown}): {summary} -> {'all targets met' if met else 'target missed'}")
        return 0
    finally:
        if not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
