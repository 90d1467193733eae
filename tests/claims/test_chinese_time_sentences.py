"""Chinese sentences that state a generation's time, and ratios of a rate named by its acronym.

A time named by generation, inference, a reply, the first token or each token and then stated
or cut ("每个 token 的生成时间约为 30ms", "生成 512 个 token 耗时 9.6 秒", "TTFT 从 1.2 秒降低到 0.4 秒",
"首 token 时延从 800ms 降到 300ms") is a latency claim (the new time, when it is cut); only the
label-and-colon form had been read. A rate named by QPS or TPS ("单卡 QPS 提升 30%") and the verb 提速
("解码阶段提速 2 倍") join the Chinese ratio rows. A time of loading, compiling, starting up, a
network or a timeout, a load set ("QPS 设为 10，提升 20% 的并发") and training stay no claim.
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("sentence", "kind", "value", "unit"),
    [
        ("在 A100 上，每个 token 的生成时间约为 30ms。", "latency", 30.0, "ms"),
        ("平均每个 token 耗时 25 毫秒。", "latency", 25.0, "ms"),
        ("在 4090 上，生成 512 个 token 耗时 9.6 秒。", "latency", 9.6, "s"),
        ("开启前缀缓存后，TTFT 从 1.2 秒降低到 0.4 秒。", "latency", 0.4, "s"),
        ("首 token 时延从 800ms 降到 300ms。", "latency", 300.0, "ms"),
        ("单卡 QPS 提升 30%。", "speedup", 30.0, "%"),
        ("使用投机采样后，解码阶段提速 2 倍。", "speedup", 2.0, "x"),
    ],
)
def test_a_chinese_time_or_rate_sentence_is_a_claim(sentence: str, kind: str, value: float, unit: str) -> None:
    assert [(c.kind, c.value, c.unit) for c in find_candidates(sentence)] == [(kind, value, unit)]


@pytest.mark.parametrize(
    "sentence",
    [
        "模型加载耗时 12 秒。",
        "编译耗时约为 40 秒。",
        "服务启动时间约为 15 秒。",
        "网络传输的推理延迟为 20ms。",
        "请求超时时间为 30 秒。",
        "推理耗时占比 30%。",
        "压测时 QPS 设为 10，提升 20% 的并发。",
        "训练 TPS 提升 30%。",
    ],
)
def test_another_time_or_a_set_load_is_no_claim(sentence: str) -> None:
    assert list(find_candidates(sentence)) == []
