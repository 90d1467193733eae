"""Operating-point gathering: the ways people write each field, and the scope windows."""

from __future__ import annotations

import pytest

from tests.claims.helpers import absent, claims, only


@pytest.mark.parametrize(
    ("field", "phrase"),
    [
        ("concurrency", "with 8 concurrent requests"),
        ("concurrency", "at batch size 64"),
        ("concurrency", "with bs=1"),
        ("concurrency", "single-stream"),
        ("concurrency", "with N=8"),
        ("concurrency", "in fp16 bsz320 decoding"),
        ("concurrency", "with 64 users"),
        ("concurrency", "at QPS 32 with max concurrency 128"),
        ("stop_rule", "with ignore_eos"),
        ("stop_rule", "for fixed 512 output tokens"),
        ("stop_rule", "with a natural stop"),
        ("stop_rule", "with 128-token outputs"),
        ("stop_rule", "generating 2048 with BF16 weights"),
        ("prompt_length", "with 1024 input tokens"),
        ("prompt_length", "at ISL/OSL 2048/128"),
        ("prompt_length", "at 512 in / 128 out"),
        ("stop_rule", "at 512 in / 128 out"),
        ("stop_rule", "at 1024/128 in/out"),
        ("prompt_length", "on a 352-token prompt"),
        ("prompt_length", "on a synthetic workload of inputs of length 512"),
        ("prompt_length", "by setting a single prompt token"),
        ("stop_rule", "with output length 64"),
        ("stop_rule", "to predict a string of 50 tokens"),
        ("aggregation", "in RPS"),
        ("content_type", "on code generation"),
        ("content_type", "on prose"),
        ("content_type", "on ShareGPT"),
        ("content_type", "on MT-Bench"),
        ("content_type", "on MT Bench"),
        ("content_type", "on random tokens"),
        ("content_type", "on the random dataset"),
        ("content_type", "to solve a basic math problem"),
        ("content_type", "with 512 input tokens of Python code"),
        ("content_type", "on Bird Text2SQL workloads"),
        ("content_type", "on text-to-SQL queries"),
        ("content_type", "for code/text editing"),
        ("content_type", "when editing docstrings in Python files"),
        ("content_type", "on the chatbot workload"),
        ("spec_decoding", "with EAGLE-3"),
        ("spec_decoding", "with a draft model"),
        ("spec_decoding", "with MTP"),
        ("spec_decoding", "with Jacobi decoding"),
        ("spec_decoding", "without speculative decoding"),
        ("gpu_count", "on 8xH100"),
        ("gpu_count", "on TP=2 on two A100s"),
        ("gpu_count", "on a single RTX 4090"),
        ("gpu_count", "on my 3090"),
        ("gpu_count", "with 2x 4090s"),
        ("gpu_count", "on a TPU v5e-8 slice"),
        ("gpu_count", "on Cloud TPU v4-8"),
        ("aggregation", "as total output tokens / wall time"),
        ("aggregation", "per user"),
        ("aggregation", "in tok/s/user"),
        ("aggregation", "as the per request median"),
        ("concurrency", "at 64 concurrency"),
        ("concurrency", "with a concurrency level of 16"),
        ("prompt_length", "with 8K input"),
        ("prompt_length", "on a 32K prompt"),
        ("prompt_length", "with input sequence length 1024"),
        ("stop_rule", "with output sequence length 128"),
        ("aggregation", "as total output throughput"),
        # concurrency abbreviated beside its value, as benchmark reports label it
        ("concurrency", "(ISL=128, OSL=128, Con=1)"),
        ("concurrency", "at conc=32"),
        ("concurrency", "with Concur: 8"),
        # what a prefill reads is the prompt
        ("prompt_length", "pre-filling a context of 100K tokens"),
        ("prompt_length", "when prefilling 32K tokens"),
        ("prompt_length", "after the prefill of 8,192 tokens"),
        # a benchmark's own setting names, paired
        ("prompt_length", "with prompt=512 / decode=128 / repeat=6"),
        ("stop_rule", "with prompt=512 / decode=128 / repeat=6"),
        ("stop_rule", "with input: 1024, output: 256"),
        # an Apple SoC is one GPU, the M5 generation too
        ("gpu_count", "on an M5 Max"),
        ("gpu_count", "on Apple M5"),
    ],
)
def test_each_field_is_read_as_stated(field: str, phrase: str) -> None:
    claim = only(f"The server reached 606 tok/s {phrase}.")
    assert claim.state(field) == "stated", claim.facts.get(field)
    assert claim.facts[field].where == "sentence"


