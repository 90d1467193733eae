"""A Chinese figure given as an example is no measurement: "示例：若值为500 Tokens/s" (example: if
the value is 500 Tokens/s) and "请求速率（如 1000 QPS）" (a request rate such as 1000 QPS), as "例如"
and "如果" already were; "若干" (several) and "如" anywhere but right before the figure leave a
claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    ("example", "measured"),
    [
        ("- 示例：若值为500 Tokens/s，表示每秒可生成500个汉字", "- 实测：值为500 Tokens/s，表示每秒可生成500个汉字"),
        ("- 设置固定的请求速率（如 1000 QPS），观察系统是否稳定", "- 设置固定的请求速率（1000 QPS），观察系统是否稳定"),
        ("- 举例来说，吞吐量为 800 tokens/s 时", "- 实测吞吐量为 800 tokens/s 时"),
    ],
)
def test_a_chinese_example_figure_is_no_claim(example: str, measured: str) -> None:
    # watched failing: each example line was a claim before the markers were read
    assert claims(example + "\n") == []
    assert len(claims(measured + "\n")) == 1


@pytest.mark.parametrize(
    "sentence", ["若干次测试平均速度为 50 tokens/s。", "在多种硬件（如 A100）上达到 100 tokens/s。"]
)
def test_several_runs_and_a_parenthesised_example_of_hardware_stay_claims(sentence: str) -> None:
    assert len(claims(sentence + "\n")) == 1
