"""A table on a service's limits page gives quotas, not speeds served. API documentation tabulates
the requests per minute each plan grants ("## Limits per plan" over "| Plan | RPM | TPM |", a
header "Tier 2 RPM", a caption "Request quotas by model"); counted per minute or per day and under a
heading, caption or note that names rate limits, quotas or tiers, such a rate is a limit. A rate per
second measured under such a heading stays a claim, as does a per-minute rate in a table about
anything else."""

from __future__ import annotations

from tests.claims.helpers import claims

LIMITS = """# Service limits

## Limits per plan

| Plan | RPM | TPM |
|------|-----|-----|
| Starter | 60 | 40,000 |
| Scale | 3,000 | 2,000,000 |
"""

TIER_HEADERS = """## Request quotas

| Model | Tier 1 RPM | Tier 4 RPM |
|-------|------------|------------|
| chat-small | 300 | 8,000 |
| chat-large | 100 | 4,000 |
"""


def test_a_limits_table_makes_no_claims() -> None:
    # watched failing: every RPM cell was a throughput claim
    assert [c.text for c in claims(LIMITS)] == []


def test_tier_headers_over_per_minute_cells_make_no_claims() -> None:
    # watched failing: the header "Tier 1 RPM" read as "1 RPM", and each cell as a claim
    assert [c.text for c in claims(TIER_HEADERS)] == []


def test_a_per_second_rate_measured_under_a_limits_heading_stays_a_claim() -> None:
    text = """## Rate limits hit during the load test

| Concurrency | Throughput |
|-------------|------------|
| 16 | 12 req/s |
| 64 | 31 req/s |
"""
    assert [c.text for c in claims(text)] == ["12 req/s", "31 req/s"]


def test_a_per_minute_rate_of_a_benchmark_stays_a_claim() -> None:
    text = """## Serving results on one H100

| Concurrency | RPM |
|-------------|-----|
| 16 | 720 |
| 64 | 1,860 |
"""
    assert [c.text for c in claims(text)] == ["720", "1,860"]
