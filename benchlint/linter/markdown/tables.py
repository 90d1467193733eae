"""Tables as evidence: which columns hold speeds, which state the operating point.

A table's header, the row label (first cell), the caption or setup paragraphs directly
above it, a note below it and its section headings define units and setup for every row.
Each header (or row label, for a transposed table) gets a *role*: a speed column
(tok/s, req/s, TPOT, "x" speedup...), or a setup field it states (batch, input/prompt
length, output length, GPUs, TP, dataset). A setup cell is then restated as a plain
phrase ("batch size 16", "2048 input tokens") so that the one set of fact readers in
``facts.py`` reads it: there is no second vocabulary for tables.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from benchlint.linter.markdown.gates import gated
from benchlint.linter.markdown.numbers import COUNT, NUM, parse_number

SPEED_UNIT = gated(
    r"tok(?:en)?s?\s?/\s?s(?:ec(?:ond)?)?\b|\btokens?\s(?:generation\s)?(?:rates?|speeds?)\b|\bt/s\b|\bTPS\b|req(?:uest)?s?\s?/\s?s\b"
    # the rate in words, as prose writes it too: "Total tokens per sec", "Requests per sec"
    r"|tok(?:en)?s?[ -]per[ -]sec(?:ond)?\b|requests?\sper\s(?:second|sec|minute)\b|\bQPS\b|\bRPM\b|\btok/sec\b",
    flags=re.IGNORECASE,
)
_LATENCY_UNIT_CELL = re.compile(r"\d\s?(?:ms|s)\s?/\s?tok", re.IGNORECASE)
COL_SPEEDUP = re.compile(r"\bspeed-?ups?\b|\bratio\b|\bgain\b|\bimprovement\b|加速比", re.IGNORECASE)
#: a ratio, gain or improvement of something else ("Mean PPL ratio", "Compression ratio",
#: "Acceptance ratio", "Accuracy gain", "Mem. Consumption Improvement (%)") is no speed-up, unless
#: the label says speed-up too
_OTHER_RATIO = re.compile(
    r"\b(?:PPL|perplexity|KLD|KL|divergence|accuracy|acc|scores?|BLEU|ROUGE|loss|compression|memory|mem|VRAM|footprint|size"
    r"|acceptance|accept(?:ed)?|hit|sparsity|pruning|param(?:eter)?s?|quality"
    # what a decision weighs or what it costs: "λ (Cost Ratio)", "Price ratio", "Risk ratio"
    r"|costs?|price|prices|risk|odds|signal[- ]to[- ]noise|SNR)\b",
    re.IGNORECASE,
)
_SPEEDUP_WORD = re.compile(r"\bspeed-?ups?\b|加速比", re.IGNORECASE)
#: a column that measures power or energy ("Total Power (W)", "NPU Power (W)", "Energy (J)",
#: "Watts"): the table compares power draw, so its bare gain or ratio column is an efficiency gain
#: of energy, not a speed-up (unless that column says speed-up)
_POWER_HEADER = re.compile(r"\b(?:power|watts?|energy|joules?)\b|\((?:k?W|J|mJ)\)", re.IGNORECASE)


_OPTION_HEADER = re.compile(
    r"^\W*(?:parameters?|options?|flags?|arguments?|args?|settings?|variables?|env(?:ironment)?\s?(?:variables?)?"
    r"|keys?|fields?)\W*$",
    re.IGNORECASE,
)
_OPTION_DETAIL = re.compile(
    r"^\W*(?:description|default(?:\svalues?)?|example(?:\svalues?)?|meaning|type)\W*$", re.IGNORECASE
)


def options_table(headers: list[str]) -> bool:
    """A reference of settings ("| Parameter | Description | Default |"): its figures are values
    a user may set, not results."""
    return (
        bool(headers)
        and _OPTION_HEADER.match(headers[0]) is not None
        and any(_OPTION_DETAIL.match(header) for header in headers[1:])
    )


#: a row label that names a whole request's latency, as a percentile table lists it beside TTFT and
#: TPOT: "| E2EL | 8026.7ms | ... |", "| Mean E2E latency (ms) | ...", "| End-to-end latency | 4.9 s |"
_REQUEST_LATENCY_LABEL = re.compile(
    r"^\W*(?:(?:mean|median|avg|average)\s)?(?:E2EL|E2E[ -]latency|end-to-end\slatency|request\slatency"
    # "| Latency P50 (s) | 2.890 |": a bare latency with its percentile and unit, beside TTFT and ITL
    # rows; "| **Latency Mean** | 50,594 ms |": the unit in the cells (a bare "2.890" stays no figure)
    r"|latency\s(?:P\d{2,3}|mean|median|avg|average))"
    r"(?:\s?\((?:ms|s)\))?\W*$",
    re.IGNORECASE,
)
#: a column of goals or estimates, not results: "Target Speed", "Target t/s/u", "SLO TTFT (ms)",
#: "Required TPS", "Expected Gain", "Estimated speedup" (a bare "Target" names the target model)
_GOAL_HEADER = re.compile(
    r"^\W*(?:targets?|goals?|required|requirements?|thresholds?|SLOs?|SLAs?|expected|estimated|projected)\b\W*\w",
    re.IGNORECASE,
)


#: a column of limits a service or a plan sets: "| Tier | Qualification | Typical Limits |" over
#: "500 RPM, 10K TPM", "| SLA Type | Metric | Threshold |", "Rate limit (RPM)", "Quota"
_LIMIT_HEADER = re.compile(
    r"^\W*(?:[A-Za-z-]+\s){0,2}(?:limits?|quotas?|thresholds?|allowances?)\W*(?:\([^()]*\))?\W*$", re.IGNORECASE
)


#: a table a service's limits page gives: its section headings, caption or note name rate limits,
#: quotas or usage tiers ("## Rate Limits by Tier" over "| Tier | RPM | TPM |", "## Model-Specific
#: Limits" over "| Model | Typical RPM |", a caption "Anthropic Rate Limits", a header "Tier 1 RPM")
_LIMITS_TOPIC = re.compile(
    r"\b(?:rate[- ]?limit(?:s|ed|ing)?|limits|quotas?|throttl\w*|(?:usage|pricing|account|plan|subscription)\stiers?"
    r"|tier\s?\d|tiers)\b",
    re.IGNORECASE,
)
#: ... whose request rates are counted per minute or per day, as quotas are (a benchmark's
#: measured rate is per second: "| Throughput | 12 req/s |" under "## Rate limits hit" stays)
_PER_MINUTE_RATE = re.compile(
    r"^(?:RPM|RPD|req(?:uest)?s?\s?/\s?(?:min(?:ute)?|day)|requests?\s+per\s+(?:minute|day))$", re.IGNORECASE
)


#: ... unless its column says the rate was reached: "| Tier | Spend | Sustained rate |"
_REACHED_HEADER = re.compile(
    r"\b(?:sustain\w*|achiev\w*|measured|actual|observed|peak|served|completed|reached)\b", re.IGNORECASE
)


def quota_rate(unit: str, topic: str, header: str) -> bool:
    """A per-minute request rate in a table about a service's rate limits: a quota it grants."""
    return (
        _PER_MINUTE_RATE.match(unit) is not None
        and _LIMITS_TOPIC.search(topic) is not None
        and _REACHED_HEADER.search(header) is None
    )


#: a row label naming the load a test offered ("Arrival rate", "Effective request rate"): its
#: cells are settings even when they carry a rate's unit ("| Arrival rate | ~27 req/s |")
_OFFERED_RATE_LABEL = re.compile(r"\b(?:request|arrival|offered)[ _-]?rates?\b", re.IGNORECASE)


def offered_rate_label(label: str) -> bool:
    """A row label that names an offered request rate, not a measured one."""
    return _OFFERED_RATE_LABEL.search(label) is not None


#: a column of bounds worked out from bandwidth or FLOPs, beside the measured one: "Theoretical max",
#: "Peak (theoretical)", "Roofline", "Upper bound (tok/s)" ("% of theoretical" compares a measurement
#: with the bound, and stays)
_BOUND_HEADER = re.compile(
    r"^\W*(?:theoretical(?:ly)?|roofline|upper[ -]bound)\b|\((?:theoretical|roofline|upper[ -]bound)\)\W*$",
    re.IGNORECASE,
)


def goal_column(header: str) -> bool:
    """A column header that names goals, estimates, limits or bounds: its figures were not measured."""
    return (
        _GOAL_HEADER.match(header) is not None
        or _LIMIT_HEADER.match(header) is not None
        or _BOUND_HEADER.search(header) is not None
    )


#: a column of shares of one measurement ("% of Token Time", "% Total", "Share"): its table breaks
#: a token's or a run's time into parts (a profile), and none of its figures is a speed or a
#: latency of the model ("% of baseline" or "% faster" is a change, not a share)
_SHARE_HEADER = re.compile(
    r"^\W*(?:%\s?(?:of\s)?(?:total|(?:token\s|step\s|wall\s|run\s)?time|wall|step|e2e|runtime)\b|share\b|fraction\sof\b)",
    re.IGNORECASE,
)


