"""A row label that names a measure's goal after the measure ("| **TPOT target** | 6+ tokens/s |",
"| P99 TTFT SLO | 250 ms |", "| Latency budget | 40 ms |") holds a goal, as a label that opens
with "Target" already did; the measure's own row ("| TPOT | 4.1 ms |") stays a claim, and so does
speculative decoding's target model named in a row ("| Llama 70B target | 21 tok/s |")."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

TABLE = "Qwen3-8B on one L4, 16 concurrent chat users.\n\n| Metric | Value |\n|---|---|\n| {label} | {value} |\n"


@pytest.mark.parametrize(
    ("label", "value"), [("**TPOT target**", "6+ tokens/s"), ("P99 TTFT SLO", "250 ms"), ("Latency budget", "40 ms")]
)
def test_a_measures_goal_row_is_no_claim(label: str, value: str) -> None:
    # watched failing before on the tokens/s row (the two latency rows were already read as goals by
    # the goal word before their figure; kept here as the same pattern)
    assert claims(TABLE.format(label=label, value=value)) == []


@pytest.mark.parametrize(
    ("label", "value"), [("TPOT", "4.1 ms"), ("Output throughput", "6 tokens/s"), ("Llama 70B target", "21 tok/s")]
)
def test_a_measured_row_stays_a_claim(label: str, value: str) -> None:
    assert len(claims(TABLE.format(label=label, value=value))) == 1
