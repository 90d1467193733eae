"""kubernetes-sigs/inference-perf reports: ``stage_N_lifecycle_metrics.json`` (one load stage,
client-side), ``summary_lifecycle_metrics.json`` (all stages pooled: no single operating
point) and the ``*_prometheus_metrics.json`` server-side views, read together with the run's
config YAML (found beside the file or up to two folders above) and, when present, the
Kubernetes manifests of the server beside the results (the only place the speculative
config, GPU type and count live).
"""

from __future__ import annotations

import json
import os
import re
from typing import Any

from benchlint.importers import ImportOutcome, SourceRef
from benchlint.importers._common import (
    Draft,
    UnknownKeys,
    as_dict,
    find_upwards,
    intval,
    num,
    outcome_from,
    read_rows,
    read_yaml_file,
    relpath_for_display,
    total_from_mean,
)
from benchlint.importers.companions import is_inference_perf_config, manifest_documents

TOOL = "inference-perf"
_STAGE = re.compile(r"stage_(\d+)_")
_DIST = {"mean": "mean", "min": "min", "p50": "median", "p90": "p90", "p95": "p95", "p99": "p99", "max": "max"}
_LIFECYCLE_SUCCESS_KEYS = frozenset(
    {
        "count", "latency", "throughput", "prompt_len", "output_len",
        # 0.7: server-reported token counts beside the client's, and per-modality counts
        "prompt_tokens", "output_tokens", "token_count_mismatches", "client_fallback_requests",
        "request_size_bytes", "image", "video", "audio", "goodput_metrics",
    }
)  # fmt: skip
_PROMETHEUS_SUCCESS_KEYS = frozenset(
    {
        "count", "rate", "prompt_len", "output_len", "queue_len", "request_latency", "time_to_first_token",
        "time_per_output_token", "kv_cache_usage_percentage", "num_requests_swapped", "num_preemptions_total",
        "prefix_cache_hit_percent", "inter_token_latency",
    }
)  # fmt: skip
_TOP_KEYS = frozenset({"load_summary", "successes", "failures", "benchmark_time_seconds", "retries"})


def sniff(path: str, text: str, data: Any) -> str | None:
    if not isinstance(data, dict) or "successes" not in data or "load_summary" not in data:
        return None
    successes = data.get("successes")
    if not isinstance(successes, dict):
        return None
    if "latency" in successes or "throughput" in successes:
        return "inference-perf"
    if "rate" in successes or "queue_len" in successes or "kv_cache_usage_percentage" in successes:
        return "inference-perf-prometheus"
    return None


def import_file(path: str, text: str, data: Any, fmt: str) -> ImportOutcome:
    parsed = read_rows(path, text, data)
    report = parsed.value
    if not isinstance(report, dict):
        return outcome_from([], parsed.problems)
    stage = _STAGE.search(os.path.basename(path))
    if fmt == "inference-perf-prometheus" or not stage:
        # Companions, not points: a summary pools every load stage (it belongs to no single
        # rate), and the Prometheus view counts every request the server saw in the window,
        # other clients' traffic included (1140 requests against the client's 60 in one run).
        return outcome_from([], parsed.problems)
    successes = as_dict(report.get("successes"))
    unknown = UnknownKeys("inference-perf")
    unknown.check(report, lambda k, v: k in _TOP_KEYS, "$")
    known = _LIFECYCLE_SUCCESS_KEYS if fmt == "inference-perf" else _PROMETHEUS_SUCCESS_KEYS
    unknown.check(successes, lambda k, v: k in known, "$.successes")
    draft = Draft(TOOL, path)
    view = "server-side Prometheus" if fmt == "inference-perf-prometheus" else "client lifecycle"
    scope = f"stage {stage.group(1)}" if stage else "all stages pooled"
    draft.put("title", f"inference-perf {view} metrics, {scope}")
    draft.put("points[0].label", f"{scope} ({view})")
    draft.locate("points[0]", "$.successes")
    if fmt == "inference-perf":
        _lifecycle(draft, report, successes)
    else:
        _prometheus(draft, successes)
    if not stage:
        draft.note("a summary pools every load stage: its numbers belong to no single rate or concurrency")
    if fmt == "inference-perf":
        # the client's workload config says nothing about the other traffic Prometheus counts
        _config(draft, path)
    _manifests(draft, path)
    return outcome_from([draft], parsed.problems + unknown.problems())


_dict = as_dict


