"""A row labelled with a degree of parallelism ("Data Parallelism | 4", "Expert Parallelism | 32") in
a test environment's field table is a setting, not a figure, even when the caption above names a
speed unit ("... distorts token rates"); a row that names a speed in the same table stays a claim
(a TPU serving cookbook's environment tables were read as speeds this way)."""

from __future__ import annotations

from tests.claims.helpers import claims

_DOC = (
    "# Serving\n\n### Speed\n\n"
    "> This row uses ISL=1024, OSL=1024 and `max_concurrency=128`. Do not set the reasoning parser for raw\n"
    "> throughput runs; it adds per-token CPU work that distorts token rates.\n\n"
    "| Field | Value |\n|---|---|\n| Hardware | TPU v7x-16 (4 nodes x 4 chips) |\n| {label} | 4 |\n"
)


def test_a_parallelism_row_is_a_setting() -> None:
    assert [c.text for c in claims(_DOC.format(label="Data Parallelism"))] == []
    assert [c.text for c in claims(_DOC.format(label="Expert Parallelism degree"))] == []


def test_a_speed_row_in_the_same_table_is_a_claim() -> None:
    # watched flipping: the row now names what was measured
    assert [c.text for c in claims(_DOC.format(label="Decode rate"))] == ["4"]
