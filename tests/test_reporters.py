"""Reporters: every output format on real findings from the engine, the SARIF log validated
against the official OASIS SARIF 2.1.0 schema, GitHub commands escaped against hostile input."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft7Validator, FormatChecker

from benchlint.linter.findings import Finding, Severity
from benchlint.linter.report import FORMATS, render
from benchlint.linter.report.github import escape_data, escape_property
from tests.helpers import REPO, lint_text

SARIF_SCHEMA = REPO / "tests/data/sarif-schema-2.1.0.json"
#: sha256 of the OASIS SARIF 2.1.0 schema as published in oasis-tcs/sarif-spec,
#: Documents/CommitteeSpecifications/2.1.0/sarif-schema-2.1.0.json (draft-07), stored verbatim
SARIF_SCHEMA_SHA256 = "80cd7ffb9b62a4162d541aa9170862dd264f6cce0f04c57f1ac9f2337b808958"

# A record with OP001 (second point), OP003 and OP004 missing; the rest stated.
RECORD = """\
system:
  model: m
  gpus: {count: 1}
workload:
  stop_rule: fixed_length
  max_tokens: 512
speculative_decoding: {enabled: false}
aggregation: total_output_over_wall
points:
  - concurrency: 1
    wall_s: 10.0
    output_tokens_total: 512
    aggregate_tok_s: 51.2
  - wall_s: 10.0
    output_tokens_total: 4096
    aggregate_tok_s: 409.6
"""
EXPECTED = {"OP001", "OP003", "OP004"}


def output(findings: list[Finding], fmt: str, **kwargs: Any) -> str:
    stream = io.StringIO()
    render(findings, fmt, stream=stream, **kwargs)
    return stream.getvalue()


def finding(**overrides: Any) -> Finding:
    values: dict[str, Any] = {
        "code": "OP001",
        "name": "missing-concurrency",
        "severity": Severity.ERROR,
        "message": "concurrency is not recorded",
        "path": "results/run.yaml",
        "line": 4,
        "col": 5,
        "json_path": "$.points[0].concurrency",
    }
    values.update(overrides)
    return Finding(**values)


@pytest.fixture(autouse=True)
def not_on_github(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests decide for themselves whether they run "on GitHub Actions"."""
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)


@pytest.fixture
def linted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, list[Finding]]:
    """Real findings from the engine on a file in a temporary working directory."""
    monkeypatch.chdir(tmp_path)
    result = lint_text(tmp_path, RECORD, select=["OP"], name="run")
    assert {f.code for f in result.findings} == EXPECTED
    return tmp_path / "run.yaml", result.findings


# --- SARIF -------------------------------------------------------------------------------


def _is_uri_reference(value: object) -> bool:
    # RFC 3986 characters only, and every '%' starts an escape (jsonschema checks "uri" formats
    # only with optional packages installed; this keeps the check real without them).
    if not isinstance(value, str):
        return True
    return re.fullmatch(r"(?:[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*", value) is not None


def _is_uri(value: object) -> bool:
    scheme = r"[A-Za-z][A-Za-z0-9+.-]*:"
    return not isinstance(value, str) or (_is_uri_reference(value) and re.match(scheme, value) is not None)


@cache
def sarif_validator() -> Draft7Validator:
    schema = json.loads(SARIF_SCHEMA.read_text(encoding="utf-8"))
    assert schema["$schema"] == "http://json-schema.org/draft-07/schema#"
    Draft7Validator.check_schema(schema)
    checker = FormatChecker()
    checker.checks("uri")(_is_uri)
    checker.checks("uri-reference")(_is_uri_reference)
    return Draft7Validator(schema, format_checker=checker)


def schema_errors(log: dict[str, Any]) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in sarif_validator().iter_errors(log)]


def test_sarif_schema_file_is_the_published_one() -> None:
    import hashlib

    assert hashlib.sha256(SARIF_SCHEMA.read_bytes()).hexdigest() == SARIF_SCHEMA_SHA256


def test_sarif_validates_against_official_schema(linted: tuple[Path, list[Finding]]) -> None:
    _, findings = linted
    log = json.loads(output(findings, "sarif"))
    assert schema_errors(log) == []
    assert log["version"] == "2.1.0" and len(log["runs"]) == 1


def test_sarif_validator_is_not_vacuous(linted: tuple[Path, list[Finding]]) -> None:
    """Watched failing: the same log with one level SARIF does not know is rejected."""
    _, findings = linted
    log = json.loads(output(findings, "sarif"))
    log["runs"][0]["results"][0]["level"] = "info"
    assert any("info" in error for error in schema_errors(log))
    log = json.loads(output(findings, "sarif"))
    log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] = "a b.yaml"
    assert schema_errors(log)


