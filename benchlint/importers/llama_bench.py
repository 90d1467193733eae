"""llama.cpp ``llama-bench -o json|jsonl|csv|sql|md``: one object per test (pp512, tg128, pp512+tg128,
each optionally at a context depth). Every test runs a single sequence with synthetic tokens
and a fixed n_gen (no EOS). ``avg_ts`` is the mean over repetitions of (n_prompt+n_gen)/t:
a mean of rates, and for pp+tg tests a mix of prefill and decode tokens.

Tests differ in prompt length or depth, not in concurrency, so each test is its own record
(a point per repetition set); a curve across depths is not a concurrency curve.
"""

from __future__ import annotations

import os
import re
from typing import Any

from benchlint.importers import ImportOutcome, SourceRef
from benchlint.importers import llama_bench_tables as tables
from benchlint.importers._common import Draft, Row, UnknownKeys, intval, jp, num, outcome_from, read_rows
from benchlint.model.findings import Violation

TOOL = "llama-bench"
_KEYS = frozenset(
    {
        "build_commit", "build_number", "cpu_info", "gpu_info", "backends", "model_filename", "model_type",
        "model_size", "model_n_params", "n_batch", "n_ubatch", "n_threads", "cpu_mask", "cpu_strict", "poll",
        "type_k", "type_v", "n_gpu_layers", "n_cpu_moe", "split_mode", "main_gpu", "no_kv_offload", "flash_attn",
        "devices", "tensor_split", "tensor_buft_overrides", "use_mmap", "embeddings", "no_op_offload", "no_host",
        "defrag_thold", "use_direct_io", "load_mode", "lazy_mode", "repack", "fit_target", "fit_min_ctx",
        # the MoE expert-cache policy asked for and the untimed generation warm-up tokens
        # (tools/llama-bench/README.md, "Output formats"): neither changes what is timed
        "moe_cache", "n_gen_warmup",
        "n_prompt", "n_gen", "n_depth", "test_time", "avg_ns", "stddev_ns", "avg_ts", "stddev_ts",
        "samples_ns", "samples_ts", "cuda", "vulkan", "kompute", "metal", "sycl", "rpc", "gpu_blas", "blas", "cpu_blas",
    }
)  # fmt: skip
_FORCED = "llama-bench runs one sequence of synthetic tokens and generates exactly n_gen tokens (no EOS)"


def _looks_like_test(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and "avg_ts" in value
        and "n_prompt" in value
        and "n_gen" in value
        and ("model_filename" in value or "model_type" in value)
    )


def _markdown_header(line: str) -> list[str] | None:
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    return cells if {"model", "test", "t/s"} <= set(cells) else None


def sniff(path: str, text: str, data: Any) -> str | None:
    if data is None and (tables.looks_like_csv(text) or tables.looks_like_sql(text)):
        return "llama-bench"
    if data is None and any(_markdown_header(line) for line in text.splitlines()[:50] if line.lstrip().startswith("|")):
        return "llama-bench"
    if _looks_like_test(data):
        return "llama-bench"
    if isinstance(data, list) and data and all(isinstance(r, dict) for r in data) and _looks_like_test(data[0]):
        return "llama-bench"
    return None


def import_file(path: str, text: str, data: Any, fmt: str) -> ImportOutcome:
    if data is None and tables.looks_like_csv(text):
        return _import_rows(path, *tables.csv_rows(text))
    if data is None and tables.looks_like_sql(text):
        return _import_rows(path, *tables.sql_rows(text))
    if data is None and not text.lstrip().startswith(("{", "[")):
        return _import_markdown(path, text)
    parsed = read_rows(path, text, data)
    return _import_rows(path, parsed.rows, parsed.problems, json_paths=True)


def whole_output(text: str) -> bool:
    """True when a Markdown file is nothing but llama-bench's own ``-o md`` output (its tables,
    ``build:`` lines and the backend's start-up lines), not a document that quotes a table."""
    header = False
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or _BUILD.match(stripped) or _CONSOLE.match(stripped):
            continue
        if not stripped.startswith("|"):
            return False
        header = header or _markdown_header(stripped) is not None
    return header


