"""A column header that puts the length in parentheses before the rate ("Prompt (2048) tok/sec",
"Generation (128) tok/sec", as mlx_lm.benchmark tables do) states the prompt and output lengths."""

from __future__ import annotations

from tests.claims.helpers import absent, claims

_TABLE = "| Precision | Prompt (2048) tok/sec | Generation (128) tok/sec |\n|---|---|---|\n| bf16 | 1780.63 | 52.47 |\n"


def test_parenthesised_counts_before_a_rate_state_the_lengths() -> None:
    found = claims(_TABLE)
    assert [c.text for c in found] == ["1780.63", "52.47"]
    for claim in found:
        assert "stop_rule" not in absent(claim)
        assert "prompt_length" not in absent(claim)
        assert (claim.evidence.prompt_tokens, claim.evidence.output_tokens) == (2048, 128)


def test_a_parenthesised_word_states_no_length() -> None:
    # watched failing: the same headers naming a precision, not a count, leave both lengths unstated
    found = claims(_TABLE.replace("(2048)", "(bf16)").replace("(128)", "(fp16)"))
    assert [c.text for c in found] == ["1780.63", "52.47"]
    for claim in found:
        assert {"stop_rule", "prompt_length"} <= set(absent(claim))
