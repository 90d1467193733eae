"""A ratio of sample or data efficiency (how much a training run learns per example) is a quality
gain, not a speed-up; the same ratio of decoding speed is a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize("measure", ["sample-efficiency", "data efficiency"])
def test_a_sample_efficiency_ratio_is_no_claim(measure: str) -> None:
    assert claims(f"For this LLM, the new optimizer gives:\n\n* ~1.4x better {measure}\n") == []


def test_a_decoding_speed_ratio_in_the_same_place_is_a_claim() -> None:
    # watched failing before the fix: "sample-efficiency" was read as a speed-up too
    assert [c.text for c in claims("For this LLM, the new kernel gives:\n\n* ~1.4x faster decoding\n")] == ["1.4x"]
