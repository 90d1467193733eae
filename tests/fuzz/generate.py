"""Hostile inputs, each drawn from a ``random.Random``: the same seed gives the same input, so a
long run (``bench/fuzz.py``) can name a failing input by its index and the hypothesis strategies
(``strategies.py``) can drive the same generators and shrink what they draw.

Every generator returns ``(file name, bytes)``; the name matters (importers recognise peer files
by it). Kinds: records built from the schema's type hints with hostile numbers, structure-aware
and byte-level mutations of the examples and the shared corpora, YAML alias/tag/merge tricks,
CSV, MLPerf logs, pathological Markdown and mutated llama-bench text outputs (CSV, SQL, tables).
"""

from __future__ import annotations

import dataclasses
import json
import random
import types
import typing
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal, Union, get_args, get_origin

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO.parent / "shared"

Input = tuple[str, bytes]

#: numbers that have broken arithmetic somewhere: beyond float range, non-finite, zero, negative, tiny
HOSTILE_NUMBERS: tuple[Any, ...] = (
    0,
    -1,
    -5,
    0.0,
    -0.0,
    1e-320,
    5e-324,
    1e308,
    -1e308,
    10**400,
    -(10**400),
    2**63,
    2**64 + 1,
    10**15 + 1,
    1e15,
    0.5,
    1,
    8,
    "NaN",
    "Infinity",
    "-Infinity",
    "nan",
    "inf",
    "1e999",
    "",
    True,
    None,
    [],
    {},
)

_BARE_CONSTANTS = ("NaN", "Infinity", "-Infinity")


# --- seeds ------------------------------------------------------------------------------------


@cache
def seed_files() -> tuple[tuple[str, bytes], ...]:
    """Examples and shared corpus files (name relative to their root, content), smallest first."""
    roots = [REPO / "examples", SHARED / "corpus", SHARED / "seeds" / "records", SHARED / "seeds" / "peer"]
    found: list[tuple[str, bytes]] = []
    for root in roots:
        if not root.is_dir():
            continue
        for path in sorted(root.rglob("*")):
            if path.is_file() and path.stat().st_size <= 300_000:
                found.append((path.name, path.read_bytes()))
    return tuple(sorted(found, key=lambda item: len(item[1])))


def _seeds_with(suffixes: tuple[str, ...]) -> list[tuple[str, bytes]]:
    return [item for item in seed_files() if item[0].lower().endswith(suffixes)]


# --- records from the schema --------------------------------------------------------------------


def _value_for(tp: Any, rng: random.Random, depth: int) -> Any:
    if rng.random() < 0.08:
        return rng.choice(HOSTILE_NUMBERS)
    origin = get_origin(tp)
    if origin is Annotated:
        return _value_for(get_args(tp)[0], rng, depth)
    if origin is Union or origin is types.UnionType:
        options = [a for a in get_args(tp) if a is not type(None)]
        return None if rng.random() < 0.1 else _value_for(options[0], rng, depth)
    if origin is Literal:
        return rng.choice(get_args(tp))
    if origin is list:
        return [_value_for(get_args(tp)[0], rng, depth + 1) for _ in range(rng.choice((0, 1, 2, 3, 5)))]
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _object_for(tp, rng, depth + 1)
    if tp is bool:
        return rng.random() < 0.5
    if tp is int:
        return rng.choice((0, 1, 2, 8, 16, 64, 512, 4096, 100_000, rng.randint(-10, 10**6)))
    if tp is float:
        return rng.choice((0.0, 0.001, 0.5, 1.0, 52.51, 606.1, 3005.0, rng.uniform(-10, 1e5)))
    if tp is str:
        return rng.choice(("", "x", "natural", "vllm", "\ud800", "é" * 3, "a" * 300, "gpu: 8"))
    return None


def _object_for(cls: type, rng: random.Random, depth: int) -> dict[str, Any]:
    hints = typing.get_type_hints(cls, include_extras=True)
    out: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        if required or (depth < 4 and rng.random() < 0.6):
            out[f.name] = _value_for(hints[f.name], rng, depth)
    if rng.random() < 0.05:
        out["unknown_field"] = 1
    return out


