"""Score benchlint's findings on peer-tool result folders against a reviewer's ground truth.

Two ground truths, one format per run (a folder read as one run, or a lone file):

* ``tests/data/results-real-truth.yaml``: the reading of ``../shared/corpus/results-real``
  in its REVIEW.md, one entry per run under ``runs:`` (``path`` relative to the corpus);
* ``tests/data/peer-runs/<tool>/<scenario>/TRUTH.yaml``: one real run of a peer tool each.

Each run lists ``must_flag`` (codes a reviewer raises; ``A|B`` means either), ``must_not_flag``
and ``may_flag``. ``benchlint check`` runs on the run's path with default settings and the set
of codes it emits (errors and warnings; info notes are not scored) is compared: a must code
found is a true positive, a must code missing a false negative, and any other code emitted
that is not ``may_flag`` a false positive (``must_not_flag`` codes and codes the truth does
not list at all alike).

    python bench/score_results.py                      # both truths, per-finding tables
    python bench/score_results.py --truth real         # results-real only
    python bench/score_results.py --truth peer-runs --verbose
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REAL_TRUTH = os.path.join(ROOT, "tests", "data", "results-real-truth.yaml")
REAL_CORPUS = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus", "results-real"))
PEER_RUNS = os.path.join(ROOT, "tests", "data", "peer-runs")


@dataclass
class RunTruth:
    path: str
    must: list[tuple[str, ...]]
    must_not: set[str]
    may: set[str]


@dataclass
class RunScore:
    truth: RunTruth
    emitted: set[str]
    tp: list[str] = field(default_factory=list)
    fn: list[str] = field(default_factory=list)
    fp: list[str] = field(default_factory=list)


@dataclass
class Totals:
    runs: list[RunScore]

    @property
    def tp(self) -> int:
        return sum(len(r.tp) for r in self.runs)

    @property
    def fp(self) -> int:
        return sum(len(r.fp) for r in self.runs)

    @property
    def fn(self) -> int:
        return sum(len(r.fn) for r in self.runs)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0


def _truth_entry(path: str, entry: dict[str, Any]) -> RunTruth:
    must = [tuple(str(code).split("|")) for code in entry.get("must_flag") or []]
    return RunTruth(
        path=path,
        must=must,
        must_not={str(c) for c in entry.get("must_not_flag") or []},
        may={str(c) for c in entry.get("may_flag") or []},
    )


def real_truth(truth_file: str = REAL_TRUTH, corpus: str = REAL_CORPUS) -> list[RunTruth]:
    import yaml

    with open(truth_file, encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    return [_truth_entry(os.path.join(corpus, entry["path"]), entry) for entry in data["runs"]]


def peer_run_truth(root: str = PEER_RUNS) -> list[RunTruth]:
    import yaml

    found: list[RunTruth] = []
    for folder, subfolders, names in os.walk(root):
        subfolders.sort()
        if "TRUTH.yaml" in names:
            with open(os.path.join(folder, "TRUTH.yaml"), encoding="utf-8") as handle:
                found.append(_truth_entry(folder, yaml.safe_load(handle)))
    return found


def emitted_codes(path: str) -> set[str]:
    from benchlint.linter.config import Settings
    from benchlint.linter.engine import lint_paths

    settings = Settings(exclude=["TRUTH.yaml"])
    findings = lint_paths([path], settings).findings
    # info notes (keys of another tool version, a benchmark out of scope) say what was not
    # read; they are not findings about the benchmark, so they are not scored
    return {finding.code for finding in findings if finding.severity.value != "info"}


def score_run(truth: RunTruth, emitted: set[str]) -> RunScore:
    score = RunScore(truth=truth, emitted=emitted)
    wanted: set[str] = set()
    for alternatives in truth.must:
        wanted.update(alternatives)
        hit = [code for code in alternatives if code in emitted]
        (score.tp if hit else score.fn).append("|".join(alternatives))
    for code in sorted(emitted - wanted - truth.may):
        score.fp.append(code)
    return score


def score(truths: Iterable[RunTruth]) -> Totals:
    return Totals([score_run(truth, emitted_codes(truth.path)) for truth in truths])


def per_finding(totals: Totals) -> list[tuple[str, int, int, int]]:
    """(code, TP, FP, FN) per code, the table the closing note reports."""
    tp: Counter[str] = Counter()
    fp: Counter[str] = Counter()
    fn: Counter[str] = Counter()
    for run in totals.runs:
        tp.update(run.tp)
        fp.update(run.fp)
        fn.update(run.fn)
    codes = sorted(set(tp) | set(fp) | set(fn))
    return [(code, tp[code], fp[code], fn[code]) for code in codes]


def render(name: str, totals: Totals, base: str, verbose: bool) -> str:
    lines = [f"## {name}: {len(totals.runs)} runs", ""]
    lines.append(
        f"precision {totals.precision:.3f} ({totals.tp}/{totals.tp + totals.fp}), "
        f"recall {totals.recall:.3f} ({totals.tp}/{totals.tp + totals.fn})"
    )
    lines += ["", "| code | TP | FP | FN |", "|---|---|---|---|"]
    lines += [f"| {code} | {t} | {p} | {n} |" for code, t, p, n in per_finding(totals)]
    if verbose:
        lines.append("")
        for run in totals.runs:
            if run.fp or run.fn or verbose:
                rel = os.path.relpath(run.truth.path, base)
                lines.append(f"- {rel}: FP {run.fp or '-'} FN {run.fn or '-'} (emitted {sorted(run.emitted)})")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--truth", choices=("all", "real", "peer-runs"), default="all")
    parser.add_argument("--verbose", action="store_true", help="list every run with its FP and FN")
    args = parser.parse_args(argv)
    if args.truth in ("all", "real"):
        print(render("results-real (REVIEW.md)", score(real_truth()), REAL_CORPUS, args.verbose))
        print()
    if args.truth in ("all", "peer-runs"):
        truths = peer_run_truth()
        if truths:
            print(render("peer-runs (TRUTH.yaml)", score(truths), PEER_RUNS, args.verbose))
        else:
            print(f"## peer-runs: no TRUTH.yaml under {PEER_RUNS}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, ROOT)
    sys.exit(main())
