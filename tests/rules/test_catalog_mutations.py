"""Every catalog rule watched failing on seed evidence.

Each case takes a seed record from examples/records, runs only the rule under test on it, then
changes the one number (or field) the rule rests on and asserts that the verdict flips: the
shortened prompts stop PF001, a scaling aggregate stops CV002, and so on.
"""

from __future__ import annotations

import copy
import io
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

from benchlint.linter.claim import Claim, Evidence, Link, LinkedPoint, LinkedValue
from benchlint.linter.registry import rule_class
from tests.helpers import REPO, lint_text

RECORDS = REPO / "examples" / "records"
Docs = list[dict[str, Any]]


def load(name: str) -> Docs:
    return list(YAML(typ="safe", pure=True).load_all((RECORDS / name).read_text(encoding="utf-8")))


def dump(docs: Docs) -> str:
    yaml = YAML(typ="safe", pure=True)
    yaml.default_flow_style = False
    buffer = io.StringIO()
    yaml.dump_all(docs, buffer)
    return buffer.getvalue()


def fired(tmp_path: Path, code: str, docs: Docs, name: str) -> list[str]:
    """Messages of `code` on the documents, with only that rule selected."""
    findings = lint_text(tmp_path, dump(docs), ".yaml", select=[code], name=name).findings
    assert not [f for f in findings if f.code.startswith("SC")], "the mutated record must stay valid"
    return [f.message for f in findings if f.code == code]


def by_id(docs: Docs, record_id: str) -> dict[str, Any]:
    return next(d for d in docs if d.get("id") == record_id)


def point_at(doc: dict[str, Any], concurrency: int) -> dict[str, Any]:
    return next(p for p in doc["points"] if p.get("concurrency") == concurrency)


@dataclass
class Mutation:
    code: str
    example: str
    change: Callable[[Docs], None]
    fires_before: bool
    """True: the seed evidence fires and the change clears it; False: the reverse."""
    why: str
    keep: str | None = None
    """Lint only the record with this id (a record rule on a multi-record example)."""
    prepare: Callable[[Docs], None] | None = None
    """Applied before and after alike: isolates the path of the rule under test."""


def _set(path: Callable[[Docs], dict[str, Any]], key: str, value: Any) -> Callable[[Docs], None]:
    def change(docs: Docs) -> None:
        target = path(docs)
        if value is None:
            del target[key]
        else:
            target[key] = value

    return change


def _mislabelled_summed(docs: Docs) -> None:
    docs[0]["aggregation"] = "total_output_over_wall"  # claims total/wall, reports the sum


def _drop_per_request_speeds(docs: Docs) -> None:
    for point in docs[0]["points"]:
        point.pop("per_request_decode_tok_s", None)


def _all_at_concurrency_8(docs: Docs) -> None:
    for doc in docs:
        for point in doc["points"]:
            point["concurrency"] = 8


def _scale_production(docs: Docs) -> None:
    production = docs[0]
    for point in production["points"]:
        point["aggregate_tok_s"] = round(165.2 * point["concurrency"] ** 0.8, 1)


def _flat_latency(docs: Docs) -> None:
    for point in docs[0]["points"]:
        point["latency_s"] = {"p95": 1.55}


def _drop_latency(docs: Docs) -> None:
    for point in docs[0]["points"]:
        del point["latency_s"]


PRODUCTION, BATCH = "seed003-production-incumbent", "seed003-batch-capable-incumbent"
DRAFTER = "seed003-candidate-drafter"

