"""SGLang bench_serving JSON Lines (bare Infinity, older key set)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.importers._support import codes, corpus, import_path, read_jsonl, records_of, write_jsonl

ONLINE = corpus("sglang/llama_3_3_70b_online_output.jsonl")
OFFLINE = corpus("sglang/llama_3_3_70b_offline_output.jsonl")
DEEPSEEK = corpus("sglang/deepseek_dp_mla_output.jsonl")


def test_online_rows_become_a_random_curve_and_a_sharegpt_curve() -> None:
    fmt, outcome = import_path(ONLINE)
    assert fmt == "sglang" and outcome.problems == []
    random, sharegpt = (i.record for i in outcome.records)
    assert [p.request_rate for p in random.points or []] == [1.0, 2.0, 4.0, 8.0, 16.0]
    means = [p.output_tokens.mean or 0.0 for p in random.points or [] if p.output_tokens]
    assert 506.6 < min(means) < 506.7 and 534.4 < max(means) < 534.5  # random_output_len 1024
    # random_range_ratio 0: each request asks for a length drawn from [1, 1024], 512.5 on average
    assert random.workload and (
        random.workload.max_tokens,
        random.workload.ignore_eos,
        random.workload.content_type,
    ) == (512, True, "random")
    assert random.workload.stop_rule is None  # lengths sampled in [1, 1024]: not one fixed length
    assert any("random_range_ratio 0" in i.reason for i in random.inferred or [])
    assert sharegpt.workload and sharegpt.workload.dataset == "ShareGPT" and sharegpt.workload.max_tokens is None
    assert [round(p.output_tokens.mean or 0, 1) for p in sharegpt.points or [] if p.output_tokens] == [189.1, 192.4]


def test_online_findings() -> None:
    found = codes(ONLINE)
    # 507-534 tokens written against a requested mean of 512.5: consistent, no ST002
    assert found["ST002"] == 0
    assert found["CV001"] == 1  # the two-point sharegpt curve
    assert "AG002" not in found and "SC003" not in found


def test_bare_infinity_rows_are_bursts_of_every_request() -> None:
    records = records_of(OFFLINE)
    assert len(records) == 7  # distinct lengths; the repeated 4096/1024 run stays its own record
    first = records[0].points[0]  # type: ignore[index]
    assert first.request_rate is None and first.concurrency == 3000
    assert records[3].points[0].aggregate_tok_s == pytest.approx(1654.99, abs=0.01)  # type: ignore[index]
    assert records[4].points[0].aggregate_tok_s == pytest.approx(1652.86, abs=0.01)  # type: ignore[index]


def test_deepseek_forced_512_meets_its_length_then_mutation_flips_st002(tmp_path: Path) -> None:
    (record,) = records_of(DEEPSEEK)
    assert record.workload and (record.workload.stop_rule, record.workload.max_tokens) == ("fixed_length", 512)
    assert record.points and record.points[0].output_tokens and record.points[0].output_tokens.mean == 512.0
    assert codes(DEEPSEEK)["ST002"] == 0
    row = read_jsonl(DEEPSEEK)[0]
    row["total_output_tokens"] = 2_560_000  # 256 per request
    assert codes(write_jsonl(tmp_path / "deepseek.jsonl", [row]))["ST002"] == 1


def test_server_info_trace_rate_and_accept_length(tmp_path: Path) -> None:
    row = read_jsonl(ONLINE)[0]
    row.update(
        request_rate="trace", max_concurrency=64, concurrency=41.5, accept_length=2.7,
        server_info={"tp_size": 4, "dp_size": 1, "model_path": "meta-llama/Llama-3.3-70B-Instruct", "version": "0.4.6",
                     "speculative_algorithm": "EAGLE3", "speculative_num_draft_tokens": 4, "max_running_requests": 128},
    )  # fmt: skip
    (record,) = records_of(write_jsonl(tmp_path / "new.jsonl", [row]))
    point = record.points[0]  # type: ignore[index]
    assert (point.concurrency, point.request_rate, point.achieved_concurrency, point.label) == (
        64,
        None,
        41.5,
        "trace replay",
    )
    assert record.system and record.system.parallelism and record.system.parallelism.tensor == 4
    assert record.system.max_concurrent_sequences and record.system.max_concurrent_sequences.source == "process"
    spec = record.speculative_decoding
    assert spec and (spec.enabled, spec.method, spec.num_speculative_tokens, spec.acceptance_length) == (
        True,
        "EAGLE3",
        4,
        2.7,
    )
    row["server_info"]["speculative_algorithm"] = None
    row.pop("accept_length")
    (off,) = records_of(write_jsonl(tmp_path / "off.jsonl", [row]))
    assert off.speculative_decoding and off.speculative_decoding.enabled is False


def test_a_goodput_run_of_the_current_release_is_sglang_not_ambiguous(tmp_path: Path) -> None:
    """bench_serving 0.5.x with --goodput writes request_goodput, a key vLLM writes too, beside
    SGLang's own keys (sglang/benchmark/serving.py, the result dict, and benchmark/goodput.py)."""
    row = dict(read_jsonl(ONLINE)[0])
    row.update(
        {
            "goodput_slos_ms": {"ttft": 200.0},
            "request_goodput": 4.9,
            "slo_attainment": 0.95,
            "slo_attainment_by_metric": {"ttft": 0.95},
        }
    )
    path = write_jsonl(tmp_path / "sglang-oai_1201_64_512_128.jsonl", [row])
    fmt, outcome = import_path(path)
    assert fmt == "sglang"
    assert [code for code, _ in outcome.problems] == []
    # watched failing: a row holding vLLM's own keys too is still refused as ambiguous
    row.update({"num_prompts": 64, "model_id": "m", "tokenizer_id": "m"})
    both = write_jsonl(tmp_path / "both.jsonl", [row])
    assert codes(both)["SC003"] == 1


