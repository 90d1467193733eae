"""The grammar of ratios, deltas and durations, as data: one row per phrasing.

Each row is a regex, what a match states (a speedup factor, a latency), the gate words
without which it cannot match (declared on the row itself, so a new row is never dead
because a gate list elsewhere was not updated), and an example that a test reads. The
claim finder runs every row in one loop. Adding a phrasing is one row here; its example is
its test row. Every regex is linear: one bounded gap at most, no nested quantifiers.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from itertools import compress

from benchlint.linter.markdown.gates import gated, lowered_contains
from benchlint.linter.markdown.numbers import NUM

_ABOUT = r"(?:up\sto\s|about\s|around\s|approximately\s|roughly\s|nearly\s|over\s|~)?"
_TIMES = r"(?:\s?[x×](?![A-Za-z0-9])|\s(?:times|fold)\b)"
# a request rate is a speed too: "RPS is improved by around 30%"
#: a latency of the network, of a transfer, of start-up or of a page load is not the model's:
#: "network latency went from 9 ms to 2 ms", "startup latency grew from 20 s to 45 s"
_NOT_OTHER_LATENCY = (
    r"(?<!network\s)(?<!communication\s)(?<!transfer\s)(?<!interconnect\s)(?<!startup\s)(?<!start-up\s)"
    r"(?<!loading\s)(?<!page\s)(?<!cold\s)(?<!-start\s)"
)
#: the latencies a claim may name, and the word that may qualify one unless it is another
#: latency's ("a 40% reduction in P99 TTFT", not "in network latency")
_LATENCY_ACRONYM = r"(?:latency|latencies|TTFT|TPOT|ITL|TBT)"
#: ... and spelled out: "a 95% reduction in Time to First Token", "time-to-first-token"
_LATENCY_NOUN = r"(?:latency|latencies|TTFT|TPOT|ITL|TBT|time\sper\s(?:output\s)?token|time[\s-]to[\s-]first[\s-]token)"
_NOT_OTHER_QUALIFIER = r"(?:(?!network|communication|transfer|interconnect|loading|startup|cold)[\w-]+\s)?"
#: the words Chinese documents put before a ratio ("推理速度 ... 提升了 42%") and between the verb and the figure
#: ... or the English measure a Chinese sentence keeps ("可将 throughput 提升 1.5 到 3 倍", "TTFT 提升 1.3-2.25 倍")
#: ... or the rate itself by its acronym ("单卡 QPS 提升 30%", "TPS 提高 1.5 倍")
#: (an acronym's gap crosses no comma or figure: "QPS 设为 10，提升 20% 的并发" sets a load)
_ZH_SPEED_WORD = (
    r"(?:(?:速度|吞吐量?|性能|解码|推理|生成|预填充|throughput|TTFT|TPOT)[^。！？\n]{0,32}?"
    r"|(?<![A-Za-z])(?<!训练)(?<!训练\s)(?<!微调)(?<!微调\s)(?:QPS|TPS)(?![A-Za-z])[^。！？，,；;\n\d]{0,12}?)"
)
_ZH_AMOUNT = r"(?:了|约|近|达到?|超过|高达|出|\s)*"
#: a factor's multiplication sign in a Chinese sentence ("1.69×", "4.05x"), not a letter of a word
_ZH_TIMES = r"[x×](?![A-Za-z0-9])"
#: the words Japanese and Korean documents put before a ratio ("推論速度が 2.5 倍に向上", "처리량이 2배
#: 향상"), up to the figure: a speed of inference, generation, decoding or tokens (a bare 速度 may be a
#: decision's or a download's), in a clause that names no loading, compiling, installing, start-up,
#: training or image, video or audio generation ("学習速度が 2 倍", "이미지 생성 속도가 2배")
_JA_SPEED_WORD = (
    r"(?<![^。！？、，,；;：:\n])(?:(?!学習|訓練|ロード|読み込み|ダウンロード|コンパイル|インストール|起動|ビルド|画像|動画|音声)"
    r"[^。！？、，,；;：:\n]){0,40}?"
    r"(?:(?:推論|生成|デコード|出力|トークン|応答)の?速度|スループット|推論|生成|デコード|throughput|TTFT|TPOT)"
    r"[^。！？\n\d]{0,24}?"
)
_KO_SPEED_WORD = (
    r"(?<![^.!?,;:\n])(?:(?!학습|훈련|로딩|다운로드|컴파일|설치|시작|빌드|이미지|영상|음성)[^.!?,;:\n]){0,40}?"
    r"(?:(?:추론|생성|디코딩|출력|토큰|응답)\s?속도|처리량|추론|생성|디코딩|throughput|TTFT|TPOT)[^.!?\n\d]{0,24}?"
)
_JA_ABOUT = r"(?:約|最大|最高|およそ|平均|~|～|\s)*"
_KO_ABOUT = r"(?:약|최대|평균|~|\s)*"
#: the start of a Chinese clause, whose words name what a comparative is about: a comparison of
#: loading, downloading, compiling, start-up or training ("加载比 X 快 3 倍") is no inference speed
_ZH_CLAUSE_NOT_INFERENCE = (
    r"(?<![^。！？，,；;：:\n])(?:(?!加载|下载|编译|安装|启动|训练|微调|构建)[^。！？，,；;：:\n]){0,40}?"
)
#: the start of a French, Spanish, Italian or German clause, up to a comparative, whose words name no
#: loading, compiling, installing, downloading, start-up or training ("le chargement est 3 fois plus
#: rapide", "das Training ist 2-mal schneller")
_EU_CLAUSE_NOT_INFERENCE = (
    r"(?<![^.!?;:\n])(?:(?!chargement|charger|compilation|installation|téléchargement|démarrage|entraînement"
    r"|carga|cargar|compilación|instalación|descarga|arranque|entrenamiento|caricamento|addestramento"
    r"|Laden|Ladezeit|Kompilier|Installation|Download|Start|Training)[^.!?;:\n]){0,80}?"
)
_SPEED_NOUN = (
    r"(?:speed|throughput|performance|perf\w{0,10}|tokens?\sper\ssecond|tok/s|decoding\sspeed"
    r"|RPS|requests?\sper\ssecond|req/s)"
)
#: a speed that is no quality: "performance" may be a score ("improving RAG performance by 21%")
_RATE_NOUN = r"(?:speed|throughput|goodput|tokens?\sper\ssecond|tok/s|RPS|requests?\sper\ssecond|req/s)"


@dataclass(frozen=True)
class ClaimPattern:
    name: str
    regex: re.Pattern[str]
    kind: str
    """"speedup", "latency" or "throughput"."""
    gates: tuple[str, ...]
    """Lower-case substrings one of which the text must hold for the row to run."""
    ratio: Callable[[float], float] | None
    """The factor a matched number states (a speedup); None for a latency."""
    unit: str
    example: str
    """A sentence the row must find (tests/claims/test_patterns.py)."""
    value: float
    """The number the example states."""


def _p(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


def _same(x: float) -> float:
    return x


def _share(x: float) -> float:
    return x / 100


def _more(x: float) -> float:
    return 1 + x / 100


def _less(x: float) -> float:
    """Speed down by x% (a regression): the speed is 1 - x/100 of the baseline's."""
    return 1 - x / 100


def _latency_rise(x: float) -> float:
    """Latency up by x% is a slow-down: the speed is 1 / (1 + x/100) of the baseline's."""
    return 1 / (1 + x / 100)


def _latency_cut(x: float) -> float:
    """Latency down by x% is a speed-up of 1 / (1 - x/100); a cut of 100% or more states nothing."""
    return 1 / (1 - x / 100) if x < 100 else float("nan")


#: a gain in parentheses right after the comparative ("faster (~15-20%)"), not a share of something
#: ("faster (20% of runs)") nor another quantity ("(30% less memory)")
_PARENTHESISED_GAIN = (
    rf"\*{{0,2}}\s?[(（]\s?{_ABOUT}(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%"
    r"(?!\s?of\b|\s(?:more|less|fewer)\s)(?=(?:[\s,;][^()\n]{0,50})?[)）])"
)

