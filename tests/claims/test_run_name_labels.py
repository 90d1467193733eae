"""A run named as a results script names it encodes its setup in the label ("llama8b_c16_in1024_out128",
"bs8_isl2048_osl256", "conc64-in1024-out1024-tp4"): each segment is a field and its value (c/conc/bs
a load level, in/isl the prompt length, out/osl the output length, tp the tensor parallelism), so a
row labelled so states that setup, and rows whose labels differ only in the level are a sweep. A
label with one such segment only ("llama-7b-c4", where C4 is as often the dataset) reads nothing."""

from __future__ import annotations

from tests.claims.helpers import claims, fires

CAPTION = "Output tokens per second on one H100, random prompts, no speculation.\n\n"


def _table(*labels: str) -> str:
    rows = "".join(f"| {label} | {100 + 40 * i}.5 |\n" for i, label in enumerate(labels))
    return "# Results\n\n" + CAPTION + "| Run | tok/s |\n|---|---|\n" + rows


def test_run_label_states_load_and_lengths() -> None:
    text = _table("llama8b_c16_in1024_out128")
    (claim,) = claims(text)
    assert claim.state("concurrency") == "stated"
    assert claim.evidence.prompt_tokens == 1024
    assert claim.evidence.output_tokens == 128
    assert not fires(text, "OP001") and not fires(text, "OP003") and not fires(text, "OP002")


def test_run_labels_differing_in_level_are_a_sweep() -> None:
    text = _table("bs1_isl2048_osl256", "bs8_isl2048_osl256", "bs32_isl2048_osl256")
    assert [c.evidence.concurrency for c in claims(text)] == [{1}, {8}, {32}]
    assert not fires(text, "CV001")


def test_hyphenated_run_label_with_tensor_parallelism() -> None:
    text = _table("conc64-in1024-out1024-tp4")
    (claim,) = claims(text)
    assert claim.evidence.concurrency == {64}
    assert claim.evidence.prompt_tokens == 1024


def test_one_segment_reads_nothing() -> None:
    # near miss: 'c4' alone may be the C4 dataset, not a concurrency of four
    text = _table("llama-7b-c4")
    (claim,) = claims(text)
    assert claim.state("concurrency") == "absent"
