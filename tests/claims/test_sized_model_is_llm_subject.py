"""A speedup whose sentence names a model by its size in billions of parameters ("this 28-layer, 3B
parameter model") or its GGUF quantization ("Q4_K_M") is about a language model, whatever else its
paragraph names: the next line of a CPU-vs-GPU bullet said the layers were assigned "at load time",
and the load-time subject took the speedup away. A sentence naming neither keeps its paragraph's
subject."""

from __future__ import annotations

from tests.claims.helpers import claims

BULLET = (
    "llama.cpp on an RTX 3050 laptop GPU, 10 requests, 50 output tokens each.\n\n"
    "- **GPU is 2.95× faster** for this 28-layer, {what}.\n"
    "  All layers fit on the RTX 3050 (28 layers assigned to CUDA0 at load time).\n"
)


def test_a_speedup_for_a_sized_model_is_a_claim() -> None:
    found = [c.text for c in claims(BULLET.format(what="3B parameter model"))]
    assert any("2.95×" in text for text in found)


def test_a_speedup_for_a_gguf_quantized_network_is_a_claim() -> None:
    found = [c.text for c in claims(BULLET.format(what="network with Q4\\_K\\_M quantization"))]
    assert any("2.95×" in text for text in found)


def test_a_speedup_naming_no_model_keeps_its_paragraphs_load_time_subject() -> None:
    # watched flipping: the same bullet without the model's size names no LLM, and its paragraph
    # speaks of load time, so the ratio is no inference claim
    found = [c.text for c in claims(BULLET.format(what="network"))]
    assert not any("2.95×" in text for text in found)