MUTATIONS = [
    Mutation(
        "AG001",
        "seed000_summed_16way.yaml",
        _set(lambda d: d[0], "aggregation", "total_output_over_wall"),
        True,
        "declared: sum_of_per_request -> total_output_over_wall",
        prepare=_drop_per_request_speeds,
    ),
    Mutation(
        "AG001",
        "seed000_summed_16way.yaml",
        _set(lambda d: point_at(d[0], 16), "aggregate_tok_s", 401.3),
        True,
        "numbers: 840.1 reported -> 401.3 (= 8192 / 20.41 s)",
        prepare=_mislabelled_summed,
    ),
    Mutation(
        "AG002",
        "seed000_forced_code.yaml",
        _set(lambda d: point_at(d[0], 8), "wall_s", 7.5),
        False,
        "wall 6.758 -> 7.5 s: 4096 / 7.5 = 546 is not 606.1",
    ),
    Mutation(
        "AG002",
        "seed000_forced_code.yaml",
        _set(lambda d: point_at(d[0], 8), "wall_s", 6.0),
        False,
        "wall 6.758 -> 6.0 s: 4096 / 6.0 = 683 is not 606.1",
    ),
    Mutation(
        "AG003",
        "seed000_forced_code.yaml",
        _set(lambda d: point_at(d[0], 8), "per_request_decode_tok_s", {"mean": 70.0, "p50": 70.0}),
        False,
        "per-request decode 79.6 -> 70: 8 x 70 = 560 < 606.1",
    ),
    Mutation(
        "PF001",
        "seed000_long_prompts.yaml",
        _set(lambda d: d[0]["workload"], "prompt_tokens", {"mean": 352}),
        True,
        "shorten the prompts 5634 -> 352: reading 15.0 s -> 0.94 s of 17.77 s",
    ),
    Mutation(
        "PF002",
        "seed000_forced_code.yaml",
        _set(lambda d: point_at(d[0], 8), "ttft_s", {"p50": 2.5}),
        False,
        "TTFT 0.23 -> 2.5 s: predicted 8.94 s against 6.76 measured",
    ),
    Mutation(
        "CV001",
        "seed000_natural_qa_ladder.yaml",
        _set(lambda d: d[0]["points"][2], "concurrency", 8),
        False,
        "ladder 1/8/16 -> 1/8/8: two levels",
    ),
    Mutation(
        "CV002",
        "seed003_four_configurations.yaml",
        _scale_production,
        True,
        "make the production aggregate scale with concurrency",
        keep=PRODUCTION,
    ),
    Mutation(
        "CV002",
        "seed003_four_configurations.yaml",
        _flat_latency,
        True,
        "keep the aggregate flat but latency flat too: no one waits",
        keep=PRODUCTION,
    ),
    Mutation(
        "CV003",
        "seed003_four_configurations.yaml",
        _set(lambda d: d[0]["system"], "max_concurrent_sequences", {"value": 8, "source": "process"}),
        True,
        "batch-capable cap 4 -> 8: the knee at 4 is no longer the configured cap",
        keep=BATCH,
    ),
    Mutation(
        "CV004",
        "seed003_four_configurations.yaml",
        _set(lambda d: point_at(d[0], 64), "aggregate_tok_s", 4900.0),
        True,
        "candidate + drafter at 64: 5613 -> 4900 (+2% over 32): saturated",
        keep=DRAFTER,
    ),
    Mutation(
        "CV005",
        "seed003_four_configurations.yaml",
        _drop_latency,
        False,
        "drop the production ladder's p95 latencies",
        keep=PRODUCTION,
    ),
    Mutation(
        "SD001",
        "seed000_forced_code.yaml",
        _set(lambda d: d[0]["workload"], "content_type", None),
        False,
        "speculation on; drop content_type: code",
    ),
    Mutation(
        "SD001",
        "seed000_forced_code.yaml",
        _set(lambda d: d[0]["workload"], "content_type", "random"),
        False,
        "speculation on; content code -> random tokens",
    ),
    Mutation(
        "SD002",
        "seed000_forced_code.yaml",
        _set(lambda d: d[0]["speculative_decoding"], "acceptance_rate", None),
        False,
        "speculation on; drop acceptance 0.689",
    ),
    Mutation(
        "SD003",
        "seed000_spec_on_off_table.yaml",
        _set(lambda d: point_at(by_id(d, "seed000-table-prose-spec-off"), 8), "concurrency", 4),
        False,
        "prose spec-off measured at 1/4 instead of 1/8: no baseline at 8",
    ),
    Mutation(
        "SD003",
        "seed004_spec_at_concurrency_one.yaml",
        _all_at_concurrency_8,
        True,
        "vendor's 2.5x measured at concurrency 8 on both sides instead of 1",
    ),
    Mutation(
        "ST001",
        "seed000_natural_qa_ladder.yaml",
        _set(lambda d: d[0]["workload"], "max_tokens", 100),
        True,
        "max_tokens 256 -> 100: 56-76 tokens are no longer under half",
    ),
    Mutation(
        "ST002",
        "seed000_forced_code.yaml",
        _set(lambda d: point_at(d[0], 8), "output_tokens", {"mean": 270}),
        False,
        "forced 512 but 270 tokens per request written (the vLLM sample)",
    ),
    Mutation("RP001", "seed000_forced_prose.yaml", _set(lambda d: d[0], "repeats", 2), True, "repeats 1 -> 2"),
    Mutation(
        "RP001",
        "seed000_forced_code.yaml",
        _set(lambda d: point_at(d[0], 1), "repeat_aggregates_tok_s", [140.55]),
        False,
        "the only repeat (140.55, 133.27) dropped",
    ),
    Mutation(
        "RP002",
        "seed003_stored_figure.yaml",
        _set(lambda d: d[0]["system"], "max_concurrent_sequences", {"value": 1, "source": "process"}),
        True,
        "cap read off the running process instead of the unit file",
    ),
    Mutation(
        "RP003",
        "seed003_four_configurations.yaml",
        _set(lambda d: point_at(d[0], 64), "failed_requests", 3),
        False,
        "3 failed requests at 64 with no word on the totals",
        keep=DRAFTER,
    ),
    Mutation(
        "CP001",
        "seed003_four_configurations.yaml",
        _set(lambda d: d[3]["system"]["gpus"], "count", 2),
        True,
        "candidate on 2 GPUs like the incumbent",
    ),
    Mutation(
        "CP002",
        "seed003_four_configurations.yaml",
        _set(lambda d: d[3]["workload"], "max_tokens", 512),
        False,
        "candidate measured at max_tokens 512 against the incumbent's 256",
    ),
    Mutation(
        "CP003",
        "seed003_four_configurations.yaml",
        _set(lambda d: d[3], "baseline", "incumbent-as-stored"),
        False,
        "17.0x against a baseline that is not linted",
    ),
]