PEER_ONE_SLOT = (
    Path(__file__).resolve().parents[1] / "data" / "peer-runs" / "sglang" / "one-slot-queue" / "results.jsonl"
)


def test_a_random_ids_run_of_the_current_release_reads_its_lengths(tmp_path: Path) -> None:
    """bench_serving 0.5.23 --dataset-name random-ids (random token ids, no ShareGPT download) is the
    same RandomDataset as "random": random_output_len 64 with random_range_ratio 1 is a fixed length."""
    (record,) = records_of(PEER_ONE_SLOT)
    assert record.workload and (
        record.workload.max_tokens,
        record.workload.stop_rule,
        record.workload.content_type,
    ) == (64, "fixed_length", "random")
    assert [p.concurrency for p in record.points or []] == [1, 2, 4]
    found = codes(PEER_ONE_SLOT)
    assert found["OP002"] == 0 and found["OP004"] == 0
    # a ShareGPT run carries the same random_* keys, which then mean nothing
    rows = [dict(row, dataset_name="sharegpt") for row in read_jsonl(PEER_ONE_SLOT)]
    (sharegpt,) = records_of(write_jsonl(tmp_path / "sharegpt.jsonl", rows))
    assert sharegpt.workload and sharegpt.workload.max_tokens is None and sharegpt.workload.stop_rule is None
    assert codes(tmp_path / "sharegpt.jsonl")["OP002"] == 1


PEER_FOUR_SLOTS = PEER_ONE_SLOT.parents[1] / "multi-slot-batching" / "results.jsonl"


def test_median_tpot_is_the_median_requests_decode_speed(tmp_path: Path) -> None:
    """8 requests at concurrency 1 run in 8 waves: PF001 needs one request's own time, which the
    median TPOT gives (TTFT 2.98 s + 64 tokens at 31.7 tok/s: reading is 59% of a request)."""
    records = records_of(PEER_FOUR_SLOTS)
    first = records[0].points[0]  # type: ignore[index]
    assert first.per_request_decode_tok_s and first.per_request_decode_tok_s.p50 == pytest.approx(31.67, abs=0.01)
    assert codes(PEER_FOUR_SLOTS)["PF001"] == 3  # each level: 8 requests in waves
    rows = [{k: v for k, v in row.items() if k != "median_tpot_ms"} for row in read_jsonl(PEER_FOUR_SLOTS)]
    assert codes(write_jsonl(tmp_path / "no-tpot.jsonl", rows))["PF001"] == 0
