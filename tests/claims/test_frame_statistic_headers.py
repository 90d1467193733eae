"""A results table printed from a data frame whose aggregated columns were flattened carries the
statistic glued to each column's name: "throughput (tok/s)_mean", "tok/s_std", "tokens/s_median".
The underscore hid the unit ("tok/s_mean" is no unit to a word-bounded pattern) and the spread
("_std" is no "std"), so the mean column held no claims and the deviation column held claims. Read
as "throughput (tok/s) mean" and "tok/s std", the mean's cells are speeds and the deviation's are
spreads, as in any header; an underscore inside a setting's name ("batch_size", "max_tokens") is
left alone."""

from __future__ import annotations

from tests.claims.helpers import claims

FRAME = (
    "## Results by engine\n\n"
    "|    | engine   |   batch_size |   {mean} |   {std} |\n"
    "|---:|:---------|-------------:|---------:|--------:|\n"
    "|  0 | engine-a |           16 |    731.6 |    12.4 |\n"
    "|  1 | engine-b |           16 |    802.9 |     8.7 |\n"
)


def _texts(mean: str, std: str) -> list[str]:
    return sorted(c.text for c in claims(FRAME.format(mean=mean, std=std)))


def test_a_glued_mean_is_a_speed_and_a_glued_std_a_spread() -> None:
    # watched failing before: '12.4' and '8.7' were claims; under "tok/s_mean" no cell was
    assert _texts("throughput (tok/s)_mean", "throughput (tok/s)_std") == ["731.6", "802.9"]
    assert _texts("tok/s_mean", "tok/s_std") == ["731.6", "802.9"]


def test_the_batch_column_still_states_each_rows_load() -> None:
    found = claims(FRAME.format(mean="tokens/s_median", std="tokens/s_stdev"))
    assert sorted(c.text for c in found) == ["731.6", "802.9"]
    assert all(c.evidence.concurrency == {16} for c in found)


def test_headers_that_name_the_statistic_with_a_space_read_as_before() -> None:
    # near miss: the spelled-out header was already read this way
    assert _texts("throughput (tok/s) mean", "throughput (tok/s) std") == ["731.6", "802.9"]
