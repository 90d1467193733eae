"""A list whose lead-in names the unit gives its items' bare figures that unit: "Decode throughput
(tokens/s):" over "- vLLM: 1,850" and "- TGI: 1,420", or a list right under "### Results (tok/s)".
Only a nested list's parent item and an earlier item with the same label had lent a unit, so a
README's results list, its unit written once above it, got no finding. An offered load (QPS), a
memory legend, an item that writes its own unit ("- Prompt: 7 tokens") and a lead-in that holds a
figure of its own keep their verdicts.
"""

from __future__ import annotations

from tests.claims.helpers import claims

_HEAD = "# Serving Llama 3 8B on one RTX 4090\n\n"


def test_a_paragraph_lead_in_lends_its_unit() -> None:
    found = claims(_HEAD + "Decode throughput (tokens/s):\n\n- vLLM: 1,850\n- TGI: 1,420 (batch 8)\n")
    assert [(c.text, c.kind, c.value) for c in found] == [
        ("1,850", "throughput", 1850.0),
        ("1,420", "throughput", 1420.0),
    ]


def test_a_heading_over_the_list_lends_its_unit() -> None:
    found = claims(_HEAD + "### Results (tok/s)\n\n- vLLM: 130\n- llama.cpp: 95\n")
    assert [(c.value, c.kind) for c in found] == [(130.0, "throughput"), (95.0, "throughput")]


def test_other_lead_ins_lend_nothing() -> None:
    text = (
        _HEAD
        + "### Offered load (QPS)\n\n- low: 4\n- high: 16\n\n"
        + "Memory (GB):\n\n- vLLM: 22\n\n"
        + "**TPS sweep (fresh context):**\n\n- Prompt: 7 tokens\n\n"
        + "Decode throughput at 8 users (tok/s):\n\n- vLLM: 900\n"
    )
    assert claims(text) == []
