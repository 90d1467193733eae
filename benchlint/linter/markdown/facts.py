"""Read operating-point facts from one piece of text (a sentence, paragraph, table row...).

Each reader recognises the ways people write a field: concurrency ("8 concurrent
requests", "batch size 64", "bs=1", "single-stream"), stop rule ("ignore_eos", "fixed 512
output tokens"), prompt length ("ISL/OSL 2048/128", "352-token prompt"), content
("ShareGPT", "random token ids"), speculative decoding ("EAGLE-3", "no draft model"),
GPUs ("8xH100", "one L4", "TP=2 on two A100s") and aggregation ("per user", "total
output tokens / wall"). A field is *stated* when the text gives it, *partial* when it
only hints (a QPS without concurrency, a max_tokens cap, a GPU type without a count).

Results are cached per text, because one setup sentence serves every claim under it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import compress
from typing import NamedTuple

from benchlint.linter.markdown.gates import Gated, gated, lowered_contains
from benchlint.linter.markdown.numbers import COUNT, WORD_NUMBERS, parse_number

_N = r"(?:\d{1,3}(?:,\d{3})+|\d+)"
#: a list of levels ("1, 8 and 32", "1 → 64"); a count of GPUs or nodes after a comma is not one of them
# a listed number followed by a unit belongs to another field: "batch size 16, 512 input tokens",
# "max_concurrency=128, 384 prompts" (the number of prompts sent, not a second level)
_LIST = (
    rf"{_N}(?:\s?(?:,|and|or|to|up\sto|->|→|-|–)\s?{_N}(?!\d|\s?(?:GPUs?|nodes?|cards?|servers?|[x×]\s?[A-Z]|[x×]\b"
    r"|(?:input|output|prompts?|generated|new|decode|completion|out)\b|in\s?/|[- ]?tok(?:en)?s?\b|ms\b|s\b"
    r"|sec|seconds?\b|%|[GMK]i?B\b|[kK]\b))){0,12}"
)
#: what joins a field to its levels; "concurrency was swept from 64 up to 5120" names a range
_SEP = (
    r"\s?(?:of\s(?:\w+\s)?(?:is\s|was\s|were\s)|of\s|=\s?|:\s?|levels?\s(?:of\s)?"
    r"|(?:is\s|was\s|were\s)?(?:swept|varied|ranged|ranging|scaled|increased)\s(?:from\s)?|is\s|was\s"
    # Chinese "is" / "set to" between the name and its value: "batch size 为1", "batch size 设置为 8"
    r"|(?:设置?为|为|是)\s?)?\s?"
)


@dataclass(eq=False)
class Reading:
    state: str
    """"stated" or "partial"."""
    phrase: str


@dataclass(eq=False)
class TextFacts:
    fields: dict[str, Reading] = field(default_factory=dict)
    concurrency: set[int] = field(default_factory=set)
    prompt_tokens: list[float] = field(default_factory=list)
    output_tokens: list[float] = field(default_factory=list)
    """Fixed output lengths (not caps)."""
    gpu_counts: set[int] = field(default_factory=set)
    gpu_types: list[str] = field(default_factory=list)
    multi_device: bool = False
    single_device: bool = False
    input_plus_output: str | None = None
    """The phrase saying prompt tokens are counted in the speed."""
    prompt_row: bool = False
    """A row or line labelled as prompt processing (pp512, "prompt (16 toks)")."""
    sweep: str | None = None
    baseline: str | None = None
    same_settings: str | None = None
    compares: bool = False
    spec_on: bool | None = None

    def note(self, name: str, state: str, phrase: str) -> None:
        current = self.fields.get(name)
        if current is None or (current.state == "partial" and state == "stated"):
            self.fields[name] = Reading(state, phrase.strip())


def _c(pattern: str, flags: int = re.IGNORECASE) -> Gated:
    return gated(pattern, pattern, flags=flags)


def _w(pattern: str, flags: int = re.IGNORECASE) -> Gated:
    """A pattern whose every alternative starts a word: skipping mid-word positions up
    front is the same match, found 1.5-2x faster."""
    return gated(rf"(?<![a-zA-Z])(?:{pattern})", pattern, ("(?<![a-zA-Z])", ""), flags)


# --- concurrency -----------------------------------------------------------------------
_CONC_STATED = [
    # "batch size 16", "batch-size: 8", "batch_size=1" (a script's argument name)
    _c(rf"\bbatch(?:[ _-]?size)?s?{_SEP}(?P<list>{_LIST})\b"),
    _c(rf"\b(?:max(?:imum)?[ _-])?concurrenc(?:y|ies){_SEP}(?P<list>{_LIST})\b"),
    # levels written with slashes: "concurrency 1/8/32", "concurrency levels: 1 / 4 / 16"
    _c(
        r"\bconcurrenc(?:y|ies)(?:\slevels?)?\s?(?:of\s|=\s?|:\s?)?"
        rf"(?P<list>{_N}(?:\s?/\s?{_N}){{1,12}})\b(?![.,]\d|\s?(?:ms|s|%|tok))"
    ),
    _c(rf"\bbs\s?=\s?(?P<list>{_N})\b"),
    # "fp16 bsz1 decoding", "bsz=320": batch size abbreviated, the number often glued on
    _c(rf"\bbsz\s?(?:=\s?)?(?P<list>{_N})\b"),
    # "N=8" names parallel sequences, but "N=50 tokens" and "N=30 and K=4" (speculative
    # sampling's sequence and draft lengths) name a length
    gated(re.compile(rf"\bN\s?=\s?(?P<list>{_N})\b(?!\s?(?:tokens?\b|(?:,|and)\s?K\s?=))(?<!K=\d\sand\sN=\d)")),
    _c(
        rf"(?<![\w.])~?(?P<list>{_LIST})\s(?:concurrent|parallel|simultaneous|in-flight)\s"
        r"(?:requests?|clients?|users?|streams?|sequences?|sessions?|connections?|prompts?)\b"
    ),
    # "64 users", and the levels of a range or list: "from 1 to 64 users", "at 1, 8 and 32 clients"
    _c(rf"(?<![\w.])~?(?P<list>{_LIST})\s(?:users|clients|streams)\b"),
    # "410 tok/s at 1 user": one user in the singular
    _c(r"(?<![\w.,])(?P<list>1)\s(?:user|client|stream)\b(?!-)"),
    # a load generator's workers: "1200 concurrent threads", "64 concurrent VUs" ("16 parallel threads"
    # are a CPU's, so only "concurrent" says load)
    _c(rf"(?<![\w.])~?(?P<list>{_N})\sconcurrent\s(?:threads|VUs|virtual\susers)\b"),
    _c(
        rf"(?<![\w.])(?P<list>{_N}|one)\s(?:sequences?|requests?|streams?)\s(?:at|in\sparallel|concurrently|in\sflight)\b"
    ),
    _c(r"\b(?:concurrency|batch)\s?(?:of\s)?(?P<list>one|two|four|eight|sixteen)\b"),
    # "at 64 concurrency": the level before the word
    _c(rf"(?<![\w.])(?P<list>{_N})\sconcurrency\b"),
    # "1.55x (c=1)", "C=64": concurrency as benchmark plots label it (not "c=0.5", not "c=3 ms")
    gated(re.compile(rf"(?<![\w.])[cC]\s?=\s?(?P<list>{_N})\b(?![.,]\d|\s?(?:ms|s|%|tokens?)\b)")),
    # "(ISL=128, OSL=128, Con=1)", "conc=32", "Concur: 8": concurrency abbreviated beside its value
    _c(rf"(?<![\w.])(?:conc(?:ur)?\.?\s?[=:]|con\s?=)\s?(?P<list>{_N})\b(?![.,]\d|\s?(?:ms|s|%|tokens?)\b)"),
    # "- c30: Stable ~50K tok/s", "- c30 likely 2x higher": a list item or line led by the load
    # level as sweep plots abbreviate it, lower-case and glued; "C4: 7.2 ppl" is a data set, and a
    # "c8" inside running text is no label
    gated(re.compile(rf"(?m)^[ \t]*(?:[-*+][ \t]+)?(?:\*\*)?c(?P<list>{_N})(?:\*\*)?:?(?=\s)")),
    # "1024/1024/c16" (prompt / output / concurrency, as sweep reports label a load point), "at c64",
    # "@ c32": the level glued to a lower-case c after its lengths or a preposition ("at C4" is a data set)
    gated(re.compile(rf"(?<![\w.])(?:{COUNT})\s?/\s?(?:{COUNT})\s?/\s?c(?P<list>{_N})\b(?![.,]\d)")),
    gated(re.compile(rf"(?<![\w-])(?:at|@)\s?c(?P<list>{_N})\b(?![.,]\d|\s?(?:ms|s|%|tokens?)\b)")),
    # the count in brackets after the load it counts: "concurrent inference (20 requests)", "a parallel
    # test (8 users)"; a bracket that says more ("(1000 requests total)") is
    # a run's size, not its load
    _c(
        r"\b(?:concurrent|parallel|simultaneous)(?:\s[\w-]+){0,2}?\s?[(（]\s?"
        rf"(?P<list>{_N})\s(?:requests?|users?|clients?|streams?|sessions?|sequences?)\s?[)）]"
    ),
    # "concurrent users: 32", "Parallel requests = 8", "Parallel requests (16)" ("tensor parallel (8)" is
    # no load)
    _c(
        r"\b(?:concurrent|parallel|simultaneous)\s(?:requests|users|clients|streams|sessions|sequences)\s?"
        rf"(?:[:=]|[(（])\s?(?P<list>{_N})\b(?![.,]\d|\s?(?:ms|s|%|tok))"
    ),
    # llama-server's parallel slots, as its command line sets them: "with `-np 1`", "--parallel 4"
    _c(rf"(?<![\w-])(?:-np|--parallel|--n-parallel)(?:\s?=\s?|\s)(?P<list>{_N})\b(?![.,]\d)"),
]
_SINGLE_STREAM = _w(
    r"\bsingle[- ](?:stream|request|sequence|client|user|batch)\b|\bone\s(?:request|sequence|stream)\b"
    # "with 1 user", "at one client": one user as the load ("one user reported 40 tok/s" is a person)
    r"|(?<![\w.,])1\s(?:user|client)\b(?!s)|\b(?:with|for|at|by|serving)\s(?:only\s|just\s)?one\s(?:user|client)\b"
    # "Sequential Single Requests", "sequential requests": each waits for the one before it
    r"|\bsequential\s(?:single[- ])?requests\b|\bsingle\srequests\b"
    r"|\bbatch[- ]1\b|\bunbatched\b|\bconcurrency[- ]one\b|\bbs\s?=\s?1\b|\bbsz\s?=?\s?1\b|\bone\sat\sa\stime\b"
)
#: "single-request and batch kernels", "batching and single request": a pair of serving modes
#: named side by side states neither as the figure's concurrency
_PAIRED_AFTER = re.compile(r"(?:[\w/-]+\s){0,2}?(?:and|or|&|vs\.?|versus)\s(?:the\s)?(?:batch|multi)", re.IGNORECASE)
_PAIRED_BEFORE = re.compile(r"\b(?:batch\w*|multi[\w-]*)\s(?:and|or|&|vs\.?|versus)\s(?:the\s)?$", re.IGNORECASE)
#: "every single user query", "each single request": "single" stresses "every", it sets no concurrency
_EMPHASIS_BEFORE = re.compile(r"\b(?:every|each)\s$", re.IGNORECASE)
_CONC_PARTIAL = _w(
    r"\b(?:QPS|request[- ]rate|RPS)\s?(?:of\s|=\s?|:\s?)?\d(?:[\d,]*\.?\d)*|\bmax[_ -]num[_ -]seqs\b|--max-num-seqs"
    r"|\bmax(?:imum)?[ _-]batch(?:[ _-]size)?\b|\bparallel\sslots\b|\bdefault\s(?:batch|concurrency)\b"
)
_SWEEP = _w(
    r"\bsweeps?\b|\bswept\b|\bcurves?\b|\bPareto\b"
    # "depending on concurrency", "depending on the variant and batch size": a figure that changes
    # with the load was measured at several load levels; "five seeds per concurrency"
    r"|\bdepending\son\s(?:[^.;:\n]{0,30}?\s)?(?:concurrency|batch\ssizes?|load)\b|\bper\sconcurrency\b"
    # "Averaged over batch sizes, HPC-Ops is 1.59x faster": a mean of the figures at several levels
    r"|\baverag(?:ed|ing)\s(?:over|across)\s(?:all\s)?(?:the\s)?(?:batch\ssizes|concurrenc(?:y|ies)(?:\slevels)?)\b"
    # "across model sizes, sequence lengths, and batch shapes": the load levels may end a list
    r"|\bacross\s(?:[^.;\n]|\.(?=\S)){0,80}?\b(?:batch\s(?:sizes|shapes)|concurrenc(?:y|ies)|load\slevels|request\srates)\b"
    r"|\bat\s(?:each|every)\s(?:concurrency|batch\ssize)\b"
    # "under different numbers of concurrent requests", "at varying batch sizes"
    r"|\b(?:under|at|with|for|across)\s(?:different|varying|various|increasing)\s(?:numbers?\sof\s)?"
    r"(?:concurrent\s(?:requests|users|clients)|concurrenc(?:y|ies)(?:\slevels)?|batch\ssizes|request\srates)\b"
)

# --- stop rule --------------------------------------------------------------------------
#: "generates 2.3k tokens per second" states a rate, not how many tokens a request generates
_NOT_A_RATE = r"(?!\s?(?:/\s?s(?:ec)?\b|per\s(?:second|sec|s)\b|(?:a|each|every)\ssecond\b))"
#: a length said to be set or fixed to its value: "output token length set to 128", "fixed at 256"
_SET_TO = r"(?:\s(?:is\s|was\s|were\s)?(?:set|fixed)\s(?:to|at))?"
#: a mean length written approximately: "mean ISL≈1450 tok", "OSL ~480", "ISL=~2k"
_ABOUT = r"(?:[~≈]\s?)?"
#: a rate unit right after a parenthesised count: "Prompt (2048) tok/sec", "Generation (128) t/s"
_RATE_AFTER = r"(?:tok(?:en)?s?\s?/\s?s|tokens?\sper\ssec|t/s(?![\w/])|TPS\b)"
_STOP_STATED = [
    _c(
        r"\bignore[_ -]eos\b|\bignor(?:e|es|ed|ing)\s(?:the\s)?EOS\b|\bEOS\s(?:ignored|disabled|suppressed)\b"
        r"|\bmin[_ -]tokens\b|\bfixed[- ](?:output[- ])?length\b|\bnatural\sstop"
        r"|\bstop(?:s|ped|ping)?\sat\s(?:the\s)?EOS\b"
        r"|\buntil\sEOS\b|\bexactly\s\w+\s(?:new\s|output\s|generated\s)?tokens\b"
    ),
]
_OUTPUT_COUNT = [
    _c(rf"(?<![\w.])(?P<n>{COUNT})\s(?:output|generated|gen|new|completion|response|decoded?)\stokens?\b{_NOT_A_RATE}"),
    # the participle after the noun: "a prompt of 1024 tokens and 128 tokens generated", "512 tokens
    # produced per request"; a total over the run ("65,536 tokens generated in total") is no length
    _c(
        rf"(?<![\w.])(?<!total\s)(?<!total\sof\s)(?P<n>{COUNT})\s(?:new\s|output\s)?tokens?\s(?:were\s)?"
        rf"(?:generated|produced|decoded)\b{_NOT_A_RATE}(?!\s(?:in\s)?total\b)"
    ),
    # "(~128-384 prompt, 128-256 gen)": lengths in brackets, the noun "tokens" left out
    _c(rf"(?<![\w.])~?(?:{COUNT}\s?[-–]\s?)?(?P<n>{COUNT})\s(?:gen|output)(?=\s?[,;)])"),
    _c(
        rf"\b(?:output|generation|generated|response|completion)\s(?:length\s)?(?:of\s|at\s|=\s?|:\s?)?(?P<n>{COUNT})\s?(?:tokens?|toks?)\b"
    ),
    # a tool's report line "Generation: 256 tokens, 7.9 tokens-per-sec" (MLX-LM): the label and its colon
    _c(rf"\b(?:output|generation|completion)\s?:\s?(?P<n>{COUNT})\s(?:tokens?|toks?)\b{_NOT_A_RATE}"),
    # "Generation (128 toks)", and a column header's "Generation (128) tok/sec": the count in
    # parentheses before the rate
    _c(rf"\b(?:output|generation|decode)\s?\(\s?(?P<n>{COUNT})\s?(?:toks?\b|\)\s?{_RATE_AFTER})"),
    # "ISL/OSL 2k/256" pairs the lengths: its OSL is the second number, read by the prompt pattern
    _c(rf"\bOSL\s?(?:of\s|=\s?|:\s?)?{_ABOUT}(?P<n>{COUNT})\b(?!\s?/\s?\d)"),
    _c(
        rf"(?<![\w.])(?P<n>{COUNT})[- ]tokens?\s(?:[\w-]+\s)?"
        r"(?:outputs?|completions?|responses?|answers?|generations?)\b"
    ),
    # "generates 128 tokens", "predict a string of 50 tokens", "sampling 64 tokens"
    _c(
        rf"\b(?:generat|predict|sampl|produc)\w*\s(?:exactly\s)?(?:a\s(?:string|sequence)\sof\s)?(?P<n>{COUNT})"
        # "generating 1792 and 7934 tokens": one length per run
        rf"(?:(?:,\s?|\s(?:and|or)\s){COUNT}){{0,4}}\stokens\b{_NOT_A_RATE}"
    ),
    # "generating 2048 with the models in BF16": the count with no noun after it is tokens
    _c(
        rf"\bgenerat(?:ing|es?|ed)\s(?P<n>{COUNT})(?=\s(?:with|on|in|using|at|for|from|by|under)\b|\s?(?:,(?!\d)|;|\.(?!\d)|\))|\s?$)"
    ),
    _c(rf"(?<![\w.])(?P<n>{COUNT})\stokens\sout\b"),
    gated(re.compile(r"(?<![\w+])tg\s?(?P<n>\d+)\b")),
    # "output: 128 tokens", a setup list's "Outputs: 150 tokens"
    _c(
        rf"\boutputs?\s?(?:=\s?|:\s?)?(?P<n>{COUNT})(?:\s?(?:text\s)?tokens?)?"
        r"(?:(?=\s?(?:tokens?\b|,(?!\d)|;|\.(?!\d)|\)|$))|(?<=tokens)(?=\s?\n))"
    ),
    _c(rf"\b(?:[a-z]+_)?(?:output|gen|decode)_len(?:gth)?\s?[=:]\s?(?P<n>{COUNT})"),
    # a benchmark command's flag: "--output-len 128", "--gen-len 32", "--random-output-len=256"
    _c(r"(?<![\w-])--(?:random[-_])?(?:output|gen|decode)[-_]len(?:gth)?(?:\s|=)(?P<n>\d+)\b"),
    # "output length of 128", "avg. output len 128", "output sequence length 128", "output token
    # length set to 128"
    _c(
        r"\b(?:output|generation|decode)\s(?:sequence\s|token\s)?len(?:gth)?"
        rf"{_SET_TO}\s?(?:of\s|=\s?|:\s?|is\s)?(?P<n>{COUNT})\b"
    ),
    # "outputs of length 64"
    _c(rf"\boutputs?\sof\slength\s(?P<n>{COUNT})\b"),
]
_STOP_PARTIAL = _w(
    r"\bmax[_ -]?(?:new[_ -])?tokens\b|--max-tokens\b|\bat\smost\s\d+\s(?:output\s|new\s|generated\s)?tokens\b"
    r"|\bcapped\sat\b|\b(?:output|response|completion)\slengths?\s(?:were\s)?(?:drawn|sampled|from)\b"
    r"|\bresponse\slengths?\b|\bup\sto\s\d+\s(?:output|new|generated)\stokens\b"
)

# --- prompt length ----------------------------------------------------------------------
_PROMPT_COUNT = [
    _c(rf"(?<![\w.])(?P<n>{COUNT})\s(?:input|prompt)\stokens?\b{_NOT_A_RATE}"),
    _c(rf"(?<![\w.])~?(?:{COUNT}\s?[-–]\s?)?(?P<n>{COUNT})\s(?:prompt|input)(?=\s?[,;)])"),
    _c(rf"(?<![\w.])(?P<n>{COUNT})[- ]tokens?\s(?:[\w-]+\s)?(?:prompts?|documents?|inputs?)\b"),
    # ("a prompt of ~500 tokens", "prompts of about 1,000 tokens": the length written approximately)
    _c(
        rf"\bprompts?\s(?:of|at|with)\s(?:[~≈]\s?|(?:about|around|roughly|approximately)\s)?(?P<n>{COUNT})\s"
        r"(?:input\s)?tokens\b"
    ),
    _c(rf"\bprompts?\s(?:from|between)\s(?:{COUNT})\s(?:to|and)\s(?:over\s)?(?P<n>{COUNT})\stokens\b"),
    _c(rf"(?<![\w.])(?P<n>{COUNT})\sinput\sand\s(?P<out>{COUNT})\soutput\stokens?\b"),
    # "input sequence length of 1024", "test input token length set to 256 and 1024", "the input
    # context length is 1024 tokens" (the input's length, not the window a bare "context length" is)
    _c(
        r"\b(?:ISL|(?:input|prompt)\s(?:sequence\s|token\s|context\s)?len(?:gth)?)"
        rf"{_SET_TO}\s?(?:of\s|=\s?|:\s?|is\s|was\s|were\s)?{_ABOUT}(?P<n>{COUNT})\b"
    ),
    _c(rf"\bISL\s?/\s?OSL\s?(?:of\s|=\s?|:\s?)?(?P<n>{COUNT})\s?/\s?(?P<out>{COUNT})\b"),
    # "1024/1024/c16": a load point labelled prompt / output / concurrency
    gated(re.compile(rf"(?<![\w.])(?P<n>{COUNT})\s?/\s?(?P<out>{COUNT})\s?/\s?c{_N}\b(?![.,]\d)")),
    _c(rf"(?<![\w.])(?P<n>{COUNT})\s?/\s?(?P<out>{COUNT})\s(?:in/out|input/output)\b"),
    # "Input/output: 512/128", "prompt/completion tokens 1024/256": the label before the pair
    _c(
        r"\b(?:input|prompt)\s?/\s?(?:output|generation|completion)(?:\s(?:tokens|lengths?|sizes?))?"
        rf"\s?(?:=\s?|:\s?|of\s)?(?P<n>{COUNT})\s?/\s?(?P<out>{COUNT})\b"
    ),
    # "input 2048 output 128 tokens", "prompt 512 and gen 128": the pair written as two labelled values
    _c(
        rf"\b(?:input|prompt)\s(?P<n>{COUNT})(?:\stokens)?,?\s(?:and\s)?(?:output|generation|gen)\s(?P<out>{COUNT})\b"
        r"(?![.,]\d|\s?(?:tok(?:en)?s?\s?/|t/s|ms\b|s\b|%))"
    ),
    # "512 in / 128 out", "1k input / 256 output"
    _c(rf"(?<![\w.])(?P<n>{COUNT})\s(?:in|input)\s?/\s?(?P<out>{COUNT})\s(?:out|output)\b"),
    _c(rf"\bprompt\s?\(\s?(?P<n>{COUNT})\s?(?:toks?\b|\)\s?{_RATE_AFTER})"),
    _c(rf"\bprompt\slengths?\s(?:were\s)?(?:drawn|sampled)\sfrom\s[^;\n]{{0,80}}?\bmean\s(?P<n>{COUNT})"),
    gated(re.compile(r"(?<![\w+])pp\s?(?P<n>\d+)\b")),
    _c(rf"\b(?:input|prompt)\s?(?:=\s?|:\s?)?(?P<n>{COUNT})(?:\s?tokens?)?\s?/\s?(?:output\s?)?(?P<out>{COUNT})\b"),
    # "prompt=512 / decode=128 / repeat=6", "input: 1024, output: 256": a benchmark's own setting names
    _c(
        rf"\b(?:input|prompt)\s?[=:]\s?(?P<n>{COUNT})(?:\s?tokens?)?\s?[/,;]\s?"
        rf"(?:output|decode|gen(?:erate|eration)?)\s?[=:]\s?(?P<out>{COUNT})\b"
    ),
    # "input: 512 tokens", a setup list's "Inputs: 400 / 2000 text tokens" (two lengths, one per run);
    # a line end closes the value only after "tokens" ("Prompt 1" over a prompt's text is no length);
    # a lone digit with no "tokens" is a prompt's number in a list ("for Prompt 1."), not its length
    _c(
        rf"\b(?:input|prompt)s?\s?(?:=\s?|:\s?)?(?!\d(?![\d,]|\.\d|\s?(?:text\s)?tokens?|\s?[kK]\b))(?P<n>{COUNT})(?:\s?/\s?{COUNT})*(?:\s?(?:text\s)?tokens?)?"
        r"(?:(?=\s?(?:,(?!\d)|;|\.(?!\d)|\)|$))|(?<=tokens)(?=\s?\n))"
    ),
    _c(rf"(?<![\w.])(?P<n>{COUNT})\s?/\s?(?P<out>{COUNT})\s(?:ISL\s?/\s?OSL|input\s?/\s?output)\b"),
    _c(rf"\b(?:[a-z]+_)?(?:input|prompt)_len(?:gth)?\s?[=:]\s?(?P<n>{COUNT})"),
    # "--input-len 1024", "--prompt-len 512", "--random-input-len=2048"
    _c(r"(?<![\w-])--(?:random[-_])?(?:input|prompt)[-_]len(?:gth)?(?:\s|=)(?P<n>\d+)\b"),
    _c(rf"\b(?:input|prompt)\slength\s\(?(?:of\s)?(?:just\s|only\s|about\s)?(?P<n>{COUNT})\stokens?\b"),
    # "with 8K input", "a 32K prompt": a length in thousands before the word
    # (not a window: "up to 128K input", "128K input context")
    _c(
        r"(?<![\w.])(?<!up\sto\s)(?P<n>\d{1,3}(?:\.\d)?\s?[kK])[- ](?:prompts?|inputs?)\b"
        r"(?!\s?/)(?!\s(?:context|window|limit|capacity|length\slimit))"
    ),
    # "a synthetic workload of inputs of length 512"
    _c(rf"\b(?:inputs?|prompts?)\sof\slength\s(?P<n>{COUNT})\b"),
    # "prefill latency rises from 0.27 ms/token at 128 tokens": what a prefill runs at is its prompt
    # (a soft line break of a wrapped paragraph is a space: "rises from\n0.27 ms/token at 128 tokens")
    _c(
        rf"\b(?:prefill\w*|prompt\sprocessing)\b(?:[^.;]|\.(?=\d)){{0,80}}?\bat\s(?P<n>{COUNT})[- ]tokens?\b"
        rf"{_NOT_A_RATE}"
    ),
    # "As sequence length increases (batch = 1):\n- Prefill latency per token worsens: 0.27 → 0.43
    # ms/token (128 → 4096)": the bare counts in parentheses after a prefill's figures are the
    # lengths it ran at, when the lead names a length as what grows (a prefill reads only the prompt)
    _c(
        r"\b(?:sequence|prompt|input|context)\slengths?\s(?:increases?|grows?|rises?)\b[\s\S]{0,160}?"
        r"\b(?:prefill\w*|prompt\sprocessing)\b(?:[^.;()\n]|\.(?=\d)){0,80}?"
        rf"\(\s?(?:{COUNT})\s?(?:→|->|to|–)\s?(?P<n>{COUNT})\s?\)"
    ),
    # "at 1K/1K", "the 8k/1k sweeps": two lengths in thousands paired are input and output
    # (not context windows: "32K/128K context")
    gated(
        re.compile(
            r"(?<![\w./])(?P<n>\d{1,3}(?:\.\d)?[kK])\s?/\s?(?P<out>\d{1,3}(?:\.\d)?[kK])(?![\w/]|\.\d)"
            r"(?!\s(?:tokens?\s)?(?:context|window|limit|vocab\w*|param\w*|steps?|images?|videos?)\b)"
        )
    ),
    # "pre-filling a context of 100K tokens", "prefilling 32K tokens": what a prefill reads is the prompt
    _c(
        rf"\bpre-?fill(?:s|ed|ing)?\s(?:an?\s|the\s)?(?:(?:context|prompt|input|sequence)\s)?(?:of\s)?"
        rf"(?P<n>{COUNT})[- ]tokens?\b{_NOT_A_RATE}"
    ),
    # lengths multiplied as benchmark posts write them, only beside the word prompt or an
    # input x output label: "Short Prompts (256×256 tokens)", "ISL×OSL 1024×128", "512x128 input×output"
    # (not a batch of sequences: "a batch of 32×2048 tokens")
    _c(rf"\bprompts?\s?(?:of\s)?\(?(?P<n>{COUNT})\s?[x×]\s?(?P<out>{COUNT})\s?tokens?\b"),
    _c(
        rf"\b(?:ISL|input|in)\s?[x×]\s?(?:OSL|output|out)\s?(?:=\s?|:\s?|of\s)?\(?(?P<n>{COUNT})\s?[x×]\s?(?P<out>{COUNT})\b"
    ),
    _c(
        rf"(?<![\w.])(?P<n>{COUNT})\s?[x×]\s?(?P<out>{COUNT})\s\(?(?:ISL\s?[x×]\s?OSL|input\s?[x×]\s?output|in\s?[x×]\s?out)\b"
    ),
]
_NO_PROMPT = _c(r"\bwith\sno\sprompt\b|\bempty\sprompt\b")
#: "setting a single prompt token" (a decode benchmark): the prompt is one token long
_ONE_PROMPT_TOKEN = _c(r"\b(?:a\s)?(?:single|one)\s(?:prompt|input)\stoken\b")
_PROMPT_PARTIAL = _w(
    r"\blong[- ]context\b|\blong\sprompts?\b|\bshort\sprompts?\b|\blong\sinputs?\b"
    # "sequence length 2048", "seq_len=512": a length that may count the output too
    r"|\bseq(?:uence)?[ _]len(?:gth)?\s?(?:[=:]|of)?\s?\d+"
)
_PP_LABEL = re.compile(
    r"^\s*(?:test:\s)?pp\s?\d+\s*(?:;|$)|"
    r"^\s*(?:\w+:\s)?(?:prompt|prefill)(?:\sprocessing)?\s?\(",
    re.I,
)

# --- content type ---------------------------------------------------------------------
_DATASET = _w(
    # (the sonnet set, not Anthropic's model: "Claude Sonnet 4", "Claude 3.5 Sonnet", "Sonnet 4.5")
    r"\b(?:ShareGPT|MT[- ]?Bench|HumanEval|MBPP|GSM8K|(?<!Claude\s)(?<!Claude-)(?<!\d\s)sonnets?(?![\s-]?\d)"
    r"|LongBench|LMSYS(?:-Chat)?|Arena-Hard"
    r"|CNN/DailyMail|XSum|Spec-Bench|SPEED[- ]?Bench"
    # a model named for its data is no dataset: "chinese-alpaca-7b-q4", "Alpaca 7B", "dolly-v2-12b"
    r"|(?<!-)(?:Alpaca|Dolly)(?![-\s]?\d|-v\d|-\w+-\d)"
    r"|WildChat|BurstGPT|Natural\sQuestions|HotpotQA|TriviaQA|LooGLE|InfiniteBench|ArXiv\ssumm\w*"
    # visual question answering sets a vision-language model is served on
    r"|ChartQA|DocVQA|TextVQA)\b"
)
_CONTENT = _w(
    r"\brandom\s(?:token\sids|tokens|token|prompts|inputs|data|datasets?|ids|sequences)\b|--dataset-name\s\w+"
    r"|\b(?:code|coding)\s(?:generation|completion|tasks?|prompts?|benchmarks?|data(?:sets?)?)\b|\bon\scode\b"
    r"|\b(?:on|for)\scode\b(?!\s(?:fences?|blocks?|search|review|base))|\b(?:writing|generating)\scode\b|\bcode\sand\s(?:text|prose|chat)\b|\bprogramming\b"
    # a story as what is written ("write a short story", "story generation"), not a figure of speech
    # ("the speed story depends on the workload", "that is the whole story"); chat as the workload,
    # not the endpoint every OpenAI-compatible server serves ("/v1/chat/completions", "chat completions API")
    r"|\bprose\b|\bessays?\b|\b(?:an?|short|long|bedtime|fictional|fiction|creative|write|writing|generate|generating"
    r"|tell|telling)\s(?:\w+\s)?stor(?:y|ies)\b|\bstor(?:y|ies)\s(?:writing|generation|prompts?|continuation|completion)\b"
    r"|\bTinyStories\b|\bpoems?\b|(?<![\w./-])chat(?![\w/-]|\scompletions?\b)|\bconversations?\b|\bdialogues?\b"
    # a task named as the content: "Text2SQL workloads", "code/text editing", "editing docstrings",
    # a chatbot workload or a "Chatbot:" label (not a use the speed suits: "enough for chatbots")
    r"|\bchatbot\s(?:workloads?|traces?|requests?|tasks?|scenarios?|datasets?)\b|(?:^|\n)\W*chatbots?\W{0,3}:"
    r"|\b(?:Text2SQL|text-to-SQL|NL2SQL)\b|\b(?:code|text|document)\sediting\b|\bediting\s(?:code|text|docstrings|documents)\b"
    r"|\bsummari[sz]ation\b|\btranslation\b|\btool[- ]call(?:s|ing)?\b|\bfunction[- ]calling\b"
    # agent sessions as the workload: "Codex agentic traces", "agentic coding workloads"
    r"|\bagentic\s(?:coding\s)?(?:traces?|workloads?|sessions?|requests?)\b"
    r"|\bprompt\s[\"“][^\"”\n]{1,200}[\"”]|\bdataset\s?(?:=|:)\s?\w+"
    # a lead-in that gives the prompts themselves below it ("Input prompts:" over the list or the
    # code block of prompts): the content is shown, not named
    r"|(?:^|\n)\W{0,3}(?:(?:input|test|sample|benchmark|example|evaluation)\s)?prompts?(?:\sused)?\W{0,3}[:：]\W{0,3}$"
    # a "Prompt:" label followed by the prompt itself ("Prompt: Generate Tetris game on HTML and JS.",
    # "- **Prompt**: Do you think ..."): the content is given; a length or a rate after the label
    # ("Prompt: 7 tokens, 6.657 tokens-per-sec", "Prompt: short") is none
    r"|(?:^|\n)[\s*>#-]{0,6}(?:(?:input|test|sample|benchmark|example|evaluation)\s)?prompt[*_]{0,2}\s?[:：=]\s?[*_\"“'`]{0,2}"
    r"(?!(?:short|medium|long|none|n/?a|default|empty|same|varies|various|tokens?)\b)[a-z][\w'’-]*(?:\s+[\w'’-]+){2}"
    r"|(?<=,\s)(?:code|prose|chat|json|qa)(?=\s?[,;.)]|\s?$)|\bcontent(?:\stype)?\s?(?:=|:)\s?\w+"
    r"|\b(?:code|prose|JSON|mixed|chat)\scontent\b|\bJSON\s(?:output|mode|schema)s?\b|\bquestion[- ]answering\b"
    r"|\bQ&A\b|\bQA\s(?:prompts?|pairs?|tasks?|dataset)\b|\bmath(?:ematical)?\s(?:word\s)?(?:problems?|questions?|reasoning)\b"
    r"|\b(?:Python|C\+\+|Java|JavaScript|TypeScript|Rust|Go|SQL)\scode\b|\btokens\sof\s(?:code|prose|chat|text)\b"
)
# documents as the input are vague content; "this document outlines ..." is the page itself
_CONTENT_PARTIAL = _w(r"\b(?<!this\s)documents?\b|\breal[- ]world\sprompts\b")
#: a dataset named as where quality was measured is no workload: "no accuracy drop on GSM8k",
#: "28.2% accuracy on GSM8K", "GSM8K accuracy of 56%" (but "on GSM8K prompts" is one)
_QUALITY_BEFORE = re.compile(
    r"\b(?:accuracy|accuracies|scores?|scored|pass@\d+|perplexity|PPL|quality|evaluated|evaluation)\b[^.;:\n]{0,25}$"
    # a percentage right before it is a score: "102 tokens/sec, 86% HumanEval", "91% on GSM8K"
    r"|\d\s?%\s?(?:on\s)?$",
    re.I,
)
#: ... or a percentage right after it ("HumanEval 94%", "GSM8K: 81.2 %")
_QUALITY_AFTER = re.compile(
    r"\W{0,2}(?:accuracy|accuracies|scores?|pass@\d+|perplexity|results?)\b|\s?[:=]?\s?\d+(?:\.\d+)?\s?%", re.I
)


def _workload_dataset(text: str) -> re.Match[str] | None:
    """The first dataset the text names as a workload, not as where accuracy was measured."""
    for dataset in _DATASET.finditer(text):
        before = text[max(0, dataset.start() - 60) : dataset.start()]
        if _QUALITY_BEFORE.search(before) or _QUALITY_AFTER.match(text, dataset.end()):
            continue
        return dataset
    return None


# --- speculative decoding -----------------------------------------------------------------
_SPEC = _w(
    r"\bspeculat\w*|\bdraft(?:s|ed|ing|ers?)?\b|\bMedusa\b|\bEAGLE(?:-?\d)?\b|\bHydra\b|\bMTP\b|\bmulti-token\sprediction\b"
    r"|\blookahead\sdecoding\b|\bprompt[- ]lookup\b|\bSpecInfer\b|\bSequoia\b|\bn-?gram\sspeculation\b"
    # Jacobi decoding guesses several tokens and verifies them: a draft-free speculative method
    r"|\bJacobi\sdecoding\b"
    # a block-diffusion drafter ("DFlash N=5", "dual-dflash.yml") and vLLM's n-gram proposer
    # ("--ngram-k4", "ngram spec"), and speculative decoding shortened ("spec-dec", "specdec")
    r"|\bDFlash\b|\bn-?gram(?:[\s_-]?k\d{1,2}|[\s_-](?:spec\w*|draft\w*|propos\w*|lookup|decoding))\b"
    r"|\bspec[_-]?dec(?:od(?:e|ing))?\b"
    # a speculative method named short, as its own README and the benchmarks comparing methods
    # write it: "with lookahead" / a "lookahead" column (lookahead decoding, or vLLM's lookahead
    # slots of a draft), "PLD" (prompt lookup decoding), "SpS" (speculative sampling), LayerSkip's
    # self-speculation
    r"|\blookahead\b|(?-i:\bPLD\b|\bSpS\b)|\bLayerSkip\b"
)
_SPEC_OFF = _w(
    r"\b(?:no|non|without|w/o)[\s_-](?:a\s)?(?:speculative\sdecoding|speculation|draft(?:\smodel)?"
    # a run label that names the method it leaves out: "no-spec", "no MTP", "non-MTP", "no DFlash"
    r"|spec(?:[\s_-]?dec(?:od(?:e|ing))?)?|MTP|DFlash|EAGLE(?:-?\d)?|Medusa)\b"
    r"|\b(?:spec(?:ulative)?[\s_-]?decod(?:e|ing)|speculation|MTP|DFlash|EAGLE)\s(?:is\s|was\s)?(?:off|disabled|not\sused)\b"
)

# --- GPUs -------------------------------------------------------------------------------
#: a phone names its one SoC: on-device tables list "Samsung S24 (Ultra)", "iPhone 16 Pro Max"
_PHONE = (
    r"iPhone\s?\d{1,2}(?:\s?Pro(?:\sMax)?)?|(?:Samsung\s)?Galaxy\sS\d{2}|Samsung\sS\d{2}"
    # (a budget model's letter included: "Pixel 6a", "Pixel 8a")
    r"|(?:Google\s)?Pixel\s\d{1,2}a?(?:\sPro)?"
    # ... and so does a laptop's system on chip with its integrated GPU and NPU: "Intel(R) Core(TM)
    # Ultra X7 368H", "Core Ultra 7 155H"
    r"|Core(?:\(TM\)|™)?\sUltra\sX?\d{1,2}\s\d{3}[A-Z]{0,2}"
    # ... and an APU's, its GPU on the same die: "AMD Ryzen AI Max+ 395" ("Strix Halo", whose GPU is
    # the "Radeon 8060S") serves llama.cpp's Vulkan and ROCm backends from that one GPU
    r"|Ryzen\sAI\s(?i:max)\+?(?:\sPRO)?(?:\s\d{3})?|Strix\sHalo|Radeon\s80[46]0S"
    # ... and on-device tables name the phone by its system on chip: "Snapdragon 8 Gen 3",
    # "Snapdragon 8 Elite", "Dimensity 9300", "Tensor G3", "Exynos 2400", "Kirin 9000"; a board by
    # its SoC ("RK3588"); Qualcomm's laptop parts ("Snapdragon X Elite") likewise are one device
    r"|Snapdragon\s(?:8s?\sGen\s\d|8\sElite(?:\sGen\s\d)?|X\s(?:Elite|Plus)|[6-8]\d{2})"
    r"|(?:MediaTek\s)?Dimensity\s\d{4}\+?|(?:Google\s)?Tensor\sG[1-5]|(?:Samsung\s)?Exynos\s\d{4}|Kirin\s\d{3,4}"
    r"|RK3588S?"
)
_GPU_TYPE = (
    # (the workstation lines as their makers print them and as their owners write them: "RTX PRO
    # 6000" / "RTX Pro 6000", "Radeon PRO W7900" / "Radeon Pro W7900", "Radeon AI Pro R9700")
    # (the Chinese-market "RTX 4090D" is the same card cut down)
    r"(?:RTX[\s-]?(?:P(?:RO|ro)\s)?\d{4}(?:\s?Ti|D)?|RTX\sA\d{4}|GTX\s?\d{3,4}"
    r"|Radeon(?:\s(?:AI\sP(?:RO|ro)|P(?:RO|ro)|RX))?\s[A-Z]?\d{3,4}(?:\s?XTX?)?"
    # AMD's gaming cards without the brand: "RX 7900 XTX", "RX 6800 XT", "RX 9070 XT", "RX 7900 GRE"
    r"|RX\s\d{3,4}(?:\s?XTX?|\sGRE)?"
    r"|\d{4}\sXTX?|Quadro\s[A-Z]+\d*|Tesla\s[A-Z]\d+|[HAB]\d{2,3}[A-Z]?(?:\sSXM|\sPCIe|\sNVL)?|GH200|GB\d{2,3}|A\d{4}|A10G?"
    # NVIDIA's Titan cards ("two Titan RTXs", "a GTX Titan X") and the K80 of shared notebooks
    r"|(?:GTX\s)?Titan\s(?:RTX|V|Xp|X)|K80"
    # (NVIDIA's L20, AMD's APU MI300A)
    r"|T4|L4|L20|L40S?|V100|P100|P40|MI\d{3}[AX]?|Instinct\sMI\d{3}[AX]?|Gaudi\s?\d?|TPU\s?v\d\w*|Jetson\s\w+|Arc\s[AB]\d{3}|DGX\sSpark"
    # Huawei's NPUs by chip or by server ("8 Ascend 910B NPUs", "a single 910B", "Atlas 800I A2"),
    # Google's seventh TPU ("TPU7x", "Ironwood")
    r"|Ascend\s?[39]10[A-Z]?\d?|9[12]0[BC]\d?|310P\d?|Atlas\s\d{3}[A-Z]?(?:\s[A-Z]\d)?|TPU\s?7x|Ironwood"
    # AWS's accelerators ("16x AWS Trainium2", "12 Inferentia2 chips")
    r"|Trainium\s?\d?|Inferentia\s?\d?"
    # (Apple's chips carry no decimal: the "M2" of "MiniMax M2.5" is a model's release number)
    r"|(?:Apple\s)?M[1-5](?![.,]\d)(?:/M[1-5])?(?:\s(?:Pro|Max|Ultra))?|RasPi\s\w+|Raspberry\sPi\s\w+"
    rf"|{_PHONE})"
)
_COUNT_WORD = (
    r"(?i:\d+|one|two|three|four|five|six|seven|eight|sixteen|an?|single|a\ssingle|all\s(?:\d+|eight|four|two))"
)
#: community posts name consumer cards by number alone ("my 3090", "2x 4090s"): only after a count;
#: the GTX 10 and 16 series too ("my 1080 Ti", "two 1070s", "a 1660 Super"), not a token count
#: ("a 1050-token prompt")
_BARE_CONSUMER = r"(?<![\w.])(?:[2-5]0[6-9]0(?!\.\d)|(?:10[5-8]0|16[56]0)(?![\d.-]))(?:\s?Ti)?"
_DEVICE_WORDS = {"my": 1, "dual": 2, "quad": 4, "a pair of": 2, "pair of": 2}
_GPU_WITH_COUNT = re.compile(
    # (the count ends where its digits do: "24 GB 4090" is one card's memory, not two cards)
    rf"\b(?P<n>(?i:a\spair\sof|pair\sof)|{_COUNT_WORD}|(?i:my|dual|quad))(?!\d)\s?(?:[x×*]\s?)?(?:(?:NVIDIA|AMD|Intel|Apple|Instinct|GeForce|Huawei|Ascend|Habana|Google|AWS|Amazon|[\w-]+-grade"
    rf"|consumer|datacenter|data-center|commodity|personal|own|home|spare|\d+\s?GB)\s){{0,3}}(?P<type>{_GPU_TYPE}|{_BARE_CONSUMER})s?(?![\w])"
)
_ANY_BARE_CONSUMER = gated(_BARE_CONSUMER + r"(?!\d)")
#: Chinese counts GPUs with a measure word: "单卡 A100" (one card), "8卡A100", "两张 4090", "8 块 H100"
_ZH_COUNTS = {"单": 1, "一": 1, "双": 2, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}
_ZH_COUNT = r"(?P<n>\d{1,3}|[单一双两二三四五六七八])\s?(?:张|块|卡|个|台|[*×])"
_GPU_WITH_COUNT_ZH = re.compile(
    rf"(?<![\d.]){_ZH_COUNT}\s?(?:(?:NVIDIA|英伟达|GeForce|AMD)\s?)?(?P<type>{_GPU_TYPE}|{_BARE_CONSUMER})s?(?![a-zA-Z0-9])"
)
#: ... or without a type: "在单卡上", "8 张 GPU", "4块显卡" (a count alone)
_GPU_COUNT_ONLY_ZH = re.compile(
    r"(?<![\d.])(?P<n>\d{1,3}|[单一双两二三四五六七八])\s?(?:张|块|个|台)?\s?(?:GPU|显卡|加速卡|卡)(?![a-zA-Z])"
)
#: a Cloud TPU slice names its size: "TPU v5e-8" is eight chips; v2-v4 and v5p slices count
#: TensorCores, two per chip ("v4-8" is four chips)
_TPU_SLICE = gated(
    r"(?<![\w.-])(?:(?:Cloud\s)?TPU\s?)?(?P<gen>v[2-6](?:e|p|lite(?:pod)?)?)-(?P<n>\d{1,4})(?!\w|\.\d)",
    flags=re.IGNORECASE,
)
_TPU_PER_CHIP_CORES = {"v2": 2, "v3": 2, "v4": 2, "v5p": 2}
#: a machine whose name fixes its GPU count and model, as its maker or cloud documents it:
#: - NVIDIA's DGX and HGX systems hold eight ("DGX H100", "HGX A100"; "HGX H100 4-GPU" and "4-GPU HGX"
#:   say four), DGX-1 eight V100s and DGX-2 sixteen (nvidia.com/en-us/data-center/dgx-platform, /hgx);
#: - AWS EC2 instance types (aws.amazon.com/ec2/instance-types, "Accelerated Computing": P3, P4, P5,
#:   P6, G4dn, G5, G6, G6e, Inf2, Trn1), SageMaker's "ml." names included;
#: - GCP accelerator-optimized machine types (cloud.google.com/compute/docs/accelerator-optimized-machines:
#:   A2, A3, A4 say their count in the name, "a3-highgpu-8g"; G2 by size);
#: - Azure GPU VM series and sizes (learn.microsoft.com/azure/virtual-machines/sizes/gpu-accelerated:
#:   ND H100 v5, ND H200 v5, ND MI300X v5, ND A100 v4, NDm A100 v4, NC A100 v4 and NCads H100 v5 sizes);
#: - the "gpu_<n>x_<model>" instance types of GPU clouds (Lambda's "gpu_8x_h100_sxm5", "gpu_1x_a10").
_AWS_SIZES_ONE = ("xlarge", "2xlarge", "4xlarge", "8xlarge", "16xlarge")
_AWS_INSTANCES: dict[str, tuple[int, str]] = {
    "p3.2xlarge": (1, "V100"),
    "p3.8xlarge": (4, "V100"),
    "p3.16xlarge": (8, "V100"),
    "p3dn.24xlarge": (8, "V100"),
    "p4d.24xlarge": (8, "A100"),
    "p4de.24xlarge": (8, "A100"),
    "p5.4xlarge": (1, "H100"),
    "p5.48xlarge": (8, "H100"),
    "p5e.48xlarge": (8, "H200"),
    "p5en.48xlarge": (8, "H200"),
    "p6-b200.48xlarge": (8, "B200"),
    "g4dn.12xlarge": (4, "T4"),
    "g4dn.metal": (8, "T4"),
    "inf2.xlarge": (1, "Inferentia2"),
    "inf2.8xlarge": (1, "Inferentia2"),
    "inf2.24xlarge": (6, "Inferentia2"),
    "inf2.48xlarge": (12, "Inferentia2"),
    "trn1.2xlarge": (1, "Trainium"),
    "trn1.32xlarge": (16, "Trainium"),
    "trn1n.32xlarge": (16, "Trainium"),
    **{f"g4dn.{size}": (1, "T4") for size in _AWS_SIZES_ONE},
    **{
        f"{family}.{size}": (1, gpu)
        for family, gpu in (("g5", "A10G"), ("g6", "L4"), ("g6e", "L40S"))
        for size in _AWS_SIZES_ONE
    },
    **{
        f"{family}.{size}": (n, gpu)
        for family, gpu in (("g5", "A10G"), ("g6", "L4"), ("g6e", "L40S"))
        for size, n in (("12xlarge", 4), ("24xlarge", 4), ("48xlarge", 8))
    },
}
#: GCP's A-series name the count ("-8g"); the model follows from the family
_GCP_FAMILIES = {
    "a2-highgpu": "A100",
    "a2-megagpu": "A100",
    "a2-ultragpu": "A100 80GB",
    "a3-highgpu": "H100",
    "a3-megagpu": "H100",
    "a3-edgegpu": "H100",
    "a3-ultragpu": "H200",
    "a4-highgpu": "B200",
}
_GCP_G2 = {4: 1, 8: 1, 12: 1, 16: 1, 32: 1, 24: 2, 48: 4, 96: 8}
_AZURE_SERIES = {"H100": 8, "H200": 8, "MI300X": 8, "A100": 8}
_AZURE_SIZES = {
    "nc24ads_a100_v4": (1, "A100"),
    "nc48ads_a100_v4": (2, "A100"),
    "nc96ads_a100_v4": (4, "A100"),
    "nc40ads_h100_v5": (1, "H100"),
    "nc80adis_h100_v5": (2, "H100"),
    "nd96isr_h100_v5": (8, "H100"),
    "nd96isr_h200_v5": (8, "H200"),
    "nd96isr_mi300x_v5": (8, "MI300X"),
    "nd96asr_v4": (8, "A100"),
    "nd96amsr_a100_v4": (8, "A100 80GB"),
}
#: (compiled plainly: _gpus asks first for a word only these names hold, as a gate would for keys)
_NAMED_MACHINE_KEYS = ("dgx", "hgx", "xlarge", "g4dn.metal", "gpu-", "gpu_", "g2-standard-", "_v4", "_v5", " v4", " v5")
_NAMED_MACHINE = re.compile(
    r"(?:(?P<m>\d{1,3}|two|three|four|eight|sixteen)(?:\s?[x×]\s?|\s))?(?:(?P<pre>[48])-GPU\s)?(?<![\w-])(?P<dgx>DGX|HGX)[\s-]?(?P<board>A100|H100|H200|B200|B300)"
    r"(?!\w)(?:\s(?P<post>[48])-GPU\b)?"
    r"|(?<![\w-])DGX-(?P<gen>[12])(?![\w-])"
    r"|(?<![\w.-])(?:ml\.)?(?P<aws>(?:p3dn|p3|p4de|p4d|p5en|p5e|p5|p6-b200|g4dn|g5|g6e|g6|inf2|trn1n|trn1)\.(?:\d{1,2}xlarge|xlarge|metal))(?![\w-])"
    r"|(?<![\w-])(?P<gcp>a[234]-(?:high|mega|ultra|edge)gpu)-(?P<gn>\d{1,2})g(?![\w-])"
    r"|(?<![\w-])g2-standard-(?P<g2>\d{1,2})(?![\w-])"
    r"|(?<![\w-])(?:Standard_)?(?P<azsize>N[CD]\d{2,3}[a-z]{2,5}(?:_(?:A100|H100|H200|MI300X))?_v[45])(?![\w-])"
    r"|(?<![\w-])NDm?\s(?P<azseries>H100|H200|MI300X|A100)\sv[45](?![\w-])"
    r"|(?<![A-Za-z0-9])gpu[_-](?P<n>\d{1,2})x[_-](?P<sku>[a-z0-9]+(?:_[a-z0-9]+)*)",
    re.IGNORECASE,
)


def _named_machine(match: re.Match[str]) -> tuple[int, str] | None:
    """The GPU count and model a machine's name fixes (None for a name the tables do not hold)."""
    if board := match.group("board"):
        machines = match.group("m") or "1"
        per_machine = int(match.group("pre") or match.group("post") or 8)
        return per_machine * (WORD_NUMBERS.get(machines.lower()) or int(machines)), board.upper()
    if gen := match.group("gen"):
        return (8 if gen == "1" else 16), "V100"
    if aws := match.group("aws"):
        return _AWS_INSTANCES.get(aws.lower())
    if gcp := match.group("gcp"):
        return int(match.group("gn")), _GCP_FAMILIES[gcp.lower()]
    if g2 := match.group("g2"):
        return (_GCP_G2[int(g2)], "L4") if int(g2) in _GCP_G2 else None
    if size := match.group("azsize"):
        return _AZURE_SIZES.get(size.lower())
    if series := match.group("azseries"):
        return _AZURE_SERIES[series.upper()], series.upper()
    sku = match.group("sku")
    if not any(ch.isdigit() for ch in sku):
        return None  # "gpu_2x_faster": no model named
    return int(match.group("n")), sku.replace("_", " ").upper()


