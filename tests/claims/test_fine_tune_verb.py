"""The verb fine-tune governing a ratio ("Fine-tune Llama 3 2x faster") speeds up training, as
train does; a fine-tuned model that runs faster is inference."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    ("training", "inference"),
    [
        ("- Fine-tune 3x faster with LoRA", "- Generate 3x faster with LoRA"),
        ("- Fine-tune Llama 3 8B 2x faster on one A100", "- Serve Llama 3 8B 2x faster on one A100"),
        ("- Finetune Mistral 7B 30% faster", "- Run Mistral 7B 30% faster"),
    ],
)
def test_fine_tune_governing_a_ratio_is_training(training: str, inference: str) -> None:
    # watched failing: each fine-tune line gave a claim before
    assert claims(training) == []
    assert claims(inference) != []


def test_a_fine_tuned_model_running_faster_stays_a_claim() -> None:
    assert claims("- Fine-tuned models run 2x faster with our engine") != []
