"""vLLM ``vllm bench throughput --output-json`` (and ``benchmarks/benchmark_throughput.py``):
the offline batch benchmark. One object, the same five keys in every version
(vllm/benchmarks/throughput.py, main): ``elapsed_time``, ``num_requests``, ``total_num_tokens``,
``requests_per_second``, ``tokens_per_second``.

``tokens_per_second`` is ``total_num_tokens / elapsed_time`` and ``total_num_tokens`` sums each
request's prompt *and* output length: prefill tokens are counted in the figure. Every request is
handed to the engine at once (``LLM.generate`` with the whole list); how many ran together is the
engine's ``max_num_seqs``, which the file does not hold. The vLLM backends send every request with
``ignore_eos=True`` and ``max_tokens`` = its output length (run_vllm, run_vllm_chat,
run_vllm_async); the hf backend does not. The file records neither the backend nor the lengths.

With ``SAVE_TO_PYTORCH_BENCHMARK_FORMAT`` set, vLLM also writes ``<name>.pytorch.json`` beside it
(vllm/benchmarks/lib/utils.py, convert_to_pytorch_benchmark_format): one record per metric, each
with every command-line argument under ``benchmark.extra_info.args``. Those are read when present.
"""

from __future__ import annotations

from typing import Any

from benchlint.importers import ImportOutcome
from benchlint.importers._common import (
    Draft,
    UnknownKeys,
    as_dict,
    intval,
    num,
    outcome_from,
    put_content,
    read_rows,
)
from benchlint.importers.vllm import SIDECAR_ARGS, SIDECAR_NOTE, pytorch_sidecar_args

TOOL = "vllm bench throughput"
_KEYS = ("elapsed_time", "num_requests", "total_num_tokens", "requests_per_second", "tokens_per_second")
_VLLM_BACKENDS = frozenset({"vllm", "vllm-chat"})


def sniff(path: str, text: str, data: Any) -> str | None:
    if isinstance(data, dict) and all(k in data for k in _KEYS) and all(num(data[k]) is not None for k in _KEYS):
        return "vllm-throughput"
    if (
        isinstance(data, dict)
        and num(data.get("avg_latency")) is not None
        and isinstance(data.get("latencies"), list)
        and isinstance(data.get("percentiles"), dict)
    ):
        return "vllm-latency"
    return None


def import_file(path: str, text: str, data: Any, fmt: str) -> ImportOutcome:
    parsed = read_rows(path, text, data)
    result = parsed.value
    if not isinstance(result, dict):
        return outcome_from([], parsed.problems)
    if fmt == "vllm-latency":
        return _import_latency(path, result, parsed.problems)
    unknown = UnknownKeys("vLLM bench throughput")
    unknown.check(result, lambda k, v: k in _KEYS, "$")
    draft = Draft(TOOL, path)
    draft.locate("points[0]", "$")
    requests = intval(result.get("num_requests"))
    draft.put("points[0].requests", requests, "$.num_requests")
    elapsed = num(result.get("elapsed_time"))
    draft.put("points[0].wall_s", elapsed if elapsed and elapsed > 0 else None, "$.elapsed_time")
    draft.put("points[0].aggregate_tok_s", num(result.get("tokens_per_second")), "$.tokens_per_second")
    draft.put("aggregation", "total_tokens_over_wall", "$.tokens_per_second")
    draft.note(
        "tokens_per_second is total_num_tokens / elapsed_time, and total_num_tokens counts every request's "
        "prompt and output tokens (vllm/benchmarks/throughput.py): it is not an output-token rate"
    )
    if requests and requests >= 1:
        draft.infer(
            "points[0].concurrency",
            requests,
            "vllm bench throughput hands all num_requests requests to the engine at once; how many ran "
            "together is the engine's max_num_seqs, which the file does not record",
            "$.num_requests",
        )
    args = pytorch_sidecar_args(path)
    _from_args(draft, args)
    if "ignore_eos" not in draft.data.get("workload", {}):
        draft.infer(
            "workload.ignore_eos",
            True,
            "vllm bench throughput's vLLM backends send every request with ignore_eos=True and max_tokens = its "
            "output length (vllm/benchmarks/throughput.py, run_vllm); the file does not record the backend "
            "(the hf backend does not force it): confirm",
            "$",
        )
    return outcome_from([draft], parsed.problems + unknown.problems())