#: "4 nodes × (2 × RTX 4090)", "2 nodes of 8 H100s": GPUs per node times nodes is the setup's GPU count
_NODES_TIMES_GPUS = re.compile(
    rf"\b(?P<m>\d{{1,3}})\s(?:nodes|servers|machines|hosts)\s?(?:[x×]\s?\(?|\s(?:of|with)\s)\s?(?P<n>\d{{1,2}})\s?(?:[x×]\s?)?"
    rf"(?:(?:NVIDIA|AMD)\s)?(?P<type>{_GPU_TYPE}|{_BARE_CONSUMER}|GPU)s?(?![\w-])"
)
#: "H100 x 8", "H100x8", "A100*4": the count after the model (a sentence's full stop may follow it,
#: not a decimal: "H100 x 1.5" is no count)
#: ... or in brackets after it: "A100 (x4)", "H100 (8x)"
_GPU_THEN_COUNT = gated(
    rf"(?<![\w.-])(?P<type>{_GPU_TYPE})s?(?:\s?[x×*]\s?(?P<n>\d{{1,3}})(?!\w|\.\d)"
    rf"|\s?\((?:[x×]\s?(?P<b>\d{{1,3}})|(?P<a>\d{{1,3}})\s?[x×])\))"
)
_GPU_TYPE_ONLY = gated(rf"(?<![\w.-])(?P<type>{_GPU_TYPE})s?(?![\w-])")
_APPLE = re.compile(r"^(?:Apple\s)?M[1-5]")
#: a bare "M1" is Apple's chip after the maker or the machine: "Apple M2", "MacBook Pro M1", "Mac mini M4"
_MAC_BEFORE = re.compile(r"(?:\bApple|\b(?:i?Mac|MacBook)(?:\s(?:Pro|Air|mini|Studio))?)\s?\(?$")
_ONE_PHONE = re.compile(rf"^(?:{_PHONE})$")
#: the bare type: each pattern above names one, so where this finds none they find nothing
_ANY_GPU_TYPE = gated(_GPU_TYPE)


