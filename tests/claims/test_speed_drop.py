"""A drop of a named speed or phase, maybe a range ("a 20–35% decode drop at conc ≥ 4", "a 12%
throughput drop") is a speed claim (a fall); a drop of another quantity ("a 30% memory drop") is
none (a warm-prompt guide's MoE caveat was lost)."""

from __future__ import annotations

from tests.claims.helpers import claims

_TEXT = "Qwen3-30B-A3B (MoE) shows a 20–35% {what} drop at batch 4 on one M4 Max that the dense models do not.\n"


def test_a_decode_drop_is_a_claim() -> None:
    found = [(c.text, c.kind) for c in claims(_TEXT.format(what="decode"))]
    assert found == [("20–35% decode drop", "speedup")]


def test_a_memory_drop_is_none() -> None:
    # watched flipping: memory is no speed
    assert claims(_TEXT.format(what="memory")) == []
