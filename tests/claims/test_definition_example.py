"""An example value in a field's or setting's definition ("- `external.target.value`: Specifies the
threshold value that triggers autoscaling (e.g., 100.50 requests per second)", "- **Improvement
Percentage**: Quantified enhancement (e.g., +10.14% improvement)") shows what the field holds, not a
result; a sentence that reports a result and gives an example of it ("deliver additional latency
improvements over vLLM 0.15.0, e.g., 19% higher output tokens per second") is still a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    "text",
    [
        "- `external.target.value`: Specifies the threshold value that triggers autoscaling of the vLLM "
        "server (e.g., 100.50 requests per second).",
        "- **Improvement Percentage**: Quantified enhancement of decode throughput (e.g., +10.14% improvement)",
    ],
)
def test_an_example_value_in_a_definition_is_no_claim(text: str) -> None:
    assert claims(text + "\n") == []


def test_a_reported_result_with_an_example_is_a_claim() -> None:
    # watched flipping: "Specifies the threshold value that" -> "The new kernels" reports a result
    text = (
        "- `external.target.value`: The new kernels on one H100 lift the vLLM server's throughput "
        "(e.g., 100.50 requests per second).\n"
    )
    assert [c.text for c in claims(text)] == ["100.50 requests per second"]
