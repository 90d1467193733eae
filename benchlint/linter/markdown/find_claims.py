"""Find performance claims in one text block: throughput figures, speedups, per-token latency.

A claim needs a number *and* a speed meaning: a speed unit after the number (tok/s,
req/s, ms/token...), or a ratio (2.5x, 38%, "4 times") whose words say it is about speed
rather than memory, accuracy or batch size. Versions, dates, ports, flags, context
lengths and memory sizes carry no speed unit, so they never match.
"""

from __future__ import annotations

import bisect
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property, lru_cache

from benchlint.linter.markdown.gates import MAX_GATED, gated, lowered_contains
from benchlint.linter.markdown.numbers import NUM, parse_number
from benchlint.linter.markdown.patterns import PATTERNS, run_patterns


@dataclass(eq=False)
class Candidate:
    start: int
    end: int
    text: str
    kind: str
    """"throughput", "speedup" or "latency"."""
    value: float
    unit: str
    high: float | None = None
    """Upper end of a range ("2.2-3.6x")."""
    approx: bool = False
    ratio: float | None = None
    """For a speedup: the factor it states (38% higher -> 1.38, 18% below -> 0.82)."""


# "3,000+ tok/s": a floor written with a plus sign is still the figure
_RANGE = rf"(?P<a>{NUM}(?:[kK](?![a-zA-Z]))?)(?:\s?(?:-|–|to)\s?(?P<b>{NUM}(?:[kK](?![a-zA-Z]))?))?(?:\+(?![\d+]))?"
_THROUGHPUT_UNIT = (
    r"tok(?:en)?s?\s?/\s?s(?:ec(?:ond)?)?(?:\s?/\s?(?:GPU|user|req|request|node|chip|die|card|device|NPU|TPU|socket"
    # per accelerator named by its part: "2.2k tok/s/H200", "tok/s/MI300X"
    r"|[A-Z]{1,3}\d{2,4}[A-Z]{0,2}))?(?![\w/])"
    r"|tok(?:en)?s?[ -]per[ -]s(?:ec(?:ond)?)?\b"
    r"|tok(?:en)?s\s(?:a|each|every)\ssecond\b"
    r"|t/s(?![\w/])"
    # French, Spanish, Italian and German write the second out: "30 tokens par seconde", "45 tokens por
    # segundo", "20 token al secondo", "30 Token pro Sekunde", "47 tokens/seconde"
    r"|tok(?:en)?s?\s?/\s?(?:seconde|secondo|segundo|sekunde)\b"
    r"|tok(?:en)?s?\s(?:par|por|pro|per|al)\s(?:seconde|secondo|segundo|sekunde)\b"
    # Japanese and Korean write the unit with their own word for a second: "90 トークン/秒", "50 토큰/초"
    r"|(?:tok(?:en)?s?|トークン|토큰)\s?/\s?(?:秒|초)|(?:tok(?:en)?s?|トークン)\s?毎秒"
    r"|TPS\b|QPS\b|RPS\b|RPM\b"
    r"|TGS\b"  # tokens per GPU per second, as some vendor benchmarks write it
    r"|req(?:uest)?s?\s?/\s?(?:s|sec|second|min|minute)(?![\w/])"
    r"|requests?\s+per\s+(?:second|minute)\b"
)
_LATENCY_UNIT = (
    r"ms\s?/\s?tok(?:en)?\b|m?s\s?/\s?token\b"
    r"|(?:ms|milliseconds?)\s+(?:of\s+latency\s+)?per\s+(?:output\s+|generated\s+)?token\b"
    r"|(?:s|sec|seconds?)\s+(?:between|per)\s+(?:step|token)s?\b|(?:sec|seconds?)\s?/\s?tok(?:en)?\b"
    r"|ms\s+(?:TTFT|TPOT|ITL|TBT)\b"
)
#: the words that may stand between a figure and its unit ("473.1 aggregate tok/s", "1,900 prefill tokens/s")
_QUALIFIER = (
    r"(?:(?:output|generated|total|decode|decoding|prompt|input|gen|generation|prefill|completion"
    r"|aggregate|aggregated|combined)\s+)?"
)
#: "18.7 ± 0.4 tok/s": the spread after a figure leaves the unit the figure's
_SPREAD_AFTER = rf"(?:\s?(?:±|\+/-|\+-)\s?{NUM})?"
_UNIT_RE = re.compile(
    # (a tool's aligned columns put two or three spaces before the unit: "19.17  tokens/s")
    rf"(?<![0-9])(?=[0-9~≈aArRnN])(?P<approx>~|≈|about\s|roughly\s|around\s|nearly\s)?{_RANGE}{_SPREAD_AFTER}"
    rf"(?:[ \t]{{2,3}}|\s)?(?:{_QUALIFIER})"
    rf"(?:(?P<tp>{_THROUGHPUT_UNIT})|(?P<lat>{_LATENCY_UNIT}))"
    # a unit that a colon and a figure follow labels that figure ("**1**" over "Prompt tokens per
    # second: 22.61"): the number before it is a run's index, not a speed
    r"(?!\*{0,2}\s?[:=]\*{0,2}\s{0,3}[~≈]?\d)",
    re.IGNORECASE,
)
_PREFIX_LATENCY_RE = re.compile(
    r"(?<![a-zA-Z])(?:"
    # the metric's name may be hyphenated as a compound ("time-to-first-token of 120 ms")
    r"\b(?:TTFT|TPOT|ITL|TBT|time[- ]to[- ]first[- ]token|(?:per|inter)[- ]token latency"
    r"|latency per (?:output |generated )?token"
    # ("decode time per token: 22 ms", "time per generated token of 30 ms")
    r"|(?:(?:decode|decoding|generation) )?time[- ]per[- ](?:output[- ]|generated[- ])?token)"
    # "time per output token (TPOT) is 18 ms", "ITL stays under 25 ms"
    r"(?:\s?\((?:TTFT|TPOT|ITL|TBT)\))?\s*"
    # what it was measured for, before its verb: "TPOT for Llama-2-7B is 40 ms", "the per-token
    # latency of Qwen3 8B was 21 ms" (a word, not a figure, opens it: "of 40 ms" is the figure)
    r"(?:(?:for|of)\s(?:the\s)?[A-Za-z][\w.+-]*(?:\s[\w.+-]+){0,2}?\s(?=(?:was|is|are|stays?|stayed|remains?|remained|averages?|averaged)\b))?"
    # ("per-token latency sits at 18 ms", "TTFT hovers around 300 ms", "TPOT came in at 21 ms")
    r"(?:(?:of|was|is|are|at|stays?|stayed|remains?|remained|averages?|averaged|sits?|sat|hovers?|hovered"
    r"|holds?|held|lands?|landed|comes?\sin|came\sin|clocks?\sin|clocked\sin|measures?|measured)\b\s*)?"
    # "per-token latency reduced from 48 ms to 31 ms"
    r"(?:(?:reduced|cut|dropped|fell|decreased|improved|lowered|went\sdown|rose|grew|increased)\s(?:from\s|to\s)?)?"
    # ("of roughly 200 ms", "at about 18 ms": a preposition and an approximation may both stand there)
    # ("TTFT is sub-200ms": the bound written as a prefix)
    r"(?:(?:under|below|around|about|at|of|only|just|roughly|approximately|nearly|almost)\s|sub-|[:=~]\s*){0,2}"
    rf"(?P<a>{NUM})\s?(?P<unit>ms|s)\b)",
    re.IGNORECASE,
)
_RATIO_RE = re.compile(
    # LaTeX math in research READMEs writes the same ratio as "$2.4\times$" or "$\sim3\times$"
    rf"(?<![0-9])(?=[0-9~≈\\])(?P<approx>~|≈|\\sim\s?)?(?P<a>{NUM})(?:\s?(?:[xX×]|\\times\b))?"
    rf"(?:\s?(?:-|–|to)\s?(?P<b>{NUM}))?"
    # ("2.5$\times$": the figure left outside the math)
    r"(?:\s?[xX×](?![A-Za-z0-9])|\s?\$?\\times\b|\s+times\b|[- ]fold\b)"
)
_PERCENT_RE = re.compile(
    # ("40%+ faster": a floor's plus sign may follow the percent sign as well as precede it)
    rf"(?<![0-9])(?=[0-9]){_RANGE}\s?(?:%\+?|\s?percent\b|\s?per\s?cent\b)\s+"
    # "a 45% throughput improvement": the measure may stand between the figure and its direction
    # ("a 14.9% output throughput increase": the measure may be qualified by one word)
    # ("a 15-20% decode throughput improvement": the phase qualifies it as well)
    r"(?:(?:(?:output|input|prefill|total|end-to-end|E2E|serving|token|decode|decoding|generation)\s+)?"
    # ("a 35% prefill improvement": the phase alone is the measure it names)
    # ("prefill shows 6-65% improvements across contexts": a range of changes, in the plural)
    r"(?P<measure>throughput|speed|decode|decoding|generation|inference|performance|latency|TTFT|TPOT|ITL|TBT"
    # ("a 0-5% TPS improvement", "a 12% tok/s gain": community posts name the measure by its unit)
    r"|prefill|prompt\sprocessing|TPS|tok/s|t/s|tokens?/s(?:ec)?|tokens?\sper\ssecond)\s+)?"
    r"(?P<dir>higher|lower|faster|slower|quicker|more|less|better|worse|improved|increased"
    r"|below|above|greater|fewer|increases?|improvements?|gains?|reductions?|decreases?|drop|boosts?|speedups?"
    r"|speed-ups?|slowdown|slow-down"
    # ("a 54.7% performance loss": a loss is a fall, but only of a speed measure named before it)
    r"|loss|losses|penalty|regression|degradation"
    # ("a 15% performance difference", "a 20% throughput hit", "a 12% decode speed uplift": a gap, a
    # hit or an uplift, again only of a speed measure named before it)
    r"|differences?|gap|delta|hit|uplift)\b",
    re.IGNORECASE,
)
_BY_PERCENT_RE = re.compile(
    r"(?<![a-zA-Z])(?:\b(?:cut|cuts|cutting|reduc\w*|decreas\w*|slash\w*|lower\w*|improv\w*|increas\w*|boost\w*|rais\w*"
    r"|speeds?\sup"
    # the object may be qualified ("cuts decoding latency for code/text editing by 60%") or
    # glossed in parentheses ("reduces generation time (measured as TPOT) by 60%")
    # ("improves the throughput of running Llama 70B models on 4xH100 by 28%": up to ten words)
    r"|sped\sup|accelerat\w*|shrinks?|drops?|dropped)\s(?:(?:[\w/-]+|\([^()\n]{1,60}\))\s){0,10}?by\s"
    r"(?:up\sto\s|about\s|roughly\s|almost\s|nearly\s|approximately\s|around\s|over\s|~)?)"
    rf"(?P<a>{NUM})(?:\s?(?:-|–|to)\s?(?P<b>{NUM}))?\s?(?:%|\spercent\b)",
    re.IGNORECASE,
)
#: "72B Q8_0 (6 tok/s baseline) → +80% with 3B draft": a signed percentage that an arrow leads to
#: from a speed is that speed's change
_ARROW_PERCENT_RE = re.compile(
    # ... or from a speed's earlier signed change ("**Performance:** corrected +724% → +446%": the
    # figure a release notes corrects its gain to)
    rf"(?:{_THROUGHPUT_UNIT}|\bthroughput\b|\bgoodput\b|\bperformance\b(?=[^\n→>]{{0,40}}?[+−]{NUM}\s?%\s?(?:→|->)))"
    r"[^\n→>]{0,40}?"
    # ... or a change written out, its percentage in the parenthesis after it: "raises req/s from
    # **2.2** to **8.6** (+299%)"
    rf"(?:→|->|\bto\s\W{{0,2}}{NUM}\W{{0,2}}\s?\()\s?(?P<sign>[+−-])(?P<a>{NUM})"
    rf"(?:\s?(?:–|to)\s?[+−-]?(?P<b>{NUM}))?\s?%(?![\w%])",
    re.IGNORECASE,
)
#: "Tokens/sec: 88.4", "Throughput (tok/s): 1520", "TPOT (ms): 14.2": a label that carries the
#: unit and a bare figure after its colon, as summaries and list items of results write them
_LABELLED_FIGURE_RE = re.compile(
    r"(?<![\w/(])(?:[A-Za-z][\w-]*\s){0,3}\(?"
    rf"(?:(?P<tp>{_THROUGHPUT_UNIT})|(?P<lat>(?:TTFT|TPOT|ITL|TBT)\s?\((?:ms|s)\)|{_LATENCY_UNIT}))"
    # ("Output tokens per second across all requests: 3,100": what the rate was summed over may
    # stand between the unit and its colon, a preposition, a determiner and one noun)
    r"\)?(?:\s(?:across|over|for)\s(?:all|the|each|every)\s[A-Za-z][\w-]*)?"
    # ("Tokens/sec max: 20.7", "tok/s mean = 42.1": the statistic may follow the unit; "Tokens/sec ~ 15":
    # an approximation sign may stand for the colon, as terse notes write it)
    r"(?:\s(?:max|min|mean|avg|average|median|peak))?"
    r"\*{0,2}\s?(?:[:=]\*{0,2}\s{0,3}|(?=[~≈]\s?\d))"
    # a range after the colon is a setting swept ("QPS: 1-10"), not a result; a comma and a space
    # after the figure end it ("TPS=1250.59, TTFT p90=463.89 ms": key=value pairs of one run)
    # (a unit after the figure is another quantity's; the next line's first word is not a unit:
    # "Prompt tokens per second: 22.61" over "Completion tokens per second: 5.3")
    rf"(?:(?P<approx>~|≈)\s?)?(?P<a>{NUM})(?![\d.]|,(?!\s)|[^\S\n]?(?:%|[xX×](?![A-Za-z0-9])|[A-Za-z/]|[-–]\s?\d))",
    re.IGNORECASE,
)
#: "the model generates about 45 words per second": a rate in words is a generation rate only when
#: the clause before it says text is generated ("a person reads 5 words per second" is a pace)
_WORD_RATE_RE = re.compile(
    r"(?:\b(?:generat\w*|stream\w*|decod\w*|outputs?|produc\w*)\b"
    # ... or a Chinese speed word, with no verb: "使用 4090，速度 21 words/s", "生成速度约 30 words/s" (a
    # reading, reciting, typing or speaking pace is no generation: "阅读速度约 5 words/s")
    r"|(?<!阅读)(?<!朗读)(?<!打字)(?<!说话)(?<!语)(?<!语音)速度|生成|输出|解码)[^.;:\n。]{0,40}?"
    # (a Chinese word may touch the figure: "约30 words/s")
    rf"(?<![A-Za-z0-9_.,])(?P<approx>~|≈|about\s|roughly\s|around\s|nearly\s)?(?P<a>{NUM})\s?"
    r"(?P<unit>words?\s?/\s?s(?:ec)?|words?\sper\ssec(?:ond)?|WPS)\b",
    re.IGNORECASE,
)
#: the same label in Chinese: "平均每秒回复token数量: 78.11" (mean reply tokens per second) names the
#: rate before its colon, the figure after it bare
_ZH_RATE_LABEL_RE = re.compile(
    r"(?P<label>[^\n:：。，,；;|]{0,16}?每秒[^\n:：。，,；;|]{0,4}?(?:tokens?|词元|字)\s?(?:数量|数)?)"
    rf"\s?[:：]\s{{0,3}}(?P<a>{NUM})(?![\d.]|\s?(?:%|[A-Za-z/]|秒|倍))",
    re.IGNORECASE,
)
#: ... and the time of a reply in Chinese: "平均回复持续时间: 19.51秒" (mean reply duration), "首字回复时间：
#: 1.2 s", "所有回复完成总耗时: 23.25秒" (a label naming a reply, a response, generation or inference
#: and then a time word; "请求全部发出的总时间" (the time to send the requests) names none of them)
_ZH_TIME_LABEL_RE = re.compile(
    r"(?P<label>[^\n:：。，,；;|]{0,16}?(?:回复|响应|生成|推理|首字|解码|输出)[^\n:：。，,；;|]{0,8}?"
    r"(?:时间|耗时|时长|延迟|时延))"
    rf"\s?[:：]\s{{0,3}}(?P<a>{NUM})\s?(?P<unit>毫秒|秒|ms|s)(?![A-Za-z])",
    re.IGNORECASE,
)
#: ... and in a sentence, the time named and then stated or cut: "每个 token 的生成时间约为 30ms", "生成 512
#: 个 token 耗时 9.6 秒", "TTFT 从 1.2 秒降低到 0.4 秒", "首 token 时延从 800ms 降到 300ms" (the new time is
#: the claim; a time named by loading, compiling or training is not, see below)
_ZH_TIME_CUT_OR_STATED = (
    r"(?:约为|约|为|是|仅为?|只有|只需|仅需|耗时|用时|需要|降到|降至|降低到|降低至|缩短到|缩短至|缩短为|减少到|减少至"
    r"|下降到|下降至|了)"
)
_ZH_TIME_SENTENCE_RE = re.compile(
    # a metric's acronym or a token needs a Chinese verb before the figure ("TTFT 从 1.2 秒降低到 0.4 秒";
    # "TTFT of 120 ms" is the English finder's) ...
    r"(?:(?P<label>(?:TTFT|TPOT|首字|首\s?token|每个\s?token)[^\n:：。，,；;|]{0,12}?)"
    rf"\s?(?:从\s?{NUM}\s?(?:毫秒|秒|ms|s)\s?)?(?:{_ZH_TIME_CUT_OR_STATED}\s?)+"
    # ... a Chinese time word ends the label itself ("生成 512 个 token 耗时 9.6 秒")
    r"|(?P<worded>(?:回复|响应|生成|推理|解码|输出|端到端)[^\n:：。，,；;|]{0,16}?(?:时间|耗时|时长|延迟|时延))"
    rf"\s?(?:从\s?{NUM}\s?(?:毫秒|秒|ms|s)\s?)?(?:{_ZH_TIME_CUT_OR_STATED}\s?)*)"
    rf"(?P<a>{NUM})\s?(?P<unit>毫秒|秒|ms|s)(?![A-Za-z/])",
    re.IGNORECASE,
)
#: ... but not loading, compiling, installing, starting up or training ("模型加载时间: 12 秒")
_ZH_NOT_GENERATION = re.compile(r"加载|下载|编译|安装|启动|训练|微调|构建")
#: Chinese, Japanese and Korean put "per second" before the figure and the tokens after it: "每秒可生成
#: 85 个 token" (85 tokens each second), "单GPU批量推理每秒可达10000+token", "毎秒 90 トークンを生成",
#: "초당 50 토큰을 생성" (a count of requests, characters or images per second is not a token rate)
_CJK_PER_SECOND_RE = re.compile(
    # ("1 秒あたり 6.91 トークン", "1秒間に 40 トークン": per one second, written out)
    r"(?:每秒|毎秒|초당|(?<![\d.])1\s?秒(?:あたり|当たり|間に?))[^\n\d。！？!?，,；;：:]{0,8}?"
    rf"(?P<approx>约|約|大约|およそ|약|~|～)?\s?(?P<a>{NUM})\+?\s?(?:个|個|개)?\s?(?:tokens?|トークン|토큰|词元)",
    re.IGNORECASE,
)
#: ... in a clause about loading or training ("训练时每秒处理 3000 个 token", "学習時は毎秒 3000 トークン")
_CJK_NOT_GENERATION = re.compile(r"加载|下载|编译|训练|微调|启动|网络|超时|学習|訓練|ロード|학습|훈련|로딩")
_CJK_CLAUSE_START = re.compile(r"[。！？!?\n]")
#: "Average Throughput by GPU and Data Type:" over "RTX A5000  1117.717778": a speed series printed
#: as a data-frame library prints one (a caption naming the speed and ending in a colon, then one
#: "label  figure" line per row, label and figure apart by two or more spaces, up to a blank line)
_SERIES_CAPTION_RE = re.compile(
    rf"^[^\S\n]*[A-Za-z][^\n:]*?(?:\bthroughput\b|{_THROUGHPUT_UNIT})[^\n:]*:[^\S\n]*\n"
    r"(?P<body>(?:[^\S\n]*\S[^\n]*(?:\n|$))+)",
    re.IGNORECASE | re.MULTILINE,
)
#: ... the unit its caption names ("Average Token per Second by GPU:"), if it names one
_THROUGHPUT_UNIT_RE = re.compile(_THROUGHPUT_UNIT, re.IGNORECASE)
#: ... one row of the series: its label, two or more spaces, the figure and nothing after it
_SERIES_ROW_RE = re.compile(rf"^(?P<label>[A-Za-z][^\n]*?\S)[^\S\n]{{2,}}(?P<a>{NUM})[^\S\n]*$", re.MULTILINE)
#: "Total duration: 104.68 seconds": a local tool's report of how long one generation took (Ollama's
#: --verbose lines); its "Load duration" is loading the model, no generation
_RUN_DURATION_RE = re.compile(
    rf"\btotal\sduration\s?[:=]\s{{0,8}}(?P<a>{NUM})\s?(?P<unit>ms|s|secs?|seconds)\b",
    re.IGNORECASE,
)
#: "a token every 12 ms": the per-token latency written out
_TOKEN_EVERY_RE = re.compile(
    rf"\b(?:a|one|each|every|new)\s(?:new\s|output\s)?token\severy\s(?:~|about\s)?(?P<a>{NUM})\s?(?P<unit>ms|s)\b",
    re.IGNORECASE,
)
#: "45.6 ms average time per decode step": the figure before a decode step's (or cycle's, or
#: iteration's) time is the per-token latency, one token per sequence each step
_PER_DECODE_STEP_RE = re.compile(
    rf"(?<![0-9.])(?P<a>{NUM})\s?(?P<unit>ms|s)\s(?:(?:average|mean|median|avg\.?)\s)?(?:(?:time|latency)\s)?"
    r"per\s(?:decode|decoding|generation)(?:\s?\+\s?sampl(?:e|ing))?\s(?:step|cycle|iteration)s?\b",
    re.IGNORECASE,
)
_FIRST_TOKEN_RE = re.compile(
    rf"(?<![0-9.])(?P<a>{NUM})\s?(?P<unit>ms|s|sec|seconds?|milliseconds?)\s(?:to|until|before)\s(?:the\s)?first\stoken\b",
    re.IGNORECASE,
)
#: ... and the first token as the subject, its time after it: "returns the first token in under 200
#: ms", "the first token arrives in 150 ms", "streams its first token within 90 ms" (a first-token
#: latency in marketing prose); "the first token of the reply" and a count of tokens give none
_FIRST_TOKEN_IN_RE = re.compile(
    r"\bfirst\stoken\s(?:(?:arrives?|arrived|appears?|appeared|comes?|came|lands?|landed|streams?|streamed"
    r"|returns?|returned|is\sreturned|was\sreturned|shows\sup)\s)?(?:in|within|under|after)\s"
    r"(?:(?:under|about|around|roughly|only|just|less\sthan|as\slittle\sas)\s|~\s?|[<≤]\s?)?"
    rf"(?<![0-9.])(?P<a>{NUM})\s?(?P<unit>ms|s|sec|seconds?|milliseconds?)\b",
    re.IGNORECASE,
)
_WORD_RATIO_RE = re.compile(
    r"(?<![a-zA-Z])(?:"
    r"\b(?:cuts?|cutting)\s+(?:the\s+)?(?:[\w-]+\s+)?latency\s+in\s+half\b"
    # ("halves the P99 TTFT", "halving time to first token": the latency by its acronym or in words)
    # (not a network's, a transfer's, a page's or a start-up's latency)
    r"|\bhalv(?:es|ed|ing)\s+(?:the\s+)?(?:(?!network|communication|transfer|interconnect|loading|startup|cold|page)[\w-]+\s+)?"
    r"(?:latency|TTFT|TPOT|ITL|time\s+to\s+first\s+token)\b"
    r"|\b(?:doubl|tripl|quadrupl)(?:es|ed|ing)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:throughput|speed|tokens per second)\b"
    # the speed as the subject: "decode speed doubled", "throughput has more than tripled"
    r"|\b(?:throughput|speed|tokens\s+per\s+second)\s+(?:has\s+|have\s+)?(?:(?:roughly|nearly|almost|more\s+than)\s+)?"
    r"(?:doubl|tripl|quadrupl)(?:ed|es)\b"
    # ... or halved: "throughput halves at 32K context", "decode speed roughly halved" (the speed is half
    # its baseline's)
    r"|\b(?:throughput|speed|tokens\s+per\s+second)\s+(?:has\s+|have\s+)?(?:(?:roughly|nearly|almost|more\s+than)\s+)?"
    r"halv(?:ed|es)\b"
    r"|\btwice\s+as\s+fast\b"
    # "serves twice as many requests per second", "twice as many tokens a second"
    r"|\btwice\s+as\s+many\s+(?:tokens|requests|queries)\s+(?:per|a|each)\s+second\b"
    # "latency is cut in half", "latency was halved"
    r"|\blatency\s+(?:is|was|gets|got|has\s+been)\s+(?:cut|reduced)\s+(?:in|by)\s+half\b"
    # "response time dropped by half", "TTFT fell by half"
    r"|(?<!network\s)(?<!communication\s)(?<!transfer\s)(?<!page\s)(?<!startup\s)(?<!loading\s)(?<!API\s)"
    r"\b(?:latency|response\s+time|generation\s+time|inference\s+time|TTFT|TPOT|ITL)\s+(?:has\s+)?"
    r"(?:dropped|fell|decreased|shrank|went\s+down)\s+(?:by\s+)?(?:a\s+|one\s+)?half\b"
    r"|\b(?:latency|TTFT|TPOT|ITL)\s+(?:is|was|has\s+been)\s+halved\b)",
    re.IGNORECASE,
)
#: a factor written in words: "three times faster", "an order of magnitude higher throughput"
_WORDED_FACTOR_RE = re.compile(
    # ("threefold", "a fourfold improvement": the factor and "fold" written as one word)
    r"(?<![a-zA-Z])(?:(?P<n>two|three|four|five|six|seven|eight|nine|ten)(?:[\s-]times|[\s-]?fold)"
    r"|(?P<m>an|one|two|three)\s+orders?\s+of\s+magnitude)(?=[\s.,;:!?)]|$)",
    re.IGNORECASE,
)
_FACTOR_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_COMPARATIVE_RE = re.compile(
    r"(?<![a-zA-Z])(?:"
    r"\b(?:runs?|ran|is|are|was|were|serves?|served|generates?|decodes?|performs?|responds?)\s+"
    r"(?:\w+\s+)?(?:faster|quicker)\s+than\b"
    r"|\bcame\s+out\s+ahead\b|\bpulls?\s+ahead\b)",
    re.IGNORECASE,
)
#: "measured 3 times", "run 5 times": a count of repetitions before "N times", not a ratio
_COUNT_OF_RUNS = gated(
    r"\b(?:measured|run|ran|repeated|executed|sampled|retried|tested|called|invoked|benchmarked|averaged\sover)"
    r"(?:\s(?:each|it|them|this|all))?\s(?:~|about\s)?$",
    flags=re.IGNORECASE,
)


