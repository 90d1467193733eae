"""A ratio that names the serving measure it compares is a serving speed-up even against a "cold
start" ("~9x faster TTFT compared to cold-start": a cold prefix cache), while a bare ratio against a
cold start is a start-up's ("61-88% faster than cold starts"). A latency whose percentile follows
its name falls as any latency does ("TPOT p99 drops from 24.32ms to 15.89ms", "ITL p99 improves
dramatically from 142.70ms to 21.71ms") (a KV-cache offload project's README and P/D notes)."""

from __future__ import annotations

from tests.claims.helpers import claims


def _texts(text: str) -> list[str]:
    return [c.text for c in claims(text)]


def test_a_named_serving_measure_against_cold_start_is_a_claim() -> None:
    text = "The warm-start path achieves **~9x faster TTFT** compared to cold-start on one H100.\n"
    assert _texts(text) == ["9x"]


def test_a_bare_ratio_against_cold_start_is_a_startup() -> None:
    # watched flipping: without the measure, the ratio is the start-up's
    assert _texts("The warm-start path is **~9x faster** compared to cold-start on one H100.\n") == []


def test_a_percentile_after_the_latency_name() -> None:
    text = "TPOT p99 drops from 24.32ms to 15.89ms, and ITL p99 improves dramatically from 142.70ms to 21.71ms.\n"
    assert _texts(text) == ["15.89ms", "21.71ms"]
