"""Time per pathological construct and size: ``python bench/pathological.py [--sizes 10k,100k,1m,4m]``.

Each construct is built at each size and checked in-process with every rule (``benchlint.api``),
the CPU time of the check printed with the time per MB; "ratio" is the growth of the time from
one size to the next over the growth of the size (1.0 is linear). The issue's bound: linear, and
under 2 s for a 1 MB file. ``--only markdown_long_line,...`` picks constructs; ``--limit S`` skips
the larger sizes of a construct once one size took more than S seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

CLAIM = "The server reached 1,234 tok/s at concurrency 8 on 2 GPUs with speculative decoding off. "


def _repeat(piece: str, size: int) -> str:
    return (piece * (size // len(piece) + 1))[:size]


def md_long_line(size: int) -> tuple[str, str]:
    return "long_line.md", _repeat("speed 606.1 tok/s at c=8, 2x H100 and 52.51 tok/s each; ", size) + "\n"


def md_numbers(size: int) -> tuple[str, str]:
    return "numbers.md", _repeat("1234 5.5 99,999 0.001 ", size) + "\n"


def _lines_until(size: int, line: Callable[[int], str], start: str = "") -> str:
    """``start`` then line(0), line(1), ... until the text reaches ``size`` characters."""
    parts, total, index = [start], len(start), 0
    while total < size:
        parts.append(line(index))
        total += len(parts[-1])
        index += 1
    return "".join(parts)


def md_deep_list(size: int) -> tuple[str, str]:
    return "deep_list.md", _lines_until(size, lambda depth: "  " * (depth % 200) + "- 500 tok/s at concurrency 4\n")


def md_deep_quote(size: int) -> tuple[str, str]:
    return "deep_quote.md", _lines_until(size, lambda depth: "> " * (depth % 200) + "300 tok/s on 1 GPU\n")


def md_wide_table(size: int) -> tuple[str, str]:
    cols = max(2, size // 40)
    header = "| " + " | ".join(f"c{i} tok/s" for i in range(cols)) + " |\n"
    sep = "|" + "---|" * cols + "\n"
    row = "| " + " | ".join(str(100 + i % 900) for i in range(cols)) + " |\n"
    return "wide_table.md", header + sep + row


def md_long_table(size: int) -> tuple[str, str]:
    header = "| concurrency | throughput (tok/s) | GPUs |\n|---|---|---|\n"
    return "long_table.md", _lines_until(size, lambda i: f"| {1 + i % 512} | {100 + i % 9000}.5 | {i % 8} |\n", header)


def md_many_claims(size: int) -> tuple[str, str]:
    return "many_claims.md", _repeat(CLAIM + "\n\n", size)


def json_many_findings(size: int) -> tuple[str, str]:
    point = {"concurrency": 8, "aggregate_tok_s": 900.0, "per_request_decode_tok_s": {"mean": 10.0}, "wall_s": 0.5}
    one = len(json.dumps(point)) + 2
    points = [dict(point, concurrency=1 + i) for i in range(max(1, size // one))]
    return "many_findings.json", json.dumps({"points": points})


def yaml_many_points(size: int) -> tuple[str, str]:
    point = "  - {{concurrency: {}, aggregate_tok_s: 900.0, wall_s: 0.5, output_tokens_total: 10}}\n"
    return "many_points.yaml", _lines_until(size, lambda i: point.format(1 + i), "points:\n")


CONSTRUCTS: dict[str, Callable[[int], tuple[str, str]]] = {
    "markdown_long_line": md_long_line,
    "markdown_numbers_on_a_line": md_numbers,
    "markdown_deep_list": md_deep_list,
    "markdown_deep_quote": md_deep_quote,
    "markdown_wide_table": md_wide_table,
    "markdown_long_table": md_long_table,
    "markdown_many_claims": md_many_claims,
    "json_many_findings": json_many_findings,
    "yaml_many_points": yaml_many_points,
}


def _size(text: str) -> int:
    units = {"k": 1_000, "m": 1_000_000}
    text = text.strip().lower()
    return int(float(text[:-1]) * units[text[-1]]) if text[-1] in units else int(text)


def measure(name: str, text: str) -> tuple[float, int, int]:
    """CPU seconds of check plus rendering (concise and json), findings, output bytes."""
    import io

    from benchlint import api

    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, name)
        Path(path).write_text(text, encoding="utf-8")
        start = time.process_time()
        result = api.check([path], isolated=True, select=["ALL"])
        out = io.StringIO()
        api.render(result.findings, "concise", out)
        api.render(result.findings, "json", out)
        return time.process_time() - start, len(result.findings), len(out.getvalue())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10k,100k,1m,4m")
    parser.add_argument("--only", default="")
    parser.add_argument("--limit", type=float, default=30.0)
    args = parser.parse_args()
    sizes = [_size(s) for s in args.sizes.split(",")]
    chosen = [c for c in args.only.split(",") if c] or list(CONSTRUCTS)

    from benchlint import api

    api.check([str(Path(__file__).resolve().parents[1] / "examples")], isolated=True)  # imports, caches
    print(f"{'construct':28} {'size':>8} {'cpu s':>8} {'s/MB':>7} {'ratio':>6} {'findings':>9} {'output':>9}")
    worst_per_mb = 0.0
    for name in chosen:
        previous: tuple[int, float] | None = None
        for size in sizes:
            file_name, text = CONSTRUCTS[name](size)
            seconds, findings, output = measure(file_name, text)
            actual = len(text.encode())
            per_mb = seconds / (actual / 1e6)
            ratio = ""
            if previous and previous[1] > 0.05:
                ratio = f"{(seconds / previous[1]) / (actual / previous[0]):.2f}"
            if actual >= 500_000:
                worst_per_mb = max(worst_per_mb, per_mb)
            print(
                f"{name:28} {actual:8d} {seconds:8.3f} {per_mb:7.2f} {ratio:>6} {findings:9d} {output:9d}", flush=True
            )
            previous = (actual, seconds)
            if seconds > args.limit:
                print(f"{name:28} (larger sizes skipped: over {args.limit:g} s)")
                break
    print(f"worst time per MB at 0.5 MB and above: {worst_per_mb:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
