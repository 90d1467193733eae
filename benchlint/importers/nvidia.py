"""NVIDIA AIPerf ``profile_export_aiperf.json`` and GenAI-Perf ``profile_export_genai_perf.json``.

Both write one object per run: metric objects ``{unit, avg, p1..p99, min, max, std}`` plus the
run's ``input_config``. ``output_token_throughput`` = total output tokens / (last response -
first request) for one profile; a GenAI-Perf profile merged from several clients *sums* the
clients' throughputs, which the file does not mark. ``output_token_throughput_per_user`` is
a per-request speed (1/ITL): never summed.
"""

from __future__ import annotations

import dataclasses
import os
import re
from typing import Any, TypeGuard

from benchlint.importers import ImportOutcome, SourceRef
from benchlint.importers._common import Draft, UnknownKeys, as_dict, intval, jp, num, outcome_from, read_rows
from benchlint.model.findings import Violation

_METRICS = frozenset(
    {
        "request_throughput", "request_latency", "request_count", "time_to_first_token", "time_to_second_token",
        "inter_token_latency", "output_token_throughput", "output_token_throughput_per_user",
        "output_sequence_length", "input_sequence_length", "total_output_tokens", "total_isl", "total_osl",
        "benchmark_duration", "error_request_count", "goodput", "total_token_throughput", "output_token_count",
        "e2e_output_token_throughput", "usage_prompt_tokens", "usage_completion_tokens", "usage_total_tokens",
        "usage_prompt_tokens_diff_pct", "usage_completion_tokens_diff_pct", "usage_total_tokens_diff_pct",
        "usage_discrepancy_count", "total_usage_completion_tokens", "total_usage_total_tokens",
        "total_usage_prompt_tokens", "min_request_timestamp", "max_response_timestamp", "reasoning_token_count",
        "total_reasoning_tokens", "prefill_throughput", "time_to_first_output_token",
        "prefill_throughput_per_user",  # prompt tokens / TTFT per request (prefill_throughput_per_user.py)
        # current AIPerf (src/aiperf/common/models/export_models.py, JsonExportData): SLO-met and
        # errored-request counts, chunk gaps
        "good_request_count", "inter_chunk_latency", "error_isl", "total_error_isl",
    }
)  # fmt: skip
#: current AIPerf's speculative-decoding metrics (src/aiperf/metrics/types/spec_decode_metrics.py):
#: exported only when the engine reported acceptance stats, so their absence says nothing
_SPEC_METRICS = frozenset(
    {
        "spec_decode_acceptance_length", "spec_decode_token_weighted_acceptance_length",
        "spec_decode_draft_acceptance_rate", "spec_decode_overall_draft_acceptance_rate",
        "spec_decode_accepted_per_verified", "spec_decode_steps", "spec_decode_zero_step_requests",
        "spec_decode_accepted_draft_tokens", "spec_decode_draft_tokens", "total_spec_decode_steps",
        "total_accepted_draft_tokens", "total_draft_tokens",
    }
)  # fmt: skip
#: AIPerf 0.11+ HTTP trace metrics (src/aiperf/metrics/types/http_trace_metrics.py, each class's
#: ``tag``) and the SLO share written with --goodput: transport bookkeeping, known but not read
_TRACE_METRICS = frozenset(
    {
        "http_req_blocked", "http_req_connection_reused", "http_req_connecting", "http_req_dns_lookup",
        "http_req_sending", "http_req_waiting", "http_req_receiving", "http_req_duration", "http_req_data_sent",
        "http_req_data_received", "http_req_chunks_sent", "http_req_chunks_received",
        "http_req_connection_overhead", "http_req_total", "good_request_fraction",
    }
)  # fmt: skip
_OTHER_KEYS = frozenset(
    {
        "schema_version", "aiperf_version", "genai_perf_version", "benchmark_id", "input_config", "was_cancelled",
        "error_summary", "start_time", "end_time", "telemetry_data", "telemetry_stats", "server_metrics",
        "server_metrics_data", "osl_mismatch_count", "osl_mismatch_diff_pct",
        # current AIPerf: per-run reproducibility metadata (RunInfo: benchmark_id, trial,
        # variation_*, cli_command), DAG branch counters, completion flag
        "run_info", "branch_stats", "is_complete",
    }
)  # fmt: skip
_UNIT_SCALE = {"ms": 1e-3, "s": 1.0, "sec": 1.0, "seconds": 1.0, "ns": 1e-9, "us": 1e-6}
_STATS = {
    "mean": "avg",
    "std": "std",
    "min": "min",
    "p50": "p50",
    "p90": "p90",
    "p95": "p95",
    "p99": "p99",
    "max": "max",
}


