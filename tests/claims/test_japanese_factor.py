"""Japanese writes a speed-up as the factor before the word for fast: "クラウドAPIの4.7倍高速"
(4.7 times as fast as the cloud API), "3倍速い", "2倍の速度". Such a factor is a ratio claim, as
"4.7x faster" is; a factor of something else ("3倍のメモリ", three times the memory) is not."""

from __future__ import annotations

from tests.claims.helpers import claims


def test_a_factor_before_fast_is_a_speedup() -> None:
    found = claims("- **クラウドAPIの4.7倍高速**\n")
    assert [(c.text, c.kind) for c in found] == [("4.7倍高速", "speedup")]


def test_a_factor_before_speed_is_a_speedup() -> None:
    assert [c.text for c in claims("新しいカーネルでデコードが2倍の速度になりました。\n")] == ["2倍の速度"]


def test_a_factor_of_memory_is_no_claim() -> None:
    assert claims("この構成は3倍のメモリを使います。\n") == []