def names_gpu_type(text: str) -> bool:
    """The text names a GPU or accelerator model ("H100", "MI300X", "Trainium2")."""
    return _ANY_GPU_TYPE.search(text) is not None


#: "a fixed GPU memory", "one GPU kernel": the word GPU describes the noun after it, it counts nothing
_GPU_AS_MODIFIER = (
    r"(?!\s(?:memory|mem|VRAM|resources?|budget|utili[sz]ation|hours?|time|kernels?|clusters?|architectures?"
    r"|vendors?|drivers?|capacity|compute|programming)\b)"
)
_NOT_A_GPU_ADJECTIVE = r"(?:vs|versus|than|and|or|per|to|[kM]?W|[GMT]i?B|ms|[MG]Hz|TFLOPS)\b"
_GPU_COUNT_ONLY = _c(
    # (a word between the count and the noun is no number: "batch 8 on 4 GPUs" is four GPUs)
    # (nor a preposition, a unit or a connective: "an Orange Pi 5 with Mali GPU", "233 W vs GPU 1" and
    # "24 GB GPUs" count no GPUs)
    rf"\b(?P<n>{_COUNT_WORD})[- ]"
    rf"(?:(?!\d+\s|(?:with|and|or|on|in|per|vs|of|for|from|to)\s|{_NOT_A_GPU_ADJECTIVE})[\w-]+\s){{0,2}}?"
    rf"(?:GPUs?|accelerators?|devices|NPUs?|HPUs?)\b{_GPU_AS_MODIFIER}"
    # "4 local cards", "two graphics cards": not "two model cards"
    rf"|\b(?P<cards>{_COUNT_WORD})\s(?:(?:local|graphics|GPU|consumer|more)\s)?cards\b"
    rf"|\bTP\s?(?:=\s?)?(?P<tp>\d+)\b"
    # (and as launch flags and configs spell it: "--tensor-parallel-size 4", "tensor_parallel_size=8",
    # "--tp-size 2", "tp_size: 4")
    rf"|\b(?:tensor[-_ ]parallel(?:ism)?(?:[-_ ]size)?|tp[-_]size)\s?(?:=\s?|of\s|:\s?)?(?P<tp2>\d{{1,3}})\b(?![.,]\d)"
    # the count as a key's value, as zero is ("GPUs: 0"): "GPUs: 8", "Number of GPUs: 4", "GPU count: 2",
    # "num_gpus=4", "n_gpus: 8", "--num-gpus 4", "--gpus 4" (a bare "GPU: 1" may name a device, not a count)
    rf"|\b(?:(?:number\sof\s|num[_ -]?|n[_ ])GPUs?|GPUs(?:[_ ]count)?|GPU[_ ](?:count|num))"
    rf"\s?[:=]\s?(?P<kv>\d{{1,3}})(?!\d|[.,]\d)"
    rf"|(?<![\w-])--(?:num[-_])?gpus[\s=](?P<kv2>\d{{1,2}})\b"
)
_CORE_GPU = _c(r"\d+-core\sGPU")
#: both ends of a GPU-count change: "from 1 to 4 H100 GPUs", "going from two to eight GPUs", "from 2 → 8
#: cards"; the upper end is read by the count patterns above, the lower one here
_GPU_COUNT_RANGE = _c(
    r"\bfrom\s(?P<a>\d+|one|two|four|eight|a\ssingle)\s(?:(?:GPUs?|cards?)\s)?(?:to|→|->)\s(?:\d+|two|four|eight|sixteen)\s"
    r"(?:(?!(?:with|and|or|on|in|per|vs|of|for|to)\s)[\w-]+\s){0,2}?(?:GPUs|cards|devices|accelerators)\b"
)
#: a number next to a GPU that counts nothing: a year ("2025 GPU roadmap"), a card's own model
#: number ("GeForce RTX 4090 desktop GPU", "e.g. 3090 GPU"), AMD's "7900 XTX"
_NOT_A_COUNT = re.compile(r"20[0-3]\d|[1-9]0[5-9]0|\d{4}(?=\s?XTX?\b)")


