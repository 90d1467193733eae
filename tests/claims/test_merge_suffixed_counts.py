"""Two engines' results merged into one data frame and printed as a table keep each side's count
columns with the merge suffix ("| model | nrGPUs_hf | tok/s_hf | nrGPUs_vllm | tok/s_vllm | speedup |"):
"nrGPUs_hf" is the GPU count of the "hf" side. Read as the count role the name carries, each row
states its GPU counts, and a speedup over a side run on other GPUs compares unequal setups (CP001).
A row whose two sides ran on the same count compares nothing unequal; a suffixed name whose stem is
no count ("speedup_x") is no setting."""

from __future__ import annotations

from tests.claims.helpers import claims, fires

TABLE = (
    "## Engine comparison\n\n"
    "|    | model   |   nrGPUs_hf |   tokens/s_hf |   nrGPUs_vllm |   tokens/s_vllm | speedup |\n"
    "|---:|:--------|------------:|--------------:|--------------:|----------------:|:--------|\n"
    "|  0 | model-a |           {a} |          22.0 |             {b} |           110.3 | 5.0X    |\n"
)


def test_a_merge_suffixed_gpu_count_states_each_sides_gpus() -> None:
    # watched failing before: no GPU count was read and CP001 did not fire
    speedup = next(c for c in claims(TABLE.format(a=2, b=1)) if c.text == "5.0X")
    assert speedup.evidence.gpu_counts == {1, 2}
    assert fires(TABLE.format(a=2, b=1), "CP001")


def test_equal_counts_compare_nothing_unequal() -> None:
    assert not fires(TABLE.format(a=1, b=1), "CP001")


def test_only_a_count_stem_is_read_through_its_suffix() -> None:
    from benchlint.linter.markdown.tables import role_of

    assert (role_of("batch_size_vllm") or ("",))[0] == "concurrency"
    assert role_of("speedup_x") is None
    assert role_of("model_hf") is None
