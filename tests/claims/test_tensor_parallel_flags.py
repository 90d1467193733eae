"""A tensor-parallel degree written as the launch flag or config key that sets it
("--tensor-parallel-size 4", "tensor_parallel_size=8", "--tp-size 2", "tp_size: 4") counts the
GPUs, as "tensor parallel size 4" and "TP=4" already did; the hyphen or underscore before "size"
had hidden the count, so "--tensor-parallel-size 4 on A100s" read the type without the count. A
number that is no degree ("tp_size = 8192", a decimal) is left alone."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Served with `--tensor-parallel-size 4` on A100s at 2,000 tok/s.", 4),
        ("The config sets tensor_parallel_size=8 on H100 and reaches 9,000 tok/s.", 8),
        ("SGLang with --tp-size 2 on H200 gives 3,100 tok/s.", 2),
        ("tp_size: 4 on MI300X, 2,500 tok/s.", 4),
    ],
)
def test_a_tensor_parallel_flag_counts_the_gpus(text: str, count: int) -> None:
    # watched failing: the type was read without the count
    assert count in read_facts(text).gpu_counts


@pytest.mark.parametrize("text", ["A block of tp_size = 8192 rows on H100.", "tp_size=1.5 is rejected on H100."])
def test_a_number_that_is_no_degree_counts_nothing(text: str) -> None:
    assert read_facts(text).gpu_counts == set()