@pytest.mark.parametrize(
    ("field", "phrase"),
    [
        ("concurrency", "at QPS 32"),
        ("stop_rule", "with max_tokens=256"),
        ("gpu_count", "on one GPU"),
        ("gpu_count", "on H100"),
        ("prompt_length", "with long prompts"),
        # a sequence length may count the output too
        ("prompt_length", "at sequence length 2048"),
        ("prompt_length", "with seq_len=512"),
        ("prompt_length", "at a seq len of 4096"),
    ],
)
def test_hints_are_partial(field: str, phrase: str) -> None:
    assert only(f"The server reached 606 tok/s {phrase}.").state(field) == "partial"


def test_a_chatbot_names_the_content_only_as_a_workload_or_a_label() -> None:
    """'Chatbot: ...' labels the workload of its figures; 'enough for chatbots' is a use."""
    assert only("Chatbot: the server reached 606 tok/s.").state("content_type") == "stated"
    assert only("- **Chatbot**: DistServe sustains 2.0x higher goodput than vLLM.").state("content_type") == "stated"
    assert only("The server reached 606 tok/s, which is enough for chatbots.").state("content_type") == "absent"


@pytest.mark.parametrize(
    "sentence",
    [
        "The sparse model with no accuracy drop on GSM8K runs at 606 tok/s.",
        "It keeps 28.2% accuracy on GSM8K and decodes at 606 tok/s.",
        "GSM8K accuracy stays at 56% while the server reached 606 tok/s.",
        "Scores on MT-Bench are unchanged and the server reached 606 tok/s.",
    ],
)
def test_a_dataset_named_for_accuracy_is_no_content(sentence: str) -> None:
    """Where quality was measured is not the workload the speed was measured on."""
    claim = only(sentence)
    assert claim.state("content_type") == "absent", claim.facts.get("content_type")
    assert claim.state("prompt_length") == "absent"


def test_a_dataset_named_as_the_workload_beside_an_accuracy_is_content() -> None:
    claim = only("Accuracy is unchanged; on GSM8K prompts the server reached 606 tok/s.")
    assert claim.state("content_type") == "stated"


@pytest.mark.parametrize(
    ("phrase", "chips"),
    [("on a TPU v5e-8 slice", 8), ("on TPU v6e-256", 256), ("on one TPU v5e-1", 1), ("on Cloud TPU v4-8", 4)],
)
def test_a_tpu_slice_name_counts_its_chips(phrase: str, chips: int) -> None:
    """v5e / v6e slices are named by chips, v2-v4 and v5p by TensorCores (two per chip)."""
    claim = only(f"The server reached 606 tok/s {phrase}.")
    assert claim.state("gpu_count") == "stated"
    assert claim.evidence.gpu_counts == {chips}


def test_a_version_range_without_a_tpu_is_no_slice() -> None:
    assert only("The server reached 606 tok/s with the v3-10 scheduler.").state("gpu_count") == "absent"


def test_a_sum_of_lengths_is_no_aggregation() -> None:
    """'the sum of per-request throughputs' says how the figure was aggregated; 'the sum of max
    input length + max output length' adds lengths."""
    added = only(
        "The server reached 606 tok/s; the cache is shorter than the sum of max input length + max output length."
    )
    assert added.state("aggregation") == "absent"
    summed = only("The server reached 606 tok/s, the sum of per-request throughputs.")
    assert summed.state("aggregation") == "stated"


def test_nothing_stated_is_all_absent_and_single_stream_assumed() -> None:
    claim = only("The engine does 606 tok/s.")
    assert absent(claim) == [
        "concurrency",
        "stop_rule",
        "prompt_length",
        "content_type",
        "spec_decoding",
        "gpu_count",
        "aggregation",
    ]
    assert claim.assumed_single_stream


def test_setup_sentence_under_the_same_heading_counts_but_not_another_section() -> None:
    text = """## A

Setup: one H100, 8 concurrent requests, 512 input tokens, exactly 128 output tokens.

The server reached 606 tok/s.

## B

The server reached 300 tok/s.
"""
    first, second = claims(text)
    assert first.facts["concurrency"].where == "setup under the same heading"
    assert first.state("gpu_count") == "stated"
    assert second.state("concurrency") == "absent"


def test_a_paragraph_saying_where_the_runs_ran_sets_up_the_gpus_of_the_figures_after_it() -> None:
    """'The profiling runs on a single A100' sets up the GPU of a later figure under the same
    heading; a description of someone's machine ('My own box: 2 x RTX 3090') does not."""
    measured = """## Speed

The profiling runs on a single A100-SXM4-80G GPU with PyTorch 2.0.1.

Loaded another way the model is approximately 20% slower.
"""
    (claim,) = claims(measured)
    assert claim.state("gpu_count") == "stated"
    assert claim.facts["gpu_count"].where == "setup under the same heading"
    compared = measured.replace(
        "The profiling runs on a single A100-SXM4-80G GPU", "We compared the engines using an A800"
    )
    (claim,) = claims(compared)
    assert claim.state("gpu_count") == "stated"
    described = measured.replace("The profiling runs on", "My own box, for context only:")
    (claim,) = claims(described)
    assert claim.state("gpu_count") == "absent"


