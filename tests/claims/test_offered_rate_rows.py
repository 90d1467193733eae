"""A row labelled with the load a test offered ("| Arrival rate | ~20 req/s |", "| Effective
request rate | 8 req/s |") is a setting of the run even though its cells carry a rate's unit:
a phase named as a row label with its speed in the cells ("| Decode | 88 tok/s |") is measured,
an offered arrival rate is not. A row of the requests a server completed per second stays a claim."""

from __future__ import annotations

from tests.claims.helpers import claims

CONFIG = (
    "Simulated serving of Llama 3 8B on one A100.\n\n"
    "| Parameter | Heavy | Light |\n|---|---|---|\n"
    "| {label} | ~20 req/s | ~2 req/s |\n| Output throughput | 2,100 tok/s | 310 tok/s |\n"
)


def test_an_arrival_rate_row_is_the_offered_load() -> None:
    # watched failing before: both arrival-rate cells were claims
    assert [c.text for c in claims(CONFIG.format(label="**Effective Arrival Rate**"))] == ["2,100 tok/s", "310 tok/s"]
    assert [c.text for c in claims(CONFIG.format(label="Request rate"))] == ["2,100 tok/s", "310 tok/s"]


def test_a_completed_request_rate_row_stays_a_claim() -> None:
    # near miss: the rate the server achieved is a result
    found = [c.text for c in claims(CONFIG.format(label="Request throughput"))]
    assert found == ["20 req/s", "2 req/s", "2,100 tok/s", "310 tok/s"]
