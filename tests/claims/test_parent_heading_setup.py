"""A parent heading that names the run's hardware or lengths ("### GPT-OSS-120B on 2xMI355X
(ISL=1024, OSL=1024)") sets up the comparisons grouped under it ("#### DP + TBO vs DP"), as a
heading that says "Configuration:" does."""

from __future__ import annotations

from tests.claims.helpers import absent, claims

_DOC = """## Performance baseline

### {heading}

#### DP + EP + TBO vs DP + EP

| Concurrency | Configuration | Output Throughput (tok/s) | TBO Impact |
|---|---|---|---|
| 256 | dp + ep | 13,660 | — |
| 512 | dp + ep | 15,449 | — |
"""


def test_a_parent_heading_naming_gpus_and_lengths_sets_up_the_tables_below() -> None:
    found = claims(_DOC.format(heading="GPT-OSS-120B on 2xMI355X (ISL=1024, OSL=1024)"))
    assert [c.text for c in found] == ["13,660", "15,449"]
    for claim in found:
        assert not {"gpu_count", "prompt_length", "stop_rule"} & set(absent(claim))
        assert (claim.evidence.prompt_tokens, claim.evidence.output_tokens) == (1024, 1024)


def test_a_parent_heading_naming_only_the_model_sets_up_nothing() -> None:
    # watched failing: without the hardware and lengths the heading is a title, and the rows miss them
    found = claims(_DOC.format(heading="GPT-OSS-120B"))
    for claim in found:
        assert {"gpu_count", "prompt_length", "stop_rule"} <= set(absent(claim))


def test_a_parent_heading_naming_only_lengths_in_brackets_states_them() -> None:
    found = claims(_DOC.format(heading="GPT-OSS-120B (ISL=1024, OSL=1024)"))
    for claim in found:
        assert not {"prompt_length", "stop_rule"} & set(absent(claim))
        assert "gpu_count" in absent(claim)