def share_column(header: str) -> bool:
    """A header naming shares of a whole: the table is a breakdown of one measurement."""
    return _SHARE_HEADER.match(header) is not None


#: a cell that bounds a class of speeds: "150+", "≥15", "< 50", "8–14", "100-150 t/s"
_BAND_CELL = re.compile(
    rf"^\W*(?:(?P<open>[<>≤≥]=?)\s?{NUM}|{NUM}\s?(?P<plus>\+)|{NUM}\s?[-–]\s?{NUM})\s?(?:t/s|tok/s|tokens?/s)?\W*$"
)
#: ... beside a column that names the class ("Rating", "Tier", "Class", "Experience", "Usability")
_CLASS_HEADER = re.compile(
    r"^\W*(?:ratings?|tiers?|class(?:es)?|experience|usability|verdict|feel|grades?|interpretation|meaning)\W*$",
    re.IGNORECASE,
)


def names_classes(headers: list[str]) -> bool:
    """A header names speed classes ("Rating", "Tier", "Verdict"): the table may be a legend."""
    return any(_CLASS_HEADER.match(header) for header in headers)


def band_columns(headers: list[str], column_cells: list[list[str]]) -> set[int]:
    """Columns that hold the bounds of speed classes, in a table that names the classes ("| Response
    t/s | Rating |" over "| 150+ | Excellent |", "| < 50 | Slow |"): a legend, not results. Every
    cell of the column is a band and one at least is open at one end."""
    if not names_classes(headers) or len(column_cells) < 2:
        return set()
    found = set()
    for index in range(len(headers)):
        cells = [row[index] for row in column_cells if index < len(row)]
        bands = [_BAND_CELL.match(cell) for cell in cells]
        if cells and all(bands) and any(b.group("open") or b.group("plus") for b in bands if b):
            found.add(index)
    return found


#: a bare "Target" or "Stretch" column ("| Model | Test | Current | Target |") ...
_BARE_TARGET_HEADER = re.compile(r"^\W*(?:targets?|stretch(?:\s(?:goals?|targets?))?)\W*$", re.IGNORECASE)
#: ... is speculative decoding's target model where the table names a draft or speculation
_SPECULATION_WORD = re.compile(r"\b(?:draft\w*|speculat\w*|MTP|EAGLE\w*|Medusa|verif\w*)\b", re.IGNORECASE)


def bare_target_goals(header: str, topic: str) -> bool:
    """A bare 'Stretch' column, or a bare 'Target' one in a table that names no draft model: its
    figures are goals."""
    bare = _BARE_TARGET_HEADER.match(header)
    if bare is None:
        return False
    return "stretch" in bare.group(0).lower() or _SPECULATION_WORD.search(topic) is None


#: a row label that names a goal or a bound worked out ("| Target TG | ~40 t/s |", "| Theoretical
#: max | ~111 t/s |", "| Tensor split (target) | ... | 70-77 |"), not speculative decoding's target
#: model ("| Target model only | 20 tok/s |" is measured)
_GOAL_ROW = re.compile(
    r"^\W*(?:(?:targets?|goals?)(?!\s(?:models?|LLMs?|only|alone|networks?|hardware|GPUs?|devices?))\W*\w"
    r"|(?:required|requirements?|thresholds?|expected|estimated|projected)\b\W*\w"
    r"|theoretical(?:ly)?\b|upper\sbound\b|roofline\b)"
    r"|\((?:target|goal|expected|estimated|projected|theoretical)\)\W*$"
    # a measure's goal named after it: "| **TPOT target** | 6+ tokens/sec |", "| P99 TTFT SLO | 200 ms |"
    r"|^\W*(?:[\w-]+\s){0,2}(?:TTFT|TPOT|ITL|TBT|E2EL|latency|throughput|speed|tok/s|tokens/s|decode|prefill)"
    r"\s(?:targets?|goals?|SLOs?|SLAs?|budgets?|thresholds?|requirements?)\W*(?:\([^()]*\))?\W*$",
    re.IGNORECASE,
)


#: a row of a fitted latency model's parameters: a Greek coefficient ("| α (TTFT) | 59.65ms |",
#: "| β_1 | 0.21 ms/token |"), a slope, an intercept or a fitted value; λ, the arrival rate, is
#: the offered load's and is not one of them
_COEFFICIENT_ROW = re.compile(
    r"^\W*(?:[αβγδεθκμ](?:_\w{1,3})?(?!\w)|(?:fitted|estimated)\s[\w-]+|(?:slope|intercept|coefficient)s?\b)",
    re.IGNORECASE,
)


def coefficient_row(label: str) -> bool:
    """The row label names a model's fitted parameter, not a speed measured."""
    return _COEFFICIENT_ROW.match(label) is not None


def goal_row(label: str) -> bool:
    """A row label that names a goal or an estimate: its figures were not measured."""
    return _GOAL_ROW.search(label) is not None


#: a text cell of a row that opens by calling the row worked out, not measured ("| sglang kernel
#: only | 93 tok/s | Theoretical (no Python loop) |", "| ... | Estimated |"); "Measured (theoretical
#: 120)" opens otherwise, and a cell with a figure of its own is not such a note
_ESTIMATE_NOTE = re.compile(
    r"^\W*(?:theoretical(?:ly)?|estimated?|estimates?|projected|projections?|hypothetical)\b(?![-\w])", re.IGNORECASE
)


def estimate_note(cell: str) -> bool:
    """A notes cell saying its row's figures are a bound or an estimate worked out."""
    return not any(ch.isdigit() for ch in cell) and _ESTIMATE_NOTE.search(cell) is not None


#: a ratio word inside a flag or a configuration key ("--warmup-ratio=0.04", "kv_cache_ratio"):
#: the label names that setting, whose value is no speed-up
_SETTING_RATIO = re.compile(
    r"--[\w-]*(?:ratio|gain)|\w_(?:ratio|gain)\b|\b(?:ratio|gain)_\w|(?:ratio|gain)\s?=", re.IGNORECASE
)


def power_gain(model: TableModel, header: str) -> bool:
    """A gain or ratio column of a power table ("| Total Power (W) | Efficiency Gain |"): energy saved."""
    return model.power_table and _SPEEDUP_WORD.search(header) is None


def names_speedup(label: str) -> bool:
    """A row label or column header whose figures are speed-ups ("Speedup", "Ratio to Eager")."""
    if COL_SPEEDUP.search(label) is None:
        return False
    if _SPEEDUP_WORD.search(label) is not None:
        return True
    return _OTHER_RATIO.search(label) is None and _SETTING_RATIO.search(label) is None


#: a label naming the comparison its figures make: "vs llama.cpp", "vs. baseline", "versus HF",
#: "relative to eager", "llama.cpp ÷ vLLM"
_VERSUS_LABEL = re.compile(r"^\W*(?:vs\.?|versus|relative\sto|compared\s(?:to|with))\s+\S|\S\s?÷\s?\S", re.IGNORECASE)


def names_comparison(label: str) -> bool:
    """A header or row label that names a comparison ("vs vLLM", "A ÷ B"): its multiples are speed-ups."""
    return len(label) <= 60 and _VERSUS_LABEL.search(label) is not None


