"""A signed percentage in a table row whose label names a speed, where the row or the column says
what it is measured against ("Decode speed (geomean vs LM Studio)", "推理速度变化", a "vs Standard"
or "Change" column), is that speed's change: "+26%" is a 1.26x claim. Without that, a signed
percentage in a speed row may be a result of its own kind (the caption decides, see
test_run_report_lines); an unsigned one may be a share; a row of another quantity ("Memory use vs
LM Studio | +10%") is no speed claim."""

from __future__ import annotations

from tests.claims.helpers import claims

_TABLE = """## How it compares

| Feature | {column} | LM Studio | Ollama |
|---|---|---|---|
| Continuous batching | ✅ | ❌ | ✅ |
| {label} | **+26%** (MLX, shipping defaults) | baseline | -15% (GGUF) |
"""


def test_a_signed_percent_in_a_compared_speed_row_is_a_claim() -> None:
    found = claims(_TABLE.format(column="mlx-serve", label="Decode speed (geomean vs LM Studio, identical weights)"))
    assert sorted(c.text for c in found) == ["+26%", "-15%"]
    assert [c.text for c in claims(_TABLE.format(column="vs Standard", label="TG Speed (16K)"))] == ["+26%"]


def test_the_same_cells_without_a_comparison_or_speed_are_not() -> None:
    # watched failing: the row names memory, so its percentages change no speed
    assert not claims(_TABLE.format(column="mlx-serve", label="Memory use vs LM Studio"))
    assert not claims(_TABLE.format(column="mlx-serve", label="Decode speed"))
    unsigned = _TABLE.format(column="mlx-serve", label="Decode speed vs LM Studio").replace("**+26%**", "80%")
    assert not claims(unsigned.replace("-15%", "70%"))
