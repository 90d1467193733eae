"""llmperf ``token_benchmark_ray.py`` results: ``*_summary.json`` (flattened ``results_*``
keys, some integers written as strings) and ``*_individual_responses.json`` (one object per
request).

``results_mean_output_throughput_token_per_s`` is, despite "mean", sum(output tokens) /
(end - start): the aggregate. ``request_output_throughput_token_per_s`` is each request's
own speed (TTFT included); the llmperf leaderboard published that per-request figure, which
N concurrent clients cannot multiply into an aggregate (groq: 5 x 184.2 = 920.8 vs 441.8).
Prompts are always built from Shakespeare's sonnets.
"""

from __future__ import annotations

import os
import re
from typing import Any

from benchlint.importers import ImportOutcome
from benchlint.importers._common import (
    Draft,
    UnknownKeys,
    intval,
    iso_from_epoch,
    jp,
    num,
    outcome_from,
    read_rows,
    summary_stats,
    total_from_mean,
)

TOOL = "llmperf"
_SONNET = "llmperf's token_benchmark_ray always builds its prompts from Shakespeare's sonnets"
#: token_benchmark_ray.py counts with LlamaTokenizerFast("hf-internal-testing/llama-tokenizer") for
#: every model (get_token_length): number_input_tokens, number_output_tokens and so the tok/s figures
#: and the per-token latency are in Llama-2 tokens, not the served model's
LLAMA_TOKENS = (
    "llmperf counts prompt and output tokens with the Llama-2 tokenizer whatever the model "
    "(token_benchmark_ray.py, get_token_length): its token counts, tok/s figures and inter-token latency "
    "are in Llama-2 tokens, not the served model's own, so they do not compare with another tool's"
)

_RESULT_METRICS = (
    "inter_token_latency_s", "ttft_s", "end_to_end_latency_s", "request_output_throughput_token_per_s",
    "number_input_tokens", "number_output_tokens", "number_total_tokens",
)  # fmt: skip
_RESULT_KEY = re.compile(r"^results_(" + "|".join(_RESULT_METRICS) + r")_(quantiles_p\d+|mean|min|max|stddev)$")
_SUMMARY_KEYS = frozenset(
    {
        "version", "name", "model", "mean_input_tokens", "stddev_input_tokens", "mean_output_tokens",
        "stddev_output_tokens", "num_concurrent_requests", "results_num_requests_started", "results_error_rate",
        "results_number_errors", "results_error_code_frequency", "results_mean_output_throughput_token_per_s",
        "results_num_completed_requests", "results_num_completed_requests_per_min", "timestamp",
    }
)  # fmt: skip
_INDIVIDUAL_KEYS = frozenset(
    {
        "error_code", "error_msg", "inter_token_latency_s", "ttft_s", "end_to_end_latency_s",
        "request_output_throughput_token_per_s", "number_total_tokens", "number_output_tokens", "number_input_tokens",
    }
)  # fmt: skip
_QUANTILES = {
    "mean": "mean",
    "std": "stddev",
    "min": "min",
    "max": "max",
    "p50": "quantiles_p50",
    "p90": "quantiles_p90",
    "p95": "quantiles_p95",
    "p99": "quantiles_p99",
}


def _summary_known(key: str, value: Any) -> bool:
    # user metadata (framework, model_size...) are strings; sampling params are prefixed
    return (
        key in _SUMMARY_KEYS
        or bool(_RESULT_KEY.match(key))
        or key.startswith("additional_sampling_params")
        or isinstance(value, str)
    )


def _is_summary(data: Any) -> bool:
    return (
        isinstance(data, dict)
        and "results_mean_output_throughput_token_per_s" in data
        and "num_concurrent_requests" in data
    )


def _wrapped(data: Any) -> list[tuple[str, dict[str, Any]]]:
    """A wrapper dict {label: llmperf summary, ...} (one summary per concurrency, as written by
    scripts that loop over llmperf runs), as (key, summary) pairs; [] for anything else."""
    if not isinstance(data, dict) or not data or _is_summary(data):
        return []
    pairs = [(str(k), v) for k, v in data.items()]
    return pairs if all(_is_summary(v) for _, v in pairs) else []


