"""A list of labelled times under a heading (or after a lead-in) that names a first-token or
per-token latency states that latency: "## Time to first token" over "- NVIDIA GPUs: 146 to 1830
ms" and "- AMD GPUs: 2.4 to 5 seconds". A bare time had been read only with the metric's name in
its own sentence, so a results list that named the metric once, in its heading, got no finding.
A time listed under another heading ("## Setup": "- Warm-up: 2 s"), a goal ("- Target: 200 ms") and a
setting ("- Timeout: 30 s") keep their verdicts.
"""

from __future__ import annotations

from tests.claims.helpers import claims

_HEAD = "# How fast do local models run with llama.cpp\n\n"


def test_a_labelled_time_under_a_latency_heading_is_that_latency() -> None:
    text = _HEAD + (
        "## Time to first token\n\n"
        "- NVIDIA GPUs: 146 to 1830 ms, with older cards slower.\n"
        "- AMD GPUs: 2.4 to 5 seconds.\n"
        "- Apple GPUs: 2029 ms to 20 seconds.\n"
    )
    found = claims(text)
    assert [(c.kind, c.value, c.unit) for c in found] == [
        ("latency", 146.0, "ms"),
        ("latency", 2.4, "s"),
        ("latency", 2029.0, "ms"),
    ]


def test_a_lead_in_naming_the_latency_is_enough() -> None:
    text = _HEAD + "## Results\n\nThe chart shows the time-to-first-token results.\n\n- CPUs: 8 to 78 seconds.\n"
    assert [(c.kind, c.value) for c in claims(text)] == [("latency", 8.0)]


def test_other_timed_lists_keep_their_verdicts() -> None:
    text = _HEAD + (
        "## Setup\n\n- Timeout: 30 s\n- Warm-up: 2 s\n\n## Time to first token\n\n- Target: 200 ms\n- Timeout: 30 s\n"
    )
    assert claims(text) == []
