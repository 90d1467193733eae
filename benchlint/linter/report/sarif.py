"""SARIF 2.1.0: one run, the rules that fired (with their docs), one result per finding.

GitHub code scanning keys alerts on ``ruleId``, the artifact URI and ``partialFingerprints``,
so URIs are repo-relative with '/' and fingerprints leave the line number out (see
``common.fingerprints``). Levels map error/warning/info to error/warning/note.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, TextIO

from benchlint import __version__
from benchlint.linter.findings import Finding, Severity
from benchlint.linter.options import options_table
from benchlint.linter.report.common import RuleInfo, ordered, rule_info
from benchlint.linter.report.identity import file_uri, fingerprints

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
INFORMATION_URI = "https://pypi.org/project/benchlint/"
FINGERPRINT_KEY = "benchlint/v1"
LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}


def pascal_case(kebab: str) -> str:
    """SARIF recommends Pascal case for reportingDescriptor.name (missing-concurrency ->
    MissingConcurrency); the kebab name stays in the rule's properties."""
    return "".join(part[:1].upper() + part[1:] for part in kebab.split("-"))


def rule_descriptor(info: RuleInfo) -> dict[str, Any]:
    descriptor: dict[str, Any] = {
        "id": info.code,
        "name": pascal_case(info.name),
        "shortDescription": {"text": info.summary},
        "defaultConfiguration": {"level": LEVEL[info.default_severity]},
        "properties": {"name": info.name},
    }
    if info.doc:
        descriptor["fullDescription"] = {"text": info.doc}
        # GitHub renders help.markdown on the alert page; the docstring is already Markdown.
        help_text = info.doc
        if info.options:
            help_text += "\n\n## Options\n\n" + options_table(info.options)
        descriptor["help"] = {"text": help_text, "markdown": help_text}
    if info.options:
        descriptor["properties"]["options"] = {
            option.name: {"type": option.type, "default": option.default, "description": option.description}
            for option in info.options
        }
    return descriptor


def region(finding: Finding) -> dict[str, int]:
    out = {"startLine": finding.line, "startColumn": finding.col}
    end_line = finding.end_line if finding.end_line is not None else finding.line
    if end_line > finding.line:
        out["endLine"] = end_line
        if finding.end_col is not None:
            out["endColumn"] = finding.end_col
    elif end_line == finding.line and finding.end_col is not None and finding.end_col > finding.col:
        out["endLine"] = end_line
        out["endColumn"] = finding.end_col
    return out


def location(finding: Finding) -> dict[str, Any]:
    uri, relative = file_uri(finding.path)
    artifact: dict[str, Any] = {"uri": uri}
    if relative:
        artifact["uriBaseId"] = "%SRCROOT%"
    return {"physicalLocation": {"artifactLocation": artifact, "region": region(finding)}}


def sarif_log(findings: Sequence[Finding]) -> dict[str, Any]:
    items = ordered(findings)
    codes = sorted({f.code for f in items})
    first = {code: next(f for f in items if f.code == code) for code in codes}
    rules = [rule_info(code, first[code].name, first[code].severity) for code in codes]
    index = {info.code: i for i, info in enumerate(rules)}
    results = []
    for finding, fingerprint in zip(items, fingerprints(items), strict=True):
        result: dict[str, Any] = {
            "ruleId": finding.code,
            "ruleIndex": index[finding.code],
            "level": LEVEL[finding.severity],
            "message": {"text": finding.message},
            "locations": [location(finding)],
            "partialFingerprints": {FINGERPRINT_KEY: fingerprint},
        }
        if finding.json_path:
            result["properties"] = {"jsonPath": finding.json_path}
        results.append(result)
    driver = {
        "name": "benchlint",
        "version": __version__,
        "semanticVersion": __version__,
        "informationUri": INFORMATION_URI,
        "rules": [rule_descriptor(info) for info in rules],
    }
    run = {"tool": {"driver": driver}, "columnKind": "unicodeCodePoints", "results": results}
    return {"$schema": SCHEMA_URI, "version": "2.1.0", "runs": [run]}


def write(findings: Sequence[Finding], stream: TextIO, files_checked: int) -> None:
    json.dump(sarif_log(findings), stream, indent=2, ensure_ascii=False)
    stream.write("\n")
