"""Setup columns named the way data-frame dumps and run logs name them: "nrGPUs", "Number of
GPUs", "gpu_count" give each row its GPU count (a count without a type: partly stated), and
"Streams" gives each row's concurrency. A "GPU" column names a type, not a count."""

from __future__ import annotations

import pytest

from tests.claims.helpers import only


@pytest.mark.parametrize("header", ["nrGPUs", "Number of GPUs", "gpu_count", "#GPUs"])
def test_a_gpu_count_column_states_each_rows_count(header: str) -> None:
    # watched failing for "nrGPUs", "Number of GPUs" and "gpu_count": the count was not read
    claim = only(f"| model | {header} | throughput (tok/s) |\n|---|---:|---:|\n| coder-7b | 4 | 310.2 |\n")
    assert claim.state("gpu_count") == "partial"
    assert 4 in claim.evidence.gpu_counts


def test_a_gpu_type_column_is_no_count() -> None:
    claim = only("| model | GPU | throughput (tok/s) |\n|---|---|---:|\n| coder-7b | 4 | 310.2 |\n")
    assert claim.evidence.gpu_counts == set()


def test_a_streams_column_states_each_rows_concurrency() -> None:
    # watched failing: "Streams" named no setting, so the row's concurrency was unstated
    claim = only("| Streams | Total TPS |\n|---|---:|\n| 3 | 126.5 |\n")
    assert claim.state("concurrency") == "stated"
    assert claim.evidence.concurrency == {3}