#: "models run 2-3x faster": 'run' with no object before a ratio and a speed word after it says how fast
_RUN_AS_SPEED = re.compile(r"\b(?:run|ran)\s(?:~|about\s)?$", re.IGNORECASE)
#: "model infering 1000 times.", "repeating the request 100 times, then": a verb of repeating with
#: its object, then "N times" that ends the clause, counts repetitions too
_COUNT_VERB_WITH_OBJECT = gated(
    r"\b(?:measur(?:e|es|ed|ing)|run(?:s|ning)?|ran|repeat(?:s|ed|ing)?|execut(?:e|es|ed|ing)|sampl(?:e|es|ed|ing)"
    r"|retr(?:y|ies|ied|ying)|test(?:s|ed|ing)?|call(?:s|ed|ing)?|invok(?:e|es|ed|ing)|benchmark(?:s|ed|ing)?"
    # "infering" as some non-native READMEs spell it
    r"|infer(?:s|red|ring|ing)?|iterat(?:e|es|ed|ing)|loop(?:s|ed|ing)?|send(?:s|ing)?|sent)"
    r"(?:\s[\w.'/-]+){0,4}\s(?:~|about\s)?$",
    flags=re.IGNORECASE,
)
_TIMES_ENDS_CLAUSE = re.compile(r"\s*(?:[.,;:)!?]|$|(?:and|each|in\sa\srow|then)\b)", re.IGNORECASE)


#: a factor followed by the unit it recurs in counts occurrences ("happens 4x per layer", "called
#: 3 times per decode step", "twice a day"), unless a speed word follows ("2x per-GPU throughput")
_OCCURRENCES_AFTER = re.compile(
    r"\s?(?:per|a|each|every)\s(?:(?:decode|decoding|prefill|forward|backward|training)\s)?"
    r"(?:layers?|steps?|iterations?|passes|pass|calls?|epochs?|days?|weeks?|months?|years?|hours?)\b"
    r"(?!\s(?:faster|slower|speed-?ups?|higher|lower|throughput))",
    re.IGNORECASE,
)


def _count_of_runs(text: str, start: int, end: int) -> bool:
    """'run 5 times' counts repetitions; 'models run 2-3x faster' is a ratio ('measured it three
    times faster' stays a count: its verb has an object)."""
    if not _COUNT_OF_RUNS.search(text, max(0, start - 40), start):
        return (
            text[start:end].lower().endswith("times")
            and _TIMES_ENDS_CLAUSE.match(text, end) is not None
            and _COUNT_VERB_WITH_OBJECT.search(text, max(0, start - 50), start) is not None
        )
    return not (_RUN_AS_SPEED.search(text, max(0, start - 12), start) and _SPEED_WORD_AFTER.match(text, end))


#: subjects of speedups that are not LLM inference: web pages, start-up, interpreters, builds,
#: developer tools, tokenizers (training is judged by what a figure measures: _training_figure)
_NOT_LLM_SUBJECT = re.compile(
    r"\b(?:pages?|web\s?pages?|websites?|page\sloads?|start[- ]?up|boot(?:s|ing|\stime)?|cold[- ]starts?"
    # "torch.compile", "--enable-torch-compile" name a way of running the model, not compiling as work
    r"|Python\s?3(?:\.\d+)?|CPython|PyPy|interpreter|(?<![.-])compil(?:e|es|ed|ation|er)|builds?|install\w{0,6}"
    r"|import\stimes?|test\ssuites?|CI\b|downloads?|SQL|queries|JSON\sparsing|loading|load\stimes?"
    # a model that "loads 4.6x faster" is read into memory sooner: the verb right before its figure
    r"|loads(?=\s+(?:up\sto\s|about\s|around\s|~)?\W{0,2}\d)"
    r"|I/O|data\stransfers?|NVMe|storage|disks?|reads|writes|pip"
    # developer tools and libraries: linters, formatters, serialisers and what they scan
    r"|lint(?:s|ers?|ing)?|formatt(?:ers?|ing)|type[- ]check\w*|(?:de)?serializ\w*|(?:de)?serialis\w*|JSON"
    r"|parsers?|codebases?|repos?|repositor(?:y|ies)|tokeni[sz]\w*"
    # web frameworks: a speedup over one with no LLM word is a web server's ("2x faster than FastAPI")
    r"|web\s?frameworks?|FastAPI|Flask|Django|Express(?:\.js)?|Node\.js|Starlette|Uvicorn|Gunicorn|Rails|Spring\sBoot"
    # other generative and perception models: images, video, speech, detection
    r"|(?:image|video|audio|speech|music)[- ]generation|text-to-(?:image|video|speech)|diffusion|speech|audio"
    r"|transcri(?:be|bes|bed|bing|ption)|\w*whisper\w*|object\sdetection|YOLO\w*"
    r"|image\sclassif\w*|ImageNet|ResNet-?\d*|EfficientNet\S*|MobileNet\S*|convolution(?:al|s)?"
    # preparing a model is not running it: conversion, calibration, packing, quantization time
    r"|(?:model\s)?conversions?|calibrat\w+|(?:weight\s)?packing|quantization\s(?:time|process|cost|runtime)"
    # encoders and embedders generate no text: BERT's family, sentence embeddings, rerankers
    r"|(?:Distil|Ro|De|Al|Modern|Tiny|Mobile)?BERT\w*|embedders?|rerank\w*|sentence[- ]transformers?"
    r"|(?<!rotary\s)(?<!positional\s)(?<!position\s)(?<!token\s)embeddings?"
    r")\b",
    re.IGNORECASE,
)
#: a network stack: an operating system's or a proxy's changelog gives its TCP and packet rates
#: ("a single TCP stream now reaches 300 MiB/sec, a ~20x improvement") as an engine's gives tokens/s
_NETWORK_SUBJECT = re.compile(r"\b(?:TCP(?:/IP)?|UDP|packets?|Ethernet|iperf\d?)\b", re.IGNORECASE)
#: a library's own internals: a binding's changelog times its tokenizer, allocator and object
#: set-up as an engine's does its decoding ("Tokenization: 2.5x faster, up to 4.6M tokens/s",
#: "22.1% improvement under intensive allocation patterns"); its tokens/s are not generated tokens
_RUNTIME_INTERNALS_SUBJECT = re.compile(
    r"\b(?:tokeni[sz](?:ation|ers?|ing)|allocat(?:ions?|ors?)|allocs/s|memory[- ](?:pools?|intensive)"
    r"|(?:batch|object)\screations?|property\saccess(?:es)?)\b",
    re.IGNORECASE,
)
#: ...unless the sentence names a stage of running a model, its output rate or a kernel too ("decode
#: reaches 45 tok/s after the tokenizer fix", "the new allocator gives +12% output TPS", "2.1x in
#: memory-intensive GEMM operations")
_INFERENCE_STAGE = re.compile(
    r"\b(?:inference|decod(?:e|es|ed|ing)|generat\w*|prefill\w*|TTFT|TPOT|ITL|completions?|[a-z]?LLMs?|models?"
    r"|TPS|tok/s|t/s|output|kernels?|GEMMs?|GEMVs?|mat(?:mul|vec)s?)\b",
    re.IGNORECASE,
)
#: authentication: a JWT or OAuth guide's tokens are credentials ("RS256 is 10-50x slower than
#: HS256", "refresh tokens are validated 3x faster"), its ratios a signature's or a lookup's speed
_AUTH_SUBJECT = re.compile(
    r"\b(?:JWTs?|JWKS|OAuth\s?2?|OIDC|[RHEP]S(?:256|384|512)|EdDSA|HMAC"
    r"|(?:access|refresh|bearer|session|auth(?:entication)?|CSRF)\stokens?)\b",
    re.IGNORECASE,
)
#: generation of another modality: images, video, speech, audio ("SageAttention speeds up video
#: generation by 2.1x", "Image generation takes 2.1 seconds per image") is not LLM inference ...
_OTHER_MODALITY = gated(
    r"\b(?:images?|videos?|audio|speech|music|voice|pictures?)\s(?:generation|synthesis)\b"
    r"|\bgenerat\w*\s(?:an?\s|the\s)?(?:images?|videos?|speech|audio|music|pictures?)\b"
    r"|\b(?:Stable\sDiffusion|SDXL|diffusion\s(?:models?|inference|pipelines?|serving)|text-to-(?:image|video|speech|audio)"
    r"|TTS|transcri\w+"
    # "1024x1024 T2I, 50 steps", a diffusion transformer (DiT)
    r"|T2I|T2V|I2V|TI2V|DiTs?)\b"
    # "per image", "energy/video", "videos/h"
    r"|\bper\s(?:image|frame|video)\b|/(?:image|frame|video)\b|\b(?:images?|videos?|frames?)\s?/\s?(?:s|sec|h|hr|hour|min)\b"
    # frames per second, and speech recognition's real-time factor ("RTF / GPU", "吞吐率达 298.7 fps")
    r"|\b(?:fps|FPS|RTF|real[- ]time\sfactor)\b"
    r"|\b(?:AlphaFold\w*|protein\s(?:models?|structures?|folding))\b"
    # image-generation models named by name ("4-bit FLUX.1-tools ... a 2-3x speedup", "4-bit SANA")
    # and what they are judged by ("superior image quality", "maintains visual fidelity")
    r"|\b(?:FLUX(?:\.\d)?|SANA|PixArt|(?:image|visual)\s(?:quality|fidelity))\b"
    # segmentation and tracking models ("Meta's SAM 3.1 ... faster multi-object tracking")
    r"|\b(?:Segment\sAnything|SAM\s?\d(?:\.\d)?|(?:multi-)?object\stracking)\b"
    # image pre-processing: "| Input Image Shape | Target shape | OpenCV | CV-CUDA | Gain |"
    r"|\b(?:input\s)?image\s(?:shapes?|resolutions?|sizes?)\b|\b(?:OpenCV|CV-CUDA)\b",
    flags=re.IGNORECASE,
)
#: ... unless the sentence also says text is generated: tokens, a language model, a prompt
_TEXT_GENERATION = re.compile(
    r"\b(?:tokens?|tok/s|t/s|language\smodels?|text\sgeneration|prompts?|decod\w*|prefill|chat\w*"
    r"|TTFT|TPOT|ITL)\b"
    # "LLM", "LLM-based", "Fast-LLM"; a lowercase "llm" hyphenated into a name ("# llm-scaler-omni",
    # "mlc-llm") names a repository, which says nothing of what the section's model generates
    r"|\b(?<!-)(?!(?-i:llms?-))LLMs?\b|(?<=-)(?-i:LLMs?)\b",
    re.IGNORECASE,
)
#: words that make a figure an LLM-inference figure whatever else its sentence says
_LLM_WORDS = re.compile(
    r"\b(?:tokens?|tok/s|t/s|decod\w*|prefill|throughput|latency|TTFT|TPOT|ITL|E2EL|inference"
    # "image generation", "video generation" name another kind of model
    r"|(?<!image\s)(?<!video\s)(?<!audio\s)(?<!speech\s)(?<!music\s)(?<!image-)(?<!video-)generat\w{0,4}"
    r"|requests?|serving|goodput|LLMs?|prompts?|responses?|answers?"
    # a model sized in billions of parameters ("this 28-layer, 3B parameter model", "a 70B-parameter
    # model") or quantized to a GGUF type ("Q4_K_M", written "Q4\_K\_M" in Markdown) is a language model
    r"|\d+(?:\.\d+)?\s?B[\s-](?:param(?:eter)?s?[\s-])?models?|Q[2-8]\\?_K(?:\\?_[SML])?)\b"
    # the same words in Chinese, where no word boundary separates them from the next word
    r"|推理|解码|吞吐|预填充|首字|大模型|语言模型",
    re.IGNORECASE,
)
#: a sentence whose subject is a model ("the 4-bit models run ...", "the quantized model gets ...")
_MODEL_SUBJECT = re.compile(
    r"\bmodels?\s(?:runs?|ran|gets?|got|should|can|could|will|would|reach\w*|achiev\w*|is|are|was|were)\b",
    re.IGNORECASE,
)
_OUTPERFORM_RE = re.compile(r"\boutperform(?:s|ed|ing)?\b", re.IGNORECASE)