def test_sarif_rules_are_those_that_fired_with_docs(linted: tuple[Path, list[Finding]]) -> None:
    _, findings = linted
    run = json.loads(output(findings, "sarif"))["runs"][0]
    driver = run["tool"]["driver"]
    assert driver["name"] == "benchlint" and driver["version"] and driver["informationUri"].startswith("https://")
    rules = driver["rules"]
    assert [rule["id"] for rule in rules] == sorted(EXPECTED)
    op001 = rules[0]
    assert op001["name"] == "MissingConcurrency"
    assert op001["defaultConfiguration"] == {"level": "error"}
    assert "## What it does" in op001["fullDescription"]["text"]
    assert op001["shortDescription"]["text"]
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        assert result["level"] == "error"


def test_sarif_location_is_repo_relative(linted: tuple[Path, list[Finding]]) -> None:
    path, findings = linted
    op001 = next(f for f in findings if f.code == "OP001")
    # The same finding, once with the path as typed and once absolute: same URI, same fingerprint.
    absolute = Finding(**{**{s: getattr(op001, s) for s in Finding.__slots__}, "path": str(path)})
    results = json.loads(output([op001, absolute], "sarif"))["runs"][0]["results"]
    locations = [r["locations"][0]["physicalLocation"] for r in results]
    assert all(loc["artifactLocation"] == {"uri": "run.yaml", "uriBaseId": "%SRCROOT%"} for loc in locations)
    assert locations[0]["region"] == {"startLine": op001.line, "startColumn": op001.col}
    prints = [r["partialFingerprints"]["benchlint/v1"] for r in results]
    assert prints[0].split(":")[0] == prints[1].split(":")[0]


