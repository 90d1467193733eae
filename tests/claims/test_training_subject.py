"""Training as the subject that got a ratio: "MXFP8 training achieved 1.28x speedup on a B200
cluster", "Float8 training yields a 1.3x speedup", "the MoE training prototype achieved ~1.45x
speedup". The word "speedup" had counted as an inference word, so these training ratios were
inference speed-up claims. Inference that achieved a ratio, and a training-free method's speedup,
stay claims.
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    "sentence",
    [
        "MXFP8 training achieved 1.28x speedup on a B200 cluster.",
        "Float8 training yields a 1.3x speedup over bf16.",
        "The MoE training prototype achieved **~1.45x speedup** for the MoE layer.",
        "Fine-tuning achieved [2.1x speedup on 8 GPUs](https://example.com/post).",
    ],
)
def test_a_ratio_training_achieved_is_no_claim(sentence: str) -> None:
    assert list(find_candidates(sentence)) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "Int4 inference achieved a 1.9x speedup on the H100.",
        "After fine-tuning, the draft model achieved a 2.1x speedup in decoding.",
    ],
)
def test_a_ratio_inference_achieved_stays_a_claim(sentence: str) -> None:
    assert [c.kind for c in find_candidates(sentence)] == ["speedup"]