def _is_metric(value: Any) -> TypeGuard[dict[str, Any]]:
    return isinstance(value, dict) and "unit" in value and "avg" in value


def sniff(path: str, text: str, data: Any) -> str | None:
    if (
        isinstance(data, dict)
        and data.get("aggregation_type") == "sweep"
        and isinstance(data.get("per_combination_metrics"), list)
    ):
        return "aiperf-sweep"
    if _is_confidence_aggregate(data):
        return "aiperf-confidence"
    if not isinstance(data, dict) or not any(
        _is_metric(data.get(k)) for k in ("request_throughput", "output_token_throughput", "request_latency")
    ):
        return None
    if "aiperf_version" in data:
        return "aiperf"
    config = data.get("input_config")
    if isinstance(config, dict) and ("perf_analyzer" in config or "genai_perf_version" in data):
        return "genai-perf"
    if "schema_version" in data:
        return "aiperf"
    return "genai-perf"


def import_file(path: str, text: str, data: Any, fmt: str) -> ImportOutcome:
    parsed = read_rows(path, text, data)
    report = parsed.value
    if not isinstance(report, dict):
        return outcome_from([], parsed.problems)
    if phase_export(path):
        return outcome_from([], parsed.problems)
    if fmt == "aiperf-sweep":
        return _import_sweep(path, report, parsed.problems)
    if fmt == "aiperf-confidence":
        return _import_confidence(path, report, parsed.problems)
    unknown = UnknownKeys("AIPerf" if fmt == "aiperf" else "GenAI-Perf")
    unknown.check(
        report, lambda k, v: k in _METRICS or k in _OTHER_KEYS or k in _SPEC_METRICS or k in _TRACE_METRICS, "$"
    )
    draft = Draft("aiperf" if fmt == "aiperf" else "genai-perf", path)
    version_key = "aiperf_version" if fmt == "aiperf" else "genai_perf_version"
    version = report.get(version_key)
    draft.put("provenance.tool_version", version if isinstance(version, str) else None, jp("$", version_key))
    draft.put(
        "provenance.date",
        report.get("start_time") if isinstance(report.get("start_time"), str) else None,
        "$.start_time",
    )
    config = as_dict(report.get("input_config"))
    _config(draft, config, fmt)
    command = as_dict(report.get("run_info")).get("cli_command")
    if isinstance(command, str) and command and "command" not in draft.data.get("provenance", {}):
        draft.put("provenance.command", command, "$.run_info.cli_command")
    _gpus(draft, report)
    _spec_decode(draft, report)
    _point(draft, report, streaming(config))
    _natural_stop(draft, report)
    _server_metrics(draft, path)
    if fmt == "aiperf":
        draft.put("aggregation", "total_output_over_wall", "$.output_token_throughput")
    else:
        draft.infer(
            "aggregation",
            "total_output_over_wall",
            "GenAI-Perf computes output_token_throughput as total output tokens / benchmark window for one profile; "
            "a profile merged from several clients sums their throughputs instead, and the file does not say which",
            "$.output_token_throughput",
        )
    return outcome_from([draft], parsed.problems + unknown.problems())


def _metric_value(report: dict[str, Any], name: str, stat: str = "avg") -> float | None:
    metric = report.get(name)
    return num(metric.get(stat)) if _is_metric(metric) else None


def _scale(report: dict[str, Any], name: str) -> float | None:
    metric = report.get(name)
    unit = str(metric.get("unit", "")).lower() if _is_metric(metric) else ""
    return _UNIT_SCALE.get(unit)


def _put_metric(
    draft: Draft, path: str, report: dict[str, Any], name: str, seconds: bool = False, root: str = "$"
) -> None:
    metric = report.get(name)
    if not _is_metric(metric):
        return
    scale = 1.0
    if seconds:
        found = _scale(report, name)
        if found is None:
            draft.note(f"{name}: unit {metric.get('unit')!r} not understood; not imported")
            return
        scale = found
    draft.put_stats(path, metric, _STATS, jp(root, name), scale)


