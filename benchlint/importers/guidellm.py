"""GuideLLM ``benchmarks.json`` reports: the current schema (``metadata.version`` 2,
``config.strategy``, ``scheduler_metrics``) and the older one (``args``, ``run_stats``,
``worker``, ``request_loader``). One report is one sweep: its benchmarks share everything
but their strategy, so they become the points of one record.

``output_tokens_per_second.successful.mean`` is a time-weighted rate over the measure
window, i.e. total output / window. Per-request ``output_tokens_per_second`` (out/latency,
TTFT included) and ``inter_token_latency_ms`` (first token excluded: the decode speed's
source) appear only in the sampled ``requests`` lists. Whenever the data config
gives ``output_tokens``, GuideLLM's openai_http backend sends ignore_eos and max_tokens.
"""

from __future__ import annotations

import os
import re
from typing import Any

from benchlint.importers import ImportOutcome
from benchlint.importers._common import (
    Draft,
    UnknownKeys,
    as_dict,
    intval,
    jp,
    num,
    outcome_from,
    read_rows,
    summary_stats,
)

TOOL = "guidellm"

_BENCHMARK_KEYS = frozenset(
    {
        "type_", "id_", "run_id", "run_index", "args", "run_stats", "worker", "request_loader", "extras", "metrics",
        "start_time", "end_time", "request_totals", "request_samples", "requests", "duration", "config",
        "scheduler_state", "scheduler_metrics", "warmup_duration", "cooldown_duration", "env_args", "warnings",
    }
)  # fmt: skip
# GuideLLM 0.8.1 writes ``conclusions`` (GenerativeBenchmarksReport, benchmark/schemas/report.py: what a
# question-answering profile concluded, empty otherwise) and, per benchmark, ``warnings``
# (GenerativeBenchmark, benchmark/schemas/benchmark.py: BenchmarkWarning records of a missed arrival
# schedule, benchmark/schemas/warnings.py)
_TOP_KEYS = frozenset({"benchmarks", "metadata", "config", "args", "conclusions"})
_SUCCESS = ("successful",)


def sniff(path: str, text: str, data: Any) -> str | None:
    if not isinstance(data, dict) or not isinstance(data.get("benchmarks"), list):
        return None
    benchmarks = data["benchmarks"]
    if benchmarks and isinstance(benchmarks[0], dict) and benchmarks[0].get("type_") == "generative_benchmark":
        return "guidellm"
    metadata = data.get("metadata")
    if isinstance(metadata, dict) and "guidellm_version" in metadata:
        return "guidellm"
    return None


def import_file(path: str, text: str, data: Any, fmt: str) -> ImportOutcome:
    parsed = read_rows(path, text, data)
    report = parsed.value
    if not isinstance(report, dict):
        return outcome_from([], parsed.problems)
    unknown = UnknownKeys("GuideLLM")
    unknown.check(report, lambda k, v: k in _TOP_KEYS, "$")
    benchmarks = [b for b in report.get("benchmarks", []) if isinstance(b, dict)]
    for index, bench in enumerate(benchmarks):
        unknown.check(bench, lambda k, v: k in _BENCHMARK_KEYS, jp("$.benchmarks", index))
    if not benchmarks:
        return outcome_from([], parsed.problems + unknown.problems())
    draft = Draft(TOOL, path)
    metadata = as_dict(report.get("metadata"))
    version = metadata.get("guidellm_version")
    draft.put("provenance.tool_version", version if isinstance(version, str) else None, "$.metadata.guidellm_version")
    first = benchmarks[0]
    model, model_src = _model(first)
    draft.put("system.model", model, model_src)
    draft.put("provenance.date", _iso(first.get("start_time")), "$.benchmarks[0].start_time")
    spec = as_dict(as_dict(report.get("config")).get("spec"))
    _workload(draft, benchmarks, spec.get("data"), _extras_body(spec, benchmarks))
    _backend_cap(draft, spec)
    order = sorted(range(len(benchmarks)), key=lambda i: _strategy_order(benchmarks[i]))
    for point_index, bench_index in enumerate(order):
        _point(draft, point_index, benchmarks[bench_index], jp("$.benchmarks", bench_index))
    _server_log(draft, path)
    # GuideLLM's output_tokens_per_second is a distribution of the token rate over the requests'
    # own timings (StatusDistributionSummary.from_iterable_request_times in guidellm/objects/
    # statistics.py): its mean counts tokens as they arrived in time, not the successful requests'
    # total over the configured window, so the two differ by a few percent by construction
    draft.put("aggregation", "other", "$.benchmarks[0].metrics.output_tokens_per_second")
    draft.note(
        "aggregation: GuideLLM's output tokens per second is a time-weighted rate over the requests' timings, "
        "not total output tokens / the configured duration"
    )
    return outcome_from([draft], parsed.problems + unknown.problems())


