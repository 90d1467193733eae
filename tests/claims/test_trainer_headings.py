"""A document or section headed by a training loop's API ("# HF Trainer Comparison", "## SFTTrainer
throughput") measures training: its tokens/sec and per-device ratios are a training run's, as under
a heading that names training. A heading that names no trainer ("# HF Serving Comparison") keeps
the same table's claims, and so does one that also names inference."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

DOC = """# {title}

## Data

| Metric | Cluster A | Cluster B |
|---|---|---|
| `tokens/sec` | 2,010.5 | 2,744.1 |
| `tokens/sec/gpu` | 251.3 | 114.3 |
"""


@pytest.mark.parametrize("title", ["HF Trainer Comparison", "SFTTrainer throughput on two clusters"])
def test_a_trainer_document_makes_no_claims(title: str) -> None:
    # watched failing: all four cells were throughput claims
    assert [c.text for c in claims(DOC.format(title=title))] == []


@pytest.mark.parametrize("title", ["HF Serving Comparison", "Trainer vs inference server decode speed"])
def test_the_same_table_elsewhere_keeps_its_claims(title: str) -> None:
    assert len(claims(DOC.format(title=title))) == 4
