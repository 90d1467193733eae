"""More wordings that set a figure against a setup of another size (CP001): fewer or more devices
named by their type or as a share ("with 4x fewer H100s", "on half as many GPUs"), one count given
instead of another ("using only 2 GPUs instead of 8"), and a sized baseline named before the per-node
figure ("versus the baseline's 2 nodes, the per-node throughput is 2.2x higher"). The same sentences
with equal sizes, or fewer of something that is no device ("4x fewer tokens"), stay quiet."""

from __future__ import annotations

from tests.claims.helpers import fires


def test_fewer_devices_by_type_or_share() -> None:
    text = "It matches the baseline's throughput with 4x fewer {}, serving 3,000 tok/s at batch 64."
    assert fires(text.format("H100s"), "CP001")
    assert not fires(text.format("tokens"), "CP001")
    assert fires("It serves 2,400 tok/s on half as many GPUs as vLLM needs.", "CP001")


def test_one_count_instead_of_another() -> None:
    text = "Using only 2 GPUs instead of {}, we reach 1.3x the throughput of the baseline."
    assert fires(text.format(8), "CP001")
    assert not fires(text.format(2), "CP001")


def test_a_sized_baseline_named_before_the_per_node_figure() -> None:
    text = "Versus {}, the per-node throughput is 2.2x higher at 18,000 TPS."
    assert fires(text.format("the baseline's 2 nodes"), "CP001")
    assert not fires(text.format("vLLM on the same cluster"), "CP001")


def test_a_multiple_of_a_sized_setups_per_node_figure() -> None:
    text = "Each node reaches 22,000 TPS, 3.1x the per-node throughput of {}."
    assert fires(text.format("the 4-node baseline"), "CP001")
    assert not fires(text.format("vLLM on this cluster"), "CP001")
