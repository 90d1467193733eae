"""Score benchlint's Markdown claim findings against an annotated corpus.

The corpus format is ../shared/corpus/claims (README.md there): ``claims.yaml`` holds
claims (expected and tolerated finding types per line) and decoys; ``docs/`` holds the
documents. Predictions are (document, line, finding type) triples, taken from

* ``benchlint check --output-format json`` on the docs (the default when it works), or
* ``--in-process``: ``load_markdown`` directly, each claim through the claim rules (plus its field states).

Usage::

    python bench/score_claims.py [CORPUS_DIR] [--split tune|holdout] [--in-process] [--verbose] [--json]

CORPUS_DIR is any directory of this layout (claims.yaml, docs/, README.md with the rules):
../shared/corpus/claims, ../shared/corpus/claims-real, tests/data/claims-real (whose documents
are not committed: ``python tools/claims_corpus.py materialise`` writes them outside the
repository, where ``docs_folder`` finds them).

Reports precision/recall/F1 per finding type at exact line (T=0) and +/-1 line (T=1),
micro and macro averages, claim-level detection recall, the decoy false-positive rate,
the fully specified claims that got a finding, and (in-process) the field states.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: the checkout this scorer belongs to: both ways of predicting run ITS benchlint, never an
#: installed copy from another tree (python puts bench/, not the checkout, first on sys.path)
REPO = Path(__file__).resolve().parent.parent

FINDING_TYPES = [
    "missing-concurrency",
    "missing-stop-rule",
    "missing-prompt-length",
    "missing-content-type",
    "missing-spec-state",
    "missing-gpu-count",
    "missing-aggregation",
    "summed-per-request",
    "prefill-dominated",
    "single-point-no-curve",
    "unequal-gpu-comparison",
    "speedup-without-baseline-point",
]
CODE_TO_TYPE = {
    "OP001": "missing-concurrency",
    "OP002": "missing-stop-rule",
    "OP003": "missing-prompt-length",
    "OP004": "missing-content-type",
    "OP005": "missing-spec-state",
    "OP006": "missing-gpu-count",
    "OP007": "missing-aggregation",
    "AG001": "summed-per-request",
    "PF001": "prefill-dominated",
    "CV001": "single-point-no-curve",
    "CP001": "unequal-gpu-comparison",
    "CP003": "speedup-without-baseline-point",
}
FIELD_TO_TYPE = {
    "concurrency": "missing-concurrency",
    "stop_rule": "missing-stop-rule",
    "prompt_length": "missing-prompt-length",
    "content_type": "missing-content-type",
    "spec_decoding": "missing-spec-state",
    "gpu_count": "missing-gpu-count",
    "aggregation": "missing-aggregation",
}
STATE_MATCH = {"stated": {"yes", "partial"}, "partial": {"yes", "partial"}, "absent": {"no"}}

Triple = tuple[str, int, str]


@dataclass
class Gold:
    positives: list[Triple] = field(default_factory=list)
    tolerated: set[Triple] = field(default_factory=set)
    claims: list[dict[str, Any]] = field(default_factory=list)
    decoys: list[dict[str, Any]] = field(default_factory=list)
    docs: set[str] | None = None
    """The documents scored (None: every document in docs/)."""


def load_gold(corpus: Path, split: str | None = None) -> Gold:
    from ruamel.yaml import YAML

    data = YAML(typ="safe").load((corpus / "claims.yaml").read_text(encoding="utf-8"))
    gold = Gold(claims=data.get("claims", []), decoys=data.get("decoys", []))
    if split is not None:
        gold.docs = {doc for doc, half in (data.get("splits") or {}).items() if half == split}
        if not gold.docs:
            raise SystemExit(f"{corpus / 'claims.yaml'} has no documents in split {split!r}")
        gold.claims = [c for c in gold.claims if c["doc"] in gold.docs]
        gold.decoys = [d for d in gold.decoys if d["doc"] in gold.docs]
    for claim in gold.claims:
        for finding in claim.get("expected_findings") or []:
            if finding != "none":
                gold.positives.append((claim["doc"], claim["line"], finding))
        for finding in claim.get("tolerated_findings") or []:
            gold.tolerated.add((claim["doc"], claim["line"], finding))
    return gold


def docs_folder(corpus: Path) -> Path:
    """The corpus's documents: its docs/ folder, or, for a corpus whose documents are other
    projects' files and so are not committed (it has sources.yaml instead), the folder that
    ``tools/claims_corpus.py materialise`` writes, outside the repository."""
    if (corpus / "docs").is_dir() or not (corpus / "sources.yaml").is_file():
        return corpus / "docs"
    configured = os.environ.get("BENCHLINT_OWN_CLAIMS_DOCS")
    return Path(configured) if configured else Path.home() / ".cache" / "benchlint-claims-real" / "docs"


def predict_in_process(docs: list[Path]) -> tuple[set[Triple], dict[tuple[str, int], dict[str, str]]]:
    """Each claim through every claim rule (the rules decide), plus the field states."""
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    from benchlint.linter.markdown import load_markdown
    from benchlint.linter.registry import all_rules

    rules = [cls() for cls in all_rules() if "claim" in cls.targets and cls.code in CODE_TO_TYPE]
    predictions: set[Triple] = set()
    states: dict[tuple[str, int], dict[str, str]] = {}
    for doc in docs:
        source = load_markdown(str(doc), doc.read_text(encoding="utf-8"), None)
        for claim in source.claims:
            line_states = states.setdefault((doc.name, claim.line), {})
            for name in FIELD_TO_TYPE:
                line_states.setdefault(name, claim.state(name))
            for rule in rules:
                for violation in rule.check_claim(claim):
                    predictions.add((doc.name, violation.line or claim.line, CODE_TO_TYPE[rule.code]))
    return predictions, states


def predict_with_cli(docs: list[Path]) -> set[Triple] | None:
    """benchlint's JSON findings, or None when `benchlint check` cannot be started. A run that
    starts and fails (a traceback, a usage error) stops the scoring with its message: scoring
    the same documents another way would hide the crash behind unchanged numbers."""
    paths = [str(doc.resolve()) for doc in docs]
    command = [sys.executable, "-m", "benchlint", "check", "--output-format", "json", "--exit-zero", *paths]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False, cwd=REPO)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if done.returncode not in (0, 1):
        tail = "\n".join(done.stderr.strip().splitlines()[-15:])
        raise SystemExit(f"benchlint check failed (exit {done.returncode}) on {len(docs)} documents:\n{tail}")
    try:
        findings = json.loads(done.stdout or "[]")
    except json.JSONDecodeError as error:
        raise SystemExit(f"benchlint check printed no JSON ({error}): {done.stdout[:200]!r}") from None
    if isinstance(findings, dict):
        findings = findings.get("findings", [])
    predictions: set[Triple] = set()
    for finding in findings:
        kind = CODE_TO_TYPE.get(finding.get("code", ""))
        row = (finding.get("location") or {}).get("row")
        if kind and row is not None:
            predictions.add((os.path.basename(finding.get("filename", "")), int(row), kind))
    return predictions


def score(gold: Gold, predictions: set[Triple], slack: int) -> dict[str, Any]:
    matched_gold: set[int] = set()
    tp: dict[str, int] = defaultdict(int)
    fp: dict[str, int] = defaultdict(int)
    false_positives: list[Triple] = []
    by_key: dict[tuple[str, str], list[int]] = defaultdict(list)
    for index, (doc, _, finding) in enumerate(gold.positives):
        by_key[(doc, finding)].append(index)
    # Nearest first: every exact-line match is made before any +/-1 match.
    hits: dict[Triple, int] = {}
    for distance in range(slack + 1):
        for prediction in sorted(predictions):
            if prediction in hits:
                continue
            doc, line, finding = prediction
            for index in by_key[(doc, finding)]:
                if index not in matched_gold and abs(gold.positives[index][1] - line) == distance:
                    matched_gold.add(index)
                    hits[prediction] = index
                    tp[finding] += 1
                    break
    for prediction in sorted(predictions):
        if prediction in hits or prediction in gold.tolerated:
            continue
        fp[prediction[2]] += 1
        false_positives.append(prediction)
    fn: dict[str, int] = defaultdict(int)
    false_negatives = [g for i, g in enumerate(gold.positives) if i not in matched_gold]
    for _, _, finding in false_negatives:
        fn[finding] += 1
    per_type = {}
    for finding in FINDING_TYPES:
        p = _ratio(tp[finding], tp[finding] + fp[finding])
        r = _ratio(tp[finding], tp[finding] + fn[finding])
        per_type[finding] = {
            "tp": tp[finding],
            "fp": fp[finding],
            "fn": fn[finding],
            "precision": p,
            "recall": r,
            "f1": _ratio(2 * p * r, p + r),
        }
    total_tp, total_fp, total_fn = sum(tp.values()), sum(fp.values()), sum(fn.values())
    micro_p, micro_r = _ratio(total_tp, total_tp + total_fp), _ratio(total_tp, total_tp + total_fn)
    return {
        "per_type": per_type,
        "micro": {"precision": micro_p, "recall": micro_r, "f1": _ratio(2 * micro_p * micro_r, micro_p + micro_r)},
        "macro": {k: sum(v[k] for v in per_type.values()) / len(per_type) for k in ("precision", "recall", "f1")},
        "false_positives": false_positives,
        "false_negatives": false_negatives,
        "matched_lines": {(gold.positives[i][0], gold.positives[i][1]) for i in matched_gold},
    }


def _ratio(a: float, b: float) -> float:
    return a / b if b else 1.0


def extras(gold: Gold, predictions: set[Triple], strict: dict[str, Any]) -> dict[str, Any]:
    claims_with_expected = [c for c in gold.claims if any(f != "none" for f in c.get("expected_findings") or [])]
    detected = [c for c in claims_with_expected if (c["doc"], c["line"]) in strict["matched_lines"]]
    predicted_lines = {(d, line) for d, line, _ in predictions}
    decoy_hits = [d["id"] for d in gold.decoys if (d["doc"], d["line"]) in predicted_lines]
    none_claims = {}
    for claim in gold.claims:
        if claim.get("expected_findings") == ["none"]:
            raised = sorted(
                f
                for d, line, f in predictions
                if d == claim["doc"] and line == claim["line"] and (d, line, f) not in gold.tolerated
            )
            none_claims[claim["id"]] = raised
    return {
        "claim_recall": _ratio(len(detected), len(claims_with_expected)),
        "decoy_fp_rate": _ratio(len(decoy_hits), len(gold.decoys)) if gold.decoys else 0.0,
        "decoy_hits": decoy_hits,
        "none_claims": none_claims,
    }


def state_agreement(gold: Gold, states: dict[tuple[str, int], dict[str, str]]) -> dict[str, float]:
    agree: dict[str, list[bool]] = defaultdict(list)
    for claim in gold.claims:
        found = states.get((claim["doc"], claim["line"]))
        if not found:
            continue
        for name, expected in (claim.get("states") or {}).items():
            if expected == "n/a" or name not in found:
                continue
            agree[name].append(str(expected) in STATE_MATCH[found[name]])
    return {name: sum(v) / len(v) for name, v in agree.items() if v}


def run(corpus: Path, in_process: bool, split: str | None = None) -> dict[str, Any]:
    gold = load_gold(corpus, split)
    docs = sorted(d for d in docs_folder(corpus).glob("*.md") if gold.docs is None or d.name in gold.docs)
    states: dict[tuple[str, int], dict[str, str]] = {}
    source = "benchlint check --output-format json"
    predictions = None if in_process else predict_with_cli(docs)
    if predictions is None:
        predictions, states = predict_in_process(docs)
        source = "load_markdown (in-process)"
    strict = score(gold, predictions, 0)
    lenient = score(gold, predictions, 1)
    return {
        "source": source,
        "strict": strict,
        "lenient": lenient,
        "extras": extras(gold, predictions, strict),
        "states": state_agreement(gold, states) if states else {},
        "claims_found": len({(d, line) for d, line, _ in predictions}),
        "lines": {d.name: d.read_text(encoding="utf-8").splitlines() for d in docs},
    }


def print_report(result: dict[str, Any], verbose: bool) -> None:
    strict, lenient, extra = result["strict"], result["lenient"], result["extras"]
    print(f"predictions from: {result['source']}")
    header = f"{'finding type':34} {'TP':>3} {'FP':>3} {'FN':>3}  {'P':>5} {'R':>5} {'F1':>5}"
    print(f"{header} | T=1 {'P':>5} {'R':>5} {'F1':>5}")
    for finding in FINDING_TYPES:
        s, loose = strict["per_type"][finding], lenient["per_type"][finding]
        print(
            f"{finding:34} {s['tp']:3} {s['fp']:3} {s['fn']:3}  "
            f"{s['precision']:5.2f} {s['recall']:5.2f} {s['f1']:5.2f} |"
            f"     {loose['precision']:5.2f} {loose['recall']:5.2f} {loose['f1']:5.2f}"
        )
    for average in ("micro", "macro"):
        s, loose = strict[average], lenient[average]
        print(
            f"{average + ' average':34} {'':3} {'':3} {'':3}  {s['precision']:5.2f} {s['recall']:5.2f} {s['f1']:5.2f} |"
            f"     {loose['precision']:5.2f} {loose['recall']:5.2f} {loose['f1']:5.2f}"
        )
    print(f"claim-level detection recall: {extra['claim_recall']:.3f}")
    print(f"decoy false-positive rate: {extra['decoy_fp_rate']:.3f} {extra['decoy_hits'] or ''}")
    for claim_id, raised in extra["none_claims"].items():
        print(f"fully specified {claim_id}: {'clean' if not raised else 'raised ' + ', '.join(raised)}")
    if result["states"]:
        print(
            "field states agreeing with the annotation: "
            + ", ".join(f"{k} {v:.2f}" for k, v in result["states"].items())
        )
    if verbose:
        lines = result.get("lines", {})
        for tag, triples in (("FP", strict["false_positives"]), ("FN", strict["false_negatives"])):
            grouped: dict[tuple[str, int], list[str]] = defaultdict(list)
            for doc, line, finding in triples:
                grouped[(doc, line)].append(finding)
            for (doc, line), findings in sorted(grouped.items()):
                text = lines.get(doc, [])[line - 1][:110] if 0 < line <= len(lines.get(doc, [])) else ""
                print(f"{tag} {doc}:{line} {','.join(sorted(findings))}\n    {text}")


def main(argv: list[str] | None = None) -> int:
    default = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "claims"
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=default)
    parser.add_argument("--in-process", action="store_true", help="score load_markdown directly, not the CLI")
    parser.add_argument("--verbose", action="store_true", help="list every false positive and negative")
    parser.add_argument("--json", action="store_true", help="print the scores as JSON")
    parser.add_argument(
        "--split", choices=("tune", "holdout"), help="score one half of a corpus whose claims.yaml has `splits:`"
    )
    args = parser.parse_args(argv)
    result = run(args.corpus, args.in_process, args.split)
    if args.split == "holdout":
        # nothing that names a holdout line: ids of hit decoys, raised claims, FP/FN lists
        if args.verbose:
            print("(holdout: misses are not listed, so that nobody tunes on them)")
        args.verbose = False
        result["extras"]["decoy_hits"] = []
        result["extras"]["none_claims"] = {}
        for key in ("strict", "lenient"):
            result[key]["false_positives"], result[key]["false_negatives"] = [], []
    if args.json:
        for key in ("strict", "lenient"):
            result[key].pop("matched_lines")
        result.pop("lines")
        print(json.dumps(result, indent=2, default=list))
    else:
        print_report(result, args.verbose)
    return 0


if __name__ == "__main__":
    sys.exit(main())
