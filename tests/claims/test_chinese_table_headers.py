"""Chinese tables name their speed columns "推理速度" / "吞吐量" and their speed-up columns "加速比":
the cells under them are speed claims as under "Speed" and "Speedup"; a memory or accuracy column
("显存", "精度") holds none."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

TABLE = "# 推理性能\n\n在单卡 A100 上测试。\n\n| 模型 | {header} |\n|---|---|\n| Qwen-7B | {cell} |\n"


@pytest.mark.parametrize(
    ("header", "cell", "kind"),
    [
        ("推理速度", "35.2", "throughput"),
        ("吞吐量", "1520", "throughput"),
        ("加速比", "1.5x", "speedup"),
    ],
)
def test_a_chinese_speed_header_makes_its_cells_claims(header: str, cell: str, kind: str) -> None:
    assert [(c.text, c.kind) for c in claims(TABLE.format(header=header, cell=cell))] == [(cell, kind)]


@pytest.mark.parametrize("header", ["显存", "精度"])
def test_another_quantity_holds_no_claim(header: str) -> None:
    # watched flipping: the same cell under a memory or accuracy header is no claim
    assert claims(TABLE.format(header=header, cell="35.2")) == []
