"""A grouped table writes a group's setup once and leaves the cells blank below it
("| Qwen2-VL-2B | 6144 | BF16 | 1 | 36.58 |" then "|  |  | GPTQ-Int8 | 1 | 29.53 |"): a blank setup cell
whose cells to the left are blank too continues the group above; a blank cell after a filled one
does not."""

from __future__ import annotations

from tests.claims.helpers import absent, claims

TABLE = (
    "We test generating 2048 tokens with batch size 1 on one A100.\n\n"
    "| Model | Input Length | Quantization | Speed(tokens/s) |\n"
    "| --- | --- | --- | --- |\n"
    "| Qwen2-VL-2B | 6144 | BF16 | 36.58 |\n"
    "| {label} |  | GPTQ-Int8 | 29.53 |\n"
)


def test_a_blank_cell_in_a_group_continues_the_setup_above() -> None:
    claim = next(c for c in claims(TABLE.format(label="")) if c.text == "29.53")
    assert "prompt_length" not in absent(claim)
    assert claim.evidence.prompt_tokens == 6144


def test_a_blank_cell_after_a_filled_label_states_nothing() -> None:
    # watched flipping: a row that names its own model opens another group, its blank length is unknown
    claim = next(c for c in claims(TABLE.format(label="Qwen2-VL-7B")) if c.text == "29.53")
    assert "prompt_length" in absent(claim)


# A CPU engine's sweep written as groups: the core count opens a group, the rows under it leave the
# label blank and repeat only what changes (batch, input length), not the output length.
SWEEP = (
    "| Cores | Batch size | Input length | Output length | Throughput (tokens/s) |\n"
    "| --- | --- | --- | --- | --- |\n"
    "| 32 | 1 | 256 | 64 | 12.5 |\n"
    "|  | 4 | 256 |  | 40.2 |\n"
    "| {label} | 8 | 512 |  | 61.7 |\n"
)


def test_a_row_with_a_blank_label_keeps_the_groups_blank_setup_cells() -> None:
    found = {c.text: c for c in claims(SWEEP.format(label=""))}
    for text in ("40.2", "61.7"):
        assert "stop_rule" not in absent(found[text])
        assert found[text].evidence.output_tokens == 64


def test_a_row_with_its_own_label_opens_a_group_without_the_cells_above() -> None:
    # watched flipping: the third row names its own core count, so its blank output length is unknown
    found = {c.text: c for c in claims(SWEEP.format(label="64"))}
    assert "stop_rule" not in absent(found["40.2"])
    assert "stop_rule" in absent(found["61.7"])