#: a section heading that names what its table's bare figures are ("Speedup of Transformer
#: Inference", by _SPEEDUP_WORD), unless what is sped up is training
_TRAINING_HEADING = re.compile(r"\b(?:training|pre-?training|fine-?tuning)\b", re.IGNORECASE)
#: a section heading that names a quantity other than speed ("Memory (RSS in MB)", "Model size",
#: "Accuracy"): its table's bare figures are that quantity, even when its columns repeat a speed table's
_HEADING_OTHER_QUANTITY = re.compile(
    r"\b(?:memory|RSS|VRAM|footprint|(?:model|file|disk|binary)\s+sizes?|disk|storage|accuracy|perplexity|quality"
    r"|MB|GB|MiB|GiB)\b",
    re.IGNORECASE,
)
#: a section heading that says its table's figures are percentage changes ("Δ% (CPU→GPU)",
#: "Change (%)", "% difference"): its signed bare cells are speed-ups where a speed is named
_HEADING_DELTA = re.compile(
    r"Δ\s?\(?%|\bdelta\s?\(?%|%\s?(?:change|delta|diff(?:erence)?|gap)\b|\b(?:change|difference|gap)\s?\(%\)",
    re.IGNORECASE,
)
#: ... or the sentence above it says so: "Changes relative to Phase 4 static batching:" over "| Throughput | +25% |"
_CAPTION_DELTA = re.compile(
    r"\bchanges?\s(?:relative\sto|compared\s(?:to|with)|versus|vs\.?|over|from)\s", re.IGNORECASE
)
#: a signed figure, alone in its cell: "+87.0", "−37.0", "-5.5 %"
SIGNED_CELL = re.compile(rf"^\s*(?P<sign>[+−-])\s?(?P<a>{NUM})\s?%?\s*$")
#: words naming a speed measure, in a delta table's row label or column header
SPEED_MEASURE = re.compile(
    r"\b(?:prefill|decode|decoding|generation|throughput|speed(?![-\s]?bench)|TPS|TTFT|TPOT|ITL|latency|tok/s|tokens?/s)\b",
    re.IGNORECASE,
)
COL_LATENCY_SPEED = gated(
    # "per_token" inside a configuration key names a count per token ("experts_per_token (top-k)"),
    # unless the key times it ("ms_per_token", "time_per_output_token")
    r"\b(?:TBT|TPOT|ITL)\b|(?<![A-Za-z0-9]_)per[- ](?:output[- ])?token|(?<![A-Za-z0-9]_)per_(?:output_)?token"
    r"|\b(?:ms|s|sec|time|latency)_per_(?:output_)?token|ms\s?/\s?tok|\btoken\s(?:generation\s)?(?:latency|time)\b"
    r"|\btime\sper\s(?:output\s)?token\b|\binter[- ]token\b",
    flags=re.IGNORECASE,
)
#: (a benchmark named for speed is a dataset: "| Config | HumanEval | SPEED-Bench |" holds no speeds)
#: (Chinese headers name a speed "速度" or a throughput "吞吐(量)": "推理速度", "草稿模型速度")
#: (Ollama names its generation speed "eval rate" and its prompt speed "prompt eval rate", and
#: tables of its output keep the name with no unit: "| Model | Avg Eval Rate (RTX 3090) |")
COL_THROUGHPUT = re.compile(
    r"\bthroughput\b|\bspeed\b(?![-\s]?bench)|\btok(?:en)?s?/s\b|\bt/s\b|速度(?!比)|吞吐|\beval[ _]rate\b",
    re.IGNORECASE,
)
#: a throughput header whose unit is the hardware's ("Throughput (TFLOP/s)", "Bandwidth GB/s"): a
#: kernel's arithmetic or memory rate, not tokens
HARDWARE_RATE_HEADER = re.compile(r"\b[GTP]?FLOP/s\b|\b[GTP]?FLOPS\b|\bTOPS\b|\b[GMT]i?B/s(?:ec)?\b", re.IGNORECASE)
#: a throughput header whose unit counts items that are not tokens ("Throughput (img/s)", "Speed
#: (FPS)", "sentences/sec"): a vision or speech model's rate, not an LLM's, or a kernel's operations
#: or a loop's iterations ("22.1 ops/sec", "it/s") (samples and sequences are left alone: an LLM
#: server's samples/s counts requests)
ITEM_RATE_HEADER = re.compile(
    r"\b(?:imgs?|images?|pictures?|frames?|videos?|sentences?|utterances?|audios?|ops|operations|iterations|it)"
    r"\s?(?:/|per\s)\s?s(?:ec(?:ond)?s?)?\b"
    r"|\bFPS\b",
    re.IGNORECASE,
)
#: a header whose unit is a duration ("Speed CPU (ms)", "Speed<br>V100 b1<br>(ms)"): a time per
#: item (an image, a run), not a rate; a per-token time is read by COL_LATENCY_SPEED first
TIME_UNIT_HEADER = re.compile(r"\((?:ms|msec|s|secs?|seconds?|milliseconds?)\b[^)]{0,20}\)", re.IGNORECASE)
COL_NOT_FIGURE = gated(
    r"\bbatch\b|\bconcurren|\busers\b|\bclients\b|\bstreams\b|\bGPUs?\b|\blatency\b|\bmemory\b|\bparams?\b"
    r"|\bparameters\b|\bprice\b|\bcost\b|\baccuracy\b|\bscore\b|\blength\b|\btokens\b(?!\s?/)|\bcontext\b|\bsize\b"
    r"|\bTP\b|\bnodes?\b|\bversion\b|\bdate\b|\byear\b|\bngl\b|\blayers?\b|\bTTFT\b"
    # settings named as a script names them: "num_beams", "n_threads", "n_batch"
    r"|\b(?:num_|n_)?(?:beams?|threads?)\b|\bn_u?batch\b"
    # ... and as a command line names them: "--parallel", "draft-max", "draft-p-min", "ctx-size"
    r"|^\s*--[a-z][\w-]*\s*$|^\s*(?:[a-z]+[-_])+(?:max|min|size|len|ctx|layers|k|n)\s*$"
    r"|\bFTL\b|\bmem\b|\bGB\b|\bGiB\b|\bRAM\b|\bVRAM\b|%"
    # a speculative decoder's acceptance ("accept", "MTP accept rate", "Acceptance"): a share of drafts
    r"|\baccept(?:ance|ed)?\b",
    flags=re.IGNORECASE,
)
#: a column of spreads ("Std Dev", "stddev", "σ", "95% CI"): its cells measure how much the figures
#: beside them vary, they are no speed of their own
COL_SPREAD = re.compile(
    r"\bstd\b|\bstd\.?\s?dev\b|\bstdev\b|\bstddev\b|\bst\.\s?dev\b|\bstandard\s(?:deviation|error)\b|\bvariance\b"
    r"|\bσ\b|\bCI\b|\bconfidence\sinterval\b|\bIQR\b|\bstderr\b|\bspread\b|^\s*±"
    r"|\bcoefficient\sof\svariation\b|\bCoV\b|\bjitter\b",
    re.IGNORECASE,
)
#: a header that names a figure with its spread ("tok/s (mean ± std)") is the figure's column; one
#: that names a speed and then only its spread ("TPS Stddev", "Throughput std") is the spread's
SPREAD_ONLY = re.compile(
    r"\bstd\b|\bstd\.?\s?dev\b|\bstdev\b|\bstddev\b|\bstandard\sdeviation\b|\bvariance\b|\bCoV\b|\bjitter\b",
    re.IGNORECASE,
)
SPREAD_WITH_FIGURE = re.compile(r"\b(?:mean|avg|average|median|p50)\b|±|\+/-", re.IGNORECASE)
#: words saying the figures are hardware specifications, not measurements of a model
SPEC_SHEET = re.compile(r"\bT?FLOPS\b|\bTOPS\b|\bbandwidth\b|\bGB/s\b|\bTB/s\b|\bmemory\b|\bVRAM\b", re.IGNORECASE)
CELL_NUMBER = re.compile(rf"^\s*(?P<approx>~|≈)?(?P<a>{NUM})(?![\w.])")
#: a figure with a percent sign under a rate column ("+30%", "100% baseline"): a change or a share
#: of the table's reference row, not a rate in tokens per second
CELL_PERCENT = re.compile(rf"^\s*(?P<sign>[+−-])?\s?(?P<a>{NUM})\s?%")
#: a cell that names itself the reference the other rows are compared with
BASELINE_CELL = re.compile(r"\b(?:baseline|reference)\b", re.IGNORECASE)
#: a row label naming a quantity other than speed ("Acceptance length", "Accuracy", "Peak memory"):
#: its bare figures are that quantity, whatever unit the column's other cells or a note give
#: (not "perplexity": a provider is named so in leaderboards)
OTHER_QUANTITY_ROW = re.compile(
    r"\b(?:acceptance|accept(?:ed)?\s(?:length|rate)|accuracy|memory|VRAM|score|pass@\d+"
    r"|exact\smatch)\b",
    re.IGNORECASE,
)
#: ... and one whose head noun is a setting ("KV Cache Length", "Number of Nodes", "Context size"
#: in a table with one metric per row, "Data Parallelism", "Expert Parallelism" in a test
#: environment's field table), or a count of the whole run: its figures are that setting's values
SETTING_ROW = re.compile(
    r"^\W*(?:number\sof\s[\w-]+|(?:[\w/-]+\s){0,3}(?:lengths?|sizes?|nodes|count|GPUs|devices|layers|experts"
    r"|parallelism|degrees?)"
    # a run card's settings: "| Context | 32768 |", "| Max tokens | 256 |", "| Threads | 8 |"
    r"|context(?:\s(?:window|size|length))?|n_?ctx|ctx(?:[-_\s]size)?|max[-_\s]?(?:new[-_\s]?)?tokens|threads"
    r"|temperature|top[-_\s]?[kp]|seed|port"
    # a whole run's count: "| Total Requests | 1,429,737 |", "| **Total Experiments** | 192 |" (a
    # total that is a rate, "Total throughput", names no counted thing and stays a speed row)
    r"|total\s(?:number\sof\s)?(?:[\w-]+\s)?(?:requests|experiments|runs|prompts|samples|trials|queries"
    r"|conversations|sessions|iterations|jobs|calls|tests|configurations|traces))"
    r"\W*(?:\([^)]{0,30}\))?\W*$",
    re.IGNORECASE,
)
#: a cell that is a figure and its speed unit and nothing else ("55.9 tok/s", "~12 t/s")
UNIT_FIGURE_CELL = re.compile(rf"^\s*[~≈]?{NUM}\s?\S{{1,16}}\s*$")
#: a unit cell counting samples per second, and the phase headings that make a sample a request
_SAMPLES_CELL = re.compile(r"^\s*samples?\s?/\s?s(?:ec)?\s*$", re.IGNORECASE)
_LLM_PHASE = re.compile(r"\b(?:prefill|decode|decoding|generate|generation|per[_ ]token)\b", re.IGNORECASE)
#: a cell that is only a figure: 12.5, **12.5**, 132.19 ± 0.55 (not a date, a version or a name)
BARE_FIGURE = re.compile(rf"^\s*[~≈]?{NUM}\s*(?:(?:±|\+/-)\s*{NUM}\s*)?(?:\(.{{0,40}}\)\s*)?$")
#: a column header that names the setup of its column ("2 GPU", "8x H100"): its cells are figures
SETUP_LABEL = re.compile(r"^\s*\d{1,4}\s?(?:[x×]\s?)?(?:GPUs?|nodes?|devices?|cards?)\s*$", re.IGNORECASE)
#: ... or the load its column was measured at ("bs=8", "BS 32", "Batch 8", "c=16", "Concurrency 4", "8
#: users", "1 user", "16 concurrent"): read together with another such header, see model_table
LEVEL_LABEL = re.compile(
    r"^\W*(?:(?:bsz?|batch(?:[ _-]?size)?|c|conc(?:urrency)?|users?|clients?|streams?)\s?[=:@]?\s?(?P<n>\d{1,5})"
    r"|(?P<m>\d{1,5})\s?(?:users?|clients?|streams?|concurrent(?:\s(?:users?|requests?|clients?|streams?))?))"
    r"\W*(?:\([^)]{0,30}\))?\W*$",
    re.IGNORECASE,
)
CELL_MS = re.compile(rf"^\s*(?P<a>{NUM})\s?ms\b")
#: a per-token time written in seconds ("Mean TPOT | 0.024s"): read as milliseconds
CELL_SECONDS = re.compile(rf"^\s*(?P<a>{NUM})\s?(?:s|secs?|seconds|秒)\s*$")
#: a column header that names a whole request's latency, as a comparison of providers or engines
#: lists it: "Mean latency", "Avg Latency (ms)", "P95 Latency (ms)", "Response time (s)", Japanese
#: "平均レイテンシ" and "応答時間", Chinese "平均延迟" and "响应时间"; the first token's time (TTFT) and
#: a time per token are other columns
REQUEST_LATENCY_HEADER = re.compile(
    r"^\W*(?:(?:mean|median|avg\.?|average|p50|p90|p95|p99)\s)?(?:e2e\s|end-to-end\s|request\s|response\s)?"
    r"(?:latency|response\stime)(?:\s\((?:ms|s|sec|seconds)\))?\W*$"
    r"|^\W*(?:平均|中央値)?(?:レイテンシ|応答時間|レスポンス時間|延迟|响应时间)(?:\s?[(（](?:ms|s|秒)[)）])?\W*$",
    re.IGNORECASE,
)
#: a cell under a speedup column: "1.3x", "~3.0×", "Up to ~4.0x" (the header says what it speeds up)
#: ... or a range of them, "5.9x-11x" or "1.9-12.7x" (the low end is the figure, the high end its bound)
SPEEDUP_CELL = re.compile(
    rf"^\s*(?:up\s+to\s+)?(?P<approx>~|≈)?(?P<a>{NUM})(?:\s?[x×]?\s?[-–]\s?(?P<b>{NUM}))?\s?[x×]\s*$", re.IGNORECASE
)
#: ... and one that names its reference itself ("~3.46x baseline", "2x the baseline") under a speed
#: column: the column says what was measured, the cell that it is a multiple of the baseline's
BASELINE_MULTIPLE_CELL = re.compile(
    rf"^\s*(?P<approx>~|≈)?(?P<a>{NUM})\s?[x×]\s(?:of\s)?(?:the\s)?baseline\s*$", re.IGNORECASE
)
#: emoji, stars, check marks and arrows that decorate a figure ("**4.98x** ⭐", "5.2 tok/s ✅")
_TRAILING_MARKS = re.compile(r"[\s\u200d\ufe0f\u2190-\u21ff\u2300-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff]+$")


