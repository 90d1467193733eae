"""A cut of the time to first token spelled out ("a 95% reduction in Time to First Token",
"time-to-first-token") is a latency claim, as "a 95% reduction in TTFT" is; the same cut of another
time ("in time to first deploy") is none. A load generator's "1200 concurrent threads" states the
concurrency; "16 parallel threads" (a CPU's) does not (a load-balancing blog's headline was lost)."""

from __future__ import annotations

from tests.claims.helpers import claims, only

_TEXT = (
    "PrefixHash resulted in a <u>95% reduction in {what}</u> compared to the built-in strategy when the"
    " system was operating at 1200 {load} (150 per replica).\n"
)


def test_spelled_out_first_token_latency_is_a_claim() -> None:
    for what in ("Time to First Token", "time-to-first-token"):
        assert [c.text for c in claims(_TEXT.format(what=what, load="concurrent threads"))] == [
            f"95% reduction in {what}"
        ]


def test_another_time_is_none() -> None:
    # watched flipping: the time to a first deploy is no model latency
    assert claims(_TEXT.format(what="time to first deploy", load="concurrent threads")) == []


def test_concurrent_threads_state_the_concurrency() -> None:
    assert only(_TEXT.format(what="TTFT", load="concurrent threads")).evidence.concurrency == {1200}


def test_parallel_threads_are_a_cpus() -> None:
    assert only(_TEXT.format(what="TTFT", load="parallel threads")).state("concurrency") == "absent"
