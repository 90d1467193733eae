"""Frames per second and speech recognition's real-time factor name another kind of model: a
table with an "RTF / GPU" column measures an ASR model, and a sentence whose rate is in fps a
vision model, whatever ratio or throughput they add."""

from __future__ import annotations

from tests.claims.helpers import claims

_TABLE = """| input length | Concurrency | {column} | Throughput |
|---|---|---|---|
| 5s | 50 | 0.0010 | 204 |
| 5s | 100 | 0.0009 | 225 |
"""


def test_a_table_with_a_real_time_factor_column_is_no_claim() -> None:
    assert claims(_TABLE.format(column="RTF / GPU")) == []


def test_the_same_table_with_a_token_column_stays_a_claim() -> None:
    # watched failing: the column header is the one change
    assert [c.text for c in claims(_TABLE.format(column="TPOT (ms)"))] != []


def test_a_ratio_beside_a_rate_in_fps_is_no_claim() -> None:
    text = "On the 310P the model peaks at batch size 8 with {rate}, 0.81x the best T4 result."
    assert claims(text.format(rate="298.7 fps")) == []
    assert [c.text for c in claims(text.format(rate="298.7 tok/s"))] != []