_SPEED_WORDS = re.compile(
    r"^(?:faster|slower|quicker|fast|quick|speed|speeds|speedups?|speed-ups?|slowdowns?|slow-downs?|throughput|latency|latencies|ahead"
    r"|efficiency|inference-efficiency|gains?|acceleration|improvements?|boosts?|performance|performant|tok/s|tokens/s|tps|goodput"
    r"|qps|decoding|generation|inference|delay|delays|ttft|tpot|itl|tbt|e2el)$",
    re.IGNORECASE,
)
_NOT_SPEED_WORDS = re.compile(
    r"^(?:memory|accuracy|batch|batches|larger|smaller|bigger|cheaper|cost|costs|price|prices|parameters"
    r"|params|context|reduction|compression|adapters|capacity|vram|storage|energy|power|dollars?|users"
    r"|size|sizes|models?|gpus?|nodes?|compute|acceptance|accepted|startup|downloads?|stars"
    r"|fp16|fp32|bf16|tf32|t?flops|teraflops|tops|bandwidth"
    # "3.8x higher cache hit rate", "a 3.8x hit rate improvement": a share of cache lookups
    r"|hit|hits"
    # a task's performance is its quality: "improving RAG performance by 21.4%", "downstream performance"
    r"|rag|downstream|zero-shot|few-shot|retrieval"
    # "a 6x steeper slope": the shape of a curve compared, not a speed
    r"|slopes?|steeper)$",
    re.IGNORECASE,
)
_SPEED_BEFORE = re.compile(
    r"\b(?:improv\w*|boost\w{0,3}|beats?|beat|outperform\w*|speeds?\s+up|accelerat\w*|faster|throughput|speedups?|speed"
    # the time a run takes is a speed: "reduces the inference time by up to 11x"
    r"|latency|tok/s|tokens/s|(?:inference|decoding|generation|prefill)\stimes?"
    # a latency named by its acronym is the subject as "latency" is: "P99 TTFT is 30% lower than vLLM"
    r"|TTFT|TPOT|ITL|TBT|E2EL)\b",
    re.IGNORECASE,
)
_RAISING_VERB = re.compile(r"improv|boost|accelerat", re.IGNORECASE)
#: the object of a "by N%" verb that is a speed by itself
_SPEED_OBJECT = re.compile(r"throughput|goodput|speed|latency|latencies|tok/s|tokens/s|ttft|tpot|itl")
_GPU_AFTER = re.compile(
    r"\s*(?:NVIDIA|AMD|Intel|Apple|Quadro|Tesla|GeForce|Radeon|Instinct|RTX|GTX|[HABLTV]\d{2,4}|MI\d{3}X?|GB\d{2,3}"
    r"|GPUs?|TPU|Gaudi|Inf\d|(?:AWS\s|Amazon\s)?(?:Trainium|Inferentia)\d?|nodes?|servers?|machines?|cards?|devices?)(?:s|'s)?\b"
)
_OFFERED_LOAD = re.compile(
    # λ is the arrival rate of queueing models: "at λ=20 req/s", "λ ≥ 100 req/s"
    r"\b(?:at|rate(?:\sof)?|load\sof)\s$|(?:λ|\blambda)\s?(?:=|≈|~|≥|>=|>|≤|<=|<)?\s?$",
    re.IGNORECASE,
)
#: "the request rate was set to 4 req/s", "we sweep the arrival rate from 1 to 16 req/s": the load
#: the test offered, named earlier in its clause; so is a rate a load generator sends or schedules
#: ("the client sends 16 requests per second", "a constant strategy with 10 requests per second") ...
_OFFERED_LOAD_CLAUSE = re.compile(
    r"\b(?:request|arrival|offered|sending|send|input|query)\s(?:rates?|loads?)\b[^.;:!?\n]{0,40}$|--request-rate\s$"
    r"|\b(?:sends?|sent|schedul\w*|issu(?:e|es|ed|ing)|dispatch\w*|fir(?:e|es|ed|ing)|inject\w*|strateg(?:y|ies))\b"
    r"[^.;:!?\n]{0,40}$"
    # a load test's verb: "we are loading the service with 50 requests per second"
    r"|\bload(?:s|ing)?\s(?:the\s|it\s|them\s)?[\w-]{0,30}\swith\s(?:~|about\s)?$"
    # an arrival process names the load a workload offers: "Uniform 4 RPS", "Poisson 6 RPS"
    r"|\b(?:poisson|uniform|constant|bursty)\s(?:arrivals?\s(?:at\s|of\s)?)?(?:~|about\s)?$"
    # a rate listed among a run's settings: "Workload: Qwen3-235B-A22B-FP8, ISL=2000, OSL=1000, 8 req/s",
    # "using 8 prompts, 10K-token prefill, 1-token decode, and 4.0 req/s", "on 8 x MI300X (BF16, 32 QPS)"
    r"|\b(?:workload|setup|settings?|configuration)\s?:[^.;!?\n]{0,80}$"
    r"|\busing\s[^.;:!?\n]{0,80},\s(?:and\s)?(?:~|about\s)?$"
    r"|\((?=[^()\n]{0,40}\b(?:BF16|FP16|FP8|FP4|INT8|INT4|W\d+A\d+|TP\s?=?\s?\d+)\b)[^()\n]{0,40},\s?$"
    # a load a client pushes: "The client example push about ~650 QPS to Triton Server"
    r"|\bpush(?:es|ed|ing)?\s(?:about\s|around\s)?~?$",
    re.IGNORECASE,
)
#: ... unless the clause says the figure is what the server achieved (also against a goal, below)
_MEASURED = re.compile(
    r"\b(?:achiev\w*|measured|sustain\w*|actual|served|completed|reach\w*|observed|got|gets|peak|hit|hits|beat\w*"
    r"|exceed\w*|surpass\w*|deliver\w*|meet\w*|met|max|maximum|highest|best)\b",
    re.IGNORECASE,
)
#: ... the same words, less the verbs a goal itself is written with in their base form ("**Goal:**
#: Implement the GPU backend and achieve 150+ tokens/sec", "Goal: sustain 150+ t/s under load"):
#: against a goal, only a word that reports a run rescues the figure ("the target was 100 tok/s;
#: we achieved 112 tok/s")
_REPORTED = re.compile(
    r"\b(?:achiev(?:ed|es|ing|ements?)|measured|verified|confirmed|sustain(?:ed|s|ing)|actual|served|completed"
    r"|reach(?:ed|es|ing)|observed"
    r"|got|gets|peak|hit|hits|beat\w*|exceed(?:ed|s|ing)|surpass(?:ed|es|ing)|deliver(?:ed|s|ing)|meets|met"
    r"|max|maximum|highest|best)\b",
    re.IGNORECASE,
)
#: a threshold or goal is no measurement: "the SLO requires at least 20 tokens/s", "our target is 1,000 tok/s"
_GOAL = gated(
    # "target" but not speculative decoding's target model; a budget, requirement or threshold of a
    # speed or latency, not a token budget or an acceptance threshold
    r"(?:\b(?:SLOs?|SLAs?|targets?(?!\s(?:models?|LLMs?|networks?|hardware|GPUs?|platforms?|devices?|architectures?))|goals?"
    r"|(?:latency|throughput|speed|performance|SLO)\s(?:budgets?|requirements?|thresholds?|objectives?)"
    # a threshold a use sets: "the usability threshold for interactive use is roughly 5 t/s", "the
    # threshold for fluent chat is 20 tok/s" (not speculative decoding's acceptance threshold)
    r"|(?:usability|interactivity|comfort|readability)\s(?:thresholds?|floors?|bars?)|(?<!acceptance\s)thresholds?\sfor\s"
    # a bound worked out, not measured: "so an H100 tops out near 24 tokens/s", "the roofline is 30 tok/s"
    r"|theoretical(?:ly)?|in\stheory|upper\sbound|roofline|tops?\sout|at\sbest|bounded\sby|ceiling|cannot\sexceed"
    # "the 31B model is bandwidth-bound at ~5 tok/s on 300 GB/s systems": the roofline in words
    r"|(?:bandwidth|memory|compute)[- ]bound\s(?:at|to|near|around)"
    # a figure projected, not measured ("predict" is what a model does when it runs: not here)
    r"|projected|projections?|forecasts?"
    # a speed a plan heads for: "Path to 47+ tok/s: optimize the Python loop", "the road to 2x" (not
    # a code path: "the hot path to the first token takes 120 ms")
    r"|(?<!critical\s)(?<!hot\s)(?<!code\s)(?<!data\s)(?<!fast\s)(?:path|road)\sto"
    # a quota a service enforces: "429 | Rate limited (10 req/sec per account)", "Too many requests (300 RPM)"
    r"|rate[- ]limit(?:s|ed|ing)?|too\smany\srequests|quotas?"
    # a plan's heading or sentence: "Phase 4 Roadmap: 300-500 t/s in 6-7 days", "## Success Criteria
    # for 150+ t/s", "We're targeting 300-500 t/s"
    r"|roadmaps?|success\scriteria|(?:acceptance|exit)\scriteria|targeting)\b"
    # in Chinese, a bound worked out: "理想情况下量化计算性能比 FP32 快3倍以上" (ideally), "理论上", "理论峰值"
    # (no word boundary after them: Chinese runs on without spaces), and a speed called reasonable,
    # ideal, wished for or acceptable ("合理的token输出速度：10-15 tokens/秒"): a bar, not a result
    r"|理想(?:情况|状态)下|理论上|理论(?:峰)?值|(?:合理|理想|期望|可接受)的)"
    r"[^.;!?\n]{0,60}$",
    flags=re.IGNORECASE,
)
#: a list label or lead-in that says its items are goals ("SLOs:", "Performance targets:",
#: "Requirements:"): the figures of the items under it are thresholds, not measurements
_GOAL_LABEL = re.compile(
    r"\b(?:SLOs?|SLAs?|targets?|goals?|requirements?|objectives?|thresholds?|budgets?|constraints?"
    # "Initial performance gates:", "Acceptance criteria:": what a release must pass
    r"|demands?|requires?|needs?|gates?|criteria)\b(?:[^.:;!?\n]{0,40})?:\W*$"
    # in Chinese, with a full-width colon: "成功标准：" (success criteria), "性能目标：", "要求："
    r"|(?:目标|指标|标准|要求|需求|阈值|预算|约束)[^。：:；！？\n]{0,20}[:：]\W*$",
    re.IGNORECASE,
)


_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+")


#: a section headed by goals ("#### Target RPS (Requests Per Second)", "## Performance targets",
#: "### SLOs", "## Latency requirements"): the figures of its paragraphs and items are goals a
#: planner sets, not results ("## Target hardware" and "## Target model" name no goal)
_GOAL_HEADING = re.compile(
    r"^\W*(?:(?:(?:performance|latency|throughput|speed|traffic|load|capacity|design|service[- ]level)\s)?"
    r"(?:targets?|goals?|SLOs?|SLAs?|objectives?|requirements?)\b"
    r"(?!\s(?:models?|LLMs?|hardware|GPUs?|platforms?|devices?|architectures?|audience|users|systems?|machines?))"
    # ... and a plan's forecast: "### Expected Outcomes", "## Projected gains", "Anticipated impact"
    # (not "Expected output", a tool's sample printout, nor "Expected results", often measured ones)
    r"|(?:expected|projected|anticipated)\s(?:outcomes?|impacts?|gains?|improvements?|speed-?ups?|benefits?)\b)",
    re.IGNORECASE,
)


def heads_goals(heading: str) -> bool:
    """A section heading that names goals ("Target RPS", "Performance targets")."""
    return _GOAL_HEADING.match(heading) is not None


def says_reached(sentence: str) -> bool:
    """The sentence says its figure was reached ("we sustained 31 tok/s", "measured", "peak")."""
    return _MEASURED.search(sentence) is not None


def labels_goals(label: str) -> bool:
    """The label ('- **SLOs**:') or lead-in of a list names goals its items set, not results."""
    last = _SENTENCE_BREAK.split(label)[-1]  # the sentence that leads in
    return len(last) <= 120 and _GOAL_LABEL.search(last) is not None and not _MEASURED.search(last)


#: ... and a figure that names the goal right after it: "exceeding the 10 TPS interactive
#: threshold", "a 30 tok/s target" (not "1.8x over the target model": a word between is no goal's)
_GOAL_AFTER = re.compile(
    r"\s*(?:(?!(?:on|in|at|of|for|with|over|than|vs|per|the|a|an|and|or|to|from|by|as)\b)[A-Za-z-]+\s)?"
    r"(?:thresholds?|targets?(?!\s(?:models?|LLMs?))|goals?|SLOs?|SLAs?|requirements?|budgets?)\b",
    re.IGNORECASE,
)
#: ... and one a use case requires: "the ATM avatar requires 10 tokens per second" (right before it)
_REQUIRED = gated(
    r"\b(?:requires?|required|requiring|needs?|needed|demands?)\s(?:at\sleast\s|a\s|an\s|about\s|around\s|[~≥>]\s?)?\W*$"
    # ... with the goal's words between: "the company required a minimum sustained output of 60.4
    # tokens/sec per rank", "demands a steady decode rate of at least 20 tok/s"
    r"|\b(?:requires?|required|requiring|demands?|demanded)\s(?:(?:a|an|the|minimum|min\.?|sustained|steady"
    r"|guaranteed|output|throughput|speed|rate|decode|decoding|generation|of|at|least)\s){2,7}\W*$"
    # ... or a reader wants or aims for: "You'll want at least 10 tokens/s for chat", "Aim for a
    # TTFT below 500 ms", "Anything below 5 tok/s feels sluggish" (a threshold a use sets)
    r"|\b(?:want|aim\sfor|shoot\sfor|strive\sfor)\s(?:an?\s)?(?:at\sleast\s|no\smore\sthan\s|under\s|below\s|above\s"
    r"|over\s|[~≥>≤<]\s?)?\W*$"
    r"|\banything\s(?:below|under|above|over|less\sthan|more\sthan|slower\sthan|faster\sthan)\s\W*$",
    flags=re.IGNORECASE,
)
#: a speed a plan or a guide heads for, not one measured: "What we should aim for: 300-500 t/s",
#: "Not aiming for 2000+ t/s", "## My Vote: Go for 300-500 t/s", "## How to Actually Achieve 500
#: t/s", "### PHASE 4A: Get 150+ t/s (2-3 days)", "## Why We Can't Get 500 t/s with 128K" (a speed
#: denied is not one reached); "We got 150 t/s" and "Phase 2 reached 150 t/s" report what was run
_AIMED = gated(
    r"(?:\baim(?:s|ing|ed)?\s(?:for|at)|\bgo(?:ing)?\sfor|\bshoot(?:ing)?\sfor|\bstriv(?:e|ing)\sfor"
    r"|\bhow\sto\s(?:actually\s|really\s|reliably\s)?(?:get|achieve|reach|hit|attain|sustain)"
    r"|\b(?:can't|can’t|cannot|can\snot)\s(?:\w+\s)?(?:get|achieve|reach|attain|sustain)"
    # an imperative step of a plan: "PHASE 4A: Get 150+ t/s", "Step 2 - reach 80 tok/s"
    r"|\b(?:phase|stage|step|milestone|sprint|option|week|day)\s?[\w.-]{0,4}\W{0,3}[:\-–]\W{0,3}(?:get|reach|achieve|hit|attain))"
    r"\W{0,4}(?:at\sleast\s|(?:up\s)?to\s|over\s|above\s|[~≥>]\s?)?\W{0,2}$",
    flags=re.IGNORECASE,
)
_HUMAN_PACE = gated(
    r"\b(?:humans?|people|a\sperson|readers?|someone|anyone)\s(?:can\s)?(?:reads?|reading|types?|typing|speaks?|speaking)\b"
    r"|\b(?:human\s)?reading\s(?:speed|pace)\b",
    flags=re.IGNORECASE,
)
#: a figure a sentence judges acceptable is a tolerance, not a measurement: "a 2x latency
#: slowdown for 10x more users is an acceptable trade-off", "a 5% slowdown would be tolerable"
_TOLERATED_AFTER = re.compile(
    r"[^.;!?\n]{0,80}?\b(?:is|are|would\sbe|will\sbe|remains?)\s(?:an?\s|still\s|often\s|usually\s)?"
    r"(?:acceptable|tolerable|affordable|worth\s(?:it|paying))\b",
    re.IGNORECASE,
)
#: a worked example that supposes its figures: "Suppose a model generates 50 tok/s ..."
_HYPOTHETICAL = re.compile(
    r"^\W*(?:suppose|imagine|assume|assuming|hypothetically|let's\ssay|say\sthat|for\s(?:example|instance),?\sif\b)",
    re.IGNORECASE,
)
#: ... and a sentence anywhere in its paragraph that sets up a made-up case (matched at the
#: sentence's start: "^" above holds only at the text's start): "Latency matters. Suppose a model
#: generates 50 tok/s", "Consider a model that generates 50 tok/s", "Picture a chatbot streaming at
#: 80 tokens/s", "Say your model runs at 40 tok/s", "In this example, the server handles 10
#: requests per second"; "Consider the results: X reached 100 tok/s" names no made-up case, and a
#: later "For example, if we pick a 7 ms TPOT, ... 45% lower throughput" reports measured points
_MADE_UP_CASE = re.compile(
    r"\W*(?:suppose|imagine|hypothetically|let's\ssay|say\sthat"
    r"|(?:consider|picture|envision)\s(?:an?|some)\b|say\s(?:your|you|an?|we)\b"
    r"|in\s(?:this|the\sfollowing)\s(?:toy\s|simple\s|hypothetical\s)?(?:example|scenario)\b"
    r"|take,?\s(?:for\s(?:example|instance)),?\s(?:an?|some)\b)",
    re.IGNORECASE,
)
#: a figure chosen to illustrate, said right after it: "We'll use 100 tok/s as an example"
_AS_EXAMPLE_AFTER = re.compile(
    r"\s*(?:as\san?\s(?:example|illustration|placeholder|round\snumber)|for\s(?:illustration|the\ssake\sof\s\w+))\b",
    re.IGNORECASE,
)
#: a figure quoted as an example of a wording ('e.g., "~20% throughput gain for long contexts"',
#: "such as '2x faster'"): the text shows how to write a claim, it makes none
_QUOTED_EXAMPLE_BEFORE = gated(
    r"\b(?:e\.g\.|i\.e\.|for\s(?:example|instance)|such\sas|like)[,:]?\s*[\"“'‘`]\W{0,3}(?:up\sto\s)?[~≈]?$",
    flags=re.IGNORECASE,
)
#: ... or further on inside a quotation still open since the example word: 'Narrative claims (e.g.,
#: *"Optimization ABC shows up to 50% higher P90 latency over standard services"*) must be approved'
_QUOTED_SENTENCE_EXAMPLE_BEFORE = gated(
    r"\b(?:e\.g\.|i\.e\.|for\s(?:example|instance)|such\sas)[,:]?\s*[*_]{0,2}[\"“][^\"”\n]{0,160}$",
    flags=re.IGNORECASE,
)
#: a ratio named as the ideal or theoretical one ("the 2x ideal", "an ideal 4x speed-up", "the
#: theoretical maximum of 3x"); "near-ideal 1.9x scaling" is measured
_IDEAL_AFTER = re.compile(
    # "the linear 2x we would expect from using 2 GPUs instead of 1": what scaling alone would give
    r"\s*(?:ideal|theoretical(?:\s(?:maximum|bound|limit))?|upper\sbound|(?:that\s)?(?:we|one|you)\s(?:would|might|could)\sexpect)\b",
    re.IGNORECASE,
)
_IDEAL_BEFORE = re.compile(
    r"(?<![\w-])(?:ideal|theoretical|perfect(?:ly)?\slinear|(?<=the\s)linear)\s(?:(?:maximum|limit|bound|speed-?up)\s)?"
    r"(?:of\s)?(?:~|about\s)?$",
    re.IGNORECASE,
)
#: ... or labelled at its line's start as the ideal ("**Ideal scaling**: 4x concurrency = 4x speedup",
#: "Linear speed-up: 8x on 8 GPUs") beside the line that reports the measured one ("**Actual
#: scaling**: ~1.1x speedup")
_IDEAL_LABEL = re.compile(
    r"(?:^|\n)[\W_]{0,4}(?:ideal|theoretical|perfect(?:ly\slinear)?|linear)(?:\s[\w-]+){0,2}[*_]{0,2}\s?:[^\n]{0,60}$",
    re.IGNORECASE,
)
#: a figure that says how to read another one ("1.5 means 50% faster", "a ratio of 2 indicates
#: twice the throughput"): a definition, not a measurement
_READING_RULE_BEFORE = re.compile(
    r"\d(?:\.\d+)?\s?[x×]?\s(?:means|indicates|denotes|corresponds\sto|would\smean)\s(?:a\s|an\s)?$", re.IGNORECASE
)
#: a paragraph that sets out a made-up case: "Figure 1 shows a simple case where an application
#: ..." makes the figures after it in that paragraph illustrations ("a throughput of 10 requests
#: per second"), not measurements; "a simple experiment" is measured, so it is not one
_ILLUSTRATION = gated(
    r"\b(?:shows?|illustrates?|consider|depicts?|take|takes)\s(?:a|an)\s(?:simple|hypothetical|toy|imaginary|contrived|illustrative)"
    r"\s(?:case|example|scenario)\b"
    # "For instance, a system ingesting a constant 10RPS ...", "For example, a system can generate
    # 100 tokens per second": an example about an unnamed system is made up (a named one,
    # "For example, Llama-3-70B runs at 40 tok/s", is a measurement)
    r"|(?:^|[.!?]\s)(?:for\s(?:example|instance)|e\.g\.),?\s(?:a|an|some)\s(?:[\w-]+\s)?"
    r"(?:system|engine|server|service|model|deployment|application|app|setup|GPU|machine|workload)s?\b",
    flags=re.IGNORECASE,
)
#: a latency by name, or the time a generation step takes ("token generation time", "response
#: time"), not the time of anything else (a build, a download, loading)
_LATENCY_WORD = re.compile(
    r"\b(?:TTFT|TPOT|ITL|latency|latencies|time[- ]to[- ]first[- ]token|time[- ]per[- ]output[- ]token"
    r"|(?:generation|decoding|decode|inference|response)\stime)\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[\w/%+-]+")
_WORD_OR_PAREN = re.compile(r"[\w/%+-]+|[()]")
_ANY_DIGIT = re.compile(r"\d")
#: falls that only a named speed measure makes a speed's ("a 12% throughput loss", not "a 12% loss")
_LOSS_WORDS = frozenset({"loss", "losses", "penalty", "regression", "degradation", "hit"})
#: ... and the changes whose direction a named speed measure alone makes a speed's ("a 15% performance
#: difference", not "a 15% difference in memory")
_MEASURE_NEEDED = frozenset({*_LOSS_WORDS, "difference", "differences", "gap", "delta", "uplift"})
#: directions of a percentage that make it a fall ("20% lower", "a 30% reduction")
_DOWNWARD = frozenset(
    {
        *("lower", "slower", "less", "worse", "below", "fewer", "reduction", "reductions", "decrease"),
        *("decreases", "drop", "slowdown", "slow-down", *_LOSS_WORDS),
    }
)
#: a latency named in words or by its acronym: what a percentage's "reduction" makes faster
_LATENCY_MEASURE = re.compile(r"latenc|\b(?:TTFT|TPOT|ITL|TBT)\b", re.IGNORECASE)
_MAY_COMPARE = re.compile(r"faster|quicker|ahead|outperform|half|halv|doubl|tripl|quadrupl|twice", re.IGNORECASE)


#: claims found in one block at most (more than the engine checks per document)
MAX_CANDIDATES = 6000