@pytest.mark.parametrize(
    "opening",
    [
        "I ran an empirical latency sensitivity study on my personal RTX 5070 GPU for LLM inference.",
        "We ran all the benchmarks on one H100 SXM.",
        "They run the whole test suite with 2x A100 80GB.",
    ],
)
def test_a_run_whose_object_comes_before_the_hardware_sets_up_the_gpus(opening: str) -> None:
    """'I ran an empirical study on my RTX 5070': the words between 'ran' and 'on' are what ran."""
    (claim,) = claims(f"{opening}\n\n- Throughput scales to 2800 tok/s at batch 64.\n")
    assert claim.state("gpu_count") == "stated"
    assert claim.facts["gpu_count"].where == "setup under the same heading"
    described = opening.replace(" ran ", " own ").replace(" run ", " own ")
    (claim,) = claims(f"{described}\n\n- Throughput scales to 2800 tok/s at batch 64.\n")
    assert claim.state("gpu_count") == "absent"


def test_sibling_bullets_do_not_share_their_setup_but_nested_bullets_do() -> None:
    text = """- Engine A reaches 606 tok/s with 8 concurrent requests.
  - Workload: 512 input tokens each.
- Engine B reaches 300 tok/s.
"""
    first, second = claims(text)
    assert first.state("prompt_length") == "stated"
    assert second.state("concurrency") == second.state("prompt_length") == "absent"


def test_a_list_lead_in_is_setup_for_every_item() -> None:
    """'On an 8xB200 system ..., it delivered:' states the GPUs of each bullet under it; a
    paragraph that does not lead into the list (no colon) does not."""
    text = """On an 8xB200 system running Qwen3.5-397B, the integration delivered:

* Up to 5.92x higher kernel performance.
* 1.13x higher prefill throughput.
"""
    assert [c.state("gpu_count") for c in claims(text)] == ["stated", "stated"]
    assert [c.state("gpu_count") for c in claims(text.replace("delivered:", "delivered gains."))] == [
        "absent",
        "absent",
    ]


def test_follow_on_paragraph_does_not_inherit() -> None:
    text = """The first run used 8 concurrent requests and reached 606 tok/s.

The same setup later reached 700 tok/s.
"""
    assert [c.state("concurrency") for c in claims(text)] == ["stated", "absent"]


def test_table_row_header_and_caption_count() -> None:
    text = """Setup: one H100, ShareGPT prompts, exactly 256 output tokens, no speculative decoding.

| Concurrency | Output throughput (tok/s) |
|---|---|
| 8 | 610.4 |
"""
    claim = only(text)
    assert claim.facts["concurrency"].where == "table row"
    assert claim.state("content_type") == claim.state("spec_decoding") == "stated"


def test_gpu_count_and_type_from_different_windows_combine() -> None:
    text = """## Results on one GPU per run

| GPU | Throughput (tok/s) |
|---|---|
| L40S | 3656 |
"""
    assert only(text).state("gpu_count") == "stated"


def test_front_matter_defaults_count_as_stated() -> None:
    text = """---
benchlint:
  defaults: {concurrency: 8, gpu_count: 1x H100}
---
The server reached 606 tok/s.
"""
    claim = only(text)
    assert claim.facts["concurrency"].where == "front matter"
    assert claim.state("gpu_count") == "stated"
    assert claim.line == 5


def test_toml_front_matter_is_metadata_but_its_title_is_prose() -> None:
    text = """+++
title = "Serving at 3x the throughput"
draft = false
+++

The server reached 606 tok/s.
"""
    found = claims(text)
    assert [(c.line, c.text) for c in found] == [(2, "3x"), (6, "606 tok/s")]
    assert found[1].state("spec_decoding") == "absent"  # "draft = false" names no draft model


def test_unknown_front_matter_key_is_a_problem() -> None:
    from tests.claims.helpers import load

    source = load("---\nbenchlint: {concurency: 8}\n---\nText.\n")
    assert [code for code, _ in source.problems] == ["SC002"]
    assert "concurency" in source.problems[0][1].message


@pytest.mark.parametrize(
    "note",
    [
        "The profiling runs on a single A100-SXM4-80G GPU with PyTorch 2.0.1.",
        "Executed with 4 threads on a single A100-SXM4-80G GPU, greedy search.",
        "Measured on a single A100-SXM4-80G GPU with PyTorch 2.0.1.",
        "Numbers are decode speeds on a single A100-SXM4-80G GPU.",
        "Throughput is output tokens over wall time on a single A100-SXM4-80G GPU.",
    ],
)
def test_a_sentence_below_a_table_saying_how_it_was_measured_is_its_setup(note: str) -> None:
    text = f"""| Model | Speed (tok/s) |
|---|---|
| 7B | 40.93 |

{note}
"""
    claim = only(text)
    assert claim.state("gpu_count") == "stated"
    assert claim.facts["gpu_count"].where == "setup below the table"


