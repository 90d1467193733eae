"""A number beside a GPU is not always a count of GPUs: a card's own model number ("the GeForce
RTX 4090 desktop GPU", "on 3090 GPUs"), a date on the line above ("Date: 2025-10-16" over "GPU:
RTX 5060 Ti"), the tail of a decimal ratio ("1.33x M5 Max") or an issue number ("#507 M1 Pro"),
and a product's version before a preposition ("a Pi 5 with Mali GPU"). Read as counts they made a
4090-GPU setup and CP001 comparisons of "4070 GPUs" with "4090 GPUs"; a count written as one
("two RTX 4090 GPUs", "2x 4090", "2048 GPUs") still counts."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts
from tests.claims.helpers import fires, only


@pytest.mark.parametrize(
    ("text", "counts"),
    [
        ("Our GeForce RTX 4070 desktop GPU decodes fastest.", set()),
        ("Date: 2024-11-03 GPU: NVIDIA GeForce RTX 4060 Ti", set()),
        ("It gains 1.42x on an M4 Max and nothing on the M2.", {1}),
        ("Reported in #612 M2 Pro runs.", {1}),
        ("A Rock 5 with Mali GPU runs the 3B model.", set()),
        ("We use two RTX 4090 GPUs here.", {2}),
        ("A 2x 3090 rig.", {2}),
        ("Training ran on 2048 GPUs.", {2048}),
        ("Batch 16 on 4 GPUs.", {4}),
    ],
)
def test_which_numbers_count_gpus(text: str, counts: set[int]) -> None:
    assert read_facts(text).gpu_counts == counts


def test_a_card_model_number_is_no_gpu_count_to_compare() -> None:
    # watched flipping: before the fix '4070x RTX 4070' and '4090x RTX 4090' drew CP001
    text = "The RTX 4070 laptop GPU decodes 40% slower than the RTX 4090 desktop GPU on Llama 3 8B.\n"
    assert not fires(text, "CP001")
    assert fires("Two RTX 4090 GPUs decode 40% faster than one RTX 4090 GPU on Llama 3 8B.\n", "CP001")


def test_a_date_above_the_gpu_line_is_not_its_count() -> None:
    # watched flipping: before the fix the date made '2025x RTX 5060 Ti' a stated count
    doc = "**Date:** 2025-10-16\n**GPU:** NVIDIA GeForce RTX 5060 Ti\n**Throughput:** 79 tok/s\n"
    claim = only(doc)
    assert claim.state("gpu_count") == "partial"
    assert only(doc.replace("**GPU:**", "**GPU:** 1x")).state("gpu_count") == "stated"
