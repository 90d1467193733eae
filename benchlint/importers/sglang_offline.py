"""SGLang ``python -m sglang.bench_offline_throughput --result-filename out.jsonl``: the offline
batch benchmark, one JSON line appended per run (python/sglang/bench_offline_throughput.py,
throughput_test_once / throughput_test).

Each run hands every request to the in-process engine in one ``generate`` call, so all
``successful_requests`` are submitted at once; how many ran together is the engine's
``max_running_requests``, which the line does not hold. ``total_latency`` is that call's wall
time; ``output_throughput`` = ``total_output_tokens`` (the engine's completion_tokens, summed)
/ ``total_latency`` and ``total_throughput`` adds the prompt tokens. Newer lines add
``last_gen_throughput``, the scheduler's last decode gauge (not a figure over the run).
Requests are sent with ``ignore_eos`` unless ``--disable-ignore-eos``; the line records neither
that flag, the dataset, the lengths asked for nor the model.
"""

from __future__ import annotations

from typing import Any

from benchlint.importers import ImportOutcome, SourceRef
from benchlint.importers._common import Draft, Row, UnknownKeys, intval, jp, num, outcome_from, read_rows

TOOL = "sglang.bench_offline_throughput"
_REQUIRED = (
    "successful_requests", "total_latency", "total_input_tokens", "total_output_tokens", "output_throughput",
    "total_throughput",
)  # fmt: skip
_KNOWN = frozenset({*_REQUIRED, "backend", "request_throughput", "input_throughput", "last_gen_throughput"})
#: the backends that run SGLang's own engine in the benchmark process
_SGLANG_BACKENDS = frozenset({"engine", "runtime", "smc_engine"})


def _is_run(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and isinstance(value.get("backend"), str)
        and all(num(value.get(k)) is not None for k in _REQUIRED)
    )


def sniff(path: str, text: str, data: Any) -> str | None:
    rows = data if isinstance(data, list) else [data]
    if rows and all(_is_run(r) for r in rows):
        return "sglang-offline-throughput"
    return None


def import_file(path: str, text: str, data: Any, fmt: str) -> ImportOutcome:
    parsed = read_rows(path, text, data)
    runs = [row for row in parsed.rows if _is_run(row.value)]
    unknown = UnknownKeys("SGLang bench_offline_throughput")
    for row in runs:
        unknown.check(row.value, lambda k, v: k in _KNOWN, row.json_path, row.line)
    # each appended line is its own run: the lines do not record what differed between them
    return outcome_from([_run(path, row) for row in runs], parsed.problems + unknown.problems())


def _run(path: str, row: Row) -> Draft:
    value, src, line = row.value, row.json_path, row.line
    draft = Draft(TOOL, path, origin=SourceRef(line=line, json_path=src))
    draft.locate("points[0]", src, line)
    backend = value.get("backend")
    if backend in _SGLANG_BACKENDS:
        draft.put("system.engine", "sglang", jp(src, "backend"), line)
    requests = intval(value.get("successful_requests"))
    draft.put(
        "points[0].requests",
        requests if requests is not None and requests >= 0 else None,
        jp(src, "successful_requests"),
        line,
    )
    wall = num(value.get("total_latency"))
    if wall is not None and wall > 0:
        draft.put("points[0].wall_s", wall, jp(src, "total_latency"), line)
    output = intval(value.get("total_output_tokens"))
    prompt = intval(value.get("total_input_tokens"))
    if output is not None and output >= 0:
        draft.put("points[0].output_tokens_total", output, jp(src, "total_output_tokens"), line)
    if prompt is not None and prompt >= 0:
        draft.put("points[0].prompt_tokens_total", prompt, jp(src, "total_input_tokens"), line)
    if requests and requests >= 1:
        if output is not None and output >= 0:
            draft.put("points[0].output_tokens.mean", output / requests, jp(src, "total_output_tokens"), line)
        if prompt is not None and prompt >= 0:
            draft.put("workload.prompt_tokens.mean", prompt / requests, jp(src, "total_input_tokens"), line)
        draft.infer(
            "points[0].concurrency",
            requests,
            "bench_offline_throughput hands every request to the engine in one generate call; how many ran "
            "together is the engine's max_running_requests, which the line does not record",
            jp(src, "successful_requests"),
            line,
        )
    rate = num(value.get("output_throughput"))
    if rate is not None and rate >= 0:
        draft.put("points[0].aggregate_tok_s", rate, jp(src, "output_throughput"), line)
        draft.put("aggregation", "total_output_over_wall", jp(src, "output_throughput"), line)
    draft.infer(
        "workload.ignore_eos",
        True,
        "bench_offline_throughput sends ignore_eos unless --disable-ignore-eos, which the line does not "
        "record: confirm",
        src,
        line,
    )
    draft.note(
        "SGLang bench_offline_throughput: output_throughput is total_output_tokens / total_latency over one "
        "generate call holding every request; the line records neither the model, the dataset nor the lengths "
        "asked for; last_gen_throughput is the scheduler's last decode gauge, not read"
    )
    return draft
