"""benchlint: every LLM-inference performance number carries its operating point."""

__version__ = "0.1.0"
