"""llama-server's parallel slots, as its command line sets them ("with `-np 1`", "--parallel 4"),
state the claim's concurrency as "batch size 1" does; the same sentence without the flag leaves
concurrency missing."""

from __future__ import annotations

import pytest

from tests.claims.helpers import only

SENTENCE = "On M4 Pro{flag}, `--lookup-cache-dynamic` gave +15% throughput over the default on Llama 3 8B.\n"


@pytest.mark.parametrize("flag", [" with `-np 1`", " with `--parallel 4`", " with --parallel=2"])
def test_the_slot_flag_states_concurrency(flag: str) -> None:
    assert only(SENTENCE.format(flag=flag)).state("concurrency") == "stated"


def test_without_the_flag_concurrency_is_missing() -> None:
    # watched failing: the flag removed (the one change) leaves concurrency unstated
    assert only(SENTENCE.format(flag="")).state("concurrency") == "absent"
