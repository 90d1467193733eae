"""llama.cpp llama-bench JSONL (pp512 / tg128 at several depths, one repetition)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.importers._support import codes, corpus, findings, import_path, read_jsonl, records_of, write_jsonl

LLAMA = corpus("llama-bench/llama32-1b.default-hip.jsonl")
GPT_OSS = corpus("llama-bench/gpt-oss-20b.default-hip.jsonl")


@pytest.mark.parametrize(
    ("path", "tg128", "pp512"), [(LLAMA, 195.653022, 4703.284998), (GPT_OSS, 49.924186, 1472.012844)]
)
def test_each_test_is_one_single_stream_record(path: Path, tg128: float, pp512: float) -> None:
    fmt, outcome = import_path(path)
    assert fmt == "llama-bench" and outcome.problems == []
    records = [i.record for i in outcome.records]
    assert len(records) == 10
    prefill, decode = records[0], records[1]
    assert prefill.points and prefill.points[0].prefill_tok_s == pp512 and prefill.points[0].aggregate_tok_s is None
    assert decode.points and decode.points[0].aggregate_tok_s == tg128
    assert decode.aggregation == "mean_of_repetition_rates"
    assert (decode.points[0].concurrency, decode.points[0].output_tokens_total, decode.repeats) == (1, 128, 1)
    assert decode.workload and (
        decode.workload.stop_rule,
        decode.workload.max_tokens,
        decode.workload.content_type,
    ) == ("fixed_length", 128, "random")
    assert decode.speculative_decoding and decode.speculative_decoding.enabled is False
    assert (
        decode.system
        and decode.system.gpus
        and (decode.system.gpus.count, decode.system.gpus.type) == (1, "Radeon 8060S Graphics")
    )
    assert {"points[0].concurrency", "system.gpus.count", "workload.stop_rule"} <= {
        i.field for i in decode.inferred or []
    }
    deepest = records[9]
    assert deepest.workload and deepest.workload.prompt_tokens and deepest.workload.prompt_tokens.mean == 65536


def test_findings_on_the_decode_tests() -> None:
    found = codes(LLAMA)
    assert found["AG002"] == 0 and found["OP001"] == 0 and found["OP006"] == 0 and found["SC003"] == 0
    assert found["RP001"] == 10  # one repetition each


def test_watched_failing_rate_disagreeing_with_its_samples(tmp_path: Path) -> None:
    rows = read_jsonl(LLAMA)
    rows[1]["avg_ts"] = 400.0  # samples_ns still say 128 tokens in 0.654 s = 195.7 tok/s
    (found,) = findings(write_jsonl(tmp_path / "bench.jsonl", rows), "AG002")
    assert found.line == 2


def test_json_array_output_and_unknown_key(tmp_path: Path) -> None:
    rows = read_jsonl(LLAMA)[:2]
    rows[1]["n_kv_shared"] = 1  # a newer build's field
    path = tmp_path / "bench.json"
    path.write_text(__import__("json").dumps(rows), encoding="utf-8")
    fmt, outcome = import_path(path)
    assert fmt == "llama-bench" and len(outcome.records) == 2
    ((code, problem),) = outcome.problems
    assert code == "unknown-keys" and "n_kv_shared" in problem.message and problem.json_path == "$[1].n_kv_shared"
    assert records_of(path)[1].points[0].aggregate_tok_s == 195.653022  # type: ignore[index]


# llama-bench prints this table on stdout (-o md, the default), here saved as a .txt
TABLE = Path(__file__).resolve().parent / "data" / "llama_bench_stdout.txt"


def test_markdown_table(tmp_path: Path) -> None:
    fmt, outcome = import_path(TABLE)
    assert fmt == "llama-bench" and outcome.problems == []
    prefill, decode, deep = (i.record for i in outcome.records)
    assert prefill.points and prefill.points[0].prefill_tok_s == 4703.28
    assert decode.points and (decode.points[0].aggregate_tok_s, decode.points[0].concurrency) == (195.65, 1)
    assert deep.workload and deep.workload.prompt_tokens and deep.workload.prompt_tokens.mean == 4096
    assert decode.provenance and decode.provenance.tool_version == "6865 (1c1409e1)"
    assert decode.system and (decode.system.model, decode.system.gpus) == ("llama 1B Q4_K - Medium", None)
    assert outcome.records[1].field_map["$.points[0].aggregate_tok_s"].line == 4
    # watched failing: a cut row is reported at its line, the others still import
    lines = TABLE.read_text(encoding="utf-8").splitlines()
    lines[3] = lines[3][:60]
    cut = tmp_path / "cut.md"
    cut.write_text("\n".join(lines) + "\n", encoding="utf-8")
    _, broken = import_path(cut)
    assert [(code, v.line) for code, v in broken.problems] == [("unreadable", 4)]
    assert len(broken.records) == 2
