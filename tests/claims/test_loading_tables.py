"""A table whose caption or heading says its runs load the model ("Every checkpoint was loaded
ten times", "Cold Model Load Benchmark") times getting the weights ready, not serving them: its
speed-ups are no inference claims. A caption that loads the model and names a serving speed
("we load the model once and report decode speed") keeps the table's claims."""

from __future__ import annotations

from tests.claims.helpers import claims

TABLE = (
    "# Results\n\n"
    "## {heading}\n\n"
    "{caption}\n\n"
    "| Model | Baseline (s) | Ours (s) | Speedup |\n|---|---|---|---|\n| Llama-3-70B | 41.2 | 5.1 | 8.1x |\n"
)


def _speedups(heading: str, caption: str) -> set[str]:
    return {c.text for c in claims(TABLE.format(heading=heading, caption=caption)) if "8.1" in c.text}


def test_a_caption_that_loads_the_models_times_loading() -> None:
    assert not _speedups("Cached runs", "Every checkpoint was loaded ten times from a local NVMe disk.")
    assert not _speedups("Cached runs", "This test loads the same model repeatedly on one H100.")


def test_a_load_benchmark_heading_times_loading() -> None:
    assert not _speedups("Cold Model Load Benchmark", "One H100, weights on local NVMe.")


def test_a_caption_that_names_a_serving_speed_keeps_its_claims() -> None:
    # watched flipping: the same caption with decode speed named is about serving the loaded model
    assert _speedups("Cached runs", "We load the model once and compare decode speed on one H100.")
    assert _speedups("Results on one H100", "Time per request, 512 input and 128 output tokens.")
