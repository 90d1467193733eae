"""A performance claim found in Markdown: the typed model rules see for prose.

A claim is a point with a location in prose. The Markdown loader (``benchlint.linter.markdown``)
finds each claim, gathers which operating-point facts the document states for it, and
records pattern facts (``flags``); rules read only this object.
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

#: pattern facts the loader may set on a claim; each has a rule that reports it
FLAGS = frozenset(
    {
        "summed_per_request",  # AG001: the text builds an aggregate from per-request speeds
        "prefill_bound",  # PF001: a prefill-bound figure presented as generation speed
        "single_point",  # CV001: one figure, no sweep in scope
        "unequal_gpus",  # CP001: a comparison across different GPU counts
        "speedup_without_baseline",  # CP003: the baseline configuration is not given
        "not_traceable",  # CL001: the number is in no linked record
        "contradicts_record",  # CL002: the doc disagrees with its linked record
    }
)


@dataclass(eq=False)
class FieldFact:
    state: FieldState
    where: str | None = None
    """Where the fact was found: "sentence", "table-row", "section", "front-matter", "record"..."""
    value: str | None = None


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
    flags: set[str] = field(default_factory=set)
    details: dict[str, str] = field(default_factory=dict)
    """Per-flag explanation for messages, e.g. {"prefill_bound": "prompt 5634 tokens, output 8"}."""
    assumed_single_stream: bool = False
    """Concurrency not stated: treated as single-stream until shown otherwise."""

    def violation(self, message: str) -> Violation:
        """A violation placed on this claim's own text."""
        return Violation(message, line=self.line, col=self.col, end_col=self.end_col, text=self.text)

    def state(self, name: str) -> FieldState:
        fact = self.facts.get(name)
        return fact.state if fact else "absent"
