"""Markdown extraction keeps evidence; only rules decide claim findings.

Every module under ``benchlint/linter/markdown/`` is read as source: none may hold a claim
rule's code as a value (a docstring or an example in a message may mention one), touch a
verdict-like attribute on a claim (``flags``, ``details``), use one of the pattern-flag
names extraction once set, or import a rule. Input problems (SC codes: an
undecodable file, bad front matter, a missing linked record) are the reader's to report and
are not claim rules.
"""

from __future__ import annotations

import ast
from dataclasses import fields
from pathlib import Path

import pytest

from benchlint.linter.claim import Claim
from benchlint.linter.registry import all_rules

MARKDOWN = Path(__file__).resolve().parents[2] / "benchlint" / "linter" / "markdown"

#: the names the loader used for claim verdicts before the rules decided them
OLD_FLAGS = frozenset(
    {
        "summed_per_request",
        "prefill_bound",
        "single_point",
        "unequal_gpus",
        "speedup_without_baseline",
        "not_traceable",
        "contradicts_record",
    }
)
VERDICT_ATTRIBUTES = frozenset({"flags", "details"})


def claim_codes() -> frozenset[str]:
    return frozenset(rule.code for rule in all_rules() if "claim" in rule.targets)


def _on_a_claim(value: ast.expr) -> bool:
    """``claim.flags``, ``located.claim.details``: not a compiled pattern's ``.flags``."""
    name = value.attr if isinstance(value, ast.Attribute) else value.id if isinstance(value, ast.Name) else ""
    return name == "claim" or name.endswith("_claim")


def decisions(source: str, codes: frozenset[str]) -> list[str]:
    """Where ``source`` decides a claim finding (empty when it only extracts)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if node.value.strip() in codes:
                found.append(f"line {node.lineno}: names a claim rule's code: {node.value!r}")
            if node.value in OLD_FLAGS:
                found.append(f"line {node.lineno}: a verdict flag: {node.value!r}")
        elif isinstance(node, ast.Attribute) and node.attr in VERDICT_ATTRIBUTES and _on_a_claim(node.value):
            found.append(f"line {node.lineno}: sets or reads a verdict attribute .{node.attr}")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("benchlint.rules"):
            found.append(f"line {node.lineno}: imports a rule: {node.module}")
    return found


def test_the_check_finds_a_decision() -> None:
    codes = claim_codes()
    assert {"CP001", "CL001", "CL002", "PF001", "OP001"} <= codes
    assert not {"SC001", "SC002"} & codes  # input problems stay with the reader
    assert decisions('claim.flags.add("unequal_gpus")\n', codes)
    assert decisions('problems.append(("CL002", Violation("contradicts")))\n', codes)
    assert decisions("from benchlint.rules.cp001_unequal_gpu_comparison import unequal_gpus\n", codes)
    assert decisions('located.claim.details[flag] = "the detail"\n', codes)
    assert decisions('code = "PF001"\n', codes)
    assert not decisions('source.problems.append(("SC001", Violation("not UTF-8")))\n', codes)
    assert not decisions('"""Evidence that CL001 and CL002 judge."""\n', codes)
    assert not decisions("numbers.sentence_ratio = _has_ratio(local_text)\n", codes)
    assert not decisions("self.flags = regex.flags\n", codes)  # a pattern's flags are no verdict


@pytest.mark.parametrize("path", sorted(MARKDOWN.glob("*.py")), ids=lambda p: p.name)
def test_no_markdown_module_decides_a_finding(path: Path) -> None:
    assert decisions(path.read_text(encoding="utf-8"), claim_codes()) == []


def test_a_claim_carries_no_verdict() -> None:
    assert not VERDICT_ATTRIBUTES & {f.name for f in fields(Claim)}
