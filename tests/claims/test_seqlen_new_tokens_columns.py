"""An on-device benchmark table names its lengths "Seqlen" (the sequence each run reads) and
"New_tokens" (what it generates): "| Seqlen | New_tokens | TTFT(ms) | Tokens/s |" states the prompt
length and the output length of each row as "Input length" and "Output tokens" columns do."""

from __future__ import annotations

from tests.claims.helpers import absent, claims

TABLE = (
    "### RK3588\n\n"
    "| Model | Dtype | Seqlen | New_tokens | TTFT(ms) | Tokens/s |\n"
    "|---|---|---|---|---|---|\n"
    "| Qwen2-0.5B | w8a8 | 128 | 64 | 145.90 | 41.58 |\n"
)


def test_seqlen_and_new_tokens_state_the_lengths() -> None:
    [claim] = [c for c in claims(TABLE) if c.text == "41.58"]
    assert "prompt_length" not in absent(claim)
    assert "stop_rule" not in absent(claim)
    assert (claim.evidence.prompt_tokens, claim.evidence.output_tokens) == (128, 64)


def test_other_headers_state_no_length() -> None:
    # watched flipping: the same cells under a dtype-like "Group" and "Bits" header state neither length
    [claim] = [c for c in claims(TABLE.replace("Seqlen", "Group").replace("New_tokens", "Bits")) if c.text == "41.58"]
    assert {"prompt_length", "stop_rule"} <= set(absent(claim))
