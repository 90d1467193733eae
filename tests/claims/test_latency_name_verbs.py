"""A per-token or first-token latency named before its figure takes more verbs and qualifiers:
"per-token latency sits at 18 ms", "TTFT hovers around 300 ms", "TPOT came in at 21 ms", "time to
first token of roughly 200 ms", "TTFT dropped to 18 ms", "TTFT: ~1,400 ms", and the time per
token named by its phase, "decode time per token: 22 ms". Only "is", "was", "of", "at" and a few
others, with one qualifier, had been read between the name and the figure. A network's latency and
a time per step stay no claim.
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("Per-token latency sits at 18 ms on the 4090.", 18.0),
        ("TTFT hovers around 300 ms under load.", 300.0),
        ("TPOT came in at 21 ms with CUDA graphs.", 21.0),
        ("Time to first token of roughly 200 ms on one L4.", 200.0),
        ("With the prefix cache, TTFT dropped to 18 ms.", 18.0),
        ("TTFT: ~1,400 ms on the CPU", 1400.0),
        ("Decode time per token: 22 ms.", 22.0),
    ],
)
def test_a_named_latency_is_read_through_more_verbs(sentence: str, value: float) -> None:
    assert [(c.kind, c.value) for c in find_candidates(sentence)] == [("latency", value)]


@pytest.mark.parametrize(
    "sentence",
    [
        "Network latency sits at 5 ms.",
        "Time per step is 4 s.",
        "The page latency hovers around 300 ms.",
    ],
)
def test_another_time_keeps_its_verdict(sentence: str) -> None:
    assert find_candidates(sentence) == []