def _counts_nothing(text: str, start: int, end: int) -> bool:
    """Whether the digits text[start:end] are no GPU count: the tail of a decimal ("1.33× M5 Max"),
    an issue number ("#507 M1 Pro"), a date or a range ("2025-10-16 GPU"), a year or a model number."""
    if start and text[start - 1] in ".,#":
        return True
    if text[end : end + 1] in ("-", "/") and text[end + 1 : end + 2].isdigit():
        return True
    return _NOT_A_COUNT.fullmatch(text, start, end) is not None


#: a CPU model named as the machine: CPU serving, zero GPUs, is a stated value
#: Xeon Scalable parts are often named by tier and number alone ("CPU @ Platinum 8260")
_CPU_MODEL = _w(
    r"\b(?:Ryzen|Threadripper|EPYC|Xeon|Core\si[3579]|i[3579]-\d{4,5}[A-Z]{0,2}|(?-i:Platinum|Gold|Silver)\s[4-9]\d{3}[A-Z]?"
    r"|Graviton\d?"
    # a CPU machine named by kind: "x86_64 CPU Cloud Server", "CPU-only", "4 x CPU VM"
    r"|x86[_-]64\sCPU|CPU[- ]only|CPU\s(?:cloud\s)?servers?|CPU\sVMs?)\b"
    # an engine labelled with where it ran: "llama.cpp (CPU)", "T-MAC (CPU) (tokens/sec)"
    r"|(?<=\w\s)\(CPU\)"
)
#: zero GPUs said as a count ("Number of GPUs: 0", "gpus=0", "0 GPUs"): CPU serving, a stated value
#: ... or in words: "on a laptop with no GPU", "without a GPU", "no dedicated GPU", "GPU: None" (not a
#: part of the GPU's work done on the CPU: "no GPU offload", "without GPU kernels")
_ZERO_GPUS = _w(
    r"\b(?:number\sof\s|num[_ ]?|n[_ ]|\#\s?)?GPUs?(?:\scount)?\s?[:=]\s?0(?![\d.,])|(?<![\d.,])\b(?:0|zero)\sGPUs?\b"
    r"|\b(?:no|without(?:\s(?:a|any))?)\s(?:dedicated\s|discrete\s)?GPUs?\b"
    r"(?![-\s](?:offload\w*|memory|kernels?|code|support|vendors?|drivers?|layers?)\b)"
    r"|\bGPUs?\s?[:=]\s?none\b"
)
#: a run said to be on the CPU ("CPU inference gives 12 tok/s", "with 32 threads on CPU"), where the
#: text names no GPU at all ("GPU inference is 5x faster than on CPU" compares the two)
_CPU_RUN = _w(
    r"\bCPU\s(?:inference|decoding|generation|backend|mode)\b|\b(?:on|using)\s(?:the\s)?CPU\b(?![-\s]?(?:offload|\+|/|and))"
)
_ANY_GPU_WORD = re.compile(r"GPU|CUDA|Metal|Vulkan|ROCm|NPU|offload", re.IGNORECASE)
_MULTI_DEVICE = _w(
    r"\bswarm\b|\b\d+\s(?:servers|nodes|machines|hosts)\b|\bmulti-node\b"
    # "Distributed 4-node RTX 4090", "a 2-server setup": the count as an adjective
    r"|\b(?:[2-9]|[1-9]\d+)-(?:node|server|machine|host)\b"
)
#: "a single node", and hyphenated as an adjective: "the single-node run", "vs Single-Node"
_SINGLE_DEVICE = _w(r"\b(?:a\ssingle|one|single)[\s-](?:machine|node|server|box|host)\b")
_UNEQUAL = _w(
    r"\bdivid(?:ed|ing)\sby\s\d+|\bhalf\sthe\s(?:number\sof\s)?GPUs\b|\b(?:twice|double)\s(?:as\smany|the\snumber\sof)\sGPUs\b"
    r"|\bdoubl(?:ed|ing)\s(?:the\s)?(?:one|single)[- ]GPU\b|\b(?:fewer|more)\s(?:number\sof\s)?GPUs\b"
    r"|\b\d+(?:\.\d+)?\s?[x×](?:\s(?:and|or)\s\d+(?:\.\d+)?\s?[x×])?\s(?:fewer|lower|less)\s(?:GPUs|resources|devices|accelerators)\b"
    r"|\bper[- ]GPU\b[^.;\n]{0,80}\b\d+\s(?:servers|nodes|GPUs)\b"
    # "10 reqs/s / 3 GPUs = 3.3 reqs/s (per GPU)": a figure divided by its GPU count
    r"|/\s?\d+\s(?:servers|nodes|GPUs)\b(?:[^.;\n]|\.\d){0,40}\bper[- ]GPU\b"
    # "Adding a second GPU lifted ...", "adding another 32GB GPU": one GPU more than the other side
    r"|\badd(?:ing|ed|s)?\s(?:a\s|an\s)?(?:second|another|extra|additional)\s(?:[\w-]+\s){0,2}GPUs?\b"
)