def _point(draft: Draft, report: dict[str, Any], streamed: bool | None, index: int = 0, root: str = "$") -> None:
    """Point ``index`` from one export's metric objects (``root`` is where they sit in the file)."""
    base = f"points[{index}]"
    requests = _metric_value(report, "request_count")
    draft.put(f"{base}.requests", intval(requests), f"{root}.request_count.avg")
    draft.put(
        f"{base}.failed_requests",
        intval(_metric_value(report, "error_request_count")),
        f"{root}.error_request_count.avg",
    )
    duration = _metric_value(report, "benchmark_duration")
    scale = _scale(report, "benchmark_duration")
    if duration is not None and scale is not None:
        draft.put(f"{base}.wall_s", duration * scale, f"{root}.benchmark_duration.avg")
    elif requests and str(as_dict(report.get("request_throughput")).get("unit", "")).lower() == "requests/sec":
        # GenAI-Perf writes no window, only the rate it divides by it: request_throughput =
        # len(requests) / (last response - first request), the window output_token_throughput uses
        # too (genai_perf/profile_data_parser/llm_profile_data_parser.py, _calculate_throughput_metrics).
        rate = _metric_value(report, "request_throughput")
        if rate and rate > 0:
            draft.put(f"{base}.wall_s", requests / rate, f"{root}.request_throughput.avg")
    points = draft.data.get("points") or []
    point = points[index] if index < len(points) and isinstance(points[index], dict) else {}
    if "request_rate" in point and str(as_dict(report.get("request_throughput")).get("unit", "")).lower() in {
        "requests/sec",
        "requests/s",
    }:
        # At a requested rate (--request-rate), request_throughput is the rate the requests really
        # completed at: completed requests / the benchmark window.
        draft.put(
            f"{base}.achieved_request_rate",
            _metric_value(report, "request_throughput"),
            f"{root}.request_throughput.avg",
        )
    for name in ("total_output_tokens", "total_osl"):
        if _metric_value(report, name) is not None:
            draft.put(f"{base}.output_tokens_total", intval(_metric_value(report, name)), jp(root, name, "avg"))
            break
    draft.put(f"{base}.prompt_tokens_total", intval(_metric_value(report, "total_isl")), f"{root}.total_isl.avg")
    length = "output_sequence_length" if _is_metric(report.get("output_sequence_length")) else "output_token_count"
    _put_metric(draft, f"{base}.output_tokens", report, length, root=root)
    draft.put(
        f"{base}.aggregate_tok_s",
        _metric_value(report, "output_token_throughput"),
        f"{root}.output_token_throughput.avg",
    )
    per_user = (
        "output_token_throughput_per_user"
        if _is_metric(report.get("output_token_throughput_per_user"))
        else "e2e_output_token_throughput"
    )
    _put_metric(draft, f"{base}.per_request_decode_tok_s", report, per_user, root=root)
    if streamed is False:
        draft.note(
            "endpoint.streaming is false: the recorded time to first token is the whole request latency, "
            "so it is not imported as a TTFT"
        )
    else:
        _put_metric(draft, f"{base}.ttft_s", report, "time_to_first_token", seconds=True, root=root)
    _put_metric(draft, f"{base}.latency_s", report, "request_latency", seconds=True, root=root)
    if _is_metric(report.get("input_sequence_length")) and "prompt_tokens" not in draft.data.get("workload", {}):
        draft.put_stats(
            "workload.prompt_tokens", report["input_sequence_length"], _STATS, jp(root, "input_sequence_length")
        )


def _config(draft: Draft, config: dict[str, Any], fmt: str) -> None:
    models = config.get("models")
    items = models.get("items") if isinstance(models, dict) else None
    if isinstance(items, list) and items and isinstance(items[0], dict) and isinstance(items[0].get("name"), str):
        draft.put("system.model", items[0]["name"], "$.input_config.models.items[0].name")
    names = config.get("model_names")
    if isinstance(names, list) and names and isinstance(names[0], str):
        draft.put("system.model", names[0], "$.input_config.model_names[0]")
    artifacts = config.get("artifacts")
    if isinstance(artifacts, dict) and isinstance(artifacts.get("cli_command"), str):
        draft.put("provenance.command", artifacts["cli_command"], "$.input_config.artifacts.cli_command")
    _load(draft, config)
    _stop(draft, config)
    _dataset(draft, config)


def _dataset(draft: Draft, config: dict[str, Any]) -> None:
    """What was sent: AIPerf ``datasets[0]`` (a file path names the dataset; synthetic is
    random), GenAI-Perf ``input.prompt_source`` (synthetic, or a file)."""
    datasets = config.get("datasets")
    first = datasets[0] if isinstance(datasets, list) and datasets and isinstance(datasets[0], dict) else None
    if first is not None:
        kind, path = str(first.get("type", "")).lower(), first.get("path")
        if isinstance(path, str) and path:
            draft.put("workload.content_type", "dataset", "$.input_config.datasets[0].path")
            draft.put("workload.dataset", os.path.basename(path), "$.input_config.datasets[0].path")
        elif kind in {"synthetic", "random"}:
            draft.put("workload.content_type", "random", "$.input_config.datasets[0].type")
        return
    section = as_dict(config.get("input"))
    source = section.get("prompt_source")
    if source == "synthetic":
        draft.put("workload.content_type", "random", "$.input_config.input.prompt_source")
    elif source == "file" and isinstance(section.get("file"), str) and section["file"]:
        draft.put("workload.content_type", "dataset", "$.input_config.input.file")
        draft.put("workload.dataset", os.path.basename(section["file"]), "$.input_config.input.file")


