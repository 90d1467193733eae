"""Setup that documents state in words benchlint had not read: a length "set to" a value, a
throughput said to be the total, and notes written as bullets under a table."""

from __future__ import annotations

import pytest

from tests.claims.helpers import absent, claims, only


@pytest.mark.parametrize(
    ("setup", "prompt", "output"),
    [
        ("with the input token length set to 256", 256, None),
        ("with the prompt length set to 2048 and the output token length fixed at 128", 2048, 128),
        ("with the input length set to 512", 512, None),
        ("where the input context length is 1024 tokens and the output generation length is 512 tokens", 1024, 512),
    ],
)
def test_a_length_set_to_a_value_is_stated(setup: str, prompt: int, output: int | None) -> None:
    claim = only(f"LLaMA2 7B reached 26.3 tokens/s on one Xeon 8480, {setup}.")
    assert claim.evidence.prompt_tokens == prompt
    assert claim.evidence.output_tokens == output
    assert "prompt_length" not in absent(claim)


@pytest.mark.parametrize(
    "setup",
    [
        # watched failing: the word "input" alone, or a window set to a value, states no prompt
        "with the input set to a chat template",
        "with the context length set to 4096",
        "with the max input token length of the model at 4096",
        "where the context length is 1024 tokens",
    ],
)
def test_other_settings_state_no_prompt_length(setup: str) -> None:
    claim = only(f"LLaMA2 7B reached 26.3 tokens/s on one Xeon 8480, {setup}.")
    assert claim.evidence.prompt_tokens is None
    assert "prompt_length" in absent(claim)


@pytest.mark.parametrize(
    "sentence",
    [
        "At batch 8 the total throughput rises by 6.47x over batch 1 on one Xeon 8480.",
        "At batch 8 the throughput rises to 170 total tokens per sec on one Xeon 8480.",
    ],
)
def test_a_total_throughput_states_the_aggregation(sentence: str) -> None:
    assert only(sentence).state("aggregation") == "stated"


def test_a_throughput_not_said_to_be_total_states_no_aggregation() -> None:
    # watched failing: the same sentence without "total" says nothing of how requests combine
    claim = only("At batch 8 the throughput rises by 6.47x over batch 1 on one Xeon 8480.")
    assert claim.state("aggregation") == "absent"


@pytest.mark.parametrize(
    "header",
    [("Total tokens per sec", "stated"), ("tot tok/s", "stated"), ("Tokens per sec", "absent")],
)
def test_a_total_column_states_the_aggregation_of_its_rows(header: tuple[str, str]) -> None:
    name, state = header
    text = f"""On one Xeon 8480 with INT8 LLaMA2-7B:

| Batch size | Decoder latency (ms) | {name} |
|---|---|---|
| 1 | 39 | 26.32 |
| 8 | 49 | 170.21 |
| ***Ratio*** | 1.26x | 6.47x |
"""
    rates = [c for c in claims(text) if c.text == "6.47x"]
    assert [c.state("aggregation") for c in rates] == [state]


def _table_with_bullets(bullets: str) -> str:
    return f"""Precision | Prompt (2048) tok/sec | Generation (128) tok/sec
--------- | ------------------- | ------------------------
bf16      | 1780.63             | 52.47

{bullets}
"""


def test_bullets_below_a_table_saying_where_it_ran_are_its_setup() -> None:
    found = claims(_table_with_bullets("- Performance benchmark on 64GB M4 Max\n- mlx 0.29.2\n- macOS 26.1"))
    assert [c.state("gpu_count") for c in found] == ["stated", "stated"]
    assert {c.facts["gpu_count"].where for c in found} == {"setup below the table"}


@pytest.mark.parametrize(
    "bullets",
    [
        # watched failing: version bullets, or a bullet that makes its own claim, are no setup
        "- Performance tuned for 64GB M4 Max\n- mlx 0.29.2",
        "- Benchmarks on 64GB M4 Max run 2x faster than on M1\n- mlx 0.29.2",
    ],
)
def test_other_bullets_below_a_table_are_not_its_setup(bullets: str) -> None:
    rows = [c for c in claims(_table_with_bullets(bullets)) if c.text in ("1780.63", "52.47")]
    assert [c.state("gpu_count") for c in rows] == ["absent", "absent"]


@pytest.mark.parametrize(("opening", "state"), [("All experiments are", "stated"), ("Some experiments are", "absent")])
def test_a_sentence_saying_all_experiments_ran_somewhere_sets_up_the_figures_above_it(opening: str, state: str) -> None:
    # "All experiments ..." speaks for the whole section; a figureless paragraph that does not
    # say so sets up only the figures after it
    text = f"""## Benchmarks

P-EAGLE delivers 55% higher throughput at concurrency 1 on MT-Bench.

{opening} conducted on one NVIDIA B200 GPU using vLLM with the following configuration.
"""
    assert only(text).state("gpu_count") == state


@pytest.mark.parametrize(
    ("prompt_header", "output_header", "stated"),
    [("Prompt tok", "Gen tok", True), ("Input toks", "Output toks", True), ("Prompt style", "Gen style", False)],
)
def test_a_prompt_tok_column_gives_each_row_its_lengths(prompt_header: str, output_header: str, stated: bool) -> None:
    text = f"""| Scenario | {prompt_header} | {output_header} | Decode tok/s |
|---|---:|---:|---:|
| long prompt, short gen | 7,234 | 32 | 22.7 |
"""
    claim = only(text)
    assert (claim.evidence.prompt_tokens, claim.evidence.output_tokens) == ((7234, 32) if stated else (None, None))


