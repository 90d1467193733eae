"""An output length written with the participle after the noun ("a prompt of 1024 tokens and 128
tokens generated", "512 tokens produced per request") states the fixed output length, as "128
generated tokens" does, so a long prompt over it makes the figure mostly prefill (PF001, prompt at
least 8x the output). Serving reports' summary tables write their load this way. "tokens generated
per second" is a rate, not a length, and a short prompt over the same output keeps PF001 quiet."""

from __future__ import annotations

from benchlint.linter.markdown.facts import read_facts
from tests.claims.helpers import fires

_LINE = "Mean speed for 8 parallel requests with a prompt of {prompt} tokens and 128 tokens generated: ~21 t/s each."


def test_tokens_generated_after_the_count_is_the_output_length() -> None:
    assert read_facts("a prompt of 1024 tokens and 128 tokens generated").output_tokens == [128.0]
    assert read_facts("with 512 tokens produced per request").output_tokens == [512.0]
    assert read_facts("it reached 95 tokens generated per second").output_tokens == []
    assert read_facts("about 40 tokens generated/s").output_tokens == []


def test_a_long_prompt_over_the_generated_tokens_is_prefill_dominated() -> None:
    assert fires(_LINE.format(prompt=2048), "PF001")  # 2048 / 128 = 16
    assert not fires(_LINE.format(prompt=256), "PF001")  # 256 / 128 = 2
