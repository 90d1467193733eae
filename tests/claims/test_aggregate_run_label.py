"""A run label that names its measurement kind beside its load ("int4_tp4_aggregate_c64",
"fp8-aggregate-16") says its figure is the aggregate over the load's requests, as the word
"aggregate" in prose already did; joined by underscores or hyphens the word had read as no
aggregation and drawn OP007 on every aggregate row of a results table. A file or a field that
only starts with the word ("aggregate_results.json") says nothing about the figure."""

from __future__ import annotations

from tests.claims.helpers import claims

HEAD = "# Runs\n\n| run | conc | primary metric |\n|---|---:|---:|\n"


def _states(*rows: tuple[str, str, str]) -> list[str]:
    text = HEAD + "".join(f"| {run} | {conc} | {value} output tok/s |\n" for run, conc, value in rows)
    return [c.state("aggregation") for c in claims(text)]


def test_an_aggregate_label_states_the_aggregation() -> None:
    # watched failing: both rows read no aggregation
    assert _states(("qwen/int4_tp4_aggregate_c64", "64", "294.7"), ("qwen/fp8-aggregate-16", "16", "175.1")) == [
        "stated",
        "stated",
    ]


def test_a_file_named_aggregate_states_nothing() -> None:
    assert _states(("see aggregate_results.json", "64", "294.7")) == ["absent"]