#: vLLM's engine start-up line: "tensor_parallel_size=4, pipeline_parallel_size=1, data_parallel_size=1"
_PARALLEL = re.compile(r"\b(tensor|pipeline|data)_parallel_size[=:'\s\"]+(\d+)")
_MAX_LOG = 20_000_000


def _server_log(draft: Draft, path: str) -> None:
    """A console log saved beside the reports (a sweep script's, with the vLLM server's output):
    the parallelism of the server that wrote this report is the last start-up line before the
    log names this report's file."""
    folder, name = os.path.split(os.path.abspath(path))
    stem = name.removesuffix(".json").removesuffix("_benchmarks")
    try:
        logs = sorted(n for n in os.listdir(folder) if n.endswith(".log"))
    except OSError:
        return
    for log in logs:
        full = os.path.join(folder, log)
        try:
            if os.path.getsize(full) > _MAX_LOG:
                continue
            with open(full, encoding="utf-8", errors="replace") as handle:
                lines = handle.read().splitlines()
        except OSError:
            continue
        done = next((i for i, line in enumerate(lines) if name in line and stem in line), None)
        if done is None:
            continue
        sizes: dict[str, int] = {}
        for line in reversed(lines[:done]):
            if name in line or ("✓" in line and stem not in line):
                break  # the previous run's report: its server is not this one's
            found = dict(_PARALLEL.findall(line))
            if "tensor" in found:
                sizes = {kind: int(value) for kind, value in found.items()}
                break
        if sizes:
            for kind, size in sizes.items():
                if size >= 1:
                    draft.put(f"system.parallelism.{kind}", size)
            count = sizes.get("tensor", 1) * sizes.get("pipeline", 1) * sizes.get("data", 1)
            draft.infer(
                "system.gpus.count",
                count,
                f"the vLLM server's start-up line in {log} before this report: tensor x pipeline x data "
                f"parallel = {count} device(s)",
            )
            return


def _backend_cap(draft: Draft, spec: dict[str, Any]) -> None:
    """GuideLLM 0.8: without output_tokens in the data config, the backend sends its own
    max_tokens (config.spec.backend.max_tokens) and no ignore_eos: requests stop naturally."""
    cap = intval(as_dict(spec.get("backend")).get("max_tokens"))
    if not cap or cap < 1 or "max_tokens" in draft.data.get("workload", {}):
        return
    draft.put("workload.max_tokens", cap, "$.config.spec.backend.max_tokens")
    draft.infer(
        "workload.stop_rule",
        "natural",
        "the data config sets no output_tokens, so GuideLLM's openai_http backend sends max_tokens without "
        "ignore_eos: each request stops at its end of sequence or at the cap",
        "$.config.spec.backend.max_tokens",
    )


def _iso(value: Any) -> str | None:
    from benchlint.importers._common import iso_from_epoch

    return iso_from_epoch(value)


