"""A heading that names training demos or examples ("## Parallel Training Demo", "## Fine-tuning
Examples") heads training figures: a bare "over 3x acceleration" under its model sub-heading is a
training speed-up, as under "## Training Benchmark"; under an inference demo heading it is a claim."""

from __future__ import annotations

from tests.claims.helpers import claims

DOC = "# Framework\n\n## Parallel {} Demo\n\n### GPT-2\n\n- 24x larger model size on one node\n- over 3x acceleration\n"


def test_a_ratio_under_a_training_demo_heading_is_training() -> None:
    assert claims(DOC.format("Training")) == []


def test_the_same_ratio_under_an_inference_demo_heading_is_a_claim() -> None:
    # watched flipping: "Training" -> "Inference" makes the ratio a claim
    assert [c.text for c in claims(DOC.format("Inference"))] == ["3x"]
