"""The development corpus score, held by floors (issue 4: P >= 0.95, R >= 0.90 per type)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import REPO

CORPUS = REPO.parent / "shared" / "corpus" / "claims"
PRECISION_FLOOR = 0.95
RECALL_FLOOR = 0.90

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


def test_every_finding_type_meets_the_floors(result: dict[str, Any]) -> None:
    below = {
        kind: (round(s["precision"], 2), round(s["recall"], 2))
        for kind, s in result["strict"]["per_type"].items()
        if s["precision"] < PRECISION_FLOOR or s["recall"] < RECALL_FLOOR
    }
    assert not below, f"below P>={PRECISION_FLOOR} / R>={RECALL_FLOOR} at exact line: {below}"


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