def _model(bench: dict[str, Any]) -> tuple[str | None, str]:
    worker = bench.get("worker")
    if isinstance(worker, dict) and isinstance(worker.get("backend_model"), str):
        return worker["backend_model"], "$.benchmarks[0].worker.backend_model"
    config = bench.get("config")
    backend = config.get("backend") if isinstance(config, dict) else None
    if isinstance(backend, dict) and isinstance(backend.get("model"), str):
        return backend["model"], "$.benchmarks[0].config.backend.model"
    return None, "$"


def _strategy(bench: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """The strategy object and its path: v2 ``config.strategy``, older ``args.strategy``."""
    for parent in ("config", "args"):
        holder = bench.get(parent)
        if isinstance(holder, dict) and isinstance(holder.get("strategy"), dict):
            return holder["strategy"], f"{parent}.strategy"
    return {}, ""


def _strategy_order(bench: dict[str, Any]) -> tuple[int, float]:
    strategy, _ = _strategy(bench)
    kind = strategy.get("type_")
    rank = {"synchronous": 0, "concurrent": 1, "constant": 2, "poisson": 2, "throughput": 3}.get(str(kind), 4)
    return rank, num(strategy.get("streams")) or num(strategy.get("rate")) or 0.0


def _data_args(bench: dict[str, Any], report_data: Any = None) -> tuple[dict[str, str], str]:
    """The synthetic data config "prompt_tokens=256,output_tokens=128" as a dict (GuideLLM 0.8
    keeps it once for the report, in config.spec.data, with unset keys as null)."""
    raw, src = _raw_data(bench)
    if raw is None and report_data is not None:
        raw, src = report_data, "<report>config.spec.data"
    if isinstance(raw, str) and raw.strip().startswith(("{", "[")):
        # GuideLLM 0.3 stores the --data argument as JSON text ('{"type": "emulated", ...}'),
        # 0.5 as the repr of a list ("['/root/aime_2024_v2.jsonl']")
        raw = _literal(raw)
    if isinstance(raw, list) and raw:
        raw = raw[0]
    if isinstance(raw, dict):
        return {str(k): str(v) for k, v in raw.items() if v is not None}, src
    if isinstance(raw, str) and "=" in raw and not raw.strip().startswith(("{", "[")):
        pairs = [part.split("=", 1) for part in raw.split(",") if "=" in part]
        return {k.strip(): v.strip() for k, v in pairs}, src
    return {}, src


def _raw_data(bench: dict[str, Any]) -> tuple[Any, str]:
    """The benchmark's --data argument as stored, and where: the request loader (0.3-0.5) or
    the benchmark's request config."""
    loader = bench.get("request_loader")
    raw: Any = loader.get("data") if isinstance(loader, dict) else None
    if raw is not None:
        return raw, "request_loader.data"
    config = bench.get("config")
    requests = config.get("requests") if isinstance(config, dict) else None
    return (requests.get("data") if isinstance(requests, dict) else None), "config.requests.data"


def _literal(text: str) -> Any:
    import ast
    import json

    try:
        return json.loads(text)
    except ValueError:
        pass
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError, RecursionError, MemoryError):
        return None


def _data_file(bench: dict[str, Any]) -> tuple[str | None, str]:
    """A dataset file the run read (``--data path.jsonl``): the file names the dataset."""
    raw, src = _raw_data(bench)
    if isinstance(raw, str) and raw.strip().startswith("["):
        raw = _literal(raw)
    if isinstance(raw, list) and raw:
        raw = raw[0]
    if (
        isinstance(raw, str)
        and "=" not in raw
        and raw.lower().endswith((".jsonl", ".json", ".csv", ".parquet", ".txt"))
    ):
        return raw, src
    return None, src


