"""A section headed by setup bullets ("## Results on L40S" over "- Device: one NVIDIA L40S",
"- Experimental settings: greedy decoding, batch size = 1") states the setup of its subsections'
tables ("### Qwen2-7B" and its table): research leaderboards list the device and settings once per
hardware section and give one table per model below. The bullets count when one of them is a
setup or machine label ("Device:", "Testing environment:", "Experimental settings:"); bullets that
label no setup ("- Note: ...") leave the table's fields as they were."""

from __future__ import annotations

from tests.claims.helpers import only

_DOC = """# Speed table

## Results on L40S

- {first}
- Experimental settings: greedy decoding, FP16, batch size = 1

### Qwen2-7B

| Method | Speedup |
| --- | --- |
| Medusa | 2.10x |
"""


def test_setup_bullets_under_the_parent_heading_state_the_tables_setup() -> None:
    # watched failing: the bullets sit under "## Results on L40S", the table under "### Qwen2-7B"
    claim = only(_DOC.format(first="Device: one NVIDIA L40S GPU (48GB)"))
    assert claim.state("gpu_count") == "stated"
    assert claim.state("concurrency") == "stated"


def test_a_testing_environment_label_is_a_setup_label() -> None:
    claim = only(
        _DOC.replace("- Experimental settings: greedy decoding, FP16, batch size = 1\n", "").format(
            first="Testing environment: one NVIDIA L40S GPU, batch size = 1"
        )
    )
    assert claim.state("gpu_count") == "stated"


def test_bullets_labelling_no_setup_are_not_the_tables_setup() -> None:
    doc = """# Speed table

## Results on L40S

- Note: one NVIDIA L40S GPU (48GB) was shared
- Thanks: greedy decoding, batch size = 1

### Qwen2-7B

| Method | Speedup |
| --- | --- |
| Medusa | 2.10x |
"""
    claim = only(doc)
    assert claim.state("gpu_count") != "stated"
    assert claim.state("concurrency") == "absent"