def test_an_isl_osl_pair_gives_osl_the_second_number() -> None:
    """'ISL/OSL 2k/256': 256 output tokens, not 2k (the pair reads left to right)."""
    claim = only("The server reached 606 tok/s at ISL/OSL 2k/256 with 8 concurrent requests.")
    assert claim.evidence.output_tokens == 256
    assert claim.evidence.prompt_tokens == 2000


@pytest.mark.parametrize(
    "sentence",
    [
        "QwQ-32B generates 11 tokens per second on one RTX 4090.",
        "The server reached 2884.86 input tokens per second on one H100.",
        "Running on an i7-13700H, the 3B model generates 6.1 tokens/s.",
    ],
)
def test_a_rate_is_not_a_length(sentence: str) -> None:
    """'generates 11 tokens per second' states a speed, not how long each output is."""
    for claim in claims(sentence):
        assert claim.evidence.output_tokens is None and claim.evidence.prompt_tokens is None, sentence


def test_a_list_of_levels_stops_at_a_number_with_another_unit() -> None:
    """'batch size 16, 512 input tokens': one batch size; 512 is the prompt length."""
    (claim,) = claims("The kernel reached 1,020 tok/s at batch size 16, 512 input tokens.")
    assert claim.evidence.concurrency == {16}
    (sweep,) = claims("The kernel reached 1,020 tok/s at batch sizes 1, 8 and 64.")
    assert sweep.evidence.concurrency == {1, 8, 64}


def test_a_bare_card_number_needs_a_count_to_be_a_gpu() -> None:
    """'my 3090' is a GPU; '4090 tokens' and 'in 2070' are not."""
    assert only("With 4090 tokens of context it does 50 tok/s.").state("gpu_count") == "absent"
    assert only("In 2070 it will reach 50 tok/s.").state("gpu_count") == "absent"
    assert only("On dual 3090 Ti cards it does 40 tok/s.").evidence.gpu_total == 2


def test_speculative_sampling_n_and_k_are_lengths_not_concurrency() -> None:
    """'N=30 and K=4' are speculative sampling's sequence and draft lengths; 'N=50 tokens' is a
    length; 'N=8' alone still names parallel sequences."""
    assert only("With N=30 and K=4 it is 1.35x faster.").state("concurrency") == "absent"
    assert only("With N=50 tokens it is 1.35x faster.").state("concurrency") == "absent"
    assert only("With N=8 it is 1.35x faster.").state("concurrency") == "stated"


def test_gpu_as_a_modifier_counts_no_gpus() -> None:
    """'with a fixed GPU memory' describes the memory; 'on a single GPU' counts one."""
    assert only("It reaches 7.7x higher throughput with a fixed GPU memory.").state("gpu_count") == "absent"
    assert only("It reaches 7.7x higher throughput on a GPU cluster.").state("gpu_count") == "absent"
    assert only("It reaches 7.7x higher throughput on a single GPU.").state("gpu_count") == "partial"


def test_a_xeon_named_by_tier_and_number_is_a_cpu() -> None:
    """'CPU @ Platinum 8260' names the machine: zero GPUs is a stated value."""
    assert only("ms/token on Platinum 8260 is 74 ms/token.").state("gpu_count") == "stated"
    assert only("It reaches 74 tok/s on Gold 6248 cores.").state("gpu_count") == "stated"
    assert only("It reaches 74 tok/s on gold 6248 cores.").state("gpu_count") == "absent"
    assert only("On an x86_64 CPU cloud server it reaches 74 tok/s.").state("gpu_count") == "stated"
    assert only("In CPU-only mode it reaches 74 tok/s.").state("gpu_count") == "stated"
    assert only("The CPU frees the GPU while it reaches 74 tok/s.").state("gpu_count") == "absent"


def test_zero_gpus_said_as_a_count_is_a_stated_count() -> None:
    """'Number of GPUs: 0' over a table, 'gpus=0' or 'on 0 GPUs': zero GPUs is a value."""
    table = "### Number of GPUs: {n}\n| bits | gpus | generation speed [tokens/sec] |\n|---|---|---|\n"
    table += "| 16 | CPU | 1.17 |\n"
    assert only(table.format(n=0)).state("gpu_count") == "stated"
    assert only(table.format(n=10)).state("gpu_count") != "stated"
    assert only("Run with gpus=0 it reaches 3.5 tok/s.").state("gpu_count") == "stated"
    assert only("On 0 GPUs (CPU only) it reaches 3.5 tok/s.").state("gpu_count") == "stated"
    assert only("On 10 GPUs it reaches 3.5 tok/s.").state("gpu_count") == "partial"
    assert only("It reaches 3.5 tok/s with 0.5 GPUs of memory left.").state("gpu_count") != "stated"