def streaming(config: dict[str, Any]) -> bool | None:
    """``endpoint.streaming`` as recorded: without streaming, "TTFT" is the whole request."""
    value = as_dict(config.get("endpoint")).get("streaming")
    return value if isinstance(value, bool) else None


#: share of requests ending short of their requested length that says the run stopped naturally
NATURAL_STOP_SHARE = 0.9


def _natural_stop(draft: Draft, report: dict[str, Any]) -> None:
    """AIPerf's ``osl_mismatch_*``: requests whose output length differs from the requested one.
    When every request ended short of it, the requests stopped naturally; the requested mean
    is the actual mean over (1 + mean mismatch)."""
    mismatched = _metric_value(report, "osl_mismatch_count")
    requests = _metric_value(report, "request_count")
    diff = _metric_value(report, "osl_mismatch_diff_pct")
    length = "output_sequence_length" if _is_metric(report.get("output_sequence_length")) else "output_token_count"
    actual = _metric_value(report, length)
    if not (mismatched and requests and diff is not None and actual) or diff >= 0:
        return
    if mismatched < NATURAL_STOP_SHARE * requests:
        return
    if diff <= -100 or "stop_rule" in draft.data.get("workload", {}):
        return
    reason = (
        f"osl_mismatch_count {mismatched:g} of {requests:g} requests, mean osl_mismatch_diff_pct {diff:.0f}%: "
        "the requests ended before their requested output length"
    )
    draft.infer("workload.stop_rule", "natural", reason, "$.osl_mismatch_count.avg")
    if "max_tokens" not in draft.data.get("workload", {}):
        requested = round(actual / (1 + diff / 100))
        if requested >= 1:
            draft.infer(
                "workload.max_tokens",
                requested,
                f"the requested output length per request, on average: {actual:.1f} / (1 {diff:+.1f}%)",
                "$.osl_mismatch_diff_pct.avg",
            )


def _load(draft: Draft, config: dict[str, Any]) -> None:
    """Concurrency or rate: AIPerf 0.8 ``phases``, older ``loadgen``, GenAI-Perf ``perf_analyzer.stimulus``."""
    candidates: list[tuple[dict[str, Any], str]] = []
    phases = config.get("phases")
    if isinstance(phases, list):
        for i, phase in enumerate(phases):
            if isinstance(phase, dict) and phase.get("name", "profiling") == "profiling":
                candidates.append((phase, f"$.input_config.phases[{i}]"))
    for key, src in (("loadgen", "$.input_config.loadgen"),):
        if isinstance(config.get(key), dict):
            candidates.append((config[key], src))
    analyzer = config.get("perf_analyzer")
    if isinstance(analyzer, dict) and isinstance(analyzer.get("stimulus"), dict):
        candidates.append((analyzer["stimulus"], "$.input_config.perf_analyzer.stimulus"))
    for holder, src in candidates:
        concurrency = intval(holder.get("concurrency"))
        # AIPerf 0.13 phases name the request rate `rate` (with `type` constant, poisson or gamma:
        # --request-rate, --request-rate-mode); loadgen and perf_analyzer.stimulus `request_rate`
        rate_key = "request_rate" if "request_rate" in holder else "rate"
        rate = num(holder.get(rate_key))
        if concurrency and concurrency >= 1:
            draft.put("points[0].concurrency", concurrency, f"{src}.concurrency")
        if rate and rate > 0:
            draft.put("points[0].request_rate", rate, f"{src}.{rate_key}")
        if concurrency or rate:
            return


