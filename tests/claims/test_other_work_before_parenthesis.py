"""A ratio in the parenthesis right after a phrase that names start-up, loading or waking as what
got faster ("- **FP8 has faster wake operations** (13-33% faster)", "**Quicker start-up** (40%
faster)") compares getting a model ready, not serving it; the same parenthesis after a phase of
inference ("faster decode") is a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TEXT = "- **FP8 has faster {work}** (13-33% faster) due to less memory movement on one A100\n"


@pytest.mark.parametrize("work", ["wake operations", "start-up", "model loading"])
def test_a_ratio_after_other_work_is_no_claim(work: str) -> None:
    assert claims(_TEXT.format(work=work)) == []


def test_a_ratio_after_a_phase_of_inference_is_a_claim() -> None:
    # watched flipping: "wake operations" -> "decode" makes the ratio a claim
    assert [c.text for c in claims(_TEXT.format(work="decode"))] == ["13-33% faster"]
