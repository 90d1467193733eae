"""A label that carries the unit and a bare figure after its colon ("Tokens/sec: 88.4")."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates
from tests.claims.helpers import absent, claims, only


@pytest.mark.parametrize(
    ("line", "kind", "value"),
    [
        ("- Tokens/sec: 88.4", "throughput", 88.4),
        ("Throughput (tok/s): 1520", "throughput", 1520.0),
        ("- **Decode tokens per second:** 47.5", "throughput", 47.5),
        ("Request throughput (req/s) = 3.91", "throughput", 3.91),
        ("- TPOT (ms): 14.2", "latency", 14.2),
        ("Mean ITL (ms): 9.75", "latency", 9.75),
        ("ms/token: 21", "latency", 21.0),
    ],
)
def test_a_labelled_figure_takes_the_unit_of_its_label(line: str, kind: str, value: float) -> None:
    [candidate] = find_candidates(line)
    assert (candidate.kind, candidate.value) == (kind, value)


@pytest.mark.parametrize(
    "line",
    [
        "- Output token throughput: 2,345.6",  # the label names no unit
        "- **QPS:** 1-10",  # a rate swept as the test's setting
        "- QPS: 4",  # the rate offered, as a setup list writes it
        "Tokens/sec: 30%",  # a share, not a rate
        "- Concurrency: 16",
    ],
)
def test_a_label_without_a_speed_unit_or_a_setting_is_no_claim(line: str) -> None:
    assert find_candidates(line) == []


def test_a_labelled_figure_reads_its_setup_like_any_claim() -> None:
    claim = only("# Llama-3-8B on one RTX 4090, batch 1\n\n- Tokens/sec: 88.4\n")
    assert claim.text == "Tokens/sec: 88.4"
    assert "gpu_count" not in absent(claim)
    assert "concurrency" not in absent(claim)


def test_a_labelled_figure_already_written_with_its_unit_is_found_once() -> None:
    assert [c.text for c in claims("- Decode: 95 tokens/s\n")] == ["95 tokens/s"]


def test_a_labelled_figure_ends_at_a_comma_before_the_next_pair() -> None:
    # a run summarised as key=value pairs: "TPS=1250.59, TTFT p90=463.89 ms, cost=..."
    line = "- #6: QPS=4, 2 × RTX-4090, TPS=1250.59{}TTFT p90=463.89 ms, cost=$0.111/ 1M token"
    assert [c.text for c in find_candidates(line.format(", "))] == ["TPS=1250.59"]
    assert find_candidates(line.format(",7 ")) == []  # a comma inside digits is no separator
