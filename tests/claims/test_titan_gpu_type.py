"""NVIDIA's Titan cards and the K80 are GPU types: "two Titan RTXs" and "a GTX Titan X" state the
GPU count as "two A100s" does; a card named without its model ("a Titan") states none."""

from __future__ import annotations

import pytest

from tests.claims.helpers import only

_TABLE = "{setup}\n\n| Model | Generation time |\n|---|---|\n| GPT-J-6B | 0.05s per token |\n"


@pytest.mark.parametrize(
    "setup",
    [
        "On a machine with two Titan RTXs (24GB each), we get these timings.",
        "Measured on one GTX Titan X.",
        "Measured on a single K80.",
    ],
)
def test_a_titan_or_k80_with_a_count_states_the_gpu_count(setup: str) -> None:
    assert only(_TABLE.format(setup=setup)).state("gpu_count") == "stated"


def test_a_card_named_without_its_model_states_no_count() -> None:
    # watched failing before the fix: "two Titan RTXs" left the count absent, as this sentence does
    claim = only(_TABLE.format(setup="On a machine with two Titans, we get these timings."))
    assert claim.state("gpu_count") == "absent"
