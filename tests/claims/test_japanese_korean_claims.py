"""Speed claims in Japanese and Korean prose, and token rates that put "per second" first.

Japanese and Korean write a ratio after the measure it changes, the verb last: "推論速度が 2.5 倍に
向上しました" (inference speed rose 2.5 times), "スループットは 40% 向上", "처리량이 2배 향상되었습니다"
(throughput doubled), "생성 속도가 35% 빨라졌습니다", and a latency cut as "TTFT を 30% 短縮" or
"지연 시간이 30% 감소". Chinese, Japanese and Korean also name the second before the figure and the
tokens after it: "每秒可生成 85 个 token", "毎秒 90 トークン", "초당 50 토큰", or write the unit with
their own word for a second ("90 トークン/秒", "50 토큰/초"). None of these had been a claim. A ratio
of memory, accuracy or cost, a training or loading speed, and a count of requests per second stay
no claim, and so does a speed called reasonable or ideal ("合理的输出速度：10-15 tokens/秒"): a bar.
"""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims, only


@pytest.mark.parametrize(
    ("line", "kind", "value"),
    [
        ("量子化により、推論速度が 2.5 倍に向上しました。", "speedup", 2.5),
        ("新しいカーネルでデコード速度は約 1.8 倍高速になりました。", "speedup", 1.8),
        ("バッチ処理でスループットは 40% 向上しました。", "speedup", 40.0),
        ("プレフィックスキャッシュで TTFT を 30% 短縮しました。", "speedup", 30.0),
        ("양자화 후 처리량이 2배 향상되었습니다.", "speedup", 2.0),
        ("새 커널로 생성 속도가 35% 빨라졌습니다.", "speedup", 35.0),
        ("프리픽스 캐시로 첫 토큰 지연 시간이 30% 감소했습니다.", "speedup", 30.0),
        ("RTX 4090 で毎秒 90 トークンを生成します。", "throughput", 90.0),
        ("M2 MacBook では 45 トークン/秒 で応答します。", "throughput", 45.0),
        ("RTX 4090에서 초당 50 토큰을 생성합니다.", "throughput", 50.0),
        ("Orin에서 약 12 토큰/초 로 동작합니다.", "throughput", 12.0),
        ("M1 では 1 秒あたり 6.9 トークンを生成します。", "throughput", 6.9),
        ("4090 で約 30 トークン毎秒で生成します。", "throughput", 30.0),
        ("在 A100 上每秒可生成 85 个 token。", "throughput", 85.0),
        ("单卡批量推理每秒可达 10000+ token。", "throughput", 10000.0),
        ("实测输出速度：12 tokens/秒。", "throughput", 12.0),
    ],
)
def test_a_cjk_speed_sentence_is_a_claim(line: str, kind: str, value: float) -> None:
    claim = only(f"# 結果\n\n{line}\n")
    assert (claim.kind, claim.value) == (kind, value)


@pytest.mark.parametrize(
    "line",
    [
        "量子化でメモリ使用量を 50% 削減しました。",  # memory
        "この手法で精度が 2% 向上しました。",  # accuracy
        "学習速度が 2 倍に向上しました。",  # training
        "新しいGPUで画像生成速度が 2 倍に向上しました。",  # image generation
        "チームの意思決定速度が 2 倍に向上しました。",  # a speed of no model
        "モデルのロード速度が 3 倍に向上しました。",  # loading
        "양자화로 메모리 사용량이 50% 감소했습니다.",  # memory
        "정확도가 3% 향상되었습니다.",  # accuracy
        "학습 속도가 2배 향상되었습니다.",  # training
        "이미지 생성 속도가 2배 향상되었습니다.",  # image generation
        "서버는 초당 50 요청을 처리합니다.",  # requests, not tokens
        "训练时每秒处理 3000 个 token。",  # training
        "2024 年 3 月に公開されました。",  # a date
        "11 秒あたり 3 トークンを補充します。",  # not one second: 11
        "合理的输出速度：10-15 tokens/秒。",  # a reasonable speed: a bar to clear, not a result
    ],
)
def test_a_cjk_sentence_about_something_else_is_no_claim(line: str) -> None:
    assert claims(f"# 結果\n\n{line}\n") == []