def schema_record(rng: random.Random) -> Input:
    from benchlint.schema.model import Record

    record = _object_for(Record, rng, 0)
    record.setdefault("points", [{"concurrency": 1}])
    if rng.random() < 0.5:
        return "record.json", _json_bytes(record, rng)
    return "record.yaml", _yaml_bytes(record)


def _json_bytes(value: Any, rng: random.Random) -> bytes:
    text = json.dumps(value, ensure_ascii=True, default=str)
    if rng.random() < 0.3:
        # bare NaN / Infinity where a number was
        text = text.replace("0.5", rng.choice(_BARE_CONSTANTS), 1)
    return text.encode()


def _yaml_bytes(value: Any) -> bytes:
    import yaml

    try:
        return yaml.safe_dump(value, allow_unicode=False).encode()
    except Exception:
        return json.dumps(value, default=str).encode()  # JSON is YAML too


# --- structure-aware mutations --------------------------------------------------------------------


def _leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for key, child in value.items():
            out.extend(_leaves(child, (*path, key)))
    elif isinstance(value, list):
        for index, child in enumerate(value[:50]):
            out.extend(_leaves(child, (*path, index)))
    return out


def _set(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    parent = value
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = new
    return value


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


def mutate_tree(data: Any, rng: random.Random) -> Any:
    """A few edits of parsed data: hostile numbers, deleted keys, copied or deepened subtrees."""
    for _ in range(rng.randint(1, 4)):
        paths = _leaves(data)
        path = rng.choice(paths)
        action = rng.random()
        if action < 0.5:
            data = _set(data, path, rng.choice(HOSTILE_NUMBERS))
        elif action < 0.65 and path:
            parent = _get(data, path[:-1])
            if isinstance(parent, dict):
                parent.pop(path[-1], None)
            elif isinstance(parent, list) and parent:
                parent.pop(path[-1] if isinstance(path[-1], int) and path[-1] < len(parent) else -1)
        elif action < 0.8:
            node = _get(data, path)
            if isinstance(node, list) and node:
                node.extend(node[: rng.randint(1, 3)] * rng.randint(1, 20))
            elif isinstance(node, dict):
                data = _set(data, path, [node] * rng.randint(2, 30))
        elif action < 0.9:
            node = _get(data, path)
            for _ in range(rng.choice((5, 50, 120, 1000))):
                node = [node]
            data = _set(data, path, node)
        else:
            node = _get(data, path)
            if isinstance(node, dict):
                node[rng.choice(("concurrency", "wall_s", "points", "\ud800", "", "x" * 200))] = rng.choice(
                    HOSTILE_NUMBERS
                )
    return data


def mutated_structured(rng: random.Random) -> Input:
    """A JSON/YAML example or corpus file, parsed, edited, and written back in its own syntax."""
    name, raw = rng.choice(_seeds_with((".json", ".yaml", ".yml", ".jsonl")))
    text = raw.decode("utf-8", "replace")
    try:
        if name.endswith(".jsonl"):
            rows = [json.loads(line) for line in text.splitlines() if line.strip()]
            index = rng.randrange(len(rows)) if rows else 0
            if rows:
                rows[index] = mutate_tree(rows[index], rng)
            return name, "\n".join(json.dumps(row, default=str) for row in rows).encode()
        if name.endswith(".json"):
            return name, _json_bytes(mutate_tree(json.loads(text), rng), rng)
        import yaml

        return name, _yaml_bytes(mutate_tree(yaml.safe_load(text), rng))
    except (ValueError, RecursionError, Exception):
        return name, mutate_bytes(raw, rng)


# --- byte-level mutations ------------------------------------------------------------------------

_INSERTS = (
    b"\t",
    b"\x00",
    b"\xff\xfe",
    b"\\ud800",
    b'"\\udfff"',
    b"\xed\xa0\x80",
    b"NaN",
    b"-Infinity",
    b"1" + b"0" * 400,
    b"[" * 200,
    b"{" * 50,
    b"&a ",
    b"*a",
    b"<<: ",
    b"!!binary ",
    b"!!python/object:os.system ",
    b"? ",
    b"---\n",
    b"\r",
    b"\n" * 5,
    "é€😀".encode(),
    b"|",
    b" tok/s ",
    b"8x ",
    b"<!-- benchlint: ignore -->",
)


def mutate_bytes(raw: bytes, rng: random.Random) -> bytes:
    data = bytearray(raw)
    for _ in range(rng.randint(1, 8)):
        if not data:
            data.extend(rng.choice(_INSERTS))
            continue
        at = rng.randrange(len(data) + 1)
        action = rng.random()
        if action < 0.3:
            data[at:at] = rng.choice(_INSERTS)
        elif action < 0.45 and at < len(data):
            data[at] = rng.randrange(256)
        elif action < 0.6:
            del data[at : at + rng.randint(1, 64)]
        elif action < 0.75:
            chunk = data[at : at + rng.randint(1, 200)]
            data[at:at] = bytes(chunk) * rng.randint(1, 30)
        elif action < 0.85:
            del data[at:]
        else:
            start = rng.randrange(len(data))
            data[at:at] = data[start : start + rng.randint(1, 40)]
    return bytes(data[:1_000_000])


def mutated_bytes(rng: random.Random) -> Input:
    name, raw = rng.choice(seed_files())
    return name, mutate_bytes(raw, rng)


# --- YAML tricks ------------------------------------------------------------------------------------


def yaml_tricks(rng: random.Random) -> Input:
    """Alias bombs, recursive anchors, merges of odd nodes, complex keys, non-core tags, tabs."""
    kind = rng.randrange(10)
    point = "points:\n  - concurrency: 8\n    aggregate_tok_s: 606.1\n"
    if kind == 0:
        width, levels = rng.randint(2, 12), rng.randint(2, 10)
        lines = [f"a0: &a0 [{', '.join(['x'] * width)}]"]
        lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * width)}]" for i in range(1, levels)]
        text = "\n".join(lines) + "\n" + point
    elif kind == 1:
        levels = rng.randint(2, 10)
        lines = ["m0: &m0 {k: 1}"]
        lines += [f"m{i}: &m{i} {{<<: [{', '.join([f'*m{i - 1}'] * 10)}], k{i}: {i}}}" for i in range(1, levels)]
        text = "\n".join(lines) + "\n" + point
    elif kind == 2:
        text = "a: &a [*a]\n" + point if rng.random() < 0.5 else "a: &a {b: *a}\n" + point
    elif kind == 3:
        text = rng.choice(("a: 1\n<<: 5\n", "<<: [1, 2]\n", "<<: *x\n", "x: &x [1]\n<<: *x\n")) + point
    elif kind == 4:
        text = rng.choice(("? [a, b]\n: 1\n", "? {a: 1}\n: 2\n", "[1, 2]: 3\n", "{a: 1}: 2\n")) + point
    elif kind == 5:
        tag = rng.choice(
            ("!!binary aGVsbG8=", "!!set {a, b}", "!!omap [a: 1]", "!!pairs [a: 1]", "!foo bar", "!!str 1")
        )
        text = f"title: {tag}\n" + point + f"    label: {tag}\n"
    elif kind == 6:
        stamp = rng.choice(
            ("2020-13-45", "2020-1-1 25:61:61", "2020-02-30", "9999-99-99T99:99:99Z", "2020-1-1\t1:00:00")
        )
        text = f"provenance:\n  date: {stamp}\n" + point
    elif kind == 7:
        text = point.replace("  - ", "\t- ", rng.randint(0, 1)) + "\tlabel: x\n"
    elif kind == 8:
        depth = rng.choice((50, 99, 101, 500, 5000))
        text = "points: " + "[" * depth + "1" + "]" * depth + "\n"
    else:
        text = (
            point
            + "    wall_s: "
            + rng.choice(("1" + "0" * 400, ".inf", ".nan", "-.inf", "0", "1e-320", "0x" + "f" * 300))
        )
        text += "\n    output_tokens_total: " + rng.choice(("1" + "0" * 5000, "-5", "0", "0o777", "1_000_000"))
        text += "\n"
    return rng.choice(("record.yaml", "record.yml")), text.encode()


