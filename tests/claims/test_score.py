"""Claim scores on three annotated corpora, held by floors at what benchlint reaches."""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import REPO

CORPUS = REPO.parent / "shared" / "corpus" / "claims"
REAL = REPO.parent / "shared" / "corpus" / "claims-real"
OWN = REPO / "tests" / "data" / "claims-real"


@dataclass(frozen=True)
class Floor:
    """What benchlint really reaches on a corpus (micro, exact line, deduplicated per
    (file, line, code)); the issue's target is P >= 0.95, R >= 0.90, claim-level recall
    >= 0.95, decoy false-positive rate <= 0.02. A floor only ever moves up."""

    precision: float
    recall: float
    claim_recall: float
    decoy_fp: float


# (corpus, split) -> floor. The own corpus's holdout half is never tuned on, so it has no
# floor: its score is reported, not held.
FLOORS = {
    (CORPUS, None): Floor(precision=0.99, recall=0.95, claim_recall=0.99, decoy_fp=0.0),
    # shared claims-real after the seventh release's fixes (both halves merged): P 1.000, R 0.993,
    # claim-level recall 1.000
    (REAL, None): Floor(precision=0.995, recall=0.99, claim_recall=0.995, decoy_fp=0.0),
    # Own tune half with the seventh release's twelve tune documents (54 documents): P 0.999,
    # R 0.990, claim-level recall 0.989, no decoy of 534 hit. Recall and claim-level recall move down
    # from 0.99 to what the new documents allow: a generated report's unit-less statistics bullets
    # ('Output Throughput: 132.75 ± 8.54' under run bullets in tok/s) and two analysis sentences of a
    # client-GPU report (signed percentage ranges with no speed word) are not read as claims.
    # With the eighth release's six tune documents, both halves merged (60 documents): P 0.997,
    # R 0.985 (0.9846), claim-level recall 0.985 (0.9851), no decoy of 604 hit. Recall moves down to
    # what they allow: the prefill rows of two generated reports give their rate in samples/s, which
    # is not read as a speed; claim-level recall stays at 0.985.
    # With the ninth release's four table-heavy tune documents (64 documents), after its table,
    # grammar and wrapped-paragraph fixes: P 0.999, R 0.992, claim-level recall 0.990 (0.9901), no
    # decoy of 634 hit; recall and claim-level recall move up to 0.99 (the samples/s prefill rows
    # are read now; two signed-range sentences and a generated report's statistics bullets are not).
    # With the tenth release's three tune documents (71 documents), after its fixes: P 0.999, R 0.992,
    # claim-level recall 0.991, no decoy of 723 hit (before the fixes 0.992 / 0.976 / 0.978 / 0.003);
    # floors unchanged, they hold.
    # With the eleventh release's four tune documents (75 documents), after its fixes: P 0.999, R 0.992,
    # claim-level recall 0.991, no decoy of 842 hit (before the fixes 0.971 / 0.988 / 0.986 / 0.011);
    # floors unchanged, they hold.
    # With the twelfth release's four tune documents (75 documents), after its fixes: P 0.999,
    # R 0.997, claim-level recall 0.997, no decoy of 815 hit (before the fixes 0.976 / 0.989 /
    # 0.990 / 0.001); all three floors move up (the statistics bullets are read now).
    # Both releases together (79 documents): P 0.999, R 0.997, claim-level recall 0.997, no decoy
    # of 934 hit; the twelfth release's floors hold.
    (OWN, "tune"): Floor(precision=0.998, recall=0.995, claim_recall=0.995, decoy_fp=0.0),
}

pytestmark = pytest.mark.skipif(not (CORPUS / "claims.yaml").exists(), reason="development corpus not present")


