"""A sweep table under a concurrency header may write each level with its letter ("| Conc. |"
over "| c8 |", "C=32"): the cell states the row's concurrency as a bare count would; a letter
that is no level ("| Conc. |" over "| high |") states nothing."""

from __future__ import annotations

from tests.claims.helpers import absent, claims

TABLE = (
    "Output throughput of an 8B model on one H100, ShareGPT prompts.\n\n"
    "| Conc. | Method | Tok/s |\n"
    "| --- | --- | --- |\n"
    "| {level} | baseline | 812.4 |\n"
)


def test_a_lettered_level_states_the_concurrency() -> None:
    for level in ("c8", "C=8", "<b>c8</b>"):
        claim = next(c for c in claims(TABLE.format(level=level)) if c.text.startswith("812.4"))
        assert "concurrency" not in absent(claim), level
        assert claim.evidence.concurrency == {8}


def test_a_word_under_the_header_states_no_concurrency() -> None:
    # watched flipping: "high" is no count, the row's load stays unknown
    claim = next(c for c in claims(TABLE.format(level="high")) if c.text.startswith("812.4"))
    assert "concurrency" in absent(claim)