# --- CSV and MLPerf ------------------------------------------------------------------------------------


def csv_file(rng: random.Random) -> Input:
    seeds = _seeds_with((".csv",))
    if seeds and rng.random() < 0.6:
        name, raw = rng.choice(seeds)
        return name, mutate_bytes(raw, rng)
    header = ["Metric", "avg", "min", "max", "p99", "p50", "std"]
    rows = [",".join(header)]
    metrics = (
        "Output Token Throughput (tokens/sec)",
        "Request Latency (ms)",
        "Time To First Token (ms)",
        "Request Count",
    )
    for _ in range(rng.randint(0, 40)):
        cells = [rng.choice(metrics)] + [str(rng.choice(HOSTILE_NUMBERS)) for _ in header[1:]]
        rows.append(",".join(cells[: rng.randint(1, len(cells) + 2)]))
    if rng.random() < 0.2:
        rows.append('"' + "x" * rng.randint(1, 10_000))
    return rng.choice(("profile_export_genai_perf.csv", "profile_export_aiperf.csv", "x_genai_perf.csv")), "\n".join(
        rows
    ).encode()


def mlperf_text(rng: random.Random) -> Input:
    seeds = _seeds_with(("mlperf_log_summary.txt", "mlperf_log_detail.txt"))
    if seeds and rng.random() < 0.6:
        name, raw = rng.choice(seeds)
        return name, mutate_bytes(raw, rng)
    keys = (
        "Scenario",
        "Mode",
        "Completed tokens per second",
        "Result is",
        "Min latency (ns)",
        "target_qps",
        "samples_per_query",
        "Tokens per second",
    )
    lines = ["================================================", "MLPerf Results Summary"]
    for _ in range(rng.randint(0, 60)):
        lines.append(f"{rng.choice(keys)} : {rng.choice(HOSTILE_NUMBERS)}")
    if rng.random() < 0.5:
        lines.append(':::MLLOG {"key": "result_tokens_per_second", "value": ' + str(rng.choice(HOSTILE_NUMBERS)) + "}")
    return "mlperf_log_summary.txt", "\n".join(lines).encode()