def without_marks(cell: str) -> str:
    """The cell without the marks after its figure; what is left keeps its offsets."""
    return _TRAILING_MARKS.sub("", cell)


_FIRST_COUNT = re.compile(rf"(?<![\w.])(?P<n>{COUNT})(?![\d.])")
#: a header that opens with a count ("1", "**16**", "1K", "64 tokens"), as a level does; not a name
#: with digits inside it ("Llama-3-8B", "Phase 5C") nor a model's size ("7B")
_COUNT_LED = re.compile(rf"^[\W_]*(?P<n>{COUNT})(?![\w.])")
#: a column that names each row's unit ("metric | value | unit", a generated report's layout)
UNIT_HEADER = re.compile(r"^\s*units?\s*$", re.IGNORECASE)
#: a unit cell that is a duration: a latency, per token only where the headings say so
_DURATION_CELL = re.compile(r"^\s*(?:s|secs?|seconds?|ms|msecs?|milliseconds?)\s*$", re.IGNORECASE)

#: rows of a generated latency report that are no per-token time: the sum and the sample count
_NOT_PER_TOKEN_ROW = re.compile(r"^\s*(?:total|sum|count|n)\s*$", re.IGNORECASE)

#: llama.cpp's batched-bench layout, "| PP | TG | B | ... | S_TG t/s |": prompt, generated and
#: batch sizes. Read only together: alone, "PP" is as often pipeline parallelism
_BATCHED_BENCH = {"pp": "prompt", "tg": "output", "b": "concurrency"}

#: a header that counts each row's GPUs: "#GPUs", "num_gpus", "nrGPUs", "Number of GPUs", "GPU count",
#: "GPUs (count)", "Cards"; "#GPU", "#Device": with the count sign a singular header counts too ("| GPU |"
#: alone names a type)
_GPUS_HEADER = re.compile(
    r"^\s*(?:(?:#\s?|num[ _]?|nr[ _]?|n[ _]|number\s(?:of\s)?)?(?:gpus|gpu[ _]count|devices|cards)|#\s?(?:gpu|device))"
    r"\s*(?:\(.*\))?\s*$",
    re.IGNORECASE,
)
#: ... or the tensor-parallel degree, the GPUs one replica spans: "TP", "tp_size", "TP size", "Tensor
#: parallel", "Tensor parallelism", "tensor_parallel_size"
_TP_HEADER = re.compile(
    r"^\s*(?:tp|tp[ _]?size|tensor[ _-]parallel(?:ism)?(?:[ _]size)?)\s*(?:\(.*\))?\s*$", re.IGNORECASE
)
#: a bare "GPU" header, which names the card unless every cell under it is a count
_BARE_GPU_HEADER = re.compile(r"^\s*gpu\s*$", re.IGNORECASE)


def gpu_count_header(header: str) -> bool:
    """A header whose cells may count each row's GPUs: the "gpus" or "tp" role's, or a bare "GPU" (the
    caller reads only cells that are counts). One vocabulary for the setup a cell restates and for
    the GPU counts a comparison across rows weighs."""
    return _BARE_GPU_HEADER.match(header) is not None or (
        len(header) <= 60 and (_GPUS_HEADER.match(header) is not None or _TP_HEADER.match(header) is not None)
    )


