"""Findings: plain data that rules produce and reporters render (defined in benchlint.model,
which readers import too, so neither depends on the linter)."""

from benchlint.model.findings import Finding, Severity, Violation

__all__ = ["Finding", "Severity", "Violation"]
