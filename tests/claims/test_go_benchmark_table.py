"""A table that reports Go's testing benchmarks (rows named "BenchmarkClassifyBatch_Size1", a
"ns/op" metric) times functions of a program, whatever rate a row adds: no inference claim. The
same table with a model's row label and metric stays one."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TABLE = """## Results

| Benchmark | Metric | Baseline | Current | Change |
|---|---|---|---|---|
| {label} | {metric} | 10.50ms | 10.12ms | -3.62% |
|  | Throughput | 97.60 tok/s | 98.78 tok/s | +1.21% |
"""


@pytest.mark.parametrize(
    ("label", "metric"),
    [
        ("BenchmarkClassifyBatch_Size1", "P95 Latency"),
        ("BenchmarkDecode-8", "P95 Latency"),
        ("Llama-3-8B decode", "ns/op"),
    ],
)
def test_a_go_benchmark_table_holds_no_inference_claim(label: str, metric: str) -> None:
    assert claims(_TABLE.format(label=label, metric=metric)) == []


def test_a_model_row_with_a_latency_metric_is_still_a_claim() -> None:
    # watched failing: the one cell that matters, the row label, changed from a Go benchmark to a model
    assert [c.text for c in claims(_TABLE.format(label="Llama-3-8B decode", metric="P95 Latency"))] == [
        "97.60 tok/s",
        "98.78 tok/s",
        "+1.21%",  # the throughput row's signed change (test_signed_percent_speed_row)
    ]
