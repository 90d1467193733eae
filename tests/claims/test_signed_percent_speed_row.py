"""A signed percentage in a table row whose label names a speed ("Decode speed (geomean vs LM
Studio)", "TG Speed (16K)", "推理速度") is that speed's change against the column or row it is
compared with: "+26%" is a 1.26x claim. An unsigned percentage there may be a share of something,
and a signed one in a row of another quantity ("Memory use | +10%") is no speed claim."""

from __future__ import annotations

from tests.claims.helpers import claims

_TABLE = """## How it compares

| Feature | mlx-serve | LM Studio | Ollama |
|---|---|---|---|
| Continuous batching | ✅ | ❌ | ✅ |
| {label} | **+26%** (MLX, shipping defaults) | baseline | -15% (GGUF) |
"""


def test_a_signed_percent_in_a_speed_row_is_a_claim() -> None:
    found = claims(_TABLE.format(label="Decode speed (geomean vs LM Studio, identical weights)"))
    assert sorted(c.text for c in found) == ["+26%", "-15%"]
    assert len(claims(_TABLE.format(label="TG Speed (16K)"))) == 2


def test_the_same_cells_in_another_row_are_not() -> None:
    # watched failing: the row names memory, so its percentages change no speed
    assert not claims(_TABLE.format(label="Memory use"))
    assert not claims(_TABLE.format(label="Decode speed").replace("**+26%**", "80%").replace("-15%", "70%"))