# Roles a header or row label gives its cells: role -> (pattern, phrase template).
_ROLE_PATTERNS: tuple[tuple[str, re.Pattern[str], str], ...] = (
    (
        "concurrency",
        re.compile(
            # "#Concurrent", "# Concurrent": a count sign makes the bare adjective the load's count
            r"^\s*(?:max[ _])?(?:batch(?:[ _-]?size)?|bs|concurrency|conc(?:ur)?\.?|concurrent\s\w+|#\s?concurrent"
            r"|num[ _]?users|users|clients|streams|parallel(?:\srequests)?|num[ _]prompts)\s*(?:\(.*\))?\s*$",
            re.IGNORECASE,
        ),
        "batch size {n}",
    ),
    # both lengths in one column: "Input/output seq length | 1024/1024", "ISL/OSL | 2k/128"
    (
        "prompt_output",
        re.compile(
            r"^\s*(?:input|in|prompt|isl)\s?/\s?(?:output|out|osl)"
            r"(?:[ _-]?(?:len(?:gth)?s?|tokens?|seq(?:uence)?(?:[ _]len(?:gth)?s?)?))?\s*(?:\(.*\))?\s*$",
            re.IGNORECASE,
        ),
        "{a} input tokens, {b} output tokens",
    ),
    # "Input length", "Prompt tokens", "Prompt tok" (the header of a benchmark's own table)
    (
        "prompt",
        re.compile(
            r"^\s*(?:(?:input|prompt|isl|prefill)"
            r"(?:[ _-]?(?:len(?:gth)?|tok(?:en)?s?|size|seq(?:uence)?(?:[ _]len(?:gth)?)?))?"
            # "| Seqlen | New_tokens | TTFT(ms) | Tokens/s |": the sequence a run reads, beside what it generates
            r"|seq(?:uence)?[ _-]?len(?:gth)?)\s*(?:\(.*\))?\s*$",
            re.IGNORECASE,
        ),
        "{n} input tokens",
    ),
    (
        "output",
        re.compile(
            r"^\s*(?:(?:output|osl|decode|generation|generated|gen|completion)"
            r"(?:[ _-]?(?:len(?:gth)?|tok(?:en)?s?|size|seq(?:uence)?(?:[ _]len(?:gth)?)?))?|new[ _-]?tok(?:en)?s)"
            r"\s*(?:\(.*\))?\s*$",
            re.IGNORECASE,
        ),
        "{n} output tokens",
    ),
    ("gpus", _GPUS_HEADER, "{n} GPUs"),
    # the request rate a load generator offered ("| QPS | Mean TTFT (ms) |", "Request rate (req/s)",
    # "Client side QPS"):
    # each row's operating point, not a result (kept only where no concurrency column says the
    # rows' load, see model_table)
    (
        "rate",
        re.compile(
            # (a qualifier before a named rate says which load was offered: "Effective arrival rate",
            # "Original request rate")
            r"^\W*(?:(?:client[ _-]side\s)?(?:QPS|RPS)"
            r"|(?:(?:effective|original|nominal|configured|scaled)\s)?"
            r"(?:request|arrival|offered|target)[ _-]?(?:rate|load|QPS)"
            # λ, the arrival rate of a queueing model: "| λ (req/s) | GPUs |"
            r"|λ(?=\s*(?:\((?:req|requests?|queries|qps|rps)\b[^)]*\))?\s*$)"
            r"|req(?:uest)?[ _]?rate)"
            # the rate split over a deployment's parts: "QPS per InferenceService", "QPS/Replicas"
            # (not over its hardware: "QPS per GPU" normalises a measured rate, a result)
            r"(?:(?:\s?/\s?|\sper\s)(?!(?:GPU|card|node|device|chip|accelerator)s?\b)[A-Za-z]+)?"
            # a band of load a sizing guide plans for: "QPS Range", "Request rate tier"
            r"(?:\s(?:range|band|bucket|tier|level))?"
            r"\s*(?:\(.*\))?\W*$",
            re.IGNORECASE,
        ),
        "QPS {n}",
    ),
    ("tp", _TP_HEADER, "TP={n}"),
    # what each row's prompts are: "| Prompt Type | Tokens/sec |" over "| coding | 52.1 |", "Task
    # category", "Workload" (see restate_content: a cell naming no kind of content says nothing)
    (
        "content",
        re.compile(
            # (not "Use case": the use a model is recommended for, not what its speed was measured on)
            r"^\s*(?:(?:prompt|task|request|query|workload)[ _-]?(?:type|category|kind|class)|task|workload|category)"
            r"\s*(?:\(.*\))?\s*$",
            re.IGNORECASE,
        ),
        "content type: {n} prompts",
    ),
    # the hardware a key/value summary's row names: "| GPU | 1x L40S |", "| Hardware | 8x H100 SXM |"
    # (after "gpus": a plural "GPUs" or "Devices" counts; only as a row of a two-column table, see
    # model_table; see restate_hardware)
    (
        "hardware",
        re.compile(
            r"^\s*(?:gpu(?:[ _-](?:type|model|name))?|hardware|hw|device|accelerators?|card[ _-]type|instance[ _-]type)"
            r"\s*(?:\(.*\))?\s*$",
            re.IGNORECASE,
        ),
        "hardware: {n}",
    ),
    # the dataset each row's prompts came from: "| Dataset | ShareGPT |", "Data set", "Benchmark dataset"
    # (see restate_dataset: a cell that names no dataset says nothing)
    (
        "dataset",
        re.compile(
            r"^\s*(?:(?:benchmark|eval(?:uation)?|prompt|input|test)[ _-])?(?:data[ _-]?sets?)"
            r"\s*(?:\(.*\))?\s*$",
            re.IGNORECASE,
        ),
        "dataset: {n}",
    ),
    # "Spec Dec (B) | 1.5" / "Draft model | -": the row's speculation (see restate_spec)
    (
        "spec",
        re.compile(
            r"^\s*(?:spec(?:ulative)?[ _-]?(?:dec(?:od(?:e|ing))?|sampling)|speculation|draft(?:[ _-]model)?)"
            r"\s*(?:\(.*\))?\s*$",
            re.IGNORECASE,
        ),
        "speculative decoding with draft {n}",
    ),
)

#: a speculation cell saying none was used: "-", "none", "off", "✗"
_NO_SPEC_CELL = re.compile(r"^\s*(?:[-–—✗❌×]|none|no|off|disabled|n/?a)\s*$", re.IGNORECASE)


#: a load level written with its letter under a concurrency header: "| Conc. |" over "| c4 |",
#: "C=64", "bs8"
_LETTERED_LEVEL = re.compile(r"^\W*(?:c|conc|bs)\s?[=:]?\s?(?P<n>\d{1,5})\W*$", re.IGNORECASE)
#: a memory size written with a card ("A100 80GB", "H100 (80 GiB)")
_MEMORY_SIZE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s?(?:[GMT]i?B|G)\b")
#: a pair of lengths in one cell: "1024/1024", "2k / 128"
_LENGTH_PAIR = re.compile(r"^\s*\**(?P<a>\d[\d,]*(?:\.\d+)?[kK]?)\s?/\s?(?P<b>\d[\d,]*(?:\.\d+)?[kK]?)\**\s*$")
_ROLE_PHRASES = {role: (role, phrase) for role, _, phrase in _ROLE_PATTERNS}
_RATE_HEADER = next(pattern for role, pattern, _ in _ROLE_PATTERNS if role == "rate")


def role_of(header: str) -> tuple[str, str] | None:
    """The setup field a header names, and the phrase a cell under it becomes."""
    if len(header) <= 60 and _RATE_HEADER.match(header):
        return _ROLE_PHRASES["rate"]  # "Request rate (req/s)" carries a rate's unit and is still a setting
    if len(header) > 60 or SPEED_UNIT.search(header):
        return None
    for role, pattern, phrase in _ROLE_PATTERNS:
        if pattern.match(header):
            return role, phrase
    if (merged := _MERGE_SUFFIX.match(header)) is not None:
        # "nrGPUs_hf", "batch_size_vllm": a count column a data-frame merge suffixed with its side
        for role, pattern, phrase in _ROLE_PATTERNS:
            if role in _SUFFIXED_ROLES and pattern.match(merged.group(1)):
                return role, phrase
    return None


#: a column name a data-frame merge suffixed with the side it came from ("nrGPUs_hf", "gpus_x")
_MERGE_SUFFIX = re.compile(r"^\s*(\S+?)_[A-Za-z]{1,8}\s*$")
#: ... read so only for the counts a comparison weighs
_SUFFIXED_ROLES = frozenset({"gpus", "tp", "concurrency"})


def restate_role(role: tuple[str, str], cell: str) -> str | None:
    """A setup cell as a phrase: a count through its template, a speculation cell as on or off,
    a content cell as its content."""
    if role[0] == "spec":
        return restate_spec(cell)
    if role[0] == "prompt_output":
        pair = _LENGTH_PAIR.search(cell)
        return role[1].format(a=pair.group("a"), b=pair.group("b")) if pair else None
    if role[0] == "content":
        return restate_content(cell)
    if role[0] == "dataset":
        return restate_dataset(cell)
    if role[0] == "hardware":
        return restate_hardware(cell)
    if role[0] == "concurrency" and (level := _LETTERED_LEVEL.match(cell)):
        return role[1].format(n=level.group("n"))
    if role[0] == "gpus":
        # "A100 80GB" under "GPUs": the card's memory is no count of cards
        cell = _MEMORY_SIZE.sub(" ", cell)
    said = restate(role[1], cell)
    if said is None and role[0] == "prompt":
        # "| Prompt | Baseline | DFlash |" over "| Upstream math/reasoning | 100.49 | 161.64 |": a
        # prompt column that gives no length names the prompt
        return restate_content(cell)
    return said


#: a kind of content a prompt column names: "coding", "creative", "math/reasoning", "Minified JSON
#: array", "summarization"; "simple" or "long" names none
_CONTENT_KIND = re.compile(
    r"\b(?:code|coding|programming|creative|stor(?:y|ies)|essays?|poems?|poetry|math|reasoning|summari[sz]\w*"
    r"|summary|translat\w*|chat|conversations?|dialogues?|Q&A|QA|questions?|JSON|tool[- ]?call\w*|function[- ]call\w*"
    r"|RAG|retrieval|agent(?:ic)?|extraction|classification|writing|prose|SQL)\b",
    re.IGNORECASE,
)


def restate_content(cell: str) -> str | None:
    """'coding' under "Prompt Type" -> 'content type: coding prompts'; a cell naming no kind of
    content ('simple', '512', '-') says nothing."""
    text = cell.strip().strip("*`").strip()
    if not text or _CONTENT_KIND.search(text) is None:
        return None
    return f"content type: {text[:40]} prompts"


#: a dataset cell that names none: "-", "n/a", "none", a bare number
_NO_DATASET_CELL = re.compile(rf"^\s*(?:[-–—]|n/?a|none|unknown|\?|{NUM})?\s*$", re.IGNORECASE)


