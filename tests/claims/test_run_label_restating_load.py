"""A results table whose rows carry a load column often names each run with that load as a
suffix as well ("tp4_aggregate_c64", "mtp-k3/c16", "llama8b-bs32"): rows whose labels differ only
in that restated level are one configuration measured at several loads, a sweep, so no row is a
single point without a curve. Labels that differ in anything else ("tp2_..." against "tp4_...")
stay separate configurations, and a suffix that is not the row's own load is left alone."""

from __future__ import annotations

from tests.claims.helpers import fires

HEAD = "# Runs\n\n| run | layout | conc | primary metric |\n|---|---|---:|---:|\n"


def _rows(*rows: tuple[str, str, str, str]) -> str:
    return HEAD + "".join(
        f"| {run} | {layout} | {conc} | {value} output tok/s |\n" for run, layout, conc, value in rows
    )


def test_labels_restating_their_load_are_one_sweep() -> None:
    text = _rows(
        ("qwen/int4_tp4_aggregate_c64", "TP=4", "64", "294.7"),
        ("qwen/int4_tp4_aggregate_c16", "TP=4", "16", "210.8"),
        ("qwen/int4_tp4_aggregate_c4", "TP=4", "4", "144.3"),
    )
    # watched failing: each label was its own configuration, three single points
    assert not fires(text, "CV001")


def test_slash_and_bs_suffixes_restate_the_load_too() -> None:
    text = _rows(("gemma/mtp-k3/c16", "TP=1", "16", "1258.8"), ("gemma/mtp-k3/c4", "TP=1", "4", "713.7"))
    assert not fires(text, "CV001")
    text = _rows(("llama8b-bs32", "TP=1", "32", "900.1"), ("llama8b-bs8", "TP=1", "8", "400.2"))
    assert not fires(text, "CV001")


def test_labels_that_differ_in_the_configuration_are_no_sweep() -> None:
    # one load per configuration: tp2 at 64 and tp4 at 16 are two single points
    text = _rows(
        ("qwen/int4_tp2_aggregate_c64", "TP=2", "64", "473.1"), ("qwen/int4_tp4_aggregate_c16", "TP=4", "16", "210.8")
    )
    assert fires(text, "CV001")


def test_a_suffix_that_is_not_the_rows_load_is_kept() -> None:
    # 'c8' names a cache size here, not the load of the row at concurrency 16 or 4
    text = _rows(("qwen/c8_a", "TP=1", "16", "300.1"), ("qwen/c8_b", "TP=1", "4", "120.2"))
    assert fires(text, "CV001")
