"""A column of bounds worked out ("Theoretical max", "Peak (theoretical)", "Roofline", "Upper
bound") beside a measured one: its figures come from bandwidth or FLOPs arithmetic, not from a
run, so they are no claims, as a "| Theoretical max |" row label already is not. A column that
only compares a measurement with the bound ("% of theoretical") keeps its verdict, as does the
measured column beside it."""

from __future__ import annotations

from tests.claims.helpers import claims

TABLE = (
    "Decode of an 8B model at batch size 1 on one RTX 4090:\n\n"
    "| Quant | {bound} | Measured |\n|---|---|---|\n| Q8_0 | ~110 t/s | 81 t/s |\n| Q4_K_M | ~190 t/s | 131 t/s |\n"
)


def test_theoretical_column_holds_bounds() -> None:
    for header in ("Theoretical max", "Peak (theoretical)", "Roofline", "Upper bound (tok/s)"):
        assert [c.text for c in claims(TABLE.format(bound=header))] == ["81 t/s", "131 t/s"], header


def test_a_measured_column_keeps_its_claims() -> None:
    # near miss: the same figures under a plain measured header stay claims
    assert [c.text for c in claims(TABLE.format(bound="Baseline"))] == ["110 t/s", "81 t/s", "190 t/s", "131 t/s"]