@pytest.mark.parametrize("mutation", MUTATIONS, ids=lambda m: f"{m.code}-{m.why.split(':')[0][:40]}")
def test_verdict_flips_on_the_number_that_matters(tmp_path: Path, mutation: Mutation) -> None:
    seed = load(mutation.example)
    if mutation.keep:
        seed = [by_id(seed, mutation.keep)]
    if mutation.prepare:
        mutation.prepare(seed)
    changed = copy.deepcopy(seed)
    mutation.change(changed)
    before = fired(tmp_path, mutation.code, seed, "seed")
    after = fired(tmp_path, mutation.code, changed, "mutated")
    if mutation.fires_before:
        assert before, f"{mutation.code} does not fire on {mutation.example}"
        assert not after, f"{mutation.code} still fires after: {mutation.why}: {after}"
    else:
        assert not before, f"{mutation.code} fires on clean seed evidence: {before}"
        assert after, f"{mutation.code} does not fire after: {mutation.why}"


def test_every_catalog_rule_is_watched_failing() -> None:
    catalog = {
        "AG001",
        "AG002",
        "AG003",
        "PF001",
        "PF002",
        "CV001",
        "CV002",
        "CV003",
        "CV004",
        "CV005",
        "SD001",
        "SD002",
        "SD003",
        "ST001",
        "ST002",
        "RP001",
        "RP002",
        "RP003",
        "CP001",
        "CP002",
        "CP003",
    }
    assert catalog <= {m.code for m in MUTATIONS}


