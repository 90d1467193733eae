"""The hardware scale a ratio was measured at, written after it as one compound word or with an
article ("outperforms existing systems by 1.3-2.0x for single-node, multi-GPU inference", "by 2x on
a single node"), says where it was measured, not that it counts nodes or GPUs: the ratio stays a
speed ratio. A ratio of the nodes or GPUs themselves ("2x more nodes") is none (a serving system's
README headline was lost this way)."""

from __future__ import annotations

from tests.claims.helpers import claims

_TEXT = "FlexFlow Serve outperforms existing LLM serving systems by 1.3-2.0x {tail}.\n"


def _ratios(text: str) -> list[str]:
    return [c.text for c in claims(text) if c.kind == "speedup"]


def test_a_compound_scale_after_the_ratio_keeps_it() -> None:
    assert _ratios(_TEXT.format(tail="for single-node, multi-GPU inference")) == ["1.3-2.0x"]


def test_a_scale_with_an_article_keeps_it() -> None:
    assert _ratios(_TEXT.format(tail="on a single node")) == ["1.3-2.0x"]


def test_a_ratio_of_nodes_is_none() -> None:
    # watched flipping: the ratio now counts the nodes themselves
    assert _ratios("The new cluster has 2x more nodes for multi-GPU inference.\n") == []


def test_a_compound_scale_before_another_quantity_is_none() -> None:
    # the scale is skipped, the memory after it still decides
    assert _ratios("The sharded checkpoint needs 2x for single-node memory than before.\n") == []
