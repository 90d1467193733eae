"""A sentence whose figures belong to a named encoder or vision model ("GPU Distill BERT: latency:
118ms, throughput: 73.3 qps", an inference server's GKE benchmark notes) holds no LLM-inference
claim, as a table row naming one does; the same sentence about a language model is read."""

from __future__ import annotations

from tests.claims.helpers import claims

_TEXT = "On one T4 at batch 1, GPU {model}: latency: 118ms, throughput: 73.3 qps\n"


def test_an_encoder_models_figures_are_no_claims() -> None:
    assert claims(_TEXT.format(model="Distill BERT")) == []


def test_the_same_figures_of_a_language_model_are_read() -> None:
    # watched flipping: "Distill BERT" -> "Llama 3 8B" makes both figures claims
    assert [c.text for c in claims(_TEXT.format(model="Llama 3 8B"))] == ["118ms", "73.3 qps"]
