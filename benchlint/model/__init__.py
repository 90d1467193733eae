"""Plain data every layer shares (findings, violations); imports nothing else from benchlint."""
