"""A rate limiter's tokens are no model's: a token bucket refilled at "10 tokens/s" ("Refill rate: 10
tokens/s for the token bucket", "버킷 용량: 100 토큰, 리필 속도: 10 토큰/초", "2トークン/秒補充") states
how fast a limiter admits requests, not how fast a model generates. A generation rate beside a
rate limit that names no bucket or refill stays a claim.
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    "sentence",
    [
        "Refill rate: 10 tokens/s for the token bucket.",
        "The token-bucket limiter refills at 5 tokens per second.",
        "버킷 용량: 100 토큰, 리필 속도: 10 토큰/초",
        "arXiv API 制限に合わせて 5トークン、2トークン/秒補充。",
    ],
)
def test_a_token_bucket_rate_is_no_claim(sentence: str) -> None:
    assert [c for c in find_candidates(sentence) if c.kind == "throughput"] == []


def test_a_generation_rate_stays_a_claim() -> None:
    found = find_candidates("Behind the rate limiter, Llama 3 8B decodes at 45 tokens/s on one L4.")
    assert [(c.kind, c.value) for c in found] == [("throughput", 45.0)]