def restate_dataset(cell: str) -> str | None:
    """'ShareGPT' under "Dataset" -> 'dataset: ShareGPT', as prose names it; an empty, dashed or
    numeric cell says nothing."""
    text = cell.strip().strip("*`").strip()
    if _NO_DATASET_CELL.match(text):
        return None
    return f"dataset: {text[:40]}"


def restate_hardware(cell: str) -> str | None:
    """'1x L40S' under "GPU" -> 'hardware: 1x L40S', which the fact readers read as prose ("8x H100",
    "one RTX 4090"); an empty, dashed or numeric cell says nothing."""
    text = cell.strip().strip("*`").strip()
    if _NO_DATASET_CELL.match(text):
        return None
    return f"hardware: {text[:60]}"


def restate_spec(cell: str) -> str | None:
    """'-' under a speculative-decoding header -> 'no draft model'; '1.5' or 'Llama-3.2-1B' ->
    'speculative decoding with draft 1.5'. An empty cell says nothing."""
    text = cell.strip().strip("*`").strip()
    if not text:
        return None
    if _NO_SPEC_CELL.match(text):
        return "no draft model"
    return f"speculative decoding with draft {text[:40]}"


def restate(phrase: str, cell: str) -> str | None:
    """'2048' under an input-length header -> '2048 input tokens'. A cell that carries a speed
    unit ('13,918 t/s' under "Prompt") is a rate of that phase, not a length or a count."""
    if SPEED_UNIT.search(cell) or _LATENCY_UNIT_CELL.search(cell):
        return None
    match = _FIRST_COUNT.search(cell)
    if match is None or parse_number(match.group("n")) is None:
        return None
    return phrase.format(n=match.group("n"))


@dataclass(eq=False)
class TableModel:
    """What a table's header, labels and surroundings say about its cells."""

    headers: list[str]
    context: str
    """Caption, setup paragraphs, note below and section headings, joined."""
    context_unit: str | None
    latency_context: bool
    spec_sheet: bool
    power_table: bool = False
    """A header measures power or energy and none a speed: its gain columns are no speed-ups."""
    column_roles: dict[int, tuple[str, str]] = field(default_factory=dict)
    row_roles: dict[int, tuple[str, str]] = field(default_factory=dict)
    row_units: dict[int, str] = field(default_factory=dict)
    """Row -> speed unit named by its label ("Prefill token/s")."""
    row_latency: dict[int, str] = field(default_factory=dict)
    """Row -> per-token latency its label names ("ms/token (CUDA @ V100)", "TPOT (ms)")."""
    row_request_latency: set[int] = field(default_factory=set)
    """Rows whose label names a whole request's latency ("E2EL", "Mean E2E latency"): their
    millisecond or second cells are latency claims."""
    row_speedups: set[int] = field(default_factory=set)
    """Rows whose label names a speed-up ("Speedup | 1.00x | 1.41x"): their bare ratios are claims."""
    transposed_role: tuple[str, str] | None = None
    """Role of the first header when it labels the other headers ("Prompt | 1K | 2K")."""
    heading_speedup: bool = False
    """The table's own heading names a speed-up and its headers no unit: bare figures are ratios."""
    caption_speedup: bool = False
    """The caption right above names a speed-up and no header a unit or a speed-up: cells written
    as multiples ("2.8x") are speed-ups."""
    heading_other: bool = False
    """The table's own heading names another quantity (memory, size, accuracy) and no speed."""
    heading_delta: bool = False
    """The table's own heading says its figures are percentage changes ("Δ%", "Change (%)")."""
    caption_setup: bool = False
    """The sentence above the table says its cells are setup values ("Max throughput batch sizes used:")."""
    row_labels: list[str] = field(default_factory=list)
    """Each row's first cell."""
    row_phrases: dict[int, str] = field(default_factory=dict)
    """Row -> what its unit cell says, restated for the fact readers ("requests per second")."""
    table_phrases: list[str] = field(default_factory=list)
    """Setup the header states for every row of the table ("Prompt(500 tokens)" over measure rows)."""
    column_levels: dict[int, str] = field(default_factory=dict)
    """Column -> the load level its header names, where two headers or more name one ("| Engine |
    bs=1 | bs=8 |"): each column's figures were measured at its own level."""
    column_units: dict[int, str] = field(default_factory=dict)
    card_columns: set[int] = field(default_factory=set)
    """Columns headed by a bare "GPU" or "Card": a cell there may name the row's card by its
    model number alone ("3060")."""
    card_rows: set[int] = field(default_factory=set)
    """Rows labelled "GPU" or "Card" in a transposed table: each cell names its column's card."""
    llm_topic: bool | None = None
    """Caption, headings, headers or a row label name LLM inference ("Ollama", "Qwen", "tok/s"):
    decided the first time a request-latency column asks."""
    """Column -> speed unit one of its cells gives with its figure ("55.9 tok/s" over "81.5"):
    the column's bare figures are in that unit."""


#: a metric named as a program names it, its unit glued on as a suffix: "output_tok_s", "`tpot_p50_ms`"
_IDENTIFIER_METRIC = re.compile(r"^\s*`?[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+`?\s*$")
#: ... the rate suffix of such a name: "tok_s", "tokens_per_sec", "req_s"
_IDENTIFIER_RATE = re.compile(
    r"(?<![A-Za-z0-9])(tok|toks|tokens?|reqs?|requests?)_(?:per_)?(?:s|sec|second)(?![A-Za-z0-9])", re.IGNORECASE
)
#: ... and its duration suffix: "_ms", "_s"
_IDENTIFIER_DURATION = re.compile(r"_(ms|s)$", re.IGNORECASE)


#: the statistic a data-frame library glues onto a column's name when it flattens an aggregated
#: table ("throughput (tok/s)_mean", "tok/s_std", "tokens/s_median")
_FRAME_STATISTIC = re.compile(
    r"_(?=(?:mean|median|avg|average|std|stdev|stddev|var|min|max|sum|count|p\d{1,3})$)", re.IGNORECASE
)


def frame_header(header: str) -> str:
    """A flattened data-frame column name read as a header names it: 'throughput (tok/s)_std' ->
    'throughput (tok/s) std' (the unit and the statistic are then read as in any header). Only a
    name that ends in a unit before the statistic is one: 'draft_min' or 'max_tokens' is a setting's
    name and is returned as it is, as is any other header."""
    if "_" not in header or (glued := _FRAME_STATISTIC.search(header)) is None:
        return header
    base = header[: glued.start()]
    if not base.rstrip().endswith(")") and SPEED_UNIT.search(base) is None:
        return header
    return f"{base} {header[glued.end() :]}"


def identifier_as_words(label: str) -> str:
    """A metric named as a program names it, read as a header would name it: 'output_tok_s' ->
    'output tok/s', 'tpot_p50_ms' -> 'tpot p50 (ms)' (a results page generated from a JSON record
    lists its metrics so). Any other label is returned as it is."""
    if not _IDENTIFIER_METRIC.match(label):
        return label
    text = label.strip().strip("`")
    text = _IDENTIFIER_RATE.sub(lambda match: f"{match.group(1)}/s", text)
    text = _IDENTIFIER_DURATION.sub(lambda match: f" ({match.group(1)})", text)
    return text.replace("_", " ")


