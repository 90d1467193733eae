"""The time of generating, of inference or of a response, cut by a percentage, is a latency cut:
"generation time was cut by 60%", "inference time is reduced by 45% with INT8", "end-to-end
response time dropped by 35%". Only "latency" and its acronyms had been read as the subject of
such a cut. An API's or a page's time, training, compiling and image generation stay no claim.
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("On the 4090, generation time was cut by 60% with the fused kernels.", 60.0),
        ("With INT8 weights, inference time is reduced by 45% on the T4.", 45.0),
        ("End-to-end response time dropped by 35% with the prefix cache.", 35.0),
    ],
)
def test_a_generation_time_cut_is_a_speedup(sentence: str, value: float) -> None:
    found = find_candidates(sentence)
    assert [(c.kind, c.value) for c in found] == [("speedup", value)]
    assert found[0].ratio == pytest.approx(1 / (1 - value / 100))


@pytest.mark.parametrize(
    "sentence",
    [
        "The API response time dropped 30% after adding a CDN.",
        "Our page load time was reduced by 50%.",
        "Training time was reduced by 40%.",
        "Compile time dropped 30%.",
        "Image generation time was cut by 50% with the new scheduler.",
    ],
)
def test_another_time_cut_is_no_claim(sentence: str) -> None:
    assert list(find_candidates(sentence)) == []
