"""SGLang ``python -m sglang.bench_one_batch_server --result-filename result.jsonl``: one JSON
line per (batch size, input length, output length) case, appended. Each case sends the whole
batch in one ``/generate`` call: ``batch_size`` requests at once, every prompt ``input_len``
tokens (random ids, or the mean of a replayed dataset), ``max_new_tokens`` = ``output_len``.

Three layouts of the same writer:

* the oldest lines (python/sglang/bench_one_batch_server.py, run_one_case): run_name, batch_size,
  input_len, output_len, latency, ``output_throughput`` = batch * output_len / latency and
  ``overall_throughput`` = batch * (input + output) / latency; ``ignore_eos`` is always sent;
* then ``last_gen_throughput`` (the server's gauge) is added and ``output_throughput`` becomes
  batch * output_len / (latency - the first token time of the batch's last request), which the
  line does not hold; ``ignore_eos`` is still always sent;
* current lines (python/sglang/benchmark/one_batch_server.py, BenchOneCaseResult.dump_to_jsonl)
  add ``last_ttft`` (the first token of the batch's *last* request), ``input_throughput``,
  ``acc_length`` (-1 when the server reports none),
  ``total_output_tokens``, ``num_early_stopped``, the steady-state window and ``cache_hit_rate``.
  There ``output_throughput`` counts the tokens of the decode window over ``latency - last_ttft``:
  the prefill wall is left out, so it is not total output / wall. ``ignore_eos`` is sent unless
  ``--disable-ignore-eos``, which the line does not record.
"""

from __future__ import annotations

import json
from typing import Any

from benchlint.importers import ImportOutcome, SourceRef
from benchlint.importers._common import Draft, Row, UnknownKeys, intval, jp, num, outcome_from, read_rows

TOOL = "sglang.bench_one_batch_server"
_REQUIRED = ("batch_size", "input_len", "output_len", "latency", "output_throughput", "overall_throughput")
_KNOWN = frozenset(
    {
        *_REQUIRED, "run_name", "input_throughput", "last_ttft", "last_gen_throughput", "acc_length",
        "total_output_tokens", "num_early_stopped", "steady_state_output_throughput", "steady_state_window_s",
        "cache_hit_rate", "profile_link",
    }
)  # fmt: skip


def _is_case(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and all(k in value for k in _REQUIRED)
        and all(num(value[k]) is not None for k in _REQUIRED if k != "output_throughput")
    )


#: ``python -m sglang.bench_one_batch`` (python/sglang/benchmark/one_batch.py, latency_test_run_once):
#: the engine in-process, no server; one prefill forward of the whole batch, then output_len - 1
#: decode steps, each timed; median_decode_throughput = batch / the median step
_OFFLINE = (
    "batch_size", "input_len", "output_len", "prefill_latency", "prefill_throughput", "total_latency",
    "overall_throughput",
)  # fmt: skip
_OFFLINE_KNOWN = frozenset({*_OFFLINE, "run_name", "median_decode_latency", "median_decode_throughput"})


def _is_offline_case(value: Any) -> bool:
    return isinstance(value, dict) and all(num(value.get(k)) is not None for k in _OFFLINE)


def sniff(path: str, text: str, data: Any) -> str | None:
    rows = data if isinstance(data, list) else [data]
    if rows and all(_is_case(r) for r in rows):
        return "sglang-one-batch"
    if rows and all(_is_offline_case(r) for r in rows):
        return "sglang-one-batch"
    return None


def _current(row: Row) -> bool:
    """Since last_gen_throughput was added (with the first-token time measured but not yet
    saved), output_throughput is batch * output_len / (latency - last request's TTFT)."""
    return "last_ttft" in row.value or "last_gen_throughput" in row.value


def import_file(path: str, text: str, data: Any, fmt: str) -> ImportOutcome:
    parsed = read_rows(path, text, data)
    offline = [r for r in parsed.rows if _is_offline_case(r.value)]
    if offline and len(offline) == len(parsed.rows):
        return _import_offline(path, offline, parsed.problems)
    cases = [r for r in parsed.rows if _is_case(r.value)]
    unknown = UnknownKeys("SGLang bench_one_batch_server")
    for case in cases:
        unknown.check(case.value, lambda k, v: k in _KNOWN, case.json_path, case.line)

    # one record per run name and lengths (and layout); a batch size measured again is a repeat
    drafts = [
        _record(path, levels)
        for layout in (True, False)
        for levels in _levels([c for c in cases if _current(c) is layout])
    ]
    return outcome_from(drafts, parsed.problems + unknown.problems())


