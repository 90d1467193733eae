"""A document's title heads every section under it however long the tables between them run: a
wide results table is hundreds of cells, and "# Training Benchmarks" still says what the third
table under it measures (the heading chain used to look at most 400 blocks above a heading for the one before it)."""

from __future__ import annotations

from tests.claims.helpers import claims

_COLUMNS = ["Model", "SeqLen", "GPUs", "Precision", "MicroBatch", "Sharding", "Mode", "Nodes", "Tokens/sec"]


def _wide_table(rows: int, first: int) -> str:
    header = "| " + " | ".join(_COLUMNS) + " |\n" + "|---" * len(_COLUMNS) + "|\n"
    body = "".join(f"| 7b | 2048 | 8 | bf16 | 4 | full | pure | 1 | {first + r} |\n" for r in range(rows))
    return header + body


def _doc(title: str) -> str:
    # a table of 450 cells between two sections' headings
    return (
        f"# {title}\n\n## Cluster A\n\n{_wide_table(2, 1000)}\n## Cluster B\n\n{_wide_table(50, 2000)}\n"
        f"## Cluster C\n\n{_wide_table(2, 3000)}"
    )


def test_a_table_far_below_a_training_title_measures_training() -> None:
    assert [c.text for c in claims(_doc("Model Training Benchmarks"))] == []


def test_the_same_tables_under_a_serving_title_stay_claims() -> None:
    # watched failing before the fix: the last table's rows were claims under the training title
    found = [c.text for c in claims(_doc("Model Serving Benchmarks"))]
    assert {"1000", "2049", "3000", "3001"} <= set(found)