def test_len_abbreviates_length() -> None:
    """'avg. input len 1024, avg. output len 128' and 'output len: 64' state the lengths, and a
    figure caption in HTML that says so sets up the paragraph after it under the same heading."""
    claim = only("Throughput on 16xH100 GPUs reaches 1,200 tok/s (avg. input len 1024, avg. output len 128).")
    assert claim.state("prompt_length") == "stated" and claim.state("stop_rule") == "stated"
    assert only("It reaches 1,200 tok/s with output len: 64.").state("stop_rule") == "stated"
    caption = (
        '<p align="center">\n<img src="perf.png">\n<br>Serving throughput on 16xH100 GPUs with a synthetic '
        "dataset (avg. input len 1024, avg. output len 128).\n</p>\n\n"
    )
    claim = only(caption + "Pipeline parallelism gives 6.6x performance improvements.")
    assert claim.state("prompt_length") == "stated" and claim.state("gpu_count") == "stated"
    no_lengths = caption.replace(" (avg. input len 1024, avg. output len 128)", "")
    unread = only(no_lengths + "Pipeline parallelism gives 6.6x performance improvements.")
    assert unread.state("prompt_length") == "absent"


def test_a_swept_range_of_levels_states_the_concurrency() -> None:
    """'Concurrency was swept from 64 up to 5120' names the levels, as 'concurrency 64 to 5120' does."""
    text = "Total TPS per GPU reaches 25,000 tokens per second. Concurrency was swept from 64 up to 5120."
    claim = only(text)
    assert claim.state("concurrency") == "stated"
    assert claim.evidence.all_concurrency == {64, 5120}
    assert only("It reaches 25,000 tok/s with batch size varied from 1 to 32.").evidence.all_concurrency == {1, 32}
    assert only("It reaches 25,000 tok/s. The request rate was varied.").state("concurrency") == "absent"


@pytest.mark.parametrize("arrow", ["→", "->"])
def test_levels_joined_by_an_arrow_are_a_range(arrow: str) -> None:
    """'(batch 1 → 64)': the figure's end point is at 64, not at one request."""
    claim = only(f"- Throughput scales from 200 {arrow} 2800 tok/s (batch 1 {arrow} 64)")
    assert claim.evidence.all_concurrency == {1, 64}
    assert claim.state("aggregation") == "absent"
    levels = only(f"It reaches 2800 tok/s at concurrency 8 {arrow} 16 {arrow} 32.").evidence.all_concurrency
    assert levels == {8, 16, 32}


def test_a_snake_case_batch_size_argument_states_the_concurrency() -> None:
    """'batch_size=1' (a script's argument) is 'batch size 1'; a cap stays a cap."""
    assert only("At batch_size=1, input_len=128, output_len=64 it reaches 138 tok/s.").state("concurrency") == "stated"
    assert only("At batch_size=32 it reaches 3,783 tok/s.").evidence.concurrency == {32}
    assert only("With max_batch_size=8 it reaches 138 tok/s.").state("concurrency") == "partial"


def test_a_parent_heading_that_states_the_setup_sets_up_its_sub_sections() -> None:
    """'## Configuration: batch_size=1, input_len=128, output_len=64' over '### Summary': the
    heading's own words are setup for every figure under it; a plain parent heading is not."""
    body = "\n\n### Summary\n\n- Output Throughput: 138.03 tok/s\n"
    claim = only("## Configuration: batch_size=1, input_len=128, output_len=64" + body)
    assert [claim.state(f) for f in ("concurrency", "prompt_length", "stop_rule")] == ["stated"] * 3
    claim = only("## Setup: batch size 1, 128 input and 64 output tokens" + body)
    assert [claim.state(f) for f in ("concurrency", "prompt_length", "stop_rule")] == ["stated"] * 3
    claim = only("## Results at batch size 1 with 128 input and 64 output tokens" + body)
    assert [claim.state(f) for f in ("concurrency", "prompt_length", "stop_rule")] == ["absent"] * 3


def test_an_engine_labelled_cpu_ran_on_no_gpu() -> None:
    """'llama.cpp (CPU)' / 'T-MAC (CPU) (tokens/sec)': the label says where the engine ran, zero
    GPUs; '(GPU)' says nothing of how many."""
    assert only("llama.cpp (CPU) reaches 7.08 tokens/s.").state("gpu_count") == "stated"
    assert only("With T-MAC (CPU) it reaches 15.62 tok/s on the board.").state("gpu_count") == "stated"
    assert only("llama.cpp (GPU) reaches 20.03 tokens/s.").state("gpu_count") == "absent"
    assert only("llama.cpp(CPU) reaches 7.08 tokens/s.").state("gpu_count") == "absent"
    table = """| Model | Device | Threads | llama.cpp (CPU) (tokens/sec) | T-MAC (CPU) |
|---|---|---|---|---|
| BitNet-3B | M2-Ultra | 1 | 6.49 | 22.08 |
"""
    assert {c.state("gpu_count") for c in claims(table)} == {"stated"}
    assert {c.state("gpu_count") for c in claims(table.replace(" (CPU)", ""))} == {"absent"}


