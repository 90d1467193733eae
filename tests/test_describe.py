"""`benchlint describe`: the citation of a record point, pasted under a claim, states every
operating-point field the record holds, so the claim lints clean of those OP findings."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from benchlint.cli import cli
from benchlint.linter.config import Settings
from benchlint.linter.engine import lint_paths
from benchlint.linter.sources import load_file

REPO = Path(__file__).resolve().parents[1]
RECORDS = sorted((REPO / "examples" / "records").glob("*.yaml"))
#: OP code -> the record field it asks for, as the citation's Citation attribute
OP_FIELDS = {
    "OP001": "concurrency",
    "OP002": "stop_rule",
    "OP003": "prompt_length",
    "OP004": "content_type",
    "OP005": "spec_decoding",
    "OP006": "gpu_count",
    "OP007": "aggregation",
}


def invoke(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["describe", *args])
    return result.exit_code, result.stdout, result.stderr


def every_point() -> list[object]:
    cases = []
    for path in RECORDS:
        subjects = [s for s in load_file(str(path)).subjects if s.record is not None]
        for number, subject in enumerate(subjects, 1):
            for point in subject.record.points or []:
                if point.concurrency is None and point.request_rate is None:
                    continue
                selector = (
                    f"concurrency={point.concurrency}"
                    if point.concurrency is not None
                    else f"request_rate={point.request_rate}"
                )
                cases.append(pytest.param(path, number, selector, id=f"{path.stem}-{number}-{selector}"))
    return cases


@pytest.mark.parametrize(("path", "number", "selector"), every_point())
def test_citation_under_a_claim_states_what_the_record_holds(
    tmp_path: Path, path: Path, number: int, selector: str
) -> None:
    from benchlint.linter.describe import cite, select_point

    code, sentence, err = invoke(str(path), "--record", str(number), "--point", selector)
    assert code == 0, err
    subject = [s for s in load_file(str(path)).subjects if s.record is not None][number - 1]
    citation = cite(subject.record, select_point(subject.record, selector))
    doc = tmp_path / "claim.md"
    doc.write_text(f"# Results\n\nThe server sustains 123.4 tok/s. {sentence.strip()}\n", encoding="utf-8")
    findings = lint_paths([str(doc)], Settings(select=["OP"])).findings
    on_claim = {f.code for f in findings if f.line == 3 and f.col == 21}
    expected = {code for code, field in OP_FIELDS.items() if getattr(citation, field) is None}
    if citation.concurrency == "1 concurrent request":
        expected.discard("OP007")  # one request in flight: there is nothing to aggregate (OP007's docs)
    assert on_claim == expected, (sentence, [f.message for f in findings])


def test_front_matter_makes_the_citation_the_documents_defaults(tmp_path: Path) -> None:
    record = REPO / "examples" / "records" / "everything_stated.yaml"
    code, front, err = invoke(str(record), "--point", "concurrency=8", "--format", "yaml")
    assert code == 0, err
    doc = tmp_path / "doc.md"
    doc.write_text(front + "\n# Results\n\nThe server sustains 123.4 tok/s.\n", encoding="utf-8")
    findings = lint_paths([str(doc)], Settings(select=["OP"])).findings
    assert findings == [], [f.message for f in findings]


def test_a_field_the_record_lacks_is_said_to_be_missing(tmp_path: Path) -> None:
    record = tmp_path / "r.yaml"
    record.write_text("points:\n  - concurrency: 4\n    aggregate_tok_s: 88.5\n", encoding="utf-8")
    code, sentence, _ = invoke(str(record))
    assert code == 0
    assert "88.5 tok/s" in sentence and "4 concurrent requests" in sentence
    assert "does not hold the stop rule" in sentence and "GPU count" in sentence


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["examples/records/everything_stated.yaml"], "choose one with --point"),
        (["examples/records/everything_stated.yaml", "--point", "concurrency=3"], "no point with concurrency 3"),
        (["examples/records/everything_stated.yaml", "--point", "speed=3"], "use concurrency=N"),
        (["examples/records/seed003_four_configurations.yaml"], "choose one with --record N"),
        (["examples/records/seed003_four_configurations.yaml", "--record", "9"], "--record 9 is not one"),
        (["no/such/file.yaml"], "no such file"),
        (["README.md"], "no benchmark record"),
    ],
)
def test_describe_usage_errors(args: list[str], message: str) -> None:
    before = os.getcwd()
    os.chdir(REPO)
    try:
        code, _, err = invoke(*args)
    finally:
        os.chdir(before)
    assert code == 2 and message in err, err
