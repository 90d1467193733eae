"""A results page generated from a JSON record lists its metrics as a program names them, the unit
glued on as a suffix ("| `output_tok_s` | 77.9 |", "| `tpot_p50_ms` | 22.6 |"): each such row is a
speed or a per-token latency, read as "output tok/s" or "tpot p50 (ms)" would be (a 4x3090
benchmark catalog's run pages had no finding at all). A name that carries no unit
("`vram_peak_mib`", "`num_prompts`") stays what it was."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.tables import identifier_as_words
from tests.claims.helpers import claims

PAGE = (
    "# `laguna-dflash/short-512x256-c2`\n\n"
    "## Metrics\n\n| metric | value |\n|---|---:|\n"
    "| {rate} | 77.94 |\n| {latency} | 22.6 |\n| `vram_peak_mib` | 92076 |\n"
)


def test_metric_rows_named_as_identifiers_with_a_unit_suffix_are_claims() -> None:
    text = PAGE.format(rate="`output_tok_s`", latency="`tpot_p50_ms`")
    assert [c.text for c in claims(text)] == ["77.94", "22.6"]


def test_the_same_rows_without_the_unit_suffix_are_not() -> None:
    # watched flipping: without "_tok_s" and "_ms" the names say no unit, and the rows are no claims
    text = PAGE.format(rate="`output_tokens`", latency="`tpot_p50`")
    assert [c.text for c in claims(text)] == ["22.6"]  # TPOT alone names a per-token latency
    text = PAGE.format(rate="`output_tokens`", latency="`prompt_p50`")
    assert [c.text for c in claims(text)] == []


@pytest.mark.parametrize(
    ("label", "words"),
    [
        ("`output_tok_s`", "output tok/s"),
        ("decode_tokens_per_sec", "decode tokens/s"),
        ("req_s", "req/s"),
        ("`itl_p50_ms`", "itl p50 (ms)"),
        ("benchmark_prefill_tokens", "benchmark prefill tokens"),
        ("Output tok/s", "Output tok/s"),  # not an identifier: unchanged
    ],
)
def test_identifier_as_words(label: str, words: str) -> None:
    assert identifier_as_words(label) == words
