"""Community posts name a GeForce card of the GTX 10 and 16 series by its number alone, after a
count, as they do the RTX cards ("my 3090"): "my 1080 Ti" is one GTX 1080 Ti, "two 1070s" two
GTX 1070s, "a 1660 Super" one GTX 1660. NVIDIA's L20, AMD's MI300A and the RTX 4090D are GPU
models too. A number of tokens ("a 1050-token prompt") and a resolution ("1080p") name no card."""

from __future__ import annotations

import pytest

from tests.claims.helpers import only


@pytest.mark.parametrize(
    ("sentence", "count"),
    [
        # watched failing: each was read as no GPU at all (or a count with no model)
        ("Mistral 7B Q4 decodes at 30 tok/s at batch 1 on my 1080 Ti.", 1),
        ("Mistral 7B Q4 decodes at 45 tok/s at batch 1 split across two 1070s.", 2),
        ("Mistral 7B Q4 decodes at 18 tok/s at batch 1 on a 1660 Super.", 1),
        ("Qwen 72B decodes at 900 tok/s at batch 32 on 8x L20.", 8),
        ("Qwen 72B decodes at 1,400 tok/s at batch 32 on 4 MI300A.", 4),
        ("Qwen 7B decodes at 110 tok/s at batch 1 on one RTX 4090D.", 1),
    ],
)
def test_a_consumer_card_number_states_the_gpu_count(sentence: str, count: int) -> None:
    claim = only(sentence + "\n")
    assert claim.facts["gpu_count"].state == "stated", sentence
    assert claim.evidence.gpu_counts == {count}


@pytest.mark.parametrize(
    "sentence",
    [
        "Mistral 7B Q4 decodes at 30 tok/s at batch 1 with a 1050-token prompt.",
        "Mistral 7B Q4 decodes at 30 tok/s at batch 1 while a game renders at 1080p.",
    ],
)
def test_a_number_that_is_no_card_states_no_gpu(sentence: str) -> None:
    claim = only(sentence + "\n")
    assert claim.state("gpu_count") == "absent"
