"""A tokens/s figure whose sentence names neither training nor inference takes its paragraph's
subject: in a paragraph that says "we train on sequence length of 8192", "reaching ~10000 tokens
per second, per device" is a training throughput; the same paragraph about serving keeps it."""

from __future__ import annotations

from tests.claims.helpers import claims

PARAGRAPH = (
    "In our example, we use an 8B Llama 3.1 model with a hidden dimension of 4096 and we {verb} "
    "sequences of 8192 tokens. Using FP8 reaches ~10000 tokens per second, per device on 8x H100 GPUs.\n"
)


def test_a_rate_in_a_training_paragraph_is_no_claim() -> None:
    assert claims(PARAGRAPH.format(verb="train on")) == []


def test_the_same_rate_in_a_serving_paragraph_is_a_claim() -> None:
    # watched failing: "serve" in place of "train on" (the one change) makes it an inference rate
    assert [c.text for c in claims(PARAGRAPH.format(verb="serve"))] == ["10000 tokens per second"]


RATIO = (
    "We use an 8B Llama 3.1 model and we {verb} sequences of 8192 tokens. FP8 improves performance by "
    "~25% over bf16, reaching ~10000 tokens per second per device.\n"
)


def test_a_ratio_of_the_training_rate_in_its_sentence_is_training_too() -> None:
    # watched failing before: the rate was dropped as training and its ratio stayed a claim
    assert claims(RATIO.format(verb="train on")) == []
    assert {c.text for c in claims(RATIO.format(verb="serve"))} == {"25%", "10000 tokens per second"}
