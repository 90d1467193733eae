"""A latency cut written without "by": the cutting verb right before the latency and the figure after
it ("SmoothQuant reduces latency 33.8%", "the cache cut decode latency 40%"), or the latency as the
passive subject ("the request latency was reduced 25%", "TTFT has been lowered 18%"). Research
READMEs and release notes drop the "by"; these had been no claim. The latency of a network, a page
load or a start-up, and a cut of memory or of an error rate, stay no claim.
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("sentence", "value", "ratio"),
    [
        ("With W8A8 weights, SmoothQuant reduces latency 33.8% on one A100.", 33.8, 1 / (1 - 0.338)),
        ("The prefix cache cut decode latency 40% on the H100.", 40.0, 1 / 0.6),
        ("Fusing the kernels, lowering TTFT 25-30% for long prompts.", 25.0, 1 / 0.75),
        ("With batching on, the request latency was reduced 25% on the L4.", 25.0, 1 / 0.75),
        ("On the 4090 the per-token latency has been lowered 18%.", 18.0, 1 / 0.82),
    ],
)
def test_a_latency_cut_without_by_is_a_speedup(sentence: str, value: float, ratio: float) -> None:
    found = [c for c in find_candidates(sentence) if c.kind == "speedup"]
    assert [c.value for c in found] == [value]
    assert found[0].ratio == pytest.approx(ratio)


@pytest.mark.parametrize(
    "sentence",
    [
        "The new NIC reduces network latency 30%.",
        "The CDN cut page latency 50%.",
        "Startup latency was reduced 60% by lazy imports.",
        "Cold-start latency was reduced 60% with snapshots.",
        "Compression reduces memory 40% and latency stays flat.",
        "The new loss reduces the error rate 20%.",
    ],
)
def test_another_cut_is_no_latency_claim(sentence: str) -> None:
    assert [c for c in find_candidates(sentence) if c.kind == "speedup"] == []