# --- aggregation -------------------------------------------------------------------------
_AGG_STATED = _w(
    # ("per concurrent user", "per active request": one of several at once; "req/sec" is "req/s")
    r"(?<!tokens\s)\bper[- ](?:(?:concurrent|active|individual)\s)?(?:user|request|stream|client|sequence|session)\b"
    r"|\breq(?:uest)?s?\s?/\s?s(?:ec)?\b"
    r"|\b(?:tok(?:en)?s?|t|TPS)\s?/\s?s(?:ec)?\s?/\s?(?:user|request|req|stream)\b|\bTPS\s?/\s?(?:user|request|stream)\b"
    # "QPS=4", "QPS: 4" is the load the test offered (a setting), not how its figure aggregates
    # ("At 8 RPS with ~1024-token prompts" is the arrival rate offered, too)
    r"|\brequests?\sper\s(?:second|minute)\b|\bRPM\b|\bQPS\b(?!\s?[=:]\s?\d)"
    r"|(?<!at\s\d\s)(?<!at\s\d\d\s)(?<!at\s\d\d\d\s)\bRPS\b"
    # "total output tokens / wall time", llama.cpp's "all tokens / total time"
    r"|\b(?:total|all)\s(?:output\s|generated\s)?tokens?\s?(?:/|over|divided\sby)"
    r"|\b(?:generated|output)\stokens?\s?/|\bthroughput\s?=|\bfor\sthe\swhole\sbatch\b|\b(?:covers?|across|over)\sall\srequests\b"
    # "1.9k tok/s across all users", "for all 64 requests combined", "across 64 concurrent streams":
    # every request's tokens together; "each user gets 30 tok/s", "each stream decodes at": one's share
    r"|\b(?:(?:across|for)\s(?:all\s(?:the\s)?(?:\d+\s)?|\d+\s(?:concurrent\s|parallel\s)?)|over\sall\s(?:the\s)?(?:\d+\s)?)"
    r"(?:users|streams|clients)\b|\bfor\sall\s\d+\srequests\b|\bacross\s\d+\s(?:concurrent\s)?requests\b"
    r"|\b(?:each|every)\s(?:user|stream|request|client|sequence)\s(?:gets|sees|receives|decodes|generates|streams|averages)\b"
    r"|(?:\btok(?:en)?s?\s?/\s?s(?:ec)?|\btokens?\sper\ssec(?:ond)?)\sin\stotal\b|\bcumulative\s(?:output\s)?throughput\b"
    r"|\baggregate\b|\btotal\stoken\sthroughput\b|\brequest\sthroughput\b"
    # a run label that names its measurement kind: "tp4_aggregate_c64", "int4-aggregate-c16"
    r"|(?<=[_-])aggregate(?=[_-](?:c|conc|bs)?\d)"
    # "the system throughput", "system-wide output token throughput": every request's tokens together
    r"|\bsystem(?:[- ]wide)?\s(?:(?:output|generation|decode|token)\s){0,2}throughput\b"
    r"|\btotal\s(?:output|generated|decode)\s(?:token\s)?throughput\b"
    # "increase the total throughput by 6.47x", a "Total tokens per sec" or "tot tok/s" column: the
    # tokens of every request over the run's time, not one stream's rate
    r"|\btotal\sthroughput\b|\btot(?:al|\.)?\s?tok(?:en)?s?\s?(?:/\s?s(?:ec)?\b|per\ssec(?:ond)?\b)"
    r"|\b(?:mean|average)\b[^.;\n]{0,60}?\b(?:over|across|based\son|of)\s(?:the\s)?\d+\s(?:requests|prompts)\b"
    # a benchmark tool's summary line "Average of eval rate: 19.17 tokens/s": the mean of its prompts' rates
    r"|\b(?:mean|average)\sof\s(?:the\s)?(?:eval|generation|decode|decoding|output)\s(?:rates?|speeds?)\b"
    # "the sum of max input length + max output length" adds lengths, it aggregates no rates
    r"|\bsum(?:med)?\sof\b(?!\s(?:the\s)?(?:max(?:imum)?\s)?(?:input|output|prompt|sequence|context|cache)\b)"
    r"|\b(?:tokens?|tok/s)\sover\swall\b"
    r"|\btotal\s(?:output|generated)\s(?:over|/|divided\sby)\s(?:the\s)?wall\b"
    # a table cell that is only "Average" or "Mean" (a row read as "Test: Average; Speed: 68.5"):
    # the row is the mean of the rows it summarises
    r"|(?:^|;\s)[^:;\n]{0,40}:\s\**(?:average|mean)\**\s?(?=;|$)"
)
#: "averaged over" hints at an aggregation, except over tokens ("averaged over the encoded and
#: generated tokens"): that is how one stream's rate is computed, not how requests combine
_AGG_PARTIAL = _w(
    # ("4,000 tok/s/GPU" is the figure per GPU, too)
    r"\bper[- ]GPU\b|\btok(?:en)?s?\s?/\s?s(?:ec)?\s?/\s?GPU\b|\bcounts?\sall\stokens\b"
    r"|\baverag\w+\s(?:over|across)\b(?!\s(?:the\s)?(?:[\w-]+\s){0,3}?tokens\b)"
)

