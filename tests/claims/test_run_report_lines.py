"""Benchmark logs and tool reports written one figure per line or row: Ollama's "Prompt tokens per
second: 22.61" under a run's "**1**", MLX-LM's "Generation: 256 tokens, 7.9 tokens-per-sec", a
serving log's "Latency P50 (s)" row, a workload table's "Uniform 4 RPS" arrival pattern, a
"Sequential Single Requests" heading and bracketed lengths "(~128-384 prompt, 128-256 gen)"."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims, fires, only

_RUN = "### Ergebnis:\n**1**\nPrompt tokens per second: 22.61\nCompletion tokens per second: 5.3\n{last}\n"


def test_a_unit_that_labels_the_next_figure_is_not_the_run_number_s_unit() -> None:
    texts = [c.text for c in claims(_RUN.format(last="Load duration: 0.04 seconds"))]
    assert texts == ["Prompt tokens per second: 22.61", "Completion tokens per second: 5.3"]


def test_a_unit_with_no_figure_after_its_colon_is_still_the_figure_s() -> None:
    # watched failing: the one thing that matters, a figure after the colon, is gone
    assert only("The demo ran at 12 tokens per second: fast enough.").text == "12 tokens per second"


@pytest.mark.parametrize(("after", "found"), [("", True), (" ms", False)])
def test_the_next_line_s_first_word_is_no_unit_of_a_labelled_figure(after: str, found: bool) -> None:
    text = f"Prompt tokens per second: 22.61{after}\nCompletion tokens per second: 5.3\n"
    assert ("Prompt tokens per second: 22.61" in [c.text for c in claims(text)]) is found


@pytest.mark.parametrize(("label", "found"), [("Total duration", True), ("Load duration", False)])
def test_a_run_s_total_duration_is_a_latency_and_its_load_duration_is_not(label: str, found: bool) -> None:
    texts = [c.text for c in claims(_RUN.format(last=f"{label}: 104.68 seconds"))]
    assert (f"{label}: 104.68 seconds" in texts) is found


@pytest.mark.parametrize(("noun", "stated"), [("tokens", True), ("steps", False)])
def test_a_report_line_s_generation_count_states_the_output_length(noun: str, stated: bool) -> None:
    claim = only(f"Generation: 256 {noun}, 7.932 tokens-per-sec\n")
    assert (claim.state("stop_rule") != "absent") is stated


_WORKLOADS = (
    "| Workload | Requests | Prompt lengths | Max tokens | Arrival pattern |\n|---|---|---|---|---|\n"
    "| continuous_batching | 32 | ~[64, 512] tok | [64, 256] | {cell} |\n"
)


@pytest.mark.parametrize(
    ("cell", "found"), [("Uniform 4 RPS", False), ("Poisson 6 RPS", False), ("Served 4 RPS", True)]
)
def test_an_arrival_process_names_the_offered_load_not_a_result(cell: str, found: bool) -> None:
    assert bool(claims(_WORKLOADS.format(cell=cell))) is found


_PHASE = (
    "### baseline — {heading}\n\n| Metric | Llama | Qwen3 |\n|---|---:|---:|\n"
    "| Throughput (tok/s) | 88.5 | 67.4 |\n| {latency} | 2.890 | 3.767 |\n"
)


@pytest.mark.parametrize(("heading", "stated"), [("Sequential Single Requests", True), ("Staggered Arrivals", False)])
def test_a_sequential_requests_heading_states_concurrency_one(heading: str, stated: bool) -> None:
    found = claims(_PHASE.format(heading=heading, latency="Latency P50 (s)"))
    assert {c.state("concurrency") != "absent" for c in found} == {stated}


@pytest.mark.parametrize(("label", "found"), [("Latency P50 (s)", True), ("Latency P50", False)])
def test_a_latency_row_with_a_unit_in_its_label_is_a_claim(label: str, found: bool) -> None:
    texts = [c.text for c in claims(_PHASE.format(heading="Staggered Arrivals", latency=label))]
    assert ("2.890" in texts) is found


@pytest.mark.parametrize(("noun", "stated"), [("prompt", True), ("pages", False)])
def test_bracketed_lengths_without_the_word_tokens_state_prompt_and_output(noun: str, stated: bool) -> None:
    text = (
        f"48 requests sent simultaneously with moderate lengths (~128-384 {noun}, 128-256 gen).\n\n"
        "| Metric | Llama |\n|---|---:|\n| Throughput (tok/s) | 346.1 |\n"
    )
    claim = only(text)
    assert (claim.state("prompt_length") != "absent") is stated
    assert claim.state("stop_rule") != "absent"


_CHANGES = (
    "### Phase 5 vs Phase 4 — Comparison\n\n{caption}\n\n"
    "| Metric | Llama | Qwen3 |\n|---|---:|---:|\n| Throughput | +25% | +26% |\n"
)


@pytest.mark.parametrize(
    ("caption", "found"),
    [("Changes relative to Phase 4 static batching:", True), ("Results of Phase 4 static batching:", False)],
)
def test_signed_percentages_under_a_changes_relative_to_caption_are_speed_changes(caption: str, found: bool) -> None:
    assert [c.text for c in claims(_CHANGES.format(caption=caption))] == (["+25%", "+26%"] if found else [])


@pytest.mark.parametrize(("verb", "found"), [("increased", True), ("was measured at", False)])
def test_a_latency_that_rose_by_a_percentage_is_a_claim(verb: str, found: bool) -> None:
    texts = [c.text for c in claims(f"ITL P99 {verb} 38-205% due to prefill stalls.")]
    assert ("38-205%" in texts) is found


@pytest.mark.parametrize(("after", "flagged"), [("137.3", False), ("157.3", True)])
def test_a_change_from_a_labelled_figure_to_another_names_its_baseline(after: str, flagged: bool) -> None:
    # 137.3 / 96.5 is the +42% the sentence states; 157.3 is not, so the ratio has no sides
    text = f"Qwen3-4B improved from 96.5 (static) to {after} tok/s (+42% throughput) on one GPU."
    assert fires(text, "CP003") is flagged


@pytest.mark.parametrize(("rate", "stated"), [("At 8 RPS", False), ("It served 8 RPS", True)])
def test_an_arrival_rate_offered_states_no_aggregation(rate: str, stated: bool) -> None:
    text = f"Throughput dropped from 212.9 to 104.2 tok/s (-51%). {rate} with ~1024-token prompts, prefills stall."
    assert (claims(text)[0].state("aggregation") != "absent") is stated


@pytest.mark.parametrize(("word", "stated"), [("Average", True), ("Best", False)])
def test_a_tool_s_aligned_average_line_is_a_claim_that_states_its_aggregation(word: str, stated: bool) -> None:
    # the two spaces before the unit are a console's aligned columns, and the line is still a figure
    claim = only(f"{word} of eval rate:  19.17  tokens/s\n")
    assert claim.text == "19.17  tokens/s"
    assert (claim.state("aggregation") != "absent") is stated
