"""A ratio whose subject is a latency named by its acronym ("P99 TTFT is 30% lower than vLLM",
"TTFT/TPOT often **20-50% lower** than the baseline", a serving blog's results bullets) is a speed
ratio, as "latency is 30% lower" is; another quantity in the same place ("peak memory") is none,
and so is a curve's slope compared ("a 6x steeper slope")."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TEXT = "On Llama 3 8B on one H100 at 32 concurrent requests, {subject} is 30% lower than vLLM.\n"


@pytest.mark.parametrize("subject", ["P99 TTFT", "mean TPOT", "ITL", "latency"])
def test_a_latency_acronym_as_subject_makes_a_speed_ratio(subject: str) -> None:
    assert [(c.text, c.kind) for c in claims(_TEXT.format(subject=subject))] == [("30% lower", "speedup")]


def test_another_quantity_as_subject_makes_none() -> None:
    # watched flipping: "P99 TTFT" -> "peak memory" leaves no claim
    assert claims(_TEXT.format(subject="peak memory")) == []


def test_a_bulleted_range_in_bold_with_a_hedge() -> None:
    text = "- P99 TTFT/TPOT often **20–50% lower** than the non-EPD baseline.\n"
    assert [c.text for c in claims(text)] == ["20–50% lower"]


def test_a_slope_compared_is_no_speed_ratio() -> None:
    text = "Past 10k tokens, decode throughput falls with about a {ratio} steeper slope than MLA.\n"
    assert claims(text.format(ratio="6x")) == []
