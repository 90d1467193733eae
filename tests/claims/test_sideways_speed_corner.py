"""A sideways table whose corner names a speed with its unit ("| Decode (tok/s) | 1 | 8 | 16 |")
gives that unit to every row's bare figures, as a latency corner ("| TPOT p50, ms | 1 | 8 |")
already gives its measure; a corner that names no unit ("| Engine | 1 | 8 |") gives none."""

from __future__ import annotations

from tests.claims.helpers import claims

TABLE = (
    "Decode of Llama 3 8B on one H100:\n\n| {corner} | 1 | 8 | 16 |\n|---|---|---|---|\n"
    "| vLLM | 50.1 | 300.2 | 520.3 |\n"
)


def test_speed_corner_gives_every_row_its_unit() -> None:
    for corner in ("Decode (tok/s)", "Throughput, tok/s"):
        found = claims(TABLE.format(corner=corner))
        assert [(c.text, c.unit) for c in found] == [("50.1", "tok/s"), ("300.2", "tok/s"), ("520.3", "tok/s")]


def test_a_corner_naming_no_unit_gives_none() -> None:
    assert claims(TABLE.format(corner="Engine")) == []
