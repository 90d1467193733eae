"""Two changes written with the figures' order or units left implicit.

A latency said new value first, baseline after ("latency dropped to 120 ms from 300 ms", "time per
output token went down to 18 ms from 25 ms") is the new latency's claim, as "from 300 ms to 120 ms"
is. A rate named by its unit and then changed between two bare figures ("TPS increased from 50 to
80", "tokens per second rose from 40 to 65") claims the new figure. Near misses: a network's
latency, a rate limit raised, a change to a percentage, and a sentence naming no model or
inference at all ("TPS increased from 50 to 80.": TPS may count transactions).
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("sentence", "kind", "value"),
    [
        ("With the overlap scheduler, latency dropped to 120 ms from 300 ms.", "latency", 120.0),
        ("On the H100 the time per output token went down to 18 ms from 25 ms.", "latency", 18.0),
        ("After the kernel rewrite, decode TPS increased from 50 to 80 on the 4090.", "throughput", 80.0),
        ("Tokens per second rose from 40 to 65 with the new kernels.", "throughput", 65.0),
        ("Decode TPS rose from 50 to 80.5, a big jump for Llama 3 8B.", "throughput", 80.5),
    ],
)
def test_the_new_figure_is_the_claim(sentence: str, kind: str, value: float) -> None:
    assert [(c.kind, c.value) for c in find_candidates(sentence)] == [(kind, value)]


@pytest.mark.parametrize(
    "sentence",
    [
        "Network latency dropped to 2 ms from 9 ms after the switch upgrade.",
        "The TPS limit of the Llama endpoint was raised from 50 to 80.",
        "Tokens per second rose from 40 to 65% of the peak.",
        "TPS increased from 50 to 80.",
    ],
)
def test_no_claim(sentence: str) -> None:
    assert [c for c in find_candidates(sentence) if c.kind in ("throughput", "latency")] == []
