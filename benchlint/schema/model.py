"""The benchmark record, schema v1.

These dataclasses are the single source of truth for the record format. pydantic reads
them (see ``generate.py``) to produce the shipped JSON Schema and serves as the reference
validator in the tests; at lint time ``convert.py`` builds them straight from parsed data,
so a pre-commit run never pays pydantic's import cost.

Every field defaults to ``None``, which means *unknown*: nothing here invents a fact. A
field the author did not give stays absent, and the OP rules report it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from benchlint.schema import constraints as at

# Shared pydantic settings: reject unknown keys, no type coercion ("8" is not 8), and use
# the attribute docstrings below as the schema's field descriptions.
_CONFIG = {"extra": "forbid", "strict": True, "use_attribute_docstrings": True}

NonNegInt = Annotated[int, at.Ge(0)]
PosInt = Annotated[int, at.Ge(1)]
NonNegFloat = Annotated[float, at.Ge(0)]
PosFloat = Annotated[float, at.Gt(0)]
Fraction = Annotated[float, at.Ge(0), at.Le(1)]

CapSource = Literal["process", "config", "record", "unknown"]
StopRule = Literal["natural", "fixed_length"]
ContentType = Literal["code", "prose", "json", "chat", "qa", "mixed", "random", "dataset"]
Aggregation = Literal[
    "total_output_over_wall",
    "total_tokens_over_wall",
    "sum_of_per_request",
    "mean_of_per_request",
    "mean_times_concurrency",
    "median_of_per_request",
    "mean_of_repetition_rates",
    "other",
]

#: aggregation methods built from per-request speeds (seed 000: 840.1 vs 401.3)
PER_REQUEST_AGGREGATIONS = frozenset(
    {"sum_of_per_request", "mean_of_per_request", "mean_times_concurrency", "median_of_per_request"}
)


@dataclass(slots=True, kw_only=True)
class Stats:
    """Summary statistics of a per-request quantity.

    When benchlint computes them from per-request samples (the runner, and importers that
    read raw samples) they follow one definition, ``benchlint.stats.summary``: percentiles by
    linear interpolation between closest ranks, std the population standard deviation; values a
    peer file states are copied as stated."""

    __pydantic_config__ = _CONFIG
    mean: NonNegFloat | None = None
    std: NonNegFloat | None = None
    """Population standard deviation: sqrt(sum((x - mean)^2) / n), numpy's default (ddof=0); 0 for a
    single sample."""
    min: NonNegFloat | None = None
    p50: NonNegFloat | None = None
    """Median."""
    p90: NonNegFloat | None = None
    """90th percentile, linear interpolation between closest ranks (numpy's default method): the value
    at rank (n - 1) x 0.90 of the sorted samples."""
    p95: NonNegFloat | None = None
    """95th percentile, by the same method as p90."""
    p99: NonNegFloat | None = None
    """99th percentile, by the same method as p90."""
    max: NonNegFloat | None = None


@dataclass(slots=True, kw_only=True)
class GPUs:
    """The accelerators that served the number."""

    __pydantic_config__ = _CONFIG
    count: NonNegInt | None = None
    """How many GPUs (or accelerators) served the figure, across all nodes; 0 for CPU-only serving."""
    type: str | None = None
    """Model of accelerator, e.g. "H100-SXM-80GB"; "cpu" (with count 0) for CPU-only serving."""
    interconnect: str | None = None
    """e.g. "NVLink", "PCIe 2.0 x4"."""


@dataclass(slots=True, kw_only=True)
class Parallelism:
    """How the model was split across the GPUs."""

    __pydantic_config__ = _CONFIG
    tensor: PosInt | None = None
    pipeline: PosInt | None = None
    data: PosInt | None = None
    expert: PosInt | None = None


@dataclass(slots=True, kw_only=True)
class ServingCap:
    """A serving limit and where its value was read from."""

    __pydantic_config__ = _CONFIG
    value: PosInt
    source: CapSource
    """`process`: read off the running server; `config`: a config or unit file; `record`:
    copied from an earlier record; `unknown`."""


@dataclass(slots=True, kw_only=True)
class System:
    """What served the requests."""

    __pydantic_config__ = _CONFIG
    model: str | None = None
    engine: str | None = None
    engine_version: str | None = None
    quantization: str | None = None
    gpus: GPUs | None = None
    parallelism: Parallelism | None = None
    max_concurrent_sequences: ServingCap | None = None
    """Engine cap on sequences in flight (vLLM max_num_seqs, llama.cpp slots)."""
    max_batched_tokens: ServingCap | None = None
    """Engine batched-token budget (vLLM max_num_batched_tokens)."""
    prefix_caching: bool | None = None
    hardware: str | None = None
    """Free-text description of the host."""


@dataclass(slots=True, kw_only=True)
class Workload:
    """What the requests asked for."""

    __pydantic_config__ = _CONFIG
    prompt_tokens: Stats | None = None
    """Prompt length per request in tokens (at least the mean)."""
    stop_rule: StopRule | None = None
    """`natural`: requests stop at EOS or max_tokens; `fixed_length`: every request is
    forced to generate the same count (ignore_eos plus min_tokens or equivalent)."""
    max_tokens: PosInt | None = None
    min_tokens: NonNegInt | None = None
    ignore_eos: bool | None = None
    content_type: ContentType | None = None
    """What the model was asked to write. `dataset` requires `dataset`."""
    dataset: str | None = None
    """Named dataset (ShareGPT, MT-Bench, sonnet...)."""
    language: str | None = None
    temperature: NonNegFloat | None = None
    identical_prompts: bool | None = None
    """Every request carried the same prompt (prefix caching makes prefill nearly free)."""


@dataclass(slots=True, kw_only=True)
class SpeculativeDecoding:
    """Whether speculative decoding was on, and how well it guessed."""

    __pydantic_config__ = _CONFIG
    enabled: bool
    method: str | None = None
    """e.g. "draft-model", "EAGLE-3", "MTP", "ngram"."""
    draft_model: str | None = None
    num_speculative_tokens: PosInt | None = None
    acceptance_rate: Fraction | None = None
    """Accepted draft tokens / drafted tokens, as a fraction (0.689, not 68.9)."""
    acceptance_length: NonNegFloat | None = None
    """Mean tokens emitted per verification step."""
    draft_tokens: NonNegInt | None = None
    accepted_tokens: NonNegInt | None = None


@dataclass(slots=True, kw_only=True)
class ServerObservation:
    """What the running server reported while the point was measured."""

    __pydantic_config__ = _CONFIG
    running_max: NonNegFloat | None = None
    """Most requests the server was processing at once."""
    waiting_max: NonNegFloat | None = None
    """Most requests queued inside the server at once."""
    speculation_active: bool | None = None


@dataclass(slots=True, kw_only=True)
class Point:
    """One operating point: one concurrency level (or request rate) of a sweep."""

    __pydantic_config__ = _CONFIG
    concurrency: PosInt | None = None
    """Requests in flight (closed loop), or the cap on them for a request-rate run."""
    request_rate: PosFloat | None = None
    """Offered load in requests/s for open-loop runs."""
    achieved_request_rate: NonNegFloat | None = None
    """Requests/s the server completed (or, where a tool records only that, the load generator
    sent) at a requested rate: below the requested rate, the rate was not held."""
    requests: NonNegInt | None = None
    """Completed requests that the totals cover."""
    failed_requests: NonNegInt | None = None
    failures_included: bool | None = None
    """Whether the totals and aggregate count failed requests' tokens."""
    warmup_requests: NonNegInt | None = None
    """Requests sent first and discarded."""
    wall_s: PosFloat | None = None
    """Seconds from the first request sent to the last response finished."""
    output_tokens_total: NonNegInt | None = None
    prompt_tokens_total: NonNegInt | None = None
    output_tokens: Stats | None = None
    """Actual output tokens per request."""
    aggregate_tok_s: NonNegFloat | None = None
    """The reported aggregate output throughput, as the source stated it."""
    per_request_decode_tok_s: Stats | None = None
    """Each request's own decode speed (output tokens / its generation time)."""
    ttft_s: Stats | None = None
    latency_s: Stats | None = None
    achieved_concurrency: NonNegFloat | None = None
    prefill_tok_s: PosFloat | None = None
    """Measured prefill speed, tokens/s."""
    acceptance_rate: Fraction | None = None
    """Speculative acceptance at this point, as a fraction."""
    server: ServerObservation | None = None
    repeat_aggregates_tok_s: list[NonNegFloat] | None = None
    """Aggregate of each repeat of this point, when it was run more than once."""
    label: str | None = None


@dataclass(slots=True, kw_only=True)
class Provenance:
    """Where the record came from."""

    __pydantic_config__ = _CONFIG
    tool: str | None = None
    tool_version: str | None = None
    command: str | None = None
    date: str | None = None
    source_file: str | None = None
    """For imported records: the peer tool's file."""
    derived_from: str | None = None
    """For re-measurements: the record this one re-measured."""


@dataclass(slots=True, kw_only=True)
class Inference:
    """A field filled by inference rather than read, and why (for the user to confirm)."""

    __pydantic_config__ = _CONFIG
    field: str
    reason: str


@dataclass(slots=True, kw_only=True)
class Record:
    """A benchmark record: a system, a workload, and its operating points."""

    __pydantic_config__ = _CONFIG
    schema: str | None = None
    """The schema's `$id`, optional."""
    id: str | None = None
    """Stable name other records use to refer to this one (`baseline`)."""
    title: str | None = None
    system: System | None = None
    workload: Workload | None = None
    speculative_decoding: SpeculativeDecoding | None = None
    aggregation: Aggregation | None = None
    """How the headline throughput was computed. Only `total_output_over_wall` is an
    aggregate; the per-request forms overstate under queueing."""
    points: Annotated[list[Point], at.MinLen(1)] | None = None
    repeats: PosInt | None = None
    """How many times the whole sweep was run."""
    baseline: str | None = None
    """Id of the record a speedup in this record is measured against."""
    speedup: PosFloat | None = None
    """A stated speedup over `baseline`."""
    speedup_basis: Literal["per_deployment", "per_gpu"] | None = None
    provenance: Provenance | None = None
    inferred: list[Inference] | None = None
    """Fields an importer filled by inference, with the reason."""
    notes: str | None = None


#: the top-level keys that mark a mapping as a benchlint record
RECORD_KEYS = frozenset({"schema", "system", "workload", "points", "speculative_decoding", "aggregation"})