def _lifecycle(draft: Draft, report: dict[str, Any], successes: dict[str, Any]) -> None:
    base = "points[0]"
    load = _dict(report.get("load_summary"))
    rate = num(load.get("requested_rate"))
    concurrency = intval(load.get("concurrency"))
    if concurrency and concurrency >= 1:
        # A `concurrent` stage: its requested_rate is num_requests released at once, under the
        # concurrency cap (inference_perf/loadgen/load_generator.py: rate = getattr(stage, "rate",
        # stage.num_requests), duration 1), not a rate the user asked for.
        draft.put(f"{base}.concurrency", concurrency, "$.load_summary.concurrency")
    elif rate and rate > 0:
        draft.put(f"{base}.request_rate", rate, "$.load_summary.requested_rate")
        # load_summary.achieved_rate is the rate the client sent at; successes.throughput
        # requests_per_sec (successful requests / benchmark_time_seconds) is the rate the server
        # completed. A server past capacity takes the requests as fast as they are sent and
        # queues them, so only the completed rate says whether the requested rate was held.
        served = num(_dict(successes.get("throughput")).get("requests_per_sec"))
        if served is not None:
            draft.put(f"{base}.achieved_request_rate", served, "$.successes.throughput.requests_per_sec")
        else:
            draft.put(f"{base}.achieved_request_rate", num(load.get("achieved_rate")), "$.load_summary.achieved_rate")
    count = intval(successes.get("count"))
    draft.put(f"{base}.requests", count, "$.successes.count")
    failed = intval(_dict(report.get("failures")).get("count"))
    draft.put(f"{base}.failed_requests", failed, "$.failures.count")
    if failed is not None and "successes" in report:
        # every figure under `successes` is computed over the successful requests only
        # (reportgen/base.py, all_successful); the failed ones are counted apart
        draft.put(f"{base}.failures_included", False, "$.successes")
    wall = num(report.get("benchmark_time_seconds"))
    if wall and wall > 0:  # 0.7: the total_time every throughput of the stage divides by
        draft.put(f"{base}.wall_s", wall, "$.benchmark_time_seconds")
    _lengths(draft, successes, count)
    throughput = _dict(successes.get("throughput"))
    draft.put(
        f"{base}.aggregate_tok_s",
        num(throughput.get("output_tokens_per_sec")),
        "$.successes.throughput.output_tokens_per_sec",
    )
    draft.put("aggregation", "total_output_over_wall", "$.successes.throughput.output_tokens_per_sec")
    latency = _dict(successes.get("latency"))
    draft.put_stats(
        f"{base}.ttft_s", _dict(latency.get("time_to_first_token")), _DIST, "$.successes.latency.time_to_first_token"
    )
    draft.put_stats(
        f"{base}.latency_s", _dict(latency.get("request_latency")), _DIST, "$.successes.latency.request_latency"
    )
    tpot = num(_dict(latency.get("time_per_output_token")).get("median"))
    if tpot and tpot > 0:
        # per request, (last token time - first token time) / (output - 1) (reportgen/base.py,
        # compute_request_latency_metrics): the median speed is 1 / the median TPOT
        draft.put(
            f"{base}.per_request_decode_tok_s.p50", 1.0 / tpot, "$.successes.latency.time_per_output_token.median"
        )
    delay = _dict(load.get("schedule_delay"))
    median, p99 = num(delay.get("median")), num(delay.get("p99"))
    if median is not None and p99 is not None and p99 > 1.0:
        draft.note(
            f"client schedule delay median {median:.3g} s, p99 {p99:.3g} s: the load generator sent requests "
            f"late, so the offered rate was not held"
        )


def _lengths(draft: Draft, successes: dict[str, Any], count: int | None) -> None:
    """Token counts: 0.7's ``prompt_tokens`` / ``output_tokens`` are the server's usage counts
    (reportgen/base.py, summarize_prompt_token_usage / summarize_output_token_usage) and win over
    ``prompt_len`` / ``output_len``, the client's re-tokenisation of the text."""
    base = "points[0]"
    output, output_src = _dict(successes.get("output_len")), "$.successes.output_len"
    prompt, prompt_src = _dict(successes.get("prompt_len")), "$.successes.prompt_len"
    if num(_dict(successes.get("output_tokens")).get("mean")) is not None:
        output, output_src = _dict(successes.get("output_tokens")), "$.successes.output_tokens"
    if num(_dict(successes.get("prompt_tokens")).get("mean")) is not None:
        prompt, prompt_src = _dict(successes.get("prompt_tokens")), "$.successes.prompt_tokens"
    draft.put_stats(f"{base}.output_tokens", output, _DIST, output_src)
    for field, dist, src in (("output_tokens_total", output, output_src), ("prompt_tokens_total", prompt, prompt_src)):
        total = num(dist.get("total"))
        if total is not None:
            draft.put(f"{base}.{field}", round(total), f"{src}.total")
        else:
            draft.put(f"{base}.{field}", total_from_mean(num(dist.get("mean")), count), f"{src}.mean")
    draft.put_stats("workload.prompt_tokens", prompt, _DIST, prompt_src)


