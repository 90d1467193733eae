"""A label that calls its figure an estimate ("**Estimated output speed**: ~150-200 tokens/sec",
"Expected TTFT: 300 ms") states no measurement, as "an estimated 40 tok/s" already did; a label
naming what was measured ("Measured output speed: 142 tokens/sec") stays a claim, and so does a
figure after a colon that follows an estimate elsewhere in its sentence."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

PAGE = "## Qwen3 1.7B on one RTX 4080\n\n- {line}\n"


@pytest.mark.parametrize(
    "line", ["**Estimated output speed**: ~150-200 tokens/sec (decode phase)", "Expected TTFT: 300 ms at batch 1"]
)
def test_an_estimate_label_is_no_claim(line: str) -> None:
    # watched failing before on the speed line (the TTFT one was already an expectation by its verb)
    assert claims(PAGE.format(line=line)) == []


def test_a_measured_label_stays_a_claim() -> None:
    assert [c.text for c in claims(PAGE.format(line="**Measured output speed**: 142 tokens/sec"))] == ["142 tokens/sec"]
