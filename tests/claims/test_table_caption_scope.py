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


MEDUSA_LIKE = (
    "# Results\n\n"
    "Table 2: Speedup of the draft heads over plain decoding (one A100, batch 1, MT-Bench).\n\n"
    "| Model | Speedup |\n|---|---|\n| Vicuna-7B | 2.18x |\n\n"
    "| Engine | Tokens/s |\n|---|---|\n| engine A | 1,923 |\n\n"
    "Numbers measured on 8x A100 80GB, ShareGPT, 256 concurrent requests.\n"
)


def test_a_numbered_caption_sets_up_its_own_table_only() -> None:
    found = {c.text: absent(c) for c in claims(MEDUSA_LIKE)}
    assert "concurrency" not in found["2.18x"] and "spec_decoding" not in found["2.18x"]
    # the next table has its own note: the caption's batch 1 and speculation are not its setup
    assert "spec_decoding" in found["1,923"]


def test_a_numbered_caption_still_sets_up_the_prose_about_its_table() -> None:
    text = (
        "# Decode\n\n"
        "Table 2: Decode throughput (batch size = 1, Llama-3-8B on one RTX 4090)\n\n"
        "| seq_len | decode_tok/s |\n|---|---|\n| 128 | 38.29 |\n| 4096 | 27.68 |\n\n"
        "Decode throughput falls from 38 tokens/s to 28 tokens/s as the context grows.\n"
    )
    [prose] = [c for c in claims(text) if c.text.startswith("38 tokens/s")]
    assert "concurrency" not in absent(prose)
