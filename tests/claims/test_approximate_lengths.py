"""A mean length written approximately ("mean ISL≈1450 tok", "OSL ~480") states the prompt and
output lengths as "ISL=1450" does; a figure without the ISL/OSL labels states neither."""

from __future__ import annotations

import pytest

from tests.claims.helpers import absent, only


@pytest.mark.parametrize(
    "lengths", ["mean ISL≈1450 tok, mean OSL≈483 tok", "ISL ~1450, OSL ~483", "ISL=~1450, OSL=~483"]
)
def test_approximate_isl_and_osl_state_both_lengths(lengths: str) -> None:
    missing = absent(only(f"Fleet result ({lengths}): decoding reached 40 tok/s per user.\n"))
    assert "stop_rule" not in missing and "prompt_length" not in missing, missing


def test_the_same_figure_without_lengths_misses_both() -> None:
    # watched failing before the fix: "ISL≈1450" left both lengths absent, as here
    missing = absent(only("Fleet result (mean ≈1450, mean ≈483): decoding reached 40 tok/s per user.\n"))
    assert "stop_rule" in missing and "prompt_length" in missing, missing