def _prometheus(draft: Draft, successes: dict[str, Any]) -> None:
    base = "points[0]"
    count = intval(successes.get("count"))
    draft.put(f"{base}.requests", count, "$.successes.count")
    _lengths(draft, successes, count)
    rate = num(_dict(successes.get("output_len")).get("rate"))
    draft.put(f"{base}.aggregate_tok_s", rate, "$.successes.output_len.rate")
    if rate is not None:
        draft.put("aggregation", "total_output_over_wall", "$.successes.output_len.rate")
    draft.put_stats(
        f"{base}.ttft_s", _dict(successes.get("time_to_first_token")), _DIST, "$.successes.time_to_first_token"
    )
    draft.put_stats(f"{base}.latency_s", _dict(successes.get("request_latency")), _DIST, "$.successes.request_latency")
    draft.note(
        "server-side view from Prometheus: it counts every request the server saw in the window, not only this client's"
    )


# --- companions ------------------------------------------------------------------------------


def _config(draft: Draft, path: str) -> None:
    found = find_upwards(path, _config_candidate, levels=2)
    if not found:
        return
    config = read_yaml_file(found[0])
    if not isinstance(config, dict):
        return
    shown = relpath_for_display(found[0], path)
    here = SourceRef(json_path="$")
    server = _dict(config.get("server"))
    data = _dict(config.get("data"))
    before = set(draft.field_map)
    if isinstance(server.get("model_name"), str):
        draft.put("system.model", server["model_name"])
    ignore = server.get("ignore_eos")
    if isinstance(ignore, bool):
        draft.put("workload.ignore_eos", ignore)
    elif config.get("server") is not None:
        draft.infer(
            "workload.ignore_eos",
            True,
            f"inference-perf defaults server.ignore_eos to true and {shown} does not set it",
        )
        ignore = True
    kind = data.get("type")
    if isinstance(kind, str):
        if kind == "sharegpt":
            draft.put("workload.content_type", "dataset")
            draft.put("workload.dataset", "ShareGPT")
        elif kind in {"random", "synthetic"}:
            draft.put("workload.content_type", "random")
    section = _dict(data.get(kind)) if isinstance(kind, str) else {}
    output_len = intval(section.get("output_len")) or intval(_dict(data.get("output_distribution")).get("mean"))
    spread = _dict(data.get("output_distribution"))
    # a distribution of one value (type fixed, or min = max) is a fixed length too (config/common.py)
    one_value = spread.get("type") == "fixed" or (
        spread.get("min") is not None and spread.get("min") == spread.get("max")
    )
    if output_len and output_len >= 1:
        draft.put("workload.max_tokens", output_len)
        if ignore is True and ("output_distribution" not in data or one_value):
            draft.infer(
                "workload.stop_rule", "fixed_length", f"{shown} sets ignore_eos with a fixed output_len of {output_len}"
            )
        elif server.get("ignore_eos") is False:
            # the request carries max_tokens and ignore_eos only, no min_tokens (apis/completion.py,
            # apis/chat.py payloads): with ignore_eos false the server stops at EOS or at the cap
            draft.put("workload.stop_rule", "natural")
    for key in set(draft.field_map) - before:
        draft.field_map[key] = here
    draft.note(f"workload settings read from the run config {shown}")


def _config_candidate(candidate: str) -> bool:
    if not candidate.endswith((".yaml", ".yml")):
        return False
    return is_inference_perf_config(read_yaml_file(candidate))


def _manifest_candidate(candidate: str) -> bool:
    return candidate.endswith((".yaml", ".yml")) and bool(manifest_documents(read_yaml_file(candidate)))


def _manifests(draft: Draft, path: str) -> None:
    """The server's manifests beside the results or up to two folders above them (a
    repository keeps `manifests.yaml` next to its `results/` folder)."""
    for full in find_upwards(path, _manifest_candidate, levels=2):
        name = relpath_for_display(full, path)
        documents = manifest_documents(read_yaml_file(full))
        deployments = [d for d in documents if str(d.get("kind")) in {"Deployment", "StatefulSet", "LeaderWorkerSet"}]
        if deployments:
            before = set(draft.field_map)
            _deployment(draft, deployments[0], name)
            for key in set(draft.field_map) - before:
                draft.field_map[key] = SourceRef(json_path="$")
            draft.note(f"server settings read from the Kubernetes manifest {name} of this run")
            return


