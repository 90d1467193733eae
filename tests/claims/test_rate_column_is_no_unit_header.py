"""A column that offers the load ("| QPS |", "| Request rate (req/s) |") carries a rate's unit, but
it is the rows' setting, not a measured speed: it does not make the table one whose headers give
the units, so the other columns' bare figures still take the unit the caption names. Where a
concurrency column says the load, the QPS column is the rate achieved, a result with its own unit,
and the bare figures beside it stay no claims."""

from __future__ import annotations

from tests.claims.helpers import claims

TABLE = (
    "Output throughput in tokens/s of Llama 3 8B on one H100, 512 input and 128 output tokens:\n\n"
    "| {header} | vLLM | SGLang |\n|---|---|---|\n| 1 | 120.5 | 118.2 |\n| 4 | 410.3 | 402.9 |\n"
)


def test_offered_rate_column_leaves_the_caption_unit() -> None:
    for header in ("QPS", "Request rate (req/s)"):
        found = claims(TABLE.format(header=header))
        assert [c.text for c in found] == ["120.5", "118.2", "410.3", "402.9"], header


def test_an_achieved_rate_column_still_names_its_unit() -> None:
    # near miss: beside a concurrency column the QPS column is a result, so the table's headers
    # give units and its bare figures take none from the caption
    text = (
        "Output throughput in tokens/s of Llama 3 8B on one H100:\n\n"
        "| Concurrency | QPS | Notes |\n|---|---|---|\n| 4 | 3.1 | 17 |\n"
    )
    assert [c.text for c in claims(text)] == ["3.1"]