def _from_args(draft: Draft, args: dict[str, Any]) -> None:
    if not args:
        return
    src = SIDECAR_ARGS
    draft.note(SIDECAR_NOTE)
    model = args.get("model")
    draft.put("system.model", model if isinstance(model, str) and model else None, f"{src}.model")
    _parallelism(draft, args, src)
    cap = intval(args.get("max_num_seqs"))
    backend = args.get("backend")
    if cap and cap >= 1 and backend in _VLLM_BACKENDS:
        # the vLLM backends build the engine inside the benchmark process from these very
        # arguments (LLM(**EngineArgs)): the flags of the process that ran, not a config file
        draft.put("system.max_concurrent_sequences", {"value": cap, "source": "process"}, f"{src}.max_num_seqs")
    if isinstance(backend, str):
        draft.put("workload.ignore_eos", backend in _VLLM_BACKENDS, f"{src}.backend")
        if backend in _VLLM_BACKENDS:
            draft.put("system.engine", "vllm", f"{src}.backend")
    output_len = intval(args.get("output_len"))
    if output_len and output_len >= 1:
        draft.put("workload.max_tokens", output_len, f"{src}.output_len")
        if backend in _VLLM_BACKENDS:
            # ignore_eos with max_tokens = output_len: every request writes exactly output_len tokens
            draft.put("workload.stop_rule", "fixed_length", f"{src}.output_len")
    input_len = intval(args.get("input_len"))
    dataset = args.get("dataset_name")
    if dataset is None and args.get("dataset_path") is None and input_len:
        dataset = "random"  # throughput.py validate_args: no dataset path means the random dataset
    put_content(draft, dataset, f"{src}.dataset_name")
    ratio = num(args.get("random_range_ratio"))
    if dataset == "random" and input_len and input_len >= 1 and not ratio:
        # the random dataset with no range ratio gives every prompt input_len tokens (+ prefix_len)
        prefix = intval(args.get("prefix_len")) or 0
        draft.put("workload.prompt_tokens.mean", input_len + prefix, f"{src}.input_len")
    if "speculative_config" in args and backend in _VLLM_BACKENDS:
        # an engine argument: null means the engine ran without a draft
        draft.put("speculative_decoding.enabled", bool(args.get("speculative_config")), f"{src}.speculative_config")


LATENCY_TOOL = "vllm bench latency"
_LATENCY_KEYS = ("avg_latency", "std_latency", "latencies", "percentiles")
#: ``percentiles`` keys (the percentages latency.py asks numpy for) -> Stats fields
_LATENCY_PERCENTILES = {"50": "p50", "90": "p90", "95": "p95", "99": "p99"}


