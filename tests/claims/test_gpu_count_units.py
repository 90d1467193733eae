"""A number is a GPU count only when it counts the GPUs: a power draw or a memory size before
the word ("180 W vs GPU 1", "a 16 GB laptop GPU") and the first digits of a memory size before
a card's number ("her 16 GB 4080") count nothing. Counts written with words between them and
the noun ("4 local GPUs", "8 80GB H100s", "2 RTX 4090 GPUs") are still read."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts


@pytest.mark.parametrize(
    "text",
    [
        "GPU 0 sat at 41% / 180 W vs GPU 1 at 77%.",
        "It runs on her 16 GB 4080 at home.",
        "Measured on a 16 GB laptop GPU.",
    ],
)
def test_a_unit_before_the_noun_is_no_gpu_count(text: str) -> None:
    # watched failing: 180, 1 (from "16 GB 4080") and 16 were read as GPU counts
    assert read_facts(text).gpu_counts == set()


@pytest.mark.parametrize(
    ("text", "count"),
    [("Served on 4 local GPUs.", 4), ("Two nodes of 8 80GB H100s.", 8), ("On 2 RTX 4090 GPUs.", 2), ("On 2x 4080.", 2)],
)
def test_a_count_with_words_before_the_noun_is_read(text: str, count: int) -> None:
    assert count in read_facts(text).gpu_counts


def test_two_readings_no_longer_make_a_comparison() -> None:
    # a row naming one GPU and a power figure before "vs GPU" compares no GPU counts
    from tests.claims.helpers import only

    row = (
        "| cfg | Rig | TPS | Notes |\n|---|---|---:|---|\n"
        "| a.yml | 2x 3090 | 90.4 | GPU 0 at 180 W vs GPU 1 at 150 W |\n"
    )
    assert only(row).evidence.gpu_counts == {2}