def model_table(
    headers: list[str], first_cells: list[str], context: str, heading: str = "", unit_cells: list[str] | None = None
) -> TableModel:
    """``unit_cells``: each row's cell under a "unit" column, when the table has one."""
    unit = SPEED_UNIT.search(context)
    unit_header = any(SPEED_UNIT.search(h) for h in headers)
    model = TableModel(
        headers=headers,
        context=context,
        context_unit=unit.group(0) if unit else None,
        latency_context=bool(COL_LATENCY_SPEED.search(context)),
        spec_sheet=bool(SPEC_SHEET.search(" ".join(headers))) and not unit_header,
        power_table=any(_POWER_HEADER.search(h) for h in headers) and not unit_header,
        heading_speedup=bool(_SPEEDUP_WORD.search(heading))
        and not _TRAINING_HEADING.search(heading)
        and not unit_header
        and not any(COL_SPEEDUP.search(h) for h in headers),
        heading_other=bool(_HEADING_OTHER_QUANTITY.search(heading))
        and not SPEED_UNIT.search(heading)
        and not COL_THROUGHPUT.search(heading)
        and not COL_LATENCY_SPEED.search(heading)
        and not _SPEEDUP_WORD.search(heading),
        heading_delta=bool(_HEADING_DELTA.search(heading) or _CAPTION_DELTA.search(context)) and not unit_header,
        row_labels=list(first_cells),
    )
    for index, header in enumerate(headers):
        role = role_of(header)
        if role is not None and role[0] != "hardware":  # (a "GPU" column is read with its row's text)
            model.column_roles[index] = role
    levels = {i: m.group("n") or m.group("m") for i, h in enumerate(headers) if i > 0 and (m := LEVEL_LABEL.match(h))}
    if len(levels) > 1:
        model.column_levels = levels
    rates = [index for index, role in model.column_roles.items() if role[0] == "rate"]
    if rates and any(role[0] == "concurrency" for role in model.column_roles.values()):
        for index in rates:  # "| Concurrency | QPS | TTFT |": the rate the server achieved, a result
            del model.column_roles[index]
    short = [header.strip().lower() for header in headers]
    if all(name in short for name in _BATCHED_BENCH):
        for index, name in enumerate(short):
            if name in _BATCHED_BENCH:
                model.column_roles[index] = _ROLE_PHRASES[_BATCHED_BENCH[name]]
    if headers and 0 in model.column_roles and len(headers) > 1 and any(_COUNT_LED.match(h) for h in headers[1:]):
        model.transposed_role = model.column_roles.pop(0)
    model.card_columns = {index for index, header in enumerate(headers) if _CARD_HEADER.match(header)}
    model.card_rows = {row for row, label in enumerate(first_cells) if _CARD_HEADER.match(label)}
    for row, label in enumerate(first_cells):
        words = identifier_as_words(label)
        if (role := role_of(label)) is not None and (role[0] != "hardware" or len(headers) == 2):
            # (the hardware a run summary's "| GPU | 1x L40S |" row names; in a wider table a row
            # labelled "GPU" is one of its results, "| GPU | Nvidia T4 | 25.86 |")
            model.row_roles[row] = role
        elif (speed := SPEED_UNIT.search(words)) is not None:
            model.row_units[row] = speed.group(0)
        elif len(words) <= 60 and COL_LATENCY_SPEED.search(words):
            model.row_latency[row] = label.strip()
        elif _REQUEST_LATENCY_LABEL.match(words):
            model.row_request_latency.add(row)
        elif len(label) <= 40 and names_speedup(label):
            model.row_speedups.add(row)
    if (
        len(headers) > 1
        and 0 not in model.column_roles
        and COL_LATENCY_SPEED.search(headers[0])
        and all(_FIRST_COUNT.fullmatch(h.strip()) for h in headers[1:])
    ):
        # "| TPOT p50, ms | 1 | 8 | 16 | 32 |": the corner names the measure of every row, the
        # other headers the points it was taken at
        for row in range(len(first_cells)):
            model.row_latency.setdefault(row, headers[0].strip())
    elif (
        len(headers) > 1
        and 0 not in model.column_roles
        and (corner_unit := SPEED_UNIT.search(headers[0])) is not None
        and all(_FIRST_COUNT.fullmatch(h.strip()) for h in headers[1:])
    ):
        # "| Decode (tok/s) | 1 | 8 | 16 |": likewise a speed unit in the corner is every row's
        for row in range(len(first_cells)):
            if row not in model.row_roles and row not in model.row_latency:
                model.row_units.setdefault(row, corner_unit.group(0))
    if (
        len(headers) > 2
        and 0 not in model.column_roles
        and model.transposed_role is None
        and not model.column_levels
        and all(_FIRST_COUNT.fullmatch(h.strip()) for h in headers[1:])
        and _LEVELS_BY_LOAD.search(context)
    ):
        # "TPOT by concurrency:" over "| TPOT p50, ms | 1 | 8 | 16 |": the caption or heading says
        # what the bare header numbers count, so each column was measured at its own load level
        model.column_levels = {index: header.strip() for index, header in enumerate(headers) if index}
    for row, unit_cell in enumerate(unit_cells or []):
        # "throughput | 43.09 | tokens/s": the row's own unit cell says what its figure is;
        # "mean | 0.0234 | s" is a per-token latency only under a heading that says per token
        if row in model.row_roles or row in model.row_units or row in model.row_latency:
            continue
        if (speed := SPEED_UNIT.search(unit_cell)) is not None:
            model.row_units[row] = speed.group(0)
        elif _SAMPLES_CELL.match(unit_cell) and _LLM_PHASE.search(context):
            # "throughput | 30.82 | samples/s" under "# prefill:": a sample is one request's prompt,
            # so the row is a request rate (restated for the fact readers as one)
            model.row_units[row] = "samples/s"
            model.row_phrases[row] = "requests per second (samples/s)"
        elif (
            model.latency_context
            and _DURATION_CELL.match(unit_cell)
            and row < len(first_cells)
            # "stdev | 0.0020 | s" is a spread and "total | 80.9 | s" the sum over all tokens
            and not COL_SPREAD.search(first_cells[row])
            and not _NOT_PER_TOKEN_ROW.match(first_cells[row])
        ):
            model.row_latency[row] = f"per-token {first_cells[row].strip()} ({unit_cell.strip()})"
    return model


#: a caption or heading saying a table's figures run over load levels: "TPOT by concurrency",
#: "Throughput across batch sizes", "Latency vs. concurrent users", "at different batch sizes"
_LEVELS_BY_LOAD = re.compile(
    r"\b(?:by|per|vs\.?|versus|across|over|at\s(?:each|different|several|various|varying))\s(?:the\s)?"
    r"(?:concurrency|concurrent\s(?:users|requests|clients)|batch(?:\s?sizes?)?|number\sof\s(?:users|clients))"
    r"(?:\slevels?)?\b",
    re.IGNORECASE,
)
#: a caption whose subject is a setting ("Max throughput batch sizes used by the engine:", "Batch
#: sizes chosen per GPU:"): the cells are those settings; "Throughput at batch sizes 1-64:" names
#: the speed measured at them (a preposition before the setting)
_SETUP_CAPTION = re.compile(
    r"^\W*(?:(?!(?:at|with|for|under|across|over|by|and|vs|on|in|of|per|from)\b)[\w-]+\s){0,3}?"
    # plural, with no figure after it: "Batch size 8, one A100:" states the setup of a speed table
    r"(?:batch\s?sizes|concurrencies|concurrency\slevels)\b(?!\s*(?:[=:(]|of|from|is|was|were|are)?\s*\d)",
    re.IGNORECASE,
)


def other_quantity_header(label: str) -> bool:
    """A header or row label naming a quantity other than speed ("Memory", "Accuracy", "Acceptance rate")."""
    return OTHER_QUANTITY_ROW.search(label) is not None or _HEADING_OTHER_QUANTITY.search(label) is not None


def caption_speedup(caption: str, headers: list[str]) -> bool:
    """The caption names a speed-up ("Speedup over autoregressive decoding at batch size 1:") and
    the headers name none themselves, no speed unit and no other quantity: the table's multiples
    are that speed-up, whatever its columns are named by (tasks, datasets, models)."""
    return (
        _SPEEDUP_WORD.search(caption) is not None
        and not _TRAINING_HEADING.search(caption)
        and not any(SPEED_UNIT.search(h) or COL_SPEEDUP.search(h) or _POWER_HEADER.search(h) for h in headers)
    )


def lists_setup(caption: str) -> bool:
    """The caption's subject is a setting, not a speed: its table holds the setting's values."""
    caption = caption.strip()
    return (
        len(caption) <= 100
        and caption.endswith(":")
        and _SETUP_CAPTION.match(caption) is not None
        and SPEED_UNIT.search(caption) is None
    )


#: llama-bench's "test" column, and a test it names there: "pp512", "tg128", "pp512+tg128", and the
#: depth it ran at, "pp512 @ d4096" or "tg32@d8192"
_TEST_HEADER = re.compile(r"^\W*tests?\W*$", re.IGNORECASE)
_LLAMA_BENCH_TEST = re.compile(r"^\W*(?:pp|tg)\d+(?:\s?\+\s?tg\d+)?(?:\s?@\s?d\d+)?\W*$", re.IGNORECASE)


def llama_bench_test_column(headers: list[str], column_cells: list[list[str]]) -> int | None:
    """The position of a "test" column whose cells name llama-bench tests (pp512, tg128 @ d4096),
    if every row's cell there does: llama-bench reports each test in tokens per second, so a table
    that lists its tests and writes no unit ("| test | HIP | WMMA | Δ% |") holds t/s rates in the
    columns after it."""
    for index, header in enumerate(headers):
        if not _TEST_HEADER.match(header):
            continue
        cells = [row[index] for row in column_cells if index < len(row)]
        if len(cells) >= 2 and all(_LLAMA_BENCH_TEST.match(cell) for cell in cells):
            return index
    return None


def unit_column(headers: list[str]) -> int | None:
    """The position of a header that names each row's unit ("unit"), if any."""
    return next((i for i, h in enumerate(headers) if i > 0 and UNIT_HEADER.match(h)), None)


def _grouped_cell(rows: list[list[str]], row: int, index: int) -> str:
    """A cell, or for a blank one whose cells to the left are blank too (a grouped table written
    "| Qwen2-VL-2B | 6144 | BF16 | ... |" then "|  |  | GPTQ-Int8 | ... |") the cell its group
    opened with above: the rows of a group share the setup the group's first row states. A row
    whose label is blank continues its group whatever it fills in between ("| 48*1 | 1 | 128 | 128 |"
    then "|  | 2 | 128 |  |"): its blank cells keep the values above, up to the group's first row."""
    cell = rows[row][index]
    if cell:
        return cell
    in_group = index > 0 and not rows[row][0]
    if any(rows[row][:index]) and not in_group:
        return cell
    for above in range(row - 1, -1, -1):
        if index < len(rows[above]) and rows[above][index]:
            return rows[above][index]
        if rows[above][0] if in_group else any(rows[above][:index]):
            return ""  # a row that opens another group with this column blank
    return ""


