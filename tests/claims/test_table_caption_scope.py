"""The setup above a table is its caption and the paragraph above that, unless that one makes
its own claim: a sibling claim's setup belongs to that claim (the annotation rules' scope)."""

from __future__ import annotations

from tests.claims.helpers import absent, claims

TABLE = "| Model | Tokens/s |\n|---|---|\n| Llama 2 7B | 120 |\n"
CAPTION = "All numbers use greedy decoding, ignore_eos, 512 input tokens and 256 output tokens on random data.\n"


def _table_claim(text: str) -> list[str]:
    [claim] = [c for c in claims(text) if c.text == "120"]
    return absent(claim)


def test_a_claim_paragraph_above_the_caption_lends_the_table_nothing() -> None:
    above = "On 2x A100 at batch size 32, the system generates 3,100 tokens/s.\n"
    missing = _table_claim(f"# Results\n\n{above}\n{CAPTION}\n{TABLE}")
    assert {"concurrency", "gpu_count"} <= set(missing)
    assert "prompt_length" not in missing  # the caption directly above still counts


def test_a_setup_paragraph_above_the_caption_still_does() -> None:
    above = "The runs use 2x A100 at batch size 32.\n"
    missing = _table_claim(f"# Results\n\n{above}\n{CAPTION}\n{TABLE}")
    assert "concurrency" not in missing and "gpu_count" not in missing
