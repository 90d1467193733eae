"""A column that names each row's kind of prompt ("| Prompt Type | Tokens/sec |" over "| coding |
52.1 |", "Task category", "Workload", or a "Prompt" column that gives no length) states that row's
content type. A cell naming no kind of content ("simple") says nothing, and a "Use case" column
(what a model is recommended for) is not what its speed was measured on."""

from __future__ import annotations

from tests.claims.helpers import claims

_TABLE = (
    "### qwen3:8b\n\n| {header} | Time (s) | Tokens/sec |\n|---|---|---|\n"
    "| creative | 3.1 | 41.7 |\n| plain | 2.2 | 17.3 |\n"
)


def _content(text: str) -> dict[str, str]:
    return {c.text: c.state("content_type") for c in claims(text)}


def test_a_prompt_type_column_states_each_rows_content() -> None:
    for header in ("Prompt Type", "Task category", "Workload"):
        assert _content(_TABLE.format(header=header)) == {"41.7": "stated", "17.3": "absent"}, header


def test_a_use_case_column_states_no_content() -> None:
    # watched flipping: "Prompt Type" -> "Use Case" leaves the creative row's content unstated
    assert _content(_TABLE.format(header="Use Case")) == {"41.7": "absent", "17.3": "absent"}


def test_a_prompt_column_without_a_length_names_the_prompt() -> None:
    doc = "| Prompt | Prompt tokens | Speedup |\n|---|---:|---:|\n| Minified JSON | 88 | **1.52x** |\n"
    (claim,) = claims(doc)
    assert claim.state("content_type") == "stated"
    assert claim.state("prompt_length") == "stated"
    (plain,) = claims(doc.replace("Minified JSON", "Default"))
    assert plain.state("content_type") == "absent"
