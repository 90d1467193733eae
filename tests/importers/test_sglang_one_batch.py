"""SGLang ``bench_one_batch_server --result-filename``: one JSON line per batch case, in the
current layout (python/sglang/benchmark/one_batch_server.py, BenchOneCaseResult.dump_to_jsonl)
and the older one (python/sglang/bench_one_batch_server.py). Lines written here in the
writer's shape, not copied."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.importers._support import codes, import_path, records_of, write_jsonl


def _case(batch: int, latency: float, ttft: float, output_len: int = 256, early: int = 0) -> dict[str, Any]:
    total = batch * output_len - early * (output_len // 2)
    return {
        "run_name": "default",
        "batch_size": batch,
        "input_len": 1024,
        "output_len": output_len,
        "latency": latency,
        "input_throughput": round(batch * 1024 / ttft, 2),
        "output_throughput": round(total / (latency - ttft), 2),
        "overall_throughput": round((batch * 1024 + total) / latency, 2),
        "last_ttft": ttft,
        "last_gen_throughput": round(total / (latency - ttft), 2),
        "acc_length": -1,
        "total_output_tokens": total,
        "num_early_stopped": early,
        "steady_state_output_throughput": None,
        "steady_state_window_s": None,
        "cache_hit_rate": 0.0,
    }


def _old(batch: int, latency: float) -> dict[str, Any]:
    return {
        "run_name": "default",
        "batch_size": batch,
        "input_len": 1024,
        "output_len": 256,
        "latency": latency,
        "output_throughput": round(batch * 256 / latency, 2),
        "overall_throughput": round(batch * (1024 + 256) / latency, 2),
    }


LADDER = ((1, 3.1, 0.09), (8, 3.9, 0.45), (32, 6.2, 1.6))


def test_a_batch_ladder_is_one_curve(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "result.jsonl", [_case(*c) for c in LADDER])
    fmt, outcome = import_path(path)
    assert fmt == "sglang-one-batch" and outcome.problems == []
    [record] = [i.record for i in outcome.records]
    points = record.points or []
    assert [(p.concurrency, p.requests) for p in points] == [(1, 1), (8, 8), (32, 32)]
    assert record.workload and record.workload.prompt_tokens and record.workload.prompt_tokens.mean == 1024
    assert (record.workload.max_tokens, record.workload.stop_rule) == (256, "fixed_length")
    # output_throughput leaves the prefill wall out: not total output / wall
    assert record.aggregation == "other"
    assert points[2].ttft_s and points[2].ttft_s.max == 1.6
    found = codes(path)
    assert found["SC003"] == 0 and found["CV001"] == 0 and found["OP002"] == 0 and found["OP003"] == 0
    # the decode-only figure at 32 (8192 / 4.6 s) against 8192 output tokens / 6.2 s of wall
    assert found["AG002"] >= 1


def test_the_older_layout_is_total_over_wall(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "result.jsonl", [_old(b, lat) for b, lat, _ in LADDER])
    [record] = records_of(path)
    assert record.aggregation == "total_output_over_wall"
    assert record.workload and record.workload.ignore_eos is True
    assert any(i.field == "workload.ignore_eos" for i in record.inferred or [])
    assert [p.output_tokens_total for p in record.points or []] == [256, 2048, 8192]
    assert codes(path)["AG002"] == 0


def test_the_middle_layout_leaves_the_wait_for_the_last_first_token_out(tmp_path: Path) -> None:
    # last_gen_throughput added, last_ttft not yet saved: output_throughput over latency - ttft
    rows = []
    for batch, latency, ttft in LADDER:
        row = _old(batch, latency)
        row["output_throughput"] = round(batch * 256 / (latency - ttft), 2)
        row["last_gen_throughput"] = row["output_throughput"]
        rows.append(row)
    path = write_jsonl(tmp_path / "result.jsonl", rows)
    [record] = records_of(path)
    assert record.aggregation == "other"
    assert record.workload and (record.workload.ignore_eos, record.workload.stop_rule) == (True, "fixed_length")
    assert codes(path)["AG002"] >= 1


def test_a_case_measured_again_is_a_repeat_not_a_record(tmp_path: Path) -> None:
    rows = [_case(8, 3.9, 0.45), _case(8, 4.0, 0.5), _case(8, 7.5, 3.0)]
    path = write_jsonl(tmp_path / "result.jsonl", rows)
    [record] = records_of(path)
    [point] = record.points or []
    assert point.repeat_aggregates_tok_s and len(point.repeat_aggregates_tok_s) == 3
    found = codes(path)
    assert found["RP001"] == 0 and found["RP004"] == 1
    write_jsonl(path, rows[:1])
    assert codes(path)["RP001"] == 1


def test_early_stops_are_a_natural_stop(tmp_path: Path) -> None:
    # --disable-ignore-eos: requests end at EOS, num_early_stopped counts them
    path = write_jsonl(tmp_path / "result.jsonl", [_case(b, lat, t, early=b // 2) for b, lat, t in LADDER])
    [record] = records_of(path)
    assert record.workload and (record.workload.ignore_eos, record.workload.stop_rule) == (False, "natural")


def test_cases_of_other_lengths_are_other_records(tmp_path: Path) -> None:
    rows = [_case(*c) for c in LADDER] + [_case(b, lat, t, output_len=32) for b, lat, t in LADDER]
    path = write_jsonl(tmp_path / "result.jsonl", rows)
    assert sorted(r.workload.max_tokens for r in records_of(path) if r.workload) == [32, 256]


def test_an_accept_length_says_it_speculated(tmp_path: Path) -> None:
    row = _case(8, 3.9, 0.45)
    path = write_jsonl(tmp_path / "result.jsonl", [row])
    assert codes(path)["OP005"] == 1
    row["acc_length"] = 2.71
    write_jsonl(path, [row])
    [record] = records_of(path)
    assert record.speculative_decoding and record.speculative_decoding.enabled is True
    assert record.speculative_decoding.acceptance_length == 2.71
    assert codes(path)["OP005"] == 0


def test_a_line_missing_the_throughputs_is_not_this_writer(tmp_path: Path) -> None:
    row = _old(8, 3.9)
    del row["overall_throughput"]
    path = write_jsonl(tmp_path / "result.jsonl", [row])
    assert codes(path)["SC003"] == 1


def _offline(batch: int, input_len: int, output_len: int, prefill: float, step: float) -> dict[str, Any]:
    # python/sglang/benchmark/one_batch.py, latency_test_run_once: the engine in-process
    total = prefill + step * (output_len - 1)
    return {
        "run_name": "default",
        "batch_size": batch,
        "input_len": input_len,
        "output_len": output_len,
        "prefill_latency": prefill,
        "prefill_throughput": input_len * batch / prefill,
        "median_decode_latency": step,
        "median_decode_throughput": batch / step,
        "total_latency": total,
        "overall_throughput": (input_len + output_len) * batch / total,
    }


def test_the_offline_bench_one_batch_is_read(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "result.jsonl", [_offline(b, 128, 256, 0.01 * b, 0.02) for b in (1, 8, 32)])
    fmt, outcome = import_path(path)
    assert fmt == "sglang-one-batch" and outcome.problems == []
    [record] = [i.record for i in outcome.records]
    assert record.provenance and record.provenance.tool == "sglang.bench_one_batch"
    assert record.workload and (record.workload.stop_rule, record.workload.max_tokens) == ("fixed_length", 256)
    points = record.points or []
    assert [p.concurrency for p in points] == [1, 8, 32]
    assert points[0].per_request_decode_tok_s and points[0].per_request_decode_tok_s.p50 == 50.0
    found = codes(path)
    assert found["SC003"] == 0 and found["OP002"] == 0 and found["OP003"] == 0 and found["PF001"] == 0


def test_a_long_prompt_offline_batch_measures_prefill(tmp_path: Path) -> None:
    short = write_jsonl(tmp_path / "short.jsonl", [_offline(32, 256, 256, 0.1, 0.01)])
    assert codes(short)["PF001"] == 0
    long = write_jsonl(tmp_path / "long.jsonl", [_offline(32, 8192, 256, 3.0, 0.01)])
    found = codes(long)
    # 3 s of prefill in a 5.6 s wall, and a decode-only figure far above 8192 tokens / 5.6 s
    assert found["PF001"] == 1 and found["AG002"] == 1
