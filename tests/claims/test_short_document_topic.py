"""A short document is read as about LLM inference (too little text to count its topic words in),
unless it names another subject (a database, a web server, a parser) and never a word of the
topic: a database driver's README ("pgwire is 4x faster than its older sibling") that says
"decoding" once, for its row decoding, makes no LLM claim. One word a codec, a parser or an auth
guide also uses ("decoding", "tokens") is not the topic; any other ("model", "GPU", "inference",
"tok/s") keeps the ratio a claim, and so does a short page naming no other subject ("the fused
kernel runs the forward pass 1.9x faster on A100")."""

from __future__ import annotations

from tests.claims.helpers import claims

DRIVER = (
    "# pgwire\n\nA database client library for PostgreSQL with fast row {word}.\n\n"
    "## Performance\n\nIn our runs pgwire is about **4x** faster than its older sibling.\n"
)


def test_a_short_page_off_the_topic_makes_no_ratio_claim() -> None:
    # watched failing before: the 4x drew nine LLM-inference findings
    assert [c.text for c in claims(DRIVER.format(word="decoding"))] == []


def test_a_short_page_naming_the_topic_keeps_its_ratio() -> None:
    # near miss: the same page naming what it serves keeps the ratio
    assert [c.text for c in claims(DRIVER.format(word="decoding for model serving"))] == ["4x"]
