"""A bounded fuzz run in the normal suite: each strategy draws a few hundred hostile inputs and
every one must pass the harness (no exception, valid UTF-8 output, output linear in the input).
Long runs: ``python bench/fuzz.py --inputs 100000``."""

from __future__ import annotations

import random

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tests.fuzz import generate  # noqa: E402
from tests.fuzz.harness import run_input  # noqa: E402

#: examples per strategy: the whole module stays well under a minute on a loaded machine
EXAMPLES = {
    "schema_record": 150,
    "mutated_structured": 150,
    "mutated_bytes": 150,
    "yaml_tricks": 150,
    "csv": 100,
    "mlperf": 100,
    "markdown": 60,
}

#: CPU seconds one input may take here (a hang in the issue's sense is 5 s)
PER_INPUT = 5.0


def _strategy(kind: str) -> st.SearchStrategy[generate.Input]:
    make = generate.KINDS[kind]
    return st.randoms(use_true_random=False).map(lambda rng: make(random.Random(rng.random())))


@pytest.mark.parametrize("kind", list(EXAMPLES))
def test_hostile_inputs_never_crash_hang_or_flood(kind: str) -> None:
    @settings(
        max_examples=EXAMPLES[kind],
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(_strategy(kind))
    def check(item: generate.Input) -> None:
        name, data = item
        outcome = run_input(name, data)
        assert outcome.crash is None, outcome.crash
        assert not outcome.runaway, f"{outcome.output_bytes} bytes of output for {len(data)} bytes of {name}"
        assert outcome.seconds < PER_INPUT, f"{outcome.seconds:.1f} s CPU on {len(data)} bytes of {name}"

    check()