def _record(path: str, levels: list[list[Row]]) -> Draft:
    cases = [repeats[0] for repeats in levels]
    first = cases[0]
    head, src, line = first.value, first.json_path, first.line
    draft = Draft(TOOL, path, origin=SourceRef(line=line, json_path=src))
    name = head.get("run_name")
    if isinstance(name, str) and name:
        draft.put("title", f"SGLang bench_one_batch_server: {name}")
    input_len, output_len = intval(head.get("input_len")), intval(head.get("output_len"))
    if input_len and input_len >= 1:
        draft.put("workload.prompt_tokens.mean", input_len, jp(src, "input_len"), line)
    if output_len and output_len >= 1:
        draft.put("workload.max_tokens", output_len, jp(src, "output_len"), line)
    if _current(first):
        draft.put("aggregation", "other", jp(src, "output_throughput"), line)
        draft.note(
            "output_throughput is the decode window's tokens / (latency - the batch's last time to first token): "
            "the wait for the last first token is left out, so it is not total output tokens / wall "
            "(python/sglang/benchmark/one_batch_server.py, run_one_case)"
        )
    else:
        draft.put("aggregation", "total_output_over_wall", jp(src, "output_throughput"), line)
    _stop(draft, cases)
    for index, repeats in enumerate(levels):
        _point(draft, index, repeats[0])
    _repeats(draft, levels, "output_throughput")
    accepted = [num(c.value.get("acc_length")) for c in cases]
    lengths = [a for a in accepted if a is not None and a > 0]
    if lengths:
        # the server's avg_spec_accept_length (/server_info internal_states): it drafts
        draft.put("speculative_decoding.enabled", True, jp(src, "acc_length"), line)
        draft.put("speculative_decoding.acceptance_length", lengths[0], jp(src, "acc_length"), line)
    return draft


def _repeats(draft: Draft, levels: list[list[Row]], rate_key: str) -> None:
    """A level measured again keeps the engine's convention: the first repeat's figures, every
    repeat's aggregate (benchlint/linter/runs.py, _merge), and the most repeats of any level."""
    first = levels[0][0]
    for index, repeats in enumerate(levels):
        rates = [num(r.value.get(rate_key)) for r in repeats]
        if len(repeats) >= 2 and all(rate is not None for rate in rates):
            draft.put(f"points[{index}].repeat_aggregates_tok_s", rates, jp(first.json_path, rate_key), first.line)
    most = max(len(repeats) for repeats in levels)
    if most >= 2:
        draft.put("repeats", most)


def _stop(draft: Draft, cases: list[Row]) -> None:
    head, src, line = cases[0].value, cases[0].json_path, cases[0].line
    if "total_output_tokens" not in head:
        reason = (
            "bench_one_batch_server before --disable-ignore-eos sends ignore_eos=True with max_new_tokens = "
            "output_len on every request (python/sglang/bench_one_batch_server.py, run_one_case)"
        )
        draft.infer("workload.ignore_eos", True, reason, jp(src, "output_len"), line)
        draft.infer("workload.stop_rule", "fixed_length", reason, jp(src, "output_len"), line)
        return
    totals = [(intval(c.value.get("total_output_tokens")), intval(c.value.get("batch_size"))) for c in cases]
    stopped = [intval(c.value.get("num_early_stopped")) for c in cases]
    output_len = intval(head.get("output_len"))
    if not output_len or any(t is None or b is None for t, b in totals):
        draft.infer(
            "workload.ignore_eos",
            True,
            "bench_one_batch_server sends ignore_eos=True unless --disable-ignore-eos, which the line does not "
            "record (python/sglang/benchmark/one_batch_server.py)",
            jp(src, "output_len"),
            line,
        )
        return
    if all(t == (b or 0) * output_len for t, b in totals) and all(s in (None, 0) for s in stopped):
        # every request of every batch wrote exactly output_len tokens
        draft.put("workload.stop_rule", "fixed_length", jp(src, "total_output_tokens"), line)
        draft.infer(
            "workload.ignore_eos",
            True,
            "every batch wrote batch_size x output_len tokens with no request stopped early: ignore_eos, the "
            "writer's default",
            jp(src, "total_output_tokens"),
            line,
        )
    elif any(s for s in stopped):
        draft.put("workload.ignore_eos", False, jp(src, "num_early_stopped"), line)
        draft.put("workload.stop_rule", "natural", jp(src, "num_early_stopped"), line)


def _point(draft: Draft, index: int, case: Row) -> None:
    value, src, line = case.value, case.json_path, case.line
    base = f"points[{index}]"
    draft.locate(base, src, line)
    size = intval(value.get("batch_size"))
    if size and size >= 1:
        draft.put(f"{base}.concurrency", size, jp(src, "batch_size"), line)
        draft.put(f"{base}.requests", size, jp(src, "batch_size"), line)
    latency = num(value.get("latency"))
    if latency and latency > 0:
        draft.put(f"{base}.wall_s", latency, jp(src, "latency"), line)
        # one call for the whole batch: it returns when the batch's last request ends
        draft.put(f"{base}.latency_s.max", latency, jp(src, "latency"), line)
    draft.put(f"{base}.aggregate_tok_s", num(value.get("output_throughput")), jp(src, "output_throughput"), line)
    total, total_src = intval(value.get("total_output_tokens")), jp(src, "total_output_tokens")
    if total is None and "total_output_tokens" not in value and size:
        # these layouts always sent ignore_eos: every request wrote exactly output_len tokens
        total, total_src = size * (intval(value.get("output_len")) or 0) or None, jp(src, "output_len")
    draft.put(f"{base}.output_tokens_total", total, total_src, line)
    prompt = intval(value.get("input_len"))
    if size and prompt:
        draft.put(f"{base}.prompt_tokens_total", size * prompt, jp(src, "input_len"), line)
    if total is not None and size:
        draft.put(f"{base}.output_tokens.mean", total / size, total_src, line)
    last = num(value.get("last_ttft"))
    if last is not None and last > 0:
        # the first token of the batch's last request: the slowest time to first token
        draft.put(f"{base}.ttft_s.max", last, jp(src, "last_ttft"), line)


