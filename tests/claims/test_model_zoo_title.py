"""A model zoo's per-model README measures the model its title names ("# Jasper For PyTorch",
"# Tacotron 2 And WaveGlow v1.10 For PyTorch", "# BERT For PyTorch"): a table five headings below
such a title holds that speech, recommender or encoder model's figures, not an LLM's."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

_DOC = """# {title}

## Performance

### Results

#### Inference performance results

##### Inference performance: NVIDIA DGX A100 (1x A100 80GB)

| Batch size | Throughput (samples/sec) | Speed-up with mixed precision |
|---:|---:|---:|
| 1 | 31,630 | 1.00 |
| 4 | 138,226 | 2.84 |
"""


@pytest.mark.parametrize(
    "title", ["Jasper For PyTorch", "Tacotron 2 And WaveGlow v1.10 For PyTorch", "BERT For PyTorch"]
)
def test_a_table_under_a_title_naming_another_model_is_no_claim(title: str) -> None:
    assert claims(_DOC.format(title=title)) == []


def test_the_same_table_under_a_language_models_title_stays_a_claim() -> None:
    # watched failing: the title is the one change, and under an LLM's the speed-up is a claim
    assert [c.text for c in claims(_DOC.format(title="Llama 2 For PyTorch"))] == ["31,630", "138,226", "2.84"]