def test_single_request_named_beside_batching_is_no_concurrency() -> None:
    # "single-request and batch kernels" names two serving modes; the figure is at neither
    for text in (
        "FlashInfer serves single-request and batch decoding, reaching 606 tok/s.",
        "There are two ways to serve: batching and single request. It reaches 606 tok/s.",
    ):
        assert only(text).state("concurrency") == "absent", text
    assert only("On a single request it reaches 606 tok/s.").state("concurrency") == "stated"


def test_averaging_over_tokens_is_no_aggregation() -> None:
    over_tokens = only("It reaches 54 tokens/s, averaged over the encoded and generated tokens.")
    assert over_tokens.state("aggregation") == "absent"
    assert only("It reaches 54 tokens/s, averaged over five runs.").state("aggregation") == "partial"


def test_a_bare_count_after_generating_is_an_output_length_only_without_a_noun() -> None:
    assert only("It reaches 54 tokens/s generating 2048 with BF16.").evidence.output_tokens == 2048
    assert only("It reaches 54 tokens/s generating 3 images per prompt.").state("stop_rule") == "absent"


def test_a_rate_under_a_length_header_is_not_a_length() -> None:
    """'13,918 t/s' in a "Prompt" column is the prompt-processing rate, not a 13,918-token prompt."""
    text = """| Model | Prompt | Best |
|---|---|---|
| Llama 7B | 13,918 t/s | 173 t/s |
"""
    best = next(c for c in claims(text) if c.text == "173 t/s")
    assert best.evidence.prompt_tokens is None
    lengths = text.replace("13,918 t/s", "13,918")
    assert next(c for c in claims(lengths) if c.text == "173 t/s").evidence.prompt_tokens == 13918


def test_a_thousands_separator_does_not_end_a_length() -> None:
    """'Prompt: 1,024' is 1,024 tokens, never 1."""
    assert only("The server reached 606 tok/s; prompt: 1,024; 8 concurrent requests.").evidence.prompt_tokens == 1024


def test_a_row_labelled_speedup_makes_its_bare_ratios_claims() -> None:
    """A metrics-per-row table: 'Speedup | 1.00x | 1.41x' under system columns (1.00x is the
    reference system's own row entry, no claim)."""
    text = """| Metric | vLLM | Ours |
|---|---|---|
| Output tok/s | 4,210 | 5,930 |
| Speedup | 1.00x | 1.41x |
"""
    assert [c.text for c in claims(text)] == ["4,210", "5,930", "1.41x"]
    assert [c.text for c in claims(text.replace("| Speedup |", "| Release |"))] == ["4,210", "5,930"]


@pytest.mark.parametrize(
    ("sentence", "state"),
    [
        ("Prefill latency per token is 0.27 ms/token at 128 tokens.", "stated"),
        ("Prefill throughput is 5,268 tokens/s at 256 tokens.", "stated"),
        ("Prompt processing reaches 3,678 tok/s at 1024 tokens.", "stated"),
        # a paragraph wrapped between the prefill and its length
        ("Prefill latency per token rises from\n0.27 ms/token at 128 tokens.", "stated"),
        ("Per-token prefill efficiency degrades. Prefill throughput\nis 5,268 tokens/s at 256 tokens.", "stated"),
        ("Prefill is done once.\nDecode runs at 38 tok/s at 128 tokens.", "absent"),
        ("Prefill runs at 900 tokens per second.", "absent"),  # a rate, not a length
        ("Decode runs at 38 tok/s at 128 tokens.", "absent"),  # what decode runs at is no prompt
    ],
)
def test_the_length_a_prefill_runs_at_is_its_prompt_length(sentence: str, state: str) -> None:
    assert only(sentence).state("prompt_length") == state


_PREFILL_SWEEP = "0.27 → 0.43 ms/token (128 → 4096)"


@pytest.mark.parametrize(
    ("lead", "item", "state"),
    [
        ("As sequence length increases (batch = 1):", f"Prefill latency per token worsens: {_PREFILL_SWEEP}", "stated"),
        ("As prompt length grows:", "Prefill throughput rises: 3,100 → 5,200 tok/s (256 → 2048)", "stated"),
        # the lead names another setting that grows: the counts are not lengths
        ("As batch size increases (batch = 1):", f"Prefill latency per token worsens: {_PREFILL_SWEEP}", "absent"),
        # what a decode runs at is no prompt
        ("As sequence length increases:", "Decode throughput drops: 38 → 28 tok/s (128 → 4096)", "absent"),
    ],
)
def test_a_prefill_item_reads_its_bracketed_counts_as_the_lengths_its_lead_says_grow(
    lead: str, item: str, state: str
) -> None:
    """The lead-in above a list says what the items' bracketed endpoints count ("As sequence length
    increases:" ... "(128 → 4096)"); a prefill reads only the prompt, so they are its lengths."""
    assert only(f"{lead}\n- {item}\n").state("prompt_length") == state


