"""Speed-ups of training runs are not inference claims: the verb train governing a ratio, a
post-training or retraining object, and a setup that names training-only settings."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims


@pytest.mark.parametrize(
    ("training", "inference"),
    [
        # the object trained names an LLM: train still governs the ratio
        (
            "- Train **MoE LLMs 12x faster** with 35% less VRAM.",
            "- Serve **MoE LLMs 12x faster** with 35% less VRAM.",
        ),
        # a percentage ratio, as a table cell writes it
        (
            "| Use | Description |\n|---|---|\n| Trainer | Train LLaMA 3-8B ~20% faster on 4 A100s |\n",
            "| Use | Description |\n|---|---|\n| Trainer | Run LLaMA 3-8B ~20% faster on 4 A100s |\n",
        ),
        (
            "It delivers a 10% throughput boost for post-training loss functions.",
            "It delivers a 10% throughput boost for long-context loss functions.",
        ),
        # a row label naming the retraining phase
        (
            "| Use | Description |\n|---|---|\n| Medusa heads (Retraining Phase) | improve throughput by 40% |\n",
            "| Use | Description |\n|---|---|\n| Medusa heads (Drafting Phase) | improve throughput by 40% |\n",
        ),
    ],
)
def test_a_training_speedup_is_no_claim_and_the_same_ratio_of_inference_is(training: str, inference: str) -> None:
    assert claims(training) == []
    assert claims(inference) != []


def test_train_and_run_faster_inference_stays_a_claim() -> None:
    assert [c.text for c in claims("Run and train Qwen3.6 with MTP for 1.4-2.2x faster inference.")] == ["1.4-2.2x"]


_SETUP = (
    "### Llama\n\nBenchmark conditions: LLaMA 3-8B, Alpaca Dataset, Max seq len = 512, Data Type = bf16, "
    "Optimizer = AdamW, Gradient Checkpointing = True, Distributed Strategy = FSDP1 on 4 A100s.\n\n"
)


def test_a_figure_under_a_training_setup_is_no_claim() -> None:
    claim = "Throughput improves by around 20%, while GPU memory usage drops by 40%.\n"
    assert claims(_SETUP + claim) == []
    # watched failing: the same setup without its optimizer and checkpointing settings keeps the ratio
    plain = _SETUP.replace("Optimizer = AdamW, Gradient Checkpointing = True, ", "")
    assert [c.text for c in claims(plain + claim)] == ["20%"]
    # ... and so does a figure that says it measures inference
    assert claims(_SETUP + claim.replace("Throughput", "Inference throughput")) != []


def test_a_table_whose_setup_names_training_settings_is_no_claim() -> None:
    table = (
        "Notation: ZeRO stage (z), gradient accumulation steps (gas), micro-batch size per GPU (mbs).\n\n"
        "| Model | baseline | autotuned | improvement |\n|---|---|---|---|\n| GPT2 | 284.1 | 431.6 | 1.52x |\n"
    )
    assert claims(table) == []
    assert [c.text for c in claims(table.replace("gradient accumulation", "prefill chunk"))] == ["1.52x"]


_SPEED_TABLE = (
    "| Model | Sequence Length | GPU Number | Tokens per Second |\n|---|---|---|---|\n| Llama3 8B | 8k | 8 | 2771.2 |\n"
)


@pytest.mark.parametrize("parent", ["## Full Parameter Fine-tune", "## QLoRA Fine-tune", "# MoE Training Benchmark"])
def test_a_speed_table_under_a_training_heading_of_its_chain_is_no_claim(parent: str) -> None:
    assert claims(f"{parent}\n\n### Speed\n\n{_SPEED_TABLE}") == []


def test_a_speed_table_under_other_or_inference_headings_stays_a_claim() -> None:
    # watched failing: the same table under a heading that trains nothing, or that names inference
    assert claims(f"## Full Parameter Setup\n\n### Speed\n\n{_SPEED_TABLE}") != []
    assert claims(f"## Full Parameter Fine-tune\n\n### Inference speed\n\n{_SPEED_TABLE}") != []
    # a qualified heading that does not end in training keeps its figures
    assert claims(f"## Sparse Fine-Tuning Research\n\n### Speed\n\n{_SPEED_TABLE}") != []


def test_a_table_whose_header_names_a_training_loss_measures_training() -> None:
    table = "| Variant | Training Loss | Memory | Tokens/sec |\n|---|---|---|---|\n| LoRA | 0.54 | 27.7 | 2366.2 |\n"
    assert claims(table) == []
    assert [c.text for c in claims(table.replace("Training Loss", "Accuracy"))] == ["2366.2"]


def test_a_faster_convergence_is_no_inference_claim() -> None:
    assert claims("LoRA-GA achieves 2-4x faster convergence compared to standard LoRA.") == []
    assert [c.text for c in claims("LoRA-GA achieves 2-4x faster decoding compared to standard LoRA.")] == ["2-4x"]


def test_a_table_whose_setup_opens_on_training_is_no_claim() -> None:
    table = (
        "Train for free with our notebooks. Add a dataset, run, then deploy your trained model.\n\n"
        "| Model | Notebook | Performance | Memory use |\n|---|---|---|---|\n"
        "| Llama 3.1 (8B) | Start | 2x faster | 70% less |\n"
    )
    assert claims(table) == []
    # watched failing: the same table under a sentence that opens on something else keeps its ratio
    assert [c.text for c in claims(table.replace("Train for free", "Experiment for free"))] == ["2x"]