def _extras_body(spec: dict[str, Any], benchmarks: list[dict[str, Any]]) -> tuple[dict[str, Any], str]:
    """The backend's ``extras.body``: fields merged into every request body after GuideLLM's own
    (src/guidellm/backends/openai/request_handlers.py, ``arguments.model_combine(kwargs["extras"])``),
    so they win over them; docs/guides/backends.md documents ``extras.body.ignore_eos=false``."""
    body = as_dict(as_dict(as_dict(spec.get("backend")).get("extras")).get("body"))
    if body:
        return body, "$.config.spec.backend.extras.body"
    backend = as_dict(as_dict(benchmarks[0].get("config")).get("backend")) if benchmarks else {}
    return as_dict(as_dict(backend.get("extras")).get("body")), "$.benchmarks[0].config.backend.extras.body"


def _workload(
    draft: Draft,
    benchmarks: list[dict[str, Any]],
    report_data: Any = None,
    extras: tuple[dict[str, Any], str] = ({}, ""),
) -> None:
    args, src_suffix = _data_args(benchmarks[0], report_data)
    src = "$.config.spec.data" if src_suffix.startswith("<report>") else f"$.benchmarks[0].{src_suffix}"
    data_file, file_src = _data_file(benchmarks[0])
    if data_file:
        draft.put("workload.content_type", "dataset", f"$.benchmarks[0].{file_src}")
        draft.put("workload.dataset", os.path.basename(data_file), f"$.benchmarks[0].{file_src}")
    elif (
        args.get("type") in {"emulated", "synthetic"} or args.get("kind") == "synthetic_text" or "prompt_tokens" in args
    ):
        draft.put("workload.content_type", "random", src)
    prompt_sum = prompt_count = 0.0
    for bench in benchmarks:
        counts = _metric(bench, "prompt_token_count")
        prompt_sum += num(counts.get("total_sum")) or 0.0
        prompt_count += num(counts.get("count")) or 0.0
    if prompt_count:
        draft.put(
            "workload.prompt_tokens.mean",
            prompt_sum / prompt_count,
            "$.benchmarks[0].metrics.prompt_token_count.successful.mean",
        )
    output = intval(args.get("output_tokens"))
    body, body_src = extras
    ignore = body.get("ignore_eos")
    if isinstance(ignore, str) and ignore.strip().lower() in {"true", "false"}:
        ignore = ignore.strip().lower() == "true"
    if output and output >= 1 and ignore is False:
        # the user's extras.body.ignore_eos=false replaces the ignore_eos GuideLLM would send:
        # max_tokens still caps each request, which now stops at its end of sequence
        draft.put("workload.max_tokens", output, src)
        draft.put("workload.ignore_eos", False, f"{body_src}.ignore_eos")
        draft.put("workload.stop_rule", "natural", f"{body_src}.ignore_eos")
    elif output and output >= 1:
        draft.put("workload.max_tokens", output, src)
        reason = (
            "GuideLLM's openai_http backend sends ignore_eos=true and max_tokens whenever the data config "
            "gives output_tokens"
        )
        draft.infer("workload.ignore_eos", True, reason, src)
        spread = [k for k in ("output_tokens_stdev", "output_tokens_min", "output_tokens_max") if k in args]
        if not spread:
            draft.infer("workload.stop_rule", "fixed_length", reason + f" (output_tokens={output}, no spread)", src)


def _metric(bench: dict[str, Any], name: str, status: str = "successful") -> dict[str, Any]:
    metrics = bench.get("metrics")
    metric = metrics.get(name) if isinstance(metrics, dict) else None
    value = metric.get(status) if isinstance(metric, dict) else None
    return value if isinstance(value, dict) else {}


def _stats_keys(scale_name: str) -> dict[str, str]:
    return {"mean": "mean", "std": "std_dev", "min": "min", "p50": "median", "max": "max"}


_PERCENTILES = {"p90": "p90", "p95": "p95", "p99": "p99"}


