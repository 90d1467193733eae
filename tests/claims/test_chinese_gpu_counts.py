"""Chinese counts GPUs with a measure word ("单卡 A100": one card, "8卡A100", "两张 4090", "8 块 H100"),
and Chinese-authored setups write the count with an asterisk ("1*A40-48G", "A100*8"): each states
the GPU count and type as "one A100" or "8x A100" does; a count with no type ("在单卡上") is partial."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts
from tests.claims.helpers import absent, only


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("推理速度测算是在单卡 A100-SXM4-80G GPU上运行。", 1),
        ("使用 8卡A100 测试。", 8),
        ("在两张 4090 上测得。", 2),
        ("以下是在1*A40-48G上测得的平均速度。", 1),
        ("The speeds were evaluated on 1*A40-48G.", 1),
        ("Measured on A100*8 with vLLM.", 8),
    ],
)
def test_a_counted_gpu_is_stated(text: str, count: int) -> None:
    facts = read_facts(text)
    assert facts.fields["gpu_count"].state == "stated"
    assert facts.gpu_counts == {count}


def test_a_count_without_a_type_is_partial() -> None:
    assert read_facts("我们在单卡上测试。").fields["gpu_count"].state == "partial"
    assert "gpu_count" not in read_facts("多卡推理很常见。").fields


def test_the_count_reaches_the_claim() -> None:
    text = "# 推理速度\n\n在单卡 A100 上，解码速度达到 30 tokens/s。\n"
    assert "gpu_count" not in absent(only(text))
    # watched flipping: without the measure word and count only the type is named
    assert "gpu_count" in absent(only(text.replace("单卡 A100", "A100")))
