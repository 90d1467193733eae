"""SGLang ``python -m sglang.bench_serving --output-file`` results: JSON Lines, one run per
line, appended. ``request_rate`` may be a bare ``Infinity`` or ``"trace"``. Newer files carry
``server_info`` (the server's own /server_info: tp/dp sizes, speculative settings),
``concurrency`` (achieved mean) and ``accept_length``.

bench_serving sends ``ignore_eos`` by default (``--disable-ignore-eos`` turns it off) and does
not save it; random datasets sample each output length in [ratio*L, L].
"""

from __future__ import annotations

import json
import re
from typing import Any

from benchlint.importers import ImportOutcome, SourceRef
from benchlint.importers._common import (
    Draft,
    Row,
    UnknownKeys,
    group_runs,
    intval,
    is_infinite,
    jp,
    num,
    outcome_from,
    put_content,
    read_rows,
)

TOOL = "sglang.bench_serving"

_MARKERS = frozenset(
    {
        "total_output_tokens_retokenized", "random_input_len", "random_output_len", "sharegpt_output_len",
        "random_range_ratio", "accept_length", "server_info", "total_throughput", "mean_e2e_latency_ms",
        "median_e2e_latency_ms",
    }
)  # fmt: skip
_REQUIRED = ("completed", "duration", "output_throughput")
_METRIC = re.compile(r"^(mean|median|std|p\d+)_(e2e_latency|ttft|tpot|itl)_ms$")
_RESULT_KEYS = frozenset(
    {
        "duration", "completed", "total_input_tokens", "total_input_text_tokens", "total_input_vision_tokens",
        "total_output_tokens", "total_output_tokens_retokenized", "request_throughput", "input_throughput",
        "output_throughput", "total_throughput", "concurrency", "accept_length", "max_output_tokens_per_s",
        "max_concurrent_requests", "cache_report", "details", "output_throughput_retokenized",
        # --goodput (0.5.x, sglang/benchmark/goodput.py GoodputMetrics): requests per second that met
        # every latency SLO, and the share that did; not a token rate, so nothing is read from them
        "goodput_slos_ms", "request_goodput", "slo_attainment", "slo_attainment_by_metric",
    }
)  # fmt: skip
_POINT_KEYS = frozenset({"request_rate", "max_concurrency"})
_RANDOM_DATASETS = frozenset({"random", "random-ids"})
_CONFIG_KEYS = frozenset(
    {
        "tag", "backend", "dataset_name", "sharegpt_output_len", "random_input_len", "random_output_len",
        "random_range_ratio", "server_info", "num_prompts", "model", "model_id",
    }
)  # fmt: skip
_TTFT = {
    "mean": "mean_ttft_ms",
    "std": "std_ttft_ms",
    "p50": "median_ttft_ms",
    "p90": "p90_ttft_ms",
    "p95": "p95_ttft_ms",
    "p99": "p99_ttft_ms",
}
_E2E = {
    "mean": "mean_e2e_latency_ms", "std": "std_e2e_latency_ms", "p50": "median_e2e_latency_ms",
    "p90": "p90_e2e_latency_ms", "p95": "p95_e2e_latency_ms", "p99": "p99_e2e_latency_ms",
}  # fmt: skip


def _known(key: str, value: Any) -> bool:
    return key in _RESULT_KEYS or key in _POINT_KEYS or key in _CONFIG_KEYS or bool(_METRIC.match(key))


def _looks_like_run(value: Any) -> bool:
    return isinstance(value, dict) and all(k in value for k in _REQUIRED) and not _MARKERS.isdisjoint(value)


def sniff(path: str, text: str, data: Any) -> str | None:
    if _looks_like_run(data):
        return "sglang"
    if isinstance(data, list) and data and all(isinstance(r, dict) for r in data) and _looks_like_run(data[0]):
        return "sglang"
    return None


def _config_key(row: Row) -> str:
    config = {
        k: v for k, v in row.value.items() if k not in _RESULT_KEYS and k not in _POINT_KEYS and not _METRIC.match(k)
    }
    return json.dumps(config, sort_keys=True, default=str)


def _point_key(row: Row) -> tuple[str, str]:
    return (str(row.value.get("request_rate")), str(row.value.get("max_concurrency")))


def _order(row: Row) -> tuple[float, float]:
    rate = row.value.get("request_rate")
    rate_num = num(rate)
    if rate_num is None:  # Infinity, "trace", or unreadable: after the finite rates
        rate_num = float("inf")
    return (num(row.value.get("max_concurrency")) or float("inf"), rate_num)