# --- pattern facts --------------------------------------------------------------------------
_INPUT_PLUS_OUTPUT = _w(
    r"\btotal\stokens?\s?(?:/\s?s|per\ssecond|throughput)|\btotal\stoken\sthroughput\b"
    r"|\bprompt\s(?:and|plus|\+)\sgenerated\stokens\b|\b(?:input|prompt)\s?(?:\+|plus|and)\s?(?:output|generated)\stokens?\s(?:counted|together)"
    r"|\bcounts?\sall\stokens\b|\binput\sincluded\b|\bincluding\s(?:the\s)?(?:input|prompt)\stokens\b"
    r"|\bprompt\sand\sgenerated\stokens\scounted\b|(?<![\w])pp\d+\s?\+\s?tg\d+\b"
    # "counts input and output tokens", "counting both prompt and completion tokens", "prompt and output
    # tokens combined", "Throughput (input + output)": the two counts added up in other words
    r"|\bcount(?:s|ed|ing)?\s(?:both\s)?(?:the\s)?(?:input|prompt)\s(?:and|\+|plus)\s(?:output|generated|completion)\stokens\b"
    r"|\b(?:input|prompt)\s(?:and|\+|plus)\s(?:output|generated|completion)\stokens\s(?:combined|summed|added)\b"
    r"|\bthroughput\s?\(\s?(?:input|prompt)\s?(?:\+|plus)\s?(?:output|generated|completion)(?:\stokens)?\s?\)"
    # the prompt's tokens or time said to be inside the figure: "including prompt processing", "prompt
    # processing included", "counts input tokens as well as generated ones", "(input + output tokens
    # per second)", "prefill included"
    r"|\bincluding\s(?:the\s)?(?:prompt|input|prefill)\s(?:processing|phase|time)\b"
    r"|\b(?:(?:prompt|input)\s(?:processing|tokens|phase|time)|prefill(?:\s(?:phase|time))?)\s(?:included|counted|inclusive)\b"
    r"(?!\s(?:separately|apart))"
    r"|\bcount(?:s|ed|ing)?\s(?:the\s)?(?:input|prompt)\stokens\s(?:as\swell|too|also)\b"
    r"|\(\s?(?:input|prompt)\s?(?:\+|plus)\s?(?:output|generated|completion)\stokens?\s(?:per\ssec(?:ond)?|/\s?s)\b"
)
_BASELINE = _w(
    r"\b(?:against|vs\.?|versus|compared\s(?:with|to)|relative\sto|over|than)\s[^;\n]{0,60}?"
    r"(?:\bv?\d+\.\d+\.\d+|\bb\d{4,5}\b|\bv\d+(?:\.\d+)+)"
    r"|\bonly\s(?:change|difference)\s(?:between|is|was)\b"
)
#: "same settings" states the baseline only when the test itself is fully specified
_SAME_SETTINGS = _w(r"\b(?:same|identical)\s(?:settings|setup|configuration|config|workload|harness|conditions)\b")
_COMPARES = _w(
    r"\b(?:than|vs\.?|versus|compared|against|matches|match|matched|equals|outperforms?|beats?|per[- ]GPU)\b"
)


_CONC_KEYS = (
    "batch",
    "concurren",
    "bs",
    "n=",
    "n =",
    "user",
    "client",
    "parallel",
    "simultaneous",
    "single",
    "one ",
    "sequence",
    "request",
    "stream",
    "qps",
    "rps",
    "rate",
    "max_num",
    "max-num",
    "slot",
    "default",
    "in-flight",
    "unbatched",
    "c=",
    "c =",
    "conc",
    "c1",
    "c2",
    "c3",
    "c4",
    "c5",
    "c6",
    "c7",
    "c8",
    "c9",
    "/c",
    "at c",
    "@c",
    "@ c",
    "-np",
)
_LENGTH_KEYS = (
    "tok",
    "generat",
    "_len",
    "out",  # "output", "in/out", "128 out"
    "input",
    "eos",
    "pp",
    "tg",
    "isl",
    "osl",
    "length",
    "prompt",
    "min_",
    "fixed",
    "natural",
    "capped",
    "at most",
    "k/",
    "/c",
)
_ANY_DIGIT_OR_GPU = re.compile(
    r"\d|GPU|accelerator|tensor|swarm|single|one\s|Xeon|Ryzen|EPYC|CPU|Graviton|卡", re.IGNORECASE
)


# Substrings (lower case) without which a pattern cannot match: skipping it is free.
_GATES: dict[Gated, tuple[str, ...]] = {
    **dict(
        zip(
            _CONC_STATED,
            [
                ("batch",),
                ("concurren",),
                ("concurren",),
                ("bs",),
                ("bsz",),
                ("n",),
                ("concurrent", "parallel", "simultaneous", "in-flight"),
                ("users", "clients", "streams"),
                ("1 user", "1 client", "1 stream"),
                ("concurrent",),
                ("sequence", "request", "stream"),
                ("concurrency", "batch"),
                ("concurrency",),
                ("c=", "c ="),
                ("con",),
                ("c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9"),
                ("/c",),
                ("at c", "@c", "@ c"),
                ("concurrent", "parallel", "simultaneous"),
                ("concurrent", "parallel", "simultaneous"),
                ("-np", "parallel"),
            ],
            strict=True,
        )
    ),
    **dict(
        zip(
            _OUTPUT_COUNT,
            [
                ("output", "generated", "gen ", "new ", "completion", "response", "decode"),
                ("generated", "produced", "decoded"),
                ("gen", "output"),
                ("output", "generat", "response", "completion"),
                ("output", "generation", "completion"),
                ("tok",),
                ("osl",),
                ("token",),
                ("generat", "predict", "sampl", "produc"),
                ("generat",),
                ("tokens out",),
                ("tg",),
                ("output",),
                ("_len",),
                ("-len", "_len"),
                ("length", " len"),
                ("of length",),
            ],
            strict=True,
        )
    ),
    **dict(
        zip(
            _PROMPT_COUNT,
            [
                ("input", "prompt"),
                ("prompt", "input"),
                ("token",),
                ("prompt",),
                ("prompt",),
                ("input and",),
                (
                    "isl",
                    "input len",
                    "prompt len",
                    "input sequence len",
                    "prompt sequence len",
                    "input token len",
                    "prompt token len",
                    "input context len",
                    "prompt context len",
                ),
                ("osl",),
                ("/c",),
                ("in/out", "input/output"),
                ("input", "prompt"),
                ("input", "prompt"),
                ("out",),
                ("prompt",),
                ("prompt length",),
                ("pp",),
                ("input", "prompt"),
                ("input", "prompt"),
                ("input", "prompt"),
                ("isl", "input"),
                ("_len",),
                ("-len", "_len"),
                ("length",),
                ("prompt", "input"),
                ("of length",),
                ("prefill", "prompt processing"),
                ("prefill", "prompt processing"),
                ("k/",),
                ("prefill", "pre-fill"),
                ("prompt",),
                ("isl", "input", "in x", "inx", "in×"),
                ("isl", "input", "in x", "inx", "in×"),
            ],
            strict=True,
        )
    ),
}


