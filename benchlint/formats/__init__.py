"""Readers' shared machinery that neither judges nor depends on the linter (positions)."""
