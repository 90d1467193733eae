"""Four written-out figure forms: a factor and "fold" as one word ("inference speed increased
threefold", "a fourfold improvement in tokens per second"), a latency "dropped by half" ("response
time dropped by half with caching", a 2x speedup), a bound written as a prefix ("TTFT is sub-200ms")
and a generation's duration after "output" or "returned" ("the model output 512 tokens in 9.6
seconds"). Only "three-fold"/"three times", "cut in half", "under 200 ms" and "generated N tokens"
had been read. A memory or a dataset that halved or grew, a network's or an API's time and a count
of repetitions keep their verdicts.
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("sentence", "kind", "value"),
    [
        ("Llama 3 8B inference speed increased threefold.", "speedup", 3.0),
        ("Llama 3 8B sees a fourfold improvement in tokens per second.", "speedup", 4.0),
        ("Response time dropped by half with prefix caching.", "speedup", 2.0),
        ("Time-to-first-token is sub-200ms on the 4090.", "latency", 200.0),
        ("The model output 512 tokens in 9.6 seconds.", "latency", 9.6),
        ("The server returned 256 tokens in 3.1 s.", "latency", 3.1),
    ],
)
def test_a_written_out_figure_form_is_a_claim(sentence: str, kind: str, value: float) -> None:
    assert [(c.kind, c.value) for c in find_candidates(sentence)] == [(kind, value)]


@pytest.mark.parametrize(
    "sentence",
    [
        "Memory use fell by half.",
        "The dataset grew fourfold.",
        "Network latency dropped by half.",
        "API response time dropped by half.",
        "Llama 3 8B was tested two times.",
    ],
)
def test_another_form_keeps_its_verdict(sentence: str) -> None:
    assert find_candidates(sentence) == []
