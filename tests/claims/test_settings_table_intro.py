"""A run card opens its section with a two-column table of the run's settings ("| field | value |"
over "| Concurrency | 1 |", "| Prompt tokens | 512 |") and lists the results under a sub-heading:
that table is the section's setup, read as the same lines in prose would be. A two-column table
whose cells make a speed claim is a result, not a setup, and states nothing for the tables below."""

from __future__ import annotations

from tests.claims.helpers import absent, claims

_CARD = """# `Qwen3-8B/FP8_tp1_single_stream`

| {key} | value |
|---|---|
| Engine | vllm |
| Concurrency | 1 |
| Prompt tokens | 512 |
| Generated tokens | 256 |

## Metrics

| metric | value |
|---|---:|
| `output_tok_s` | 36.28 |
"""


def test_a_settings_table_under_the_parent_heading_states_the_setup() -> None:
    [claim] = [c for c in claims(_CARD.format(key="field")) if c.text == "36.28"]
    missing = absent(claim)
    assert "concurrency" not in missing
    assert "prompt_length" not in missing
    assert "stop_rule" not in missing


def test_a_table_of_results_states_nothing() -> None:
    # watched failing: under another first header the two-column table is no settings table
    [claim] = [c for c in claims(_CARD.format(key="model")) if c.text == "36.28"]
    assert {"concurrency", "prompt_length", "stop_rule"} <= set(absent(claim))
    results = _CARD.format(key="field").replace("| Engine | vllm |", "| Throughput | 55 tok/s |")
    [claim] = [c for c in claims(results) if c.text == "36.28"]
    assert "prompt_length" in absent(claim)
