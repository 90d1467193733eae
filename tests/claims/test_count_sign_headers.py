"""A header with a count sign counts its cells even where the word alone would not: "#Concurrent"
gives each row's concurrency and "#Device" its GPU count; "| Device |" alone names a type."""

from __future__ import annotations

from tests.claims.helpers import absent, claims

TABLE = (
    "#### A 7B chat model on H20\n\n"
    "| {devices} | Prompt Tokens | Output Tokens | {users} | QPS |\n"
    "| --- | --- | --- | --- | --- |\n"
    "| 2 | 1024 | 256 | 16 | 3.42 |\n"
)


def _claim(devices: str, users: str):
    return next(c for c in claims(TABLE.format(devices=devices, users=users)) if c.text.startswith("3.42"))


def test_count_sign_headers_state_the_load_and_the_gpu_count() -> None:
    claim = _claim("#Device", "#Concurrent")
    assert "concurrency" not in absent(claim) and claim.evidence.concurrency == {16}
    assert claim.evidence.gpu_counts == {2}


def test_a_bare_device_header_states_no_gpu_count() -> None:
    # watched flipping: without the count sign the same cell is no count of devices
    claim = _claim("Device", "#Concurrent")
    assert claim.evidence.concurrency == {16}
    assert claim.evidence.gpu_counts == set()


def test_a_bare_concurrent_header_leaves_the_qps_an_offered_rate() -> None:
    # watched flipping: with no load column the QPS cells are the rate the test offered, no claim
    assert not [c for c in claims(TABLE.format(devices="#Device", users="Concurrent")) if c.text.startswith("3.42")]
