"""Long fuzz runs: ``python bench/fuzz.py --inputs 100000 [--seed 0] [--save failures/]``.

Feeds generated hostile inputs (``tests/fuzz/generate.py``: schema records, mutations of the
examples and corpora, YAML tricks, CSV, MLPerf logs, pathological Markdown, llama-bench text
outputs) through
``benchlint.api.check`` and every reporter, in a worker process watched by this one: an input
that takes more than ``--hang`` seconds of CPU is a hang (the worker is killed and restarted
after it). Prints inputs run, crashes by kind, hangs, runaway outputs, the slowest input's CPU
time and the worker's peak memory; with ``--save`` each failing input is written to that folder.
Exit status 1 when anything failed.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def _worker(seed: int, start: int, stop: int, conn: Any) -> None:
    import resource

    from tests.fuzz.generate import nth_input
    from tests.fuzz.harness import run_input

    for index in range(start, stop):
        conn.send(("start", index, time.process_time()))
        kind, (name, data) = nth_input(seed, index)
        outcome = run_input(name, data)
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        conn.send(("done", index, kind, len(data), outcome.seconds, outcome.crash, outcome.runaway, peak))
    conn.send(("end",))


def _rerun_cpu(seed: int, number: int, hang: float) -> float | None:
    """CPU seconds input ``number`` takes in a worker of its own, or None if it never finishes."""
    context = multiprocessing.get_context("fork")
    parent, child = context.Pipe()
    worker = context.Process(target=_worker, args=(seed, number, number + 1, child))
    worker.start()
    seconds = None
    while parent.poll(max(8 * hang, 60)):
        message = parent.recv()
        if message[0] == "done":
            seconds = float(message[4])
        if message[0] == "end":
            break
    worker.kill()
    worker.join()
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--inputs", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--start", type=int, default=0, help="index of the first input (to resume a run)")
    parser.add_argument("--hang", type=float, default=5.0, help="seconds of CPU for one input that count as a hang")
    parser.add_argument("--save", type=Path, help="folder to write failing inputs to")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args()

    crashes: Counter[str] = Counter()
    first_crash: dict[str, str] = {}
    hangs: list[int] = []
    runaway: list[int] = []
    slowest = (0.0, -1, "")
    peak_mb = 0.0
    done = 0
    watchdog_kills = 0
    killed: list[int] = []  # inputs the wall-clock watchdog stopped: judged again below
    slow_inputs: list[tuple[float, int, str]] = []
    index = args.start
    stop = args.start + args.inputs
    began = time.monotonic()
    context = multiprocessing.get_context("fork")
    while index < stop:
        parent, child = context.Pipe()
        worker = context.Process(target=_worker, args=(args.seed, index, stop, child), daemon=True)
        worker.start()
        current = index
        while True:
            # a watchdog on wall time, generous over the CPU limit (the machine is shared)
            if not parent.poll(max(4 * args.hang, 30)):
                worker.kill()
                worker.join()
                watchdog_kills += 1
                killed.append(current)
                index = current + 1
                break
            message = parent.recv()
            if message[0] == "start":
                current = message[1]
                continue
            if message[0] == "end":
                index = stop
                break
            _, number, kind, size, seconds, crash, is_runaway, peak = message
            done += 1
            peak_mb = max(peak_mb, peak)
            if seconds > slowest[0]:
                slowest = (seconds, number, kind)
            if seconds > 1.0:
                slow_inputs.append((seconds, number, kind))
            if seconds > args.hang:
                hangs.append(number)
                _save(args, "hang", number, args.seed)
            if crash:
                title = crash.split("\n", 1)[0]
                crashes[title] += 1
                first_crash.setdefault(title, f"input {number} ({kind}, {size} bytes)\n{crash}")
                _save(args, "crash", number, args.seed)
            if is_runaway:
                runaway.append(number)
                _save(args, "runaway", number, args.seed)
            if not args.quiet and done % 1000 == 0:
                print(f"... {done} inputs, {sum(crashes.values())} crashes, {len(hangs)} hangs", flush=True)
        worker.join(timeout=5)
    # A worker starved by other processes can pass the wall-clock watchdog without using its CPU
    # limit; each input it stopped is run again alone, and only its CPU time decides.
    starved: list[tuple[int, float]] = []
    for number in killed:
        seconds = _rerun_cpu(args.seed, number, args.hang)
        if seconds is None or seconds > args.hang:
            hangs.append(number)
            _save(args, "hang", number, args.seed)
        else:
            starved.append((number, seconds))
    elapsed = time.monotonic() - began

    print(f"inputs: {done + watchdog_kills} (seed {args.seed}, from index {args.start})")
    print(f"crashes: {sum(crashes.values())} ({len(crashes)} distinct)")
    for title, count in crashes.most_common():
        print(f"  {count:6d}  {title}")
    print(f"hangs over {args.hang:g} s: {len(hangs)}" + (f" (inputs {hangs[:10]})" if hangs else ""))
    if starved:
        shown = ", ".join(f"{number} ({seconds:.2f} s CPU)" for number, seconds in starved[:10])
        print(f"stopped by the wall-clock watchdog, then under the CPU limit when run alone: {shown}")
    print(f"runaway output: {len(runaway)}" + (f" (inputs {runaway[:10]})" if runaway else ""))
    print(f"slowest input: {slowest[0]:.3f} s CPU (input {slowest[1]}, {slowest[2]})")
    print(f"inputs over 1 s CPU: {len(slow_inputs)}")
    print(f"peak memory: {peak_mb:.0f} MB")
    print(f"wall time: {elapsed:.0f} s")
    if not args.quiet:
        for title in crashes:
            print("\n--- " + first_crash[title][-3000:])
    return 1 if crashes or hangs or runaway else 0


def _save(args: argparse.Namespace, what: str, index: int, seed: int) -> None:
    if args.save is None:
        return
    from tests.fuzz.generate import nth_input

    kind, (name, data) = nth_input(seed, index)
    args.save.mkdir(parents=True, exist_ok=True)
    (args.save / f"{what}-{index}-{kind}-{os.path.basename(name)}").write_bytes(data)


if __name__ == "__main__":
    sys.exit(main())
