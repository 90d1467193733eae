"""A figureless paragraph saying how the results were obtained ("Our results were obtained by
running the inference script ... on NVIDIA DGX A100 with 1x A100 40GB GPU.") sets up the tables
under the same heading, as "measured on" does, even with another paragraph between it and them."""

from __future__ import annotations

from tests.claims.helpers import absent, claims

_DOC = """###### Base model

Our results were {verb} the `inference_benchmark.sh` script in the
NGC container on NVIDIA DGX A100 with 1x A100 40GB GPU.

The command to launch the benchmark is given in the [Benchmark](#benchmark) section.

**FP16, pure Python**

| Batch size | Sequence length | Throughput Avg (tok/s) | Latency Avg (ms) |
|---:|---:|---:|---:|
| 1 | 64 | 4,163.7 | 15.38 |
| 2 | 64 | 7,915.4 | 16.17 |
"""


def test_results_obtained_on_a_gpu_state_the_gpu_count() -> None:
    found = claims(_DOC.format(verb="obtained by running"))
    assert [c.text for c in found] == ["4,163.7", "7,915.4"]
    assert all("gpu_count" not in absent(c) for c in found)


def test_a_paragraph_that_only_describes_the_machine_states_none() -> None:
    # watched failing: "are shipped with" says what the machine is, not that the figures ran there
    found = claims(_DOC.format(verb="shipped with"))
    assert all("gpu_count" in absent(c) for c in found)
