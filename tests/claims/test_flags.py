"""Claim verdicts, each watched failing: change the one number that matters and the verdict flips."""

from __future__ import annotations

import pytest

from tests.claims.helpers import fires, verdicts


def test_summed_per_request_aggregate_seed_000_shape() -> None:
    text = "4 concurrent requests at 108 tok/s each = {} tok/s aggregate."
    assert fires(text.format(432), "AG001")  # 4 x 108
    assert not fires(text.format(401), "AG001")  # a measured total/wall
    assert fires(text.format(401), "AG001", claim_tolerance=0.10)  # 432 is within 10% of 401


def test_summed_per_stream_with_multiplication_and_ranges() -> None:
    text = "From one sequence at 13 tok/s to 32 sequences at 9-10 tok/s each, i.e. {} tok/s aggregate throughput."
    assert fires(text.format("288-320"), "AG001")
    assert not fires(text.format("150-160"), "AG001")


def test_prefill_bound_by_lengths() -> None:
    text = "With {} input and 100 output tokens per request on one L4 it reached 15.75 req/s."
    assert fires(text.format(5000), "PF001")  # 50:1
    assert not fires(text.format(500), "PF001")  # 5:1


def test_prefill_ratio_is_a_rule_option_that_applies_to_claims() -> None:
    text = "With 5000 input and 100 output tokens per request on one L4 it reached 15.75 req/s."
    assert fires(text, "PF001")  # 50:1 against the default 8:1
    assert not fires(text, "PF001", min_prompt_output_ratio=60.0)
    short = "With 500 input and 16 output tokens per request on one L4 it reached 15.75 req/s."
    assert fires(short, "PF001")  # 16 output tokens: at most 32
    assert not fires(short, "PF001", max_short_output=8, min_prompt_output_ratio=60.0)


def test_prefill_bound_when_prompt_tokens_are_counted() -> None:
    assert fires("It printed a total speed of 296.58 t/s, prompt and generated tokens counted together.", "PF001")
    long_prompt = "With a 32768-token prompt it reaches {}."
    assert fires(long_prompt.format("55 tok/s"), "PF001")  # no output length: mostly prompt processing
    assert not fires(long_prompt.format("a decode speed of 55 tok/s"), "PF001")  # decoding alone is timed
    assert fires(long_prompt.format("a decode speed of 55 tok/s end-to-end"), "PF001")
    assert not fires("It printed a total speed of 296.58 t/s for generated tokens.", "PF001")


def test_prefill_bound_when_a_throughput_column_exceeds_the_output_column() -> None:
    table = "| Test | Throughput | Output tok/s |\n|---|---|---|\n| 4K | {} tok/s | 207 |\n"
    assert fires(table.format("2,727"), "PF001")
    assert not fires(table.format("207"), "PF001")
    assert not fires(table.format("2,727"), "PF001", max_total_over_output=20.0)


def test_llama_bench_rows_prompt_rows_are_labelled_pp_tg_counts_both() -> None:
    table = "| test | t/s |\n|---|---|\n| pp512 | 5587.84 |\n| tg128 | 242.56 |\n| pp4096+tg128 | 2211.38 |\n"
    found = verdicts(table, "PF001")
    assert not found["5587.84"]  # labelled prompt processing: not misleading
    assert not found["242.56"]
    assert found["2211.38"]


def test_single_point_vs_sweep_table() -> None:
    sweep = "| Batch size | Output throughput (tok/s) |\n|---|---|\n| 1 | 36 |\n| {} | 1846 |\n"
    assert not fires(sweep.format(256), "CV001")
    assert fires(sweep.format(1), "CV001")  # both rows at batch 1: no curve


