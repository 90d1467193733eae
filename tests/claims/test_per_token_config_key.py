"""A configuration key that counts something per token ("| experts_per_token (top-k) | 4 |", a
model bring-up guide's architecture table) is no per-token latency row, though it reads
"per token"; a key that times a token ("mean_ms_per_token", "time_per_output_token") still is."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = "GPT-OSS-20B on one Trn2 chip:\n\n| Parameter | GPT-OSS-20B |\n|---|---|\n| {label} | 4 |\n"


def test_a_count_per_token_is_no_latency() -> None:
    assert claims(_TABLE.format(label="experts_per_token (top-k)")) == []


@pytest.mark.parametrize("label", ["mean_ms_per_token", "time_per_output_token", "Time per output token (ms)"])
def test_a_key_that_times_a_token_is_a_latency(label: str) -> None:
    # watched flipping: "experts_per_token" -> "mean_ms_per_token" makes the row a per-token latency
    assert [(c.text, c.kind) for c in claims(_TABLE.format(label=label))] == [("4", "latency")]