def _stop(draft: Draft, config: dict[str, Any]) -> None:
    """ignore_eos / max_tokens / min_tokens only as the user passed them (--extra-inputs)."""
    section = config.get("input") if isinstance(config.get("input"), dict) else {}
    extra = section.get("extra") if isinstance(section, dict) else None
    extra_src = "$.input_config.input.extra"
    if extra is None and isinstance(as_dict(config.get("endpoint")).get("extra"), dict):
        # AIPerf 0.13 keeps --extra-inputs under endpoint.extra
        extra, extra_src = config["endpoint"]["extra"], "$.input_config.endpoint.extra"
    if isinstance(extra, list):  # ["ignore_eos:true", ...]
        pairs = [str(x).split(":", 1) for x in extra if ":" in str(x)]
        extra = {k.strip(): v.strip() for k, v in pairs}
    if isinstance(extra, dict):
        ignore = extra.get("ignore_eos")
        if isinstance(ignore, str):
            ignore = ignore.lower() == "true"
        if isinstance(ignore, bool):
            draft.put("workload.ignore_eos", ignore, f"{extra_src}.ignore_eos")
        max_tokens = intval(extra.get("max_tokens"))
        if max_tokens and max_tokens >= 1:
            draft.put("workload.max_tokens", max_tokens, f"{extra_src}.max_tokens")
        min_tokens = intval(extra.get("min_tokens"))
        if min_tokens is not None and min_tokens >= 0:
            draft.put("workload.min_tokens", min_tokens, f"{extra_src}.min_tokens")
    output = section.get("output_tokens") if isinstance(section, dict) else None
    output_src = "$.input_config.input.output_tokens"
    datasets = config.get("datasets")
    if not isinstance(output, dict) and isinstance(datasets, list) and datasets and isinstance(datasets[0], dict):
        # AIPerf 0.13: datasets[0].prompts.osl, sent as max_completion_tokens
        output, output_src = (
            as_dict(as_dict(datasets[0].get("prompts")).get("osl")),
            "$.input_config.datasets[0].prompts.osl",
        )
    if isinstance(output, dict) and "max_tokens" not in draft.data.get("workload", {}):
        mean = intval(output.get("mean"))
        if mean and mean >= 1:  # the requested output length (GenAI-Perf sends it as max_tokens)
            draft.put("workload.max_tokens", mean, f"{output_src}.mean")
            spread = num(output.get("stddev"))
            if spread is None and "stddev" not in output and output_src.startswith("$.input_config.datasets"):
                spread = 0.0  # AIPerf 0.13: a mean alone is a normal with stddev 0 (aiperf/config/distributions.py)
            if draft.data.get("workload", {}).get("ignore_eos") is True and spread == 0:
                draft.put("workload.stop_rule", "fixed_length", f"{output_src}.stddev")
    workload = draft.data.get("workload", {})
    deterministic = isinstance(output, dict) and output.get("deterministic") is True
    forced = isinstance(extra, dict) and ("ignore_eos" in extra or "min_tokens" in extra)
    if isinstance(extra, dict) and not forced and not deterministic and "max_tokens" in workload:
        # The request body's extra fields are recorded and hold neither ignore_eos nor min_tokens,
        # the only ways these tools force a length: AIPerf puts ignore_eos on the wire only through
        # endpoint.extra (aiperf/common/scenario/validator.py, _apply_require_ignore_eos); GenAI-Perf's
        # OpenAI converters add neither, its Triton ones min_tokens only with output_tokens.deterministic
        # (genai_perf/inputs/converters/vllm_converter.py). So requests stopped at EOS or at the cap.
        draft.infer(
            "workload.stop_rule",
            "natural",
            f"{extra_src} is recorded without ignore_eos or min_tokens: requests stop at EOS, "
            f"max_tokens {workload['max_tokens']} is only their cap",
            extra_src,
        )


def phase_export(path: str) -> bool:
    """AIPerf 0.13 also writes each phase's export under phases/<phase>/: warmup is not a
    measurement, and profiling repeats the level's own export beside phases/ (companions)."""
    return "phases" in os.path.abspath(path).split(os.sep)[-3:-1]


def _gauge_max(metrics: dict[str, Any], name: str) -> float | None:
    series = as_dict(metrics.get(name)).get("series")
    first = series[0] if isinstance(series, list) and series and isinstance(series[0], dict) else {}
    return num(as_dict(first.get("stats")).get("max"))


def _counter_total(metrics: dict[str, Any], name: str) -> float | None:
    series = as_dict(metrics.get(name)).get("series")
    first = series[0] if isinstance(series, list) and series and isinstance(series[0], dict) else {}
    return num(as_dict(first.get("stats")).get("total"))


def _server_metrics(draft: Draft, path: str) -> None:
    """AIPerf's server_metrics_export.json beside the export: the server's own /metrics over
    the profiling phase. llama.cpp's gauges say how many requests it ran and deferred at once
    (tools/server/server.cpp, llamacpp:requests_processing / requests_deferred), and its
    speculative-decoding counters say whether it drafted at all."""
    from benchlint.importers._common import read_json_file

    export = read_json_file(os.path.join(os.path.dirname(os.path.abspath(path)), "server_metrics_export.json"))
    metrics = as_dict(as_dict(export).get("metrics"))
    if not metrics:
        return
    running = _gauge_max(metrics, "llamacpp:requests_processing")
    waiting = _gauge_max(metrics, "llamacpp:requests_deferred")
    if running is not None:
        draft.put("points[0].server.running_max", running)
    if waiting is not None:
        draft.put("points[0].server.waiting_max", waiting)
    drafts = _counter_total(metrics, "llamacpp:spec_decode_num_drafts")
    if drafts is not None:
        draft.put("system.engine", "llama.cpp")
        draft.put("speculative_decoding.enabled", drafts > 0)
    draft.note("server-side gauges read from server_metrics_export.json beside the export")


