"""A column of limits a service or a plan sets ("Typical Limits", "Rate limit (RPM)", "Quota",
"Threshold") holds quotas and thresholds, not measurements: a provider's usage-tier table
("| Tier 2 | 900 RPM, 90K TPM |") or an SLA table ("| Per-token SLA | TBT | 12 ms |") states no
speed anyone measured. A measured column beside it in the same table stays a claim."""

from __future__ import annotations

from tests.claims.helpers import claims

TIERS = (
    "Each account tier has its own ceiling on the hosted Llama models.\n\n"
    "| Tier | Spend | {header} |\n|---|---|---|\n"
    "| Starter | $10 | 900 RPM, 90K TPM |\n| Growth | $100 | 4K RPM, 400K TPM |\n"
)

SLA = (
    "Serving Qwen3-8B with continuous batching.\n\n"
    "| SLA | Metric | Threshold | Measured |\n|---|---|---|---|\n"
    "| Per-token | TBT | 12 ms | 9.5 ms |\n| Per-request | E2E latency | 15 s | 11.2 s |\n"
)


def test_a_limits_column_holds_quotas() -> None:
    # watched failing before the limit header: both tier rows were claims
    assert [c.text for c in claims(TIERS.format(header="Typical Limits"))] == []
    assert [c.text for c in claims(TIERS.format(header="Rate limit"))] == []


def test_a_measured_column_keeps_its_claims() -> None:
    # near miss: the same rows under a header naming what was reached stay claims
    assert len(claims(TIERS.format(header="Sustained rate"))) == 2


def test_a_threshold_column_beside_measured_values() -> None:
    assert [c.text for c in claims(SLA)] == ["9.5 ms", "11.2 s"]
