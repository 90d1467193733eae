"""One vocabulary for a table column that counts each row's GPUs: the header that restates a cell as
the row's GPU count ("| GPUs (count) | ... |" over "4" -> "4 GPUs", "| Tensor parallelism size |"
over "4" -> "TP=4") is the header whose counts a speedup column's rows are compared by (unequal
GPU counts against the 1x row). The two tests used to be two lists that disagreed at the edges: a
"(count)" suffix, "Cards" or "Tensor parallelism size" was one but not the other. A bare "| GPU |"
names the card and counts nothing unless its cells are counts."""

from __future__ import annotations

from tests.claims.helpers import claims, fires

SPEEDUP = (
    "## Scaling\n\n"
    "| {header} | Engine | Speedup |\n"
    "| --- | --- | --- |\n"
    "| {a} | vLLM | 1.00x |\n"
    "| {b} | SGLang | 3.2x |\n"
)
RATE = "## Decode\n\n| Model | {header} | Output tok/s |\n| --- | --- | --- |\n| 8B | {cell} | 412.5 |\n"


def _gpus(header: str, cell: str) -> set[int]:
    claim = next(c for c in claims(RATE.format(header=header, cell=cell)) if c.text.startswith("412.5"))
    return claim.evidence.gpu_counts


def test_a_suffixed_gpu_count_header_is_compared_across_rows() -> None:
    # watched failing before: "(count)" restated the cell but the comparison did not read the column
    assert fires(SPEEDUP.format(header="GPUs (count)", a="1", b="4"), "CP001")
    assert fires(SPEEDUP.format(header="TP (degree)", a="1", b="4"), "CP001")


def test_tensor_parallelism_size_and_cards_state_the_rows_gpu_count() -> None:
    # watched failing before: the comparison read these headers, the row's setup did not
    assert _gpus("Tensor parallelism size", "4") == {4}
    assert _gpus("Cards", "2") == {2}
    assert _gpus("#GPUs", "8") == {8}


def test_equal_counts_and_a_bare_gpu_header_compare_nothing() -> None:
    # near misses: the same count on both rows, or a "GPU" column naming cards, is no unequal comparison
    assert not fires(SPEEDUP.format(header="GPUs (count)", a="4", b="4"), "CP001")
    assert not fires(SPEEDUP.format(header="GPU", a="H100", b="B200"), "CP001")
    assert _gpus("GPU", "RTX 4090") == set()
    assert _gpus("GPU", "2") == set()
