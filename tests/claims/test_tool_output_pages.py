"""A results page that is mostly a load tester's printed output, in code fences, is judged on its
prose: its summary bullets ("12% decrease in average time per token") are claims though the fences
name no model; the same page with a prose body about something else stays out. A share or a multiple
set in code type ("`12%`", "`2.1x`") is text, as "`45 tok/s`" is; a flag beside it stays code."""

from __future__ import annotations

from tests.claims.helpers import claims

_OUTPUT = (
    "```\n"
    + "     iteration_duration.............: avg=26.06s   min=3.61s    med=24.15s   max=1m25s\n" * 60
    + "```\n\n"
)
_PAGE = "# Prefix Hash Benchmark - Llama 3.1 70B\n\nSummary:\n* {bullet}\n\nLeast Load results:\n" + _OUTPUT


def _texts(text: str) -> list[str]:
    return [c.text for c in claims(text)]


def test_summary_of_a_tool_output_page_is_a_claim() -> None:
    assert _texts(_PAGE.format(bullet="12% decrease in average time per token")) == [
        "12% decrease in average time per token"
    ]


def test_a_share_in_code_type_is_text() -> None:
    assert _texts(_PAGE.format(bullet="`12%` decrease in average time per token")) == [
        "12% decrease in average time per token"
    ]


def test_a_flag_in_code_type_stays_code() -> None:
    # watched flipping: "`--max-num-seqs 12`" is a flag, not a share
    assert _texts(_PAGE.format(bullet="`--max-num-seqs 12`% decrease in average time per token")) == []


def test_a_page_about_something_else_stays_out() -> None:
    prose = "The cache warmed 2x faster with the new resolver. " + "The resolver reads lock files and wheels. " * 40
    page = "# Resolver benchmark\n\n" + prose + "\n\n" + _OUTPUT
    assert _texts(page) == []
