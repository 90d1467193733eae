"""A row of ratios under the rows it compares ("| **Ratio** | 1.25x | 6.50x |" under the batch-1 and
batch-8 rows, "| Throughput increase* | **1.21x** |" under "| Ours | **3030** |") has both
sides of each ratio in its own column: the baseline is a row of the same table, measured under its
setup, so CP003 has its baseline point. The sides were looked for only in the columns where the
ratio's own row holds plain figures, which a row of ratios (or of bold figures) has none of. A
ratio row whose column holds no pair making it still lacks its baseline."""

from __future__ import annotations

from tests.claims.helpers import verdicts

BATCH = (
    "## Batching on one CPU socket\n\n"
    "| Batch size | Token latency (ms) | Total tokens per sec |\n"
    "|:---:|:---:|:---:|\n"
    "| 1 | 40 | 26.00 |\n"
    "| 8 | 50 | 169.00 |\n"
    "| ***Ratio*** | 1.25x | {ratio} |\n"
)
BOLD = (
    "## Serving efficiency\n\n"
    "| H100 | Model-8B | Model-70B |\n"
    "|---|---|---|\n"
    "| Engine-A | 2500 | 410 |\n"
    "| Engine-B | 2380 | 395 |\n"
    "| Ours | **3030** | **533** |\n"
    "| Throughput increase* | **{ratio}** | **1.30x** |\n\n"
    "Generation throughput of each engine (Unit: tokens/second).\n"
)


def _cp003(text: str, ratio: str) -> list[str]:
    return verdicts(text, "CP003").get(ratio, ["(no claim)"])


def test_a_ratio_row_made_by_its_column_has_its_baseline() -> None:
    # watched failing before: both ratios were flagged
    assert _cp003(BATCH.format(ratio="6.50x"), "6.50x") == []
    assert _cp003(BOLD.format(ratio="1.21x"), "1.21x") == []


def test_a_ratio_row_its_column_does_not_make_keeps_the_finding() -> None:
    # near miss: 4.00x is no quotient of 26.00 and 169.00, 1.90x none of the column's figures
    assert _cp003(BATCH.format(ratio="4.00x"), "4.00x") != []
    assert _cp003(BOLD.format(ratio="1.90x"), "1.90x") != []
