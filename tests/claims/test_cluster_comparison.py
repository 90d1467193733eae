"""A cluster written as nodes times GPUs ("4 nodes × (2 × RTX 4090)", "Distributed 4-node RTX
4090") set against fewer GPUs or one GPU: the comparison is across unequal setups (CP001)."""

from __future__ import annotations

from benchlint.linter.markdown.facts import read_facts
from tests.claims.helpers import fires


def test_nodes_times_gpus_per_node_is_the_setups_gpu_count() -> None:
    assert read_facts("4 nodes × (2 × RTX 4090) reach 12 req/s.").gpu_counts == {8}
    assert read_facts("2 nodes of 8 H100s serve it.").gpu_counts == {16}
    # the count per node is not a setup of its own
    assert 2 not in read_facts("4 nodes × (2 × RTX 4090) reach 12 req/s.").gpu_counts


def test_a_cluster_ratio_against_local_cards_is_unequal() -> None:
    text = (
        "Increasing to 4 local cards shows almost no additional throughput; {} nodes × (2 × RTX 4090) overcome"
        " these limits: at 16 QPS, it achieves ≈12 req/s (≈1.5× the H100)."
    )
    assert fires(text.format(4), "CP001")  # 8 GPUs against 4 cards
    assert not fires(text.format(2), "CP001")  # 4 GPUs against 4 cards


def test_cards_count_gpus_but_model_cards_do_not() -> None:
    assert read_facts("Increasing to 4 local cards adds nothing.").gpu_counts == {4}
    assert read_facts("See the two model cards.").gpu_counts == set()


def test_a_multi_node_cluster_against_a_single_gpu_is_unequal() -> None:
    text = "Distributed {}-node RTX 4090 outperforms a single H100 in raw requests throughput (12 req/s at 16 QPS)."
    assert fires(text.format(4), "CP001")
    assert not fires(text.format(1), "CP001")  # one node against one GPU


def test_a_single_gpu_is_one_machine_only_where_the_sentence_compares() -> None:
    assert fires("Across 4 nodes it is faster than a single H100: 12 req/s.", "CP001")
    assert not fires("Across 4 nodes it serves 12 req/s; a single H100 was also tested.", "CP001")
