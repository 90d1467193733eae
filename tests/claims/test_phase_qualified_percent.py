"""A percentage whose measure is qualified by a phase ("delivering **15-20% decode throughput
improvement** compared to standard KV cache layouts", "a 12% decoding speed increase") is a speed
ratio, as "a 14.9% output throughput increase" is; the same phase before another quantity
("15% decode memory reduction") is none."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TEXT = "On MI300X this layout delivers **15-20% decode {measure}** compared to standard KV cache layouts.\n"


@pytest.mark.parametrize("measure", ["throughput improvement", "speed increase"])
def test_a_phase_qualified_speed_percentage_is_a_claim(measure: str) -> None:
    assert [c.kind for c in claims(_TEXT.format(measure=measure))] == ["speedup"]


def test_a_phase_qualified_memory_percentage_is_none() -> None:
    # watched flipping: "throughput improvement" -> "memory reduction" leaves no claim
    assert claims(_TEXT.format(measure="memory reduction")) == []