@pytest.mark.parametrize(
    "sentence",
    [
        "The server reached 606 tok/s with a 128K input context window.",
        "It supports up to 128K input and reaches 606 tok/s.",
        "The server reached 606 tok/s with 2 prompts.",
    ],
)
def test_a_window_or_a_count_of_prompts_is_no_prompt_length(sentence: str) -> None:
    assert only(sentence).state("prompt_length") == "absent"


@pytest.mark.parametrize("lead", ["Test setup:", "System:", "Hardware and workload:"])
@pytest.mark.parametrize("claim_first", [False, True])
def test_a_list_under_a_setup_lead_in_sets_up_the_figures_under_its_heading(lead: str, claim_first: bool) -> None:
    """'Test setup:' over '- GPU: 1x RTX 4090' / '- Prompt: 512 tokens, output 128 tokens': each
    item states the setup of the figures under the same heading, before or after the list."""
    setup = f"{lead}\n\n- GPU: 1x RTX 4090\n- Prompt: 512 tokens, output 128 tokens\n"
    figure = "Decode speed was 120 tok/s.\n"
    body = f"{figure}\n{setup}" if claim_first else f"{setup}\n{figure}"
    claim = only(f"## Results\n\n{body}")
    for field in ("gpu_count", "prompt_length", "stop_rule"):
        assert claim.state(field) == "stated", field
    other = only(f"## Results\n\n{body}".replace(lead, "Highlights:"))
    assert other.state("gpu_count") == "absent"


@pytest.mark.parametrize(
    "text",
    [
        # concurrency labelled the way benchmark plots label it
        "On one H100 with vLLM, EAGLE-3 decodes Llama-3-8B at 410 tok/s (c=8).",
        "On one H100 with vLLM, Llama-3-8B reaches 1,900 tok/s at C=64.",
        "On one H100 with vLLM, Llama-3-8B reaches 1,900 tok/s at c = 32.",
    ],
)
def test_concurrency_written_c_equals_n_is_stated(text: str) -> None:
    assert "concurrency" not in absent(only(text))


@pytest.mark.parametrize(
    "text",
    [
        "On one H100 with vLLM, Llama-3-8B reaches 1,900 tok/s with c=0.5 scaling.",
        "On one H100 with vLLM, Llama-3-8B reaches 1,900 tok/s and abc=4 in the config.",
        "On one H100 with vLLM, Llama-3-8B reaches 1,900 tok/s; c=3 ms of overhead remain.",
    ],
)
def test_a_c_equals_that_is_no_concurrency_states_none(text: str) -> None:
    assert "concurrency" in absent(only(text))


@pytest.mark.parametrize(
    "text",
    [
        # two lengths in thousands paired: input and output
        "On one MI300X with vLLM, Llama-3-70B reaches 2,100 tok/s at 1K/1K.",
        "Across the 8k/1k sweeps on one H100, vLLM serves Qwen3-8B at 2,400 tok/s.",
    ],
)
def test_a_pair_of_lengths_in_thousands_states_prompt_and_output(text: str) -> None:
    missing = absent(only(text))
    assert "prompt_length" not in missing
    assert "stop_rule" not in missing


def test_a_pair_of_context_windows_states_no_lengths() -> None:
    missing = absent(only("On one MI300X with vLLM, Llama-3-8B supports 32K/128K context and reaches 2,100 tok/s."))
    assert "prompt_length" in missing
    assert "stop_rule" in missing


@pytest.mark.parametrize(
    "sentence",
    [
        # a pros-and-cons label is no concurrency, nor is a latency written as "con=3 ms"
        "- **Con:** 3 GPUs are needed, and the server reached 606 tok/s.",
        "The server reached 606 tok/s with con=3 ms of overhead.",
        # a prefill rate is no prompt length
        "The server prefilled 5,000 tokens per second.",
    ],
)
def test_abbreviations_and_rates_that_state_no_concurrency_or_prompt(sentence: str) -> None:
    claim = only(sentence)
    field = "prompt_length" if "prefill" in sentence else "concurrency"
    assert claim.state(field) == "absent", claim.facts.get(field)