PATTERNS: tuple[ClaimPattern, ...] = (
    # The thing compared as the subject, the speed it loses or gains as the verb's object (before the
    # share rows, which would read "loses 9% of its tok/s" as a share kept):
    # "the 8-bit build loses 12% throughput", "FP8 gains 18% decode throughput over BF16", "sheds
    # about 10% of its tok/s" (a gain of users, of memory or of accuracy names no speed)
    ClaimPattern(
        "loses N% throughput",
        _p(
            r"\b(?:loses|lost|losing|sheds|shedding|sacrifices|sacrificed|sacrificing|gives\sup|gave\sup|giving\sup)\s"
            rf"{_ABOUT}(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%\s(?:of\s(?:its|the|their)\s)?"
            r"(?:(?:output|decode|decoding|generation|prefill|token|inference|serving)\s)?"
            r"(?:throughput|speed|performance|tok/s|tokens/s|tokens\sper\ssecond|TPS)\b"
        ),
        "speedup",
        ("los", "shed", "sacrific", "give", "gave"),
        _less,
        "%",
        "Against FP16 on the 4090, the 8-bit build loses 12% throughput.",
        12.0,
    ),
    ClaimPattern(
        "gains N% throughput",
        _p(
            r"\b(?:gains|gained|gaining|adds|added|adding|picks\sup|picked\sup)\s"
            rf"{_ABOUT}(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%\s(?:more\s)?"
            r"(?:(?:output|decode|decoding|generation|prefill|token|inference|serving)\s)?"
            r"(?:throughput|speed|performance|tok/s|tokens/s|tokens\sper\ssecond|TPS)\b"
        ),
        "speedup",
        ("gain", "add", "pick"),
        _more,
        "%",
        "With FP8 weights, Llama 3 70B gains 18% decode throughput over BF16 on the H100.",
        18.0,
    ),
    ClaimPattern(
        "percent of the speed of",
        _p(rf"(?<![\d.])(?P<a>{NUM})\s?%\*{{0,2}}\sof\sthe\s{_SPEED_NOUN}\sof\b"),
        "speedup",
        ("%",),
        _share,
        "%",
        "The RX 7900 XTX gives 80% of the speed of the RTX 4090.",
        80.0,
    ),
    ClaimPattern(
        "percent of a named speed",
        # "should get 80-90% of matrix fusion speeds", "keeps 85% of its decoding speed": the share
        # may be a range, the speed qualified by up to three words; a Markdown-escaped percent
        # sign ("80-90\%", as LaTeX-minded authors write it) is a percent sign
        _p(
            rf"(?<![\d.])(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?\\?%\*{{0,2}}\sof\s(?:the\s|its\s|their\s)?"
            r"(?:(?!(?:than|vs|versus|over|and|or|with|at|on|for|the|of)\b)[A-Za-z][\w-]*\s){0,3}?"
            r"(?:speeds?|throughput|tok/s|tokens/s|tokens\sper\ssecond)\b(?!\sof\b)"
        ),
        "speedup",
        ("%",),
        _share,
        "%",
        "The publicly available models should get 80-90\\% of matrix fusion speeds.",
        80.0,
    ),
    ClaimPattern(
        "percent of baseline performance",
        # "90.6% of baseline performance achieved": a share of the baseline's (or reference's)
        # performance is a speed ratio, unless the words around it say what was kept is quality
        # ("recovers 99% of baseline performance on MMLU")
        _p(
            r"(?<!recovers\s)(?<!recovered\s)(?<!retains\s)(?<!retained\s)(?<!preserves\s)(?<!keeps\s)"
            rf"(?<![\d.])(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?\\?%\*{{0,2}}\sof\s(?:the\s)?(?:baseline|reference)(?:'s)?"
            r"\sperformance\b(?![^\n]{0,80}\b(?:accuracy|MMLU|scores?|quality|perplexity|recovery|evals?)\b)"
        ),
        "speedup",
        ("baseline", "reference"),
        _share,
        "%",
        "The streaming client reaches 90.6% of baseline performance.",
        90.6,
    ),
    ClaimPattern(
        "N x the speed of",
        _p(rf"(?<![\d.])(?P<a>{NUM}){_TIMES}\sthe\s{_SPEED_NOUN}\sof\b"),
        "speedup",
        ("the",),
        _same,
        "x",
        "TurboMind achieves 1.5x the performance of the previous kernel.",
        1.5,
    ),
    ClaimPattern(
        "N x / N% more tokens or requests per second",
        _p(
            rf"(?<![\d.])(?P<a>{NUM})(?P<pct>\s?%|{_TIMES})\s(?:more|higher)\s(?:output\s)?(?:tokens|requests|queries)"
            r"\s(?:per\s(?:second|minute)|/\s?s)\b"
        ),
        "speedup",
        ("per second", "per minute", "/s"),
        _same,
        "x",
        "The new scheduler serves 74% more requests per second.",
        74.0,
    ),
    ClaimPattern(
        "tok/s rose from A to B",
        # a rate named by its unit, then a change between two bare figures: "TPS increased from 50
        # to 80", "tokens per second rose from 40 to 65 with the new kernels"; the new figure is the
        # claim (a unit, a percentage or a factor after it makes it another reading's)
        _p(
            r"(?<![\w/])(?:TPS|tok(?:en)?s?\s?/\s?s(?:ec)?|tokens?\sper\ssecond|t/s)\s(?:has\s|have\s|was\s)?"
            r"(?:went\sup|goes\sup|went|goes|rose|rises|increased|increases|improved|improves|jumped|jumps|climbed|climbs"
            r"|grew|grows|dropped|drops|fell|falls|decreased|decreases)"
            rf"\sfrom\s{_ABOUT}{NUM}\sto\s{_ABOUT}(?P<a>{NUM})(?!\d|[.,]\d|\s?(?:%|[xX×](?![A-Za-z])|tok|t/s|ms\b|s\b|/))"
        ),
        "throughput",
        ("tps", "tok", "t/s"),
        None,
        "tok/s",
        "After the kernel rewrite, decode TPS increased from 50 to 80 on the 4090.",
        80.0,
    ),
    ClaimPattern(
        "N x as many tokens or requests per second",
        _p(
            rf"(?<![\d.])(?P<a>{NUM}){_TIMES}\sas\smany\s(?:output\s)?(?:tokens|requests|queries)"
            r"\s(?:per\s(?:second|minute)|/\s?s)\b"
        ),
        "speedup",
        ("as many",),
        _same,
        "x",
        "The router lets vLLM serve 2.4x as many requests per second as round-robin.",
        2.4,
    ),
    ClaimPattern(
        "serves N x more requests or users",
        # capacity on the same hardware is throughput: "process 3-5x more requests", "serves 2x more
        # concurrent users"; the count of a log or a test ("the number of requests grew 5x") is not
        _p(
            r"\b(?:serv|process|handl|support)(?:e|es|ed|ing|s)?\s(?:up\sto\s|about\s|around\s|roughly\s|~)?\*{0,2}"
            rf"(?P<a>{NUM})(?:\s?[-–]\s?{NUM})?{_TIMES}\smore\s(?:concurrent\s|simultaneous\s)?"
            r"(?:requests|users|queries|sequences)\b(?!\s?(?:per\b|/))"
        ),
        "speedup",
        ("more",),
        _same,
        "x",
        "With continuous batching you can process 3-5x more requests with the same hardware.",
        3.0,
    ),
    ClaimPattern(
        "latency fell N%",
        _p(
            rf"\b{_LATENCY_NOUN}\s(?:has\s|have\s|is\s|was\s)?"
            r"(?:fell|falls|dropped|drops|decreased|decreases|declined|declines|went\sdown|shrank|shrinks)"
            rf"\s(?:by\s)?{_ABOUT}(?P<a>{NUM})\s?%"
        ),
        "speedup",
        ("latenc", "ttft", "tpot", "itl", "tbt", "per token", "per output token", "first token", "first-token"),
        _latency_cut,
        "%",
        "Decode latency fell 35% compared with the previous release.",
        35.0,
    ),
    ClaimPattern(
        "cuts latency N%",
        # the cutting verb right before the latency, the figure after it and no "by": "SmoothQuant
        # reduces latency 33.82%", "the cache cut decode latency 40%", "lowering TTFT 25-30%"
        # (the latency of a network, a transfer or a start-up is not the model's)
        _p(
            r"\b(?:reduc(?:e|es|ed|ing)|cut(?:s|ting)?|lower(?:s|ed|ing)?|slash(?:es|ed|ing)?|decreas(?:e|es|ed|ing))\s"
            rf"(?:the\s)?{_NOT_OTHER_QUALIFIER}{_NOT_OTHER_LATENCY}{_LATENCY_NOUN}\s{_ABOUT}(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%"
        ),
        "speedup",
        ("latenc", "ttft", "tpot", "itl", "tbt", "per token", "per output token", "first token", "first-token"),
        _latency_cut,
        "%",
        "With W8A8 weights, SmoothQuant reduces latency 33.8% on one A100.",
        33.8,
    ),
    ClaimPattern(
        "latency was reduced N%",
        # ... and the latency as the passive subject: "the request latency was reduced 25%", "TTFT is
        # cut by 40%", "decode latency has been lowered 18%"
        _p(
            rf"\b{_NOT_OTHER_LATENCY}{_LATENCY_NOUN}\s(?:has\sbeen\s|have\sbeen\s|is\s|was\s|were\s|are\s|got\s|gets\s)"
            rf"(?:reduced|cut|lowered|slashed|decreased)\s(?:by\s)?{_ABOUT}(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%"
        ),
        "speedup",
        ("latenc", "ttft", "tpot", "itl", "tbt", "per token", "per output token", "first token", "first-token"),
        _latency_cut,
        "%",
        "With batching on, the request latency was reduced 25% on the L4.",
        25.0,
    ),
    ClaimPattern(
        "generation time was cut N%",
        # the time of generating, of inference or of a response is a latency too: "generation time was
        # cut by 60%", "inference time is reduced by 45% with INT8", "end-to-end response time dropped
        # by 35%" (not an API's, a page's or a load's time)
        _p(
            r"\b(?<!API\s)(?<!page\s)(?<!load\s)(?:(?:end-to-end|E2E|total|average|mean)\s)?"
            r"(?:generation|inference|response|decoding|decode)\stimes?\s"
            r"(?:has\sbeen\s|have\sbeen\s|is\s|was\s|were\s|are\s|got\s|gets\s)?"
            r"(?:reduced|cut|lowered|slashed|decreased|dropped|fell|shrank|went\sdown)\s(?:by\s)?"
            rf"{_ABOUT}(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%"
        ),
        "speedup",
        ("time",),
        _latency_cut,
        "%",
        "With INT8 weights, inference time is reduced by 45% on the T4.",
        45.0,
    ),
    ClaimPattern(
        "latency rose N%",
        # a slowdown with the latency as the subject: "ITL P99 increased 38-205% due to prefill stalls"
        _p(
            rf"\b{_LATENCY_NOUN}\s(?:P\d{{2,3}}\s)?(?:has\s|have\s|is\s|was\s)?"
            r"(?:rose|rises|increased|increases|grew|grows|went\sup|jumped|jumps)"
            rf"\s(?:by\s)?{_ABOUT}(?P<a>{NUM})(?:\s?[-–]\s?{NUM})?\s?%"
        ),
        "speedup",
        ("latenc", "ttft", "tpot", "itl", "tbt", "per token", "per output token", "first token", "first-token"),
        _latency_rise,
        "%",
        "ITL P99 increased 38-205% due to prefill stalls when new requests are admitted.",
        38.0,
    ),
    ClaimPattern(
        "a reduction in latency of N%",
        _p(
            r"\b(?:reductions?|decreases?|drops?|cuts?)\s(?:in|of)\s(?:the\s)?(?:[\w-]+\s)?(?:latency|latencies|TTFT|TPOT|ITL)"
            rf"\s(?:of|by)\s{_ABOUT}(?P<a>{NUM})\s?%"
        ),
        "speedup",
        ("latenc", "ttft", "tpot", "itl"),
        _latency_cut,
        "%",
        "This gives a reduction in latency of 40% on long prompts.",
        40.0,
    ),
    ClaimPattern(
        "an increase in throughput of N% / N x",
        _p(
            rf"\b(?:increases?|improvements?|gains?|boosts?)\s(?:in|of)\s(?:the\s)?(?:[\w-]+\s)?{_SPEED_NOUN}"
            rf"\s(?:of|by)\s{_ABOUT}(?P<a>{NUM})(?P<pct>\s?%|{_TIMES})"
        ),
        "speedup",
        ("increase", "improvement", "gain", "boost"),
        _same,
        "x",
        "We measured an increase in decode throughput of 2.1x over FP16.",
        2.1,
    ),
    ClaimPattern(
        "an N% reduction in latency",
        # the share before the change: "a 40% reduction in TTFT", "a 25% drop in time per output token"
        _p(
            # not a network's or a transfer's latency ("99% reduction in latency between devices")
            rf"(?<![\d.])(?P<a>{NUM})\s?%\s(?:reductions?|decreases?|drops?|cuts?)\s(?:in|of)\s(?:the\s)?{_NOT_OTHER_QUALIFIER}"
            rf"{_LATENCY_NOUN}\b(?!\s(?:between|across)\s)"
        ),
        "speedup",
        ("latenc", "ttft", "tpot", "itl", "tbt", "per token", "per output token", "first token", "first-token"),
        _latency_cut,
        "%",
        "Chunked prefill gives a 40% reduction in P99 TTFT on the chat workload.",
        40.0,
    ),
    ClaimPattern(
        "an N x reduction in latency",
        _p(
            rf"(?<![\d.])(?P<a>{NUM}){_TIMES}\s(?:reductions?|decreases?|drops?|cuts?)\s(?:in|of)\s(?:the\s)?{_NOT_OTHER_QUALIFIER}"
            rf"{_LATENCY_NOUN}\b(?!\s(?:between|across)\s)"
        ),
        "speedup",
        ("latenc", "ttft", "tpot", "itl", "tbt", "per token", "per output token", "first token", "first-token"),
        _same,
        "x",
        "This results in a 1.5x reduction in time per output token on one GPU.",
        1.5,
    ),
    ClaimPattern(
        "latency went from N ms to M ms",
        # the new latency is the claim; the old one is its baseline, said in the same breath
        _p(
            # its percentile may follow the metric: "TPOT p99 drops from 24.32ms to 15.89ms"
            rf"\b{_NOT_OTHER_LATENCY}{_LATENCY_NOUN}\s(?:[pP]\d{{2,3}}\s|median\s|mean\s)?(?:has\s|have\s|was\s)?"
            r"(?:went(?:\sdown)?|goes(?:\sdown)?|dropped|drops|fell|falls|decreased|decreases|improved|improves|shrank|came\sdown)"
            rf"(?:\s(?:dramatically|sharply|significantly|substantially|further))?"
            rf"\sfrom\s{NUM}\s?(?:ms|s)\sto\s(?P<a>{NUM})\s?(?:ms|s)\b"
        ),
        "latency",
        ("latenc", "ttft", "tpot", "itl", "tbt", "per token", "per output token", "first token", "first-token"),
        None,
        "ms",
        "Average ITL went from 30 ms to 18 ms with the overlap scheduler.",
        18.0,
    ),
    ClaimPattern(
        "latency dropped to M ms from N ms",
        # ... the new latency said first, its baseline after: "Latency dropped to 120 ms from 300 ms",
        # "time per output token went down to 18 ms from 25 ms"
        _p(
            rf"\b{_NOT_OTHER_LATENCY}{_LATENCY_NOUN}\s(?:[pP]\d{{2,3}}\s|median\s|mean\s)?(?:has\s|have\s|was\s|is\s)?"
            r"(?:went\sdown|goes\sdown|dropped|drops|fell|falls|decreased|decreases|improved|improves|shrank|came\sdown"
            r"|reduced|cut|lowered)"
            rf"\sto\s(?P<a>{NUM})\s?(?:ms|s)\sfrom\s{NUM}\s?(?:ms|s)\b"
        ),
        "latency",
        ("latenc", "ttft", "tpot", "itl", "tbt", "per token", "per output token", "first token", "first-token"),
        None,
        "ms",
        "With the overlap scheduler, latency dropped to 120 ms from 300 ms.",
        120.0,
    ),
    ClaimPattern(
        "reduces latency from N ms to M ms",
        # the verb before the metric: "ODS reduces synchronous ITL from 48.2ms to 24.5ms"; the new
        # latency is the claim, the old one its baseline
        _p(
            r"\b(?:reduc\w{0,3}|cut\w{0,4}|lower\w{0,3}|brings?\sdown|brought\sdown|improv\w{0,3}|shrinks?|shrank)"
            rf"\s(?:the\s)?(?:[\w-]+\s){{0,2}}?{_LATENCY_NOUN}"
            rf"\sfrom\s{NUM}\s?(?:ms|s)\sto\s(?P<a>{NUM})\s?(?:ms|s)\b"
        ),
        "latency",
        ("latenc", "ttft", "tpot", "itl", "tbt", "per token", "per output token", "first token", "first-token"),
        None,
        "ms",
        "Speculative decoding reduces the median TPOT from 30 ms to 18 ms on one H100.",
        18.0,
    ),
    ClaimPattern(
        "latency rose from N ms to M s",
        # a latency that grows with the load or the prompt is a latency claim too: "prefill latency
        # increases rapidly with sequence length, growing from 35 ms at 128 tokens to 1.76 s at 4096"
        _p(
            rf"\b{_NOT_OTHER_LATENCY}{_LATENCY_NOUN}\s(?:[^.;\n]{{0,60}}?\s)?"
            r"(?:went\sup|goes\sup|grew|grows|growing|rose|rises|rising|increased|increases|increasing|climbed|climbs)"
            rf"\sfrom\s\*{{0,2}}\s?{NUM}\s?(?:ms|s)(?:\sat\s{NUM}\s(?:tokens?|users?|requests?))?"
            rf"\sto\s(?P<a>{NUM})\s?(?:ms|s)\b"
        ),
        "latency",
        ("latenc", "ttft", "tpot", "itl", "tbt", "per token", "per output token", "first token", "first-token"),
        None,
        "ms",
        "Prefill latency increases with prompt length, growing from 35 ms at 128 tokens to 1.76 s at 4096 tokens.",
        1.76,
    ),
    # A latency changed by an amount of time, not to a time: "TTFT improved by 120 ms", "prefix caching
    # cuts P99 TTFT by 40 ms", "the fused kernel shaves 3 ms off each decode step". The change is a
    # speedup whose factor the sentence does not give (its baseline latency is missing), so it states
    # no ratio; the new latency is not stated either.
    ClaimPattern(
        "latency improved by N ms",
        _p(
            rf"\b{_NOT_OTHER_LATENCY}{_LATENCY_NOUN}\s(?:[pP]\d{{2,3}}\s|median\s|mean\s)?"
            r"(?:has\sbeen\s|have\sbeen\s|is\s|was\s|were\s|got\s|gets\s|has\s|have\s)?"
            r"(?:improved|improves|cut|cuts|reduced|reduces|lowered|lowers|dropped|drops|fell|falls|decreased|decreases"
            r"|shrank|shrinks|went\sdown|goes\sdown|trimmed|shaved|shortened|rose|rises|increased|increases|grew|grows"
            r"|went\sup|goes\sup)"
            rf"\sby\s{_ABOUT}(?P<a>{NUM})\s?(?:ms|milliseconds?|s|secs?|seconds?)\b"
        ),
        "speedup",
        ("latenc", "ttft", "tpot", "itl", "tbt", "per token", "per output token", "first token", "first-token"),
        None,
        "ms",
        "With prefix caching, TTFT improved by 120 ms on the chat workload.",
        120.0,
    ),
    ClaimPattern(
        "cuts latency by N ms",
        _p(
            r"\b(?:cut|cuts|cutting|reduc(?:e|es|ed|ing)|lower(?:s|ed|ing)?|trim(?:s|med|ming)?|shav(?:e|es|ed|ing)"
            r"|slash(?:es|ed|ing)?|improv(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|shorten(?:s|ed|ing)?)"
            rf"\s(?:the\s)?{_NOT_OTHER_QUALIFIER}{_NOT_OTHER_LATENCY}{_LATENCY_NOUN}\sby\s{_ABOUT}"
            rf"(?P<a>{NUM})\s?(?:ms|milliseconds?|s|secs?|seconds?)\b"
        ),
        "speedup",
        ("latenc", "ttft", "tpot", "itl", "tbt", "per token", "per output token", "first token", "first-token"),
        None,
        "ms",
        "Prefix caching cuts P99 TTFT by 40 ms for repeated system prompts.",
        40.0,
    ),
    ClaimPattern(
        "shaves N ms off latency",
        # ... the amount first, what it came off after "off": a latency, a decode step or each token
        _p(
            r"\b(?:cut|cuts|cutting|trim(?:s|med|ming)?|shav(?:e|es|ed|ing)|knock(?:s|ed|ing)?|takes?|took|taking"
            r"|slash(?:es|ed|ing)?|shed(?:s|ding)?)\s"
            rf"{_ABOUT}(?P<a>{NUM})\s?(?:ms|milliseconds?|s|secs?|seconds?)\soff\s(?:the\s|each\s|every\s|our\s|its\s)?"
            rf"(?:{_NOT_OTHER_QUALIFIER}{_NOT_OTHER_LATENCY}{_LATENCY_NOUN}\b"
            r"|(?:decode|decoding|generation|forward)\s(?:steps?|iterations?|pass(?:es)?)\b|(?:output\s|generated\s)?tokens?\b)"
        ),
        "speedup",
        ("off",),
        None,
        "ms",
        "The fused attention kernel shaves 3 ms off each decode step on the L4.",
        3.0,
    ),
    ClaimPattern(
        "a N% throughput regression",
        # a fall of the named speed: "about a 15% output-throughput regression against v0.18.0",
        # "a 10% performance degradation"
        _p(
            rf"(?<![\d.])(?P<a>{NUM})\s?%\s(?:(?:output|input|total|decode|decoding|prefill|generation|serving)[\s-])?"
            r"(?:throughput|speed|performance|TPS|QPS|tok/s|tokens/s)\s(?:regressions?|degradations?)\b"
        ),
        "speedup",
        ("regression", "degradation"),
        _less,
        "%",
        "The upgrade shows a 15% output-throughput regression on the chat workload.",
        15.0,
    ),
    ClaimPattern(
        "a N-M% decode drop",
        # the phase or the speed named as what dropped, maybe a range: "a 20–35% decode drop at
        # conc ≥ 4", "a 12% throughput drop"; another quantity's drop ("a 30% memory drop") is none
        _p(
            rf"(?<![\d.])(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%\s(?:(?:output|total|decode|decoding|generation)[\s-])?"
            r"(?:throughput|speed|TPS|tok/s|tokens/s|decode|decoding|generation|prefill)\s(?:drops?|slowdowns?|losse?s?)\b"
        ),
        "speedup",
        ("drop", "slowdown", "loss"),
        _less,
        "%",
        "The MoE model shows a 20–35% decode drop at conc ≥ 4 on one M4 Max.",
        20.0,
    ),
    ClaimPattern(
        "throughput regression of N%",
        # the metric before the fall: "throughput has a reported regression of about 15%",
        # "decode throughput regressed by 8%"
        _p(
            r"\b(?:throughput|speed|performance|TPS|tok/s|tokens/s)\s(?:(?:has|had|shows?|showed|sees?|saw)\s)?"
            r"(?:(?:a|an)\s)?(?:(?:reported|measured|small|slight|significant|large)\s)?"
            # ("a throughput loss of 54.7%", "a performance penalty of 12%": a loss named before its size)
            rf"(?:(?:regressions?|degradations?|loss(?:es)?|penalt(?:y|ies))\sof|(?:regressed|degraded)(?:\sby)?)"
            rf"\s{_ABOUT}(?P<a>{NUM})\s?%"
        ),
        "speedup",
        ("regress", "degrad", "loss", "penalt"),
        _less,
        "%",
        "Decode throughput has a reported regression of about 15% compared with the last release.",
        15.0,
    ),
    ClaimPattern(
        "a latency reduction of N%",
        # the metric as the modifier of the change: "a TTFT reduction of 40%", "latency drop of 25%"
        _p(
            # a range too: "P99 TTFT reductions of 30-50%"
            rf"\b{_LATENCY_ACRONYM}\s(?:reductions?|decreases?|drops?|cuts?)\s(?:of|by)\s"
            rf"{_ABOUT}(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%"
        ),
        "speedup",
        ("latenc", "ttft", "tpot", "itl", "tbt"),
        _latency_cut,
        "%",
        "Prefix-aware routing gives a median TTFT reduction of 44% on the multi-turn workload.",
        44.0,
    ),
    ClaimPattern(
        "reduces X by N% and latency by M%",
        # the latency as the second object of one cutting verb: "reduces memory usage by 83% and
        # inference latency by 67%" (the first object, a speed or not, is judged on its own)
        _p(
            r"\b(?:reduc\w{0,3}|cut\w{0,4}|lower\w{0,3}|shrinks?|shrank)\s[^.;!?\n]{1,80}?\sby\s~?[\d.]+\s?%"
            rf"\s(?:and|while)\s(?:the\s)?{_NOT_OTHER_QUALIFIER}"
            rf"{_LATENCY_ACRONYM}\sby\s"
            rf"{_ABOUT}(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%"
        ),
        "speedup",
        ("latenc", "ttft", "tpot", "itl", "tbt"),
        _latency_cut,
        "%",
        "On 100k-token prompts the new attention reduces KV memory by 80% and decode latency by 60% on one H100.",
        60.0,
    ),
    ClaimPattern(
        "latency ..., a reduction of N%",
        # the change named after the new latency: "latency drops to 3.4 s, a decrease of 26%"
        _p(
            rf"\b{_LATENCY_ACRONYM}\b(?:[^.;!?\n]|\.(?=\d)){{0,80}}?\b(?:reductions?|decreases?|drops?|cuts?)"
            rf"\sof\s{_ABOUT}(?P<a>{NUM})\s?%(?!\s(?:in|of)\s(?:the\s)?(?:memory|VRAM|size|cost|power|energy|storage))"
        ),
        "speedup",
        ("latenc", "ttft", "tpot", "itl", "tbt"),
        _latency_cut,
        "%",
        "With tuning, the average latency drops to under 3.40 seconds, a decrease of approximately 26%.",
        26.0,
    ),
    ClaimPattern(
        "the speedup is N%",
        # a speed-up given as a share: "the speedup during inference is only 32%", "a speedup of 15%"
        _p(
            r"\bspeed-?ups?\s(?:(?:during|in|for|on|of)\s(?:the\s)?[\w-]+\s)?(?:is\s|was\s|of\s|reaches\s|reached\s)"
            rf"(?:only\s|just\s|about\s|around\s|roughly\s|nearly\s|up\sto\s|~)?(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%"
            r"(?!\sof\s)"
        ),
        "speedup",
        ("speedup", "speed-up"),
        _more,
        "%",
        "However, the speedup during inference is only 32% on one MI210.",
        32.0,
    ),
    ClaimPattern(
        "a latency increase of N%",
        # a slowdown: "led to a latency increase of up to 20%"
        _p(
            rf"\b{_LATENCY_ACRONYM}\s(?:increases?|rises?|growth|regressions?)\s(?:of|by)\s"
            rf"{_ABOUT}(?P<a>{NUM})\s?%"
        ),
        "speedup",
        ("latenc", "ttft", "tpot", "itl", "tbt"),
        _latency_rise,
        "%",
        "The heterogeneous GPU mix led to a latency increase of up to 20% on the chat workload.",
        20.0,
    ),
    ClaimPattern(
        "a throughput increase of N% / N x",
        # the metric as the modifier of the change: "a decode throughput increase of 30%", or the
        # phase alone, over a range: "prefill improvements of 10-30%"
        _p(
            rf"\b(?:{_SPEED_NOUN}|prefill|decode|decoding|prompt\sprocessing)\s(?:increases?|improvements?|gains?|boosts?|uplifts?)"
            rf"\s(?:of|by)\s{_ABOUT}(?P<a>{NUM})(?:\s?%?\s?(?:-|–|to)\s?(?P<b>{NUM}))?(?P<pct>\s?%|{_TIMES})"
        ),
        "speedup",
        ("increase", "improvement", "gain", "boost", "uplift"),
        _same,
        "x",
        "The new kernels bring a decode throughput increase of 30% on Llama 3 8B.",
        30.0,
    ),
    ClaimPattern(
        "speed is N x higher",
        _p(
            rf"\b{_SPEED_NOUN}\s(?:is|was|are|were|gets|got)\s{_ABOUT}(?P<a>{NUM}){_TIMES}\s"
            r"(?:higher|faster|better|greater|more)\b"
        ),
        "speedup",
        ("speed", "throughput", "perf", "tok", "rps", "per second", "req/s"),
        _same,
        "x",
        "The 4-bit inference performance is 2.4x higher than FP16.",
        2.4,
    ),
    ClaimPattern(
        "speed increased by N%",
        _p(
            rf"\b{_SPEED_NOUN}\s(?:has\s|have\s|is\s|was\s)?(?:increased|improved|rose|grew|went\sup|jumped|climbed|increases|improves|rises|grows|jumps|climbs?)"
            rf"\s(?:by\s)?{_ABOUT}(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%"
        ),
        "speedup",
        ("speed", "throughput", "perf", "tok", "rps", "per second", "req/s"),
        _more,
        "%",
        "Decoding throughput increased by 42% after the upgrade.",
        42.0,
    ),
    ClaimPattern(
        "speed ..., X is up N%",
        # the speed named once, then each device's or mode's gain: "throughput is up across GPUs,
        # with the largest gains on Ampere: A100 is up ~25-44%"; the sentence may wrap, and another
        # quantity being up ("memory is up 20%") is no gain
        _p(
            rf"\b{_RATE_NOUN}\b[^.;!?]{{0,160}}?\b(?!(?:memory|cost|price|latency|usage|size|power|energy|VRAM|RAM"
            r"|accuracy|quality|scores?|recall|precision|perplexity)\s)"
            rf"[\w-]+\s(?:is|are|was|were)\sup\s{_ABOUT}(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%"
        ),
        "speedup",
        ("speed", "throughput", "perf", "tok", "rps", "per second", "req/s"),
        _more,
        "%",
        "Decode throughput is up on every GPU, with the largest gains on Ampere: A100 is up ~25-44% on Llama 3 8B.",
        25.0,
    ),
    ClaimPattern(
        "lifting speed by N%",
        # a cause then the speed it raised: "a new GEMM path, lifting end-to-end throughput by ~8%"
        # (a qualifier or a dataset name may stand before the speed)
        _p(
            r"\b(?:lift|rais|boost|increas|improv|push)\w{0,4}\s(?:the\s)?(?:[\w-]+\s+){0,3}?"
            rf"{_RATE_NOUN}\sby\s{_ABOUT}(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%"
        ),
        "speedup",
        ("by",),
        _more,
        "%",
        "The compact-route GEMM drops padded buffers, lifting ShareGPT end-to-end throughput by ~8% on one H100.",
        8.0,
    ),
    ClaimPattern(
        "N% higher speed on A and M% on B",
        # a second gain sharing the first's comparative and speed: "up to ~34% higher decode
        # throughput on B200 and ~11% on RTX 3090" (the first figure is found on its own)
        _p(
            rf"\b{NUM}\s?%\s+(?:higher|faster|more|greater|better)\s+(?:[\w-]+\s+){{0,2}}?{_RATE_NOUN}\b"
            rf"[^.;!?%]{{0,60}}?\band\s+{_ABOUT}(?P<a>{NUM})\s?%\s+(?:on|for|with|at)\s"
        ),
        "speedup",
        ("speed", "throughput", "perf", "tok", "rps", "per second", "req/s"),
        _more,
        "%",
        "Constrained decoding is faster: up to ~34% higher decode throughput on B200 and ~11% on RTX 3090.",
        11.0,
    ),
    ClaimPattern(
        "speed fell by N%",
        # a regression with the speed as the subject: "Between 16 and 64 throughput *fell* 6%"
        _p(
            rf"\b{_SPEED_NOUN}\s(?:has\s|have\s|is\s|was\s)?\*{{0,2}}"
            r"(?:fell|falls|dropped|drops|decreased|decreases|declined|declines|went\sdown|shrank|shrinks)\*{0,2}"
            rf"\s(?:by\s)?{_ABOUT}(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%"
        ),
        "speedup",
        ("speed", "throughput", "perf", "tok", "rps", "per second", "req/s"),
        _less,
        "%",
        "Between concurrency 16 and 64, throughput *fell* 6% while p99 TTFT rose.",
        6.0,
    ),
    ClaimPattern(
        "improves speed by N x",
        _p(
            rf"\b(?:improv\w{{0,4}}|boost\w{{0,4}}|increas\w{{0,4}}|accelerat\w{{0,4}})\s(?:the\s)?{_SPEED_NOUN}\sby\s"
            rf"{_ABOUT}(?P<a>{NUM})(?:{_TIMES})?(?:\s?(?:-|–|to)\s?(?P<b>{NUM}))?{_TIMES}"
        ),
        "speedup",
        ("by",),
        _same,
        "x",
        "The new kernel improves performance by approximately 1.02x to 5.78x across model sizes.",
        1.02,
    ),
    ClaimPattern(
        "increases speed N x",
        # the factor right after the metric, with no "by": "CUDA graphs increase decode throughput
        # 1.7x at batch 8", "boosts generation speed 2x" (a qualifier of the metric allowed)
        _p(
            rf"\b(?:improv\w{{0,4}}|boost\w{{0,4}}|increas\w{{0,4}}|accelerat\w{{0,4}}|rais\w{{0,4}})\s(?:the\s)?"
            rf"(?:(?:decode|decoding|generation|output|prefill|serving|inference|token)\s)?{_SPEED_NOUN}\s"
            rf"{_ABOUT}(?P<a>{NUM}){_TIMES}"
        ),
        "speedup",
        ("speed", "throughput", "perf", "tok", "rps", "per second", "req/s"),
        _same,
        "x",
        "CUDA graphs increase decode throughput 1.7x at batch 8 on one H100.",
        1.7,
    ),
    ClaimPattern(
        "latency is N x lower",
        # a latency ratio said of the latency: "TTFT is 4x lower with prefix caching", "TPOT was
        # 2 times shorter"; not a network's or start-up's latency
        _p(
            rf"\b{_NOT_OTHER_LATENCY}(?:latency|latencies|TTFT|TPOT|ITL|TBT|time\sto\sfirst\stoken|time\sper\s(?:output\s)?token)"
            rf"\s(?:is|was|are|were|gets|got|becomes|became)\s{_ABOUT}(?P<a>{NUM}){_TIMES}\s"
            r"(?:lower|shorter|smaller|less|faster|better)\b"
        ),
        "speedup",
        (
            "latenc",
            "ttft",
            "tpot",
            "itl",
            "tbt",
            "first token",
            "per token",
            "per output token",
            "first token",
            "first-token",
        ),
        _same,
        "x",
        "Time to first token is 4x lower with prefix caching on one H100.",
        4.0,
    ),
    ClaimPattern(
        "generates N tokens in M s",
        # a generation's duration with its length: "it generated 512 tokens in 6.4 seconds"
        _p(
            # ("the model output 512 tokens in 9.6 seconds", "returned 256 tokens in 3 s")
            r"\b(?:(?:generat|produc|decod|stream|emit)\w{0,4}|outputs?|outputted|returns?|returned)\s(?:about\s|around\s|~)?"
            rf"{NUM}\s(?:new\s|output\s|generated\s)?tokens\sin\s(?:about\s|around\s|just\s|only\s|~)?"
            rf"(?P<a>{NUM})\s?(?:ms|s|sec|secs|seconds)\b"
        ),
        "latency",
        ("tokens in",),
        None,
        "s",
        "On one RTX 4090, Llama-3-8B generated 512 tokens in 6.4 seconds.",
        6.4,
    ),
    ClaimPattern(
        "faster by a factor of N",
        _p(
            # the gap may not turn to another quantity ("faster and smaller by a factor of 2")
            r"\b(?:faster|slower|quicker|speeds?|speed-?ups?|throughput|latency|difference|tokens?\sper\ssecond|tok/s|TPS)\b"
            r"(?:(?!smaller|larger|bigger|cheaper|memory|size|cost|fewer|less)[^.;\n]){0,100}?"
            rf"\ba\sfactor\sof\s{_ABOUT}(?P<a>{NUM})(?!\d)"
        ),
        "speedup",
        ("factor of",),
        _same,
        "x",
        "The GPU is faster for prompt processing, by a factor of 13 on this machine.",
        13.0,
    ),
    ClaimPattern(
        "faster speed (+N%)",
        _p(rf"\b(?:faster|higher)\s{_SPEED_NOUN}\s?[(（]\s?\+(?P<a>{NUM})\s?%\s?[)）]"),
        "speedup",
        ("+",),
        _more,
        "%",
        "Longer context and slightly faster speed (+15%).",
        15.0,
    ),
    ClaimPattern(
        "higher speed (N-M% ...)",
        # the gain in parentheses with no sign, maybe a range and a qualifier: "consistently higher
        # throughput (5-20% across stable regions)"; a share ("(95% of peak)") or another quantity's
        # change ("(30% more memory free)") is no gain
        _p(
            rf"\b(?:faster|higher|better)\s{_SPEED_NOUN}\s?[(（]\s?{_ABOUT}(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%"
            r"(?!\s?of\b|\s(?:more|less|fewer)\s)(?=(?:[\s,;][^()\n]{0,50})?[)）])"
        ),
        "speedup",
        ("faster", "higher", "better"),
        _more,
        "%",
        "The new scheduler gives consistently higher throughput (8-12% across all request rates) on vLLM.",
        8.0,
    ),
    ClaimPattern(
        "faster (N-M%)",
        # the comparative alone, its gain in parentheses: "the Hugging Face baseline is consistently
        # slower (~15-20%)"; a share ("faster (20% of runs)") or another quantity ("(30% less memory)") is none
        _p(rf"\bfaster{_PARENTHESISED_GAIN}"),
        "speedup",
        ("faster",),
        _more,
        "%",
        "With continuous batching vLLM is consistently faster (~15-20%) than the Hugging Face baseline.",
        15.0,
    ),
    ClaimPattern(
        "slower (N-M%)",
        _p(rf"\bslower{_PARENTHESISED_GAIN}"),
        "speedup",
        ("slower",),
        _less,
        "%",
        "The Hugging Face baseline is consistently slower (~15-20%) than vLLM on one A100.",
        15.0,
    ),
    ClaimPattern(
        "beats ... by N% on throughput",
        # a win whose margin names the speed it was won on: "the tuned config beat the baseline by
        # **+12.5%** on the throughput goal"; a margin on another goal ("by 3% on accuracy") is none
        _p(
            # the margin may be approximate or a range: "epmoe wins by ~18–26% on long-context throughput"
            r"\b(?:beat|beats|beating|wins?|won|outperform(?:s|ed|ing)?|leads?|led)\b[^.;\n]{0,60}?\bby\s\**\+?"
            rf"{_ABOUT}(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%\**\s(?:on|in|for)\s(?:the\s)?(?:[\w-]+\s){{0,2}}?"
            r"(?:throughput|decode|decoding|prefill|speed|tok/s|TPS|goodput)\b"
        ),
        "speedup",
        ("by",),
        _more,
        "%",
        "On vLLM with Llama-3-8B the tuned config beat the baseline by +12.5% on the throughput goal.",
        12.5,
    ),
    ClaimPattern(
        "wins decode by N%",
        # the phase or speed won, then the margin: "the tuned config wins decode by +10.6%"
        _p(
            r"\b(?:wins?|won|leads?|led)\s(?:on\s|in\s)?(?:throughput|decode|decoding|prefill|speed|goodput)"
            rf"\sby\s\**\+?(?P<a>{NUM})\s?%"
        ),
        "speedup",
        ("by",),
        _more,
        "%",
        "On two L4 GPUs the tuned vLLM config wins decode by +10.6% over the default.",
        10.6,
    ),
    ClaimPattern(
        "signed delta before a speed metric",
        # "+14.8% TPS, -14.1% TTFT, -21.8% TPOT", "+8% of total TPS per GPU": a change of the
        # named metric, so a speedup
        _p(
            # "+8% of total TPS per GPU", "-5% in output throughput": the change may be said to be of the metric
            # and the metric may be qualified by a few words ("+45-75% cold decode GEMV throughput")
            rf"(?<![\w.+−-])[+−-]\s?(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%\s(?:(?:of|in)\s(?:the\s)?)?"
            r"(?:(?!(?:than|vs|versus|over|and|or|with|at|on|for)\b)[A-Za-z][\w-]*\s){0,3}?"
            # ... or a phase named for its speed: "≈ −10% decode at 2-4K context", "+26.2% prefill"
            # (not when a noun after the phase names what changed: "+55% prefill memory", "decode budget")
            r"(?:TPS|QPS|RPS|TTFT|TPOT|ITL|tok/s|tokens/s|throughput|latency|speed"
            r"|(?:prefill|decode|decoding)(?!\s(?:memory|mem|RAM|VRAM|footprint|peak|budget|tokens?|steps?|cost|compute|calls?)\b))"
            r"(?![\w/])"
        ),
        "speedup",
        ("%",),
        _more,
        "%",
        "Static FP8 gives +26.7% TPS, -20.4% TTFT and -32.4% TPOT.",
        26.7,
    ),
    ClaimPattern(
        "speed metric then signed delta",
        # "llm.rs prefill +22 %, decode −9 %", "throughput: +12%": the metric named first, its
        # signed change after it (a space or colon between), as a report's summary line says it
        _p(
            r"\b(?:prefill|decode|decoding|generation|TPS|QPS|RPS|TTFT|TPOT|ITL|tok/s|tokens/s|throughput|latency)"
            rf"\s?:?\s[+−-]\s?(?P<a>{NUM})\s?%(?!\w)"
        ),
        "speedup",
        ("%",),
        _more,
        "%",
        "F16: llm.rs prefill +22 %, decode −9 % against llama.cpp.",
        22.0,
    ),
    ClaimPattern(
        "speeds up inference (N x)",
        # the ratio in parentheses after the verb: "speeds up inference (2-2.5x on a 70B model)"
        _p(
            r"\b(?:speeds?\sup|sped\sup|accelerat\w{0,4}|boost\w{0,4})\s(?:the\s)?(?:LLM\s|model\s)?"
            r"(?:inference|decoding|generation|serving|text\sgeneration)\s?[(（]\s?"
            rf"{_ABOUT}(?P<a>{NUM})(?:\s?(?:-|–|to)\s?(?P<b>{NUM}))?{_TIMES}"
        ),
        "speedup",
        ("speed", "sped", "accelerat", "boost"),
        _same,
        "x",
        "Speculative sampling speeds up inference (2-2.5x on a 70B model) with no change in accuracy.",
        2.0,
    ),
    ClaimPattern(
        "speed metric then a prefix multiple",
        # "prefill 폭증 (Q4_0 ×9.9, F16 ×1.87)", "decode throughput ×2.1": the multiplication sign
        # glued before its factor, after the speed it multiplies; "×8 GPUs" and "4×H100" count
        # hardware, "batch size × 128" (spaced) is arithmetic
        _p(
            r"\b(?:prefill|decode|decoding|throughput|speed|TPS|tok/s)\b[^.;\n]{0,40}?(?<![\w.])×"
            rf"(?P<a>{NUM})(?![\d.])(?!\s?(?:GPUs?|nodes?|cards?|devices?|chips?)\b)"
        ),
        "speedup",
        ("×",),
        _same,
        "x",
        "llama.cpp prefill jumps on the GPU (Q4_0 ×9.9, F16 ×1.87).",
        9.9,
    ),
    ClaimPattern(
        "benefits from X (N x)",
        # the gain a method gives, in parentheses after what gives it: "Larger models benefit more
        # from Flash Attention (up to 4.53x)", "long prompts benefit most from prefix caching (2.1x)"
        _p(
            r"\bbenefit(?:s|ed|ing)?\s(?:(?:much\s)?(?:more|most)\s)?from\s[^.;()\n]{1,40}?\s?[(（]\s?"
            rf"{_ABOUT}(?P<a>{NUM})(?:\s?(?:-|–|to)\s?(?P<b>{NUM}))?{_TIMES}"
        ),
        "speedup",
        ("benefit",),
        _same,
        "x",
        "Larger models benefit more from Flash Attention (up to 4.53x).",
        4.53,
    ),
    ClaimPattern(
        "time taken to generate is N s",
        _p(
            r"\btime\s(?:taken|needed|required|spent)\s(?:to|for)\s(?:generat|predict|decod|produc|complet|answer)\w*"
            r"\b[^.;\n]{0,60}?\b(?:is|was|of)\s(?:only\s|just\s|around\s|about\s|roughly\s|approximately\s|~)?"
            rf"(?P<a>{NUM})(?:\s?(?:ms|sec|secs|seconds|milliseconds)|\s?s)\b"
        ),
        "latency",
        ("time",),
        None,
        "s",
        "The total time taken to predict a string of 50 tokens is around 3.85s on the target model.",
        3.85,
    ),
    ClaimPattern(
        "latency: N s",
        # a request's latency given as a value: labelled ("Latency: 0.51s") or named as a whole
        # request's ("the end-to-end latency was 1.2 s"); a bare "p99 latency is 2.1 s at 32 QPS"
        # stays a condition, and a budget or SLO ("a latency budget of 50 ms") names a word between
        _p(
            # ("Mean E2EL was 4930 ms", "P99 request latency stayed at 780 ms")
            r"\b(?:(?:(?:end-to-end|e2e|request|average|mean|median)\slatency|E2EL)"
            r"\s?(?::|=|\sis|\swas|\sof|\saveraged|\s(?:stayed|stays|remained|remains)\s(?:at|around|near))"
            r"|latency\s?[:=])\s?"
            rf"(?:only\s|just\s|about\s|around\s|roughly\s|~)?(?P<a>{NUM})\s?(?:ms|sec|secs|seconds|milliseconds|s)\b"
        ),
        "latency",
        ("latency", "e2el"),
        None,
        "s",
        "At batch 1 with 128 input and 64 output tokens, the end-to-end latency was 0.51 s.",
        0.51,
    ),
    ClaimPattern(
        "latency (N s)",
        # a latency whose value the parentheses after it give: "c100: High latency (115s), degraded
        # throughput", "Minimal latency (7-14 s)"; a unit alone ("latency (ms)") is a header's
        _p(
            r"\blatency\s?[(（]\s?(?:only\s|about\s|around\s|roughly\s|~)?"
            rf"(?P<a>{NUM})(?:\s?(?:-|–|to)\s?(?P<b>{NUM}))?\s?(?:ms|sec|secs|seconds|milliseconds|s)\s?[)）]"
        ),
        "latency",
        ("latency",),
        None,
        "s",
        "At 100 concurrent users the server shows high latency (115s) and degraded throughput.",
        115.0,
    ),
    ClaimPattern(
        "xN faster",
        _p(rf"(?<![\w.])[x×](?P<a>{NUM})(?![\d.])\s(?:faster|quicker|speed-?ups?)\b"),
        "speedup",
        ("faster", "quicker", "speed"),
        _same,
        "x",
        "With the fused kernel, decoding is x2 faster on one GPU.",
        2.0,
    ),
    # French, Spanish, Italian and German put the comparative after the factor: "2,4 fois plus rapide"
    # (2.4 times as fast), "3-mal schneller", "2 veces más rápida", "3 volte più veloce", "2.41x plus
    # rapide", "30 % plus rapide" (not in a clause about loading, compiling, installing, downloading
    # or training: "le chargement est 3 fois plus rapide")
    ClaimPattern(
        "N fois plus rapide",
        _p(
            rf"{_EU_CLAUSE_NOT_INFERENCE}(?<![\d.,])(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?"
            r"(?:\s?[x×](?![A-Za-z0-9])|\s(?:fois|veces|volte)|[\s-]mal)\s(?:plus\s(?:rapides?|vite)"
            r"|más\s(?:rápid[oa]s?|veloz|veloces)|schneller|più\s(?:veloci?|rapid[oaie]))"
        ),
        "speedup",
        ("rapide", "vite", "schneller", "rápid", "veloz", "veloce", "più"),
        _same,
        "x",
        "Sur une RTX 4070, TensorRT-LLM est 3 fois plus rapide que PyTorch pour TinyLlama.",
        3.0,
    ),
    ClaimPattern(
        "N % plus rapide",
        _p(
            rf"{_EU_CLAUSE_NOT_INFERENCE}(?<![\d.,])(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%\s(?:plus\s(?:rapides?|vite)"
            r"|más\s(?:rápid[oa]s?|veloz|veloces)|schneller|più\s(?:veloci?|rapid[oaie]))"
        ),
        "speedup",
        ("rapide", "vite", "schneller", "rápid", "veloz", "veloce", "più"),
        _more,
        "%",
        "Avec vLLM, la génération est 30 % plus rapide sur une RTX 4090.",
        30.0,
    ),
    # ... and a verb that lowers a latency or raises a speed "by" N%: "réduit la latence de 40 %",
    # "reduce la latencia en un 35 %", "senkt die Latenz um 30 %", "augmente le débit de 25 %",
    # "mejora el rendimiento en un 20 %", "steigert den Durchsatz um 50 %"
    ClaimPattern(
        "réduit la latence de N %",
        _p(
            r"\b(?:réduit|réduisent|réduire|diminue|diminuent|baisse|abaisse|reduce|reducen|reducir|disminuye|senkt|senken"
            r"|reduziert|reduzieren|verringert|verkürzt|riduce|riducono)\s(?:(?:le|la|l'|les|el|los|die|den|der|il)\s?)?"
            r"(?:latence|latencia|latenz|latenza|TTFT|TPOT|temps\sde\s(?:génération|réponse)|tiempo\sde\s(?:generación|respuesta))"
            r"[^.;:\n\d]{0,30}?\s(?:de|en|um|del|di)\s(?:un\s)?(?:plus\sde\s|près\sde\s|environ\s|casi\s|más\sde\s|etwa\s|~)?"
            rf"(?P<a>{NUM})\s?%"
        ),
        "speedup",
        ("laten", "ttft", "tpot", "temps", "tiempo"),
        _latency_cut,
        "%",
        "Le cache de préfixes réduit la latence de 40 % sur Llama 3 8B.",
        40.0,
    ),
    ClaimPattern(
        "augmente le débit de N %",
        _p(
            r"\b(?:augmente|augmentent|augmenter|améliore|améliorent|accélère|accélèrent|aumenta|aumentan|mejora|mejoran"
            r"|acelera|erhöht|erhöhen|steigert|steigern|verbessert|beschleunigt|aumenta|migliora|accelera)\s"
            r"(?:(?:le|la|l'|les|el|los|die|den|der|il)\s?)?"
            r"(?:débit|vitesse|throughput|rendimiento|velocidad|durchsatz|geschwindigkeit|velocità|generación|génération)"
            r"[^.;:\n\d]{0,30}?\s(?:de|en|um|del|di)\s(?:un\s)?(?:plus\sde\s|près\sde\s|environ\s|casi\s|más\sde\s|etwa\s|~)?"
            rf"(?P<a>{NUM})\s?%"
        ),
        "speedup",
        ("débit", "vitesse", "throughput", "rendimiento", "velocidad", "durchsatz", "geschwindigkeit", "velocità"),
        _more,
        "%",
        "Le batching continu augmente le débit de 25 % avec vLLM.",
        25.0,
    ),
    ClaimPattern(
        "takes N seconds",
        _p(
            rf"\b(?:takes?|took|taking)\s(?:only\s|just\s|around\s|about\s|roughly\s|~)?(?P<a>{NUM})"
            r"(?:\s?(?:ms|sec|secs|seconds|milliseconds)|\ss)\b(?!\sof\b)"
        ),
        "latency",
        ("tak", "took"),
        None,
        "s",
        "Generating the answer takes around 11.25 seconds on one GPU.",
        11.25,
    ),
    # Chinese documents write the same ratios with their own words: a speed word, a verb of
    # raising and the figure ("推理速度相比上一代提升了 42%": the inference speed rose 42% on the
    # last generation), a factor in 倍 ("解码速度提升 2.5 倍", "快 3 倍"), a latency cut ("延迟降低 30%")
    ClaimPattern(
        "速度 ... 提升 N%",
        _p(rf"{_ZH_SPEED_WORD}(?:提升|提高|加快|增加|增长|加速|提速){_ZH_AMOUNT}(?P<a>{NUM})\s?%"),
        "speedup",
        ("提升", "提高", "加快", "增加", "增长", "加速", "提速"),
        _more,
        "%",
        "推理速度相比上一代提升了 42%。",
        42.0,
    ),
    ClaimPattern(
        "速度 ... N 倍",
        # ... a factor written with a multiplication sign ("吞吐量提高了1.72×-4.05×"), a range
        # ("提升 2-3 倍") and the level a speed is raised to ("提升至1.74倍")
        _p(
            rf"{_ZH_SPEED_WORD}(?:提升|提高|加快|加速|提速|快|高){_ZH_AMOUNT}(?:至|到)?\s?(?P<a>{NUM})"
            rf"(?:(?:\s?(?:倍|{_ZH_TIMES}))?\s?[-–~～到至]\s?(?P<b>{NUM}))?\s?(?:倍|{_ZH_TIMES})"
        ),
        "speedup",
        ("倍", "×", "提升", "提高", "加快", "加速", "提速", "快", "高"),
        _same,
        "x",
        "使用投机解码后，解码速度提升了 2.5 倍。",
        2.5,
    ),
    # ... a speed that reaches a factor ("速度最高可达2.5倍", "吞吐达到 Qwen3.5 0.8B 的 ~1.5 倍": reaches
    # 1.5 times X's), and a factor written before the speed ("至少1.3倍的推理速度提升", "约 1.5 倍的
    # token 吞吐", "2.5 倍的速度")
    ClaimPattern(
        "速度 ... 可达 N 倍",
        _p(
            r"(?:速度|吞吐量?|性能)[^。！？\n]{0,24}?(?:(?:最高|最多)?可达到?|达到|是|为)"
            rf"(?:[^。！？\n]{{0,30}}?的)?\s?[~约近]?\s?(?P<a>{NUM})\s?倍"
        ),
        "speedup",
        ("倍",),
        _same,
        "x",
        "在 A100 上，高并发场景 token 吞吐达到上一代模型的 ~1.5 倍。",
        1.5,
    ),
    # ... a speed-up ratio named as such ("端到端加速比可达 5.52×", "平均加速比：1.79x"): the ratio itself
    ClaimPattern(
        "加速比 N 倍",
        _p(
            r"加速比[^。！？\n\d]{0,12}?(?:[:：=]|可达到?|达到?|为|是|最高|约|高达|\s)*\s?\**[~约近]?\s?"
            rf"(?P<a>{NUM})(?:\s?(?:倍|{_ZH_TIMES})?\s?[-–~～到至]\s?(?P<b>{NUM}))?\s?(?:倍|{_ZH_TIMES})"
        ),
        "speedup",
        ("加速比",),
        _same,
        "x",
        "在六个基准上，DFlare 的端到端平均加速比可达 5.52×。",
        5.52,
    ),
    # ... and a signed gain set before the measure it raises ("高并发区间额外带来最高 +15.7% 吞吐")
    ClaimPattern(
        "+N% 吞吐",
        _p(rf"[+＋]\s?(?P<a>{NUM})\s?%\s?的?\s?(?:token\s?)?(?:吞吐量?|速度|性能|加速)"),
        "speedup",
        ("+", "＋"),
        _more,
        "%",
        "在 H20 上，动态裁剪在高并发下带来最高 +15.7% 吞吐。",
        15.7,
    ),
    ClaimPattern(
        "N 倍的速度",
        _p(
            rf"(?<![\d.])(?P<a>{NUM})(?:(?:\s?(?:倍|{_ZH_TIMES}))?\s?[-–~～到至]\s?(?P<b>{NUM}))?\s?(?:倍|{_ZH_TIMES})"
            r"(?:左右)?\s?(?:高|快)?的\s?(?:token\s?)?(?:归一化|平均|整体|端到端)?(?:推理|解码|生成|预填充)?\s?"
            r"(?:速度|吞吐量?|加速|性能提升)"
        ),
        "speedup",
        ("倍", "的"),
        _same,
        "x",
        "支持 exllama 的 q4 CUDA 算子使得 int4 量化模型能够获得至少1.3倍的推理速度提升。",
        1.3,
    ),
    # Japanese writes the factor before the word for fast: "OpenAIの4.7倍高速" (4.7 times as fast as
    # OpenAI), "3倍速い", "2倍の速度", "約1.5倍高速化"
    ClaimPattern(
        "N倍高速",
        _p(rf"(?<![\d.])(?P<a>{NUM})\s?倍(?:の)?\s?(?:高速|速い|速く|速度|スループット)"),
        "speedup",
        ("倍",),
        _same,
        "x",
        "RTX 4090 では、新しいカーネルが従来の4.7倍高速です。",
        4.7,
    ),
    # ... and the comparative whose verb is speed itself: "X 比 cuBLAS 快 1.20 倍" (X is 1.2 times as
    # fast as cuBLAS), "比 llama.cpp 快 30%", "平均速度比 cuBLAS 慢 29.6%"
    ClaimPattern(
        "比 ... 快 N 倍",
        _p(
            rf"{_ZH_CLAUSE_NOT_INFERENCE}比[^。！？，,；;\n]{{1,30}}?快{_ZH_AMOUNT}(?P<a>{NUM})"
            rf"(?:(?:\s?(?:倍|{_ZH_TIMES}))?\s?[-–~～到至]\s?(?P<b>{NUM}))?\s?(?:倍|{_ZH_TIMES})"
        ),
        "speedup",
        ("快",),
        _same,
        "x",
        "在 A100 上，batch 为 8 时，新内核平均比 cuBLAS 内核快 1.20 倍。",
        1.2,
    ),
    ClaimPattern(
        "比 ... 快 N%",
        _p(
            rf"{_ZH_CLAUSE_NOT_INFERENCE}比[^。！？，,；;\n]{{1,30}}?快{_ZH_AMOUNT}(?P<a>{NUM})"
            rf"(?:\s?%?\s?[-–~～到至]\s?(?P<b>{NUM}))?\s?%"
        ),
        "speedup",
        ("快",),
        _more,
        "%",
        "在 RTX 4090 上，解码速度比 llama.cpp 快 30%。",
        30.0,
    ),
    ClaimPattern(
        "比 ... 慢 N%",
        _p(rf"{_ZH_CLAUSE_NOT_INFERENCE}比[^。！？，,；;\n]{{1,30}}?慢{_ZH_AMOUNT}(?P<a>{NUM})\s?%"),
        "speedup",
        ("慢",),
        _less,
        "%",
        "在 A100 上，BitsandBytes 的平均速度比 cuBLAS 慢 29.6%。",
        29.6,
    ),
    ClaimPattern(
        "延迟 ... 降低 N%",
        _p(
            r"(?:延迟|时延|耗时|首字时间)[^。！？\n]{0,24}?(?:降低|减少|缩短|下降)(?:了|约|近|达到?|超过|\s)*"
            rf"(?P<a>{NUM})\s?%"
        ),
        "speedup",
        ("降低", "减少", "缩短", "下降"),
        _latency_cut,
        "%",
        "在 A100 上，首 token 延迟降低了 30%。",
        30.0,
    ),
    # Japanese and Korean write the ratio after the speed, the verb last: "推論速度が 2.5 倍に向上しました"
    # (inference speed rose 2.5 times), "スループットは 40% 向上", "처리량이 2배 향상되었습니다" (throughput
    # doubled), "생성 속도가 35% 빨라졌습니다", and a latency cut "レイテンシを 30% 削減", "지연 시간이 30% 감소"
    ClaimPattern(
        "速度が N 倍に向上",
        _p(
            rf"{_JA_SPEED_WORD}{_JA_ABOUT}(?P<a>{NUM})(?:\s?倍?\s?[-–~～〜]\s?(?P<b>{NUM}))?\s?倍"
            r"(?:に|の|も|以上|近く|程度|\s)*(?:向上|高速|速|改善|増加|アップ|加速)"
        ),
        "speedup",
        ("倍",),
        _same,
        "x",
        "量子化により、推論速度が 2.5 倍に向上しました。",
        2.5,
    ),
    ClaimPattern(
        "速度が N% 向上",
        _p(
            rf"{_JA_SPEED_WORD}{_JA_ABOUT}(?P<a>{NUM})(?:\s?%?\s?[-–~～〜]\s?(?P<b>{NUM}))?\s?[%％]"
            r"(?:の|も|以上|近く|程度|\s)*(?:向上|高速|改善|増加|アップ)"
        ),
        "speedup",
        ("向上", "高速", "改善", "増加", "アップ"),
        _more,
        "%",
        "新しいカーネルでスループットは 40% 向上しました。",
        40.0,
    ),
    ClaimPattern(
        "レイテンシを N% 削減",
        _p(
            r"(?:レイテンシー?|遅延|応答時間|待ち時間|TTFT|TPOT)[^。！？\n\d]{0,24}?"
            rf"{_JA_ABOUT}(?P<a>{NUM})\s?[%％](?:の|も|以上|近く|程度|\s)*(?:削減|短縮|低下|減少)"
        ),
        "speedup",
        ("削減", "短縮", "低下", "減少"),
        _latency_cut,
        "%",
        "プレフィックスキャッシュで TTFT を 30% 短縮しました。",
        30.0,
    ),
    ClaimPattern(
        "속도가 N배 향상",
        _p(
            rf"{_KO_SPEED_WORD}{_KO_ABOUT}(?P<a>{NUM})(?:\s?배?\s?[-–~]\s?(?P<b>{NUM}))?\s?배"
            r"(?:\s|이상|가량|정도|까지|로|으로|나|더)*(?:향상|빨라|빠르|빠른|증가|개선|높)"
        ),
        "speedup",
        ("배",),
        _same,
        "x",
        "양자화 후 처리량이 2배 향상되었습니다.",
        2.0,
    ),
    ClaimPattern(
        "속도가 N% 향상",
        _p(
            rf"{_KO_SPEED_WORD}{_KO_ABOUT}(?P<a>{NUM})(?:\s?%?\s?[-–~]\s?(?P<b>{NUM}))?\s?%"
            r"(?:\s|이상|가량|정도|까지|나|더)*(?:향상|빨라|빠르|빠른|증가|개선|높)"
        ),
        "speedup",
        ("향상", "빨라", "빠르", "빠른", "증가", "개선", "높"),
        _more,
        "%",
        "새 커널로 생성 속도가 35% 빨라졌습니다.",
        35.0,
    ),
    ClaimPattern(
        "지연 시간이 N% 감소",
        _p(
            r"(?:지연\s?시간|지연|레이턴시|응답\s?시간|TTFT|TPOT)[^.!?\n\d]{0,24}?"
            rf"{_KO_ABOUT}(?P<a>{NUM})\s?%(?:\s|이상|가량|정도|까지|나)*(?:감소|단축|줄|낮)"
        ),
        "speedup",
        ("감소", "단축", "줄", "낮"),
        _latency_cut,
        "%",
        "프리픽스 캐시로 첫 토큰 지연 시간이 30% 감소했습니다.",
        30.0,
    ),
)


#: each row's regex, also skipped on text without the literals its parse tree requires
_SCANS = tuple(gated(row.regex) for row in PATTERNS)


#: the rows' gate literals, each once (rows share them: 152 tests per text became 60), and each
#: row's gate as a bit mask over them
_GATE_KEYS = tuple(sorted({key for row in PATTERNS for key in row.gates}))
_GATE_BITS = tuple(1 << bit for bit in range(len(_GATE_KEYS)))
_ROW_MASKS = tuple(sum(1 << _GATE_KEYS.index(key) for key in set(row.gates)) for row in PATTERNS)


def run_patterns(text: str) -> list[tuple[ClaimPattern, re.Match[str]]]:
    """Every row's matches in ``text``, rows whose gates are absent skipped."""
    contains = lowered_contains(text)
    # the bits of the literals the text holds (map and compress: the substring tests loop in C)
    present = sum(compress(_GATE_BITS, map(contains, _GATE_KEYS)))
    found: list[tuple[ClaimPattern, re.Match[str]]] = []
    for row, scan, mask in zip(PATTERNS, _SCANS, _ROW_MASKS, strict=True):
        if present & mask:
            found.extend((row, match) for match in scan.finditer(text))
    return found
