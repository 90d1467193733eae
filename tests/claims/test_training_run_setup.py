"""A table whose caption or lead-in says its runs are training runs measures training: activation
checkpointing (kept only for a backward pass) in the caption, or "training configurations" named
as what the tables below hold; the same tables with a serving setting stay claims."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "| Recipe | TPS/GPU | Memory(GiB) |\n| --- | ---: | ---: |\n"
    "| FSDP | 4,210 | 61.0 |\n| FSDP + Float8 | 5,980 | 58.4 |\n"
)


@pytest.mark.parametrize(
    ("training", "serving"),
    [
        (
            "**Table 2** Llama 8B on 8 GPUs. Local batch size 4. Full activation checkpointing.",
            "**Table 2** Llama 8B on 8 GPUs. Local batch size 4. Full prefix caching.",
        ),
        (
            "Throughput results and the training configurations are in the tables below.",
            "Throughput results and the serving configurations are in the tables below.",
        ),
    ],
)
def test_a_training_caption_makes_the_rows_training(training: str, serving: str) -> None:
    assert claims(f"### Results\n\n{training}\n\n{_TABLE}") == []
    # watched failing before the fix: both captions left the two rows as claims
    assert [c.text for c in claims(f"### Results\n\n{serving}\n\n{_TABLE}")] == ["4,210", "5,980"]
