"""A performance claim found in Markdown: the typed model rules see for prose.

A claim is a point with a location in prose. The Markdown loader (``benchlint.linter.markdown``)
finds each claim, gathers which operating-point facts the document states for it, and
keeps the numbers around it as :class:`Evidence`; rules read only this object and decide.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from benchlint.linter.findings import Violation

FieldState = Literal["stated", "partial", "absent"]

#: the operating-point fields, in OP001..OP007 order
OP_FIELDS = (
    "concurrency",
    "stop_rule",
    "prompt_length",
    "content_type",
    "spec_decoding",
    "gpu_count",
    "aggregation",
)

#: the operating-point fields as people read them
FIELD_LABELS = {
    "concurrency": "concurrency",
    "stop_rule": "stop rule",
    "prompt_length": "prompt length",
    "content_type": "content type",
    "spec_decoding": "speculative decoding",
    "gpu_count": "GPU count",
    "aggregation": "aggregation",
}


@dataclass(eq=False)
class FieldFact:
    state: FieldState
    where: str | None = None
    """Where the fact was found: "sentence", "table row", "setup under the same heading", "record"..."""
    value: str | None = None
    line: int | None = None
    """First source line of the window the fact was read from, when known."""


@dataclass(eq=False)
class LinkedValue:
    """A number a linked record holds that a claim may quote."""

    value: float
    label: str
    """What the number is: "aggregate tok/s", "TTFT ms p50", "ratio of aggregates"..."""


@dataclass(eq=False)
class LinkedPoint:
    """The operating point of the linked record (and point) a claim resolved to."""

    concurrency: int | None = None
    """The point's concurrency (None when the claim resolved to a record, not a point)."""
    gpus: int | None = None
    prompt_tokens: float | None = None
    """The record's prompt length per request (mean, else median)."""
    spec_enabled: bool | None = None


@dataclass(eq=False)
class Link:
    """A claim in a document that links records: what the records hold and what the claim says."""

    source: str
    """The linked file(s) as the document names them."""
    selector: str = ""
    """A point selector from the link comment ("concurrency=8"); empty when there is none."""
    selector_found: bool = True
    """Some linked point has the selector's values."""
    values: list[LinkedValue] = field(default_factory=list)
    """The candidate numbers of the linked records (of the selected points, with a selector)."""
    targets: list[float] = field(default_factory=list)
    """The claim's numbers to look for: its value (a percentage's ratio) and the top of its range."""
    places: int = 0
    """Decimal places the claim's number shows ("401" -> 0, "13.20" -> 2)."""
    approx: bool = False
    """The number is marked approximate ("~400", "about 400")."""
    percent: bool = False
    """The number is a percentage ("38% faster")."""
    resolved: LinkedPoint | None = None
    """The record or point the claim resolved to (its number's point, else the selected point,
    else the only linked record); the claim's operating point was filled from it."""

    def match(self, last_digit: float, approx: float, percent: float) -> LinkedValue | None:
        """The first linked number equal to the claim's: within ``last_digit`` units of its last
        shown digit, within the fraction ``approx`` when marked approximate, within ``percent``
        (absolute, on the ratio) for a percentage."""
        rounding = last_digit * 10**-self.places + 1e-9
        for value in self.values:
            for target in self.targets:
                difference = abs(value.value - target)
                if self.approx and difference <= approx * abs(target):
                    return value
                if self.percent and difference <= percent + 1e-9:
                    return value
                if difference <= rounding:
                    return value
        return None