def _import_rows(path: str, rows: list[Row], problems: list[Any], json_paths: bool = False) -> ImportOutcome:
    unknown = UnknownKeys("llama-bench")
    tests = [r for r in rows if isinstance(r.value, dict)]
    for test in tests:
        unknown.check(test.value, lambda k, v: k in _KEYS, test.json_path, test.line)
    drafts = [_record(path, test) for test in tests]
    if not json_paths:
        _lines_only(drafts)
    return outcome_from(drafts, problems + unknown.problems())


def _lines_only(drafts: list[Draft]) -> None:
    for draft in drafts:
        for ref in draft.field_map.values():
            ref.json_path = None  # a line of a text table, not a JSON path


def _test_name(n_prompt: int, n_gen: int, depth: int) -> str:
    parts = [p for p in (f"pp{n_prompt}" if n_prompt else "", f"tg{n_gen}" if n_gen else "") if p]
    return "+".join(parts) + (f" @ d{depth}" if depth else "")


def _record(path: str, test: Row) -> Draft:
    value, src, line = test.value, test.json_path, test.line
    draft = Draft(TOOL, path, origin=SourceRef(line=line, json_path=src))
    n_prompt = intval(value.get("n_prompt")) or 0
    n_gen = intval(value.get("n_gen")) or 0
    depth = intval(value.get("n_depth")) or 0
    name = _test_name(n_prompt, n_gen, depth)
    model = value.get("model_filename")
    draft.put("title", f"llama-bench {name}" + (f": {os.path.basename(model)}" if isinstance(model, str) else ""))
    _system(draft, value, src, line)
    build = value.get("build_number")
    commit = value.get("build_commit")
    if build is not None or commit:
        version = f"{build}" + (f" ({commit})" if commit else "")
        draft.put("provenance.tool_version", version, jp(src, "build_number"), line)
        draft.put("system.engine_version", version, jp(src, "build_number"), line)
    draft.put(
        "provenance.date",
        value.get("test_time") if isinstance(value.get("test_time"), str) else None,
        jp(src, "test_time"),
        line,
    )
    draft.put("system.engine", "llama.cpp")
    if n_prompt + depth:
        draft.put("workload.prompt_tokens.mean", num(n_prompt + depth), jp(src, "n_prompt"), line)
        if depth:
            draft.note(f"prompt length counts the {depth}-token context (n_depth) the test ran on")
    elif n_gen:
        # a tg test generates from an empty context: its prompt length is 0 by definition
        draft.put("workload.prompt_tokens.mean", 0.0, jp(src, "n_prompt"), line)
    if n_gen:
        draft.put("workload.max_tokens", n_gen, jp(src, "n_gen"), line)
    draft.infer("workload.stop_rule", "fixed_length", _FORCED, jp(src, "n_gen"), line)
    draft.infer("workload.content_type", "random", _FORCED, jp(src, "n_prompt"), line)
    draft.infer("speculative_decoding.enabled", False, "llama-bench has no speculative decoding", src, line)
    _point(draft, value, src, line, n_prompt, n_gen)
    return draft


def _system(draft: Draft, value: dict[str, Any], src: str, line: int | None) -> None:
    model_type = value.get("model_type")
    model = value.get("model_filename")
    if isinstance(model, str):
        draft.put("system.model", os.path.basename(model), jp(src, "model_filename"), line)
    elif isinstance(model_type, str):  # the markdown table names the model only by its type
        draft.put("system.model", model_type, jp(src, "model_type"), line)
    if isinstance(model_type, str) and " " in model_type:
        # "llama 1B Q4_K - Medium": architecture, size, then the quantization
        parts = model_type.split(" ", 2)
        if len(parts) == 3:
            draft.put("system.quantization", parts[2], jp(src, "model_type"), line)
    gpu_info = value.get("gpu_info")
    layers = intval(value.get("n_gpu_layers"))
    devices = intval(value.get("devices_found"))
    if layers == 0:
        draft.infer("system.gpus.count", 0, "n_gpu_layers 0: every layer ran on the CPU", jp(src, "n_gpu_layers"), line)
        draft.put("system.gpus.type", "cpu", jp(src, "n_gpu_layers"), line)
    elif devices is not None:
        # the console line before the table: "ggml_vulkan: Found 2 Vulkan devices:"
        draft.put("system.gpus.count", devices, None, line)
        names = value.get("device_names")
        if isinstance(names, list) and names and len(set(names)) == 1:
            draft.put("system.gpus.type", names[0], None, line)
    elif isinstance(gpu_info, str) and gpu_info.strip():
        names = [n.strip() for n in gpu_info.split(",") if n.strip()]
        draft.put("system.gpus.type", names[0] if len(set(names)) == 1 else gpu_info, jp(src, "gpu_info"), line)
        draft.infer(
            "system.gpus.count", len(names), f"gpu_info lists {len(names)} device(s)", jp(src, "gpu_info"), line
        )
    elif _cpu_only(value.get("backends")):
        draft.infer(
            "system.gpus.count",
            0,
            f"backends {value.get('backends')!r} and no GPU listed: every layer ran on the CPU",
            jp(src, "backends"),
            line,
        )
        draft.put("system.gpus.type", "cpu", jp(src, "backends"), line)
    cpu = value.get("cpu_info")
    draft.put("system.hardware", cpu if isinstance(cpu, str) else None, jp(src, "cpu_info"), line)