@pytest.mark.parametrize(("second_batch", "sweep"), [(8, True), (1, False)])
def test_a_batched_bench_table_stepping_through_b_is_a_sweep(second_batch: int, sweep: bool) -> None:
    """llama.cpp's batched-bench "| PP | TG | B |": B is each row's batch (the table model reads it
    so), and rows that differ only in B are a curve; two rows at the same B are not."""
    table = (
        "Mistral 7B Q4_0 on one RTX 3090, greedy, random tokens, no speculative decoding:\n\n"
        "| PP | TG | B | S_TG t/s |\n|---|---|---|---|\n| 256 | 64 | 1 | 88.2 |\n"
        f"| 256 | 64 | {second_batch} | 402.5 |\n"
    )
    assert fires(table, "CV001") is not sweep


def test_a_sweep_table_with_ratio_or_bold_cells_is_still_a_sweep() -> None:
    """Each row's speed-up ('3.0x') or bolded best figure is a measurement, not a setting that
    names the row: rows at batch 1, 16 and 64 are one curve; all at batch 1 are not."""
    sweep = (
        "| Batch | FP16 (tok/s) | INT4 (tok/s) | Speedup |\n|---|---|---|---|\n"
        "| 1 | 40.2 | **120.5** | 3.0x |\n| {} | 512.3 | **1102.4** | 2.2x |\n| {} | 1520.1 | <b>2400.3</b> | 1.6x |\n"
    )
    assert not fires(sweep.format(16, 64), "CV001")
    assert fires(sweep.format(1, 1), "CV001")


def test_claim_levels_needed_for_a_curve_is_a_rule_option() -> None:
    text = "It reached 36 tok/s at 1 concurrent request and 1846 tok/s at 64 concurrent requests."
    assert not any(verdicts(text, "CV001").values())  # two levels: enough by default
    assert all(verdicts(text, "CV001", min_claim_levels=3).values())


def test_single_point_message_says_single_stream_when_concurrency_unstated() -> None:
    (messages,) = verdicts("The engine does 606 tok/s.", "CV001").values()
    assert messages and "single-stream" in messages[0]


def test_unequal_gpu_comparison() -> None:
    text = "20 tokens/s on an Apple M1 and 40 tokens/s on {} × Quadro P6000, expected to be 8 times faster."
    assert fires(text.format(8), "CP001")
    assert not fires(text.format(1), "CP001")  # one GPU on each side
    same = "20 tokens/s on one A100 and 40 tokens/s on one H100, 2 times faster."
    assert not fires(same, "CP001")


def test_two_gpu_counts_without_a_comparison_are_not_one() -> None:
    text = "It served 20 tokens/s on 1 GPU{} and 40 tokens/s on 8 GPUs in another test."
    assert verdicts(text.format(", 2x less,"), "CP001")["40 tokens/s"]  # the sentence states a ratio
    assert not verdicts(text.format(""), "CP001")["40 tokens/s"]


def test_unequal_gpu_rescaling_words() -> None:
    assert fires("It runs faster than FP16 while using half the number of GPUs.", "CP001")
    assert not fires("It runs faster than FP16 on the same number of GPUs.", "CP001")
    assert fires("We obtain 1.3x and 1.9x speedups while using 4x and 2x lower resources than baseline.", "CP001")
    assert fires("The latency is 1.5x lower with a fewer number of GPUs.", "CP001")
    assert fires("Goodput (2P1D) = 10 reqs/s / 3 GPUs = 3.3 reqs/s (per GPU).", "CP001")
    assert not fires("Goodput (2P1D) = 10 reqs/s on 3 GPUs.", "CP001")
    assert not fires("We obtain 1.3x and 1.9x speedups while using lower resources than baseline.", "CP001")


def test_multi_machine_against_one_machine_is_a_rule_option() -> None:
    text = "Across 4 nodes it is 3x faster than on a single node."
    assert fires(text, "CP001")
    assert not fires(text, "CP001", compare_machines=False)