#: the text-wide scans of the finder, each skipped on text that holds none of the literals
#: every match needs (gates.py reads them from the pattern: an edited pattern keeps its gate)
_UNIT_SCAN, _PREFIX_LATENCY_SCAN, _RATIO_SCAN, _PERCENT_SCAN, _BY_PERCENT_SCAN = map(
    gated, (_UNIT_RE, _PREFIX_LATENCY_RE, _RATIO_RE, _PERCENT_RE, _BY_PERCENT_RE)
)
_FIRST_TOKEN_SCAN, _WORD_RATIO_SCAN, _COMPARATIVE_SCAN, _OUTPERFORM_SCAN, _TOKEN_EVERY_SCAN = map(
    gated, (_FIRST_TOKEN_RE, _WORD_RATIO_RE, _COMPARATIVE_RE, _OUTPERFORM_RE, _TOKEN_EVERY_RE)
)
_WORDED_FACTOR_SCAN, _LABELLED_FIGURE_SCAN, _ARROW_PERCENT_SCAN, _RUN_DURATION_SCAN, _SERIES_CAPTION_SCAN = map(
    gated, (_WORDED_FACTOR_RE, _LABELLED_FIGURE_RE, _ARROW_PERCENT_RE, _RUN_DURATION_RE, _SERIES_CAPTION_RE)
)
_FIRST_TOKEN_IN_SCAN, _WORD_RATE_SCAN, _PER_DECODE_STEP_SCAN = map(
    gated, (_FIRST_TOKEN_IN_RE, _WORD_RATE_RE, _PER_DECODE_STEP_RE)
)
_ZH_RATE_LABEL_SCAN, _ZH_TIME_LABEL_SCAN = map(gated, (_ZH_RATE_LABEL_RE, _ZH_TIME_LABEL_RE))
_CJK_PER_SECOND_SCAN, _ZH_TIME_SENTENCE_SCAN = map(gated, (_CJK_PER_SECOND_RE, _ZH_TIME_SENTENCE_RE))
#: every scan that finds candidates (a new one is added here, named ``*_SCAN``: a test checks)
_FINDER_SCANS = (
    _UNIT_SCAN,
    _PREFIX_LATENCY_SCAN,
    _RATIO_SCAN,
    _PERCENT_SCAN,
    _BY_PERCENT_SCAN,
    _FIRST_TOKEN_SCAN,
    _FIRST_TOKEN_IN_SCAN,
    _WORD_RATE_SCAN,
    _WORD_RATIO_SCAN,
    _COMPARATIVE_SCAN,
    _OUTPERFORM_SCAN,
    _TOKEN_EVERY_SCAN,
    _PER_DECODE_STEP_SCAN,
    _WORDED_FACTOR_SCAN,
    _LABELLED_FIGURE_SCAN,
    _ARROW_PERCENT_SCAN,
    _RUN_DURATION_SCAN,
    _SERIES_CAPTION_SCAN,
    _ZH_RATE_LABEL_SCAN,
    _ZH_TIME_LABEL_SCAN,
    _CJK_PER_SECOND_SCAN,
    _ZH_TIME_SENTENCE_SCAN,
)


def _finder_keys() -> tuple[str, ...] | None:
    """Literals one of which every candidate needs: each scan's gate and each pattern row's
    (None when a scan has no gate). Text holding none of them (a bare number cell, a heading)
    has no claim, found in one test instead of one per scan and row."""
    keys: set[str] = set()
    for scan in _FINDER_SCANS:
        if scan.keys is None:
            return None
        keys.update(scan.keys)
    for row in PATTERNS:
        keys.update(row.gates)
    return tuple(sorted(keys, key=lambda k: (len(k), k)))


_FINDER_KEYS = _finder_keys()


def _value(match: re.Match[str]) -> tuple[float, float | None]:
    low = parse_number(match.group("a")) or 0.0
    upper = match.groupdict().get("b")
    high = parse_number(upper) if upper else None
    return low, high


def find_candidates(text: str, masked: list[tuple[int, int]] | None = None) -> list[Candidate]:
    """Claims in a block's plain text, in order, never inside masked (inline code) spans."""
    return list(_find_cached(text, tuple(masked or ())))


@lru_cache(maxsize=2048)
def _find_cached(text: str, masked_spans: tuple[tuple[int, int], ...]) -> tuple[Candidate, ...]:
    if not _ANY_DIGIT.search(text) and not _MAY_COMPARE.search(text):
        return ()
    # the scans' gates hold only on ASCII text of gated length (gates.py), so this one does too
    keys = _FINDER_KEYS
    if keys is not None and len(text) <= MAX_GATED and text.isascii() and not any(map(lowered_contains(text), keys)):
        return ()
    # Spans already used (inline code, earlier claims), kept sorted and disjoint so that an
    # overlap test is a bisection, not a scan: a line of 100,000 claims stays linear.
    starts: list[int] = []
    ends: list[int] = []
    found: list[Candidate] = []

    def free(start: int, end: int) -> bool:
        i = bisect.bisect_right(starts, start)
        if i > 0 and ends[i - 1] > start:
            return False
        return not (i < len(starts) and starts[i] < end)

    def take(start: int, end: int) -> None:
        i = bisect.bisect_right(starts, start)
        starts.insert(i, start)
        ends.insert(i, end)

    for span_start, span_end in sorted(masked_spans):
        if free(span_start, span_end):
            take(span_start, span_end)

    def add(candidate: Candidate) -> None:
        take(candidate.start, candidate.end)
        found.append(candidate)

    for match in _UNIT_SCAN.finditer(text):
        if len(found) >= MAX_CANDIDATES:
            break  # an adversarial block: the engine checks the first MAX_CLAIMS claims anyway
        start = match.start("a")
        if not free(start, match.end()) or _glued_before(text, start):
            continue
        low, high = _value(match)
        kind = "throughput" if match.group("tp") else "latency"
        unit = (match.group("tp") or match.group("lat") or "").strip()
        if unit.lower().startswith(("qps", "rps", "req")) and (
            _offered_load(text, start) or _LOAD_TEST_AFTER.match(text, match.end())
        ):
            continue  # "at 32 QPS" is the load the test offered, not a result
        if kind == "throughput" and _PER_MEMORY_POWER_OR_PRICE.match(text, match.end()):
            continue  # "0.70 TPS/GB", "12 tok/s per watt": an efficiency, not a speed
        add(
            Candidate(start, match.end(), text[start : match.end()], kind, low, unit, high, bool(match.group("approx")))
        )
    for match in _LABELLED_FIGURE_SCAN.finditer(text):
        start = match.start()
        if not free(match.start("a"), match.end()):
            continue
        if (match.group("tp") or "").upper() in ("QPS", "RPS"):
            continue  # "QPS: 4" under a setup list is the rate the test offered
        value = parse_number(match.group("a")) or 0.0
        kind = "throughput" if match.group("tp") else "latency"
        label_unit = (match.group("tp") or match.group("lat") or "").strip()
        unit = label_unit if kind == "throughput" else ("s" if label_unit.lower().endswith("(s)") else "ms")
        approx = bool(match.group("approx"))
        add(Candidate(start, match.end(), text[start : match.end()], kind, value, unit, None, approx))
    for match in _WORD_RATE_SCAN.finditer(text):
        start = match.start("a")
        # (speech and transcripts are counted in words too: "the TTS voice produces 3 words per second")
        clause = text[max(text.rfind("\n", 0, start), text.rfind(". ", 0, start), 0) : match.end() + 30]
        if free(start, match.end()) and not _glued_before(text, start) and not _OTHER_MODALITY.search(clause):
            value = parse_number(match.group("a")) or 0.0
            approx = bool(match.group("approx"))
            add(Candidate(start, match.end(), text[start : match.end()], "throughput", value, "words/s", None, approx))
    for match in _ZH_RATE_LABEL_SCAN.finditer(text):
        if free(match.start("a"), match.end()) and not _ZH_NOT_GENERATION.search(match.group("label")):
            value = parse_number(match.group("a")) or 0.0
            add(Candidate(match.start(), match.end(), match.group(0), "throughput", value, "tok/s"))
    for match in _ZH_TIME_LABEL_SCAN.finditer(text):
        if free(match.start("a"), match.end()) and not _ZH_NOT_GENERATION.search(match.group("label")):
            value = parse_number(match.group("a")) or 0.0
            unit = _time_unit(match.group("unit"))
            add(Candidate(match.start(), match.end(), match.group(0), "latency", value, unit))
    for match in _ZH_TIME_SENTENCE_SCAN.finditer(text):
        label_end = match.end("label") if match.group("label") is not None else match.end("worded")
        if free(match.start("a"), match.end()) and not _cjk_training_clause(text, label_end):
            value = parse_number(match.group("a")) or 0.0
            unit = _time_unit(match.group("unit"))
            add(Candidate(match.start("a"), match.end(), text[match.start("a") : match.end()], "latency", value, unit))
    for match in _CJK_PER_SECOND_SCAN.finditer(text):
        if free(match.start("a"), match.end()) and not _cjk_training_clause(text, match.start()):
            value = parse_number(match.group("a")) or 0.0
            approx = bool(match.group("approx"))
            add(Candidate(match.start(), match.end(), match.group(0), "throughput", value, "tok/s", None, approx))
    for match in _PREFIX_LATENCY_SCAN.finditer(text):
        if free(match.start(), match.end()):
            add(
                Candidate(
                    match.start(),
                    match.end(),
                    match.group(0),
                    "latency",
                    float(match.group("a").replace(",", "")),
                    match.group("unit"),
                )
            )
    for match in _SERIES_CAPTION_SCAN.finditer(text):
        caption = match.group(0)[: match.start("body") - match.start()]
        unit = _THROUGHPUT_UNIT_RE.search(caption)
        for series_row in _SERIES_ROW_RE.finditer(match.group("body")):
            start, end = match.start("body") + series_row.start("a"), match.start("body") + series_row.end("a")
            if free(start, end):
                value = parse_number(series_row.group("a")) or 0.0
                shown_unit = unit.group(0) if unit else "throughput"
                add(Candidate(start, end, series_row.group("a"), "throughput", value, shown_unit))
    for match in _RUN_DURATION_SCAN.finditer(text):
        if free(match.start("a"), match.end()):
            value = parse_number(match.group("a")) or 0.0
            unit = "ms" if match.group("unit").lower() == "ms" else "s"
            add(Candidate(match.start(), match.end(), match.group(0), "latency", value, unit))
    for match in _TOKEN_EVERY_SCAN.finditer(text):
        if free(match.start("a"), match.end()):
            value = parse_number(match.group("a")) or 0.0
            start = match.start("a")
            add(Candidate(start, match.end(), text[start : match.end()], "latency", value, match.group("unit")))
    for match in _PER_DECODE_STEP_SCAN.finditer(text):
        if free(match.start("a"), match.end()):
            value = parse_number(match.group("a")) or 0.0
            unit = "ms" if match.group("unit").lower() == "ms" else "s"
            add(Candidate(match.start("a"), match.end(), match.group(0), "latency", value, unit))
    for match in _RATIO_SCAN.finditer(text):
        if len(found) >= MAX_CANDIDATES:
            break
        start, end = match.start("a"), match.end()
        glued = _glued_before(text, match.start())  # "\sim3x": the approximation sign is no name
        if not free(start, end) or glued or _GPU_AFTER.match(text, end) or _digit_after(text, end):
            continue
        if not _is_speed_ratio(text, start, end) or _count_of_runs(text, start, end):
            continue
        if _OCCURRENCES_AFTER.match(text, end):
            continue  # "quant, which happens 4x per layer": how often something runs, not a ratio
        low, high = _value(match)
        add(Candidate(start, end, text[start:end], "speedup", low, "x", high, bool(match.group("approx")), ratio=low))
    for match in _PERCENT_SCAN.finditer(text):
        start, end = match.start("a"), match.end()
        words_from = match.start("measure") if match.group("measure") else match.start("dir")
        if not match.group("measure") and match.group("dir").lower() in _MEASURE_NEEDED:
            continue
        if not free(start, end) or not _is_speed_ratio(text, start, end, after_from=words_from):
            continue
        low, high = _value(match)
        down = match.group("dir").lower() in _DOWNWARD
        latency_down = down and _LATENCY_MEASURE.search(text, words_from, end + 30) is not None
        ratio = 1 - low / 100 if down and not latency_down else 1 + low / 100
        add(Candidate(start, end, text[start:end], "speedup", low, "%", high, ratio=ratio))
    for match in _ARROW_PERCENT_SCAN.finditer(text):
        start, end = match.start("sign"), match.end()
        if not free(start, end):
            continue
        low, high = _value(match)
        ratio = 1 + low / 100 if match.group("sign") == "+" else 1 - low / 100
        add(Candidate(start, end, text[start:end], "speedup", low, "%", high, ratio=ratio))
    for match in _BY_PERCENT_SCAN.finditer(text):
        start, end = match.start("a"), match.end()
        verb = match.group(0)[: match.start("a") - match.start()]
        if not free(start, end) or (not _SPEED_BEFORE.search(verb) and not _LATENCY_WORD.search(verb)):
            continue
        words = _WORD.findall(verb)[1:]
        # the object comes first: "improves the throughput of running 70B models by 28%" is a speed
        # whatever the words qualifying it; "improves memory use by 40%", "cuts cost by 30%" are not
        spoken = any(_SPEED_OBJECT.fullmatch(w.lower()) for w in words[:2])
        if not spoken and any(_NOT_SPEED_WORDS.match(w.lower()) for w in words):
            continue
        low, high = _value(match)
        down = verb.lower().startswith(("cut", "reduc", "decreas", "slash", "lower", "shrink", "drop"))
        latency = bool(_LATENCY_WORD.search(verb))
        ratio = 1 / (1 - low / 100) if down and latency and low < 100 else (1 - low / 100 if down else 1 + low / 100)
        add(Candidate(start, end, text[start:end], "speedup", low, "%", high, ratio=ratio))
    for match in _FIRST_TOKEN_SCAN.finditer(text):
        if free(match.start(), match.end()):
            add(
                Candidate(
                    match.start(), match.end(), match.group(0), "latency", parse_number(match.group("a")) or 0.0, "TTFT"
                )
            )
    for match in _FIRST_TOKEN_IN_SCAN.finditer(text):
        if free(match.start(), match.end()):
            value = parse_number(match.group("a")) or 0.0
            add(Candidate(match.start(), match.end(), match.group(0), "latency", value, "TTFT"))
    for match in _WORD_RATIO_SCAN.finditer(text):
        if free(match.start(), match.end()):
            word = match.group(0).lower()
            times = 3.0 if "tripl" in word else 4.0 if "quadrupl" in word else 2.0
            if "halv" in word and word.startswith(("throughput", "speed", "tokens")):
                times = 0.5  # the speed halved, not a latency: half the baseline's speed
            add(Candidate(match.start(), match.end(), match.group(0), "speedup", times, "x", ratio=times))
    for match in _WORDED_FACTOR_SCAN.finditer(text):
        start, end = match.start(), match.end()
        if not free(start, end) or not _is_speed_ratio(text, start, end):
            continue
        if _count_of_runs(text, start, end):
            continue  # "measured three times": repetitions, not a factor
        if match.group("n"):
            times = float(_FACTOR_WORDS[match.group("n").lower()])
        else:  # "an order of magnitude" is 10x, "two orders" 100x
            times = 10.0 ** (_FACTOR_WORDS.get(match.group("m").lower(), 1))
        add(Candidate(start, end, match.group(0), "speedup", times, "x", ratio=times))
    worded: set[int] = set()
    for row, match in run_patterns(text):
        start, end = match.start("a"), match.end()
        if not free(start, end):
            continue
        low, high = _value(match)
        percent = "%" in (match.groupdict().get("pct") or "")
        factor: float | None = (1 + low / 100) if percent else (row.ratio(low) if row.ratio else None)
        unit = "%" if percent else row.unit
        candidate = Candidate(start, end, text[start:end], row.kind, low, unit, high, ratio=factor)
        worded.add(id(candidate))
        add(candidate)
    numeric = list(found)
    for regex in (_COMPARATIVE_SCAN, _OUTPERFORM_SCAN):
        for match in regex.finditer(text):
            if not free(match.start(), match.end()):
                continue
            # A worded comparison is a claim only where its sentence has no figure of its own.
            sentence = _sentence_span(text, match.start())
            if any(sentence[0] <= c.start < sentence[1] for c in numeric):
                continue
            if regex is _OUTPERFORM_SCAN and not _SPEED_BEFORE.search(text, sentence[0], sentence[1]):
                continue
            add(Candidate(match.start(), match.end(), match.group(0), "speedup", math.nan, "comparative"))
    found.sort(key=lambda c: c.start)
    block = _Block(text)
    return tuple(c for c in found if _relevant(block, c, worded))


#: quality measures: a ratio in a sentence about these and no speed is a quality gain
_QUALITY_SUBJECT = gated(
    r"\b(?:accuracy|MMLU|GSM8K|perplexity|PPL|BLEU|ROUGE|pass@\d+|win[- ]rates?|scores?|points"
    # the share of answers that come out right: "boosting its tool-call success rate by over 4x"
    r"|(?:success|pass|error|failure|hallucination|parse|parsing)\s(?:rates?|ratios?)|correctness"
    # how much a run learns per example seen: "~1.5x better sample-efficiency"
    r"|(?:sample|data)[- ]efficien(?:cy|t))\b",
    flags=re.IGNORECASE,
)
#: a measure that went from one percentage to another ("rising from 89.3% to 99.8%"): a score, a
#: share or a rate of success, never a speed
_PERCENT_TO_PERCENT = re.compile(rf"\bfrom\s~?{NUM}\s?%\s?(?:to|→|->)\s(?:an?\s(?:\w+\s)?)?~?{NUM}\s?%")
#: a count grown ("the number of parsed tool calls rose from 218 to 971, a 4.4x improvement")
_COUNT_SUBJECT = re.compile(r"\b(?:number|count)\sof\b", re.IGNORECASE)
#: ...unless it is counted per unit of time ("the number of requests served per second")
_PER_TIME = re.compile(r"\bper\s(?:second|sec|minute|hour)\b|/s\b|\b(?:QPS|RPS)\b", re.IGNORECASE)
_SPEED_TERM = re.compile(
    r"\b(?:faster|slower|quicker|ahead|speed\w*|speed-ups?|accelerat\w*|throughput|goodput|latenc\w*|tok/s|tokens?/s"
    r"|tokens?\sper\ssecond|TTFT|TPOT|ITL"
    r"|decod\w*|prefill|generation\sspeed|inference\stime|wall[- ]?clock|time)\b",
    re.IGNORECASE,
)


#: training, not inference: "trained at 3,100 tokens/s/GPU", "training throughput improved by 25%"
_TRAINING = gated(
    r"\b(?:trained|training|pre-?train\w*|fine-?tun\w*|trains|backward\spass)\b"
    # the verb with its subject: "we train on sequence length of 8192"
    r"|\b(?:we|they|you|I)\strain\b",
    flags=re.IGNORECASE,
)
_INFERENCE = gated(
    r"\b(?:inference|decod\w*|generat\w*|serv\w*|prefill|latency|TTFT|TPOT|ITL|requests?|prompts?|users?|speed-?ups?|LLMs?)\b"
    r"|推理|解码|预填充",
    flags=re.IGNORECASE,
)
#: a ratio of what hardware can do ("the Tensor Cores have 2x throughput with fp16 accumulation")
#: is a specification, unless its sentence names something that ran on it
_HARDWARE_SUBJECT = gated(
    r"\b(?:peak|Tensor\s?Cores?|CUDA\s?Cores?|T?FLOP/?s|TOPS|memory\sbandwidth|specs?|specifications?|datasheet"
    # what an instruction set does per cycle ("2048 multiply-adds per cycle, 8 times AVX-512")
    r"|per\s(?:clock\s)?cycles?|instructions?|AVX-?\w*|SIMD)\b",
    flags=re.IGNORECASE,
)
_WORKLOAD_SUBJECT = re.compile(
    r"\b(?:tokens?|tok/s|decod\w*|prefill|inference|serving|LLMs?|models?|requests?|prompts?|generat\w*|kernels?"
    r"|attention|batch\w*|engines?|implementations?|vLLM|SGLang|TensorRT\w*|llama\w*|\w*Flash\w*|PyTorch)\b",
    re.IGNORECASE,
)


