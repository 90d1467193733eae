"""Adding a GPU is a change of GPU count: "Adding a second GPU lifted decode from 40 to 71 tok/s"
compares one GPU with two, as "8 GPUs vs 1 GPU" does, so CP001 (unequal-gpu-comparison) fires.
Case studies often put the change in a list's lead-in and the before/after pairs in its bullets
("Adding a second GPU to the box does not raise the rate:" over "- Model A: 20.1 → 20.3 tokens/s
(+1.0%)"); the lead-in then says what each bullet compares. A bullet under another lead-in ("Moving
the card to an x8 slot:") compares one GPU count and stays quiet, and so does a lead-in about adding
GPUs over bullets that list single figures, not before/after pairs."""

from __future__ import annotations

from tests.claims.helpers import fires

_LEAD = """## Two cards

{lead}
- **model-a**:
  - Task 1: 20.10 → 20.30 tokens/s (↑1.0%)
"""


def test_a_sentence_that_adds_a_gpu_compares_unequal_counts() -> None:
    # watched failing: no count named on either side, so CP001 stayed quiet
    assert fires("Adding a second GPU lifted decode from 40 to 71 tok/s on our box.", "CP001")
    # adding something else is no change of GPU count
    assert not fires("Adding a second prompt template lifted decode from 40 to 71 tok/s on our box.", "CP001")


def test_a_lead_in_that_adds_a_gpu_makes_its_before_after_bullets_unequal() -> None:
    assert fires(_LEAD.format(lead="Adding a second GPU to a box that already fits the model does not help:"), "CP001")
    assert fires(_LEAD.format(lead="Adding another GPU does not help:"), "CP001")


def test_other_lead_ins_and_single_figures_stay_quiet() -> None:
    assert not fires(_LEAD.format(lead="Moving the card to an x8 slot does not change the rate:"), "CP001")
    single = "## Two cards\n\nAdding a second GPU to the box:\n- **model-a**: 20.10 tokens/s\n"
    assert not fires(single, "CP001")
