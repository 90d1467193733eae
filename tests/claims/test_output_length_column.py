"""An "Output" column beside "Input" is the output length the setup reader takes it for, not
an output rate that the throughput column would exceed (PF001's prompt-token test)."""

from __future__ import annotations

from tests.claims.helpers import fires

HEADER = "| GPU | Batch | Input | {output} | Throughput (tokens/s) |\n|---|---|---|---|---|\n"


def test_a_throughput_above_the_output_length_is_no_prefill_sign() -> None:
    text = "# Results\n\n" + HEADER.format(output="Output") + "| 1x H100 | 8 | 128 | 128 | 701.4 |\n"
    assert not fires(text, "PF001")


def test_a_throughput_above_the_output_rate_still_counts_prompt_tokens() -> None:
    text = "# Results\n\n" + HEADER.format(output="Output (tokens/s)") + "| 1x H100 | 8 | 128 | 128 | 701.4 |\n"
    assert fires(text, "PF001")