#: backends that compute on the CPU (BLAS is OpenBLAS, BLIS or Accelerate beside the CPU backend)
_CPU_BACKENDS = frozenset({"cpu", "blas"})


def _cpu_only(backends: Any) -> bool:
    names = {name.strip().lower() for name in backends.split(",")} if isinstance(backends, str) else set()
    return bool(names) and names <= _CPU_BACKENDS


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _point(draft: Draft, value: dict[str, Any], src: str, line: int | None, n_prompt: int, n_gen: int) -> None:
    base = "points[0]"
    draft.locate(base, src, line)
    draft.infer(f"{base}.concurrency", 1, _FORCED, src, line)
    samples_ns = [num(s) for s in _list(value.get("samples_ns"))]
    samples_ts = [num(s) for s in _list(value.get("samples_ts"))]
    reps = len(samples_ns) if samples_ns and all(s is not None for s in samples_ns) else None
    if reps:
        draft.put(f"{base}.requests", reps, jp(src, "samples_ns"), line)
        draft.put(f"{base}.wall_s", sum(s or 0.0 for s in samples_ns) / 1e9, jp(src, "samples_ns"), line)
        draft.put("repeats", reps, jp(src, "samples_ns"), line)
    elif num(value.get("stddev_ts")) == 0 and num(value.get("avg_ts")):
        # llama-bench's stdev is 0 for fewer than two samples; nanosecond timings never tie
        draft.infer("repeats", 1, "the standard deviation is exactly 0: one repetition (-r 1)", None, line)
    elif value.get("stddev_ts") is not None:
        draft.infer(
            "repeats",
            _DEFAULT_REPETITIONS,
            f"the row shows a mean ± stddev over repetitions; llama-bench runs -r {_DEFAULT_REPETITIONS} "
            "unless told otherwise, and the table does not say",
            None,
            line,
        )
    if samples_ts and all(s is not None for s in samples_ts):
        draft.put(f"{base}.repeat_aggregates_tok_s", [s or 0.0 for s in samples_ts], jp(src, "samples_ts"), line)
    rate = num(value.get("avg_ts"))
    if n_gen == 0:
        # a prefill-only test: its rate is a prefill speed, not an output throughput
        draft.put(f"{base}.prefill_tok_s", rate if rate and rate > 0 else None, jp(src, "avg_ts"), line)
        if reps:
            draft.put(f"{base}.prompt_tokens_total", n_prompt * reps, jp(src, "n_prompt"), line)
        draft.put("aggregation", "mean_of_repetition_rates", jp(src, "avg_ts"), line)
        return
    draft.put(f"{base}.aggregate_tok_s", rate, jp(src, "avg_ts"), line)
    if reps:
        draft.put(f"{base}.output_tokens_total", n_gen * reps, jp(src, "n_gen"), line)
        draft.put(f"{base}.prompt_tokens_total", n_prompt * reps, jp(src, "n_prompt"), line)
    draft.put(f"{base}.output_tokens.mean", num(n_gen), jp(src, "n_gen"), line)
    # mean over repetitions of tokens/t; with n_prompt it also counts prefill tokens
    draft.put(
        "aggregation",
        "mean_of_repetition_rates" if n_prompt == 0 else "total_tokens_over_wall",
        jp(src, "avg_ts"),
        line,
    )


# --- the markdown table (-o md, the default output) -------------------------------------------

