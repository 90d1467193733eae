"""Traceability through the engine: linked records, CL001 and CL002, facts from the record."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from benchlint.linter.config import Settings, load_settings
from benchlint.linter.engine import lint_paths
from tests.helpers import REPO, codes, lint_text

RECORD = """points:
  - {concurrency: 1, aggregate_tok_s: 53.0}
  - {concurrency: 8, aggregate_tok_s: 401.3}
system: {gpus: {count: 1, type: H100}}
workload: {prompt_tokens: {mean: 512}, stop_rule: fixed_length, content_type: code}
speculative_decoding: {enabled: false}
aggregation: total_output_over_wall
"""


def _lint(tmp_path: Path, doc: str, **options: dict[str, Any]) -> list[str]:
    (tmp_path / "results").mkdir(exist_ok=True)
    (tmp_path / "results" / "run.yaml").write_text(RECORD, encoding="utf-8")
    result = lint_text(tmp_path, doc, ".md", select=["CL", "OP"], options=options, name="doc")
    return codes([f for f in result.findings if f.path.endswith(".md")])


FRONT = "---\nbenchlint: {records: [results/run.yaml]}\n---\n"


def test_traceable_claim_takes_the_record_operating_point(tmp_path: Path) -> None:
    assert _lint(tmp_path, FRONT + "At 8 concurrent requests the server sustains 401.3 tok/s.\n") == []


def test_rounded_claim_still_traces(tmp_path: Path) -> None:
    assert _lint(tmp_path, FRONT + "At 8 concurrent requests the server sustains 401 tok/s.\n") == []


def test_untraceable_number_fires_cl001(tmp_path: Path) -> None:
    # watched failing: the summed 840 of seed 000 is in no record
    assert _lint(tmp_path, FRONT + "At 8 concurrent requests the server sustains 840 tok/s.\n") == ["CL001"]


def test_doc_operating_point_disagreeing_fires_cl002(tmp_path: Path) -> None:
    assert _lint(tmp_path, FRONT + "With 16 concurrent requests the server sustains 401.3 tok/s.\n") == ["CL002"]


def test_point_selector_comment(tmp_path: Path) -> None:
    doc = "<!-- benchlint: record=results/run.yaml point=concurrency:8 -->\nThe server sustains {} tok/s.\n"
    assert _lint(tmp_path, doc.format("401.3")) == []
    assert _lint(tmp_path, doc.format("53.0")) == ["CL002"]


def test_speedup_between_linked_points_traces(tmp_path: Path) -> None:
    doc = "Going from one request to 8 concurrent requests gives {}x the throughput (ShareGPT).\n"
    assert "CL001" not in _lint(tmp_path, FRONT + doc.format("7.6"))  # 401.3 / 53.0 = 7.57
    assert "CL001" in _lint(tmp_path, FRONT + doc.format("9.5"))


def test_approximate_number_tolerance_is_a_cl001_option(tmp_path: Path) -> None:
    doc = FRONT + "At 8 concurrent requests the server sustains ~420 tok/s.\n"  # 4.7% above 401.3
    assert _lint(tmp_path, doc) == []
    assert _lint(tmp_path, doc, CL001={"approx_tolerance": 0.02}) == ["CL001"]


def test_rounding_tolerance_is_a_cl001_option(tmp_path: Path) -> None:
    doc = FRONT + "At 8 concurrent requests the server sustains 402 tok/s.\n"  # 0.7 from 401.3
    assert _lint(tmp_path, doc) == ["CL001"]
    assert _lint(tmp_path, doc, CL001={"last_digit_tolerance": 1.0}) == []


def test_prompt_tolerance_is_a_cl002_option(tmp_path: Path) -> None:
    doc = FRONT + "At 8 concurrent requests with 560-token prompts the server sustains 401.3 tok/s.\n"
    assert _lint(tmp_path, doc) == ["CL002"]  # 560 is 9% above the record's 512
    assert _lint(tmp_path, doc, CL002={"prompt_tolerance": 0.10}) == []


def test_selected_point_tolerance_is_a_cl002_option(tmp_path: Path) -> None:
    doc = "<!-- benchlint: record=results/run.yaml point=concurrency:8 -->\nThe server sustains ~420 tok/s.\n"
    assert _lint(tmp_path, doc) == []
    assert _lint(tmp_path, doc, CL002={"approx_tolerance": 0.02}) == ["CL002"]


def test_claim_options_apply_from_the_configuration_file(tmp_path: Path) -> None:
    (tmp_path / "results").mkdir()
    (tmp_path / "results" / "run.yaml").write_text(RECORD, encoding="utf-8")
    doc = tmp_path / "doc.md"
    doc.write_text(FRONT + "At 8 concurrent requests the server sustains 402 tok/s.\n", encoding="utf-8")
    config = tmp_path / "pyproject.toml"

    def found() -> list[str]:
        settings = load_settings(str(config))
        settings.select = ["CL001"]
        return codes(lint_paths([str(doc)], settings).findings)

    config.write_text("[tool.benchlint]\n", encoding="utf-8")
    assert found() == ["CL001"]
    config.write_text("[tool.benchlint.rules.CL001]\nlast_digit_tolerance = 1.0\n", encoding="utf-8")
    assert found() == []


def test_missing_linked_file_is_reported_not_raised(tmp_path: Path) -> None:
    result = lint_text(tmp_path, "---\nbenchlint: {records: [nope.yaml]}\n---\nIt does 5 tok/s.\n", ".md", name="doc")
    assert result.exit_code() in (1, 2)
    assert any(f.code.startswith("SC") and "nope.yaml" in f.message for f in result.findings)


def test_examples_docs_fire_as_declared() -> None:
    result = lint_paths([str(REPO / "examples" / "docs")], Settings())
    by_file: dict[str, set[str]] = {}
    for finding in result.findings:
        by_file.setdefault(Path(finding.path).name, set()).add(finding.code)
    assert by_file.get("benchmark_report.md", set()) == set()
    assert by_file["traced_results.md"] == {"CL002"}
    assert {"AG001", "PF001", "CP001", "CP003", "CV001", "OP001"} <= by_file["vendor_launch_page.md"]
