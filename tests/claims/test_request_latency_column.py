"""A column whose header names a whole request's latency ("Mean latency", "Avg Latency (ms)",
"Response time (s)", Japanese "平均レイテンシ", Chinese "平均延迟") holds one latency claim per
row, in the unit its cells (seconds, milliseconds, 秒) or its header give, where no column of the
table gives a speed (beside one, the row's claim is that speed): a comparison of local models and
hosted APIs often lists nothing but latency. Only in a table whose caption, headings,
headers or row labels name LLM inference (Ollama, a Qwen model, tok/s): a serialiser's or a
forecasting model's "Latency (ms)" column is another program's time."""

from __future__ import annotations

from tests.claims.helpers import absent, claims


def _latencies(text: str) -> list[str]:
    return [c.text for c in claims(text) if c.kind == "latency"]


def test_a_mean_latency_column_in_seconds_holds_claims() -> None:
    table = "| Provider | Model | Mean latency | Std |\n|---|---|---|---|\n| Ollama | qwen2.5:3b | 0.368s | 0.079s |\n"
    assert _latencies(table) == ["0.368s"]


def test_a_japanese_latency_column_in_byou_holds_claims() -> None:
    table = (
        "| プロバイダー | モデル | 平均レイテンシ | 標準偏差 |\n|---|---|---|---|\n"
        "| **Ollama (ローカル)** | qwen2.5:7b | **0.817秒** | 0.460秒 |\n"
    )
    [claim] = claims(table)
    assert claim.text == "0.817秒" and "concurrency" in absent(claim)


def test_bare_milliseconds_under_a_unit_header_are_claims() -> None:
    table = "| Engine | Model | Avg Latency (ms) |\n|---|---|---|\n| llama.cpp | Qwen3 8B | 6160.0 |\n"
    assert _latencies(table) == ["6160.0"]


def test_beside_a_speed_column_the_row_claim_is_the_speed() -> None:
    table = "| Model | Output tok/s | Mean latency (s) |\n|---|---|---|\n| Qwen3 8B | 1846 | 17.750 |\n"
    assert [c.text for c in claims(table)] == ["1846"]


def test_a_latency_column_of_another_program_is_no_claim() -> None:
    table = (
        "| Library | Latency (ms) | RSS diff (MiB) |\n|---|---|---|\n| orjson | 105 | 105 |\n| json | 1,481 | 295 |\n"
    )
    assert claims(table) == []


def test_a_first_token_column_is_not_a_request_latency() -> None:
    table = "| Provider | Model | TTFT |\n|---|---|---|\n| Ollama | qwen2.5:3b | 0.368s |\n"
    assert _latencies(table) == []