def _import_latency(path: str, result: dict[str, Any], problems: list[Any]) -> ImportOutcome:
    """``vllm bench latency --output-json`` (vllm/benchmarks/latency.py, main; earlier
    benchmarks/benchmark_latency.py): the wall time of generating one batch, ``num_iters`` times.
    ``avg_latency`` and ``std_latency`` (numpy's population std, newer versions only) are in
    seconds, ``latencies`` holds every iteration's, ``percentiles`` maps 10/25/50/75/90/99 to
    seconds. Each iteration sends ``batch_size`` prompts of ``input_len`` random token ids
    (np.random.randint) with ``ignore_eos=True`` and ``max_tokens=output_len`` in every version,
    so every request of the batch writes exactly output_len tokens and the batch's time is each
    request's latency; the file records none of the sizes (the ``.pytorch.json`` beside it does)."""
    unknown = UnknownKeys("vLLM bench latency")
    unknown.check(result, lambda k, v: k in _LATENCY_KEYS, "$")
    draft = Draft(LATENCY_TOOL, path)
    draft.locate("points[0]", "$")
    draft.put("points[0].latency_s.mean", _seconds(result.get("avg_latency")), "$.avg_latency")
    draft.put("points[0].latency_s.std", _seconds(result.get("std_latency")), "$.std_latency")
    samples = [value for value in (_seconds(v) for v in result["latencies"]) if value is not None]
    if samples:
        draft.put("points[0].latency_s.min", min(samples), "$.latencies")
        # every iteration generates the same batch again: len(latencies) measurements of one point
        draft.put("repeats", len(samples), "$.latencies")
    percentiles = as_dict(result.get("percentiles"))
    for key, stat in _LATENCY_PERCENTILES.items():
        draft.put(f"points[0].latency_s.{stat}", _seconds(percentiles.get(key)), f"$.percentiles.{key}")
    draft.note(
        "vllm bench latency: each latency is the wall time of one batch of batch_size requests generated "
        "together, which is every request's latency as all write output_len tokens; the file holds no "
        "token rate"
    )
    draft.infer(
        "workload.ignore_eos",
        True,
        "vllm bench latency sends every prompt with ignore_eos=True and max_tokens=output_len "
        "(vllm/benchmarks/latency.py, SamplingParams); the file does not record it",
        "$",
    )
    draft.infer(
        "workload.stop_rule",
        "fixed_length",
        "ignore_eos with max_tokens=output_len: every request writes exactly output_len tokens",
        "$",
    )
    draft.infer(
        "workload.content_type",
        "random",
        "vllm bench latency's prompts are random token ids (np.random.randint), in every version",
        "$",
    )
    args = pytorch_sidecar_args(path)
    if args:
        _latency_args(draft, args)
    return outcome_from([draft], problems + unknown.problems())


def _parallelism(draft: Draft, args: dict[str, Any], src: str) -> None:
    """The tensor, pipeline and data parallel sizes the sidecar's engine arguments state."""
    for key, field in (
        ("tensor_parallel_size", "tensor"),
        ("pipeline_parallel_size", "pipeline"),
        ("data_parallel_size", "data"),
    ):
        size = intval(args.get(key))
        if size and size >= 1:
            draft.put(f"system.parallelism.{field}", size, f"{src}.{key}")


def _seconds(value: Any) -> float | None:
    seconds = num(value)
    return seconds if seconds is not None and seconds >= 0 else None


def _latency_args(draft: Draft, args: dict[str, Any]) -> None:
    src = SIDECAR_ARGS
    draft.note(SIDECAR_NOTE)
    model = args.get("model")
    draft.put("system.model", model if isinstance(model, str) and model else None, f"{src}.model")
    draft.put("system.engine", "vllm", f"{src}.model")
    _parallelism(draft, args, src)
    batch = intval(args.get("batch_size"))
    if batch and batch >= 1:
        draft.infer(
            "points[0].concurrency",
            batch,
            "vllm bench latency hands the batch_size prompts to the engine at once; more than its "
            "max_num_seqs run in several steps, which the file does not record",
            f"{src}.batch_size",
        )
    output_len = intval(args.get("output_len"))
    if output_len and output_len >= 1:
        draft.put("workload.max_tokens", output_len, f"{src}.output_len")
    input_len = intval(args.get("input_len"))
    if input_len and input_len >= 1:
        draft.put("workload.prompt_tokens.mean", input_len, f"{src}.input_len")
    if "speculative_config" in args:
        # an engine argument: null means the engine ran without a draft
        draft.put("speculative_decoding.enabled", bool(args.get("speculative_config")), f"{src}.speculative_config")
