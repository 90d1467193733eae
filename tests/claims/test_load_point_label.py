"""A load point labelled as sweep reports label it, prompt / output / concurrency with the level
glued to a lower-case c ("`1024/1024/c16`", "ISL/OSL 1024/1024 at c16"), states the concurrency and,
for the triple, both lengths; "at C4" (a data set) states none. A number of prompts after a
concurrency ("`max_concurrency=128`, 384 prompts") is not a second level (a TPU serving cookbook's
baselines were read as unstated or as two levels)."""

from __future__ import annotations

from tests.claims.helpers import only

_TAIL = ", 100 prompts, 1076.76 output tok/s on v6e-32.\n"


def test_a_triple_states_concurrency_and_lengths() -> None:
    claim = only("Baseline: `1024/1024/c16`" + _TAIL)
    assert claim.evidence.concurrency == {16}
    assert claim.state("prompt_length") == "stated" and claim.state("stop_rule") != "absent"


def test_at_c_states_concurrency() -> None:
    assert only("Baseline: ISL/OSL 1024/1024 at c16" + _TAIL).evidence.concurrency == {16}


def test_a_data_set_named_c4_is_no_concurrency() -> None:
    # watched flipping: upper-case "C4" after "at" is the data set, not a level
    assert only("Baseline: ISL/OSL 1024/1024 at C4" + _TAIL).state("concurrency") == "absent"


def test_a_prompt_count_after_the_level_is_not_a_level() -> None:
    text = "Random requests (ISL=1024, OSL=1024), `max_concurrency=128`, 384 prompts: 4013 output tok/s.\n"
    assert only(text).evidence.concurrency == {128}
