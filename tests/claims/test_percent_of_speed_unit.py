"""A percentage change whose measure is named by its unit: "a 0-5% TPS improvement", "a 12% tok/s
gain", "an 8% tokens/s increase". Hands-on posts (llama.cpp, Ollama, MLX on home hardware) call the
speed by its unit, as others say "throughput": "a 45% throughput improvement" was a claim and
"a 12% tok/s improvement" was no claim at all. A percentage of something that is no speed stays
none ("a 5% VRAM increase"), and so does a unit with no change word after it."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    "sentence",
    [
        "- Small models: 0-5% TPS improvement with a higher VRAM limit.",
        "- Flash attention gave a 12% tok/s gain on the 8B model.",
        "- Pinning the threads brought an 8% tokens/s increase on my M2 Max.",
        "- The new build shows a 15% t/s boost in generation.",
    ],
)
def test_a_percent_of_a_speed_unit_is_a_claim(sentence: str) -> None:
    found = claims(f"# Notes\n\n{sentence}\n")
    assert [c.kind for c in found] == ["speedup"]
    assert found[0].text.endswith(("improvement", "gain", "increase", "boost"))


@pytest.mark.parametrize(
    "sentence",
    [
        "- Small models: a 5% VRAM increase with the larger context.",
        "- About 5% TPS of the runs were dropped.",
    ],
)
def test_no_speed_change_stays_none(sentence: str) -> None:
    # near misses: the percentage measures memory, or no change of the unit is said
    assert claims(f"# Notes\n\n{sentence}\n") == []