def import_file(path: str, text: str, data: Any, fmt: str) -> ImportOutcome:
    parsed = read_rows(path, text, data)
    unknown = UnknownKeys("SGLang")
    runs = [r for r in parsed.rows if isinstance(r.value, dict)]
    for run in runs:
        unknown.check(run.value, lambda k, v: _known(k, v), run.json_path, run.line)
    drafts = [_record(path, sorted(group, key=_order)) for group in group_runs(runs, _config_key, _point_key)]
    return outcome_from(drafts, parsed.problems + unknown.problems())


def _record(path: str, runs: list[Row]) -> Draft:
    head_row = runs[0]
    head, src, line = head_row.value, head_row.json_path, head_row.line
    draft = Draft(TOOL, path, origin=SourceRef(line=line, json_path=src))
    backend = head.get("backend")
    dataset = head.get("dataset_name")
    draft.put(
        "title",
        f"SGLang bench_serving: {dataset}" + (f", tag={head['tag']}" if isinstance(head.get("tag"), str) else ""),
    )
    if backend == "sglang":
        draft.put("system.engine", "sglang", jp(src, "backend"), line)
    _server_info(draft, head.get("server_info"), jp(src, "server_info"), line)
    _workload(draft, runs)
    for index, run in enumerate(runs):
        _point(draft, index, run)
    draft.put("aggregation", "total_output_over_wall", jp(src, "output_throughput"), line)
    accept = num(head.get("accept_length"))
    if accept is not None and accept > 0:
        draft.put("speculative_decoding.enabled", True, jp(src, "accept_length"), line)
        draft.put("speculative_decoding.acceptance_length", accept, jp(src, "accept_length"), line)
    return draft


def _server_info(draft: Draft, info: Any, src: str, line: int | None) -> None:
    """The server's own /server_info: read off the running process. A prefill/decode
    disaggregated deployment lists one info per server under ``prefill`` and ``decode``."""
    if not isinstance(info, dict):
        return
    servers = [
        (f"{src}.{role}[{i}]", server)
        for role in ("prefill", "decode")
        for i, server in enumerate(info.get(role) or [] if isinstance(info.get(role), list) else [])
        if isinstance(server, dict)
    ]
    if servers and "model_path" not in info:
        first_src, first = servers[0]
        _server_info(draft, first, first_src, line)
        if all("speculative_algorithm" in server for _, server in servers):
            algorithms = [server.get("speculative_algorithm") for _, server in servers]
            draft.put("speculative_decoding.enabled", any(algorithms), jp(first_src, "speculative_algorithm"), line)
        return
    model = info.get("model_path") or info.get("served_model_name")
    draft.put("system.model", model if isinstance(model, str) else None, jp(src, "model_path"), line)
    version = info.get("version")
    draft.put("system.engine_version", version if isinstance(version, str) else None, jp(src, "version"), line)
    for key, field in (("tp_size", "tensor"), ("pp_size", "pipeline"), ("dp_size", "data"), ("ep_size", "expert")):
        size = intval(info.get(key))
        if size and size >= 1:
            draft.put(f"system.parallelism.{field}", size, jp(src, key), line)
    running = intval(info.get("max_running_requests"))
    if running and running >= 1:
        draft.put(
            "system.max_concurrent_sequences",
            {"value": running, "source": "process"},
            jp(src, "max_running_requests"),
            line,
        )
    if isinstance(info.get("disable_radix_cache"), bool):
        draft.put("system.prefix_caching", not info["disable_radix_cache"], jp(src, "disable_radix_cache"), line)
    draft.put(
        "system.quantization",
        info.get("quantization") if isinstance(info.get("quantization"), str) else None,
        jp(src, "quantization"),
        line,
    )
    if "speculative_algorithm" in info:
        algorithm = info.get("speculative_algorithm")
        draft.put("speculative_decoding.enabled", bool(algorithm), jp(src, "speculative_algorithm"), line)
        if isinstance(algorithm, str) and algorithm:
            draft.put("speculative_decoding.method", algorithm, jp(src, "speculative_algorithm"), line)
            draft.put(
                "speculative_decoding.draft_model",
                info.get("speculative_draft_model_path")
                if isinstance(info.get("speculative_draft_model_path"), str)
                else None,
                jp(src, "speculative_draft_model_path"),
                line,
            )
            tokens = intval(info.get("speculative_num_draft_tokens"))
            if tokens and tokens >= 1:
                draft.put(
                    "speculative_decoding.num_speculative_tokens", tokens, jp(src, "speculative_num_draft_tokens"), line
                )


