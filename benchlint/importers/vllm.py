"""vLLM ``vllm bench serve`` / ``benchmarks/benchmark_serving.py --save-result`` results:
one JSON object per run, JSON Lines with ``--append-result`` (often in a ``.json`` file),
``vllm bench sweep`` ``run=N.json`` files and ``summary.json`` lists.

What the files never hold: the dataset, ``ignore_eos``, max_tokens (only via ``--metadata``),
GPUs (idem), whether speculative decoding was off. ``output_throughput`` is
sum(actual output tokens) / duration: a true aggregate.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any

from benchlint.importers import ImportOutcome
from benchlint.importers._common import (
    Draft,
    Row,
    UnknownKeys,
    as_dict,
    group_runs,
    intval,
    is_infinite,
    jp,
    num,
    outcome_from,
    put_content,
    read_json_file,
    read_rows,
    summary_stats,
)
from benchlint.model.findings import Violation

TOOL = "vllm bench serve"

#: keys that mark a vLLM result (SGLang shares the metric names but not these)
#: keys only vLLM writes. Not "request_goodput": SGLang's bench_serving writes it too since its
#: goodput option (sglang/benchmark/goodput.py, GoodputMetrics, 0.5.x), and vLLM files always hold
#: num_prompts, model_id and tokenizer_id beside it.
_MARKERS = frozenset(
    {
        "num_prompts",
        "model_id",
        "tokenizer_id",
        "burstiness",
        "request_goodput:",
        "endpoint_type",
        "total_token_throughput",
    }
)
_REQUIRED = ("completed", "duration", "output_throughput")
_METRIC = re.compile(
    r"^(mean|median|std|p\d+(\.\d+)?)_(ttft|tpot|itl|e2el|client_queue_time|e2el_including_client_queue)_ms$"
)
#: per-run results (everything else non-string is configuration or a swept parameter)
_RESULT_KEYS = frozenset(
    {
        "date", "duration", "completed", "failed", "total_input_tokens", "total_output_tokens", "request_throughput",
        "request_goodput", "request_goodput:", "output_throughput", "total_token_throughput", "max_output_tokens_per_s",
        "max_concurrent_requests", "rtfx", "latencies", "queue_times", "input_lens", "output_lens", "ttfts", "itls",
        "start_times", "generated_texts", "errors", "run_number", "input_throughput", "best_of", "use_beam_search",
        "mean_latency_ms", "median_latency_ms", "std_latency_ms", "p99_latency_ms",
        # vLLM 0.33 (vllm/benchmarks/serve.py, benchmark()): latency probes sent beside the load,
        # server-side queue times and TTFTs, ramp-up rate changes, pooling-model sequence counts,
        # diffusion decoding statistics; none is a figure this reader judges
        "probe_completed", "probe_failed", "probe_median_e2el_ms", "probe_p99_e2el_ms", "probe_max_e2el_ms",
        "server_queue_times", "server_ttfts", "rps_change_events", "total_input_sequences",
        "input_sequence_throughput", "diffusion_committed_throughput", "diffusion_steps_per_canvas",
        "diffusion_committed_per_step", "diffusion_committed_tokens", "diffusion_denoising_steps",
        "diffusion_canvas_positions",
    }
)  # fmt: skip
_POINT_KEYS = frozenset({"request_rate", "max_concurrency", "num_prompts"})
_CONFIG_KEYS = frozenset(
    {
        "backend", "endpoint_type", "label", "model_id", "tokenizer_id", "burstiness", "ramp_up_strategy",
        "ramp_up_start_rps", "ramp_up_end_rps", "max_num_seqs", "max_num_batched_tokens", "tensor_parallel_size",
        "pipeline_parallel_size", "data_parallel_size", "dataset_name", "random_input_len", "random_output_len",
        "random_range_ratio",
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
_E2EL = {
    "mean": "mean_e2el_ms",
    "std": "std_e2el_ms",
    "p50": "median_e2el_ms",
    "p90": "p90_e2el_ms",
    "p95": "p95_e2el_ms",
    "p99": "p99_e2el_ms",
}
_OLD_LATENCY = {"mean": "mean_latency_ms", "std": "std_latency_ms", "p50": "median_latency_ms", "p99": "p99_latency_ms"}
_GPU_SPEC = re.compile(r"^\s*(\d+)\s*[xX×]\s*(\S.*?)\s*$")


def _known(key: str, value: Any) -> bool:
    # --metadata values are always strings: a user's own label, not an unknown tool field
    return (
        key in _RESULT_KEYS or key in _POINT_KEYS or key in _CONFIG_KEYS or bool(_METRIC.match(key))
        or key.startswith("spec_decode_") or isinstance(value, str) or value is None
    )  # fmt: skip


def _looks_like_run(value: Any) -> bool:
    return isinstance(value, dict) and all(k in value for k in _REQUIRED) and not _MARKERS.isdisjoint(value)


def _looks_like_pooling_run(value: Any) -> bool:
    """A pooling-model (embeddings, scoring) ``vllm bench serve`` result: current vLLM writes
    input sequence counts and no output tokens at all (vllm/benchmarks/serve.py, benchmark():
    the branch for metrics that are not BenchmarkMetrics)."""
    return (
        isinstance(value, dict)
        and not _MARKERS.isdisjoint(value)
        and all(k in value for k in ("duration", "completed"))
        and "output_throughput" not in value
        and ("total_input_sequences" in value or "input_sequence_throughput" in value)
    )


def sniff(path: str, text: str, data: Any) -> str | None:
    first = data[0] if isinstance(data, list) and data and all(isinstance(r, dict) for r in data) else data
    if _looks_like_run(first) or _looks_like_pooling_run(first):
        return "vllm"
    return None


def _metadata(row: dict[str, Any]) -> dict[str, str]:
    """``--metadata k=v`` pairs (and other string labels), normalised to snake_case keys."""
    return {
        k.replace("-", "_").lower(): v
        for k, v in row.items()
        if isinstance(v, str)
        and k not in _RESULT_KEYS
        and k not in _POINT_KEYS
        and k not in {"backend", "endpoint_type", "label", "model_id", "tokenizer_id"}
    }


def _config_key(row: Row) -> str:
    value = row.value
    config = {
        k: v
        for k, v in value.items()
        if k not in _RESULT_KEYS and k not in _POINT_KEYS and not _METRIC.match(k) and not k.startswith("spec_decode_")
    }
    return json.dumps(config, sort_keys=True, default=str)


def _point_key(row: Row) -> tuple[str, str]:
    return (str(row.value.get("request_rate")), str(row.value.get("max_concurrency")))


def _rate_order(row: Row) -> tuple[float, float]:
    rate = row.value.get("request_rate")
    rate_num = float("inf") if is_infinite(rate) else (num(rate) or 0.0)
    return (num(row.value.get("max_concurrency")) or float("inf"), rate_num)


#: an iteration folder of ``vllm bench sweep serve_sla`` (vllm/benchmarks/sweep/serve_sla.py,
#: _get_sla_iter_path): the SLA variable and the value tried, holding run=N.json and summary.json
_SLA_ITERATION = re.compile(r"^(?:request_rate|max_concurrency)=\d+(?:\.\d+)?$")


def sla_search_summary(path: str) -> bool:
    """``SLA--<criteria>.json`` written by ``vllm bench sweep serve_sla`` beside its iteration
    folders (``request_rate=8/run=0.json`` ...): the list of every run of the search, each
    already in its iteration folder, so it is read through them."""
    name = os.path.basename(path)
    if not (name.startswith("SLA--") and name.lower().endswith(".json")):
        return False
    folder = os.path.dirname(os.path.abspath(path))
    try:
        names = sorted(os.listdir(folder))[:500]
    except OSError:
        return False
    for sub in names:
        if _SLA_ITERATION.match(sub) and os.path.isdir(os.path.join(folder, sub)):
            inside = os.listdir(os.path.join(folder, sub))
            if any(n == "summary.json" or (n.startswith("run=") and n.endswith(".json")) for n in inside):
                return True
    return False


def import_file(path: str, text: str, data: Any, fmt: str) -> ImportOutcome:
    parsed = read_rows(path, text, data)
    if sla_search_summary(path):
        return outcome_from([], parsed.problems)
    unknown = UnknownKeys("vLLM")
    runs = [r for r in parsed.rows if isinstance(r.value, dict)]
    pooling = [r for r in runs if _looks_like_pooling_run(r.value)]
    if pooling:
        runs = [r for r in runs if not _looks_like_pooling_run(r.value)]
        first = pooling[0]
        parsed.problems.append(
            (
                "out-of-scope",
                Violation(
                    f"{len(pooling)} run(s) of a pooling model (endpoint {first.value.get('endpoint_type')!r}): "
                    "embeddings and scores generate no output tokens, so it is not an LLM inference benchmark "
                    "and nothing in it is imported or checked",
                    json_path=first.json_path,
                    line=first.line,
                ),
            )
        )
    for run in runs:
        unknown.check(run.value, _known, run.json_path, run.line)
    # the sidecar is rewritten at every save: with --append-result it holds the last run's arguments only
    args = pytorch_sidecar_args(path) if len(runs) == 1 else {}
    drafts = [
        _record(path, sorted(group, key=_rate_order), args) for group in group_runs(runs, _config_key, _point_key)
    ]
    return outcome_from(drafts, parsed.problems + unknown.problems())


#: where the arguments of the run sit in the .pytorch.json vLLM writes beside a result
SIDECAR_ARGS = "<result>.pytorch.json: $[0].benchmark.extra_info.args"
#: the note of a record whose arguments came from that file
SIDECAR_NOTE = "command-line arguments read from the .pytorch.json vLLM wrote beside the result"


def pytorch_sidecar_args(path: str) -> dict[str, Any]:
    """Every command-line argument of the run, from the ``<result>.pytorch.json`` vLLM writes
    beside a result when SAVE_TO_PYTORCH_BENCHMARK_FORMAT is set (vllm/benchmarks/lib/utils.py,
    convert_to_pytorch_benchmark_format: one record per metric, ``vars(args)`` under
    ``benchmark.extra_info.args``; serve.py and throughput.py name it after the result file)."""
    sidecar = os.path.splitext(os.path.abspath(path))[0] + ".pytorch.json"
    if not os.path.isfile(sidecar):
        return {}
    records = read_json_file(sidecar)
    first = records[0] if isinstance(records, list) and records else None
    return as_dict(as_dict(as_dict(as_dict(first).get("benchmark")).get("extra_info")).get("args"))


def _record(path: str, runs: list[Row], args: dict[str, Any]) -> Draft:
    first = runs[0]
    head = first.value
    draft = Draft(TOOL, path, origin=_ref(first))
    meta = _metadata(head)
    if args:
        draft.note(SIDECAR_NOTE)
    src = first.json_path
    line = first.line
    draft.put("provenance.date", head.get("date") if isinstance(head.get("date"), str) else None, jp(src, "date"), line)
    model = head.get("model_id") or meta.get("model")
    draft.put("system.model", model if isinstance(model, str) else None, jp(src, "model_id"), line)
    # "backend" is not the engine: it picks the client's request function (ASYNC_REQUEST_FUNCS in
    # vllm/benchmarks/lib/endpoint_request_func.py, earlier benchmarks/backend_request_func.py),
    # and "vllm" maps to async_request_openai_completions, as "openai" does: any OpenAI-compatible
    # server answers it (llama.cpp, SGLang, TGI). The file never names the server: engine unknown.
    if meta:
        draft.put("title", "vLLM bench serve: " + ", ".join(f"{k}={v}" for k, v in meta.items()))
    _system_from_metadata(draft, head, meta, src, line)
    _workload(draft, runs, meta, src, line, args)
    spec_seen = False
    for index, run in enumerate(runs):
        spec_seen |= _point(draft, index, run)
    if spec_seen:
        draft.put("speculative_decoding.enabled", True, jp(src, "spec_decode_acceptance_rate"), line)
    draft.put("aggregation", "total_output_over_wall", jp(src, "output_throughput"), line)
    return draft


def _ref(row: Row) -> Any:
    from benchlint.importers import SourceRef

    return SourceRef(line=row.line, json_path=row.json_path)


def _system_from_metadata(draft: Draft, head: dict[str, Any], meta: dict[str, str], src: str, line: int | None) -> None:
    for key in ("gpu", "gpus", "hardware", "accelerator"):
        spec = meta.get(key)
        match = _GPU_SPEC.match(spec) if spec else None
        if match and int(match.group(1)) >= 1:
            draft.put("system.gpus.count", int(match.group(1)), jp(src, key), line)
            draft.put("system.gpus.type", match.group(2), jp(src, key), line)
            break
    for key, field in (
        ("tensor_parallel_size", "tensor"),
        ("pipeline_parallel_size", "pipeline"),
        ("data_parallel_size", "data"),
    ):
        size = intval(head.get(key))
        if size and size >= 1:
            draft.put(f"system.parallelism.{field}", size, jp(src, key), line)
    for key, field in (("max_num_seqs", "max_concurrent_sequences"), ("max_num_batched_tokens", "max_batched_tokens")):
        cap = intval(head.get(key))
        if cap and cap >= 1:  # a swept server parameter: the configured value, not read off the process
            draft.put(f"system.{field}", {"value": cap, "source": "config"}, jp(src, key), line)


def _workload(
    draft: Draft, runs: list[Row], meta: dict[str, str], src: str, line: int | None, args: dict[str, Any]
) -> None:
    head = runs[0].value
    completed = sum(intval(r.value.get("completed")) or 0 for r in runs)
    prompt_total = sum(intval(r.value.get("total_input_tokens")) or 0 for r in runs)
    if completed and prompt_total:
        draft.put("workload.prompt_tokens.mean", prompt_total / completed, jp(src, "total_input_tokens"), line)
    dataset = head.get("dataset_name") or meta.get("dataset_name") or meta.get("dataset")
    dataset_src = jp(src, "dataset_name")
    if not dataset and isinstance(args.get("dataset_name"), str):
        dataset, dataset_src = args["dataset_name"], f"{SIDECAR_ARGS}.dataset_name"
    put_content(draft, dataset, dataset_src, line)
    length_key = next(
        (k for k in ("random_output_len", "output_len", "max_tokens", "osl") if intval(head.get(k) or meta.get(k))),
        None,
    )
    declared = intval(head.get(length_key) or meta.get(length_key)) if length_key else None
    if declared and declared >= 1:
        draft.put("workload.max_tokens", declared, jp(src, length_key or ""), line)
    elif isinstance(dataset, str) and args:
        # the dataset's own output-length argument (random_output_len, sharegpt_output_len, ...)
        key = f"{dataset.lower().replace('-', '_')}_output_len"
        declared = intval(args.get(key))
        if declared and declared >= 1:
            length_key = key
            draft.put("workload.max_tokens", declared, f"{SIDECAR_ARGS}.{key}", line)
    if isinstance(args.get("ignore_eos"), bool) and (
        args["ignore_eos"] or not (isinstance(dataset, str) and dataset.lower() in {"random", "random-mm"})
    ):
        # --ignore-eos as the run was given it; off on a random dataset stays the inference below,
        # as vLLM forces it there (PR #28227)
        draft.put("workload.ignore_eos", args["ignore_eos"], f"{SIDECAR_ARGS}.ignore_eos", line)
        if args["ignore_eos"] is False:
            draft.put("workload.stop_rule", "natural", f"{SIDECAR_ARGS}.ignore_eos", line)
    elif isinstance(dataset, str) and dataset.lower() in {"random", "random-mm"}:
        draft.infer(
            "workload.ignore_eos",
            True,
            "vLLM bench serve forces ignore_eos on the random datasets (PR #28227) and does not save it; "
            "confirm for this version",
            jp(src, "dataset_name"),
            line,
        )
    elif declared and length_key in {"output_len", "random_output_len", "osl"}:
        draft.infer(
            "workload.ignore_eos",
            True,
            f"the run declares a fixed output length ({length_key}={declared}), which vLLM's random dataset "
            f"requests with "
            "ignore_eos forced (PR #28227); the file records neither the dataset nor ignore_eos: confirm",
            jp(src, length_key),
            line,
        )


def _point(draft: Draft, index: int, run: Row) -> bool:
    value, src, line = run.value, run.json_path, run.line
    base = f"points[{index}]"
    draft.locate(base, src, line)
    rate = value.get("request_rate")
    cap = intval(value.get("max_concurrency"))
    if cap is not None:
        draft.put(f"{base}.concurrency", cap, jp(src, "max_concurrency"), line)
    if is_infinite(rate):
        prompts = intval(value.get("num_prompts"))
        if cap is None and prompts:
            draft.infer(
                f"{base}.concurrency",
                prompts,
                "request_rate inf with no max_concurrency: vLLM sends all num_prompts requests at t0",
                jp(src, "num_prompts"),
                line,
            )
    else:
        draft.put(f"{base}.request_rate", num(rate), jp(src, "request_rate"), line)
    completed = intval(value.get("completed"))
    draft.put(f"{base}.requests", completed, jp(src, "completed"), line)
    failed = intval(value.get("failed"))
    errors = value.get("errors")
    lens, ttfts = value.get("output_lens"), value.get("ttfts")
    if failed is None and isinstance(errors, list) and errors:
        # old benchmark_serving.py files keep one error string per request ("" when it succeeded)
        failed = sum(1 for error in errors if isinstance(error, str) and error.strip())
        draft.put(f"{base}.failed_requests", failed, jp(src, "errors"), line)
    else:
        draft.put(f"{base}.failed_requests", failed, jp(src, "failed"), line)
    if not failed and isinstance(lens, list) and isinstance(ttfts, list) and len(lens) == len(ttfts):
        # a request that "succeeded" with no token and no first-token time wrote nothing
        empty = sum(1 for n, t in zip(lens, ttfts, strict=True) if num(n) == 0 and num(t) == 0)
        if empty:
            draft.put(f"{base}.failed_requests", empty, jp(src, "output_lens"), line)
            draft.note(
                f"{empty} request(s) counted as completed wrote 0 tokens and have no first-token time: "
                "imported as failed requests"
            )
    draft.put(f"{base}.wall_s", num(value.get("duration")), jp(src, "duration"), line)
    output_total = intval(value.get("total_output_tokens"))
    draft.put(f"{base}.output_tokens_total", output_total, jp(src, "total_output_tokens"), line)
    draft.put(
        f"{base}.prompt_tokens_total", intval(value.get("total_input_tokens")), jp(src, "total_input_tokens"), line
    )
    lens = value.get("output_lens")
    if isinstance(lens, list) and lens and all(num(x) is not None for x in lens):
        for stat, number in summary_stats([num(x) or 0.0 for x in lens]).items():
            draft.put(f"{base}.output_tokens.{stat}", number, jp(src, "output_lens"), line)
    elif output_total is not None and completed:
        # the mean is the file's own total over its own count: actual tokens, not the declared length
        draft.put(f"{base}.output_tokens.mean", output_total / completed, jp(src, "total_output_tokens"), line)
    draft.put(f"{base}.aggregate_tok_s", num(value.get("output_throughput")), jp(src, "output_throughput"), line)
    draft.put_stats(f"{base}.ttft_s", value, _TTFT, src, scale=1e-3, line=line)
    draft.put_stats(f"{base}.latency_s", value, _E2EL, src, scale=1e-3, line=line)
    if not any(key in value for key in _E2EL.values()):  # older files: *_latency_ms
        draft.put_stats(f"{base}.latency_s", value, _OLD_LATENCY, src, scale=1e-3, line=line)
    tpot = num(value.get("median_tpot_ms"))
    if tpot and tpot > 0:
        # the median of a per-request speed is 1 / the median time per output token
        draft.put(f"{base}.per_request_decode_tok_s.p50", 1000.0 / tpot, jp(src, "median_tpot_ms"), line)
    draft.put(
        f"{base}.label", value.get("label") if isinstance(value.get("label"), str) else None, jp(src, "label"), line
    )
    return _spec_decode(draft, base, value, src, line)


def _spec_decode(draft: Draft, base: str, value: dict[str, Any], src: str, line: int | None) -> bool:
    """vLLM's counters, scraped from the server's /metrics: the rate is a percentage."""
    if not any(k.startswith("spec_decode_") for k in value):
        return False
    rate = num(value.get("spec_decode_acceptance_rate"))
    if rate is not None:
        draft.put(f"{base}.acceptance_rate", rate / 100.0, jp(src, "spec_decode_acceptance_rate"), line)
        if base == "points[0]":
            draft.put(
                "speculative_decoding.acceptance_rate", rate / 100.0, jp(src, "spec_decode_acceptance_rate"), line
            )
    if base == "points[0]":
        draft.put(
            "speculative_decoding.acceptance_length",
            num(value.get("spec_decode_acceptance_length")),
            jp(src, "spec_decode_acceptance_length"),
            line,
        )
        draft.put(
            "speculative_decoding.draft_tokens",
            intval(value.get("spec_decode_draft_tokens")),
            jp(src, "spec_decode_draft_tokens"),
            line,
        )
        draft.put(
            "speculative_decoding.accepted_tokens",
            intval(value.get("spec_decode_accepted_tokens")),
            jp(src, "spec_decode_accepted_tokens"),
            line,
        )
    return True
