"""A list item led by the load level as sweep plots abbreviate it, lower-case and glued ("- c30:
Stable ~50K tok/s", "- c30 likely 2x higher"), states its concurrency, as "c=30" does; a
capitalised "C4:" (a data set) and a "c30" inside running text do not."""

from __future__ import annotations

import pytest

from tests.claims.helpers import only


@pytest.mark.parametrize(
    ("line", "stated"),
    [
        ("- c30: Stable ~50K tok/s aggregate prefill", True),
        ("- **c100**: 587 tok/s aggregate output", True),
        ("- c30 reached 50K tok/s aggregate prefill", True),
        ("- C4: 7.2 ppl, 50 tok/s on the eval box", False),
        ("- Stable ~50K tok/s aggregate prefill", False),
        ("- Stable ~50K tok/s as in the c30 run", False),
    ],
)
def test_a_glued_load_label_states_concurrency(line: str, stated: bool) -> None:
    # watched failing: the first three read concurrency as absent before the label was read
    assert (only(line + "\n").state("concurrency") != "absent") is stated
