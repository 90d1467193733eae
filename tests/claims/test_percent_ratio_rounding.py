"""A percentage ratio whose two sides are rows of its table ("| AURA (original) | 2.74 | ... | 78%
slower |" under "| Ollama CLI | 12.68 | baseline |") names its baseline even though the quotient
(0.216) is 78.4% slower: "78%" shows no decimal, so any factor from 0.215 to 0.225 is what it says.
The same ratio written "78.0%" claims a precision the two figures miss, and stays without baseline."""

from __future__ import annotations

from tests.claims.helpers import verdicts

_TABLE = (
    "| Test | TPS | Notes |\n|---|---|---|\n"
    "| Ollama CLI direct | 12.68 | baseline target |\n"
    "| App (original) | 2.74 | original performance ({percent} slower) |\n"
)


def test_a_rounded_percentage_that_two_rows_make_has_its_baseline() -> None:
    found = verdicts(_TABLE.format(percent="78%"), "CP003")
    assert found["78% slower"] == []


def test_a_percentage_shown_to_a_decimal_must_match_to_that_decimal() -> None:
    # watched flipping: "78%" -> "78.0%" (0.2195-0.2205 does not hold 2.74 / 12.68)
    found = verdicts(_TABLE.format(percent="78.0%"), "CP003")
    assert found["78.0% slower"] != []


def test_a_percentage_no_two_rows_make_stays_without_baseline() -> None:
    found = verdicts(_TABLE.format(percent="60%"), "CP003")
    assert found["60% slower"] != []
