"""A release note that corrects its own speed-up writes the old and the new gain with an arrow
after the word performance ("**Performance:** corrected +612% → +388%"): the figure the arrow
leads to is the gain claimed now, a speed-up, as "throughput ... → +80%" already is. Without a
signed gain before the arrow ("accuracy 71% → 74%", a score) the arrow leads to no speed-up."""

from __future__ import annotations

from tests.claims.helpers import claims


def test_a_corrected_performance_gain_is_a_speedup() -> None:
    found = claims("- **Performance:** corrected +612% → +388% after more samples\n")
    assert [(c.text, c.kind) for c in found] == [("+388%", "speedup")]


def test_a_score_change_after_performance_is_no_claim() -> None:
    assert claims("Model performance improved on the quiz (accuracy 71% → 74%).\n") == []
