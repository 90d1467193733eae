"""A row with an output-throughput and a total-throughput column: only the total figure counts the
prompt tokens (PF001); the output rate and the per-token latency of the same row do not."""

from __future__ import annotations

from tests.claims.helpers import verdicts

_SWEEP = """### Serving results on 8 accelerators

| Input | Output | Concurrency | Output tok/s | Total tok/s | Mean TPOT (ms) |
|---|---|---|---|---|---|
| 2048 | 256 | 32 | 3,150 | 28,400 | 21.4 |
"""


def test_only_the_total_figure_counts_the_prompt() -> None:
    found = {text: bool(messages) for text, messages in verdicts(_SWEEP, "PF001").items()}
    assert found == {"3,150": False, "28,400": True, "21.4": False}


def test_a_prompt_heavy_row_still_flags_its_output_rate() -> None:
    """The lengths still decide for the output rate: a prompt 16x the output is prefill-bound."""
    heavy = _SWEEP.replace("| 2048 | 256 |", "| 4096 | 256 |").replace(" Mean TPOT (ms) |", " E2E (s) |")
    assert verdicts(heavy, "PF001")["3,150"]
