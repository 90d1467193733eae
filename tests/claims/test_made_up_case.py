"""A sentence that sets up a made-up case supposes its figures wherever it stands in its paragraph
("Latency matters. Suppose a model generates 50 tok/s", "Consider a model that generates 50 tok/s",
"Say your model runs at 40 tok/s"), and so does a figure said to be an example ("We'll use 100 tok/s
as an example"). A sentence that reports results, or an if-example with measured points in the
middle of a paragraph, stays a claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    ("made_up", "reported"),
    [
        (
            "Latency matters a lot. Suppose a model generates 50 tok/s on one GPU.",
            "Latency matters a lot. Our model generates 50 tok/s on one GPU.",
        ),
        ("Consider a model that generates 50 tok/s on a single GPU.", "Our model generates 50 tok/s on a single GPU."),
        ("Picture a chatbot streaming at 80 tokens/s on one L4.", "Our chatbot streams at 80 tokens/s on one L4."),
        ("Say your model runs at 40 tok/s on an A10G.", "Our model runs at 40 tok/s on an A10G."),
        (
            "In this example, the server handles 10 requests per second on one H100.",
            "In this test, the server handles 10 requests per second on one H100.",
        ),
        (
            "We'll use 100 tok/s as an example throughout this post.",
            "We reached 100 tok/s throughout this post's runs on one H100.",
        ),
    ],
)
def test_a_made_up_case_supposes_its_figures(made_up: str, reported: str) -> None:
    # watched failing: each made-up sentence gave a claim before
    assert claims(made_up) == []
    assert claims(reported) != []


@pytest.mark.parametrize(
    "sentence",
    [
        "Consider the results: X reached 100 tok/s on one H100.",
        "Take a look: X reached 100 tok/s on one H100.",
        # an if-example in the middle of a paragraph that reports measured points
        "TP=2 suits low latency. For example, if we pick a TPOT of 7 ms, TP=1 gives 45% lower output throughput.",
    ],
)
def test_a_sentence_that_reports_results_stays_a_claim(sentence: str) -> None:
    assert claims(sentence) != []