def test_sarif_fingerprints_survive_moved_lines(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Lines inserted above the findings move them; their fingerprints stay."""
    monkeypatch.chdir(tmp_path)
    before = lint_text(tmp_path, RECORD, select=["OP"], name="run").findings
    after = lint_text(tmp_path, "# a comment\n# another\n" + RECORD, select=["OP"], name="run").findings

    def by_code(findings: list[Finding]) -> dict[str, tuple[int, str]]:
        results = json.loads(output(findings, "sarif"))["runs"][0]["results"]
        return {
            r["ruleId"]: (
                r["locations"][0]["physicalLocation"]["region"]["startLine"],
                r["partialFingerprints"]["benchlint/v1"],
            )
            for r in results
        }

    old, new = by_code(before), by_code(after)
    assert old.keys() == new.keys() == EXPECTED
    for code in EXPECTED:
        assert new[code][0] == old[code][0] + 2, code
        assert new[code][1] == old[code][1], code


def test_fingerprint_changes_with_what_is_wrong() -> None:
    """Watched failing: a different JSON path or file is a different alert; a duplicate gets its
    own occurrence number."""

    def prints(findings: list[Finding]) -> list[str]:
        return [
            r["partialFingerprints"]["benchlint/v1"]
            for r in json.loads(output(findings, "sarif"))["runs"][0]["results"]
        ]

    base = finding()
    assert prints([base]) == prints([finding(line=40, col=1, message="other words")])
    assert prints([base])[0] != prints([finding(json_path="$.points[1].concurrency")])[0]
    assert prints([base])[0] != prints([finding(path="results/other.yaml")])[0]
    twin = finding(line=9)
    first, second = prints([base, twin])
    assert first.split(":")[0] == second.split(":")[0] and first != second


def test_sarif_levels_and_regions_for_every_severity() -> None:
    findings = [
        finding(),
        finding(code="RP001", name="single-run", severity=Severity.WARNING, line=1, col=1, json_path="$.repeats"),
        finding(
            code="OP002",
            name="missing-stop-rule",
            severity=Severity.INFO,
            line=2,
            col=3,
            end_line=2,
            end_col=9,
            json_path="$.workload.stop_rule",
        ),
        # A claim in Markdown: no JSON path, the claim text is its identity; unicode in path.
        finding(path="docs/perf notes/é.md", json_path=None, fingerprint_text="606 tok/s", line=12, col=13),
    ]
    log = json.loads(output(findings, "sarif"))
    assert schema_errors(log) == []
    results = {r["ruleId"] + str(i): r for i, r in enumerate(log["runs"][0]["results"])}
    levels = sorted(r["level"] for r in results.values())
    assert levels == ["error", "error", "note", "warning"]
    ranged = next(r for r in results.values() if r["ruleId"] == "OP002")
    assert ranged["locations"][0]["physicalLocation"]["region"] == {
        "startLine": 2,
        "startColumn": 3,
        "endLine": 2,
        "endColumn": 9,
    }
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results.values()}
    assert "docs/perf%20notes/%C3%A9.md" in uris


def test_sarif_paths_outside_the_working_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    outside = finding(path=str(tmp_path / "elsewhere" / "run 1.yaml"))
    above = finding(path="../up.yaml", json_path="$.x")
    log = json.loads(output([outside, above], "sarif"))
    assert schema_errors(log) == []
    artifacts = [r["locations"][0]["physicalLocation"]["artifactLocation"] for r in log["runs"][0]["results"]]
    assert {"uri": (tmp_path / "up.yaml").as_uri()} in artifacts
    assert {"uri": (tmp_path / "elsewhere" / "run 1.yaml").as_uri()} in artifacts


def test_sarif_with_no_findings_is_valid() -> None:
    log = json.loads(output([], "sarif"))
    assert schema_errors(log) == []
    assert log["runs"][0]["results"] == [] and log["runs"][0]["tool"]["driver"]["rules"] == []


# --- concise, full, json, statistics --------------------------------------------------------


def test_concise_lines_and_summary(linted: tuple[Path, list[Finding]]) -> None:
    _, findings = linted
    text = output(findings, "concise", files_checked=1)
    lines = text.splitlines()
    assert len(lines) == len(findings) + 1
    op001 = next(f for f in findings if f.code == "OP001")
    assert f"run.yaml:{op001.line}:{op001.col}: OP001 {op001.message} [missing-concurrency]" in lines
    assert lines[-1] == "Found 3 findings (3 errors, 0 warnings, 0 info) in 1 file."
    assert output([], "concise", files_checked=3) == "All checks passed (3 files).\n"


def test_concise_keeps_one_finding_per_line() -> None:
    text = output([finding(message="line one\nline two")], "concise")
    assert text.splitlines()[0].endswith("line one line two [missing-concurrency]")


def test_summary_counts_each_severity() -> None:
    findings = [finding(), finding(severity=Severity.WARNING), finding(severity=Severity.INFO, path="b.yaml")]
    assert output(findings, "concise", files_checked=5).splitlines()[-1] == (
        "Found 3 findings (1 error, 1 warning, 1 info) in 5 files."
    )


def test_full_shows_path_rule_and_source_caret(linted: tuple[Path, list[Finding]]) -> None:
    path, findings = linted
    text = output(findings, "full", files_checked=1)
    op001 = next(f for f in findings if f.code == "OP001")
    source_line = path.read_text().splitlines()[op001.line - 1]
    assert "  at $.points[1].concurrency" in text
    assert f"{op001.line} | {source_line}" in text
    caret_line = next(line for line in text.splitlines() if line.strip().endswith("^ OP001"))
    gutter_end = caret_line.index("| ") + 2
    assert caret_line.index("^") - gutter_end == op001.col - 1
    from benchlint.linter.registry import rule_class

    assert f"= error: {rule_class('OP001').summary}" in text
    assert "benchlint explain OP001" in text
    assert text.rstrip().endswith("in 1 file.")


def test_full_without_readable_source_still_reports() -> None:
    text = output([finding(path="no/such/file.yaml")], "full")
    assert "no/such/file.yaml:4:5: OP001" in text and " | " not in text


def test_json_is_a_flat_stable_list(linted: tuple[Path, list[Finding]]) -> None:
    _, findings = linted
    items = json.loads(output(findings, "json"))
    assert [item["code"] for item in items] == [f.code for f in sorted(findings, key=Finding.sort_key)]
    op001 = next(item for item in items if item["code"] == "OP001")
    assert set(op001) == {
        "code",
        "name",
        "severity",
        "message",
        "filename",
        "location",
        "end_location",
        "json_path",
        "url",
        "fingerprint",
    }
    assert op001["filename"] == "run.yaml" and op001["json_path"] == "$.points[1].concurrency"
    assert op001["severity"] == "error" and op001["location"]["row"] >= 1
    sarif = json.loads(output(findings, "sarif"))["runs"][0]["results"]
    assert [item["fingerprint"] for item in items] == [r["partialFingerprints"]["benchlint/v1"] for r in sarif]


def test_statistics_table_and_json() -> None:
    findings = [
        finding(),
        finding(line=9, json_path="$.points[1].concurrency"),
        finding(code="OP003", name="missing-prompt-length"),
    ]
    table = output(findings, "concise", statistics=True, files_checked=1).splitlines()
    assert table[0].split("\t") == ["2", "OP001", "missing-concurrency"]
    assert table[1].split("\t") == ["1", "OP003", "missing-prompt-length"]
    assert table[-1].startswith("Found 3 findings")
    assert json.loads(output(findings, "json", statistics=True)) == [
        {"code": "OP001", "name": "missing-concurrency", "count": 2},
        {"code": "OP003", "name": "missing-prompt-length", "count": 1},
    ]


def test_unknown_format_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown output format 'xml'"):
        output([], "xml")
    assert set(FORMATS) == {"concise", "full", "json", "sarif", "github"}


# --- GitHub workflow commands -------------------------------------------------------------


def _unescape(text: str) -> str:
    return text.replace("%0D", "\r").replace("%0A", "\n").replace("%3A", ":").replace("%2C", ",").replace("%25", "%")


def test_github_command_shape() -> None:
    lines = output(
        [
            finding(),
            finding(severity=Severity.WARNING, line=5),
            finding(severity=Severity.INFO, line=6, end_line=6, end_col=9),
        ],
        "github",
    ).splitlines()
    assert lines[0] == "::error file=results/run.yaml,line=4,col=5,title=OP001::concurrency is not recorded"
    assert lines[1].startswith("::warning file=results/run.yaml,line=5,")
    assert (
        lines[2]
        == "::notice file=results/run.yaml,line=6,col=5,endLine=6,endColumn=9,title=OP001::concurrency is not recorded"
    )


def test_github_escapes_hostile_messages_and_paths() -> None:
    hostile_message = "100% wrong\r\n::error file=evil.py,line=1::forged"
    hostile_path = "dir,x/a:b%c\n.yaml"
    line = output([finding(message=hostile_message, path=hostile_path)], "github")
    assert line.count("\n") == 1 and "\r" not in line
    command = line.rstrip("\n")
    head, data = command.split("::", 2)[1:]
    assert data == "100%25 wrong%0D%0A::error file=evil.py,line=1::forged"
    assert _unescape(data) == hostile_message
    properties = dict(part.split("=", 1) for part in head.removeprefix("error ").split(","))
    assert properties["file"] == "dir%2Cx/a%3Ab%25c%0A.yaml"
    assert _unescape(properties["file"]) == hostile_path
    assert properties["title"] == "OP001"


def test_github_appends_a_job_summary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    summary = tmp_path / "summary.md"
    summary.write_text("earlier step\n")
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    findings = [finding(message="a | b"), finding(code="OP003", name="missing-prompt-length", line=2)]
    commands = output(findings, "github", files_checked=1)
    assert commands.count("::error ") == 2
    text = summary.read_text()
    assert text.startswith("earlier step\n### benchlint\n")
    assert "Found 2 findings (2 errors, 0 warnings, 0 info) in 1 file." in text
    assert "| results/run.yaml | 4 | 5 | OP001 | error | a \\| b |" in text
    output(findings, "github")
    assert text in summary.read_text() and summary.read_text().count("### benchlint") == 2


def test_github_summary_is_capped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from benchlint.linter.report.github import SUMMARY_ROWS

    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(tmp_path / "summary.md"))
    output([finding(line=n) for n in range(1, SUMMARY_ROWS + 6)], "github")
    text = (tmp_path / "summary.md").read_text()
    assert text.count("| OP001 |") == SUMMARY_ROWS and "... and 5 more" in text


def test_escape_functions_match_actions_toolkit() -> None:
    assert escape_data("a%b\rc\nd:e,f") == "a%25b%0Dc%0Ad:e,f"
    assert escape_property("a%b\rc\nd:e,f") == "a%25b%0Dc%0Ad%3Ae%2Cf"


# --- wiring ----------------------------------------------------------------------------------


def test_formats_are_imported_lazily() -> None:
    """A concise run imports neither the SARIF, JSON or GitHub reporters nor the fingerprinting."""
    code = (
        "import io, sys\n"
        "from benchlint.linter.report import render\n"
        "render([], 'concise', stream=io.StringIO())\n"
        "import json; print(json.dumps(sorted(m for m in sys.modules if m.startswith('benchlint.linter.report.'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True).stdout
    loaded = json.loads(out)
    assert "benchlint.linter.report.concise" in loaded
    assert not {
        "benchlint.linter.report.sarif",
        "benchlint.linter.report.json_list",
        "benchlint.linter.report.github",
        "benchlint.linter.report.identity",
    } & set(loaded)


def test_cli_output_formats_end_to_end(tmp_path: Path) -> None:
    """`benchlint check --output-format X` as a user runs it, including GITHUB_ACTIONS."""
    (tmp_path / "run.yaml").write_text(RECORD)
    base = [sys.executable, "-m", "benchlint", "check", "--select", "OP", "run.yaml"]

    def run(*extra: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
        import os

        full_env = {k: v for k, v in os.environ.items() if not k.startswith("GITHUB_")} | (env or {})
        return subprocess.run([*base, *extra], cwd=tmp_path, capture_output=True, text=True, timeout=60, env=full_env)

    sarif = run("--output-format", "sarif")
    assert sarif.returncode == 1
    assert schema_errors(json.loads(sarif.stdout)) == []
    github = run(env={"GITHUB_ACTIONS": "true"})
    assert github.stdout.startswith("::error file=run.yaml,")
    assert github.stdout.count("::error ") == 3
