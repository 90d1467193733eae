"""CP001 unequal-gpu-comparison."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from benchlint.linter.claim import Claim, Evidence
from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import fmt, ladder, records_by_id, times


def peak_per_gpu(record: Any, gpus: int) -> tuple[float, float] | None:
    """The record's best aggregate and that figure per GPU."""
    rungs = ladder(record.points)
    if not rungs:
        return None
    peak = max(r.aggregate for r in rungs)
    return peak, peak / gpus


def gpus_of(record: Any) -> int | None:
    system = record.system
    return system.gpus.count if system and system.gpus else None


def unequal_gpus(kind: str, evidence: Evidence, compare_machines: bool = True) -> str | None:
    """Why a claim compares unequal GPU counts, from its evidence; None when it does not.

    Two GPU counts in one sentence (or a multi-machine and a single-machine setup) are a
    comparison when the claim is a ratio, or its sentence compares or states a ratio.
    """
    if evidence.unequal:
        return f"rescales a figure across GPU counts ({evidence.unequal})"
    if evidence.per_unit_against:
        return f"compares a per-node or per-GPU figure with a setup of another size ({evidence.per_unit_against})"
    machines = compare_machines and evidence.multi_device and evidence.single_device
    counts = evidence.gpu_counts
    scale = evidence.unequal_scale if len(counts) < 2 else None  # a dual-GPU rig against a single 3090
    if not machines and len(counts) < 2 and scale is None:
        return None
    if not (kind == "speedup" or evidence.compares or evidence.sentence_ratio):
        return None
    if machines:
        return "compares a multi-machine setup with a single machine"
    if scale is not None:
        return f"compares setups with different {scale}"
    return f"compares setups with different GPU counts ({', '.join(str(c) for c in sorted(counts))})"


class UnequalGpuComparison(Rule):
    """A comparison across different GPU counts with no per-GPU figure.

    ## What it does
    For a record compared with another (a `baseline` id found among the records linted
    together), flags it when both GPU counts are known and differ and the comparison is
    not stated per GPU (`speedup_basis: per_gpu`). The message converts the speedup:
    speedup x baseline GPUs / GPUs. Also flags a Markdown claim that compares unequal
    setups: two GPU counts in the claim's sentence when it states a ratio or compares
    ("8 GPUs vs 1 GPU", "a dual-GPU rig ... a single 3090", "from one GPU to eight") or two
    counts of CPU sockets, model replicas or nodes ("2 socket vs 1 socket", "16 replicas ... 1
    replica", "from 1 node to 4 nodes"), wording that rescales a figure across GPU counts ("half
    the number of GPUs") or compares a per-node figure with a setup of a stated size ("per node,
    3.1x higher than the 4-node baseline"), and, with `compare_machines` (default true), a
    multi-machine setup against a single machine.

    ## Why is this bad?
    A deployment ratio and a per-GPU ratio are different claims. One candidate made
    5,613 tok/s on one GPU against the incumbent's best 330.7 on two: 17.0x per deployment,
    33.9x per GPU. Which one a reader needs depends on whether they are buying GPUs or
    replacing a deployment, so state both or state the basis.

    ## Example
    ```yaml
    # 17.0x per deployment, 1 GPU against 2: 17.0 x 2 / 1 = 34.0x per GPU
    id: candidate
    baseline: incumbent
    speedup: 17.0
    system: {gpus: {count: 1}}
    points:
      - {concurrency: 64, aggregate_tok_s: 5613.0}
    ---
    id: incumbent
    system: {gpus: {count: 2}}
    points:
      - {concurrency: 64, aggregate_tok_s: 322.6}
    ```

    ## Use instead
    ```yaml
    id: candidate
    baseline: incumbent
    speedup: 33.9
    speedup_basis: per_gpu
    system: {gpus: {count: 1}}
    points:
      - {concurrency: 64, aggregate_tok_s: 5613.0}
    ---
    id: incumbent
    system: {gpus: {count: 2}}
    points:
      - {concurrency: 64, aggregate_tok_s: 322.6}
    ```
    """

    code = "CP001"
    name = "unequal-gpu-comparison"
    summary = "Two records compared across different GPU counts with no per-GPU figure"
    declared_options = (
        Option(
            "compare_machines",
            "bool",
            True,
            "Also flag a claim that sets a multi-machine setup against a single machine.",
        ),
    )

    def check_corpus(self, subjects: Sequence[RecordSubject]) -> Iterable[tuple[RecordSubject, Violation]]:
        by_id = records_by_id(s.record for s in subjects)
        for subject in subjects:
            record = subject.record
            baseline = by_id.get(record.baseline) if record.baseline is not None else None
            if baseline is None or record.speedup_basis == "per_gpu":
                continue
            mine, theirs = gpus_of(record), gpus_of(baseline)
            if mine is None or theirs is None or mine == theirs or 0 in (mine, theirs):
                continue  # per-GPU figures do not exist for CPU-only serving
            counts = f"{mine} GPU{'s' if mine > 1 else ''} against {theirs} GPU{'s' if theirs > 1 else ''}"
            if record.speedup is not None:
                per_gpu = record.speedup * theirs / mine
                message = (
                    f"speedup {times(record.speedup)} over {record.baseline!r} compares {counts} per deployment; "
                    f"per GPU it is {times(record.speedup)[:-1]} x {theirs} / {mine} = {times(per_gpu)} "
                    "(17.0x per deployment on 1 GPU against 2 is 33.9x per GPU)"
                )
                path = "$.speedup"
            else:
                message = (
                    f"compared with {record.baseline!r} across {counts} and no per-GPU figure "
                    "(17.0x per deployment on 1 GPU against 2 is 33.9x per GPU)"
                )
                path = "$.baseline"
            peaks = peak_per_gpu(record, mine), peak_per_gpu(baseline, theirs)
            if peaks[0] and peaks[1] and peaks[1][1]:
                message += (
                    f"; peaks: {fmt(peaks[0][0])} tok/s on {mine} vs {fmt(peaks[1][0])} on {theirs} = "
                    f"{times(peaks[0][1] / peaks[1][1])} per GPU"
                )
            message += "; state speedup_basis: per_gpu or give both figures"
            yield subject, Violation(message, json_path=path)

    def check_claim(self, claim: Claim) -> Iterable[Violation]:
        detail = unequal_gpus(claim.kind, claim.evidence, bool(self.options["compare_machines"]))
        if detail is None:
            return
        # the detail is a verb phrase ("compares setups with different GPU counts (1, 2)"), said once
        message = f"{claim.text!r} {detail} with no per-GPU figure"
        message += " (on one comparison, 17.0x per deployment on 1 GPU against 2 was 33.9x per GPU)"
        yield claim.violation(message)
