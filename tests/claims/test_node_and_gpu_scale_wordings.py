"""Unequal setups written without "N GPUs vs M GPUs" (CP001): a size as an adjective ("a dual-GPU
rig ... a single RTX 3090", "an 8-GPU deployment"), both ends of a change ("from one GPU to eight",
"from 1 node to 4 nodes"), and a per-node or per-GPU figure compared with a setup of a stated size
("22,000 TPS per node, 3.1x higher than the 4-node baseline"). A scale both sides of a comparison ran
at ("at 2 nodes ... at 8 nodes, TP is 2x slower than CP") and a per-node figure compared with another
engine on the same cluster set no unequal setups against each other."""

from __future__ import annotations

from benchlint.linter.markdown.facts import per_unit_against, scale_counts
from tests.claims.helpers import fires


def test_adjective_and_range_counts_are_read() -> None:
    assert scale_counts("The dual-GPU rig beats a single-node box") == {("GPU", 2), ("node", 1)}
    assert scale_counts("Moving from one GPU to eight raised it") == {("GPU", 1), ("GPU", 8)}
    assert scale_counts("Going from 1 node to 4 nodes") == {("node", 1), ("node", 4)}
    assert scale_counts("At 2 nodes CP wins; at 8 nodes TP is slower") == frozenset()


def test_an_adjective_size_against_a_single_gpu() -> None:
    text = "The {}-GPU rig is 1.7x faster than a single RTX 3090 for Llama-70B decoding."
    assert fires(text.format("dual"), "CP001")
    assert not fires(text.format("single"), "CP001")


def test_both_ends_of_a_change() -> None:
    assert fires("Moving from one GPU to eight raised throughput 6.8x on H100.", "CP001")
    text = "Going from 1 node to {} nodes increased throughput from 5,000 to 17,500 tok/s."
    assert fires(text.format(4), "CP001")
    assert not fires(text.format(1), "CP001")


def test_a_per_node_figure_against_a_sized_baseline() -> None:
    assert per_unit_against("22,000 TPS per node, 3.1x higher than the 4-node baseline") is not None
    text = "Each node reaches 22,000 TPS per node, 3.1x higher than {}."
    assert fires(text.format("the 4-node baseline"), "CP001")
    assert not fires(text.format("vLLM on the same cluster"), "CP001")


def test_the_scale_both_sides_ran_at_is_no_unequal_setup() -> None:
    assert not fires("At 2 nodes, CP vs TP latency differs by ~15%; at 8 nodes, TP is ~2x slower.", "CP001")
