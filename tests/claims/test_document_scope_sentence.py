"""A sentence that says what the page measures on which machine ("This document tracks research into
maximizing LLM inference throughput on AMD EPYC 9655 ...") is the setup of the figures under the same
heading: a CPU named there states the GPU count (zero) of the speed-up bullets below it. Without the
machine, or without a measure, the sentence states nothing."""

from __future__ import annotations

from tests.claims.helpers import only

_DOC = (
    "# Speculative decoding research\n\n## Executive Summary\n\n{sentence}\n\n"
    "**Current Best Results (Tested 2025-12-15):**\n"
    "- Track 1 (External Draft): **11x speedup** on Qwen2.5-Coder-32B (K=24 tuned)\n"
)
_SCOPE = "This document tracks research into maximizing LLM inference throughput on AMD EPYC 9655 (96-core Zen 5)."


def test_the_page_scope_sentence_names_the_machine() -> None:
    # watched failing: the sentence was no setup, so the bullet's GPU count was absent
    assert only(_DOC.format(sentence=_SCOPE)).state("gpu_count") == "stated"


def test_without_the_machine_the_gpu_count_stays_absent() -> None:
    sentence = _SCOPE.replace(" on AMD EPYC 9655 (96-core Zen 5)", "")
    assert only(_DOC.format(sentence=sentence)).state("gpu_count") == "absent"


def test_a_sentence_naming_no_measure_is_no_setup() -> None:
    sentence = "This document describes the deployment scripts we use on AMD EPYC 9655 hosts."
    assert only(_DOC.format(sentence=sentence)).state("gpu_count") == "absent"
