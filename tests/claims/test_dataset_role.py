"""A run summary's "Dataset" row ("| Parameter | Value |" over "| Dataset | ShareGPT |", beside
"| Concurrency | 16 |" and "| Output throughput | 1,234 tok/s |") names the dataset the run's prompts
came from: the cell is restated as prose names it, "dataset: ShareGPT", as the concurrency and
length rows already were, and the throughput row states its content type. The tables module's list
of roles named the dataset, but no role read it, so the row was lost (a "Dataset" column beside the
figures was already read with its row). A dashed cell names no dataset and leaves the content type
unstated; a score table with a dataset column still holds no claims."""

from __future__ import annotations

import pytest

from tests.claims.helpers import absent, claims

SUMMARY = (
    "## Run summary\n\n"
    "| Parameter | Value |\n|---|---|\n"
    "| Concurrency | 16 |\n| Input length | 512 tokens |\n| {label} | {cell} |\n"
    "| Output throughput | 1,234 tok/s |\n"
)
COLUMNS = "## Results\n\n| Model | {label} | Batch | Output tok/s |\n|---|---|---|---|\n| 8B | {cell} | 4 | 210.5 |\n"


def _speed(text: str):
    return next(c for c in claims(text) if c.text.startswith(("1,234", "210.5")))


@pytest.mark.parametrize("label", ["Dataset", "Benchmark dataset", "Data set"])
@pytest.mark.parametrize("cell", ["ShareGPT", "in-house-logs-v2"])
def test_a_dataset_row_states_the_runs_content(label: str, cell: str) -> None:
    # watched failing before: content type was absent in every case
    assert "content_type" not in absent(_speed(SUMMARY.format(label=label, cell=cell)))


def test_a_dataset_column_is_read_with_its_row_as_before() -> None:
    assert "content_type" not in absent(_speed(COLUMNS.format(label="Dataset", cell="in-house-logs-v2")))


@pytest.mark.parametrize("table", [SUMMARY, COLUMNS])
def test_a_dashed_dataset_cell_states_nothing(table: str) -> None:
    assert "content_type" in absent(_speed(table.format(label="Dataset", cell="-")))


def test_a_score_table_with_a_dataset_column_holds_no_claims() -> None:
    text = "## Accuracy\n\n| Model | Dataset | Score |\n|---|---|---|\n| 8B | gsm8k | 0.81 |\n"
    assert claims(text) == []
