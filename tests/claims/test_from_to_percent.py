"""A change of a speed written out with its percentage in the parenthesis after it ("CUDA graphs
raise req/s from **2.2** to **8.6** (+299%)", "throughput from 2.2 to 8.6 (+299%)") is a speed
ratio, as "tok/s → +12%" is; the same change of another quantity ("memory use from 2.2 to 8.6 GB
(+299%)") is none."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_TEXT = "On Llama 3 8B on one H100 at concurrency 64, CUDA graphs raise {measure} from **2.2** to **8.6** (+299%).\n"


@pytest.mark.parametrize("measure", ["req/s", "throughput", "output tok/s"])
def test_a_speed_change_with_its_percentage_is_a_claim(measure: str) -> None:
    assert [(c.text, c.kind) for c in claims(_TEXT.format(measure=measure))] == [("+299%", "speedup")]


def test_another_quantitys_change_is_none() -> None:
    # watched flipping: "req/s" -> "memory use" leaves no claim
    assert claims(_TEXT.format(measure="memory use")) == []
