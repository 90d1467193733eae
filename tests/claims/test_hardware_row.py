"""A run summary written as a two-column table ("| Parameter | Value |") names its hardware in a row
of its own: "| GPU | 1x L40S |", "| Hardware | 8x H100 SXM |", "| Accelerator | 4x MI300X |". The
cell is restated as prose names it ("hardware: 8x H100 SXM"), so the summary's throughput row states
the GPU count and type, as its concurrency and length rows already did; the row was not read. In a
wider table a row labelled "GPU" is one of the results ("| GPU | Nvidia T4 | 25.86 |") and stays a
claim; a dashed cell names no hardware."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

SUMMARY = (
    "## Run summary\n\n"
    "| Parameter | Value |\n|---|---|\n"
    "| Concurrency | 16 |\n| Input length | 512 tokens |\n| {label} | {cell} |\n"
    "| Output throughput | 1,234 tok/s |\n"
)


def _speed(label: str, cell: str):
    return next(c for c in claims(SUMMARY.format(label=label, cell=cell)) if c.text.startswith("1,234"))


@pytest.mark.parametrize(
    ("label", "cell", "count"),
    [
        ("GPU", "1x L40S", 1),
        ("Hardware", "8x H100 SXM", 8),
        ("Accelerator", "4x MI300X", 4),
        ("Device", "one RTX 4090", 1),
    ],
)
def test_a_hardware_row_states_the_runs_gpus(label: str, cell: str, count: int) -> None:
    # watched failing before: the GPU count was absent in every case
    claim = _speed(label, cell)
    assert claim.evidence.gpu_counts == {count} and claim.state("gpu_count") == "stated"


def test_a_dashed_hardware_cell_states_nothing() -> None:
    assert _speed("GPU", "-").state("gpu_count") == "absent"


def test_a_gpu_row_of_a_wider_table_is_a_result() -> None:
    text = (
        "## Tokens per second, 5 runs\n\n| Compute Type | Compute Name | Tokens/Sec |\n|---|---|---|\n"
        "| CPU | Laptop CPU (8 core) | 8.00 |\n| GPU | Nvidia T4 | 25.86 |\n"
    )
    assert {"8.00", "25.86"} <= {c.text for c in claims(text)}
