"""In a comparison table's row labelled for speed ("| **Performance** | Highest raw performance
(H100) | 67-83% of H100 |"), a cell giving a share of a named GPU's is a speed ratio (0.67); the
same share in a row of another aspect ("Cost") or of a model's ("95% of GPT-4", a score) is no
claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = (
    "| Aspect | GPU (H100/A100) | Custom Silicon (trn2/inf2) |\n"
    "|---|---|---|\n"
    "| {label} | Highest raw performance (H100) | {cell} |\n"
)


def test_a_share_of_a_gpus_performance_is_a_ratio() -> None:
    found = claims(_TABLE.format(label="**Performance**", cell="67-83% of H100"))
    assert [(c.kind, round(c.evidence.ratio or 0, 2)) for c in found] == [("speedup", 0.67)]


@pytest.mark.parametrize(
    ("label", "cell"),
    [("**Cost**", "67-83% of H100"), ("**Performance**", "95% of GPT-4"), ("**Performance**", "67-83% of peak")],
)
def test_another_share_is_no_claim(label: str, cell: str) -> None:
    # watched flipping: "**Performance**" -> "**Cost**" leaves no claim
    assert claims(_TABLE.format(label=label, cell=cell)) == []
