"""Chinese setups state the load and the lengths in their own words: "并发数为 16", "批大小为 8",
"32 路并发", "单条请求" (one request); "输入长度为 512", "输出长度为 128", "强制模型生成512个 token",
"输入 1024 tokens". A rate after the verb ("生成 30 tokens/s") is no length."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts, states_run_setup
from tests.claims.helpers import absent, only


@pytest.mark.parametrize(
    ("text", "levels"),
    [("并发数为 16。", {16}), ("批大小为 8。", {8}), ("使用 32 路并发。", {32}), ("单条请求测试。", {1})],
)
def test_chinese_concurrency_is_read(text: str, levels: set[int]) -> None:
    facts = read_facts(text)
    assert facts.fields["concurrency"].state == "stated"
    assert facts.concurrency == levels


@pytest.mark.parametrize(
    ("text", "prompt", "output"),
    [
        ("输入长度为 512，输出长度为 128。", [512.0], [128.0]),
        ("解码策略为 beam search 并且强制模型生成512个 token。", [], [512.0]),
        ("输入 1024 tokens，输出 128 tokens。", [1024.0], [128.0]),
    ],
)
def test_chinese_lengths_are_read(text: str, prompt: list[float], output: list[float]) -> None:
    facts = read_facts(text)
    assert (facts.prompt_tokens, facts.output_tokens) == (prompt, output)


def test_a_rate_after_the_verb_is_no_length() -> None:
    assert "stop_rule" not in read_facts("单卡 A100 上输出 30 tokens/s。").fields


def test_the_setup_reaches_the_claim() -> None:
    text = "# 推理速度\n\n在单卡 A100 上，批大小为 1，生成 256 个 token 的平均速度为 30 tokens/s。\n"
    assert not {"concurrency", "stop_rule"} & set(absent(only(text)))
    # watched flipping: without the batch size and the length both are missing
    assert {"concurrency", "stop_rule"} <= set(absent(only(text.replace("批大小为 1，生成 256 个 token 的", ""))))


@pytest.mark.parametrize("text", ["并发数为 16。", "输出长度为 128。", "输入 1024 tokens。", "测试结果如下。"])
def test_setup_detection_agrees_with_the_full_reading(text: str) -> None:
    """A paragraph that states a Chinese setup is found as a setup paragraph (the quick
    detector runs the Chinese readers too), as the full reading finds it."""
    facts = read_facts(text)
    stated = any(
        (reading := facts.fields.get(name)) is not None and reading.state == "stated"
        for name in ("concurrency", "stop_rule", "prompt_length")
    )
    assert states_run_setup(text) == stated
    assert stated == (text != "测试结果如下。")
