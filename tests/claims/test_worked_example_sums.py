"""A worked example derives its figures in the text, it measures nothing. Capacity planners work
sums under an example's label ("*Example*: 12 RPS with 4 s latency = 48 requests in flight", "For
example, 8 users x 25 tok/s = 200 tok/s") and suppose request rates in an if-clause as they suppose
speeds ("If one replica (e.g., 4 GPUs) can handle 6 RPS, you need 9 replicas for 54 RPS"). An
example that works no sum ("Example: the 8B model reaches 1,800 tok/s on one H100") and an
if-clause that supposes no figure ("If we enable batching, throughput reaches 40 RPS") stay claims."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    "text",
    [
        "* *Example*: 12 RPS with 4 s latency = 48 requests in flight.\n",
        "For example, 8 users x 25 tok/s = 200 tok/s of decode.\n",
        "* If one replica (e.g., 4 GPUs) can handle 6 RPS, you need 9 replicas for 54 RPS.\n",
        "If the gateway takes 40 QPS, each worker sees 5 of them.\n",
    ],
)
def test_a_worked_figure_is_no_claim(text: str) -> None:
    # watched failing: each sentence gave one or two claims
    assert [c.text for c in claims(text)] == []


@pytest.mark.parametrize(
    "text",
    [
        "Example: the 8B model reaches 1,800 tok/s on one H100.\n",
        "If we enable batching, throughput reaches 40 RPS on the same card.\n",
        "We measured 12 RPS with 4 s latency on two L4 cards.\n",
    ],
)
def test_a_measured_figure_stays_a_claim(text: str) -> None:
    assert claims(text), text
