"""MLPerf Inference loadgen logs: ``mlperf_log_summary.txt`` (human text) and
``mlperf_log_detail.txt`` (``:::MLLOG {json}`` lines), with the submission's
``systems/<system>.json`` (accelerators), ``measurements.json`` (weight types) and
``user.conf`` (benchmark name) when they can be found.

Scenarios: Server and Interactive issue Poisson arrivals at target_qps; Offline issues every
sample at once. Tokens/s is total tokens / run time. LLM benchmarks stop naturally: the
submission checker rejects runs whose tokens per sample leave +-10% of the reference.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any

from benchlint.importers import ImportOutcome, SourceRef
from benchlint.importers._common import Draft, intval, num, outcome_from, read_json_file
from benchlint.importers.companions import is_mlperf_system
from benchlint.model.findings import Violation

TOOL = "mlperf loadgen"
_SUMMARY_LINE = re.compile(r"^\s*([^:]+?)\s*:\s*(.*?)\s*$")
_PERCENTILE = re.compile(
    r"^(\d+\.\d+) percentile (latency|first token latency|time to output token) \(ns\)$", re.IGNORECASE
)
_STAT = {"50.00": "p50", "90.00": "p90", "95.00": "p95", "99.00": "p99"}
_NATURAL = (
    "MLPerf LLM benchmarks stop at EOS: the submission checker rejects tokens per sample more than 10% "
    "off the reference"
)
#: benchmark -> dataset the MLPerf rules fix for it
_DATASETS = {"llama2-70b": "OpenOrca", "llama2-70b-interactive": "OpenOrca", "mixtral-8x7b": "OpenOrca+GSM8K+MBXP"}
_DETAIL_PREFIX = ":::MLLOG "


def sniff(path: str, text: str, data: Any) -> str | None:
    if data is not None:
        return None
    head = text[:2000]
    if "MLPerf Results Summary" in head and "Scenario" in head:
        return "mlperf-summary"
    if head.lstrip().startswith(_DETAIL_PREFIX):
        return "mlperf-detail"
    return None


def import_file(path: str, text: str, data: Any, fmt: str) -> ImportOutcome:
    if fmt == "mlperf-detail":
        values, problems = _detail_values(text)
    else:
        values, problems = _summary_values(text), []
    benchmark = _benchmark_from_user_conf(os.path.dirname(os.path.abspath(path)))
    if not _is_llm(benchmark, values):
        named = f"the MLPerf benchmark {benchmark}" if benchmark else "this MLPerf run"
        problems.append(
            (
                "out-of-scope",
                Violation(
                    f"{named} records no tokens: it is not an LLM inference benchmark, so nothing in it is "
                    "imported or checked",
                    line=1,
                    col=1,
                ),
            )
        )
        return outcome_from([], problems)
    draft = Draft(TOOL, path, origin=SourceRef(line=1))
    _point(draft, values)
    _constraints(draft, path, values)
    _submission(draft, path, values)
    return outcome_from([draft], problems)


#: MLPerf inference benchmarks that generate text (the rest: resnet, retinanet, 3d-unet, bert,
#: dlrm, stable-diffusion-xl, rgat, pointpainting ... measure samples, not tokens)
_LLM_BENCHMARKS = re.compile(r"llama|mixtral|gpt|deepseek|qwen|mistral|falcon|gemma", re.IGNORECASE)


def _is_llm(benchmark: str | None, values: dict[str, Value]) -> bool:
    """Out of scope only on evidence: a named non-LLM benchmark, or a result in samples with no
    token figure beside it (a truncated log with no result at all is still read)."""
    if any(key in values for key in (*_MEASURED_RATES, *_INFERRED_RATES, _SINGLE_STREAM_RATE)):
        return True
    if benchmark:
        return bool(_LLM_BENCHMARKS.search(benchmark))
    samples = ("result_samples_per_second", "result_completed_samples_per_sec")
    return not any(key in values for key in samples)


Value = tuple[Any, int]


def _summary_values(text: str) -> dict[str, Value]:
    """Key -> (value, line) from the summary, normalised to the detail log's result_* names."""
    values: dict[str, Value] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        match = _SUMMARY_LINE.match(raw)
        if not match:
            continue
        key, value = match.group(1).strip(), match.group(2)
        lowered = key.lower()
        name = {
            "scenario": "effective_scenario",
            "mode": "effective_test_mode",
            "sut name": "sut_name",
            "result is": "result_validity",
            "samples per second": "result_samples_per_second",
            "completed samples per second": "result_completed_samples_per_sec",
            "tokens per second": "result_tokens_per_second",
            "completed tokens per second": "result_completed_tokens_per_second",
            # current loadgen (loadgen/results.cc, LogSummary): SingleStream LLM runs print
            # tokens/s only as "TPS w/ loadgen overhead" (tokens / the run) and "w/o" (tokens /
            # the summed latencies); infer_token_latencies runs print samples x
            # token_latency_scaling_factor as "(inferred)" rates, the detail log's
            # result_inferred_* keys
            "tps w/ loadgen overhead": "result_token_throughput_with_loadgen_overhead",
            "tokens per second (inferred)": "result_inferred_tokens_per_second",
            "completed tokens per second (inferred)": "result_inferred_completed_tokens_per_second",
            "scheduled samples per second": "result_scheduled_samples_per_sec",
            "mean latency (ns)": "result_mean_latency_ns",
            "min latency (ns)": "result_min_latency_ns",
            "max latency (ns)": "result_max_latency_ns",
            "mean first token latency (ns)": "result_first_token_mean_latency_ns",
            "min first token latency (ns)": "result_first_token_min_latency_ns",
            "max first token latency (ns)": "result_first_token_max_latency_ns",
            "target_qps": "effective_target_qps",
            "samples_per_query": "effective_samples_per_query",
            "min_duration (ms)": "effective_min_duration_ms",
            "ttft_latency (ns)": "requested_server_ttft_latency",
            "tpot_latency (ns)": "requested_server_tpot_latency",
        }.get(lowered)
        percentile = _PERCENTILE.match(key)
        if percentile:
            kind = percentile.group(2).lower()
            pct = percentile.group(1)
            name = {
                "latency": f"result_{pct}_percentile_latency_ns",
                "first token latency": f"result_first_token_{pct}_percentile_latency_ns",
                "time to output token": f"result_time_per_output_token_{pct}_percentile_ns",
            }[kind]
        if name and name not in values:  # the first occurrence wins (tokens/s is printed twice)
            values[name] = (value, number)
    return values


