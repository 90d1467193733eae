"""A table turned on its side whose corner names the measure ("| TPOT p50, ms | 1 | 8 | 16 |") has
bare numbers for headers: what they count is said only by the caption or heading ("TPOT by
concurrency", "Throughput across batch sizes"). Where it says so, each column's figures were taken
at that load level; where nothing says what the numbers are, the concurrency stays unknown."""

from __future__ import annotations

from tests.claims.helpers import claims

TABLE = (
    "{caption}\n\n| {corner} | 1 | 8 | 16 |\n|---|---|---|---|\n"
    "| vLLM | 7.1 | 8.4 | 10.2 |\n| SGLang | 6.9 | 8.0 | 9.8 |\n"
)


def _states(caption: str, corner: str = "TPOT p50, ms") -> set[str]:
    return {c.state("concurrency") for c in claims(TABLE.format(caption=caption, corner=corner))}


def test_caption_says_the_headers_are_load_levels() -> None:
    assert _states("TPOT by concurrency level, Llama 3 8B on one H100:") == {"stated"}
    assert _states("### Inter-token latency across batch sizes", corner="ITL p99, ms") == {"stated"}


def test_headers_that_nothing_explains_count_nothing() -> None:
    # near miss: the same table with a caption that does not say what 1/8/16 are
    assert _states("TPOT of Llama 3 8B on one H100:") == {"absent"}