def test_speedup_baseline_given_by_its_own_figures() -> None:
    text = "It measured 14.0 tok/s for a single client and 36.4 tok/s with 4 clients, {}× the single-client figure."
    assert not fires(text.format(2.6), "CP003")  # 36.4 / 14.0 = 2.6
    assert fires(text.format(3.6), "CP003")
    assert not fires(text.format(2.7), "CP003", ratio_tolerance=0.05)  # 2.6 is within 5% of 2.7


def test_speedup_baseline_given_by_a_versioned_configuration() -> None:
    described = "MLX-LM 0.20.4 against llama.cpp b4326 with q4_K_M: generation was 1.12x faster."
    bare = "MLX-LM against llama.cpp: generation was 1.12x faster."
    assert not fires(described, "CP003")
    assert fires(bare, "CP003")


def test_cp003_needs_a_stated_ratio() -> None:
    """A comparison with no figure states no ratio, so CP003 has no ratio to ask a baseline for."""
    assert fires("FastServe is 2.5x faster than vLLM.", "CP003")
    assert not fires("For the majority of workloads, vLLM is faster than DeepSpeed-FastGen.", "CP003")


def test_a_range_across_batch_shapes_is_a_sweep() -> None:
    """'1.02x to 5.78x across Qwen3.5 model sizes, ... and batch shapes' is a curve, not a point."""
    text = "The kernel improves performance by 1.02x to 5.78x across Qwen3.5 model sizes, sequence lengths, and {}."
    assert not fires(text.format("batch shapes"), "CV001")
    assert fires(text.format("head sizes"), "CV001")


def test_figures_under_different_numbers_of_concurrent_requests_are_a_sweep() -> None:
    """'The figures below show ... throughput under different numbers of concurrent requests'
    sets up a curve for the figures under the same heading; a single number of them does not."""
    text = """## Trade-off

The figures below show the output token throughput on 1 GPU, without speculative decoding, under {}.

MLCEngine can maintain about 30 concurrent users and get 3000 tok/s overall throughput.
"""
    assert not fires(text.format("different numbers of concurrent requests"), "CV001")
    assert fires(text.format("eight concurrent requests"), "CV001")


@pytest.mark.parametrize(
    ("words", "sweep"),
    [
        ("in our 1K/1K sweeps", True),
        ("in our 1K/1K sweep", True),
        ("depending on concurrency", True),
        ("depending on the variant and batch size", True),
        ("with five seeds per concurrency", True),
        ("averaged over batch sizes", True),
        ("averaged over model sizes", False),
        # watched failing: a figure that varies with something other than the load, or one run
        ("depending on the variant", False),
        ("in our 1K/1K run", False),
    ],
)
def test_a_figure_said_to_vary_with_the_load_or_come_from_sweeps_is_a_curve(words: str, sweep: bool) -> None:
    text = f"On 4x MI355X with random prompts, EAGLE3 raises output throughput by 1.69x to 2.00x {words}."
    assert fires(text, "CV001") is not sweep


def test_a_speedup_column_measured_against_a_row_of_the_same_table_has_its_baseline() -> None:
    """'Ours 60.2 | 2.00x' under 'HF baseline 30.1 | 1.00x': the baseline is a row of the table
    (and the 1.00x reference row is no claim at all); a ratio no two column figures make still fires."""
    table = """Llama-2-7B on one A100, batch size 1, 128 input and 256 output tokens.

| Method | Tokens/s | Speedup |
|---|---|---|
| HF baseline | 30.1 | 1.00x |
| Ours | 60.2 | {}x |
"""
    assert not fires(table.format("2.00"), "CP003")
    assert fires(table.format("2.60"), "CP003")
    assert "1.00x" not in verdicts(table.format("2.00"), "CP003")


def test_cv001_names_the_level_its_setup_states() -> None:
    """The one level may come from a setup sentence under the heading, not the claim's own."""
    text = "## Run\n\nSetup: 64 concurrent requests on one H100.\n\nWe reach 12,400 output tok/s.\n"
    (messages,) = verdicts(text, "CV001").values()
    assert "one figure at concurrency 64 with no sweep" in messages[0]