def _gpus(draft: Draft, report: dict[str, Any]) -> None:
    """GPU count and type from DCGM telemetry, when it was collected."""
    telemetry = report.get("telemetry_data")
    endpoints = telemetry.get("endpoints") if isinstance(telemetry, dict) else None
    if not isinstance(endpoints, dict):
        return
    names: list[str] = []
    for endpoint in endpoints.values():
        gpus = endpoint.get("gpus") if isinstance(endpoint, dict) else None
        if isinstance(gpus, dict):
            names.extend(str(g.get("gpu_name", "")) for g in gpus.values() if isinstance(g, dict))
    if names:
        draft.put("system.gpus.count", len(names), "$.telemetry_data.endpoints")
        if len(set(names)) == 1 and names[0]:
            draft.put("system.gpus.type", names[0], "$.telemetry_data.endpoints")


def _spec_decode(draft: Draft, report: dict[str, Any]) -> None:
    """Speculative decoding from AIPerf's acceptance metrics: present only when the engine
    reported acceptance stats for the requests (spec_decode_metrics.py raises NoMetricValue
    otherwise), so present means on and absent stays unknown. Rates are percentages; the
    run-level (token-weighted) figures are preferred over the per-request means."""
    present = sorted(k for k in _SPEC_METRICS if _is_metric(report.get(k)))
    if not present:
        return
    draft.put("speculative_decoding.enabled", True, jp("$", present[0]))
    for name in ("spec_decode_overall_draft_acceptance_rate", "spec_decode_draft_acceptance_rate"):
        rate = _metric_value(report, name)
        if rate is not None and 0 <= rate <= 100:
            draft.put("speculative_decoding.acceptance_rate", rate / 100.0, jp("$", name, "avg"))
            break
    for name in ("spec_decode_token_weighted_acceptance_length", "spec_decode_acceptance_length"):
        length = _metric_value(report, name)
        if length is not None and length >= 0:
            draft.put("speculative_decoding.acceptance_length", length, jp("$", name, "avg"))
            break
    for name, field in (("total_draft_tokens", "draft_tokens"), ("total_accepted_draft_tokens", "accepted_tokens")):
        count = intval(_metric_value(report, name))
        if count is not None and count >= 0:
            draft.put(f"speculative_decoding.{field}", count, jp("$", name, "avg"))


#: a sweep metric's statistics over the trials of one value
_TRIAL = frozenset({"std", "cv", "se", "ci_low", "ci_high", "t_critical", "mean"})
#: the sweep parameters that name a point's load (AIPerf --concurrency / --request-rate lists)
_SWEEP_LOAD = {"concurrency": "concurrency", "request_rate": "request_rate", "rate": "request_rate"}


