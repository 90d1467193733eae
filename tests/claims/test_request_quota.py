"""A request rate a service allows is a quota, not a measurement: scoped to an API key, an account
or an organisation right after the figure, or granted to a plan's tier in the sentence. The same
rate per GPU, one the sentence says was served or reached, or a speed on the free tier, stays a
claim."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    ("quota", "measured"),
    [
        (
            "- Scales to 10,000 requests per minute per API key",
            "- Scales to 10,000 requests per minute per GPU",
        ),
        (
            "The API allows 40 req/s per account on Llama 3 8B.",
            "The API served 40 req/s per account on Llama 3 8B.",
        ),
        (
            "Free tier accounts get 30 requests per minute on Llama 3 70B.",
            "Our load test got 30 requests per minute on Llama 3 70B.",
        ),
    ],
)
def test_a_request_rate_scoped_to_a_key_or_tier_is_a_quota(quota: str, measured: str) -> None:
    # watched failing: each quota gave a claim before
    assert claims(quota) == []
    assert claims(measured) != []


def test_a_token_speed_on_the_free_tier_stays_a_claim() -> None:
    assert claims("Even on the free tier, Llama 3 70B streams at 450 tokens/s.") != []
