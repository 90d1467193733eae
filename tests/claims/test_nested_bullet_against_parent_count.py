"""A nested bullet that states a change at one GPU count under a parent bullet naming another
("- With 4 T4 GPUs:" over "  - decoding throughput improves from 0.83 tok/s (1 GPU) to 3.86 tok/s")
sets the two sizes against each other (CP001): the parent says what the change scaled to. A nested
bullet that changes nothing, or whose parent names the same count, compares no unequal setups."""

from __future__ import annotations

from tests.claims.helpers import fires

DOC = (
    "## Multi-GPU scaling\n\n"
    "- With {parent} T4 GPUs:\n"
    "  - OPT-30B decoding throughput {change} at batch 64 with 512-token prompts and 32 output tokens.\n"
)


def test_a_change_under_a_parent_of_another_size() -> None:
    assert fires(DOC.format(parent=4, change="improves from 0.83 tok/s (1 GPU) to 3.86 tok/s"), "CP001")


def test_no_change_or_the_same_size_stays_quiet() -> None:
    assert not fires(DOC.format(parent=1, change="improves from 0.83 tok/s (1 GPU) to 3.86 tok/s"), "CP001")
    assert not fires(DOC.format(parent=4, change="is 0.83 tok/s on 1 GPU"), "CP001")