def sniff(path: str, text: str, data: Any) -> str | None:
    if _is_summary(data) or _wrapped(data):
        return "llmperf-summary"
    if isinstance(data, list) and data and all(isinstance(r, dict) for r in data):
        first = data[0]
        if "request_output_throughput_token_per_s" in first and "number_output_tokens" in first and "ttft_s" in first:
            return "llmperf-individual"
    return None


def import_file(path: str, text: str, data: Any, fmt: str) -> ImportOutcome:
    parsed = read_rows(path, text, data)
    if fmt == "llmperf-summary":
        if not isinstance(parsed.value, dict):
            return outcome_from([], parsed.problems)
        unknown = UnknownKeys("llmperf")
        wrapped = _wrapped(parsed.value)
        if wrapped:
            # one run per level, kept together: the levels of one curve
            draft = Draft(TOOL, path)
            for index, (key, summary) in enumerate(wrapped):
                src = jp("$", key)
                unknown.check(summary, _summary_known, src)
                _summary_into(draft, summary, index, src)
            return outcome_from([draft], parsed.problems + unknown.problems())
        unknown.check(parsed.value, _summary_known, "$")
        return outcome_from([_summary(path, parsed.value)], parsed.problems + unknown.problems())
    rows = parsed.value if isinstance(parsed.value, list) else []
    unknown = UnknownKeys("llmperf")
    for i, row in enumerate(rows):
        if isinstance(row, dict):
            unknown.check(row, lambda k, v: k in _INDIVIDUAL_KEYS, f"$[{i}]")
    if _companion_summary(path):
        # the per-request export of a run whose summary sits beside it: the summary is the
        # record (it holds the aggregate); this file is read as its companion
        return outcome_from([], parsed.problems)
    return outcome_from([_individual(path, rows)], parsed.problems + unknown.problems())


def _common(draft: Draft, summary: dict[str, Any], src: str = "$", index: int = 0) -> None:
    """Facts a summary holds, for the summary itself or an individual file beside it."""
    model = summary.get("model")
    draft.put("system.model", model if isinstance(model, str) else None, jp(src, "model"))
    concurrency = intval(summary.get("num_concurrent_requests"))
    if concurrency and concurrency >= 1:
        draft.put(f"points[{index}].concurrency", concurrency, jp(src, "num_concurrent_requests"))
    declared = intval(summary.get("mean_output_tokens"))
    if declared and declared >= 1:
        # token_benchmark_ray.py sends each request max_tokens drawn from normal(mean_output_tokens,
        # stddev_output_tokens), in the served model's tokens, but counts what came back with the
        # Llama-2 tokenizer (LlamaTokenizerFast "hf-internal-testing/llama-tokenizer") whatever the
        # model: the cap and the output counts are in different tokens
        spread = num(summary.get("stddev_output_tokens"))
        drawn = f", stddev {spread:g}" if spread else ""
        draft.infer(
            "workload.max_tokens",
            declared,
            f"llmperf asked for {declared} tokens per request on average{drawn}, in the served model's tokens; "
            "its output counts use the Llama-2 tokenizer for every model, so they are not in the cap's tokens",
            jp(src, "mean_output_tokens"),
        )
    ignore = summary.get("additional_sampling_params_ignore_eos")
    if isinstance(ignore, bool):
        draft.put("workload.ignore_eos", ignore, jp(src, "additional_sampling_params_ignore_eos"))
    draft.infer("workload.content_type", "dataset", _SONNET)
    draft.infer("workload.dataset", "sonnet", _SONNET)


def _summary(path: str, summary: dict[str, Any]) -> Draft:
    draft = Draft(TOOL, path)
    _summary_into(draft, summary, 0, "$")
    return draft