def _scorer() -> Any:
    spec = importlib.util.spec_from_file_location("score_claims", REPO / "bench" / "score_claims.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["score_claims"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def result() -> dict[str, Any]:
    return _scorer().run(CORPUS, in_process=True)


@pytest.mark.parametrize(("corpus", "split"), list(FLOORS), ids=["dev", "claims-real", "own-tune"])
def test_corpus_meets_its_floor(corpus: Path, split: str | None) -> None:
    if not (corpus / "claims.yaml").exists():
        pytest.skip(f"{corpus} not present")
    docs = _scorer().docs_folder(corpus)
    if not any(docs.glob("*.md")):
        # the own corpus's documents are other projects' files, never committed
        pytest.skip(f"{docs} is empty: run python tools/claims_corpus.py materialise")
    floor = FLOORS[(corpus, split)]
    scored = _scorer().run(corpus, in_process=True, split=split)
    micro, extras = scored["strict"]["micro"], scored["extras"]
    reached = (micro["precision"], micro["recall"], extras["claim_recall"], extras["decoy_fp_rate"])
    assert micro["precision"] >= floor.precision, reached
    assert micro["recall"] >= floor.recall, reached
    assert extras["claim_recall"] >= floor.claim_recall, reached
    assert extras["decoy_fp_rate"] <= floor.decoy_fp, (reached, extras["decoy_hits"])


def test_dev_corpus_every_finding_type(result: dict[str, Any]) -> None:
    """Per type on the development corpus. Recall is below 1.0 for the operating-point types
    only because a figureless comparison ("runs faster than the FP16 model") now gets one
    finding, not one per missing field (issue 12)."""
    below = {
        kind: (round(s["precision"], 2), round(s["recall"], 2))
        for kind, s in result["strict"]["per_type"].items()
        if s["precision"] < 0.95 or s["recall"] < 0.85
    }
    assert not below, below


def test_claims_decoys_and_fully_specified_claims(result: dict[str, Any]) -> None:
    extras = result["extras"]
    assert extras["claim_recall"] >= 0.95
    assert extras["decoy_fp_rate"] <= 0.05, extras["decoy_hits"]
    assert all(not raised for raised in extras["none_claims"].values()), extras["none_claims"]


def test_field_states_agree_with_the_annotation(result: dict[str, Any]) -> None:
    assert result["states"] and min(result["states"].values()) >= 0.85, result["states"]


def test_scorer_counts_a_wrong_prediction(tmp_path: Path) -> None:
    """The scorer itself is watched failing: drop a true finding and add a decoy hit."""
    scorer = _scorer()
    gold = scorer.load_gold(CORPUS)
    perfect = set(gold.positives)
    assert scorer.score(gold, perfect, 0)["micro"]["f1"] == 1.0
    decoy = gold.decoys[0]
    worse = (perfect - {gold.positives[0]}) | {(decoy["doc"], decoy["line"], "missing-concurrency")}
    scored = scorer.score(gold, worse, 0)
    assert scored["micro"]["precision"] < 1.0 and scored["micro"]["recall"] < 1.0
    assert scorer.extras(gold, worse, scored)["decoy_hits"] == [decoy["id"]]


def test_cli_json_output_scores_the_same() -> None:
    """When `benchlint check --output-format json` works, the scorer reads it."""
    scored = _scorer().run(CORPUS, in_process=False)
    if scored["source"].startswith("load_markdown"):
        pytest.skip("benchlint check --output-format json is not available")
    assert scored["strict"]["micro"]["f1"] >= 0.95


def test_a_failing_benchlint_run_stops_the_scoring(tmp_path: Path) -> None:
    """A run that starts and fails is an error, never a silent switch to scoring in-process
    (which once printed unchanged numbers while the command line crashed)."""
    scorer = _scorer()
    present = tmp_path / "present.md"
    present.write_text("Our build reaches 606 tok/s.\n", encoding="utf-8")
    assert scorer.predict_with_cli([present])  # watched working: one claim, its findings
    with pytest.raises(SystemExit, match=r"benchlint check failed \(exit 2\)"):
        scorer.predict_with_cli([present, tmp_path / "absent.md"])


def test_the_scorer_runs_its_own_checkout() -> None:
    """Both ways of predicting import the benchlint beside bench/, not an installed copy."""
    assert _scorer().REPO == REPO


def test_own_corpus_documents_live_outside_the_repository(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Other projects' files are never committed: the own corpus has sources.yaml, not docs/."""
    assert (OWN / "sources.yaml").is_file() and not (OWN / "docs").exists()
    monkeypatch.setenv("BENCHLINT_OWN_CLAIMS_DOCS", str(tmp_path / "elsewhere"))
    assert _scorer().docs_folder(OWN) == tmp_path / "elsewhere"
    assert _scorer().docs_folder(CORPUS) == CORPUS / "docs"  # a corpus that ships its documents