#: the verb train or fine-tune governs the ratio ("Train LLaMA 3-8B ~20% faster", "Train MoE LLMs
#: 12x faster", "Fine-tune Llama 3 2x faster"; not "fine-tuned models run 2x faster": inference)
_TRAIN_VERB_RATIO = (
    r"\b(?:train(?:s|ing)?|fine-?tunes?)\s"
    r"(?:[\w.()-]+\s){0,3}?(?:up\sto\s)?[~≈]?\d[\d.]*\s?[x×%]\s(?:faster|quicker)\b"
)
#: a ratio is about training only when training names the measured quantity
_TRAINING_MEASURE = gated(
    r"\b(?:training|pre-?training|fine-?tuning)\s(?:throughput|speed|time|step\s?times?|steps?|MFU)\b"
    # the runs a table holds, named as training's: "performance results and training configurations
    # can be found in the tables below"
    r"|\b(?:training|pre-?training|fine-?tuning)\s(?:configurations?|configs?|runs?)\b"
    r"|\b(?:throughput|speed)\s(?:of|during|for|in)\s(?:the\s)?(?:pre-?|re)?training\b"
    r"|\b(?:speeds?\sup|sped\sup|accelerat\w*|faster)\s(?:the\s)?(?:pre-?|re)?(?:training|fine-?tuning)\b"
    # training as what the ratio is about: "Training is 2x faster", "fine-tuning runs 3x faster"
    r"|\b(?:training|pre-?training|fine-?tuning)\s(?:is|was|runs?|ran|becomes?|gets?)\s(?:now\s|also\s)?(?:up\sto\s)?[~≈]?\d"
    # "training can be accelerated by nearly 10 times", "makes fine-tuning 2x faster",
    # "Train Qwen models 2x faster"
    r"|\b(?:training|pre-?training|fine-?tuning)\s(?:\w+\s){0,2}?(?:accelerated|sped\sup)\b"
    r"|\b(?:training|pre-?training|fine-?tuning)\s(?:up\sto\s)?[~≈]?\d[\d.]*\s?[x×%]\s(?:faster|quicker)\b"
    rf"|{_TRAIN_VERB_RATIO}"
    # the backward pass is training's half of a kernel: "runs 1.9x faster in the backward pass",
    # "the backward pass is 3x faster", "a 2x faster backward"
    r"|\b(?:faster|quicker|slower|speed-?ups?)\s(?:in|for|on|during)\s(?:the\s)?backward\b"
    r"|\bbackward(?:\spass(?:es)?)?\s(?:is|was|runs?|ran|becomes?|gets?)\s(?:now\s|also\s)?(?:up\sto\s)?[~≈]?\d"
    r"|\b(?:faster|quicker)\sbackward\b"
    # Chinese names training's speed as "训练速度", "训练效率", "微调吞吐" ("MoE 模型训练效率提升9倍")
    r"|(?:预?训练|微调)(?:速度|效率|吞吐量?|性能)",
    flags=re.IGNORECASE,
)
#: the backward pass named right after a ratio as what it measures: "7% lower backward latency"
#: (a latency, an inference word, yet of the training half of a kernel)
_BACKWARD_OBJECT = re.compile(
    r"\s*(?:faster|quicker|slower|lower|higher|less|more)?\s*(?:in\s(?:the\s)?)?backward\b", re.IGNORECASE
)
#: ... or right before it as its subject: "selected backward cases reach up to ~108% higher"
_BACKWARD_SUBJECT = re.compile(
    r"\bbackward\s(?:pass(?:es)?|cases?|kernels?)\s(?:\w+\s){0,2}?(?:up\sto\s)?[~≈]?\W{0,2}$", re.IGNORECASE
)
#: ... or training as the subject that got the ratio: "MXFP8 training achieved 1.28x speedup",
#: "Float8 training yields a 1.3x speedup", "the MoE training prototype achieved ~1.45x"
_TRAINING_SUBJECT = re.compile(
    r"\b(?:training|pre-?training|fine-?tuning)\s(?:(?:prototypes?|recipes?|runs?|jobs?|pipelines?)\s)?"
    r"(?:achieved|achieves|yields?|yielded|gives|gave|delivers?|delivered|sees|saw|shows?|showed|reached|reaches)\s"
    r"(?:an?\s|up\sto\s|about\s|over\s|nearly\s)?\W{0,3}$",
    re.IGNORECASE,
)
#: ... a training claim even when the object it trains names an LLM (searched alone, to find
#: where it stands beside the candidate)
_TRAINED_FASTER = re.compile(_TRAIN_VERB_RATIO, re.IGNORECASE)
#: a ratio whose baseline is a training run ("a speedup of up to 3x, compared to PyTorch fp16
#: training", "2x faster than LoRA fine-tuning") compares training with training
_TRAINING_BASELINE = re.compile(
    r"\b(?:compared\s(?:to|with)|than|over|versus|vs\.?|relative\sto)\s(?:[\w.+-]+\s){0,4}?"
    r"(?:training|pre-?training|post-?training|fine-?tuning|QAT)\b(?!-)",  # not "than training-free drafters"
    re.IGNORECASE,
)


class _Block:
    """A text whose claims are judged, with what is read once for all of them."""

    def __init__(self, text: str) -> None:
        self.text = text

    @cached_property
    def illustration_end(self) -> int | None:
        """Where the first made-up case the text sets out ends ("shows a simple case where ...")."""
        found = _ILLUSTRATION.search(self.text)
        return found.end() if found else None

    @cached_property
    def other_modality(self) -> bool:
        """The paragraph is about another kind of model ("diffusers ... for diffusion models. Up to
        2x faster inference") and never says text is generated."""
        return about_other_modality(self.text)

    @cached_property
    def subject_not_llm(self) -> bool:
        """The paragraph names another subject and no LLM word (for sentences that name none)."""
        if _NETWORK_SUBJECT.search(self.text) and not names_llm_topic(self.text):
            return True
        return bool(_NOT_LLM_SUBJECT.search(self.text)) and not _LLM_WORDS.search(self.text)


#: what a ratio speeds up, named right after it, is training ("up to 10 times faster for RLHF
#: PPO training", "a 45% speedup fine-tuning OPT"), even when the sentence goes on to inference
#: ("7.7 times faster for multi-node training and 1.4 times faster for single-GPU inference")
_TRAINING_OBJECT = re.compile(
    r"\s*(?:faster|quicker|speed-?ups?|acceleration|higher\sthroughput)?\s*(?:(?:for|in|on|during|when|of)\s)?"
    r"(?:[\w.()/-]+\s){0,4}?(?:training|pre-?training|post-?training|fine-?tuning)\b(?!-free)",
    re.IGNORECASE,
)
#: ... unless inference is sped up with it ("2x faster for training and inference")
_AND_INFERENCE = re.compile(r"\s(?:and|&|\+|or)\s(?:\w+\s)?(?:inference|serving|decoding|generation)\b", re.IGNORECASE)


_INFERENCE_BETWEEN = re.compile(r"\b(?:inference|decod\w*|generat\w*|serving|prefill)\b", re.IGNORECASE)


def _time_unit(written: str) -> str:
    """The unit of a time written in Chinese or Latin letters: "毫秒" and "ms" are milliseconds, the rest seconds."""
    return "ms" if written.lower() in ("ms", "毫秒") else "s"


def _cjk_training_clause(text: str, start: int) -> bool:
    """The sentence before a per-second figure names loading or training (at most 40 characters back)."""
    begin = max(0, start - 40)
    clause_start = max((m.end() for m in _CJK_CLAUSE_START.finditer(text, begin, start)), default=begin)
    return _CJK_NOT_GENERATION.search(text, clause_start, start) is not None


def _training_object(text: str, candidate: Candidate) -> bool:
    found = _TRAINING_OBJECT.match(text, candidate.end)
    return (
        found is not None
        # "faster for single-GPU inference after fine-tuning" is inference ("single server" is no serving)
        and _INFERENCE_BETWEEN.search(found.group(0)) is None
        and _AND_INFERENCE.match(text, found.end()) is None
    )


def _trained_faster(text: str, candidate: Candidate, begin: int, end: int) -> bool:
    for found in _TRAINED_FASTER.finditer(text, begin, end):
        if found.start() <= candidate.start < found.end():
            # "train and run models 2x faster for inference" speeds up inference as well
            return _INFERENCE_BETWEEN.search(found.group(0)) is None and _AND_INFERENCE.match(text, found.end()) is None
    return False


def _training_figure(text: str, candidate: Candidate, begin: int, end: int) -> bool:
    """A tokens/s figure in a sentence about training alone, or a ratio of a training measure."""
    if candidate.kind == "speedup" and (
        _TRAINING_BASELINE.search(text, candidate.end, end) or _training_object(text, candidate)
    ):
        return True
    if candidate.kind == "speedup" and (
        _trained_faster(text, candidate, begin, end)
        or _BACKWARD_OBJECT.match(text, candidate.end)
        or _BACKWARD_SUBJECT.search(text, max(begin, candidate.start - 60), candidate.start)
        or _TRAINING_SUBJECT.search(text, max(begin, candidate.start - 60), candidate.start)
    ):
        return True
    if _INFERENCE.search(text, begin, end):
        return False
    training = _TRAINING if candidate.kind == "throughput" else _TRAINING_MEASURE
    if training.search(text, begin, end):
        return True
    # a tokens/s figure whose sentence names neither takes its paragraph's subject: "we train on
    # sequence length of 8192. ... reaching ~10000 tokens per second, per device" is training's,
    # and so is a ratio of that rate in its sentence ("improves performance by ~25%, reaching ~10000
    # tokens per second")
    rate = candidate.kind == "throughput" or (
        candidate.kind == "speedup" and _TOKEN_RATE_ANYWHERE.search(text, begin, end) is not None
    )
    return rate and bool(_TRAINING.search(text)) and not _INFERENCE.search(text)


#: a section headed by training ("### Train", "Fine-tuning") measures training ...
#: ("Training-free drafting" is no training; a qualified heading, "Sparse fine-tuning", may head a
#: research README's inference speed-ups, so only a heading that starts with training counts)
_TRAINING_SECTION = re.compile(
    r"^\W*(?:train|training|pre-?training|post-?training|fine-?tun\w*)\b(?!-free)"
    # a Chinese heading names training or fine-tuning anywhere ("KT-LoRA微调测试"), but not
    # "无需训练" (training-free)
    r"|^[^\n]{0,30}?(?<!无需)(?<!免)(?:微调|训练)",
    re.IGNORECASE,
)
#: ... unless the text itself says it runs inference
_RUNS_INFERENCE = re.compile(
    r"\b(?:inference|decod\w*|serv(?:e|es|ed|ing)|prefill|generation|generat(?:e|es|ed|ing)|TTFT|TPOT)\b", re.IGNORECASE
)


_TRAINING_LABEL = re.compile(
    r"\b(?:(?:re-?)?train(?:ing)?|pre-?training|post-?training|fine-?tun\w*|SFT)\b(?!-free)", re.IGNORECASE
)


def names_training(label: str) -> bool:
    """A table label that names training ("LoRA fine-tuning throughput", "Training Speed") and
    no inference: its figures measure training."""
    return len(label) <= 80 and _TRAINING_LABEL.search(label) is not None and not _RUNS_INFERENCE.search(label)


def training_headers(headers: list[str]) -> bool:
    """A table whose header row names training ("| Variant | Training Loss | Max Memory | Tokens/sec |")
    and no inference: each of its figures is a training run's."""
    return any(names_training(h) for h in headers) and not any(_RUNS_INFERENCE.search(h) for h in headers)


def in_training_section(heading: str, text: str) -> bool:
    """A figure under a training heading that says nothing of inference is a training figure."""
    return (
        _TRAINING_SECTION.match(heading) is not None
        and _RUNS_INFERENCE.search(heading) is None
        and _RUNS_INFERENCE.search(text) is None
    )


#: settings only a training run has ("Optimizer = AdamW", "Gradient Checkpointing = True", "gradient
#: accumulation steps (gas)", "learning rate 2e-5"): a setup that names one measures training
_TRAINING_SETTINGS = re.compile(
    r"\b(?:optimi[sz]er\s?[=:]|AdamW|gradient[\s_-](?:checkpointing|accumulation)|learning[\s_-]rate|epochs?\s?[=:]"
    # activations are kept for a backward pass only: "Selective activation checkpointing"
    r"|activation[\s_-](?:checkpointing|recomputation))",
    re.IGNORECASE,
)


#: a document that says its runs are training ("The training use fp16 and runs on 1 node with 16
#: Nvidia V100 GPUs", "train micro-batch size per GPU", "the training step latency") ...
_TRAINING_RUN = gated(
    r"\btraining\s(?:uses?|used|runs?|ran|is\s(?:run|done)|was\s(?:run|done))\b"
    r"|\btrain(?:ing)?[\s_-](?:micro[\s_-]?)?batch[\s_-]size|\btraining\ssteps?\b|\b(?:fine-?tuning|pre-?training)\sruns?\b",
    flags=re.IGNORECASE,
)
#: ... and never names inference or a token rate anywhere
_TOKEN_RATE_ANYWHERE = re.compile(r"\btok(?:en)?s?\s?/\s?s|\btokens?\sper\ssecond\b", re.IGNORECASE)


@lru_cache(maxsize=64)
def training_document(source: str) -> bool:
    """A whole document about training runs (DeepSpeed's autotuning READMEs: "Throughput Improvement
    over baseline: 1.09x" in samples per second): its figures are training speeds, though the
    section that holds them names no training."""
    return (
        (_TRAINING_RUN.search(source) is not None or _TRAINING_SETTINGS.search(source) is not None)
        and _RUNS_INFERENCE.search(source) is None
        and _TOKEN_RATE_ANYWHERE.search(source) is None
    )


def training_setup(setup: str, text: str) -> bool:
    """A setup naming training-only settings, for a figure whose text and setup never name inference."""
    return _TRAINING_SETTINGS.search(setup) is not None and _RUNS_INFERENCE.search("\n".join([setup, text])) is None


#: a heading that names training as what its section does, though not first: "Full Parameter
#: Fine-tune", "QLoRA Fine-tune" (ending in it), "Megatron MoE Training Benchmark", "Large Model
#: Training Speed Optimization" (training's own measure), "MXFP8 Training on B200 GPUs" (the
#: hardware it trains on); not "Sparse Fine-Tuning Research"
_TRAINING_HEADING = re.compile(
    r"\b(?:training|fine-?tun(?:e|ing))\W*$"
    # a training loop's API named as the subject: "HF Trainer Comparison", "SFTTrainer throughput"
    r"|(?<![\w-])(?:HF\s|Hugging\s?Face\s|SFT|DPO|PPO|GRPO|Seq2Seq)?Trainer\b"
    r"|\b(?:training|fine-?tuning)\s(?:benchmarks?|speed|performance|throughput|efficiency|results?|demos?|examples?)\b"
    # ... or the hardware it trains on: "MXFP8 Training on B200 GPUs" (not the data it trains on:
    # "Sparse Fine-Tuning on Grade-School Math" may head a research README's inference speed-ups)
    r"|\b(?:training|fine-?tuning)\s(?:on|across)\s(?:[\w.+-]+\s){0,3}?(?:GPUs?|TPUs?|NPUs?|accelerators?|nodes?|clusters?)\b",
    re.IGNORECASE,
)


def under_training_headings(chain: list[str], text: str) -> bool:
    """A figure under a heading chain (nearest first) that names training, where neither a heading
    nor the figure's text names inference ("### Speed" under "## Full Parameter Fine-tune")."""
    return (
        any(_TRAINING_SECTION.match(h) or _TRAINING_HEADING.search(h) for h in chain)
        and not any(_RUNS_INFERENCE.search(h) for h in chain)
        and _RUNS_INFERENCE.search(text) is None
    )


def training_table(heading: str, topic: str) -> bool:
    """A table under a training heading, or whose setup names a training measure ("The training
    throughput on H800 is as follows") or opens on training as a heading would ("Train for free with
    our notebooks."), and whose setup, headings and headers never name inference."""
    return bool(
        _TRAINING_SECTION.match(heading) or _TRAINING_MEASURE.search(topic) or _TRAINING_SECTION.match(topic)
    ) and not _RUNS_INFERENCE.search("\n".join([heading, topic]))


#: ... and so is a rate that names a load test right after it: "a 1K RPS load test", "1K RPS 的压力测试"
#: (a stress test), "1K RPS 压测"
_LOAD_TEST_AFTER = re.compile(
    r"\s?(?:(?:load|stress|soak|spike)[- ]?tests?(?:ing)?\b|的?\s?(?:压力|负载|压)测(?:试)?"
    # ... or that names itself the rate asked for: "run the dataset with 10 req/sec requested rate"
    r"|(?:requested|request|arrival|offered|target|send(?:ing)?)\s(?:rate|load)\b)",
    re.IGNORECASE,
)


def _offered_load(text: str, start: int) -> bool:
    if _OFFERED_LOAD.search(text, max(0, start - 12), start):
        return True
    clause_start = max(_last_stop(text, max(0, start - 80), start) + 1, 0, start - 80)
    before = text[clause_start:start]
    return bool(_OFFERED_LOAD_CLAUSE.search(before)) and not _MEASURED.search(before)


#: a spread of speeds, not a speed: "a stddev of 1.2 tokens/s", "P5-P95 spread < 1 TPS", "jitter
#: stayed under 3 ms per token"
_SPREAD_BEFORE = gated(
    r"\b(?:spread|std\.?(?:\s?dev\w*)?|stdev|stddev|standard\sdeviation|variance|deviation|jitter|variation)"
    r"(?:\s(?:\w+\s){0,4}?(?:of|is|was|were|stayed|remained|stays|remains|under|below|within|around|about))*"
    r"\s?(?:[:=<>≤≥~±]|\+/-)?\s?(?:only\s|just\s)?$",
    flags=re.IGNORECASE,
)


#: ... and so is a tail's gap to the centre of its own distribution: "P99 TTFT is 333ms higher
#: than median", "p99 sits 40 ms above the mean", "a latency 2.1 s over the p50"
_GAP_TO_CENTRE = re.compile(
    r"\s*(?:higher|lower|above|below|over|under|more|greater|slower|longer)\s(?:than\s)?(?:the\s)?"
    r"(?:median|mean|average|p50)\b(?!\s(?:of|for)\b)",
    re.IGNORECASE,
)
#: a draft named in the sentence makes its "target" speculative decoding's target model: "Slow
#: targets (72B Q8_0 @ 6 tok/s): +80% speedup with the right draft model"
_DRAFT = re.compile(r"\bdraft(?:s|ers?|ing)?\b", re.IGNORECASE)


def _target_model(goal_word: str, text: str, begin: int, end: int) -> bool:
    return goal_word.lower().startswith("target") and _DRAFT.search(text, begin, end) is not None


#: a Chinese sentence that supposes, hopes, expects or gives an example before its figure ("例如，
#: 在4台机器上我们希望速度提高4倍": for example, on 4 machines we hope for a 4x speed-up; "示例：若值为
#: 500 Tokens/s": example: if the value is 500 Tokens/s; "请求速率（如 1000 QPS）": a rate such as
#: 1000 QPS). "若" is "if" but not "若干" (several); "如" counts only as "(such as" right before the
#: figure, since "如图" (as the figure shows) introduces results
_SUPPOSED_ZH = re.compile(
    r"例如|比如|示例|举例|假设|假如|如果|若(?!干)|希望|预计|预期|理论上|期望|目标|[（(]如\s*[~≈约]?$"
)


#: an example value in a field's or setting's definition: "- `external.target.value`: Specifies
#: the threshold value that triggers autoscaling (e.g., 100.50 requests per second)", "- **Improvement
#: Percentage**: Quantified enhancement (e.g., +10.14% improvement)"; a result's "e.g., 19% higher
#: OTPS" after a sentence that reports is still a claim
_DEFINITION_EXAMPLE = gated(
    r"^\W*(?:[*_`]{0,2}[\w.\s-]{1,40}[*_`]{0,2}\s?:\s*)?"
    r"(?:Specif(?:y|ies)|Sets?|Defines?|Determines?|Controls?|Configures?|Indicates?|Represents?|Quantified"
    r"|The\s(?:value|number|threshold|target|amount))\b[^()\n]{0,120}\((?:e\.g\.|for\sexample|such\sas)[,:]?\s*\W{0,2}$",
    flags=re.IGNORECASE,
)
#: a parenthesis opened right after a goal names the goal's values, whatever the clause says was
#: met: "the request rate at which both SLOs are met (20000 ms TTFT, 100 ms TPOT in our evaluation)"
_GOAL_PARENTHESIS = gated(
    r"\b(?:SLOs?|SLAs?|targets?|thresholds?|budgets?|objectives?|constraints?|limits?)"
    r"(?:\s(?:are|is|were|was|being|get|gets)\s(?:\w+\s)?(?:met|satisfied|attained|violated|enforced|respected))?"
    r"\s?\([^()]{0,60}$",
    flags=re.IGNORECASE,
)