def _detail_values(text: str) -> tuple[dict[str, Value], list[tuple[str, Violation]]]:
    values: dict[str, Value] = {}
    problems: list[tuple[str, Violation]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.startswith(_DETAIL_PREFIX):
            continue
        try:
            entry = json.loads(raw[len(_DETAIL_PREFIX) :])
        except (json.JSONDecodeError, RecursionError):
            problems.append(
                (
                    "unreadable",
                    Violation(f"line {number} is a broken :::MLLOG entry (truncated file?)", line=number, col=1),
                )
            )
            continue
        if isinstance(entry, dict) and isinstance(entry.get("key"), str):
            values.setdefault(entry["key"], (entry.get("value"), number))
    if "result_validity" not in values:
        problems.append(
            (
                "unreadable",
                Violation(
                    "the detail log has no result_* entries: the run did not finish or the file is truncated",
                    line=max(1, len(text.splitlines())),
                    col=1,
                ),
            )
        )
    return values, problems


def _put(
    draft: Draft, path: str, values: dict[str, Value], key: str, scale: float = 1.0, integer: bool = False
) -> None:
    if key not in values:
        return
    raw, line = values[key]
    number = num(raw)
    if number is None:
        return
    value: Any = intval(number) if integer else number * scale
    draft.put(path, value, line=line)


def _point(draft: Draft, values: dict[str, Value]) -> None:
    base = "points[0]"
    draft.locate(base, line=1)
    scenario = str(values.get("effective_scenario", ("", 0))[0])
    scenario_line = values.get("effective_scenario", ("", 1))[1]
    draft.put(f"{base}.label", scenario or None, line=scenario_line)
    if scenario in {"Server", "Interactive"}:
        _put(draft, f"{base}.request_rate", values, "effective_target_qps")
    elif scenario == "Offline":
        # Offline hands loadgen's whole sample set to the system at once: how many requests
        # the system runs concurrently is its own choice, so concurrency stays unknown
        # (samples_per_query is the sample count, 495000 in one submission, not a concurrency)
        draft.note("Offline scenario: loadgen issues every sample at once; concurrency is the system's choice")
    elif scenario == "SingleStream":
        draft.infer(
            f"{base}.concurrency", 1, "the SingleStream scenario issues one query at a time", line=scenario_line
        )
    _aggregate(draft, base, scenario, values)
    if "result_query_count" in values and "effective_samples_per_query" in values:
        queries, line = values["result_query_count"]
        per_query = intval(values["effective_samples_per_query"][0])
        if intval(queries) is not None and per_query:
            draft.put(f"{base}.requests", (intval(queries) or 0) * per_query, line=line)
    _put(draft, f"{base}.failed_requests", values, "num_errors", integer=True)
    _latency_stats(draft, f"{base}.latency_s", values, "result_{}_percentile_latency_ns", "result_{}_latency_ns")
    _latency_stats(
        draft,
        f"{base}.ttft_s",
        values,
        "result_first_token_{}_percentile_latency_ns",
        "result_first_token_{}_latency_ns",
    )
    if "loadgen_version" in values:
        draft.put("provenance.tool_version", str(values["loadgen_version"][0]), line=values["loadgen_version"][1])
    if "test_datetime" in values:
        draft.put("provenance.date", str(values["test_datetime"][0]), line=values["test_datetime"][1])
    validity = values.get("result_validity")
    if validity:
        draft.note(f"loadgen result: {validity[0]}")


#: tokens counted over the run: total tokens / wall (Server: to the last completion)
_MEASURED_RATES = ("result_completed_tokens_per_second", "result_tokens_per_second")
#: SingleStream's summary figure: tokens / the time the last query was issued. Not read in other
#: scenarios, where the completed rate exists; nor ever ``result_token_throughput``, which
#: divides by the mean latency in nanoseconds times the sample count (1e-8 in real logs)
_SINGLE_STREAM_RATE = "result_token_throughput_with_loadgen_overhead"
#: infer_token_latencies: samples x the configured token_latency_scaling_factor / wall
_INFERRED_RATES = ("result_inferred_completed_tokens_per_second", "result_inferred_tokens_per_second")


def _aggregate(draft: Draft, base: str, scenario: str, values: dict[str, Value]) -> None:
    measured = [*_MEASURED_RATES, *([_SINGLE_STREAM_RATE] if scenario == "SingleStream" else [])]
    for key in measured:
        if num(values.get(key, (None, 0))[0]) is not None:
            _put(draft, f"{base}.aggregate_tok_s", values, key)
            draft.put("aggregation", "total_output_over_wall", line=values[key][1])
            return
    for key in _INFERRED_RATES:
        rate, line = values.get(key, (None, 0))
        if num(rate) is not None:
            reason = (
                "loadgen inferred this token rate (infer_token_latencies): completed samples x the configured "
                "token_latency_scaling_factor over the run, not tokens it counted"
            )
            draft.infer(f"{base}.aggregate_tok_s", num(rate), reason, line=line)
            draft.put("aggregation", "total_output_over_wall", line=line)
            return


def _constraints(draft: Draft, path: str, values: dict[str, Value]) -> None:
    """Loadgen runs the Interactive scenario as Server with tighter latency bounds; the
    submission folder names it. The bounds are part of the operating point."""
    ttft, tpot = (
        num(values.get(k, (None, 0))[0]) for k in ("requested_server_ttft_latency", "requested_server_tpot_latency")
    )
    interactive = "Interactive" in os.path.abspath(path).split(os.sep)
    scenario = str(values.get("effective_scenario", ("", 0))[0])
    if interactive and scenario == "Server":
        draft.put("points[0].label", "Interactive", line=values["effective_scenario"][1])
    if ttft and tpot:
        draft.note(
            f"{'Interactive' if interactive else scenario} latency constraints: TTFT <= {ttft / 1e6:g} ms, "
            f"TPOT <= {tpot / 1e6:g} ms (the rate is the highest that met them)"
        )


def _latency_stats(draft: Draft, path: str, values: dict[str, Value], percentile_key: str, plain_key: str) -> None:
    for pct, stat in _STAT.items():
        _put(draft, f"{path}.{stat}", values, percentile_key.format(pct), scale=1e-9)
    for stat in ("mean", "min", "max"):
        _put(draft, f"{path}.{stat}", values, plain_key.format(stat), scale=1e-9)


# --- submission companions --------------------------------------------------------------------


def _submission(draft: Draft, path: str, values: dict[str, Value]) -> None:
    folder = os.path.dirname(os.path.abspath(path))
    here = SourceRef(line=1)
    before = set(draft.field_map)
    benchmark = _benchmark_from_user_conf(folder)
    if benchmark:
        draft.put("system.model", benchmark)
        dataset = _DATASETS.get(benchmark)
        if dataset:
            draft.infer("workload.content_type", "dataset", f"the MLPerf {benchmark} benchmark fixes its dataset")
            draft.infer("workload.dataset", dataset, f"the MLPerf {benchmark} benchmark fixes its dataset")
            draft.infer("workload.stop_rule", "natural", _NATURAL)
    measurements = read_json_file(os.path.join(folder, "measurements.json"))
    if isinstance(measurements, dict) and isinstance(measurements.get("weight_data_types"), str):
        draft.put("system.quantization", measurements["weight_data_types"])
    system, system_path = _system_description(path)
    if system is not None:
        _system(draft, system, os.path.basename(system_path or ""))
    for key in set(draft.field_map) - before:
        draft.field_map[key] = here


def _benchmark_from_user_conf(folder: str) -> str | None:
    try:
        with open(os.path.join(folder, "user.conf"), encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except (OSError, UnicodeDecodeError):
        return None
    names = {
        line.split(".", 1)[0].strip()
        for line in lines
        if "=" in line and "." in line.split("=", 1)[0] and not line.lstrip().startswith("#")
    }
    names.discard("*")
    return names.pop() if len(names) == 1 else None


def _system_description(path: str) -> tuple[dict[str, Any] | None, str | None]:
    """The submission's system JSON: ``systems/<name>.json`` where <name> is a folder of the
    result path (the submission layout), else the only system JSON in the folders above.
    Several candidates and no name match: unknown, not a guess."""
    parts = os.path.abspath(path).split(os.sep)
    folder = os.path.dirname(os.path.abspath(path))
    for _ in range(8):  # run_1 -> performance -> scenario -> benchmark -> system -> results -> submitter
        candidates: list[str] = []
        for sub in (folder, os.path.join(folder, "systems")):
            try:
                names = sorted(os.listdir(sub))
            except OSError:
                continue
            candidates.extend(os.path.join(sub, n) for n in names if n.endswith(".json") and n != "measurements.json")
        systems = [(c, read_json_file(c)) for c in candidates]
        systems = [(c, s) for c, s in systems if is_mlperf_system(s)]
        named = [(c, s) for c, s in systems if os.path.splitext(os.path.basename(c))[0] in parts]
        if named:
            return named[0][1], named[0][0]
        if len(systems) == 1:
            return systems[0][1], systems[0][0]
        if len(systems) > 1:
            return None, None
        parent = os.path.dirname(folder)
        if parent == folder:
            break
        folder = parent
    return None, None


def _system(draft: Draft, system: dict[str, Any], name: str) -> None:
    per_node = intval(system.get("accelerators_per_node"))
    nodes = intval(system.get("number_of_nodes"))
    if per_node == 0:  # a CPU submission: zero accelerators is a value, not unknown
        draft.put("system.gpus.count", 0)
        draft.put("system.gpus.type", "cpu")
        return
    if per_node and per_node >= 1 and nodes and nodes >= 1:
        draft.put("system.gpus.count", per_node * nodes)
    accelerator = system.get("accelerator_model_name")
    draft.put("system.gpus.type", accelerator if isinstance(accelerator, str) and accelerator else None)
    interconnect = system.get("accelerator_interconnect")
    draft.put("system.gpus.interconnect", interconnect if isinstance(interconnect, str) and interconnect else None)
    framework = system.get("framework")
    if isinstance(framework, str) and framework:
        draft.put("system.hardware", f"{system.get('system_name') or name}; framework: {framework}".strip())
    draft.note(f"system read from the MLPerf system description {name}")
