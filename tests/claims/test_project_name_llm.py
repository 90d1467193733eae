"""A lowercase "llm" hyphenated into a repository's name ("# llm-scaler-omni", "mlc-llm") says
nothing of what a section's model generates: a diffusion table under such a title stays an
image model's speed-up, while "LLM" written as a word ("LLM serving", "LLM-based") still says
text is generated."""

from __future__ import annotations

import pytest

from tests.claims.helpers import claims

SECTION = (
    "# {title}\n\n### Cache-DiT & torch.compile Acceleration\n\n"
    "Cache-DiT accelerates diffusion model inference by caching DiT block outputs.\n\n"
    "The table below shows a comparison on Z-Image-Turbo:\n\n"
    "| No Acceleration | Cache-DiT | torch.compile |\n|:-:|:-:|:-:|\n| Baseline | ~1.5x speedup | ~2.2x speedup |\n"
)


@pytest.mark.parametrize("title", ["llm-scaler-omni", "mlc-llm"])
def test_a_project_name_with_llm_leaves_a_diffusion_table_no_claim(title: str) -> None:
    assert claims(SECTION.format(title=title)) == []


@pytest.mark.parametrize("title", ["LLM serving on XPU", "LLM-based generation"])
def test_llm_as_a_word_says_text_is_generated(title: str) -> None:
    # watched failing: the same table under a title that names an LLM keeps its ratios
    assert [c.text for c in claims(SECTION.format(title=title))] != []
