"""An authentication guide's tokens are credentials: a ratio said of JWT signing or of access
and refresh tokens ("Verifying a JWT signed with RS256 is 10-40x slower than HS256", "refresh
tokens are checked 3x faster with a cache") is a signature's or a lookup's speed, no LLM claim.
A sentence that names LLM inference too keeps its ratio."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    "text",
    [
        "Verifying tokens signed with RS256 is 10-40x slower than with HS256.",
        "With a local cache, refresh tokens are checked 3x faster.",
    ],
)
def test_an_auth_ratio_is_no_claim(text: str) -> None:
    # watched failing before the fix: 'tokens' made each ratio an LLM speed-up
    assert [c.text for c in claims(text) if c.kind == "speedup"] == []


def test_an_llm_ratio_beside_access_tokens_stays_a_claim() -> None:
    text = "Behind the access tokens check, speculative decoding made LLM generation 2.1x faster."
    assert len([c for c in claims(text) if c.kind == "speedup"]) == 1