def _put_metric(draft: Draft, path: str, bench: dict[str, Any], name: str, src: str, scale: float = 1.0) -> None:
    values = _metric(bench, name)
    if not values:
        return
    metric_src = f"{src}.metrics.{name}.successful"
    draft.put_stats(path, values, _stats_keys(name), metric_src, scale)
    percentiles = values.get("percentiles")
    if isinstance(percentiles, dict):
        draft.put_stats(path, percentiles, _PERCENTILES, metric_src + ".percentiles", scale)


def _point(draft: Draft, index: int, bench: dict[str, Any], src: str) -> None:
    base = f"points[{index}]"
    draft.locate(base, src)
    strategy, strategy_path = _strategy(bench)
    kind = strategy.get("type_") if isinstance(strategy.get("type_"), str) else None
    strategy_src = f"{src}.{strategy_path}"
    if kind == "synchronous":
        draft.put(f"{base}.concurrency", 1, f"{strategy_src}.type_")
    elif kind == "concurrent":
        draft.put(f"{base}.concurrency", intval(strategy.get("streams")), f"{strategy_src}.streams")
    else:
        cap = intval(strategy.get("max_concurrency"))
        count = _max_requests(bench)
        if kind == "throughput" and cap and count and count < cap:
            draft.infer(
                f"{base}.concurrency",
                count,
                f"the throughput strategy sends every request at once up to max_concurrency {cap}; its "
                f"max_requests constraint ends it after {count}, so at most {count} were in flight",
                f"{src}.config.constraints.max_requests.args.count",
            )
        elif cap and cap >= 1:
            draft.put(f"{base}.concurrency", cap, f"{strategy_src}.max_concurrency")
        rate = num(strategy.get("rate"))
        if kind in {"constant", "poisson"} and rate and rate > 0:
            draft.put(f"{base}.request_rate", rate, f"{strategy_src}.rate")
            # requests_per_second is the rate the requests completed at over the measured window:
            # the rate the server really took, against the one asked for
            draft.put(
                f"{base}.achieved_request_rate",
                num(_metric(bench, "requests_per_second").get("mean")),
                f"{src}.metrics.requests_per_second.successful.mean",
            )
    draft.put(f"{base}.label", str(kind) if kind else None, f"{strategy_src}.type_")
    totals, totals_src = _request_totals(bench)
    draft.put(f"{base}.requests", intval(totals.get("successful")), f"{src}.{totals_src}.successful")
    draft.put(f"{base}.failed_requests", intval(totals.get("errored")), f"{src}.{totals_src}.errored")
    if totals:
        # "successful" statistics leave errored and incomplete requests out (guidellm#529)
        draft.put(f"{base}.failures_included", False, f"{src}.{totals_src}")
    incomplete = intval(totals.get("incomplete"))
    if incomplete:
        draft.note(
            f"{kind} point: {incomplete} incomplete request(s) cut off at the end of the window are not in its totals"
        )
    window = _measured_window(bench)
    if window is not None:
        draft.put(f"{base}.wall_s", window, f"{src}.scheduler_metrics.request_end_time")
    else:
        draft.put(f"{base}.wall_s", num(bench.get("duration")), f"{src}.duration")
    draft.put(
        f"{base}.output_tokens_total",
        intval(_metric(bench, "output_token_count").get("total_sum")),
        f"{src}.metrics.output_token_count.successful.total_sum",
    )
    draft.put(
        f"{base}.prompt_tokens_total",
        intval(_metric(bench, "prompt_token_count").get("total_sum")),
        f"{src}.metrics.prompt_token_count.successful.total_sum",
    )
    _put_metric(draft, f"{base}.output_tokens", bench, "output_token_count", src)
    draft.put(
        f"{base}.aggregate_tok_s",
        num(_metric(bench, "output_tokens_per_second").get("mean")),
        f"{src}.metrics.output_tokens_per_second.successful.mean",
    )
    _put_metric(draft, f"{base}.ttft_s", bench, "time_to_first_token_ms", src, scale=1e-3)
    _put_metric(draft, f"{base}.latency_s", bench, "request_latency", src)
    draft.put(
        f"{base}.achieved_concurrency",
        num(_metric(bench, "request_concurrency").get("mean")),
        f"{src}.metrics.request_concurrency.successful.mean",
    )
    _per_request(draft, base, bench, src, intval(totals.get("successful")))