def test_a_concurrency_column_abbreviated_concur_states_each_rows_level() -> None:
    """'| Source | ISL | OSL | Concur | TPOT (ms) |': the report's column of concurrency levels."""
    table = """| Source | ISL | OSL | Concur | TPOT (ms) |
|---|---|---|---|---|
| vLLM | 128 | 128 | 8 | 38.2 |
"""
    (claim,) = claims(table)
    assert claim.state("concurrency") == "stated"
    assert claim.evidence.concurrency == {8}
    # watched failing: the same column under another name states nothing
    assert only(table.replace("Concur", "Source 2")).state("concurrency") == "absent"


@pytest.mark.parametrize(
    "text",
    [
        # lengths multiplied beside the word prompt or an input x output label: input, then output
        "On one H100 with vLLM, Llama-3-8B reaches 1,900 tok/s with short prompts (256×256 tokens).",
        "On one H100 with vLLM, Llama-3-8B reaches 1,900 tok/s with prompts of 512x128 tokens.",
        "On one H100 with vLLM, Llama-3-8B reaches 1,900 tok/s at ISL×OSL 1024×128.",
        "On one H100 with vLLM, Llama-3-8B reaches 1,900 tok/s at 2048x256 input×output.",
    ],
)
def test_lengths_multiplied_beside_prompt_state_prompt_and_output(text: str) -> None:
    missing = absent(only(text))
    assert "prompt_length" not in missing
    assert "stop_rule" not in missing


@pytest.mark.parametrize(
    "text",
    [
        # a batch of sequences or an image size multiplied is no pair of lengths
        "On one H100 with vLLM, Llama-3-8B reaches 1,900 tok/s on a batch of 32×2048 tokens.",
        "On one H100 with vLLM, a VLM reaches 1,900 tok/s on 1024x1024 images.",
    ],
)
def test_other_products_state_no_lengths(text: str) -> None:
    missing = absent(only(text))
    assert "prompt_length" in missing
    assert "stop_rule" in missing


def test_lengths_in_a_bold_lead_in_reach_the_bullets_under_it() -> None:
    doc = (
        "### Key Findings\n\n**Short Prompts (256×256 tokens)**\n\n**Best Case (Concurrency=1)**\n\n"
        "- Throughput: 182 tokens/s\n"
    )
    missing = absent(only(doc))
    assert "prompt_length" not in missing
    assert "stop_rule" not in missing
    assert "concurrency" not in missing


def test_every_single_is_emphasis_not_one_user() -> None:
    """'every single user query' stresses 'every'; 'a single user' is a concurrency of one."""
    text = "Every single user query costs money. On one H100 with vLLM, Llama-3-8B decodes at 40 tok/s."
    assert "concurrency" in absent(only(text))
    assert "concurrency" not in absent(only(text.replace("Every single user query costs", "A single user query costs")))


@pytest.mark.parametrize("lead", ["Input prompts:", "Prompts used:", "Test prompts："])
def test_a_lead_in_over_the_prompts_themselves_states_the_content(lead: str) -> None:
    doc = (
        f"## Performance test\n\n{lead}\n\n```\nprompts = ['I believe the meaning of life is', 'Hi']\n```\n\n"
        "With CUDA graphs decoding on one RTX 4090 is 2x faster than without.\n"
    )
    assert "content_type" not in absent(only(doc))
    # watched failing: a lead-in that is no label of prompts states no content
    assert "content_type" in absent(only(doc.replace(lead, "Results:")))


@pytest.mark.parametrize(
    "lead",
    ["We used the following configuration:", "Our test environment was as follows:", "Here is the setup:"],
)
def test_a_lead_in_ending_on_the_setup_makes_its_list_the_setup(lead: str) -> None:
    doc = (
        f"# Benchmark\n\n{lead}\n\n- Model: Llama 3 8B\n- GPU: 1x L4\n- Batch size: 8\n- Input/output: 512/128\n\n"
        "The engine generated 410 tokens/s.\n"
    )
    missing = absent(only(doc))
    assert not {"concurrency", "gpu_count", "prompt_length", "stop_rule"} & set(missing)
    # watched failing: a lead-in that names no setup leaves the list to itself
    assert {"concurrency", "gpu_count"} <= set(absent(only(doc.replace(lead, "We liked these models:"))))


@pytest.mark.parametrize(
    "text",
    [
        "On one H100 with vLLM, Llama-3-8B reaches 1,900 tok/s at input/output 512/128.",
        "On one H100 with vLLM, Llama-3-8B reaches 1,900 tok/s with prompt/completion tokens of 1024/256.",
    ],
)
def test_a_pair_after_an_input_output_label_states_both_lengths(text: str) -> None:
    missing = absent(only(text))
    assert "prompt_length" not in missing
    assert "stop_rule" not in missing


def test_a_prompt_setting_beside_another_setting_states_no_output_length() -> None:
    """'prompt=512, pp=2' pairs the prompt with pipeline parallelism, not with an output length."""
    claim = only("The server reached 606 tok/s with prompt=512, pp=2.")
    assert claim.state("prompt_length") == "stated"
    assert claim.state("stop_rule") == "absent"
