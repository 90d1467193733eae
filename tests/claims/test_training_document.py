"""A document that says its runs are training ("The training use fp16 and runs on 1 node with 16
V100 GPUs", "train micro-batch size per GPU") and never names inference or a token rate holds
training speeds, so a result summary in another section ("- Throughput Improvement over baseline:
1.52x", DeepSpeed's autotuning READMEs) is no inference claim; the same summary in a document
that serves the model is one."""

from __future__ import annotations

from tests.claims.helpers import claims

_DOC = """# gpt2

## Environment

The training use fp16 and runs on 1 node with 16 Nvidia V100 GPUs.{extra}

## Result Summary

- Number of experiments: 34
- Throughput Improvement over baseline: 1.52x
"""


def test_a_summary_in_a_training_document_is_no_claim() -> None:
    assert claims(_DOC.format(extra="")) == []


def test_the_same_summary_where_the_model_is_served_is_a_claim() -> None:
    # watched flipping: a sentence saying the model is then served makes the summary's ratio a claim
    found = claims(_DOC.format(extra=" The tuned model is then served with vLLM."))
    assert [c.text for c in found] == ["1.52x"]