def _max_requests(bench: dict[str, Any]) -> int | None:
    """The benchmark's max_requests constraint (GuideLLM 0.8 config.constraints)."""
    constraint = as_dict(as_dict(as_dict(bench.get("config")).get("constraints")).get("max_requests"))
    count = intval(as_dict(constraint.get("args")).get("count"))
    return count if count and count >= 1 else None


def _measured_window(bench: dict[str, Any]) -> float | None:
    """The window the requests really ran in. ``duration`` is the configured window; a run that
    ran out of requests early ends before it (GuideLLM 0.5 then writes a negative
    ``cooldown_duration``): scheduler_metrics' request end - measure start is the measured wall."""
    metrics = bench.get("scheduler_metrics")
    if not isinstance(metrics, dict):
        return None
    start, end = num(metrics.get("measure_start_time")), num(metrics.get("measure_end_time"))
    request_end = num(metrics.get("request_end_time"))
    if start is None or end is None or request_end is None or request_end >= end:
        return None
    window = request_end - max(start, num(metrics.get("request_start_time")) or start)
    return window if window > 0 else None


def _request_totals(bench: dict[str, Any]) -> tuple[dict[str, Any], str]:
    if isinstance(bench.get("request_totals"), dict):
        return bench["request_totals"], "request_totals"
    metrics = bench.get("metrics")
    if isinstance(metrics, dict) and isinstance(metrics.get("request_totals"), dict):
        return metrics["request_totals"], "metrics.request_totals"
    scheduler = bench.get("scheduler_metrics")
    if isinstance(scheduler, dict) and isinstance(scheduler.get("requests_made"), dict):
        return scheduler["requests_made"], "scheduler_metrics.requests_made"
    return {}, ""


def _per_request(draft: Draft, base: str, bench: dict[str, Any], src: str, successful: int | None) -> None:
    """Per-request decode speeds only when the file lists every successful request: a sample of a
    few is not the distribution (the stripped corpus file keeps 1 of 46).

    GuideLLM 0.8.1 defines, per request (guidellm/schemas/base/request_stats.py,
    GenerativeRequestStats): ``output_tokens_per_second`` = output tokens / ``request_latency``
    (request start to end, TTFT included); ``time_per_output_token_ms`` = (last token - request
    start) / output tokens, TTFT included too; ``inter_token_latency_ms`` = (last token - first
    token) / (output tokens - 1), the first token excluded. Only the last is the request's own
    decode speed, so the speed is 1000 / its inter-token latency. The report's
    ``metrics.inter_token_latency_ms`` weighs each request by its output tokens - 1
    (benchmark/schemas/metrics.py, from_values_function), so its median is not a per-request
    median and is not imported."""
    requests = bench.get("requests")
    listed = requests.get("successful") if isinstance(requests, dict) else None
    if not isinstance(listed, list) or not listed:
        return
    gaps = [num(r.get("inter_token_latency_ms")) for r in listed if isinstance(r, dict)]
    known = [1000.0 / gap for gap in gaps if gap is not None and gap > 0]
    if not known:
        return
    if successful is not None and len(known) == successful:
        for stat, value in summary_stats(known).items():
            draft.put(f"{base}.per_request_decode_tok_s.{stat}", value, f"{src}.requests.successful")
    else:
        shown = ", ".join(f"{s:.1f}" for s in known[:5])
        of = successful if successful is not None else "?"
        draft.note(
            f"{base}: requests.successful lists {len(known)} of {of} successful requests with an inter-token "
            f"latency; their decode speeds (1000 / inter_token_latency_ms) are {shown} tok/s: not imported as "
            "a distribution"
        )
