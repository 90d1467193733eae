"""'N times' at the end of a clause after a verb of repeating with its object ("measured by the
average latency of the model infering 1000 times", "repeating the request 1000 times, then")
counts repetitions, as "run 5 times" does; the same figure before a comparative ("runs the
benchmark 3 times faster") or after a verb of speeding up ("boosts inference 3 times") is a ratio."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    "text",
    [
        "Poros is compared with PyTorch eager by the average latency (ms) of the model infering 1000 times.",
        "We measured the average latency of Llama-2-7B on one H100, repeating the request 1000 times.",
        "On one H100 we called the Llama 3 endpoint 100 times, and the median TTFT was 80 ms.",
    ],
)
def test_a_repeated_verb_with_its_object_counts_runs(text: str) -> None:
    assert [c.text for c in claims(text + "\n") if c.kind == "speedup"] == []


@pytest.mark.parametrize("ending", [" faster than TGI.", "."])
def test_the_word_after_the_figure_decides(ending: str) -> None:
    # watched flipping: "repeating the benchmark 3 times." -> "... 3 times faster than TGI." is a ratio
    text = f"On one H100, vLLM running the benchmark 3 times{ending}\n"
    expected = ["3 times"] if ending.startswith(" faster") else []
    assert [c.text for c in claims(text)] == expected


def test_a_verb_of_speeding_up_keeps_the_ratio() -> None:
    assert [c.text for c in claims("On one H100, the new kernel boosts inference 3 times.\n")] == ["3 times"]