class _HandGates(NamedTuple):
    """Patterns with their hand-written gates as bit masks over the gates' keys, each key once:
    a text is tested for every key in one pass (``present``), not once per pattern that names
    it, and a pattern is skipped when its mask shares no bit with the text's (None: no gate)."""

    keys: tuple[str, ...]
    bits: tuple[int, ...]
    rows: tuple[tuple[Gated, int | None], ...]

    def present(self, contains: Callable[[str], bool]) -> int:
        # map and compress: the substring tests loop in C
        return sum(compress(self.bits, map(contains, self.keys)))


def _hand_gates(*groups: list[Gated]) -> tuple[_HandGates, ...]:
    """One key set for ``groups`` (read by one reader), each group's patterns with their masks."""
    keys = tuple(sorted({key for regexes in groups for regex in regexes for key in _GATES.get(regex, ())}))
    bit = {key: 1 << index for index, key in enumerate(keys)}
    bits = tuple(bit[key] for key in keys)

    def mask(regex: Gated) -> int | None:
        gate = _GATES.get(regex)
        return None if gate is None else sum({bit[key] for key in gate})

    return tuple(_HandGates(keys, bits, tuple((regex, mask(regex)) for regex in regexes)) for regexes in groups)


(_CONC_GATED,) = _hand_gates(_CONC_STATED)
_OUTPUT_GATED, _PROMPT_GATED = _hand_gates(_OUTPUT_COUNT, _PROMPT_COUNT)


#: a serving setup counted in units other than GPUs: CPU sockets ("2 socket vs 1 socket", "a
#: dual-socket Xeon", "single-socket") and model replicas ("16 replicas", "one replica"); two counts
#: of one unit in a comparing sentence set a larger setup against a smaller one, as GPU counts do.
#: Nodes and GPUs count here only as an adjective ("the 4-node baseline", "a dual-GPU rig", "single-node")
#: or as both ends of a change ("from one GPU to eight", "from 1 node to 4 nodes"): "at 2 nodes ... at 8
#: nodes" is the scale both sides of a comparison ran at, not two setups set against each other
_SCALE_COUNT = _w(
    r"(?P<n>\d{1,4}|one|two|four|eight|sixteen|a\ssingle|single|dual|quad)[\s-]"
    r"(?:(?:CPU|model|engine|vLLM|server)\s)?(?P<unit>sockets?|replicas?)\b"
    r"|(?<![\d.,])(?P<a>\d{1,3}|single|dual|quad|two|four|eight)-(?P<adj>node|GPU)\b(?!-)"
    r"|\bfrom\s(?P<low>\d{1,3}|one|a\ssingle|two|four)\s(?P<range>node|GPU)s?\s(?:to|→|->)\s"
    r"(?P<high>\d{1,3}|two|four|eight|sixteen)\b(?:\s(?:nodes|GPUs)\b)?"
    # "using only 2 GPUs instead of 8", "on 4 nodes rather than 16"
    r"|(?<![\d.,])(?P<mine>\d{1,3}|one|two|four|eight)\s(?P<instead>node|GPU)s?\s(?:instead\sof|rather\sthan)\s"
    r"(?P<theirs>\d{1,3}|two|four|eight|sixteen)\b(?![.,]\d)"
)
_SCALE_UNIT = {"socket": "socket", "replica": "replica", "node": "node", "gpu": "GPU"}
#: a figure normalised per node or per GPU compared with a setup of a stated size ("22,000 TPS per
#: node, 3.1x higher than the 4-node baseline"): the normalisation sets unequal deployments side by side
_PER_UNIT_AGAINST = _w(
    r"\bper[- ](?:node|GPU|server|replica)\b(?:[^.;\n]|\.\d){0,80}?"
    r"\b(?:than|vs\.?|versus|compared\s(?:with|to)|against)\s"
    r"(?:the\s|a\s|an\s|our\s)?(?:[\w'’-]+\s){0,3}?(?:\d{1,3}|single|one)[- ](?:nodes?|GPUs?|servers?|replicas?)\b"
    # the sized setup named first: "versus the baseline's 2 nodes, the per-node throughput is 2.2x higher"
    r"|\b(?:than|vs\.?|versus|compared\s(?:with|to)|against)\s(?:the\s|a\s|an\s|our\s)?(?:[\w'’-]+\s){0,3}?"
    r"(?:\d{1,3}|single|one)[- ](?:nodes?|GPUs?|servers?|replicas?)\b"
    r"(?:[^.;\n]|\.\d){0,80}?\bper[- ](?:node|GPU|server)\b"
    # a multiple of another setup's normalised figure: "3.1x the per-node throughput of the 4-node baseline"
    r"|(?<![\w.])\d+(?:\.\d+)?\s?[x×]\s(?:the\s)?(?:[\w-]+\s)?per[- ](?:node|GPU|server)\s(?:[\w-]+\s){0,2}?of\s"
    r"(?:the\s|a\s|an\s|our\s)?(?:[\w'’-]+\s){0,2}?(?:\d{1,3}|single|one)[- ](?:nodes?|GPUs?|servers?)\b"
)
#: fewer or more devices named by their type or as a share ("with 4x fewer H100s", "on half as many
#: GPUs", "twice as many nodes"): the figure is set against a setup of another size
_FEWER_DEVICES = _w(
    r"\b\d+(?:\.\d+)?\s?[x×]\s(?:fewer|less|more)\s(?:[A-Z][A-Za-z]*\d[\w-]*s|TPUs|cards|nodes|servers|machines|chips)\b"
    r"|\b(?:half|twice|double|a\squarter)\sas\smany\s(?:GPUs|[A-Z][A-Za-z]*\d[\w-]*s|TPUs|cards|nodes|servers|machines|chips)\b"
)


def _count(word: str) -> int | None:
    word = word.lower()
    return _DEVICE_WORDS.get(word) or WORD_NUMBERS.get(word) or (int(word) if word.isdigit() else None)


@lru_cache(maxsize=1024)
def scale_counts(text: str) -> frozenset[tuple[str, int]]:
    """(unit, count) of the socket, replica, node and GPU counts one sentence sets side by side
    ("2 socket vs 1 socket", "a dual-GPU rig ... a single 3090", "from 1 node to 4 nodes")."""
    found: set[tuple[str, int]] = set()
    for match in _SCALE_COUNT.finditer(text):
        if match.group("unit"):
            pairs = [(match.group("unit"), match.group("n"))]
        elif match.group("adj"):
            pairs = [(match.group("adj"), match.group("a"))]
        elif match.group("instead"):
            pairs = [(match.group("instead"), match.group("mine")), (match.group("instead"), match.group("theirs"))]
        else:
            pairs = [(match.group("range"), match.group("low")), (match.group("range"), match.group("high"))]
        for unit, word in pairs:
            count = _count(word)
            if count:
                found.add((_SCALE_UNIT[unit.lower().rstrip("s")], count))
    return frozenset(found)


def per_unit_against(text: str) -> str | None:
    """The words comparing a per-node or per-GPU figure with a setup of a stated size, or None."""
    match = _PER_UNIT_AGAINST.search(text) if "per" in text else None
    return match.group(0) if match else None


def unequal_phrase(text: str) -> re.Match[str] | None:
    """Wording that rescales a figure across GPU counts ("divided by 14", "half the GPUs", "with 4x
    fewer H100s", "on half as many GPUs")."""
    found = _UNEQUAL.search(text) if "GPU" in text or "divid" in text or "resources" in text else None
    return found or (_FEWER_DEVICES.search(text) if " as many " in text or "fewer" in text or "more" in text else None)


@lru_cache(maxsize=1024)
def sentence_compares(text: str) -> bool:
    """Whether a sentence compares ("than", "vs", "outperforms"), whatever it counts."""
    return bool(_COMPARES.search(text))


@lru_cache(maxsize=1024)
def sentence_gpus(text: str) -> tuple[set[int], bool]:
    """GPU counts named in one sentence, and whether the sentence compares things."""
    facts = TextFacts()
    if _ANY_DIGIT_OR_GPU.search(text):
        _gpus(text, facts)
    return facts.gpu_counts, len(facts.gpu_counts) > 1 and _compares_counts(text)


def _compares_counts(text: str) -> bool:
    """The text compares ("than", "vs") or scales between two GPU counts ("from 1 to 4 GPUs")."""
    return bool(_COMPARES.search(text)) or ("from" in text and _GPU_COUNT_RANGE.search(text) is not None)


@lru_cache(maxsize=4096)
def read_facts(text: str) -> TextFacts:
    facts = TextFacts()
    if not text:
        return facts
    contains = lowered_contains(text)
    for applies, reader in _RUN_SETUP_READERS:
        if applies(text, contains):
            reader(text, facts)
    _content_spec(text, facts)
    if _ANY_DIGIT_OR_GPU.search(text):
        _gpus(text, facts)
    aggregation = _AGG_STATED.search(text)
    if aggregation:
        facts.note("aggregation", "stated", aggregation.group(0))
    elif partial := _AGG_PARTIAL.search(text):
        facts.note("aggregation", "partial", partial.group(0))
    if (both := _INPUT_PLUS_OUTPUT.search(text)) is not None:
        facts.input_plus_output = both.group(0)
    if (sweep := _SWEEP.search(text)) is not None:
        facts.sweep = sweep.group(0)
    if (baseline := _BASELINE.search(text)) is not None:
        facts.baseline = baseline.group(0)
    if (same := _SAME_SETTINGS.search(text)) is not None:
        facts.same_settings = same.group(0)
    facts.compares = _compares_counts(text)
    facts.prompt_row = bool(_PP_LABEL.search(text)) and "+" not in text.split(";")[0]
    return facts


def _stated(facts: TextFacts, *names: str) -> bool:
    return any((reading := facts.fields.get(name)) is not None and reading.state == "stated" for name in names)


def states_run_setup(text: str) -> bool:
    """Whether ``read_facts(text)`` reads concurrency, the stop rule, the prompt length or
    speculative decoding as stated, found by the readers of those fields alone (a field is
    stated when one of its own readers notes it so; the other fields are not read): asked of
    every paragraph of a document, most of which are then never read whole."""
    if not text:
        return False
    facts = TextFacts()
    contains = lowered_contains(text)
    for applies, reader in _RUN_SETUP_READERS:
        if applies(text, contains):
            reader(text, facts)
            if _stated(facts, "concurrency", "stop_rule", "prompt_length"):
                return True
    # _content_spec's reading of speculative decoding: either pattern notes it stated
    return _SPEC_OFF.search(text) is not None or _SPEC.search(text) is not None


def states_gpu_count(text: str) -> bool:
    """Whether ``read_facts(text)`` reads the GPU count as stated (by its one reader, ``_gpus``)."""
    facts = TextFacts()
    if text and _ANY_DIGIT_OR_GPU.search(text):
        _gpus(text, facts)
    return _stated(facts, "gpu_count")


# --- the same setup written in Chinese ------------------------------------------------------
_ANY_CJK = re.compile(r"[\u4e00-\u9fff]")
_ZH_IS = r"\s?(?:为|是|=|:|：|固定为|设为|设置为)?\s?"
_ZH_N = r"(?P<n>\d[\d,]*(?:\.\d+)?[kK]?)"
_ZH_M = _ZH_N.replace("<n>", "<m>")
#: "并发数为 16", "批大小为 8", "批处理大小 32", "32 路并发"
_ZH_CONCURRENCY = re.compile(
    rf"(?:并发(?:数|度|请求数?|量)?|批(?:处理)?大小|批量大小|批次大小){_ZH_IS}{_ZH_N}|{_ZH_M}\s?(?:路|个)?并发"
)
#: "单并发", "单条请求", "单个请求", "单 batch": one request at a time; so is a run whose total
#: request count is one ("总请求数: 1", "请求总数为 1")
_ZH_SINGLE = re.compile(
    r"单(?:并发|条请求|个请求|请求|\s?batch|用户)|(?:总请求数|请求总数)\s?(?:为|是|=|:|：)?\s?1(?![\d.,])",
    re.IGNORECASE,
)
#: a fixed length named before its value ("输出长度为 128", "生成长度 256"), or a count of tokens
#: after the verb ("生成 256 个 token", "输入 1024 tokens"), not a rate ("生成 30 tokens/s")
_ZH_LENGTH_WORD = r"(?:长度|token\s?数|的?token数量|tokens?\s?数)"
_ZH_TOKENS_AFTER = r"\s?个?\s?(?:tokens|token(?!s)|词元)(?!\s?/|\s?每秒|\s?per\b)"
_ZH_OUTPUT = re.compile(
    rf"(?:输出|生成){_ZH_LENGTH_WORD}{_ZH_IS}{_ZH_N}"
    # "生成1792 和 7934 个token": one length per run
    rf"|(?:输出|生成)\s?{_ZH_M}(?:\s?[和、,，]\s?\d[\d,]*){{0,4}}{_ZH_TOKENS_AFTER}",
    re.IGNORECASE,
)
_ZH_PROMPT = re.compile(
    rf"(?:输入|提示词?|prompt\s?){_ZH_LENGTH_WORD}{_ZH_IS}{_ZH_N}|输入\s?{_ZH_M}{_ZH_TOKENS_AFTER}", re.IGNORECASE
)


