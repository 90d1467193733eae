"""A scaling sentence that names both ends of a GPU-count change ("from 1 to 4 H100 GPUs", "going
from two to eight GPUs", "from 2 → 8 cards") sets two GPU counts side by side: a ratio stated
across them compares unequal setups (CP001), as "4 GPUs vs 1 GPU" does. The setup's GPU count
stays the upper end ("4x H100"). A sentence that names only where it ended ("on 4 H100 GPUs")
keeps its verdict."""

from __future__ import annotations

from benchlint.linter.markdown.facts import read_facts
from tests.claims.helpers import fires

_SCALING = "{} raises output throughput from 900 to 3,100 tok/s (3.4x) at batch 32."


def test_both_ends_of_a_count_range_are_gpu_counts() -> None:
    assert read_facts("Scaling from 1 to 4 H100 GPUs at batch 32").gpu_counts == {1, 4}
    assert read_facts("going from two to eight GPUs at batch 32").gpu_counts == {2, 8}
    assert read_facts("moving from 2 → 8 cards at batch 32").gpu_counts == {2, 8}
    assert read_facts("Scaling from 1 to 4 H100 GPUs at batch 32").fields["gpu_count"].phrase.startswith("4")


def test_a_ratio_across_a_count_range_is_unequal() -> None:
    assert fires(_SCALING.format("Scaling from 1 to 4 H100 GPUs"), "CP001")
    assert not fires(_SCALING.format("Running on 4 H100 GPUs"), "CP001")
    # a range of something else ("from 1 to 4 users") counts no GPUs
    assert not fires(_SCALING.format("Scaling from 1 to 4 users on 4 H100 GPUs"), "CP001")