@pytest.mark.parametrize(("where", "state"), [("on a single DGX Spark", "stated"), ("on the DGX Spark", "partial")])
def test_a_dgx_spark_is_a_gpu_type_that_a_count_makes_a_gpu_count(where: str, state: str) -> None:
    claim = only(f"Nemotron 3 Super decodes at 23.7 tok/s {where} with one request in flight.")
    assert claim.state("gpu_count") == state


@pytest.mark.parametrize(
    ("legend", "state"), [("all tokens / total time", "stated"), ("tokens / total time", "absent")]
)
def test_a_legend_saying_all_tokens_over_total_time_states_the_aggregation(legend: str, state: str) -> None:
    # llama.cpp's batched-bench legend: every speed of the table counts the whole batch's tokens
    text = f"""- `B` - number of batches
- `S` - total speed (i.e. {legend})

|    PP |     TG |    B |   N_KV |      T s |    S t/s |
|-------|--------|------|--------|----------|----------|
|   128 |    128 |    2 |    512 |    5.227 |    97.95 |
"""
    assert only(text).state("aggregation") == state


@pytest.mark.parametrize(
    ("inputs", "outputs", "lengths"),
    [
        ("Inputs", "Outputs", (400, 150)),
        ("Input", "Output", (400, 150)),
        # watched failing: the same list without the labels names no length
        ("Images", "Adapters", (None, None)),
    ],
)
def test_a_setup_list_labelling_inputs_and_outputs_states_the_lengths(
    inputs: str, outputs: str, lengths: tuple[int | None, int | None]
) -> None:
    text = f"""## Performance Results

**Environment:** 4×A100 80G
**{inputs}:** 400 / 2000 text tokens
**{outputs}:** 150 tokens

EPD sustains a goodput of 18 QPS on the four-image workload.
"""
    claim = only(text)
    assert (claim.evidence.prompt_tokens, claim.evidence.output_tokens) == lengths


@pytest.mark.parametrize(
    ("workload", "state"),
    [
        ("measured using SPEED-Bench", "stated"),
        ("measured using SPEED Bench", "stated"),
        ("on the SpeedBench coding dataset", "stated"),
        ("on a coding dataset", "stated"),
        # watched failing: a benchmark named by no dataset word states no content
        ("measured using our bench harness", "absent"),
    ],
)
def test_speed_bench_and_a_coding_dataset_state_the_content(workload: str, state: str) -> None:
    claim = only(f"EAGLE-3 reaches 370 tok/s at concurrency 1 on 16 GB300 GPUs, {workload}.")
    assert claim.state("content_type") == state


@pytest.mark.parametrize(
    ("workload", "state"),
    [
        ("on realistic Codex agentic traces", "stated"),
        ("on agentic coding workloads", "stated"),
        # watched failing: traces of no named kind state no content
        ("on realistic traces", "absent"),
    ],
)
def test_agentic_traces_state_the_content(workload: str, state: str) -> None:
    claim = only(f"The KV pool improves throughput by 3.8x at 64 concurrent requests on 12 GB200 GPUs {workload}.")
    assert claim.state("content_type") == state


@pytest.mark.parametrize(("tool", "state"), [("drafter", "stated"), ("draft model", "stated"), ("adapter", "absent")])
def test_a_drafter_states_the_speculative_decoding(tool: str, state: str) -> None:
    # watched failing: "drafter" was not read, only "draft", "drafts", "drafted", "drafting"
    claim = only(f"A lightweight block-diffusion {tool} makes generation 2.5x faster at batch 1 on one M3 Max.")
    assert claim.state("spec_decoding") == state


@pytest.mark.parametrize(
    ("hyphen", "word", "state"),
    [("\u2011", "batch", "stated"), ("\u2010", "batch", "stated"), ("\u2011", "node", "absent")],
)
def test_a_unicode_hyphen_joins_words_as_the_ascii_one_does(hyphen: str, word: str, state: str) -> None:
    # watched failing: "Single\u2011batch" with U+2011 (a non-breaking hyphen) was not "single-batch"
    claim = only(f"Single{hyphen}{word} inference runs at up to 6 tokens/sec for Llama 2 (70B) on one A100.")
    assert claim.state("concurrency") == state


@pytest.mark.parametrize(("verb", "state"), [("ran", "stated"), ("conducted", "stated"), ("liked", "absent")])
def test_a_lead_in_saying_the_benchmarks_ran_using_the_list_below_makes_it_the_setup(verb: str, state: str) -> None:
    """'To evaluate its impact, we ran benchmarks using:' over '- Hardware: 4x A100' / '- Dataset:
    VisionArena-Chat': the list is what the runs used (watched failing on 'ran' before)."""
    doc = (
        f"## Results\n\nTo evaluate its impact, we {verb} benchmarks using:\n\n"
        "- Model: command-a-vision\n- Hardware: 4x A100 (TP=4)\n- Dataset: VisionArena-Chat\n\n"
        "Here are the results:\n\n**First-time requests**\n\n"
        "| Metric | Baseline | Cache | Difference |\n|---|---|---|---|\n"
        "| Prefill throughput | 581.34 tok/s | 648.22 tok/s | +11.5% |\n"
    )
    rates = [c for c in claims(doc) if c.text == "648.22 tok/s"]
    assert [c.state("content_type") for c in rates] == [state]
