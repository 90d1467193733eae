"""A table that lists llama-bench tests in a "test" column ("pp512", "tg128 @ d4096") and names its
other columns for the builds or machines compared, with no unit anywhere: llama-bench measures every
test in tokens per second, so the bare figures after the test column are rates and claims."""

from __future__ import annotations

from tests.claims.helpers import claims

_TABLE = """#### rocWMMA vs HIP

| model | size | params | ngl | test | HIP | WMMA | Δ% |
|---|---|---|---|---|--:|--:|--:|
| llama 1B Q4_K - Medium | 762.81 MiB | 1.24 B | 99 | {first} | 4703.28 | 4884.42 | 3.85% |
| llama 1B Q4_K - Medium | 762.81 MiB | 1.24 B | 99 | {second} | 173.36 | 143.51 | -17.22% |
"""

_SHORT = """| Test | DGX | STXH | % |
| --- | --: | --: | --: |
| {first} | 1689.47 | 729.10 | +131.7% |
| {second} | 52.87 | 50.05 | +5.6% |
"""


def test_llama_bench_tests_make_the_bare_figures_rates() -> None:
    found = claims(_TABLE.format(first="pp512", second="tg128 @ d4096"))
    assert sorted(c.text for c in found) == ["143.51", "173.36", "4703.28", "4884.42"]
    assert all(c.unit == "t/s" for c in found)
    # the setting columns before the test column stay setup: "99" layers offloaded is no rate
    assert claims(_SHORT.format(first="pp2048@d4096", second="tg32"))


def test_other_row_names_leave_the_table_unitless() -> None:
    # watched failing: rows that are not llama-bench tests say nothing of the figures' unit
    assert not claims(_TABLE.format(first="small", second="large"))
    assert not claims(_SHORT.format(first="cold start", second="warm"))
