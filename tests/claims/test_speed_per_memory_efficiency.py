"""A speed divided by memory, power or price right after its unit ("0.70 TPS/GB", "0.287 tok/s per
GB", "12 tokens/s/W", "2.9 TPS/$") is an efficiency, as "4x better performance per watt" already
was for ratios: home-lab posts rank quantisations by tokens per second per GB of weights, and
those figures are no speeds with an operating point. A speed per GPU or per user stays a speed."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    "sentence",
    [
        "- Efficiency: 0.70 TPS/GB for the 4-bit quant.",
        "- The 8-bit build reaches 0.287 tok/s per GB of weights.",
        "- On the mini PC that is 1.2 tokens/s/W at the wall.",
        "- Cost: 2.9 TPS/$ per month of rent.",
    ],
)
def test_a_speed_per_memory_power_or_price_is_no_claim(sentence: str) -> None:
    assert [c.text for c in claims(f"# Notes\n\n{sentence}\n")] == []


@pytest.mark.parametrize(
    "sentence",
    [
        "- The 4-bit quant decodes 37.4 TPS on the Mac.",
        "- Eight GPUs give 45 tok/s/GPU at batch 32.",
        "- Each stream gets 30 tok/s per user.",
    ],
)
def test_a_speed_stays_a_claim(sentence: str) -> None:
    # near misses: a bare speed, a per-GPU and a per-user normalisation
    assert [c.kind for c in claims(f"# Notes\n\n{sentence}\n")] == ["throughput"]
