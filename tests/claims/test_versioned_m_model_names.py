"""A model whose name carries a dotted "M" version ("MiniMax M2.5", "a M2.1 checkpoint") names no
Apple chip: Apple's M-series parts are numbered M1 to M5 with no decimals, so "M2.5" is a release
number of a model, and a speed stated with it has no device at all. Before, the chip pattern
matched the "M2" of "M2.5", so the claim read a GPU type (a partial GPU state) and OP006 was
silent on posts that name no hardware. A bare chip ("an M2 Max", "Apple M3", "M4." at a
sentence's end) stays one.
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts
from tests.claims.helpers import fires


@pytest.mark.parametrize(
    "sentence",
    [
        "MiniMax M2.5 Q3_K_M runs at 32.8 tok/s in llama-server.",
        "The M2.1 checkpoint at 4-bit gives 37.4 tok/s.",
        "Our MiniMax M2.1 (230B) run decodes 25.98 tokens/s.",
    ],
)
def test_a_dotted_m_version_is_no_apple_chip(sentence: str) -> None:
    facts = read_facts(sentence)
    assert facts.gpu_types == []
    assert facts.gpu_counts == set()
    assert fires(f"# Notes\n\n{sentence}\n", "OP006")


@pytest.mark.parametrize(
    "sentence",
    [
        "On my M2 Max the 8B model runs at 41 tok/s.",
        "It decodes 41 tok/s on an Apple M3.",
        "Qwen3 8B runs at 41 tok/s on the MacBook Pro M4.",
    ],
)
def test_an_apple_chip_stays_one_gpu(sentence: str) -> None:
    # near miss: the chip without a version decimal is still the machine's one GPU
    facts = read_facts(sentence)
    assert facts.gpu_types
    assert not fires(f"# Notes\n\n{sentence}\n", "OP006")
