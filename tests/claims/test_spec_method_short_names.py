"""Research READMEs of speculative methods name the method short, the way their own tables and the
benchmarks comparing methods write it: "with lookahead" / "without lookahead", a "lookahead"
column beside the plain baseline, "PLD" (prompt lookup decoding), "SpS" (speculative sampling),
"LayerSkip" (self-speculation). The claim that names the method states its speculative-decoding
state (it was on). The acronyms are read in capitals only: a lowercase "pld" or "sps" is some
other word."""

from __future__ import annotations

import pytest

from tests.claims.helpers import only

_TABLE = """| model | dataset | {method} tok/s |
|---|---|---:|
| Qwen-7B | GSM8K | 90.5 |
"""


@pytest.mark.parametrize("method", ["lookahead", "Lookahead", "PLD", "SpS", "LayerSkip"])
def test_a_method_column_states_speculation(method: str) -> None:
    claim = only(_TABLE.format(method=method))
    assert claim.state("spec_decoding") == "stated"
    assert claim.evidence.spec_on is True


def test_with_lookahead_in_prose_states_speculation() -> None:
    text = "On ten prompts, decoding with lookahead ran at 97.3 tokens/s.\n"
    assert only(text).state("spec_decoding") == "stated"


@pytest.mark.parametrize("method", ["pld", "sps", "fused"])
def test_a_lowercase_acronym_or_other_word_leaves_speculation_unstated(method: str) -> None:
    # watched failing for the positives: "lookahead", "PLD", "SpS" and "LayerSkip" were not read
    assert only(_TABLE.format(method=method)).state("spec_decoding") == "absent"
