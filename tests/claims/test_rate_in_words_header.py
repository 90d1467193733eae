"""A column headed by a rate written in words with 'sec' ("| Batch size | Total tokens per sec |",
a CPU inference guide's batch table) holds speeds, as "Tokens/sec" and "tokens per second" do;
a header naming no rate ("Total tokens") holds counts."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "On one Xeon 8480 socket, LLaMA2-7B INT8 greedy decoding, 1024 input and 128 output tokens:\n\n"
    "| Batch size | {header} |\n|:---:|:---:|\n|  1  |  26.32  |\n|  8  |  170.21  |\n"
)


@pytest.mark.parametrize("header", ["Total tokens per sec", "Tokens-per-sec", "Tokens/sec", "Tokens per second"])
def test_a_rate_in_words_heads_a_speed_column(header: str) -> None:
    assert [(c.text, c.kind) for c in claims(_TABLE.format(header=header))] == [
        ("26.32", "throughput"),
        ("170.21", "throughput"),
    ]


def test_a_header_naming_no_rate_holds_counts() -> None:
    # watched flipping: "Total tokens per sec" -> "Total tokens" leaves no claim
    assert claims(_TABLE.format(header="Total tokens")) == []