# --- Markdown --------------------------------------------------------------------------------------------

_CLAIM_BITS = (
    "1,234 tok/s",
    "606.1 tokens/s",
    "at concurrency 8",
    "on 2 GPUs",
    "with 8x H100",
    "2.5x faster",
    "speculative decoding",
    "prompt of 512 tokens",
    "max_tokens 256",
    "p95 latency 1.2 s",
    "TTFT 230 ms",
    "summed",
    "vs. baseline",
    "per GPU",
    "`--max-tokens 100`",
    "ShareGPT",
    "1" + "0" * 400 + " tok/s",
    "1e308x",
    "0 GPUs",
    "inf tok/s",
    "|",
    "8 × 52.51 = 420",
)


def _md_line(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(_CLAIM_BITS) for _ in range(words))


def markdown(rng: random.Random, size: int | None = None) -> Input:
    """Pathological Markdown (a few KB unless ``size`` asks for more): long lines, many numbers,
    deep lists and quotes, wide or long tables, many claims, or a mutated corpus document."""
    kind = rng.randrange(8)
    budget = size or rng.choice((500, 2_000, 8_000, 30_000))
    if kind == 0:
        seeds = _seeds_with((".md",))
        name, raw = rng.choice(seeds)
        return name, mutate_bytes(raw, rng)
    if kind == 1:  # one very long line
        return "long_line.md", _fill(lambda: _md_line(rng, 20) + " ", budget).encode()
    if kind == 2:  # numbers packed on a line
        return "numbers.md", _fill(lambda: f"{rng.randint(0, 10**6)} ", budget).encode()
    if kind == 3:  # deep lists and quotes
        depth = rng.choice((10, 50, 200, 1000))
        lines = [("  " * i) + "- " + _md_line(rng, 3) for i in range(depth)]
        lines += [("> " * i) + _md_line(rng, 3) for i in range(depth)]
        return "deep.md", _clip("\n".join(lines), budget).encode()
    if kind == 4:  # a wide table
        cols = max(2, budget // 40)
        header = "| " + " | ".join(f"c{i} tok/s" for i in range(cols)) + " |"
        sep = "|" + "---|" * cols
        row = "| " + " | ".join(_md_line(rng, 1) for _ in range(cols)) + " |"
        return "wide.md", _clip("\n".join([header, sep, row, row]), budget * 4).encode()
    if kind == 5:  # a long table
        header = "| concurrency | throughput | GPUs |\n|---|---|---|\n"
        row = lambda: f"| {rng.randint(1, 512)} | {rng.uniform(1, 1e4):.1f} tok/s | {rng.randint(0, 8)} |\n"  # noqa: E731
        return "long_table.md", (header + _fill(row, budget)).encode()
    if kind == 6:  # many claims, one a paragraph
        return "claims.md", _fill(lambda: _md_line(rng, 6) + ".\n\n", budget).encode()
    text = _fill(
        lambda: rng.choice(("# ", "## ", "- ", "> ", "1. ", "", "    ", "```\n")) + _md_line(rng, 4) + "\n", budget
    )
    return "mixed.md", text.encode()


def _fill(piece: Callable[[], str], budget: int) -> str:
    parts: list[str] = []
    total = 0
    while total < budget:
        part = piece()
        parts.append(part)
        total += len(part)
    return "".join(parts)


def _clip(text: str, budget: int) -> str:
    return text[:budget]


def llama_bench_text(rng: random.Random) -> Input:
    """llama-bench's text outputs (CSV, SQL, the Markdown table, a console log), real ones from
    tests/data/peer-runs, cut, duplicated and spliced line by line, or byte-mutated."""
    runs = sorted((REPO / "tests" / "data" / "peer-runs" / "llama-bench").glob("*/bench.*"))
    if not runs:
        return "bench.csv", b"n_prompt,n_gen,avg_ts,model_type\n"
    path = rng.choice(runs)
    raw = path.read_bytes()
    if rng.random() < 0.4:
        return path.name, mutate_bytes(raw, rng)
    lines = raw.decode("utf-8").splitlines()
    for _ in range(rng.randint(1, 6)):
        at = rng.randrange(len(lines))
        action = rng.random()
        if action < 0.25:
            lines[at] = lines[at][: rng.randrange(len(lines[at]) + 1)]
        elif action < 0.5:
            lines[at:at] = [lines[at]] * rng.randint(1, 200)
        elif action < 0.75:
            cells = lines[at].split(",")
            cells[rng.randrange(len(cells))] = str(rng.choice(HOSTILE_NUMBERS))
            lines[at] = ",".join(cells)
        else:
            lines[at] = lines[at].replace("'", rng.choice(("''", "", "'''", "\\'")))
    return path.name, "\n".join(lines).encode()


#: kind name -> generator; bench/fuzz.py cycles through them
KINDS: dict[str, Callable[[random.Random], Input]] = {
    "schema_record": schema_record,
    "mutated_structured": mutated_structured,
    "mutated_bytes": mutated_bytes,
    "yaml_tricks": yaml_tricks,
    "csv": csv_file,
    "mlperf": mlperf_text,
    "markdown": markdown,
    "llama_bench_text": llama_bench_text,
}


def nth_input(seed: int, index: int) -> tuple[str, Input]:
    """The index-th input of a run: its kind and its (name, bytes), reproducible from the pair."""
    names = list(KINDS)
    kind = names[index % len(names)]
    rng = random.Random(f"{seed}:{index}")
    return kind, KINDS[kind](rng)
