"""A run label or note says whether speculation was on in the shorthand benchmark logs use:
"no-spec", "no MTP", "non-MTP", "without DFlash" say it was off; "DFlash N=5", "ngram-k4" and
"spec-dec" name a method that was on. Either way the row states its speculative-decoding state.
A bare "ngram" (n-gram statistics) and "specific" name no speculation."""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.facts import read_facts
from tests.claims.helpers import only

_TABLE = """| run | conc | output tok/s |
|---|---:|---:|
| {label} | 4 | 210.5 |
"""


@pytest.mark.parametrize(
    ("label", "spec_on"),
    [
        ("llama8b--no-spec/c4", False),
        ("awq, no MTP", False),
        ("non-MTP baseline", False),
        ("without DFlash", False),
        ("MTP off", False),
        ("DFlash N=5", True),
        ("llama8b--ngram-k4/c4", True),
        ("two-stage spec-dec", True),
    ],
)
def test_a_run_label_states_speculation(label: str, spec_on: bool) -> None:
    claim = only(_TABLE.format(label=label))
    assert claim.state("spec_decoding") == "stated"
    assert claim.evidence.spec_on is spec_on


@pytest.mark.parametrize("label", ["llama8b baseline", "specific prompts", "ngram statistics pass"])
def test_a_label_naming_no_method_leaves_speculation_unstated(label: str) -> None:
    # watched failing for the positives: "no-spec" and "ngram-k4" were not read
    assert only(_TABLE.format(label=label)).state("spec_decoding") == "absent"


def test_no_mtp_is_not_read_as_mtp_on() -> None:
    # "no MTP" had been read by the method's name alone, as speculation on
    assert read_facts("Single card, no MTP, 48 tok/s.").spec_on is False
