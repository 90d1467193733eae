"""A table row naming a vision model by its configuration ("densenet_onnx_config_3", Model
Analyzer's summary of a DenseNet's configurations) measures images a second, not tokens: its
p99 latency and infer/sec are no LLM-inference claim, as a ResNet's row is not."""

from __future__ import annotations

from tests.claims.helpers import claims

TABLE = (
    "# Model Analyzer\n\n"
    "| Model Config Name | Instance Count | p99 Latency (ms) | Throughput (infer/sec) |\n|---|---|---|---|\n"
    "| {name}_onnx_config_3 | 4/GPU | 35.8 | 323.13 |\n| {name}_onnx_config_default | 1/GPU | 12.658 | 167.549 |\n"
)


def test_a_densenet_configuration_row_is_no_claim() -> None:
    assert claims(TABLE.format(name="densenet")) == []


def test_the_same_row_for_a_language_model_is_a_claim() -> None:
    # watched failing: the one word that names the model flips the verdict
    assert claims(TABLE.format(name="llama3_8b")) != []