def _workload(draft: Draft, runs: list[Row]) -> None:
    head, src, line = runs[0].value, runs[0].json_path, runs[0].line
    completed = sum(intval(r.value.get("completed")) or 0 for r in runs)
    prompt_total = sum(intval(r.value.get("total_input_tokens")) or 0 for r in runs)
    if completed and prompt_total:
        draft.put("workload.prompt_tokens.mean", prompt_total / completed, jp(src, "total_input_tokens"), line)
    dataset = head.get("dataset_name")
    put_content(draft, dataset, jp(src, "dataset_name"), line)
    # random_*_len are written even for sharegpt runs, where they mean nothing. "random-ids" is the
    # same RandomDataset as "random" (sglang/benchmark/datasets/__init__.py, DATASET_MAPPING), fed
    # by random_input_len/random_output_len/random_range_ratio (datasets/random.py, from_args);
    # it draws token ids instead of sampling ShareGPT text. benchmark() in
    # sglang/benchmark/serving.py writes those three keys from the same args.
    random = isinstance(dataset, str) and dataset in _RANDOM_DATASETS
    if random:
        declared = intval(head.get("random_output_len"))
        length_src = jp(src, "random_output_len")
    else:
        declared = intval(head.get("sharegpt_output_len"))
        length_src = jp(src, "sharegpt_output_len")
    if declared and declared >= 1:
        draft.put("workload.max_tokens", declared, length_src, line)
    if (
        str(head.get("backend")) in {"sglang", "sglang-native", "sglang-oai", "vllm", "lmdeploy", "trt", "openai"}
        or head.get("backend") is None
    ):
        draft.infer(
            "workload.ignore_eos",
            True,
            "sglang.bench_serving sends ignore_eos=True unless --disable-ignore-eos is given, and does not "
            "save it: confirm",
            jp(src, "backend"),
            line,
        )
        ratio = num(head.get("random_range_ratio"))
        if random and ratio == 1.0 and declared:
            draft.infer(
                "workload.stop_rule",
                "fixed_length",
                f"random dataset with random_range_ratio 1.0 asks every request for exactly {declared} tokens, "
                f"with ignore_eos on by default",
                jp(src, "random_range_ratio"),
                line,
            )
        elif random and ratio is not None and 0 <= ratio < 1 and declared:
            # sglang/bench_serving.py sample_random_requests draws each output length uniformly
            # from [max(int(len * ratio), 1), len]: the declared length is that range's mean
            low = max(int(declared * ratio), 1)
            mean = round((low + declared) / 2)
            draft.infer(
                "workload.max_tokens",
                mean,
                f"random_range_ratio {ratio:g}: each request asked for a length drawn from [{low}, {declared}] "
                f"tokens, {(low + declared) / 2:g} on average, not {declared}",
                jp(src, "random_range_ratio"),
                line,
            )


def _point(draft: Draft, index: int, run: Row) -> None:
    value, src, line = run.value, run.json_path, run.line
    base = f"points[{index}]"
    draft.locate(base, src, line)
    rate = value.get("request_rate")
    cap = intval(value.get("max_concurrency"))
    completed = intval(value.get("completed"))
    if cap is not None:
        draft.put(f"{base}.concurrency", cap, jp(src, "max_concurrency"), line)
    if is_infinite(rate):
        if cap is None and completed:
            draft.infer(
                f"{base}.concurrency",
                completed,
                "request_rate Infinity with no max_concurrency: bench_serving sends every request at t0 "
                "(num_prompts is not saved; the completed count stands in for it)",
                jp(src, "completed"),
                line,
            )
    elif rate == "trace":
        draft.put(f"{base}.label", "trace replay", jp(src, "request_rate"), line)
    else:
        draft.put(f"{base}.request_rate", num(rate), jp(src, "request_rate"), line)
    draft.put(f"{base}.requests", completed, jp(src, "completed"), line)
    draft.put(f"{base}.wall_s", num(value.get("duration")), jp(src, "duration"), line)
    output_total = intval(value.get("total_output_tokens"))
    draft.put(f"{base}.output_tokens_total", output_total, jp(src, "total_output_tokens"), line)
    draft.put(
        f"{base}.prompt_tokens_total", intval(value.get("total_input_tokens")), jp(src, "total_input_tokens"), line
    )
    if output_total is not None and completed:
        draft.put(f"{base}.output_tokens.mean", output_total / completed, jp(src, "total_output_tokens"), line)
    draft.put(f"{base}.aggregate_tok_s", num(value.get("output_throughput")), jp(src, "output_throughput"), line)
    draft.put(f"{base}.achieved_concurrency", num(value.get("concurrency")), jp(src, "concurrency"), line)
    draft.put_stats(f"{base}.ttft_s", value, _TTFT, src, scale=1e-3, line=line)
    draft.put_stats(f"{base}.latency_s", value, _E2E, src, scale=1e-3, line=line)
    # median_tpot_ms is the median over requests of (latency - ttft) / (output_len - 1)
    # (sglang/benchmark/serving.py, calculate_metrics), so its inverse is the median request's
    # decode speed, one request's, never a sum over requests
    tpot = num(value.get("median_tpot_ms"))
    if tpot and tpot > 0:
        draft.put(f"{base}.per_request_decode_tok_s.p50", 1000.0 / tpot, jp(src, "median_tpot_ms"), line)
