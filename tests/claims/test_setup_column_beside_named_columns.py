"""A setup column first and columns named for models or variants after it ("| Concurrency |
Llama-3-8B | Qwen2-7B |", "| QPS | Phase 5C | Phase 5D |", "| Batch | 7B | 13B |"): the first
column gives each row's setting. The digits inside a name ('3' of 'Llama-3-8B', '5' of 'Phase
5C', '7B' a model's size) had read as a table turned on its side whose headers are levels, so
every figure took 'batch size 3' and the QPS column's offered rates became claims. Only headers
that open with a count ("| Concurrency | 1 | 4 | 16 |", "| Prompt | 1K | 2K |", "64 tokens")
name the levels of a table on its side."""

from __future__ import annotations

from tests.claims.helpers import claims

SETUP = "Output tokens per second on one H100, 512 input and 128 output tokens, random prompts, no MTP.\n\n"


def test_model_named_columns_keep_the_concurrency_column() -> None:
    text = (
        "# Results\n\n" + SETUP + "| Concurrency | Llama-3-8B | Qwen2-7B |\n|---|---|---|\n"
        "| 1 | 61.2 | 55.0 |\n| 16 | 388.1 | 301.9 |\n"
    )
    assert [(c.text, c.evidence.concurrency) for c in claims(text)] == [
        ("61.2", {1}),
        ("55.0", {1}),
        ("388.1", {16}),
        ("301.9", {16}),
    ]


def test_offered_rate_column_is_no_claim() -> None:
    text = (
        "# Results\n\nAchieved throughput on one H100:\n\n| QPS | Phase 5C | Phase 5D |\n|---|---|---|\n"
        "| 40 | ~36 tok/s | ~39.5 tok/s |\n| 50 | ~36 tok/s | ~49.3 tok/s |\n"
    )
    assert [c.text for c in claims(text)] == ["36 tok/s", "39.5 tok/s", "36 tok/s", "49.3 tok/s"]


def test_model_sizes_are_no_levels() -> None:
    text = "# Results\n\n" + SETUP + "| Batch | 7B | 13B |\n|---|---|---|\n| 8 | 140.5 | 88.0 |\n"
    assert [c.evidence.concurrency for c in claims(text)] == [{8}, {8}]


def test_count_headers_still_name_levels() -> None:
    # near miss: headers that are counts keep the table on its side
    text = "# Results\n\n" + SETUP + "| Concurrency | 1 | 16 |\n|---|---|---|\n| engine-a | 61.2 | 388.1 |\n"
    assert [c.evidence.concurrency for c in claims(text)] == [{1}, {16}]


def test_setup_corner_with_its_value_states_it_for_every_row() -> None:
    # "Prompt (500 tokens)" over measure rows: the corner states the prompt, '(6 experts)' states nothing
    text = (
        "# Results\n\n| Prompt (500 tokens) | Engine A (6 experts) | Engine B (8 experts) |\n|---|---|---|\n"
        "| Prefill token/s | 97.32 | 82.94 |\n| Decode token/s | 13.69 | 12.21 |\n"
    )
    assert {c.evidence.prompt_tokens for c in claims(text)} == {500}