def _chinese_setup(text: str, facts: TextFacts) -> None:
    """Concurrency and lengths as Chinese setups write them (the English readers above miss them)."""
    text = _ARITHMETIC_ASIDE.sub("", text)
    for match in _ZH_CONCURRENCY.finditer(text):
        value = parse_number(match.group("n") or match.group("m") or "")
        if value is not None and value == int(value):
            facts.concurrency.add(int(value))
            facts.note("concurrency", "stated", match.group(0))
    if (single := _ZH_SINGLE.search(text)) is not None:
        facts.concurrency.add(1)
        facts.note("concurrency", "stated", single.group(0))
    for regex, values, name in (
        (_ZH_OUTPUT, facts.output_tokens, "stop_rule"),
        (_ZH_PROMPT, facts.prompt_tokens, "prompt_length"),
    ):
        for match in regex.finditer(text):
            value = parse_number(match.group("n") or match.group("m") or "")
            if value is not None:
                values.append(value)
                facts.note(name, "stated", match.group(0))


def _ints(listing: str) -> set[int]:
    values = set()
    for token in re.findall(r"\d{1,3}(?:,\d{3})+|\d+|one|two|four|eight|sixteen", listing, re.IGNORECASE):
        number = parse_number(token)
        if number is not None:
            values.add(int(number))
    return values


def _concurrency(text: str, facts: TextFacts) -> None:
    present = _CONC_GATED.present(lowered_contains(text))
    for regex, mask in _CONC_GATED.rows:
        if mask is not None and not present & mask:
            continue
        for match in regex.finditer(text):
            values = _ints(match.group("list"))
            if values:
                facts.concurrency |= values
                facts.note("concurrency", "stated", match.group(0))
    for single in _SINGLE_STREAM.finditer(text):
        after = text[single.end() : single.end() + 60].lstrip()
        before = text[max(0, single.start() - 30) : single.start()]
        if _PAIRED_AFTER.match(after) or _PAIRED_BEFORE.search(before) or _EMPHASIS_BEFORE.search(before):
            continue
        facts.concurrency.add(1)
        facts.note("concurrency", "stated", single.group(0))
        break
    if (partial := _CONC_PARTIAL.search(text)) is not None:
        facts.note("concurrency", "partial", partial.group(0))


#: the sum that gives a length, between the length and its noun: "generating 1792 (2048-258) tokens"
_ARITHMETIC_ASIDE = re.compile(r"\s?[(（]\s?\d[\d,.]*(?:\s?[-+*/×]\s?\d[\d,.]*)+\s?[)）]")


def _stop_and_prompt(text: str, facts: TextFacts) -> None:
    if "(" in text or "（" in text:
        text = _ARITHMETIC_ASIDE.sub("", text)
    present = _OUTPUT_GATED.present(lowered_contains(text))  # the keys of both groups
    for regex in _STOP_STATED:
        if (match := regex.search(text)) is not None:
            facts.note("stop_rule", "stated", match.group(0))
    for regex, mask in _OUTPUT_GATED.rows:
        if mask is not None and not present & mask:
            continue
        for match in regex.finditer(text):
            value = parse_number(match.group("n"))
            if value is not None:
                facts.output_tokens.append(value)
                facts.note("stop_rule", "stated", match.group(0))
    for regex, mask in _PROMPT_GATED.rows:
        if mask is not None and not present & mask:
            continue
        for match in regex.finditer(text):
            value = parse_number(match.group("n"))
            if value is None:
                continue
            facts.prompt_tokens.append(value)
            facts.note("prompt_length", "stated", match.group(0))
            out = match.groupdict().get("out")
            if out and (out_value := parse_number(out)) is not None:
                facts.output_tokens.append(out_value)
                facts.note("stop_rule", "stated", match.group(0))
    if (none := _NO_PROMPT.search(text)) is not None:
        facts.prompt_tokens.append(0.0)
        facts.note("prompt_length", "stated", none.group(0))
    elif (one := _ONE_PROMPT_TOKEN.search(text)) is not None:
        facts.prompt_tokens.append(1.0)
        facts.note("prompt_length", "stated", one.group(0))
    if (partial := _STOP_PARTIAL.search(text)) is not None:
        facts.note("stop_rule", "partial", partial.group(0))
    if (vague := _PROMPT_PARTIAL.search(text)) is not None:
        facts.note("prompt_length", "partial", vague.group(0))


_Applies = Callable[[str, Callable[[str], bool]], bool]
_Reader = Callable[[str, TextFacts], None]
#: the readers of concurrency, the stop rule and the prompt length, each behind the cheap test
#: most texts fail (substring keys tested in C by ``map``; a CJK character for the Chinese
#: wordings): ``read_facts`` runs every one that applies, ``states_run_setup`` stops at the first
#: that states a field, so a reader added here is seen by both
_RUN_SETUP_READERS: tuple[tuple[_Applies, _Reader], ...] = (
    (lambda text, contains: any(map(contains, _CONC_KEYS)), _concurrency),
    (lambda text, contains: any(map(contains, _LENGTH_KEYS)), _stop_and_prompt),
    (lambda text, contains: not text.isascii() and _ANY_CJK.search(text) is not None, _chinese_setup),
)


def _content_spec(text: str, facts: TextFacts) -> None:
    if (dataset := _workload_dataset(text)) is not None:
        facts.note("content_type", "stated", dataset.group(0))
        facts.note("prompt_length", "partial", f"{dataset.group(0)} (dataset lengths)")
    if (content := _CONTENT.search(text)) is not None:
        facts.note("content_type", "stated", content.group(0))
    elif (vague := _CONTENT_PARTIAL.search(text)) is not None:
        facts.note("content_type", "partial", vague.group(0))
    if (off := _SPEC_OFF.search(text)) is not None:
        facts.spec_on = False
        facts.note("spec_decoding", "stated", off.group(0))
    elif (spec := _SPEC.search(text)) is not None:
        facts.spec_on = True
        facts.note("spec_decoding", "stated", spec.group(0))


def _gpus(text: str, facts: TextFacts) -> None:
    spans: list[tuple[int, int]] = []
    contains = lowered_contains(text)
    for match in _TPU_SLICE.finditer(text) if contains("tpu") else ():
        chips = int(match.group("n")) // _TPU_PER_CHIP_CORES.get(match.group("gen").lower(), 1)
        if chips:
            facts.gpu_counts.add(chips)
            facts.gpu_types.append(f"TPU {match.group('gen')}")
            spans.append(match.span())
            facts.note("gpu_count", "stated", match.group(0))
    named_machines = _NAMED_MACHINE.finditer(text) if any(map(contains, _NAMED_MACHINE_KEYS)) else ()
    for match in named_machines:
        named = _named_machine(match)
        if named is not None:
            facts.gpu_counts.add(named[0])
            facts.gpu_types.append(named[1])
            spans.append(match.span())  # the model inside the name is not a setup of its own
            facts.note("gpu_count", "stated", match.group(0))
    # one scan instead of three on most text
    typed = _ANY_GPU_TYPE.search(text) is not None or _ANY_BARE_CONSUMER.search(text) is not None
    multi = _MULTI_DEVICE.search(text) is not None  # read once: the node counts and multi_device below
    for match in _NODES_TIMES_GPUS.finditer(text) if multi else ():
        facts.gpu_counts.add(int(match.group("m")) * int(match.group("n")))
        if match.group("type") != "GPU":
            facts.gpu_types.append(match.group("type"))
        spans.append(match.span())  # the count per node inside it is not a setup of its own
        facts.note("gpu_count", "stated", match.group(0))
    for match in _GPU_WITH_COUNT.finditer(text) if typed else ():
        if any(s < match.end() and match.start() < e for s, e in spans):
            continue  # "a TPU v5e-8": the slice, read above, names the count
        word = match.group("n").lower().replace("all ", "")
        if word.isdigit() and _counts_nothing(text, match.start("n"), match.end("n")):
            continue
        count = _DEVICE_WORDS.get(word) or WORD_NUMBERS.get(word) or (int(word) if word.isdigit() else None)
        if count:
            facts.gpu_counts.add(count)
            facts.gpu_types.append(match.group("type"))
            spans.append(match.span())
            facts.note("gpu_count", "stated", match.group(0))
    for match in _GPU_WITH_COUNT_ZH.finditer(text) if typed and not text.isascii() else ():
        if any(s < match.end() and match.start() < e for s, e in spans):
            continue
        word = match.group("n")
        count = _ZH_COUNTS.get(word) or (int(word) if word.isdigit() else None)
        if count:
            facts.gpu_counts.add(count)
            facts.gpu_types.append(match.group("type"))
            spans.append(match.span())
            facts.note("gpu_count", "stated", match.group(0))
    for match in _GPU_THEN_COUNT.finditer(text) if typed else ():
        if any(s <= match.start() < e for s, e in spans):
            continue
        facts.gpu_counts.add(int(match.group("n") or match.group("b") or match.group("a")))
        facts.gpu_types.append(match.group("type"))
        spans.append(match.span())
        facts.note("gpu_count", "stated", match.group(0))
    for match in _GPU_TYPE_ONLY.finditer(text) if typed else ():
        if any(s <= match.start() < e for s, e in spans):
            continue
        gpu_type = match.group("type")
        facts.gpu_types.append(gpu_type)
        if _ONE_PHONE.match(gpu_type) or (
            _APPLE.match(gpu_type)
            and (" " in gpu_type or _MAC_BEFORE.search(text, max(0, match.start() - 16), match.start()) is not None)
        ):
            # An Apple SoC, or a phone's, is one GPU by construction.
            facts.gpu_counts.add(1)
            facts.note("gpu_count", "stated", gpu_type)
        else:
            facts.note("gpu_count", "partial", gpu_type)
    cores = [m.span() for m in _CORE_GPU.finditer(text)]
    zeros: list[tuple[int, int]] | None = None
    for match in _GPU_COUNT_ONLY.finditer(text):
        if any(s < match.end() and match.start() < e for s, e in cores + spans):
            continue
        if zeros is None:  # "without a GPU" counts none: its "a GPU" is no count of one
            zeros = [m.span() for m in _ZERO_GPUS.finditer(text)]
        if any(s < match.end() and match.start() < e for s, e in zeros):
            continue
        group = next((g for g in ("n", "tp", "tp2", "cards", "kv", "kv2") if match.group(g)), None)
        raw = match.group(group) if group else ""
        if raw.isdigit() and group in ("n", "cards") and _counts_nothing(text, match.start(group), match.end(group)):
            continue
        word = raw.lower().replace("all ", "")
        count = WORD_NUMBERS.get(word) or (int(word) if word.isdigit() else None)
        if count:
            facts.gpu_counts.add(count)
            facts.note("gpu_count", "partial", match.group(0))
    for match in _GPU_COUNT_ONLY_ZH.finditer(text) if not text.isascii() else ():
        word = match.group("n")
        if any(s < match.end() and match.start() < e for s, e in spans):
            continue
        count = _ZH_COUNTS.get(word) or (int(word) if word.isdigit() else None)
        if count:
            facts.gpu_counts.add(count)
            facts.note("gpu_count", "partial", match.group(0))
    if facts.gpu_counts and facts.gpu_types:
        facts.note("gpu_count", "stated", f"{sorted(facts.gpu_counts)[0]}x {facts.gpu_types[0]}")
    elif not facts.gpu_types and (cpu := _CPU_MODEL.search(text)) is not None:
        facts.note("gpu_count", "stated", f"{cpu.group(0)} (CPU, no GPU)")
    elif not facts.gpu_types and (zero := _ZERO_GPUS.search(text)) is not None:
        facts.note("gpu_count", "stated", f"{zero.group(0)} (no GPU)")
    elif not facts.gpu_types and (cpu_run := _CPU_RUN.search(text)) is not None and not _ANY_GPU_WORD.search(text):
        facts.note("gpu_count", "stated", f"{cpu_run.group(0)} (CPU, no GPU)")
    if "from" in text:
        for match in _GPU_COUNT_RANGE.finditer(text):
            word = match.group("a").lower()
            low = 1 if word == "a single" else WORD_NUMBERS.get(word) or (int(word) if word.isdigit() else None)
            if low:
                facts.gpu_counts.add(low)
    facts.multi_device = multi
    # one GPU ("a single H100") runs on one machine: the other side of a multi-node comparison
    facts.single_device = bool(_SINGLE_DEVICE.search(text)) or 1 in facts.gpu_counts
