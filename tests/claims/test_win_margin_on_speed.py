"""A win whose margin names the speed it was won on ("the tuned config beat the baseline by
**+12.5%** on the throughput goal", "QAT wins decode by +10.6%") is a speed ratio; the same margin
on another goal ("by 12.5% on accuracy") is none (a tuning study's result summary and a quantization
comparison were lost this way)."""

from __future__ import annotations

from tests.claims.helpers import claims

SETUP = "vLLM on two L4 GPUs, Llama-3.1-8B, 64 concurrent requests, 512 output tokens.\n\n"


def test_a_margin_on_the_throughput_goal_is_a_claim() -> None:
    found = [c.text for c in claims(SETUP + "The best trial beat the baseline by **+12.5%** on the throughput goal.\n")]
    assert any("12.5" in text for text in found)


def test_a_margin_on_accuracy_is_no_claim() -> None:
    # watched flipping: the same margin won on accuracy is no speed
    found = [c.text for c in claims(SETUP + "The best trial beat the baseline by **+12.5%** on the accuracy goal.\n")]
    assert not any("12.5" in text for text in found)


def test_a_phase_won_by_a_margin_is_a_claim() -> None:
    found = [c.text for c in claims(SETUP + "QAT wins decode by +10.6% and saves 2.2 GiB VRAM.\n")]
    assert any("10.6" in text for text in found)


def test_a_win_on_memory_by_a_margin_is_no_claim() -> None:
    found = [c.text for c in claims(SETUP + "QAT wins memory by +10.6% over the K-quant.\n")]
    assert not any("10.6" in text for text in found)


def test_an_approximate_range_margin_on_throughput_is_a_claim() -> None:
    # "~18–26%": the margin may be approximate and a range (a TPU cookbook's backend advice)
    text = SETUP + "At EP ≤ 8 (single host) `epmoe` wins by ~18–26% on long-context throughput.\n"
    assert any("18" in c.text for c in claims(text))


def test_an_approximate_range_margin_on_accuracy_is_none() -> None:
    text = SETUP + "At EP ≤ 8 (single host) `epmoe` wins by ~18–26% on long-context accuracy.\n"
    assert not any("18" in c.text for c in claims(text))