def _import_sweep(path: str, report: dict[str, Any], problems: list[Any]) -> ImportOutcome:
    """AIPerf's ``sweep_aggregate/profile_export_aiperf_sweep.json``, written when ``--concurrency``
    or ``--request-rate`` lists several values (and, with ``--num-profile-runs``, each value N
    times): ``per_combination_metrics[i]`` holds the swept ``parameters`` and, per metric, the
    mean over the value's trials with its spread (``mean``/``avg``, ``std``, ``min``, ``max``,
    ``ci_*``, ``unit``); ``metadata.num_trials_per_value`` says how often the sweep ran. It
    records no ``input_config``: model, endpoint and workload are only in the per-level
    exports. Beside those exports (``concurrency_16/profile_export_aiperf.json`` ...) it is their
    summary, read through them; alone it is the curve."""
    own = os.path.dirname(os.path.abspath(path))
    beside = [own] + ([os.path.dirname(own)] if os.path.basename(own).lower() == "sweep_aggregate" else [])
    # the level exports sit in the level folders, or below them in profile_runs/trial_NNNN/ when
    # each value ran several trials (or in profile_runs/trial_NNNN/<value>/ for a repeated sweep)
    if any(_has_run_exports(folder, own) for folder in beside):
        return outcome_from([], problems)
    draft = Draft("aiperf", path)
    metadata = as_dict(report.get("metadata"))
    trials = intval(metadata.get("num_trials_per_value"))
    if trials and trials >= 1 and str(metadata.get("sweep_mode", "repeated")).lower() == "repeated":
        draft.put("repeats", trials, "$.metadata.num_trials_per_value")
    combos = report["per_combination_metrics"]
    index = 0
    for i, combo in enumerate(combos):
        if not isinstance(combo, dict):
            continue
        parameters = as_dict(combo.get("parameters"))
        # a metric's std (and cv, ci_*) is its spread over the value's trials, not over the
        # requests (the percentiles, min and max are the requests'): it is not the point's std
        metrics = {
            name: {"avg": value.get("avg", value.get("mean"))} | {k: v for k, v in value.items() if k not in _TRIAL}
            for name, value in as_dict(combo.get("metrics")).items()
            if isinstance(value, dict)
        }
        loads = [(field, key) for key, field in _SWEEP_LOAD.items() if num(parameters.get(key)) is not None]
        if not loads and not metrics:
            continue
        for field, key in loads:
            value = num(parameters[key])
            if value is not None and value > 0:
                draft.put(
                    f"points[{index}].{field}",
                    intval(value) if field == "concurrency" else value,
                    f"$.per_combination_metrics[{i}].parameters.{key}",
                )
        _point(draft, metrics, None, index, f"$.per_combination_metrics[{i}].metrics")
        index += 1
    if index:
        draft.put(
            "aggregation", "total_output_over_wall", "$.per_combination_metrics[0].metrics.output_token_throughput"
        )
        draft.note(
            "AIPerf sweep aggregate: the run's configuration (model, endpoint, workload) is in the per-level "
            "exports, not in this file"
        )
    if not index:
        return _nothing_to_read(
            "AIPerf sweep aggregate with no combination to read: per_combination_metrics holds no entry "
            "with parameters or metrics",
            report.get("failed_runs"),
            problems,
        )
    return outcome_from([draft], problems)


def _nothing_to_read(message: str, failed: Any, problems: list[Any]) -> ImportOutcome:
    """No record, and an unreadable-file problem saying why, with the failed runs the file lists."""
    told = f" ({len(failed)} failed run(s) listed)" if isinstance(failed, list) and failed else ""
    return outcome_from([], [*problems, ("unreadable", Violation(message + told, line=1, col=1))])


#: the per-run statistics a confidence aggregate flattens into ``{metric}_{stat}`` keys
#: (aiperf/common/constants.py, STAT_KEYS)
_RUN_STATS = ("avg", "std", "min", "max", "p1", "p5", "p10", "p25", "p50", "p75", "p90", "p95", "p99")
_FLAT = re.compile(r"^(?P<metric>[a-z0-9_]+?)_(?P<stat>" + "|".join(_RUN_STATS) + r")$")
#: a sweep cell's ``variation_values`` key naming its load (``phases.profiling.concurrency``)
_VARIATION_LOAD = re.compile(r"(?:^|\.)(?P<key>concurrency|request_rate|rate)$")


def _is_confidence_aggregate(data: Any) -> bool:
    """AIPerf's ``aggregate/profile_export_aiperf_aggregate.json`` (AggregateConfidenceJsonExporter):
    ``metadata.aggregation_type`` "confidence" and ``metrics`` of ``{mean, std, ci_low, ...}``."""
    if not isinstance(data, dict):
        return False
    metadata = data.get("metadata")
    return (
        isinstance(metadata, dict)
        and metadata.get("aggregation_type") == "confidence"
        and isinstance(data.get("metrics"), dict)
    )