def _summary_into(draft: Draft, summary: dict[str, Any], index: int, src: str) -> None:
    if index == 0:
        version = summary.get("version")
        draft.put("provenance.tool_version", version if isinstance(version, str) else None, jp(src, "version"))
        draft.put("provenance.date", iso_from_epoch(summary.get("timestamp")), jp(src, "timestamp"))
        draft.put("title", summary.get("name") if isinstance(summary.get("name"), str) else None, jp(src, "name"))
        draft.note(LLAMA_TOKENS)
    _common(draft, summary, src, index)
    base = f"points[{index}]"
    draft.locate(base, src)
    completed = intval(summary.get("results_num_completed_requests"))
    draft.put(f"{base}.requests", completed, jp(src, "results_num_completed_requests"))
    draft.put(f"{base}.failed_requests", intval(summary.get("results_number_errors")), jp(src, "results_number_errors"))
    for field, metric, scale in (
        ("ttft_s", "ttft_s", 1.0),
        ("latency_s", "end_to_end_latency_s", 1.0),
        ("output_tokens", "number_output_tokens", 1.0),
        ("per_request_decode_tok_s", "request_output_throughput_token_per_s", 1.0),
    ):
        keys = {stat: f"results_{metric}_{suffix}" for stat, suffix in _QUANTILES.items()}
        draft.put_stats(f"{base}.{field}", summary, keys, src, scale)
    keys = {stat: f"results_number_input_tokens_{suffix}" for stat, suffix in _QUANTILES.items()}
    if index == 0:
        draft.put_stats("workload.prompt_tokens", summary, keys, src)
    for total_field, mean_key in (
        ("output_tokens_total", "results_number_output_tokens_mean"),
        ("prompt_tokens_total", "results_number_input_tokens_mean"),
    ):
        draft.put(f"{base}.{total_field}", total_from_mean(num(summary.get(mean_key)), completed), jp(src, mean_key))
    per_minute = num(summary.get("results_num_completed_requests_per_min"))
    if per_minute and completed:
        draft.infer(
            f"{base}.wall_s",
            completed * 60.0 / per_minute,
            "llmperf computes results_num_completed_requests_per_min as completed / (end - start) x 60, so the "
            "wall is completed x 60 / that rate",
            jp(src, "results_num_completed_requests_per_min"),
        )
    draft.put(
        f"{base}.aggregate_tok_s",
        num(summary.get("results_mean_output_throughput_token_per_s")),
        jp(src, "results_mean_output_throughput_token_per_s"),
    )
    draft.put("aggregation", "total_output_over_wall", jp(src, "results_mean_output_throughput_token_per_s"))


def _companion_summary(path: str) -> str | None:
    """The summary of the same run: ``<name>_summary.json`` beside ``<name>_individual_responses.json``,
    or ``../summary/<name>.json`` in the llmperf-leaderboard layout."""
    folder, name = os.path.split(os.path.abspath(path))
    candidates = []
    if name.endswith("_individual_responses.json"):
        candidates.append(os.path.join(folder, name.replace("_individual_responses.json", "_summary.json")))
    candidates.append(os.path.join(os.path.dirname(folder), "summary", name))
    for candidate in candidates:
        if os.path.isfile(candidate):
            return candidate
    return None


def _individual(path: str, rows: list[Any]) -> Draft:
    draft = Draft(TOOL, path)
    base = "points[0]"
    draft.locate(base, "$")
    ok = [r for r in rows if isinstance(r, dict) and r.get("error_code") in (None, "", 0) and not r.get("error_msg")]
    failed = sum(1 for r in rows if isinstance(r, dict)) - len(ok)
    draft.put(f"{base}.requests", len(ok), "$")
    draft.put(f"{base}.failed_requests", failed, "$")
    for field, key in (
        ("ttft_s", "ttft_s"),
        ("latency_s", "end_to_end_latency_s"),
        ("output_tokens", "number_output_tokens"),
        ("per_request_decode_tok_s", "request_output_throughput_token_per_s"),
    ):
        values = [v for v in (num(r.get(key)) for r in ok) if v is not None]
        for stat, value in summary_stats(values).items():
            draft.put(f"{base}.{field}.{stat}", value, f"$[*].{key}")
    for total_field, key in (
        ("output_tokens_total", "number_output_tokens"),
        ("prompt_tokens_total", "number_input_tokens"),
    ):
        counts = [intval(r.get(key)) for r in ok]
        if ok and all(c is not None for c in counts):
            draft.put(f"{base}.{total_field}", sum(c or 0 for c in counts), f"$[*].{key}")
    prompts = [v for v in (num(r.get("number_input_tokens")) for r in ok) if v is not None]
    if prompts:
        draft.put("workload.prompt_tokens.mean", sum(prompts) / len(prompts), "$[*].number_input_tokens")
    draft.infer("workload.content_type", "dataset", _SONNET)
    draft.infer("workload.dataset", "sonnet", _SONNET)
    draft.note(LLAMA_TOKENS)
    return draft