#: llama-bench's default --repetitions (tools/llama-bench/llama-bench.cpp, cmd_params_defaults)
_DEFAULT_REPETITIONS = 5
#: "ggml_vulkan: Found 2 Vulkan devices:", "ggml_cuda_init: found 1 ROCm devices (...)"
_DEVICES = re.compile(r"\bfound (\d+) (?:[\w-]+ )?devices?\b", re.IGNORECASE)
#: "ggml_vulkan: 0 = AMD Radeon RX 7900 XTX (RADV NAVI31) (radv) | ...", "  Device 0: NVIDIA H100, ..."
_DEVICE_NAME = re.compile(r"^(?:ggml_\w+:\s*)?(?:Device\s+)?(\d+)(?:\s*=|:)\s*([^|,(]+?)\s*(?:[|,(]|$)")
_TEST = re.compile(r"^(?:pp(\d+))?\+?(?:tg(\d+))?(?:\s*@\s*d(\d+))?$")
_VALUE = re.compile(r"^([0-9.]+)(?:\s*±\s*([0-9.]+))?$")
_BUILD = re.compile(r"^build:\s*(\S+)\s*\((\d+)\)")
#: the backend's start-up lines printed before the table ("ggml_cuda_init: found 1 CUDA devices:",
#: "  Device 0: NVIDIA ...", "load_backend: loaded CPU backend from ...")
_CONSOLE = re.compile(r"^(?:ggml_\w+:|load_backend:|register_backend:|llama-bench:|Device \d+:|\d+ = )")
#: markdown column -> JSON key, where the column is a setting the JSON also holds
_COLUMNS = {
    "backend": "backends",
    "ngl": "n_gpu_layers",
    "threads": "n_threads",
    "n_batch": "n_batch",
    "n_ubatch": "n_ubatch",
    "fa": "flash_attn",
    "type_k": "type_k",
    "type_v": "type_v",
}


def _import_markdown(path: str, text: str) -> ImportOutcome:
    """Rows of the table as test objects, each located by its line (the table has no JSON paths)."""
    header: list[str] | None = None
    tests: list[Row] = []
    problems: list[tuple[str, Violation]] = []
    build: dict[str, Any] = {}
    devices: dict[str, Any] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        match = _BUILD.match(line.strip())
        if match:
            build = {"build_commit": match.group(1), "build_number": int(match.group(2))}
        found_devices = _DEVICES.search(line)
        if found_devices:
            devices = {"devices_found": int(found_devices.group(1)), "device_names": []}
            continue
        named = _DEVICE_NAME.match(line.strip()) if devices and not line.lstrip().startswith("|") else None
        if named:
            devices["device_names"].append(named.group(2))
        if not line.lstrip().startswith("|"):
            # --progress lines on stderr interleave with the rows: the table goes on after them
            header = header if line.strip() == "" or _CONSOLE.match(line.strip()) else None
            continue
        found = _markdown_header(line)
        if found:
            header = found
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if header is None or set("".join(cells)) <= set("-: "):
            continue
        if len(cells) != len(header):
            problems.append(
                (
                    "unreadable",
                    Violation(
                        f"line {number}: {len(cells)} of {len(header)} table cells (truncated?)", line=number, col=1
                    ),
                )
            )
            continue
        row = dict(zip(header, cells, strict=True))
        shape = _TEST.match(row["test"].replace(" ", "")) if row["test"] else None
        value = _VALUE.match(row["t/s"])
        if not shape or not value or not any(shape.groups()):
            problems.append(
                (
                    "unreadable",
                    Violation(
                        f"line {number}: cannot read test {row['test']!r} / t/s {row['t/s']!r}", line=number, col=1
                    ),
                )
            )
            continue
        item: dict[str, Any] = {
            "model_type": row["model"],
            "n_prompt": int(shape.group(1) or 0),
            "n_gen": int(shape.group(2) or 0),
            "n_depth": int(shape.group(3) or 0),
            "avg_ts": float(value.group(1)),
        }
        if value.group(2) is not None:
            item["stddev_ts"] = float(value.group(2))
        item.update({key: row[column] for column, key in _COLUMNS.items() if column in row})
        item.update(devices)
        tests.append(Row(item, "$", number))
    for test in tests:
        test.value.update(build)
    drafts = [_record(path, test) for test in tests]
    _lines_only(drafts)
    return outcome_from(drafts, problems)
