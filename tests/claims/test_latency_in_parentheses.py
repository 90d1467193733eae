"""A latency whose value the parentheses after the word give ("c100: High latency (115s), degraded
throughput") is a latency claim; the word with a bare unit ("latency (ms)") is a header's."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("- c100: High latency (115s), degraded throughput", 115.0),
        ("- c30: Low latency (50 s), moderate throughput", 50.0),
        ("The chat workload kept a low latency (7-14 s) at one user.", 7.0),
    ],
)
def test_a_parenthesised_latency_value_is_a_latency_claim(sentence: str, value: float) -> None:
    # watched failing: none of these gave a candidate before
    [candidate] = find_candidates(sentence)
    assert (candidate.kind, candidate.value) == ("latency", value)


@pytest.mark.parametrize(
    "sentence", ["- c100: High latency (ms column), degraded throughput", "- c100: High latency, 115 users"]
)
def test_a_unit_or_a_figure_outside_the_parentheses_is_no_latency(sentence: str) -> None:
    assert [c for c in find_candidates(sentence) if c.kind == "latency"] == []