# --- claim hooks: the rule decides from the evidence extraction kept ---------------------------


def _claim(**extra: Any) -> Claim:
    return Claim(line=3, col=5, end_col=14, text="606 tok/s", kind="throughput", value=606.0, unit="tok/s", **extra)


def _link(targets: list[float], **extra: Any) -> Link:
    return Link("run.yaml", values=[LinkedValue(401.3, "aggregate tok/s")], targets=targets, **extra)


@pytest.mark.parametrize(
    ("code", "evidence", "fires"),
    [
        ("CP001", {"gpu_counts": {1, 8}, "compares": True}, True),
        ("CP001", {"gpu_counts": {8}, "compares": True}, False),  # one count: nothing to compare
        ("CP001", {"gpu_counts": {1, 8}, "sentence_ratio": True}, True),
        ("CP001", {"gpu_counts": {1, 8}, "sentence_ratio": False}, False),  # two counts, no comparison
        ("CP001", {"unequal": "half the number of GPUs"}, True),
        ("CP001", {"multi_device": True, "single_device": True, "compares": True}, True),
        ("CL001", {"link": _link([840.0])}, True),  # the summed 840 is in no record
        ("CL001", {"link": _link([401.0])}, False),  # 401.3 shown to the unit
        ("CL001", {"link": _link([401.0], selector="concurrency=8", selector_found=False)}, True),
        ("CL002", {"link": _link([53.0], selector="concurrency=8")}, True),  # the selected point has 401.3
        ("CL002", {"link": _link([401.3], selector="concurrency=8")}, False),
        ("CL002", {"concurrency": {16}, "link": _link([401.3], resolved=LinkedPoint(concurrency=8))}, True),
        ("CL002", {"concurrency": {8}, "link": _link([401.3], resolved=LinkedPoint(concurrency=8))}, False),
        ("CL002", {"spec_on": True, "link": _link([401.3], resolved=LinkedPoint(spec_enabled=False))}, True),
        ("CL002", {"spec_on": False, "link": _link([401.3], resolved=LinkedPoint(spec_enabled=False))}, False),
    ],
)
def test_claim_rule_decides_from_evidence(code: str, evidence: dict[str, Any], fires: bool) -> None:
    rule = rule_class(code)()
    assert "claim" in rule.targets
    assert list(rule.check_claim(_claim())) == []  # no evidence, no finding
    violations = list(rule.check_claim(_claim(evidence=Evidence(**evidence))))
    assert bool(violations) is fires
    for found in violations:
        assert (found.line, found.col, found.end_col, found.text) == (3, 5, 14, "606 tok/s")


@pytest.mark.parametrize(
    ("evidence", "fires"),
    [
        ({"prompt_tokens": 5634.0, "output_tokens": 160.0}, True),  # 35:1
        ({"prompt_tokens": 24.0, "output_tokens": 512.0}, False),
        ({"row_total": 2727.0, "row_output": 207.0}, True),
        ({"row_total": 207.0, "row_output": 207.0}, False),
        ({"input_plus_output": "pp512+tg128"}, True),
        ({"input_plus_output": "pp512+tg128", "prompt_row": True}, False),
    ],
)
def test_pf001_decides_a_claim_from_its_evidence(evidence: dict[str, Any], fires: bool) -> None:
    claim = _claim(evidence=Evidence(**evidence))
    assert bool(list(rule_class("PF001")().check_claim(claim))) is fires


def test_cv001_claim_without_concurrency_is_treated_as_single_stream() -> None:
    rule = rule_class("CV001")()
    claim = _claim(assumed_single_stream=True)
    (violation,) = rule.check_claim(claim)
    assert "treated as single-stream because its concurrency is not stated" in violation.message
