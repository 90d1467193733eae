"""A page that names itself ("This document outlines how to measure ...") states no content:
"documents" are vague content only when they are what the model read."""

from __future__ import annotations

import pytest

from tests.claims.helpers import absent, claims


@pytest.mark.parametrize(
    ("intro", "content_missing"),
    [
        # watched failing before: the page calling itself a document made content `partial`
        ("This document outlines how to measure its performance.", True),
        ("Prompts were long documents.", False),
        ("These documents outline how to measure its performance.", False),
    ],
)
def test_the_page_itself_is_no_content(intro: str, content_missing: bool) -> None:
    text = f"# Performance\n\n{intro}\n\n## Summary\n\n| Metric | Status |\n|---|---|\n| Throughput | 265 t/s |\n"
    (claim,) = claims(text)
    assert ("content_type" in absent(claim)) is content_missing