@dataclass(eq=False)
class Evidence:
    """The numbers found around a claim, for rules to judge (extraction never decides).

    "Local" means the claim's own sentence, paragraph, list item or table row.
    """

    prompt_tokens: float | None = None
    """Prompt length per request, from the nearest window that gives one."""
    output_tokens: float | None = None
    """Fixed output length per request (not a cap)."""
    concurrency: set[int] = field(default_factory=set)
    """Concurrency levels stated locally."""
    all_concurrency: set[int] = field(default_factory=set)
    gpu_counts: set[int] = field(default_factory=set)
    """GPU counts named in the claim's own sentence or row."""
    multi_device: bool = False
    single_device: bool = False
    scale_counts: frozenset[tuple[str, int]] = frozenset()
    """(unit, count) of the CPU sockets and model replicas named in the claim's own sentence
    ("2 socket vs 1 socket": ("socket", 2), ("socket", 1)), and the node and GPU counts it names as
    an adjective ("the 4-node baseline") or as both ends of a change ("from one GPU to eight")."""
    per_unit_against: str | None = None
    """Words in the claim's sentence comparing a per-node or per-GPU figure with a setup of a stated
    size ("per node, 3.1x higher than the 4-node baseline")."""
    input_plus_output: str | None = None
    """The phrase saying the figure counts prompt tokens with generated ones."""
    prompt_row: bool = False
    """The row or line is labelled as prompt processing (pp512, "prompt (16 toks)")."""
    decode_phrase: str | None = None
    """Words in the claim's sentence saying the figure measures decoding alone ("batch decoding
    kernel", "decode speed"), with no prefill or end-to-end time named beside them."""
    row_total: float | None = None
    """In a table row: the value of a total-throughput column."""
    row_output: float | None = None
    """In a table row: the value of an output-throughput column."""
    sweep: str | None = None
    """Words in scope saying the figure is one of a sweep ("across batch sizes", "Pareto")."""
    table_sweep: bool = False
    """The claim's table row is one of rows that differ only in concurrency or batch."""
    record_levels: int = 0
    """Concurrency levels in a linked record (a sweep there is the claim's curve)."""
    baseline: str | None = None
    same_settings: str | None = None
    compares: bool = False
    """The claim's sentence names two or more GPU counts and compares ("vs", "than", "against")."""
    spec_on: bool | None = None
    gpu_total: int | None = None
    """The largest GPU count the nearest window that names one gives."""
    unequal: str | None = None
    """Words in the claim's sentence rescaling a figure across GPU counts ("half the GPUs")."""
    ratio: float | None = None
    """For a speedup: the factor it states (38% higher -> 1.38), and the top of a range."""
    ratio_high: float | None = None
    ratio_rounding: float = 0.0
    """How far the stated ratio may lie from its two sides' quotient because of the digits it
    shows: "78% slower" is any factor from 0.215 to 0.225 (half a unit of the last percent digit)."""
    figures: list[float] = field(default_factory=list)
    """Other figures in the claim's own words: a ratio that two of them make has its baseline."""
    value_high: float | None = None
    """Top of the claim's own range ("288-320 tok/s")."""
    summed_words: str | None = None
    """Words in the claim's clause saying it was built by summing per-request speeds."""
    per_request_rates: list[tuple[str, float, float]] = field(default_factory=list)
    """Per-request speeds in the claim's clause ("108 tok/s each"): (phrase, low, high)."""
    figureless: bool = False
    """A worded comparison ("is faster than") with no figure of its own."""
    sentence_ratio: bool | None = None
    """The claim's sentence also states a ratio; only looked for when it names two GPU counts
    or a multi-machine and a single-machine setup (None: not looked for)."""
    link: Link | None = None
    """For a claim in a document that links records: what they hold."""

    @property
    def unequal_scale(self) -> str | None:
        """The unit two different counts of which the claim's sentence names ("socket counts (1, 2)"), or
        None; GPUs counted as an adjective ("a dual-GPU rig") join the sentence's other GPU counts."""
        for unit in sorted({unit for unit, _ in self.scale_counts}):
            counts = sorted(
                {count for u, count in self.scale_counts if u == unit} | (self.gpu_counts if unit == "GPU" else set())
            )
            if len(counts) > 1:
                return f"{unit} counts ({', '.join(str(c) for c in counts)})"
        return None


@dataclass(eq=False)
class Claim:
    line: int
    col: int
    end_col: int
    text: str
    """The matched text, e.g. "606 tok/s" or "2.5x faster"."""
    kind: Literal["throughput", "speedup", "latency"]
    value: float
    unit: str
    facts: dict[str, FieldFact] = field(default_factory=dict)
    evidence: Evidence = field(default_factory=Evidence)
    assumed_single_stream: bool = False
    """Concurrency not stated: treated as single-stream until shown otherwise."""

    def violation(self, message: str) -> Violation:
        """A violation placed on this claim's own text, with where its stated facts came from."""
        # the notes are the same for every finding on the claim: built once while its facts stay
        # the same objects (a linked record replaces a fact, it never edits one)
        key = tuple(self.facts.items())
        memo = self.__dict__.get("_notes")
        if memo is None or memo[0] != key:
            memo = self.__dict__["_notes"] = (key, self.fact_notes())
        return Violation(message, line=self.line, col=self.col, end_col=self.end_col, text=self.text, notes=memo[1])

    def fact_notes(self) -> tuple[str, ...]:
        """ "GPU count: '8xB200' from the setup under the same heading (line 12)" per stated field."""
        notes = []
        for name in OP_FIELDS:
            fact = self.facts.get(name)
            if fact is None or fact.value is None:
                continue
            label = FIELD_LABELS[name] + (" (partly)" if fact.state == "partial" else "")
            where = f" from the {fact.where}" if fact.where else ""
            at = f" (line {fact.line})" if fact.line else ""
            notes.append(f"{label}: {fact.value!r}{where}{at}")
        return tuple(notes)

    def state(self, name: str) -> FieldState:
        fact = self.facts.get(name)
        return fact.state if fact else "absent"
