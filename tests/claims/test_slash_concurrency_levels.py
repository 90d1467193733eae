"""Concurrency levels written with slashes ("At concurrency 1/8/32 we get 410/1,620/2,950 tok/s",
"concurrency levels: 1 / 4 / 16") are a list of levels, as "1, 8 and 32" is: the figures across
them are a curve, so CV001 stays quiet. One level ("concurrency 32") is still a single point, and
a slash pair after another word ("ISL/OSL 1024/128") is no concurrency."""

from __future__ import annotations

from benchlint.linter.markdown.facts import read_facts
from tests.claims.helpers import fires


def test_slash_separated_levels_are_a_list() -> None:
    assert read_facts("At concurrency 1/8/32 we get 410/1,620/2,950 tok/s").concurrency == {1, 8, 32}
    assert read_facts("concurrency levels: 1 / 4 / 16, 2 GPUs").concurrency == {1, 4, 16}
    assert read_facts("ISL/OSL 1024/128 at concurrency 32").concurrency == {32}


def test_a_figure_across_slash_levels_is_a_curve() -> None:
    assert not fires("At concurrency 1/8/32 we get 410/1,620/2,950 tok/s.", "CV001")
    assert fires("At concurrency 32 we get 2,950 tok/s.", "CV001")