def _not_a_measurement(block: _Block, candidate: Candidate, begin: int, end: int) -> bool:
    """A goal or threshold ('the SLO requires at least 20 tokens/s'), a spread, or a supposed example."""
    text = block.text
    before = text[max(begin, candidate.start - 80) : candidate.start]
    if candidate.start - begin <= 220 and _DEFINITION_EXAMPLE.match(text, begin, candidate.start):
        return True
    goal_values = _GOAL_PARENTHESIS.search(before) if candidate.kind != "speedup" else None
    if goal_values is not None and not _MEASURED.search(before, before.index("(", goal_values.start())):
        return True  # ... unless the parenthesis says what was reached: "SLOs are met (reaching 12 req/s)"
    if candidate.kind != "speedup" and (
        _SPREAD_BEFORE.search(before) or _GAP_TO_CENTRE.match(text, candidate.end, min(end, candidate.end + 40))
    ):
        return True
    goal = _GOAL.search(before)
    if (
        goal is not None
        and not (_MEASURED_ACT if _BOUND_WORD.search(goal.group(0)) else _REPORTED).search(before)
        and not _target_model(goal.group(0), text, begin, end)
    ):
        return True
    if _IF_CLAUSE_FIGURE.match(text, begin, end) or _EXAMPLE_SUM.match(text, begin, end) or _SUPPOSED_ZH.search(before):
        return True
    if candidate.kind != "speedup" and (
        _AT_RATE_WORKED.match(text, begin, end)
        or _MADE_UP_SUBJECT_LOAD.fullmatch(text, begin, candidate.start)
        or _MADE_UP_DURATION.fullmatch(text, begin, candidate.start)
    ):
        return True
    if _SIZING_LEAD.match(text, begin, end) and _SIZING_NEED.search(text, begin, end):
        return True  # "To serve 100 users at 20 tok/s each, you need 2,000 tok/s": capacity planned
    if candidate.kind == "speedup" and (
        _IF_CLAUSE_RATIO.match(text, begin, end)
        or _RATIO_QUESTION.fullmatch(text, begin, candidate.start)
        or (
            _SUPPOSED_RATIO_SUBJECT.fullmatch(text, begin, candidate.start)
            and _WOULD_AFTER.match(text, candidate.end, end)
            and not _MEASURED_ACT.search(text, begin, end)
        )
    ):
        return True  # "A 2x speedup would save you $10,000 a month", "If you get a 2x speedup, ..."
    if (
        _QUOTA_RATE.search(candidate.text)
        and (
            _QUOTA_SCOPE_AFTER.match(text, candidate.end, min(end, candidate.end + 30))
            or _QUOTA_TIER.search(text, begin, end)
        )
        and not _MEASURED.search(text, begin, candidate.start)
    ):
        return True  # "10,000 requests per minute per API key", "Free tier accounts get 30 requests per minute"
    if candidate.kind != "speedup" and (
        _GOAL_AFTER.match(text, candidate.end, min(end, candidate.end + 40))
        or _REQUIRED.search(before)
        or _AIMED.search(before)
    ):
        return True
    if _HUMAN_PACE.search(text, begin, end):
        return True  # "a human reads about 5 tokens per second": a person's pace, not a model's
    if block.illustration_end is not None and block.illustration_end <= candidate.start:
        return True
    if _QUOTED_EXAMPLE_BEFORE.search(text, max(0, candidate.start - 30), candidate.start):
        return True  # 'Relative gains are fine (e.g., "~20% throughput gain")': a wording shown, not a result
    if _QUOTED_SENTENCE_EXAMPLE_BEFORE.search(text, max(0, candidate.start - 200), candidate.start):
        return True  # a whole claim quoted as an example of wording, not this document's result
    if candidate.kind == "speedup" and (
        _IDEAL_AFTER.match(text, candidate.end)
        or _IDEAL_BEFORE.search(text, max(0, candidate.start - 30), candidate.start)
        or (
            (ideal := _IDEAL_LABEL.search(text, max(0, candidate.start - 100), candidate.start)) is not None
            and not _MEASURED_ACT.search(ideal.group(0))
        )
    ):
        return True  # "stays below the 2x ideal", "the theoretical 4x": a bound worked out, not measured
    if _READING_RULE_BEFORE.search(text, max(0, candidate.start - 30), candidate.start):
        return True  # "values above 1.0 are speed-ups, for example, 1.5 means 50% faster": how to read a value
    tolerated = _TOLERATED_AFTER.match(text, candidate.end, end)
    if tolerated is not None and not _MEASURED.search(text, begin, tolerated.end()):
        return True  # judged acceptable, and nothing in the sentence says it was measured
    if _AS_EXAMPLE_AFTER.match(text, candidate.end, end):
        return True
    return bool(_HYPOTHETICAL.search(text, begin, candidate.start) or _MADE_UP_CASE.match(text, begin, candidate.start))


#: "measured on a 7960X", "a Ryzen 9950X": a capital X glued to a model number names a part ...
_PART_NUMBER = re.compile(r"\d{3,}X")
#: ... unless a word of speed follows ("a 1000X speedup")
_SPEED_WORD_AFTER = re.compile(
    r"\s*(?:faster|slower|quicker|speed-?ups?|higher|lower|more|less|better|improvement|gains?|increase|throughput)\b",
    re.IGNORECASE,
)


#: work that is not inference: starting, loading or waking a model, installing, compiling, building
_OTHER_WORK = (
    r"start-?ups?|cold[- ]starts?|boot(?:s|ing)?|loading|load\stimes?|wake(?:-?ups?)?|waking|re-?loads?|re-?loading"
    r"|install\w*|compil(?:e|es|ation)|builds?|warm-?ups?|warming\sup"
    # a training run's progress: "2-4x faster convergence"
    r"|convergence"
)
#: what a ratio makes faster, named right after it: "a 2.15x faster vLLM startup path", "3x
#: faster model loading"
_RATIO_OF_OTHER_WORK = re.compile(
    # a baseline word ends the object: in "25% compared to torch compile mode" compiling is the
    # baseline's mode of running, not what the ratio measures
    r"\W*(?:(?!(?:than|over|compared|vs|versus|relative|against|with)\b)[\w*-]+\s){0,4}?"
    # swapping the served model is a load too: "18x faster model switching", "faster than a full reload"
    rf"(?:{_OTHER_WORK}|models?[- ]switch(?:ing|es)?|switch(?:ing|es)?\s(?:between\s)?models)\b",
    re.IGNORECASE,
)
#: ... or set against getting a model ready as its baseline: a start-up ("18-200x faster than full
#: reload", "61-88% faster than cold starts") or a checkpoint loader ("6-10x faster than the
#: SafeTensors checkpoint loader"); a build or a compile mode as the baseline is a way of running
#: ("2x faster than the previous build"); a ratio that names the serving measure it compares ("~9x
#: faster TTFT compared to cold-start": a cold prefix cache) is a serving speed-up
_RATIO_OVER_READYING = gated(
    r"\W*(?:(?!(?:TTFT|TPOT|ITL|TBT|throughput|decod\w*|prefill|generation|tok/s|tokens?/s)\b)[\w-]+\W{0,2}\s){0,3}?"
    r"(?:than|vs\.?|versus|compared\s(?:to|with)|over)\s(?:an?\s|the\s)?"
    r"(?:(?:full\s|fresh\s|regular\s|normal\s|traditional\s)?"
    r"(?:cold[- ]starts?|start-?ups?|re-?loads?|re-?loading|restarts?|re-?initiali[sz]ations?|boot(?:s|ing)?)"
    r"|(?:[\w.-]+\s){0,3}?(?:checkpoint|model|weights?)\sloaders?)\b",
    flags=re.IGNORECASE,
)
#: ... or named right before it as the subject: "Level 2 wake is ~3x slower", "model loading is
#: now 3x faster", "cold starts were 2.5x slower"
_OTHER_WORK_SUBJECT = gated(
    rf"\b(?:{_OTHER_WORK})(?:\stimes?)?"
    r"\s(?:is|are|was|were|becomes?|gets?|got|runs?|ran)\s(?:now\s|also\s)?(?:up\sto\s|about\s|roughly\s|around\s|~|≈)?\W*$",
    flags=re.IGNORECASE,
)
#: ... or named right before the parenthesis that holds it: "**FP8 has faster wake operations**
#: (13-33% faster)", "**Quicker start-up** (40% faster)"
_OTHER_WORK_BEFORE_PARENTHESIS = gated(
    rf"\b(?:{_OTHER_WORK})(?:\s(?:operations?|times?|steps?|paths?|phases?))?\W{{0,4}}\((?:up\sto\s|about\s|~)?$",
    flags=re.IGNORECASE,
)
#: ... or money as what it multiplies, named right before it: "High cost (5-10x) and latency", "despite
#: H100 costing 1.82x more", "slash your API costs by 10x" (a bill, not a speed)
_COST_BEFORE = gated(
    r"\b(?:costs?|costing|priced|prices?|bills?|spend(?:ing)?)"
    r"(?:\s(?:by|of|is|are|was|were|up\sto|about|around|roughly|nearly|only))*\s?\(?\s?[~≈]?$",
    flags=re.IGNORECASE,
)
#: ... unless the claim names the speed that is paid ("costs 54.7% performance loss", "costs a 20%
#: throughput hit")
_SPEED_MEASURE_NAMED = re.compile(r"\b(?:throughput|speed|performance|latency|goodput|tok/s|tokens/s)\b", re.IGNORECASE)
#: ... or how fast an answer feels to its user, named as what the ratio improves: "a 10-100x
#: improvement in perceived responsiveness", "10-100x UX improvement", "UX improvement: 10-100x
#: better" judge an experience, they measure no speed; "3x lower TTFT, so the UX improves" names
#: its measure first and stays a claim
_PERCEIVED_AFTER = gated(
    r"\s?(?:(?:improvements?|gains?|boosts?|better|faster)\s(?:in|of|to|for)\s(?:the\s)?)?"
    r"(?:perceived\s[\w-]+|UX|user[- ]experience|responsiveness)\b",
    flags=re.IGNORECASE,
)
_PERCEIVED_BEFORE = gated(
    r"\b(?:perceived\s[\w-]+|UX|user[- ]experience|responsiveness)\s(?:improvements?|gains?|boosts?)"
    r"\W{0,3}(?:~|up\sto\s|about\s)?$",
    flags=re.IGNORECASE,
)
#: ... or loading as the verb that governs it: "loads models 6-10x faster than SafeTensors", "Load
#: it 6-10x faster" time getting weights into memory, not serving them; a load the engine is
#: under ("under heavy load the engine is 2x faster") and load balancing are not that verb
_LOADS_BEFORE = gated(
    r"(?<!under\s)(?<!heavy\s)(?<!high\s)(?<!peak\s)(?<!offered\s)(?<!same\s)(?<!the\s)(?<!a\s)"
    r"\b(?:re-?)?load(?:s|ing)?\s(?!balanc|test|generat)"
    r"(?:(?!(?:is|are|was|were|runs?|ran|gets?|becomes?|achieves?|delivers?|gives?|provides?|with|at)\b)[\w/.-]+\s){1,3}?"
    r"(?:up\sto\s|about\s|roughly\s|~)?\W*$",
    flags=re.IGNORECASE,
)
#: a duration that its sentence puts down to compiling or warming up ("this command will take
#: around 17 seconds as XLA needs to compile the graph", "the first request after `vllm serve` boots
#: triggers JIT codegen and can take roughly 25 seconds") times that work, not serving; a time
#: measured after it ("after warm-up, 256 tokens take 6 seconds") is still a latency
_WALL_UNITS = frozenset({"s", "sec", "secs", "second", "seconds", "min", "mins", "minute", "minutes"})
_COMPILE_DURATION = gated(
    r"(?<!after\s)(?<!excluding\s)(?<!without\s)(?<!counting\s)(?<!once\s)(?<!the\s)"
    r"\b(?:needs?\sto\scompile|compil(?:es|ing)\s(?:the\s)?(?:graph|kernels?|model)|JIT\s(?:codegen|compil\w*)"
    r"|(?:triggers?|runs?|pays?)\s(?:the\s)?(?:\w+\s){0,4}?(?:compilation|codegen|warm-?up))\b",
    flags=re.IGNORECASE,
)
#: a rate of iterations (a benchmark loop, a kernel, a training or diffusion step) measures no
#: tokens: a ratio in a sentence that states its measure this way is about that loop
_ITERATION_RATE = re.compile(
    r"\d\s?(?:it|its|iters?|iterations?|steps?)\s?/\s?s(?:ec)?\b|\d\s(?:iterations?|iters?|steps?)\sper\ssec(?:ond)?\b",
    re.IGNORECASE,
)
#: a figure said to be expected, estimated or projected is no measurement ("an expected 6% gain")
_EXPECTED_BEFORE = gated(
    # ... or assumed: "`batch > 64` → compute bound (assumed 8000 tps)", "assuming ~50 tok/s"
    r"\b(?:expected|estimated|projected|anticipated|assumed|assuming|assume)\s(?:~|about\s|around\s|a\s|an\s)?$"
    # guidance in the imperative: "CPU inference is slower than GPU. Expect 5 to 20 tokens per second
    # depending on model size and hardware"
    r"|(?:^|[.!?:]\s)\W{0,3}(?-i:Expect)\s(?:~|about\s|around\s|roughly\s|up\sto\s)?$"
    # the gain named between: "Expected speedup is 5-10% over ...", "an estimated gain of ~2x"
    r"|\b(?:expected|estimated|projected|anticipated|predicted)\s(?:speed-?ups?|gains?|improvements?|boosts?)"
    r"\s(?:is\s|are\s|of\s|would\sbe\s|will\sbe\s|:\s?)(?:~|about\s|around\s|roughly\s|up\sto\s)?$"
    # a label that calls its figure an estimate: "**Estimated output speed**: ~150-200 tokens/sec",
    # "Expected TTFT: 300 ms", "Projected decode rate = 40 tok/s"
    r"|\b(?:expected|estimated|projected|anticipated|predicted)\s(?:[\w/-]+\s){0,2}[\w/-]+\W{0,3}[:=]\s?"
    r"(?:~|≈|about\s|around\s|roughly\s|up\sto\s)?$"
    # ... or a bare label that calls it worked out: "Estimated: ~90 tok/s" (a bare "Expected: 95
    # tokens/sec" in a README is what its author's run gives, and stays)
    r"|\b(?:estimated|projected|predicted)\W{0,3}[:=]\s?(?:~|≈|about\s|around\s|roughly\s|up\sto\s)?$",
    flags=re.IGNORECASE,
)
#: a figure written as a lower bound is a bar to clear, not a result: "PP512 >= 1200 tok/s",
#: "| ≥280 t/s |", "Decode speedup >= 1.4x" (an acceptance check, a target column, a plan's gate)
#: a Greek letter set equal to the figure names a coefficient of a fitted or assumed model ("β =
#: 0.0002 s/token", "β: 0.2 ms/token", "α ≈ 0.010 s"), not a speed measured (λ, the arrival
#: rate, is the offered load's: _OFFERED_LOAD)
_COEFFICIENT_BEFORE = re.compile(r"(?<![\w])[αβγδεθκμ](?:_\w{1,3})?\s?(?:=|≈|:)\s?~?$")
_AT_LEAST_SIGN = re.compile(r"(?:>=|≥|⩾)\s?$")
#: ... unless the sentence says it was reached ("achieved >= 30 tok/s on every run"; "to reach
#: ≥76 tok/s" is the goal again)
_AT_LEAST_MEASURED = re.compile(
    r"(?<!\bto\s)\b(?:achiev\w*|measured|sustain\w*|observed|got|reach\w*|deliver\w*)\b[^.;!?\n]{0,30}$",
    re.IGNORECASE,
)


#: a paragraph or item that opens with a goal's label ("**Goal:** Improve TG from 1.67 tok/s to
#: 5-15 tok/s", "**Expected outcome:** ...", "Objective: reach 80 tok/s") sets out what a plan
#: aims at: its figures are goals ...
_GOAL_LEAD = re.compile(
    # ... and so does a bare estimate's label ("**Expected: 8.5ms → ~6.5ms per token → ~154 tok/s**")
    r"^\W{0,4}(?:goals?|objectives?|aims?|targets?|expected\s(?:outcomes?|results?|impact|gains?|improvements?)"
    r"|expected|estimated|projected)"
    r"\W{0,4}:",
    re.IGNORECASE,
)
#: ... the figures it aims at, named after a destination ("to 5-15 tok/s", "to reach ~84 tok/s",
#: "targeting ~100 tok/s", "1.11 → 3-4 tok/s"), not the ones it starts from ("from TG32=2.67 tok/s",
#: "Baseline with barriers: 1.71 tok/s", "up from 72 tok/s"), whichever word stands nearer
_DESTINATION = re.compile(
    r"\b(?:to|towards?|reach(?:es|ing)?|achiev(?:e|es|ing)|targeting|aiming\sat)\b|→|->", re.IGNORECASE
)
_STARTING_POINT = re.compile(
    r"\b(?:from|currently|current|was|baseline|today|vs\.?|versus|over|than)\b|\(", re.IGNORECASE
)


def _goal_led(text: str, start: int) -> bool:
    lead = _GOAL_LEAD.match(text)
    if lead is None or lead.end() > start:
        return False
    window = max(lead.end(), start - 60)
    aims = [m.end() for m in _DESTINATION.finditer(text, window, start)]
    starts = [m.end() for m in _STARTING_POINT.finditer(text, window, start)]
    return bool(aims) and (not starts or aims[-1] > starts[-1])


def _at_least(text: str, start: int) -> bool:
    return _AT_LEAST_SIGN.search(text, max(0, start - 3), start) is not None and not _AT_LEAST_MEASURED.search(
        text, max(0, start - 40), start
    )