def _import_confidence(
    path: str, report: dict[str, Any], problems: list[Any], lines: dict[str, int] | None = None
) -> ImportOutcome:
    """AIPerf's confidence aggregate over ``--num-profile-runs N`` runs of one configuration
    (aiperf/exporters/aggregate/aggregate_confidence_json_exporter.py): ``metadata`` says how
    many runs there were (``num_profile_runs``, ``num_successful_runs``) and, for one cell of a
    sweep, its ``variation_values``; ``metrics`` flattens each run statistic to
    ``{metric}_{stat}`` (``time_to_first_token_p99``) with its ``mean`` over the runs and their
    spread (``std``, ``ci_low``...). It records no ``input_config``: model, endpoint and load of a
    fixed-trials run are only in the per-run exports (``profile_runs/run_0001/``). Beside those
    exports it is their summary, read through them; alone it is one point measured N times."""
    own = os.path.dirname(os.path.abspath(path))
    # the aggregate/ folder (a repeated sweep writes aggregate/<value>/): the runs sit beside it
    anchor = os.path.dirname(own) if os.path.basename(os.path.dirname(own)).lower() == "aggregate" else own
    if _has_run_exports(os.path.dirname(anchor), anchor):
        return outcome_from([], problems)
    metadata = as_dict(report.get("metadata"))
    metrics: dict[str, dict[str, Any]] = {}
    sources: dict[str, str] = {}
    for key, value in as_dict(report.get("metrics")).items():
        match = _FLAT.match(str(key))
        if not isinstance(value, dict) or num(value.get("mean")) is None:
            continue
        if match:
            name, stat = match.group("metric"), match.group("stat")
        elif key in _METRICS:  # a metric's run mean under its bare name (older writers)
            name, stat = key, "avg"
        else:
            continue
        entry = metrics.setdefault(name, {"unit": value.get("unit", "")})
        entry[stat] = value["mean"]
        sources[f"$.metrics.{name}.{stat}"] = jp("$.metrics", key, "mean")
    metrics = {name: entry for name, entry in metrics.items() if "avg" in entry}
    runs = intval(metadata.get("num_successful_runs"))
    if not metrics:
        return _nothing_to_read(
            "AIPerf confidence aggregate with nothing to read: metrics holds no per-run statistic "
            "({metric}_avg with a mean over the runs)",
            metadata.get("failed_runs"),
            problems,
        )
    draft = Draft("aiperf", path, origin=SourceRef(line=1) if lines is not None else None)
    version = report.get("aiperf_version")
    draft.put("provenance.tool_version", version if isinstance(version, str) else None, "$.aiperf_version")
    if runs and runs >= 1:
        draft.put("repeats", runs, "$.metadata.num_successful_runs")
    variation = as_dict(metadata.get("variation_values"))
    for key, value in variation.items():
        found = _VARIATION_LOAD.search(str(key))
        load = num(value)
        if found and load is not None and load > 0:
            field = "concurrency" if found.group("key") == "concurrency" else "request_rate"
            draft.put(
                f"points[0].{field}",
                intval(load) if field == "concurrency" else load,
                jp("$.metadata.variation_values", key),
            )
    _point(draft, metrics, None, 0, "$.metrics")
    if "output_token_throughput" in metrics:
        # each run's output_token_throughput is its total output over its window (as in its export)
        draft.put("aggregation", "total_output_over_wall", "$.metrics.output_token_throughput_avg")
    for field, ref in list(draft.field_map.items()):
        if lines is not None:
            # the CSV export: each value sits on its metric's (or metadata item's) row
            parts = (ref.json_path or "").removeprefix("$.metrics.").removeprefix("$.metadata.").split(".")
            row = lines.get("_".join(parts[:2])) or lines.get(parts[0]) or 1
            draft.field_map[field] = SourceRef(line=row)
        elif ref.json_path in sources:
            draft.field_map[field] = dataclasses.replace(ref, json_path=sources[ref.json_path])
    draft.note(
        "AIPerf confidence aggregate: each figure is the mean over the runs of that run's statistic "
        "(a percentile here is the runs' mean percentile); the configuration (model, endpoint, load) "
        "is in the per-run exports, not in this file"
    )
    return outcome_from([draft], problems)


def _has_run_exports(folder: str, own: str) -> bool:
    """A run's ``profile_export_aiperf.json`` up to three folders below ``folder``, outside
    ``own``: ``profile_runs/run_0001/`` beside ``aggregate/``, ``profile_runs/trial_0001/`` in an
    independent sweep's value folder, ``profile_runs/trial_0001/concurrency_10/`` of a repeated
    sweep (whose aggregates sit in ``aggregate/concurrency_10/``). At most 2,000 folders are
    looked into."""
    frontier, seen = [folder], 0
    for _ in range(3):
        below: list[str] = []
        for current in frontier:
            try:
                names = sorted(os.listdir(current))[:200]
            except OSError:
                continue
            for name in names:
                sub = os.path.join(current, name)
                if sub == own or not os.path.isdir(sub):
                    continue
                if os.path.isfile(os.path.join(sub, "profile_export_aiperf.json")):
                    return True
                seen += 1
                if seen > 2000:
                    return False
                below.append(sub)
        frontier = below
    return False
    for name in names:
        sub = os.path.join(folder, name)
        if sub == own or not os.path.isdir(sub):
            continue
        if os.path.isfile(os.path.join(sub, "profile_export_aiperf.json")):
            return True
        try:
            inner = sorted(os.listdir(sub))[:200]
        except OSError:
            continue
        if any(os.path.isfile(os.path.join(sub, child, "profile_export_aiperf.json")) for child in inner):
            return True
    return False