def header_load_levels(model: TableModel) -> set[str]:
    """The load levels a table turned on its side names in its header ("| Concurrency | 1 | 4 | 16 |",
    "| Batch | 1 | 8 | 32 |", "| QPS | 1 | 10 |": its first header says what the others count), or
    its columns name one by one ("| Engine | bs=1 | bs=8 |"): each row holds one figure per level."""
    role = model.transposed_role
    if model.column_levels:  # "| Engine | bs=1 | bs=8 | bs=32 |": each header names its own level
        return set(model.column_levels.values())
    if role is None or role[0] not in ("concurrency", "rate"):
        return set()
    return {said for header in model.headers[1:] if (said := restate_role(role, header)) is not None}


#: a run named as a results script names it: "llama8b_c16_in1024_out128", "bs8-isl2048-osl256"
_RUN_LABEL = re.compile(r"^\s*`?[\w.]+(?:[_-][\w.]+)+`?\s*$")
_RUN_SEPARATOR = re.compile(r"[_-]")
#: ... and the segments of it that name a field with its value
_RUN_SEGMENT = re.compile(
    r"^(?:(?P<conc>c|conc|concurrency|bsz?|batch)|(?P<prompt>in|isl|input|prompt)|(?P<output>out|osl|output|gen)"
    r"|(?P<tp>tp))(?P<n>\d{1,6}[kK]?)$",
    re.IGNORECASE,
)
_RUN_PHRASES = {"conc": "batch size {n}", "prompt": "{n} input tokens", "output": "{n} output tokens", "tp": "TP={n}"}


def run_label_key(label: str) -> tuple[str, str] | None:
    """A run label less its load level, and the level ("bs8_isl2048_osl256" -> ("#_isl2048_osl256",
    "8")): rows whose labels share the rest are one sweep."""
    level = run_label_fields(label).get("conc")
    if level is None:
        return None
    segments = _RUN_SEPARATOR.split(label.strip().strip("`"))
    rest = ["#" if (m := _RUN_SEGMENT.match(seg)) is not None and m.group("conc") else seg for seg in segments]
    return "_".join(rest), level


def run_label_fields(label: str) -> dict[str, str]:
    """The fields a run label encodes, field -> value ("llama8b_c16_in1024_out128" -> conc 16, prompt
    1024, output 128); two segments at least, so a lone "c4" (the C4 dataset) reads nothing."""
    if ("_" not in label and "-" not in label) or _RUN_LABEL.match(label) is None:
        return {}
    fields: dict[str, str] = {}
    for segment in _RUN_SEPARATOR.split(label.strip().strip("`")):
        if (found := _RUN_SEGMENT.match(segment)) is not None:
            name = next(key for key in _RUN_PHRASES if found.group(key))
            fields.setdefault(name, found.group("n"))
    return fields if len(fields) > 1 else {}


#: a setup header that gives its value in brackets: "Prompt (500 tokens)", "Batch (16)"
_HEADER_VALUE = re.compile(rf"\(\s*(?P<n>{COUNT})\s*(?:tokens?|toks?)?\s*\)", re.IGNORECASE)


def header_setting(role: tuple[str, str], header: str) -> str | None:
    """The setting a setup header states itself, in brackets ("Prompt(500 tokens)" -> "500 input tokens")."""
    own = _HEADER_VALUE.search(header)
    return restate_role(role, own.group("n")) if own is not None else None


#: a header or row label that names each row's card, not a count: "| GPU |", "| Card |", "| GPU model |"
_CARD_HEADER = re.compile(r"^\W*(?:GPU|card|graphics\scard|GPU\s(?:model|type|name))\W*$", re.IGNORECASE)
#: a GeForce card written by its model number alone: every 20x0-50x0 number is an RTX card
_BARE_CARD_NUMBER = re.compile(r"^\W*(?:GeForce\s)?(?P<n>[2-5]0[6-9]0(?:\s?Ti|\s?Super)?)\W*$", re.IGNORECASE)


def card_phrase(cell: str) -> str | None:
    """'3060' under a "GPU" header -> 'RTX 3060'; a cell that is no bare card number says nothing
    here (a named card, "RTX 4090", is read where it stands)."""
    match = _BARE_CARD_NUMBER.match(cell)
    return f"RTX {match.group('n')}" if match else None


def setup_phrases(model: TableModel, rows: list[list[str]], row: int, column: int) -> list[str]:
    """The setup the table states for cell (row, column), as plain phrases."""
    phrases: list[str] = []
    cells = rows[row]
    for index in model.card_columns:
        if index < len(cells) and (card := card_phrase(cells[index])):
            phrases.append(card)
    for other in model.card_rows:
        if column < len(rows[other]) and (card := card_phrase(rows[other][column])):
            phrases.append(card)
    for index, role in model.column_roles.items():
        if index >= len(cells):
            continue
        said = restate_role(role, _grouped_cell(rows, row, index))
        if said is None and index < len(model.headers):
            # "| Prompt (500 tokens) | engine-a |" over "| TTFT (ms) | 310 |": the header states the
            # setting for every row, whose cell there names a measure
            said = header_setting(role, model.headers[index])
        if said:
            phrases.append(said)
    phrases.extend(model.table_phrases)
    if column in model.column_levels:
        phrases.append(f"batch size {model.column_levels[column]}")
    transposed = model.transposed_role
    if transposed and column < len(model.headers) and (said := restate_role(transposed, model.headers[column])):
        phrases.append(said)
    for other, role in model.row_roles.items():
        if other != row and column < len(rows[other]) and (said := restate_role(role, rows[other][column])):
            phrases.append(said)
    if row in model.row_phrases:
        phrases.append(model.row_phrases[row])
    if cells and (run := run_label_fields(cells[0])):
        # "| llama8b_c16_in1024_out128 | 388.1 |": the run's name states its setup
        phrases.extend(_RUN_PHRASES[name].format(n=value) for name, value in run.items())
    return phrases


_PARENTHESES = re.compile(r"\([^)]{0,60}\)")
_NOT_NAME = re.compile(r"[^a-z0-9]+")


def _column_names(headers: list[str]) -> set[str]:
    """'MLC LLM (tok/sec)' and 'MLC-LLM' -> 'mlcllm': a column's name without its unit."""
    names = {_NOT_NAME.sub("", _PARENTHESES.sub("", h.lower())) for h in headers[1:]}
    return {name for name in names if len(name) > 2}


def has_unit(model: TableModel) -> bool:
    return bool(
        model.context_unit or model.row_units or model.row_latency or any(SPEED_UNIT.search(h) for h in model.headers)
    )


def inherit_unit(model: TableModel, earlier: list[TableModel]) -> TableModel:
    """A table that repeats an earlier table's columns without its units ("Multiple GPUs,
    4-bit" after "Single GPU, 4-bit" with "MLC LLM (tok/sec)") measures the same thing."""
    if has_unit(model) or model.spec_sheet or model.heading_other or model.heading_delta or model.caption_setup:
        return model  # a "Memory (RSS in MB)" table after a tok/s table with the same engines
    names = _column_names(model.headers)
    for other in reversed(earlier):
        unit = other.context_unit or next((m.group(0) for h in other.headers if (m := SPEED_UNIT.search(h))), None)
        if unit and len(names & _column_names(other.headers)) >= 2:
            model.context_unit = unit
            return model
    for other in reversed(earlier):
        if _rows_repeat_measures(model, other):
            break
    return model


#: a row label written as a program names a setting ("benchmark_decode_tokens", "max_num_seqs")
_IDENTIFIER_LABEL = re.compile(r"^\s*`?[a-z][a-z0-9]*(?:_[a-z0-9]+)+`?\s*$")


def _rows_repeat_measures(model: TableModel, other: TableModel) -> bool:
    """A table whose row labels name the measures an earlier table's headers gave a unit
    ("F16 prefill | 108.49 | 202.80" after "prefill tok/s | decode tok/s") repeats them
    transposed: each such row takes that unit. Two rows at least, so one shared word is no match."""
    measures: dict[str, str] = {}
    for header in other.headers:
        if (unit := SPEED_UNIT.search(header)) is not None:
            name = _PARENTHESES.sub("", header[: unit.start()] + header[unit.end() :]).strip(" ()[]-_:").lower()
            if len(name) > 2 and name.isalpha():
                measures[name] = unit.group(0)
    found: dict[int, str] = {}
    for row, label in enumerate(model.row_labels):
        if _IDENTIFIER_LABEL.match(label):
            continue  # "benchmark_prefill_tokens": a flag's name in a reference table, not a measure
        words = set(_NOT_NAME.split(label.lower()))
        hits = [unit for name, unit in measures.items() if name in words]
        if len(hits) == 1:
            found[row] = hits[0]
    if len(found) < 2:
        return False
    model.row_units.update(found)
    return True