def _args(container: dict[str, Any], env: dict[str, str]) -> list[str]:
    args: list[str] = []
    for part in list(container.get("command") or []) + list(container.get("args") or []):
        text = str(part)
        for key, value in env.items():
            text = text.replace(f"$({key})", value)
        args.append(text)
    return args


def _flag(args: list[str], *names: str) -> str | None:
    """The value of --name=value or --name value (dashes and underscores alike)."""
    wanted = {n.replace("_", "-") for n in names}
    for i, arg in enumerate(args):
        key, _, value = arg.partition("=")
        if key.replace("_", "-") in wanted:
            if value:
                return value
            if i + 1 < len(args):
                return args[i + 1]
    return None


def _has_flag(args: list[str], name: str) -> bool:
    return any(a.split("=", 1)[0].replace("_", "-") == name for a in args)


def _deployment(draft: Draft, deployment: dict[str, Any], name: str) -> None:
    spec = _dict(deployment.get("spec"))
    pod = _dict(_dict(spec.get("template")).get("spec"))
    containers = [c for c in pod.get("containers") or [] if isinstance(c, dict)]
    if not containers:
        return
    container = containers[0]
    env = {
        str(e.get("name")): str(e.get("value"))
        for e in container.get("env") or []
        if isinstance(e, dict) and "value" in e
    }
    args = _args(container, env)
    model = _flag(args, "--model")
    if model:
        draft.put("system.model", model)
    image = str(container.get("image") or "")
    if "vllm" in image or any("vllm" in a for a in args):
        draft.put("system.engine", "vllm")
        tag = image.rsplit(":", 1)[1] if ":" in image.rsplit("/", 1)[-1] else None
        if tag and tag[:1] in "v0123456789" and tag != "latest":
            draft.put("system.engine_version", tag.lstrip("v"))
    per_pod = intval(_dict(_dict(container.get("resources")).get("limits")).get("nvidia.com/gpu"))
    replicas = intval(spec.get("replicas"))
    if per_pod and per_pod >= 1:
        draft.put("system.gpus.count", per_pod * (replicas or 1))
        if replicas is None:
            draft.inferred.append(
                {"field": "system.gpus.count", "reason": f"{name} sets no replicas; Kubernetes runs 1"}
            )
    accelerator = _dict(pod.get("nodeSelector")).get("cloud.google.com/gke-accelerator")
    if isinstance(accelerator, str):
        draft.put("system.gpus.type", accelerator)
    for flag, field in (
        ("--tensor-parallel-size", "tensor"),
        ("--pipeline-parallel-size", "pipeline"),
        ("--data-parallel-size", "data"),
    ):
        size = intval(_flag(args, flag))
        if size and size >= 1:
            draft.put(f"system.parallelism.{field}", size)
    for flag, field in (
        ("--max-num-seqs", "max_concurrent_sequences"),
        ("--max-num-batched-tokens", "max_batched_tokens"),
    ):
        cap = intval(_flag(args, flag))
        if cap and cap >= 1:
            draft.put(f"system.{field}", {"value": cap, "source": "config"})
    if _has_flag(args, "--no-enable-prefix-caching"):
        draft.put("system.prefix_caching", False)
    elif _has_flag(args, "--enable-prefix-caching"):
        draft.put("system.prefix_caching", True)
    _speculation(draft, args, name)


def _speculation(draft: Draft, args: list[str], name: str) -> None:
    raw = _flag(args, "--speculative-config")
    config: dict[str, Any] = {}
    if raw:
        try:
            loaded = json.loads(raw)
        except json.JSONDecodeError:
            loaded = {}
        config = loaded if isinstance(loaded, dict) else {}
    draft_model = config.get("model") or _flag(args, "--speculative-model")
    tokens = intval(config.get("num_speculative_tokens") or _flag(args, "--num-speculative-tokens"))
    if raw or draft_model:
        draft.put("speculative_decoding.enabled", True)
        method = config.get("method")
        draft.put("speculative_decoding.method", method if isinstance(method, str) else None)
        draft.put("speculative_decoding.draft_model", draft_model if isinstance(draft_model, str) else None)
        if tokens and tokens >= 1:
            draft.put("speculative_decoding.num_speculative_tokens", tokens)
    elif any("vllm" in a for a in args):
        draft.infer(
            "speculative_decoding.enabled",
            False,
            f"the vLLM server's launch args in {name} carry no speculative config",
        )
