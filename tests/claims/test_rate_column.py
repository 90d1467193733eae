"""A column of offered request rates ("| QPS | Mean TTFT (ms) |") gives each row its load: its
cells are settings, and rows at several rates are a sweep; beside a concurrency column the same
header holds the rate the server achieved, a result."""

from __future__ import annotations

from tests.claims.helpers import absent, claims, fires

SETUP = "Llama-3-8B on one H100, ShareGPT prompts, 1024 input and 128 output tokens.\n\n"
QPS_TABLE = "| QPS | Mean TPOT (ms) |\n|---|---|\n| 1 | 11.3 |\n| 4 | 12.8 |\n| 16 | 19.4 |\n"


def test_offered_rates_are_settings_and_their_rows_a_sweep() -> None:
    text = "# Results\n\n" + SETUP + QPS_TABLE
    assert [c.text for c in claims(text)] == ["11.3", "12.8", "19.4"]
    assert not fires(text, "CV001")


def test_a_rate_header_with_a_unit_is_still_a_setting() -> None:
    table = "| Request rate (req/s) | Output throughput (tok/s) |\n|---|---|\n| 2 | 250.1 |\n| 8 | 990.4 |\n"
    assert [c.text for c in claims("# Results\n\n" + SETUP + table)] == ["250.1", "990.4"]


def test_beside_a_concurrency_column_qps_is_a_result() -> None:
    table = "| Concurrency | QPS | Mean TPOT (ms) |\n|---|---|---|\n| 1 | 0.9 | 11.3 |\n| 8 | 6.1 | 14.0 |\n"
    assert "0.9" in [c.text for c in claims("# Results\n\n" + SETUP + table)]


def test_a_row_at_an_offered_rate_states_its_load_in_part() -> None:
    table = "| Request rate (req/s) | Output throughput (tok/s) |\n|---|---|\n| 2 | 250.1 |\n| 16 | 990.4 |\n"
    found = claims("# Results\n\n" + SETUP + table)
    assert [c.state("concurrency") for c in found] == ["partial", "partial"]
    assert not fires("# Results\n\n" + SETUP + table, "OP001")
    # the evidence quotes the whole rate, not its first digit
    assert found[1].facts["concurrency"].value == "QPS 16"


def test_an_offered_rate_setting_does_not_say_how_a_token_rate_aggregates() -> None:
    from tests.claims.helpers import only

    # "QPS=4" is the load the test offered (as "QPS: 4" in a setup list); QPS named as what
    # was measured says the run counts requests per second
    assert "aggregation" in absent(only("- QPS=4, 1 x H100, TPS=3011.13\n"))
    assert "aggregation" not in absent(only("- peak QPS, 1 x H100, TPS=3011.13\n"))


def test_a_client_side_or_split_rate_column_is_the_offered_load() -> None:
    # kserve's load tests: "Client side QPS | QPS per InferenceService | mean | p50"; "QPS/Replicas"
    for header in ("Client side QPS", "QPS per InferenceService", "QPS/Replicas"):
        table = f"| {header} | Mean TPOT (ms) |\n|---|---|\n| 25 | 11.3 |\n| 50 | 12.8 |\n"
        assert [c.text for c in claims("# Results\n\n" + SETUP + table)] == ["11.3", "12.8"], header
    # the same rate reported as what the server reached is a result
    table = "| Achieved QPS | Mean TPOT (ms) |\n|---|---|\n| 25 | 11.3 |\n| 50 | 12.8 |\n"
    assert "25" in [c.text for c in claims("# Results\n\n" + SETUP + table)]


def test_a_rate_per_gpu_is_a_measured_result_not_the_offered_load() -> None:
    # "QPS per InferenceService" splits the offered load over a deployment's parts; "QPS per GPU"
    # normalises a measured rate over its hardware: a result (the one word that matters flips it)
    table = "On 8 H100s, ShareGPT prompts:\n\n| Model | {header} |\n|---|---|\n| Llama-3-8B | 12.5 |\n"
    assert [c.text for c in claims(table.format(header="QPS per GPU"))] == ["12.5"]
    assert claims(table.format(header="QPS per InferenceService")) == []
