"""A rate named for decoding by its unit ("Decode token/s", "decoding tok/s") times the generated
tokens alone, as "decode speed" does: a short output under it is no prefill-dominated figure."""

from __future__ import annotations

from tests.claims.helpers import fires

_TABLE = """Qwen, FP32, prompt length 2, one warm-up and three measured generations:

| New tokens | {column} | Peak engine bytes |
|---:|---:|---:|
| 32 | 97.51 | 1,978,185,740 |
"""


def test_a_decode_rate_column_is_not_prefill_dominated() -> None:
    assert not fires(_TABLE.format(column="Decode token/s"), "PF001")
    assert not fires(_TABLE.format(column="decoding tok/s"), "PF001")


def test_a_plain_rate_column_with_a_short_output_is() -> None:
    # watched failing: without the decode word, 32 generated tokens are a prefill-bound figure
    assert fires(_TABLE.format(column="token/s"), "PF001")