#: a figure guessed ("it might only be 1.5-2x slower", "might reach 40 tok/s"), supposed ("a 70B
#: model would take at least 40 ms per token") or denied ("isn't 8x slower") is no measurement;
#: "is not only 2x faster but cheaper" still states its 2x. ("works out to" is left alone: it also
#: derives a per-GPU figure from a measured total, "which works out to 1,250 tok/s per GPU")
_GUESSED_OR_DENIED_BEFORE = gated(
    r"(?:\bmight\s(?:only\s|just\s|even\s|well\s)?(?:be\s|get\s|see\s|reach\s|give\s|make\s)?"
    r"|\bwould\s(?:only\s|still\s|then\s)?(?:be|take|need|give|reach|get|see|require|cost)\s"
    r"|\b(?:isn't|is\snot|aren't|are\snot|wasn't|was\snot|weren't|were\snot)\s(?:quite\s|really\s|actually\s)?)"
    r"(?:an?\s)?(?:at\sleast\s|at\smost\s)?(?:~|about\s|around\s|roughly\s|up\sto\s)?\W{0,2}$",
    flags=re.IGNORECASE,
)
#: a bound worked out is rescued only by a word that it was measured, not by "maximum" or "peak"
#: ("the theoretical maximum is about 140 tokens/s")
_BOUND_WORD = re.compile(
    r"\b(?:theoretical(?:ly)?|in\stheory|upper\sbound|roofline|at\sbest|bounded\sby|cannot\sexceed)\b", re.IGNORECASE
)
_MEASURED_ACT = re.compile(
    r"\b(?:achiev\w*|measured|sustain\w*|observed|reach(?:es|ed)|got|hit|delivered|benchmarked)\b", re.IGNORECASE
)
#: a sentence that supposes a speed or a time in its if-clause ("If each token takes 20 ms, a
#: 500-token answer takes 10 seconds") works an example; "If we enable speculative decoding,
#: throughput rises to 2,000 tok/s" supposes no figure and stays a claim
_IF_CLAUSE_FIGURE = re.compile(
    # matched from the sentence's start (Pattern.match at a position), so no "^"
    # (an aside "(e.g., 8 GPUs)" may stand in it; a request rate is supposed as a speed is: "If one
    # instance (e.g., 8 GPUs) can handle 5 RPS, and you need 50 RPS, you need 10 replicas")
    r"\W*if\s(?:[^,;.\n]|\((?:e\.g\.|i\.e\.),?[^()\n]{0,30}\)){0,80}?\d(?:[\d.,]*\d)?\s?"
    r"(?:ms|s|sec(?:onds?)?|tok(?:en)?s?\s?/\s?s|tokens?\sper\ssecond|t/s|RPS|QPS|req(?:uest)?s?\s?/\s?s(?:ec)?"
    r"|requests?\sper\ssecond)\b[^,;\n]{0,40},",
    re.IGNORECASE,
)
#: a sentence labelled an example that works a sum ("*Example*: 10 RPS with 3s latency = 30
#: concurrent requests", "Worked example: 40 tok/s x 300 s = 12,000 tokens", "For example, 8 users
#: x 25 tok/s = 200 tok/s"): its figures are the sum's terms and result, chosen to illustrate;
#: "Example: vLLM on one H100 reaches 1,800 tok/s" works no sum and stays a claim
_EXAMPLE_SUM = re.compile(
    # matched from the sentence's start, as the if-clause is
    r"\W*(?:(?:worked|simple|quick|toy)\s)?(?:example|e\.g\.|for\s(?:example|instance))\W{0,4}[:,]\W{0,3}"
    r"[^.;!?\n]{0,100}?\d[^.;!?\n=]{0,60}?\s(?:=|≈)\s?~?\d",
    re.IGNORECASE,
)
#: a load put on a made-up subject, the indefinite system a textbook sentence sets up ("A service
#: handling 10,000 RPS spends 2-8 seconds per second verifying tokens", "Goodput: a system serving
#: 1000 requests/second with 30% over the SLO has a goodput of 700"): the rate right after the
#: participle is the example's premise, not a rate served; "The server handling 64 req/s kept p99
#: under 2 s" names its server, and a figure further on ("A vLLM server handling 32 users reaches
#: 1,800 tok/s") is judged on its own
_MADE_UP_SUBJECT_LOAD = re.compile(
    # matched from the sentence's start, as the if-clause is; a label with a colon may lead
    r"\W*(?:[*_`]{0,2}[\w\s-]{1,40}[*_`]{0,2}:\s*)?(?:a|an|any|one)\s"
    r"(?:(?:single|typical|busy|hypothetical|large|small|simple|production)\s)?(?:[\w-]+\s)?"
    r"(?:system|service|server|deployment|application|app|API|endpoint|cluster|backend|gateway|platform)s?\s"
    r"(?:handling|serving|processing|receiving|ingesting|taking|sustaining)\s(?:~|about\s|around\s|roughly\s|over\s)?",
    re.IGNORECASE,
)
#: ... and a duration given to an indefinite request in a relative clause ("A request that takes 60
#: seconds blocks the web worker", "any call that runs for 30 s"): the example's premise; "The
#: request took 60 seconds" and "A 2,000-token request takes 1.2 s" time a run and stay claims
_MADE_UP_DURATION = re.compile(
    # matched from the sentence's start, as the if-clause is
    r"\W*(?:a|an|any|one)\s(?:(?:single|typical|slow|long(?:-running)?|hypothetical)\s)?"
    r"(?:request|query|call|job|task|completion|generation)\s(?:that|which)\s(?:takes|lasts|runs\sfor)\s"
    r"(?:~|about\s|around\s|roughly\s|over\s)?",
    re.IGNORECASE,
)
#: a ratio supposed, not measured: in an if-clause ("If you get a 2x speedup, you can halve your
#: fleet"), or as the sentence's indefinite subject of a consequence ("A 2x speedup would save you
#: $10,000 a month", "Even a 10% throughput improvement would translate into millions", "With 5x
#: faster inference, agents could finish in seconds", "What would a 10x faster LLM enable?");
#: "X delivers a 2x speedup, which would save ..." and "The 2x speedup we measured would ..." state it
_IF_CLAUSE_RATIO = re.compile(
    r"\W*if\s[^,;.\n]{0,60}?\d(?:[\d.]*\d)?\s?(?:x|×|%)\s(?:[\w-]+\s)?"
    r"(?:speed-?ups?|faster|quicker|improvements?|gains?|boosts?|increases?)\b[^,;\n]{0,40},",
    re.IGNORECASE,
)
_SUPPOSED_RATIO_SUBJECT = re.compile(
    r"\W*(?:(?:even|just|only)\s)?(?:(?:with|at)\s)?(?:an?\s)?(?:~|about\s|up\sto\s)?", re.IGNORECASE
)
_RATIO_QUESTION = re.compile(
    r"\W*(?:what|how\smuch|how)\s(?:would|could|will|might)\s(?:\w+\s)?(?:an?\s)?(?:~|about\s)?", re.IGNORECASE
)
_WOULD_AFTER = re.compile(r"[^;.!?\n]{0,60}?\b(?:would|could|might)\b", re.IGNORECASE)
#: a sentence that plans capacity for a load it names ("To serve 100 users at 20 tok/s each, you
#: need 2,000 tok/s of capacity", "For 50 concurrent users at 30 tokens/s each, plan for at least
#: 1,500 tokens/s") works out what to buy, it measures nothing; "For 50 concurrent users, X
#: reached 1,500 tokens/s" needs nothing and stays a claim
_SIZING_LEAD = re.compile(
    r"\W*(?:to\s(?:serve|support|handle|sustain)|for)\s(?:~|about\s|around\s)?\d[\d,.]*[kK]?\s"
    r"(?:(?:concurrent|simultaneous|active|daily|parallel)\s)?(?:users|requests|sessions|streams|customers|agents|clients)\b",
    re.IGNORECASE,
)
_SIZING_NEED = re.compile(
    r"\b(?:you(?:'ll|\swill|'d|\swould)?\s(?:need|want|require)|(?:plan|budget|provision)\s(?:for\s)?"
    r"|(?:we|one)\s(?:need|needs)|needs?\sabout|requires?)\b",
    re.IGNORECASE,
)
#: ... and one that sets the rate in a leading "at" phrase and works out a time or a length from
#: it ("At ~5 tokens/sec, average output is 150 tokens", "For example, at 30 tokens per second a
#: 300-word reply streams in about 13 seconds"); "At 2,000 tok/s, the H100 is 1.8x faster" works
#: nothing out and stays a claim, as does "At 64 concurrent users, throughput reaches 2,000 tok/s"
_AT_RATE_WORKED = re.compile(
    # matched from the sentence's start, as the if-clause is
    r"\W*(?:(?:for\s(?:example|instance)|e\.g\.|say),?\s)?at\s(?:~|≈|about\s|around\s|roughly\s|only\s|just\s)?"
    r"\d(?:[\d.,]*\d)?\s?(?:tok(?:en)?s?\s?/\s?s(?:ec(?:ond)?)?|tokens?\sper\ssecond|t/s)\b"
    r"(?:\s(?:per\s(?:user|request|stream)|each))?,?\s"
    # the worked-out figure: a time ("in about 13 seconds") or a length ("150 tokens", "a 300-word reply")
    r"[^.;!?\n]{0,80}?(?<![\w.,])\d(?:[\d.,]*\d)?(?:\s|-)?(?:ms|s|sec(?:onds?)?|minutes?|mins?|hours?|tokens|words|token|word)\b"
    r"(?!\s?/|\sper\b)",
    re.IGNORECASE,
)


#: a request rate a service allows, not one it served: scoped to a key, an account or an
#: organisation right after the figure ("10,000 requests per minute per API key", "10 req/s per
#: account"), or granted to a plan's tier in the sentence ("Free tier accounts get 30 requests per
#: minute"); "1,200 requests per second per GPU" and a token speed on the free tier stay claims
_QUOTA_RATE = re.compile(r"\b(?:req(?:uest)?s?\b|RPM\b|RPS\b|QPS\b)", re.IGNORECASE)
_QUOTA_SCOPE_AFTER = re.compile(
    r"\s*(?:\(?\w{2,4}\)?\s)?(?:per|for\seach|/)\s?(?:(?:API|access|user)\s)?(?:keys?|accounts?|org(?:ani[sz]ations?)?|tenants?"
    r"|projects?|workspaces?|IPs?(?:\saddress(?:es)?)?|subscriptions?)\b",
    re.IGNORECASE,
)
_QUOTA_TIER = re.compile(
    r"\b(?:free|paid|pro|enterprise|starter|basic|trial|developer|hobby)[- ](?:tiers?|plans?)\b", re.IGNORECASE
)


_OTHER_WORK_LABEL = re.compile(
    # compiling as work ("Compilation", "Compile time"), not a way of running ("compiled", "torch.compile")
    r"\b(?:start-?up|(?:cold|warm)[- ]start|boot|loading|load|wake(?:-?up)?|sleep|install\w*|compilation|compiling"
    # getting weights ready: "Model creation", "GPU Uploads", "GgufLoader::new()"
    r"|model\screation|(?:GPU\s|weight\s)?uploads?|\w*Loader\b"
    r"|(?<!\.)compile(?=\s?times?\b)|build|warm-?up"
    # storage work: "Store 1GB GPU tensor (1GB file write)", "disk I/O"
    r"|file\s(?:reads?|writes?)|(?:disk|file|storage)\sI/O"
    # initialising a model ("Model Init Time", "Initialization"), not running it
    r"|init(?=\s?times?\b)|initiali[sz]ation"
    # swapping the served model ("Qwen3-0.6B Switch Time", "Total Time (5 switches)")
    r"|(?:model\s)?switch(?:es|ing)?)"
    r"\s?(?:times?|latency)?\b",
    re.IGNORECASE,
)


#: a section about the time of other work ("Managing and Reducing Warm-up Time", "Cold start
#: latency") ...
_OTHER_WORK_HEADING = re.compile(rf"\b(?:{_OTHER_WORK})\s?(?:times?|latency|duration|overhead)\b", re.IGNORECASE)
#: ... that names no speed of the model it serves
_SPEED_HEADING = re.compile(
    r"\b(?:throughput|tok/s|tokens?/s|tokens?\sper\ssecond|TTFT|TPOT|ITL|decod\w*|prefill|generation|goodput)\b",
    re.IGNORECASE,
)


#: a table's caption or heading that says its runs load the model ("Each model was loaded 5 times
#: consecutively", "Measures performance when loading the same model repeatedly", "Cached Single
#: Model Load Test"): the durations and ratios under it time getting weights ready, not serving
_LOADING_RUNS = re.compile(
    r"\b(?:re-?)?load(?:s|ed|ing)?\s(?:(?:the|a|an|each|every|same|different|\d+|[\w.-]+'s)\s){0,3}"
    r"(?:models?|checkpoints?|weights)\b"
    r"|\b(?:models?|checkpoints?|weights|copies)\s(?:(?:was|were|is|are|gets?|got)\s)(?:\w+\s)?(?:re-?)?loaded\b"
    r"|\b(?:models?|checkpoints?)\s(?:re-?)?load(?:ing)?\s(?:tests?|times?|benchmarks?|speed|performance)\b",
    re.IGNORECASE,
)


def times_loading(caption: str, headings: list[str]) -> bool:
    """The caption right above a table, or its nearest heading, says its runs load the model and
    neither names a speed of serving it: the table times loading."""
    texts = [caption.rsplit("\n", 1)[-1], *headings[:1]]
    return any(_LOADING_RUNS.search(t) for t in texts) and not any(_SPEED_HEADING.search(t) for t in texts)


def heads_other_work(headings: list[str]) -> bool:
    """The table sits under a heading about warm-up, start-up or loading time and no heading of
    its chain names a speed: its ratios compare that work's durations."""
    return any(_OTHER_WORK_HEADING.search(h) for h in headings) and not any(_SPEED_HEADING.search(h) for h in headings)


#: a row label naming what the hardware offers ("Peak bf16 TFLOPS (theoretical)", "HBM bandwidth",
#: "TDP", "bf16 MAMF (achievable)"): the row's ratio compares two spec sheets
_SPEC_ROW_LABEL = gated(
    r"\b(?:peak|theoretical|[GTP]?FLOPS|[GTP]?FLOP/s|TOPS|HBM\w*|TDP|MAMF|VRAM|bandwidth|capacity|power"
    r"|clock|NVLink|PCIe|die\ssize|transistors?|SMs|(?:tensor|CUDA)\scores|L2\scache|memory(?:\s(?:size|type))?)\b",
    flags=re.IGNORECASE,
)


def names_hardware_spec(label: str) -> bool:
    """A row label that names a hardware specification and no workload that ran on it."""
    return len(label) <= 80 and _SPEC_ROW_LABEL.search(label) is not None and not _WORKLOAD_SUBJECT.search(label)


#: a row label naming a quality measure and no speed: "| **Accuracy** | 3.2x improvement (43.13% vs
#: 13.62%) |", "| Token Usage | 99.1% reduction |", "| Success rate | 2x |"
_QUALITY_ROW_LABEL = re.compile(
    r"^\W*(?:(?:tool[- ]call(?:ing)?\s|answer\s|task\s)?(?:accuracy|quality|precision|recall|F1|success\srate"
    r"|pass\srate|error\srate|hallucination\srate|token\s(?:usage|count|savings?)|memory(?:\susage)?|cost)"
    r"|MMLU|GSM8K|perplexity)\W*$",
    re.IGNORECASE,
)


def names_quality_measure(label: str) -> bool:
    """A row label that names a quality or a cost measure alone ("Accuracy", "Token Usage")."""
    return len(label) <= 40 and _QUALITY_ROW_LABEL.match(label) is not None


def names_other_work(label: str) -> bool:
    """A row label that names start-up, loading or waking ("Wake Time"), not inference."""
    return len(label) <= 80 and _OTHER_WORK_LABEL.search(label) is not None and not _RUNS_INFERENCE.search(label)


#: Go's testing benchmarks: a function named "BenchmarkClassifyBatch_Size10" ("-8" is GOMAXPROCS)
#: or Go's per-operation units ("ns/op", "B/op", "allocs/op")
_GO_BENCHMARK_CELL = re.compile(r"^\W*(?:Benchmark[A-Z_]\w*(?:/[\w=.-]+)*(?:-\d+)?|ns/op|B/op|allocs/op)\W*$")


def go_benchmark_table(cells: Iterable[str]) -> bool:
    """A table that reports Go's testing benchmarks (a row labelled "BenchmarkCacheSearch_HNSW", a
    cell "ns/op") times functions of the program, whatever rate a row adds ("Throughput | 97.60
    qps"): its figures are a micro-benchmark's, not a model's serving."""
    return any(_GO_BENCHMARK_CELL.match(cell) for cell in cells)


#: vision, recommendation and encoder models a table may list beside LLMs ("| ResNet50 | INT8 | 80 |
#: 1.83x |", "| BERT-Large | SQuAD |"): a row that names one measures that model, not an LLM
_OTHER_MODEL_ROW = gated(
    r"\b(?:ResNe(?:t|Xt)-?\d*\w*|SSD-\w+|YOLO\w*|EfficientNet\S*|DenseNet\w*|MobileNet\S*|Inception-?v?\d*|VGG-?\d*"
    r"|(?:Mask|Faster)\s?R-?CNN|U-?Net|DLRM|Wide\s?&\s?Deep|ImageNet|COCO"
    r"|(?:Distil|Ro|De|Al|Modern|Tiny|Mobile)?BERT\w*|wav2vec\w*|Conformer|RNN-?T"
    # speech recognition and synthesis models ("# Jasper For PyTorch", "# Tacotron 2 And WaveGlow")
    r"|Jasper|QuartzNet|Tacotron\s?2?|WaveGlow|WaveNet|FastPitch|HiFi-?GAN)\b",
    flags=re.IGNORECASE,
)


def names_other_model(row: str) -> bool:
    """A table row naming a vision, recommender or encoder model and nothing that generates text."""
    return _OTHER_MODEL_ROW.search(row) is not None and _TEXT_GENERATION.search(row) is None


def about_other_modality(text: str) -> bool:
    """A table's headings or setup that name another kind of model (diffusion, speech) and
    never say text is generated."""
    return bool(_OTHER_MODALITY.search(text)) and not _TEXT_GENERATION.search(text)


def _relevant(block: _Block, candidate: Candidate, worded: set[int]) -> bool:
    """Unit-bearing figures are LLM figures by their unit; a ratio must not be about something
    else; a worded duration ("takes 11 seconds") must say what generated it. Nothing said of
    training alone is an inference claim."""
    text = block.text
    if (
        candidate.kind == "speedup"
        and _PART_NUMBER.fullmatch(candidate.text)
        and not _SPEED_WORD_AFTER.match(text, candidate.end)
    ):
        return False
    if candidate.kind == "speedup" and (
        _RATIO_OF_OTHER_WORK.match(text, candidate.end, candidate.end + 60)
        or _RATIO_OVER_READYING.match(text, candidate.end, candidate.end + 80)
        or _OTHER_WORK_SUBJECT.search(text, max(0, candidate.start - 60), candidate.start)
        or _OTHER_WORK_BEFORE_PARENTHESIS.search(text, max(0, candidate.start - 40), candidate.start)
        or _LOADS_BEFORE.search(text, max(0, candidate.start - 60), candidate.start)
        or (
            _COST_BEFORE.search(text, max(0, candidate.start - 30), candidate.start)
            # "costs 54.7% performance loss": what the cost is, named in the claim, is a speed
            and not _SPEED_MEASURE_NAMED.search(candidate.text)
        )
        or _PERCEIVED_AFTER.match(text, candidate.end, candidate.end + 50)
        or _PERCEIVED_BEFORE.search(text, max(0, candidate.start - 40), candidate.start)
    ):
        return False
    if _EXPECTED_BEFORE.search(text, max(0, candidate.start - 30), candidate.start):
        return False
    if _COEFFICIENT_BEFORE.search(text, max(0, candidate.start - 12), candidate.start):
        return False  # "β = 0.0002 s/token": a latency model's fitted coefficient, not a measured speed
    if _at_least(text, candidate.start) or _goal_led(text, candidate.start):
        return False
    if _GUESSED_OR_DENIED_BEFORE.search(text, max(0, candidate.start - 40), candidate.start):
        return False
    begin, end = _sentence_span(text, candidate.start)
    if candidate.kind == "latency" and candidate.unit in _WALL_UNITS and _COMPILE_DURATION.search(text, begin, end):
        return False  # "will take around 17 seconds as XLA needs to compile the graph": a warm-up's time
    if _training_figure(text, candidate, begin, end) or _not_a_measurement(block, candidate, begin, end):
        return False
    if candidate.kind == "speedup":
        if _QUALITY_SUBJECT.search(text, begin, end) and not _SPEED_TERM.search(text, begin, end):
            return False  # "MMLU improved 5 points, 10% higher than Llama": a quality gain
        if _PERCENT_TO_PERCENT.search(text, begin, end) and not _SPEED_TERM.search(text, begin, end):
            return False  # "performance is improved by 10.5%, rising from 89.3% to 99.8%": a score
        if (
            _COUNT_SUBJECT.search(text, begin, end)
            and not _SPEED_TERM.search(text, begin, end)
            and not _PER_TIME.search(text, begin, end)
        ):
            return False  # "the number of valid tool calls went from 218 to 971, a 4.4x gain"
        if _HARDWARE_SUBJECT.search(text, begin, end) and not _WORKLOAD_SUBJECT.search(text, begin, end):
            return False  # "RTX 4090's Tensor Cores have 2x throughput with fp16 accumulation"
        if _ITERATION_RATE.search(text, begin, end) and not _TEXT_GENERATION.search(text, begin, end):
            return False  # "9,800 iters/s against 8,100, a 21% gain": a loop's or a kernel's rate
        return _about_llm(block, begin, end)
    if id(candidate) in worded:
        return bool(_LLM_WORDS.search(text, begin, end)) and _about_llm(block, begin, end)
    if candidate.kind == "throughput" and _TOKEN_BUCKET.search(text, begin, end):
        return False  # "Refill rate: 10 tokens/s for the token bucket": a rate limiter's tokens
    # "GPU Distill BERT: latency: 118ms, throughput: 73.3 qps": an encoder's or a CNN's rate
    return not names_other_model(text[begin:end])


#: a rate limiter's tokens are no model's: "token bucket", "refill rate: 10 tokens/s", "令牌桶", "リフィル",
#: "補充", "리필 속도: 10 토큰/초"
_TOKEN_BUCKET = re.compile(r"\btoken[\s-]bucket|\brefill\w*|令牌桶|补充速率|リフィル|補充|리필|버킷", re.IGNORECASE)


#: a document that never says any of these is not about LLM inference: its ratios are not claims
_LLM_DOCUMENT = re.compile(
    r"\b(?:tokens?|tok/s|t/s|[a-z]?LLMs?|inference|throughput|latency|decod\w{0,6}|prefill|models?|GPUs?|serving|transformers?"
    r"|\w{0,6}llama\w{0,10}|SGLang|TensorRT\w{0,6}|Ollama|TGI|DeepSpeed|MLC|GGUF|CUDA|ROCm)\b"
    r"|推理|解码|吞吐|延迟|模型|显卡|预填充",
    re.IGNORECASE,
)


#: ...and one that is names it throughout: at least this often per 1,000 characters (the tune
#: and shared-corpus documents over 3,000 characters that hold claims say it 1.3-18.7 times per
#: 1,000, READMEs of other tools 0-0.7; a package manager's changelog that mentions GPU
#: detection and an llms.txt 9 times in 42,000 characters is about something else)
MIN_TOPIC_PER_KCHAR = 1.0

#: words of language models themselves, not of GPU computing in general: a GPU vendor's blog
#: on stencils, matrix cores or memory spaces says GPU, CUDA, ROCm, throughput, latency and
#: models as often as an LLM post does, but these almost never
_LLM_SPECIFIC = re.compile(
    r"\b(?:tokens?|tok/s|t/s|[a-z]?LLMs?|decod\w{0,6}|prefill|serving|transformers?|\w{0,6}llama\w{0,10}|SGLang"
    r"|TensorRT-LLM|Ollama|TGI|DeepSpeed|MLC|GGUF|vLLM|prompts?|KV[- ]?cache|language\smodels?|speculative"
    r"|Qwen\w*|Mistral|Mixtral|GPT-?\w*|DeepSeek\w*|Gemma\w*|Phi-?\d\w*)\b"
    r"|推理|解码|预填充|大模型|语言模型|投机采样|投机解码",
    re.IGNORECASE,
)
#: ...at least this often per 1,000 characters (documents over 3,000 characters holding claims in
#: the tune and shared corpora: 0.99-18; a GPU vendor's HPC and kernel posts: 0-0.21; READMEs of
#: other tools 0-0.25)
MIN_LLM_WORDS_PER_KCHAR = 0.5


def _dense(pattern: re.Pattern[str], document: str, per_kchar: float) -> bool:
    needed = max(1.0, len(document) / 1000 * per_kchar)
    # stops at the needed count: a document about LLMs is decided after its first pages
    return any(found >= needed for found, _ in enumerate(pattern.finditer(document), start=1))


