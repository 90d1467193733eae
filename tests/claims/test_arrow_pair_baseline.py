"""A change written as its two sides joined by an arrow, with no "from" ("0.84 → 1.26 req/s",
"1,397ms → 522ms", "2,365 -> 1,581 ms"), or a ratio against a named setup followed by that setup's
figure in brackets ("+34% vs NVFP4 (65.0)") gives the ratio's baseline: two figures whose quotient
is the stated ratio (CP003 stays quiet), as "from 0.84 to 1.26 req/s" already does. A ratio whose
arrow pair does not make it keeps CP003."""

from __future__ import annotations

from tests.claims.helpers import fires


def test_an_arrow_pair_that_makes_the_ratio_is_its_baseline() -> None:
    assert not fires("- Throughput went up by 50% (0.84 → 1.26 req/s) at two workers.", "CP003")
    assert not fires("- Mean TTFT: 1,397ms → 522ms (2.7x) with the new runtime.", "CP003")
    assert not fires("- P50 latency is 33% lower: 2,365 -> 1,581 ms.", "CP003")


def test_a_bracketed_figure_after_the_compared_setup_is_its_baseline() -> None:
    assert not fires("- INT4: **86.9 tok/s** → +34% vs NVFP4 (65.0) on one GB10.", "CP003")


def test_pairs_that_do_not_make_the_ratio_keep_the_finding() -> None:
    assert fires("- Throughput went up by 80% (0.84 → 1.26 req/s) at two workers.", "CP003")
    assert fires("- INT4: **86.9 tok/s** → +60% vs NVFP4 (65.0) on one GB10.", "CP003")