def _levels(cases: list[Row]) -> list[list[list[Row]]]:
    """Runs (run name and lengths) of a file, each a list of levels (batch sizes) holding the
    lines that measured it: a batch size measured again is a repeat of its point."""
    runs: dict[str, dict[int, list[Row]]] = {}
    for case in cases:
        config = json.dumps([case.value.get(k) for k in ("run_name", "input_len", "output_len")], default=str)
        runs.setdefault(config, {}).setdefault(intval(case.value.get("batch_size")) or 0, []).append(case)
    return [[levels[b] for b in sorted(levels)] for levels in runs.values()]


def _import_offline(path: str, cases: list[Row], problems: list[Any]) -> ImportOutcome:
    unknown = UnknownKeys("SGLang bench_one_batch")
    for case in cases:
        unknown.check(case.value, lambda k, v: k in _OFFLINE_KNOWN, case.json_path, case.line)
    drafts = []
    for levels in _levels(cases):
        head, src, line = levels[0][0].value, levels[0][0].json_path, levels[0][0].line
        draft = Draft("sglang.bench_one_batch", path, origin=SourceRef(line=line, json_path=src))
        draft.put("system.engine", "sglang")
        input_len, output_len = intval(head.get("input_len")), intval(head.get("output_len"))
        if input_len and input_len >= 1:
            draft.put("workload.prompt_tokens.mean", input_len, jp(src, "input_len"), line)
        if output_len and output_len >= 1:
            # the benchmark runs output_len - 1 decode steps whatever the model writes: no EOS
            draft.put("workload.max_tokens", output_len, jp(src, "output_len"), line)
            draft.put("workload.stop_rule", "fixed_length", jp(src, "output_len"), line)
        draft.put("aggregation", "other", jp(src, "median_decode_throughput"), line)
        draft.note(
            "median_decode_throughput is batch_size / the median decode step: a decode-only rate with the "
            "prefill forward left out (python/sglang/benchmark/one_batch.py, latency_test_run_once)"
        )
        for index, repeats in enumerate(levels):
            _offline_point(draft, index, repeats[0])
        _repeats(draft, levels, "median_decode_throughput")
        drafts.append(draft)
    return outcome_from(drafts, problems + unknown.problems())


def _offline_point(draft: Draft, index: int, case: Row) -> None:
    value, src, line = case.value, case.json_path, case.line
    base = f"points[{index}]"
    draft.locate(base, src, line)
    size, output_len = intval(value.get("batch_size")), intval(value.get("output_len"))
    if size and size >= 1:
        draft.put(f"{base}.concurrency", size, jp(src, "batch_size"), line)
        draft.put(f"{base}.requests", size, jp(src, "batch_size"), line)
        if output_len:
            draft.put(f"{base}.output_tokens_total", size * output_len, jp(src, "output_len"), line)
            draft.put(f"{base}.output_tokens.mean", output_len, jp(src, "output_len"), line)
        prompt = intval(value.get("input_len"))
        if prompt:
            draft.put(f"{base}.prompt_tokens_total", size * prompt, jp(src, "input_len"), line)
    total = num(value.get("total_latency"))
    if total and total > 0:
        draft.put(f"{base}.wall_s", total, jp(src, "total_latency"), line)
    rate = num(value.get("median_decode_throughput"))
    draft.put(f"{base}.aggregate_tok_s", rate, jp(src, "median_decode_throughput"), line)
    prefill = num(value.get("prefill_latency"))
    if prefill and prefill > 0:
        # one forward pass prefills the whole batch: every request's first token comes with it
        for stat in ("p50", "max"):
            draft.put(f"{base}.ttft_s.{stat}", prefill, jp(src, "prefill_latency"), line)
    prefill_rate = num(value.get("prefill_throughput"))
    draft.put(
        f"{base}.prefill_tok_s",
        prefill_rate if prefill_rate and prefill_rate > 0 else None,
        jp(src, "prefill_throughput"),
        line,
    )
    step = num(value.get("median_decode_latency"))
    if step and step > 0:
        # each request gets one token per decode step of the batch
        draft.put(f"{base}.per_request_decode_tok_s.p50", 1.0 / step, jp(src, "median_decode_latency"), line)
