"""A latency changed by an amount of time is a speedup claim: "TTFT improved by 120 ms", "the
cache cuts P99 TTFT by 40 ms", "the fused kernel shaves 3 ms off each decode step". Only a change
by a percentage or from one time to another had been read, so the delta of a release note or a
tuning write-up got no finding. The change states no factor (its baseline latency is missing), so
the claim has no ratio and CP003 asks for the baseline. A network's, a page's or a build's time
stays no claim.
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates
from tests.claims.helpers import fires

_LLM = "Notes on serving Llama 3 8B with vLLM on one L4.\n\n"


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("TTFT improved by 120 ms after the scheduler rewrite.", 120.0),
        ("Time to first token was cut by 40 ms with prefix caching.", 40.0),
        ("Decode latency rose by 8 ms after the upgrade.", 8.0),
        ("Prefix caching cuts P99 TTFT by 40 ms for repeated system prompts.", 40.0),
        ("The new sampler reduces per-token latency by about 2 ms.", 2.0),
        ("The fused attention kernel shaves 3 ms off each decode step.", 3.0),
        ("Prefix caching knocks 200 ms off TTFT.", 200.0),
        ("CUDA graphs trim 1.5 ms off every token.", 1.5),
    ],
)
def test_a_latency_changed_by_time_is_a_speedup_without_a_ratio(sentence: str, value: float) -> None:
    found = find_candidates(sentence)
    assert [(c.kind, c.value, c.ratio) for c in found] == [("speedup", value, None)]


def test_the_change_asks_for_its_baseline() -> None:
    assert fires(_LLM + "Prefix caching shaves 200 ms off TTFT.\n", "CP003")


@pytest.mark.parametrize(
    "sentence",
    [
        "Network latency dropped by 5 ms after the switch upgrade.",
        "The new CDN cuts page latency by 80 ms.",
        "It shaves 2 seconds off the build.",
        "We took 10 ms off the network round trip.",
        "TTFT went from 300 ms to 180 ms.",
    ],
)
def test_another_time_change_keeps_its_verdict(sentence: str) -> None:
    assert [c.kind for c in find_candidates(sentence) if c.kind == "speedup"] == []
