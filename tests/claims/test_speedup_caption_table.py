"""A table of multiples ("2.8x") whose columns are named by tasks or datasets, under a caption that
names a speed-up ("Speedup over autoregressive decoding ... :"), holds speed-up claims: the caption
says what the multiples are, as a "Speedup" header would. The same table under a caption naming
another quantity, or a multiple in a column of another quantity ("Memory"), is none (speculative
decoding READMEs put their per-task speed-ups so)."""

from __future__ import annotations

from tests.claims.helpers import claims

_TABLE = (
    "# Results\n\n{caption}\n\n"
    "| Method | MT-Bench | HumanEval | {third} |\n| --- | --- | --- | --- |\n"
    "| EAGLE | 2.8x | 3.1x | 2.9x |\n| Medusa | 2.1x | 2.4x | 2.2x |\n"
)
_SPEEDUP = "Speedup over autoregressive decoding with Vicuna-7B at batch size 1 on one A100:"


def _ratios(text: str) -> list[str]:
    return [c.text for c in claims(text) if c.kind == "speedup"]


def test_a_speedup_caption_makes_the_multiples_claims() -> None:
    found = _ratios(_TABLE.format(caption=_SPEEDUP, third="GSM8K"))
    assert found == ["2.8x", "3.1x", "2.9x", "2.1x", "2.4x", "2.2x"]


def test_a_caption_of_another_quantity_leaves_none() -> None:
    # watched flipping: the caption names the draft's size, not a speed-up
    caption = "Draft model size relative to Vicuna-7B at batch size 1 on one A100:"
    assert _ratios(_TABLE.format(caption=caption, third="GSM8K")) == []


def test_a_column_of_another_quantity_is_left_out() -> None:
    found = _ratios(_TABLE.format(caption=_SPEEDUP, third="Memory"))
    assert found == ["2.8x", "3.1x", "2.1x", "2.4x"]


def test_the_claims_take_the_caption_setup() -> None:
    found = [c for c in claims(_TABLE.format(caption=_SPEEDUP, third="GSM8K")) if c.kind == "speedup"]
    assert all(c.state("concurrency") != "absent" for c in found)