#: a document about another modality names what it makes throughout ("images", "video",
#: "denoising", "VAE", "SDXL"): a diffusion library's pipeline pages say "prompt", "tokens" and
#: "transformer" as often as an LLM page does, but seldom these
_OTHER_MODALITY_DOCUMENT = re.compile(
    r"\b(?:images?|videos?|diffusion|denois\w*|VAE|UNet\w*|pixels?|audio|speech|FLUX\w*|SDXL"
    r"|text-to-(?:image|video|speech|audio)|image-to-image|img2img|inpaint\w*)\b",
    re.IGNORECASE,
)
#: ...which an LLM document names its own subject beside: text-generation words no image or
#: speech pipeline uses ("tok/s", "prefill", "KV cache", "language model", "vLLM", "GGUF")
_TEXT_GENERATION_DOCUMENT = re.compile(
    r"\b(?:tok/s|t/s|[a-z]?LLMs?|prefill|KV[- ]?cache|language\smodels?|speculative|vLLM|SGLang|\w{0,6}llama\w{0,10}"
    r"|GGUF|Ollama|TGI|TTFT|TPOT|text\sgeneration|chat\w*|tokens?\s?(?:per\s(?:second|sec|s)|/\s?s))\b",
    re.IGNORECASE,
)
#: at least this often per 1,000 characters (the diffusion pipeline and optimisation pages that
#: state speed-ups: 2.2-10; LLM documents of the tune and shared corpora that hold claims: below 1
#: or outnumbered by their text-generation words)
MIN_OTHER_MODALITY_PER_KCHAR = 2.0
#: ... and outnumbering the text-generation words this many times (a vision-language model's
#: README names images often, and tokens/s, chat and prompts beside them)
OTHER_MODALITY_RATIO = 10


def about_other_modality_document(document: str) -> bool:
    """A long page about image, video or speech generation that seldom names text generation."""
    others = len(_OTHER_MODALITY_DOCUMENT.findall(document))
    if others < max(1.0, len(document) / 1000 * MIN_OTHER_MODALITY_PER_KCHAR):
        return False
    return len(_TEXT_GENERATION_DOCUMENT.findall(document)) * OTHER_MODALITY_RATIO <= others


#: a fenced code block: a tool's printed output or a script, not what the page is about
_FENCED_BLOCK = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})[^\n]*\n.*?^[ \t]{0,3}\1[ \t]*$", re.MULTILINE | re.DOTALL)


def about_llm_inference(document: str) -> bool:
    """Judged on the prose: a results page that is mostly a load tester's printed output
    ("iteration_duration...: avg=26.06s") says what it measured in the few lines around it."""
    if "```" in document or "~~~" in document:
        document = _FENCED_BLOCK.sub("", document)
    return (
        _dense(_LLM_DOCUMENT, document, MIN_TOPIC_PER_KCHAR)
        and _dense(_LLM_SPECIFIC, document, MIN_LLM_WORDS_PER_KCHAR)
        and not about_other_modality_document(document)
    )


#: "decode" and "token" are also a codec's and a parser's words ("5-20% faster huff0 decode",
#: "Optimization on token writer. ~2-4% faster"): alone, in a document about something else, they
#: name LLM inference only in its own phrases
_AMBIGUOUS_TOPIC_WORD = re.compile(r"decod\w{0,6}|tokens?|transformers?|推理|解码", re.IGNORECASE)
_GENERATION_PHRASE = re.compile(
    r"\b(?:speculative|greedy|autoregressive|parallel|lookahead|LLM|model)\sdecod\w*"
    r"|\bdecod(?:e|ing)\s(?:speed|throughput|latency|phase|steps?|stages?)\b"
    r"|\btokens?\s?(?:per\s(?:second|sec|s)\b|/\s?s(?:ec)?\b)|\b(?:generated|output|input|prompt|new)\stokens?\b",
    re.IGNORECASE,
)


#: ... and the words a short claim names its measure by ("cut TTFT by 40%", "makes generation
#: 2.5x faster", "the chat endpoint")
_SHORT_TOPIC = re.compile(
    r"\b(?:TTFT|TPOT|ITL|TBT|E2EL|(?<!image\s)(?<!video\s)generat\w{0,4}|prompts?|chat\w*|language\smodels?)\b",
    re.IGNORECASE,
)


def short_page_off_topic(text: str) -> bool:
    """A short page that names another subject (a database, a web server, a parser) and never a
    word of the topic ("model", "GPU", "inference", "TTFT", "generation") other than one a codec,
    a parser or an auth guide also says ("decoding", "tokens")."""
    if _SHORT_TOPIC.search(text) or any(
        not _AMBIGUOUS_TOPIC_WORD.fullmatch(word.group(0)) for word in _LLM_DOCUMENT.finditer(text)
    ):
        return False
    return bool(_WEB_SUBJECT.search(text) or _NOT_LLM_SUBJECT.search(text))


def names_llm_topic(text: str) -> bool:
    """A paragraph or item that names LLM inference itself, in a document about something else
    (a GPU, CUDA or a model alone is every GPU post's subject)."""
    return any(not _AMBIGUOUS_TOPIC_WORD.fullmatch(word.group(0)) for word in _LLM_SPECIFIC.finditer(text)) or bool(
        _GENERATION_PHRASE.search(text)
    )


#: a request rate is any server's: these say the server is a web, database or vector-search one
_WEB_SUBJECT = re.compile(
    r"\b(?:HTTP|HTTPS|web\s?(?:servers?|frameworks?|apps?|applications?)|wrk|oha|routes?|routing"
    r"|plaintext|databases?|SQL|middleware|websockets?"
    # ... or a vector index's: its queries are nearest-neighbour searches ("| GloVe-100 | 0.9015 /
    # 419 |" under "Recall@10 vs single-thread QPS"), not requests to a model
    r"|HNSW\w*|ann-benchmarks|(?:approximate\s)?nearest[- ]neighbou?rs?|vector\s(?:index(?:es)?|search|stores?|DBs?)"
    r"|recall@\d+|FAISS|usearch|Milvus|Qdrant|Weaviate|pgvector)\b",
    re.IGNORECASE,
)
#: ...and these that it serves a model (a web server in front of an LLM is an LLM server)
_MODEL_SERVED = re.compile(
    r"\b(?:tokens?|tok/s|t/s|[a-z]?LLMs?|models?|inference|decod\w*|prefill|generat\w*|prompts?|completions?"
    r"|TTFT|TPOT|ITL|GPUs?|vLLM|SGLang|TGI|llama\w*|[AHBL]\d{2,3})\b",
    re.IGNORECASE,
)
_REQUEST_RATE = re.compile(r"^(?:req|requests?\b|qps|rps|rpm)", re.IGNORECASE)


def is_request_rate(unit: str) -> bool:
    """req/s, QPS, RPS, RPM: the one kind of unit other servers report too."""
    return bool(_REQUEST_RATE.match(unit.strip()))


def rate_of_other_software(unit: str, context: str) -> bool:
    """'120,000 Req/s' on a web framework's benchmark page is no LLM-inference claim: a request
    rate whose context (sentence, table, headings) names a web or database subject and no model."""
    return is_request_rate(unit) and bool(_WEB_SUBJECT.search(context)) and not _MODEL_SERVED.search(context)


def rate_names_no_model(unit: str, context: str) -> bool:
    """A request rate whose context (table, row or sentence) names no model, token or GPU: in a
    document that is not about LLM inference, it is the rate of whatever the page measures ("read
    QPS under writes" of a vector index, "| sharded16 | 2,928 |")."""
    return is_request_rate(unit) and not _MODEL_SERVED.search(context)


def _about_llm(block: _Block, begin: int, end: int) -> bool:
    """'page loads 3x faster', 'Python 3.11 is 1.25x faster': speedups of something else."""
    sentence = block.text[begin:end]
    if (block.other_modality or _OTHER_MODALITY.search(sentence)) and not _TEXT_GENERATION.search(sentence):
        return False
    if names_other_model(sentence):
        return False  # "GPU Distill BERT: latency: 118ms, throughput: 73.3 qps": an encoder's or a CNN's figures
    if _NETWORK_SUBJECT.search(sentence) and not names_llm_topic(sentence):
        return False  # "one TCP stream ... 300 MiB/sec (a ~20x improvement)": the network stack's throughput
    if _AUTH_SUBJECT.search(sentence) and not names_llm_topic(sentence):
        return False  # "RS256 is 10-50x slower than HS256": a signature's speed, its tokens credentials
    if _RUNTIME_INTERNALS_SUBJECT.search(sentence) and not _INFERENCE_STAGE.search(sentence):
        return False  # "Tokenization: 2.5x faster (4.6M tokens/s)": a tokenizer's or an allocator's speed
    if _LLM_WORDS.search(sentence):
        return True
    if _NOT_LLM_SUBJECT.search(sentence):
        return False
    if _MODEL_SUBJECT.search(sentence):
        # "The publicly available models should get 80-90% of matrix fusion speeds": a model's
        # speed, whatever else ("the QuIP# codebase has plumbing") its paragraph goes on to name
        return True
    # A sentence that names no subject ("it is nearly 1000x faster") takes its paragraph's:
    # a quote about a linter scanning a codebase is not about LLM inference.
    return not block.subject_not_llm


#: a figure written right before a slash, itself glued to no word: the first of a pair of figures
#: that share the unit after the second ("88.261/84.735 tok/s"); "Qwen/72 tok/s" and dates do not
_FIGURE_BEFORE_SLASH = re.compile(r"(?<![\w./-])\d+\.\d+/$|(?<![\w./-])\d{1,4}/$")


def _glued_before(text: str, start: int) -> bool:
    """'v0.2', 'Qwen1.5', 'A100' or 'x8': a number glued to a word is a name, not a figure; so is
    one hyphenated to a word ('Phi-3.5 tokens/s', 'Llama-3 tok/s', 'GPT-4'), unlike a range's end
    ('2-3x') or a sign after a space ('-5%')."""
    if start == 0:
        return False
    before = text[start - 1]
    if before == "-" and start >= 2 and text[start - 2].isascii() and text[start - 2].isalpha():
        return True
    if before == "/" and _FIGURE_BEFORE_SLASH.search(text, max(0, start - 24), start):
        return False  # "88.261/84.735 tok/s", "64.6/62.5 tok/s": two figures sharing the unit
    # Chinese writes a figure right after a word ("达到20 tokens/s"): only a Latin letter or a
    # digit makes a name of it
    return (before.isascii() and before.isalnum()) or before in "._#@/"


def _digit_after(text: str, end: int) -> bool:
    """'4 × 9.1' is arithmetic, not a ratio claim."""
    rest = text[end : end + 4].lstrip(" ~")
    return bool(rest) and rest[0].isdigit()


def _sentence_span(text: str, index: int) -> tuple[int, int]:
    floor, ceiling = max(0, index - 400), min(len(text), index + 400)
    start = _last_stop(text, floor, index)
    start = start + 2 if start >= 0 else floor
    return start, _next_stop(text, index, ceiling)


#: "vs.", "e.g.": a full stop that ends an abbreviation, not a sentence
_ABBREVIATION = re.compile(r"(?:^|[^\w.])(?:vs|e\.g|i\.e|cf|approx|incl|etc|Fig|Tab|Eq|No|resp)$", re.IGNORECASE)


def _last_stop(text: str, floor: int, index: int) -> int:
    """Position of the last sentence-ending full stop in text[floor:index], or -1."""
    while True:
        stop = max(text.rfind(". ", floor, index), text.rfind(".\n", floor, index))
        if stop < 0 or not _ABBREVIATION.search(text, max(floor, stop - 8), stop):
            return stop
        index = stop


def _next_stop(text: str, index: int, ceiling: int) -> int:
    while True:
        stops = [i for i in (text.find(". ", index, ceiling), text.find(".\n", index, ceiling)) if i >= 0]
        if not stops:
            return ceiling
        stop = min(stops)
        if not _ABBREVIATION.search(text, max(0, stop - 8), stop):
            return stop
        index = stop + 1


#: a preposition and a number after a ratio ("7.8x at 8 GPUs", "3x on 4 nodes") give its setting
_SETTING_PREPOSITIONS = frozenset({"at", "on", "with", "using", "across", "for"})
#: words after a ratio that introduce its baseline: the words after them say nothing of the quantity
#: ("7x over the dense-FP32 baseline": "over" names the baseline as "than" does)
_BASELINE_WORDS = frozenset({"compared", "than", "vs", "vs.", "versus", "relative", "against", "over"})
#: words after a ratio that open another clause: what follows is not the ratio's object ("improves
#: the inference time by up to 11x while preserving 97-100% of accuracy")
_CLAUSE_WORDS = frozenset({"while", "whilst", "whereas", "but", "yet", "although", "though"})


#: "speedups of 1.37x to 5.07x ...": the noun right before the ratio already says it is a speed-up
_SPEEDUP_NOUN_BEFORE = re.compile(
    r"\b(?:speed-?ups?|accelerations?)\s(?:of\s|by\s|is\s|was\s|reaches\s|reached\s)?(?:up\sto\s|about\s|around\s"
    r"|roughly\s|nearly\s|over\s|approximately\s|~)?$",
    re.IGNORECASE,
)


#: "speeds up long-context inference by up to 13.5x", "reduces decode latency by 2x": a verb, its
#: object and "by" right before the ratio say what it multiplies, whatever follows it ("... without
#: sacrificing accuracy", "... for 70B models", "... and memory by 50%")
_VERB_BY_BEFORE = re.compile(
    r"\b(?P<verb>speeds?\sup|sped\sup|speeding\sup|accelerat(?:e|es|ed|ing)|improv(?:e|es|ed|ing)|boost(?:s|ed|ing)?"
    r"|increas(?:e|es|ed|ing)|reduc(?:e|es|ed|ing)|cut(?:s|ting)?|lower(?:s|ed|ing)?)"
    r"\s(?P<obj>(?:(?!by\s)[\w/()-]+\s){0,8}?)by\s(?:up\sto\s|about\s|around\s|roughly\s|nearly\s|almost\s|over\s"
    r"|more\sthan\s|approximately\s|~|≈)?$",
    re.IGNORECASE,
)
#: counts that say where a ratio was measured: "by 2.1x on one GPU", "on a single GPU"
_COUNT_AFTER_PREPOSITION = frozenset({"one", "two", "four", "eight", "single", "dual"})
#: a scale of hardware written as one compound word: "for single-node, multi-GPU inference",
#: "on 8-GPU servers": says where the ratio was measured, not that it counts nodes or GPUs
_HARDWARE_SCALE = re.compile(
    r"(?:single|multi|dual|one|two|four|eight|\d+)-(?:nodes?|gpus?|hosts?|machines?|servers?|devices?|cards?|chips?)",
    re.IGNORECASE,
)


def _verb_by_speed(text: str, start: int) -> bool | None:
    """What the verb before "by N x" makes of the ratio: a speed (its object, or the verb itself,
    names one), not a speed (its object is memory, accuracy, cost), or None without such a verb."""
    match = _VERB_BY_BEFORE.search(text, max(0, start - 160), start)
    if match is None or any(stop in match.group("obj") for stop in ".!?;"):
        return None
    words = [w.strip("()").lower() for w in match.group("obj").split()]
    speed_verb = match.group("verb").lower().startswith(("speed", "sped", "accelerat"))
    if speed_verb:
        return True  # what is sped up is made faster: "speeds up models by 3x" (training is judged later)
    if any(_SPEED_OBJECT.fullmatch(w) for w in words[:3]) or _LATENCY_WORD.search(match.group("obj")):
        return True
    return False if any(_NOT_SPEED_WORDS.match(w) for w in words) else None


#: a latency named in words right after a ratio's direction ("80% lower time to first token",
#: "2x shorter median time-per-output-token"), as "80% lower TTFT" names it by its initials
_LATENCY_NAME_AFTER = re.compile(
    r"\s*(?:(?:lower|shorter|faster|reduced|smaller|better|less|higher|longer|more|slower|worse)\s)?"
    r"(?:(?:p\d{2,3}|median|mean|average|avg\.?)\s)?(?:time[- ]to[- ]first[- ]token|time[- ]per[- ]output[- ]token)\b",
    re.IGNORECASE,
)
#: a ratio of speed over power or price ("4x better performance per watt", "2x perf/W", "3x more
#: throughput per dollar") compares efficiency, not speed; "2x faster per GPU" stays a speed
_PER_POWER_OR_PRICE = re.compile(
    r"\s*(?:(?:better|higher|more|greater|improved|the)\s){0,2}(?:[\w-]+\s){0,2}?(?:per|/)\s?"
    r"(?:watts?|W|joules?|J|kWh|kilowatt|dollars?|\$|USD|unit\sof\s(?:power|energy|cost))(?![\w/])",
    re.IGNORECASE,
)

#: a speed divided by memory, power or price right after its unit ("0.70 TPS/GB", "0.287 tok/s per
#: GB", "12 tokens/s/W", "2.9 TPS/$"): an efficiency, not a speed ("45 tok/s/GPU", "30 tok/s per
#: user" stay speeds)
_PER_MEMORY_POWER_OR_PRICE = re.compile(
    r"\s?(?:/|per\s)\s?(?:[GMT]i?B|watts?|W|joules?|J|kWh|dollars?|\$|USD)(?![\w/])", re.IGNORECASE
)

#: how many requests a KV-cache pool holds at once, as vLLM logs it ("Maximum concurrency for
#: 262,144 tokens per request: 4.67x", "max concurrency 4.67x") or a table note restates it
#: ("3.6x concurrency"): a capacity, not a speed
_CAPACITY_CONCURRENCY_BEFORE = re.compile(
    r"\bmax(?:imum)?\.?\s(?:request\s)?concurrency(?:\sfor\s[\d,.]+[kK]?\stokens(?:\sper\srequest)?)?\W{0,4}$",
    re.IGNORECASE,
)


def _is_speed_ratio(text: str, start: int, end: int, after_from: int | None = None) -> bool:
    """The words after a ratio decide (higher throughput vs lower peak memory); failing
    that, a speed word earlier in its sentence ("improves throughput by ... 2.71x over")."""
    if _CAPACITY_CONCURRENCY_BEFORE.search(text, max(0, start - 60), start):
        return False
    if _SPEEDUP_NOUN_BEFORE.search(text, max(0, start - 40), start):
        return True
    if after_from is None and (verdict := _verb_by_speed(text, start)) is not None:
        return verdict
    window = text[after_from if after_from is not None else end : end + 60]
    depth = 0
    words = _WORD_OR_PAREN.findall(window)
    if words and words[0].lower() == "fewer":
        return False  # "~10x fewer lexemes than bytes": a count compared, whatever the sentence says
    if [w.lower() for w in words[:2]][-2:] in (["concurrency"], ["more", "concurrency"]) or (
        words and words[0].lower() == "concurrency"
    ):
        return False  # "3.6x concurrency at 262K": how many requests the KV pool holds, a capacity
    if _PER_POWER_OR_PRICE.match(window):
        return False  # "4x better performance per watt", "3x more throughput per dollar": an efficiency
    if _LATENCY_NAME_AFTER.match(window):
        return True  # "80% lower time to first token", "2x shorter time-per-output-token"
    counted = 0
    skip = 0
    for index, word in enumerate(words):
        if word in "()":
            depth = max(0, depth + (1 if word == "(" else -1))
            continue
        if skip:
            skip -= 1
            continue
        counted += 1
        if counted > 6:
            break
        bare = word.strip(".,;:()").lower()
        following = next((w for w in words[index + 1 :] if w not in "()"), "")
        if bare in _SETTING_PREPOSITIONS and (following[:1].isdigit() or following.lower() in _COUNT_AFTER_PREPOSITION):
            skip = 2  # "reaching 7.8x at 8 GPUs", "2.1x on one GPU": says where, not what was faster
            continue
        if bare in _SETTING_PREPOSITIONS and following.lower() in ("a", "an"):
            after = next((w for w in words[index + 2 :] if w not in "()"), "")
            if after.lower() in _COUNT_AFTER_PREPOSITION:
                skip = 3  # "2.0x on a single node": where it was measured
                continue
        if _HARDWARE_SCALE.fullmatch(bare.strip(",")):
            continue  # "1.3-2.0x for single-node, multi-GPU inference": the scale it was measured at
        if bare in _CLAUSE_WORDS:
            break
        if bare in _BASELINE_WORDS and not following[:1].isdigit():
            # "by up to 2x compared with fp16 kernels": what follows names the baseline (but in
            # "2.1x (93.7 vs 199.4 tok/s)" the figures compared carry the unit)
            break
        # "3.5x (batch 1), 12x (batch 64)": a parenthesis after a ratio names its setting, not its
        # object, though a unit there ("2.1x (94 vs 199 tok/s)") still says what was compared
        if not depth and any(_NOT_SPEED_WORDS.match(part) for part in bare.split("-")):
            return False
        if _SPEED_WORDS.match(bare) or any(_SPEED_WORDS.match(p) for p in bare.split("-")):
            return True
    floor = max(0, start - 300)
    sentence_start = max(_last_stop(text, floor, start), floor - 1) + 1
    verbs = list(_SPEED_BEFORE.finditer(text, sentence_start, start))
    if not verbs:
        return False
    # "boosts accuracy by 2x", "improves memory use by 40%": the verb's object decides
    if not _RAISING_VERB.match(verbs[-1].group(0)):
        return True
    obj = _WORD.findall(text, verbs[-1].end(), start)[:3]
    return not any(_NOT_SPEED_WORDS.match(w.strip(".,;:()").lower()) for w in obj)
