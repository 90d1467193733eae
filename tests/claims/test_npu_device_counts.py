"""Accelerators other than GPUs are counted as GPUs are: Huawei's NPUs by chip or server ("8 Ascend
910B NPUs", "a single Atlas 800I A2"), Google's seventh TPU ("one TPU7x"), and a bare count of NPUs
or HPUs ("4 HPUs", a count without the type). A batch size before the count is not the count
("at batch 8 on 4 GPUs" is four GPUs)."""

from __future__ import annotations

import pytest

from tests.claims.helpers import absent, only

_CLAIM = "Llama 8B reached 960 tok/s at batch 8 on {where}."


@pytest.mark.parametrize(
    ("where", "count"),
    [("8 Ascend 910B NPUs", 8), ("a single 910B", 1), ("a single Atlas 800I A2", 1), ("one TPU7x", 1)],
)
def test_a_counted_npu_states_the_gpu_count(where: str, count: int) -> None:
    claim = only(_CLAIM.format(where=where))
    assert "gpu_count" not in absent(claim)
    assert claim.facts["gpu_count"].state == "stated"
    assert claim.evidence.gpu_counts == {count}


def test_a_bare_count_of_hpus_is_a_partial_count() -> None:
    claim = only(_CLAIM.format(where="4 HPUs"))
    assert claim.facts["gpu_count"].state == "partial"
    assert claim.evidence.gpu_counts == {4}


def test_an_npu_named_without_a_count_states_none() -> None:
    # watched failing: without "8" or "a single" the device is named but not counted
    claim = only(_CLAIM.format(where="the Ascend NPU"))
    assert "gpu_count" in absent(claim)


def test_the_batch_before_a_gpu_count_is_not_the_count() -> None:
    # watched failing: "8 on 4 GPUs" was read as eight GPUs
    assert only(_CLAIM.format(where="4 GPUs")).evidence.gpu_counts == {4}
