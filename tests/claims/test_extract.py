"""Claim extraction: what is a claim, what is a decoy, and where each claim sits."""

from __future__ import annotations

import math

import pytest

from tests.claims.helpers import absent, claims, fires, only


@pytest.mark.parametrize(
    ("sentence", "text", "kind", "value"),
    [
        ("The engine serves 606 tok/s on one GPU.", "606 tok/s", "throughput", 606.0),
        ("It reached 1,301.65 tokens per second.", "1,301.65 tokens per second", "throughput", 1301.65),
        ("Throughput hit 12 tokens/sec.", "12 tokens/sec", "throughput", 12.0),
        ("The model runs at 869 tokens-per-sec.", "869 tokens-per-sec", "throughput", 869.0),
        ("It sustained 15.75 req/s.", "15.75 req/s", "throughput", 15.75),
        ("One decode worker achieves roughly 10 rps.", "10 rps", "throughput", 10.0),
        ("DistServe sustains 3.2x higher goodput than vLLM.", "3.2x", "speedup", 3.2),
        ("We measured 780 output TPS.", "780 output TPS", "throughput", 780.0),
        ("Per GPU that is 1,200 tok/s/GPU.", "1,200 tok/s/GPU", "throughput", 1200.0),
        ("FastServe is 2.5x faster than vLLM.", "2.5x", "speedup", 2.5),
        ("It delivers 3x the throughput of the old stack.", "3x", "speedup", 3.0),
        ("Prefix caching gives 38% higher throughput.", "38% higher", "speedup", 38.0),
        ("The scheduler cuts latency in half.", "cuts latency in half", "speedup", 2.0),
        ("It claims a 2.2-3.6x speedup.", "2.2-3.6x", "speedup", 2.2),
        ("It improves throughput by up to 4 times.", "4 times", "speedup", 4.0),
        ("Decoding takes 6.0 ms/token.", "6.0 ms/token", "latency", 6.0),
        ("It serves a token every 0.57 s between tokens.", "0.57 s between tokens", "latency", 0.57),
        ("TTFT of 120 ms at one request.", "TTFT of 120 ms", "latency", 120.0),
        # a multiple said as a verb, before or after the speed it multiplies
        ("With the new kernels, decode speed doubled.", "speed doubled", "speedup", 2.0),
        ("The new release triples decode throughput.", "triples decode throughput", "speedup", 3.0),
        ("Throughput has nearly quadrupled since v0.4.", "Throughput has nearly quadrupled", "speedup", 4.0),
        ("Throughput nearly doubles when batching 8 requests.", "Throughput nearly doubles", "speedup", 2.0),
        ("Tokens per second improved by a factor of 3.", "3", "speedup", 3.0),
        ("Time per output token falls by 40% with CUDA graphs.", "40%", "speedup", 40.0),
    ],
)
def test_claims_are_found(sentence: str, text: str, kind: str, value: float) -> None:
    claim = only(sentence)
    assert (claim.text, claim.kind, claim.value) == (text, kind, value)


@pytest.mark.parametrize(
    "sentence",
    [
        "You need Python 3.10 or newer and CUDA 12.1.",
        "Posted 2024-11-02 · 9 min read.",
        "Run `edgebench serve --port 8089 --ctx 32768`.",
        "The model has a 128K context window and 70B parameters.",
        "Each MI300X has 192 GB of HBM3 and 5.2 TB/s of memory bandwidth.",
        "Mixtral scores 70.6% on MMLU.",
        "The fine-tuned model gains +5.2% accuracy and -3% loss.",
        "Acceptance is 68.9% for code, and the acceptance rate is 2x higher with the new drafter.",
        "KIVI gives 2.6x lower peak memory and up to 4x larger batches.",
        "The RTX 4090's Tensor Cores have 2x throughput with fp16 accumulation compared to fp32 accumulation.",
        "Mixtral 8x7B on 8x MI300X with 2 × RTX 3090 on PCIe 4.0 x8.",
        "Stable language modeling on streams of up to 4 million tokens.",
        "See [the 2x faster post](https://example.com/606-tok-s) for details.",
        # a time or a change of something other than a generation step's speed
        "It reduces model loading time by 50% on Llama.",
        "This cuts the build time of the docs site by 50% for LLM users.",
        "It reduces the memory footprint of the KV cache for long prompts by 40% on Llama.",
        "The patch improves accuracy on long context tasks by 5% for Llama.",
        "Quantization brings a memory increase of 20% for Llama.",
        "Quantization gives a 40% decrease in memory for Llama.",
        "The page load has a 2x slowdown.",
        "The fix recovers +5% of the accuracy on MMLU.",
        "It gives a cost reduction of 10% compared with the homogeneous deployment of Llama.",
        "Training throughput doubled with FSDP on Llama.",
        "The memory footprint of Llama doubled.",
        "The number of Llama users tripled this year.",
        "Quantization gives a 40% reduction in memory on Llama.",
        "The model load time of Llama went from 30 s to 18 s.",
        "RDMA over Thunderbolt gives a 99% reduction in latency between devices for Llama.",
        "It gives a 3x reduction in network latency for Llama.",
    ],
)
def test_decoys_are_not_claims(sentence: str) -> None:
    found = [c.text for c in claims(sentence)]
    if "2x faster post" in sentence:
        # the link text is prose and may claim; the link target never does
        assert "606" not in " ".join(found)
        return
    assert found == []


def test_code_fences_inline_code_and_html_tags_are_skipped() -> None:
    text = """# Title

```text
Throughput: 81.74 requests/s, 20926.37 tokens/s
```

Use `--rate 50 tok/s` to cap it.

<!-- It reached 999 tok/s. -->

<div><img src="a.png" alt="It reached 999 tok/s."></div>
<div><img alt="It reached 999 tok/s" src="speed.png" width="48%"></div>

<p align="center">Qwen3-8b 999 tok/s</p>

<script>const speed = "it reached 999 tok/s on one GPU";</script>

    indented code 123 tok/s
"""
    assert claims(text) == []


def test_prose_between_the_tags_of_an_html_block_is_read() -> None:
    """A caption after an image ('</picture><br>' and a sentence, with no blank line between) is
    prose inside an HTML block; it keeps its own line."""
    text = """Intro.

<picture>
<img src="/assets/figure6.png" width="48%">
</picture><br>
Performance comparison showing spec decode delivering up to 1.5x speedup at QPS=1 on 4xH100.
"""
    (claim,) = claims(text)
    assert (claim.text, claim.line) == ("1.5x", 6)
    assert claim.state("gpu_count") == "stated"
    assert [c.text for c in claims("<div>It reached 999 tok/s on one H100.</div>\n")] == ["999 tok/s"]


def test_a_ratio_on_tensor_cores_is_a_claim_when_something_ran_on_them() -> None:
    assert only("FlashInfer w/ Tensor Cores is 3x faster than vLLM PageAttention at batch 64.").value == 3.0


def test_the_baseline_after_a_ratio_does_not_decide_what_it_measures() -> None:
    # "fp16" names the baseline here, not the quantity (as in "2x fp16 TFLOPS")
    assert only("The fp8 kernels accelerate decoding by up to 2x compared with fp16 kernels.").value == 2.0
    assert claims("It needs 2x less memory compared with fp16 weights.") == []
    assert "2.1x" in [c.text for c in claims("The repeats differ 2.1x (93.7 vs 199.4 tok/s, cold first run).")]


def test_worded_comparison_without_a_figure_is_a_claim() -> None:
    claim = only("Inside FasterTransformer it runs faster than the FP16 model.")
    assert claim.kind == "speedup" and math.isnan(claim.value)


def test_worded_comparison_is_dropped_when_its_sentence_has_a_figure() -> None:
    assert [c.text for c in claims("It is 2x faster than vLLM and runs faster than TGI.")] == ["2x"]


def test_positions_in_paragraph_list_and_table() -> None:
    text = """# Doc

Intro line.
The server reached **606 tok/s** here.

- item one
  - nested item with 2.5x faster decode

| System | Speed (tok/s) |
|---|---|
| vLLM | 401.3 |
"""
    lines = text.splitlines()
    found = {c.text: c for c in claims(text)}
    for claim_text in ("606 tok/s", "2.5x", "401.3"):
        claim = found[claim_text]
        source_line = lines[claim.line - 1]
        assert source_line[claim.col - 1 :].startswith(claim_text), (claim_text, claim.line, claim.col)


def test_table_cells_take_their_unit_from_the_header_or_the_caption() -> None:
    text = """Figures are output tokens per second per user.

| Model | Provider A | Provider B |
|---|---|---|
| Llama 405B | 129 | 72 |
"""
    assert sorted(c.value for c in claims(text)) == [72.0, 129.0]


def test_table_batch_and_latency_columns_are_not_claims() -> None:
    text = """| Batch size | Output throughput (tok/s) | Average latency (s) |
|---|---|---|
| 256 | 1846 | 17.750 |
"""
    assert [c.text for c in claims(text)] == ["1846"]


def test_a_row_label_naming_a_per_token_latency_makes_its_cells_latency_claims() -> None:
    """'ms/token (CPU @ Platinum 8260) | 74 | 77' under quantization columns: the label is the
    unit of the row; a file-size row of the same table is no claim."""
    text = """| | Q4_0 | F16 |
|---|---|---|
| ms/token (CUDA @ V100 SXM2) | 8.1 | 19.1 |
| file size | 3.3G | 12G |
"""
    assert [(c.text, c.kind, c.line) for c in claims(text)] == [("8.1", "latency", 3), ("19.1", "latency", 3)]
    unlabelled = """| | Q4_0 | F16 |
|---|---|---|
| CUDA @ V100 SXM2 | 8.1 | 19.1 |
"""
    assert claims(unlabelled) == []


def test_a_unit_column_gives_each_row_its_unit() -> None:
    """'metric | value | unit' (a generated report): 'throughput | 43.09 | tokens/s' is a speed;
    'mean | 0.0234 | s' is a per-token latency only under a heading that says per token; memory
    and count rows, and seconds under a plain latency heading, are no claims."""
    report = """# decode:

## throughput:

| metric | value | unit |
| :----- | ----: | ---: |
| throughput | 43.09 | tokens/s |
| max_ram | 1449.19 | MB |

# per_token:

## latency:

| metric | value | unit |
| :----- | ----: | ---: |
| count | 3510 | - |
| mean | 0.023359 | s |
| p99 | 32.7 | ms |
"""
    found = [(c.text, c.kind, c.line) for c in claims(report)]
    assert found == [("43.09", "throughput", 7), ("0.023359", "latency", 17), ("32.7", "latency", 18)]
    plain = report.replace("# per_token:", "# prefill:")
    assert [(c.text, c.kind) for c in claims(plain)] == [("43.09", "throughput")]
    requests = "| name | value | units |\n|---|---|---|\n| rate | 12.5 | req/s |\n| size | 12 | GB |\n"
    assert [(c.text, c.kind) for c in claims(requests)] == [("12.5", "throughput")]
    no_unit_column = "| metric | value | note |\n|---|---|---|\n| throughput | 43.09 | tokens/s |\n"
    assert claims(no_unit_column) == []


def test_speedup_column_cells_with_an_x_are_ratios() -> None:
    """'1.3x' and 'Up to ~4.0x' under a Speedup header are read like a bare '1.3' there."""
    text = """LLM decoding kernels for 2-bit weights.

| Kernel | Scheme | Speedup |
|---|---|---|
| CUDA | 2x8 | Up to ~3.0x |
| Triton | KxN | 1.3x |
"""
    found = claims(text)
    assert [(c.text, c.kind, c.value) for c in found] == [("~3.0x", "speedup", 3.0), ("1.3x", "speedup", 1.3)]


def test_a_heading_naming_a_speedup_makes_bare_table_figures_ratios() -> None:
    """'### Speedup of Transformer Inference' over 'Batch Size | Sequence Length | LightSeq fp16':
    the heading says what the bare figures are; the batch and length columns stay setup."""
    table = """| Batch Size | Sequence Length | LightSeq fp16 | LightSeq int8 |
|---|---|---|---|
| 8 | 32 | 8.24 | 8.75 |
"""
    found = claims("### Speedup of Transformer Inference\n\n" + table)
    assert [(c.text, c.kind, c.value) for c in found] == [("8.24", "speedup", 8.24), ("8.75", "speedup", 8.75)]
    assert found[0].state("concurrency") == "stated"
    assert [c.text for c in claims("### Decoding speed-ups on one A100\n\n" + table)] == ["8.24", "8.75"]
    # what is sped up is training, or the heading names no speed-up: no claim
    assert claims("### Speedup of Transformer Training\n\n" + table) == []
    assert claims("### Accuracy improvement\n\n" + table) == []
    assert claims("### Transformer Inference\n\n" + table) == []


def test_a_speed_header_in_milliseconds_is_a_time_not_a_rate() -> None:
    """'Speed CPU (ms)' under a document whose setup names tokens/s: a time per image, no
    throughput claim; 'Speed (tokens/s)' and 'Decode speed (ms/token)' stay claims."""
    setup = "Throughput (tokens/s) of Llama-2-7B on one A100, batch 1.\n\n"
    table = """| Model | Size (pixels) | Speed CPU (ms) | Speed<br>V100 b1<br>(ms) |
|---|---|---|---|
| Det-S | 640 | 98 | 6.4 |
"""
    assert claims(setup + table) == []
    rate = claims(setup + table.replace("Speed CPU (ms)", "Speed (tokens/s)"))
    assert [(c.text, c.kind) for c in rate] == [("98", "throughput")]
    per_token = claims(setup + table.replace("Speed CPU (ms)", "Decode speed (ms/token)"))
    assert [(c.text, c.kind) for c in per_token] == [("98", "latency")]


def test_the_text_of_an_html_caption_is_read_as_a_paragraph() -> None:
    """'<p align="center"><picture>...</picture><br> Performance comparison ... 1.5x Speedup ...</p>':
    the caption's text is prose at its own line; an image's alt text, a comment and layout are not."""
    text = """# Results

<p align="center">
<picture>
<img src="a.png" width="48%" alt="3x faster decoding">
</picture><br>
Spec decode delivers up to 1.5x speedup at QPS=1 for Llama3-70B on ShareGPT with 4xH100.
</p>

<div align="center"><sup>1</sup>Carnegie Mellon University <!-- 2x faster decoding --></div>
"""
    found = claims(text)
    assert [(c.text, c.line) for c in found] == [("1.5x", 7)]
    assert found[0].state("content_type") == "stated" and found[0].state("gpu_count") == "stated"
    assert claims(text.replace("1.5x speedup", "better speed")) == []


def test_a_web_servers_request_rate_is_not_an_llm_claim() -> None:
    """Req/s of a web framework (HTTP endpoints, no model) in a table or a sentence: no claim."""
    text = """# Performance

The framework is benchmarked with `wrk` on HTTP routes (JSON and plaintext).

| Framework | Req/s | Latency p99 |
|---|---|---|
| ours | 120,000 | 2.1 ms |

The plaintext route handles 95,000 req/s on a single core.
"""
    assert claims(text) == []


def test_a_request_rate_of_an_http_endpoint_serving_a_model_stays_a_claim() -> None:
    (claim,) = claims("The OpenAI-compatible HTTP endpoint served 12 req/s with Llama 3 8B.")
    assert claim.text == "12 req/s"


def test_a_nested_item_takes_the_unit_its_parent_item_names() -> None:
    """'- Decode Speed (tokens/s):' over '- Engine: 8.73 (32 cores) -> 11.26': one claim with that
    unit; without the unit in the parent label the bare figure is no claim."""
    text = """- Decode Speed (tokens/s):
  - Engine: 8.73 (32 cores) -> 11.26 (dual-socket)
"""
    assert [(c.text, c.unit) for c in claims(text)] == [("8.73", "tokens/s")]
    assert claims(text.replace(" (tokens/s)", "")) == []


def test_a_header_cell_can_make_its_own_claim() -> None:
    """A ratio in a header cell is a claim; the rows' setup is not its setup."""
    text = """| Basic generation | Inference with CUDA graphs (3x speedup) |
|---|---|
| batch 16 | [notebook](https://example.com) |
"""
    (claim,) = claims(text)
    assert claim.text == "3x" and claim.line == 1
    assert claim.state("concurrency") == "absent"


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        ("The FP8 build cut TTFT by 40% under light load.", "40%"),
        # the object of 'cuts ... by N%' qualified or glossed, and a generation step's time as a latency
        ("LMCache Lab cuts decoding latency for code/text editing by **60%** on Llama.", "60%"),
        ("Prefix caching cuts average latency for multi-turn chat by 30% in vLLM.", "30%"),
        ("Speculation can reduce token generation time (measured as TPOT) by 60% on Llama.", "60%"),
        ("The new scheduler reduces end-to-end response time for long documents by 35% on Llama 3.", "35%"),
        # a decrease as the direction of a percentage
        ("Prefix caching causes less than 1% decrease in throughput at a 0% hit rate.", "1% decrease"),
        ("The new kernel gives a 20% decrease in latency on Llama.", "20% decrease"),
        ("We see a 15% throughput decrease at batch 64 on vLLM.", "15% throughput decrease"),
        # a slowdown is a speed ratio too
        ("At high QPS we see a 1.4x slowdown on Llama3-70B with 4xH100.", "1.4x"),
        # a signed change said to be of the metric
        ("Batching two prompts per step is worth about +8% of total TPS per GPU.", "8% of total TPS"),
        ("The new build loses -5% of output throughput on Llama.", "5% of output throughput"),
        ("A 100K-token request took 41 seconds to first token.", "41 seconds to first token"),
        ("It reached a throughput of 15.75 req/s.", "15.75 req/s"),
        ("We saw 1.2k tok/s.", "1.2k tok/s"),
        ("Throughput went up 2.5-fold.", "2.5-fold"),
        ("Disaggregation gives about 30% lower ITL than two regular instances.", "30% lower"),
        ("CLLMs show $2.4\\times$ improvements in generation speed.", "2.4\\times"),
        ("A demo with significant improvements ($\\sim3\\times$) in generation speed.", "3\\times"),
    ],
)
def test_more_claim_forms(sentence: str, text: str) -> None:
    assert [c.text for c in claims(sentence)] == [text]


def test_offered_load_is_a_condition_not_a_claim() -> None:
    assert claims("Our p99 latency is 2.1 s at 32 QPS.") == []


def test_a_made_up_case_set_out_earlier_in_the_paragraph_is_an_illustration() -> None:
    """'Figure 1 shows a simple case where ...': the paragraph's figures illustrate; a simple
    experiment is measured."""
    made_up = (
        "Figure 1 shows a simple case where an application with high throughput has a low goodput. "
        "The application has a throughput of 10 requests per second."
    )
    assert claims(made_up) == []
    measured = made_up.replace("shows a simple case where", "shows a simple experiment in which")
    assert [c.text for c in claims(measured)] == ["10 requests per second"]


def test_same_settings_states_a_baseline_only_for_a_fully_specified_test() -> None:
    vague = "SGLang was 1.3x faster in the same configuration."
    full = (
        "On one H100 with 8 concurrent requests, 512-token ShareGPT prompts, exactly 128 output tokens, "
        "no speculative decoding and total output tokens / wall, SGLang was 1.3x faster in the same configuration."
    )
    assert fires(vague, "CP003")
    assert not fires(full, "CP003")


def test_html_table_cells_are_read_like_a_pipe_tables() -> None:
    """A <thead>/<th> header names the speed column; each speed cell is one claim on its line."""
    text = """Speed of each model.

<table>
  <thead>
    <tr><th>Model</th><th>Input Length</th><th>Speed (tokens/s)</th></tr>
  </thead>
  <tbody>
    <tr><td rowspan="2">7B</td><td>1</td><td>414.17</td></tr>
    <tr><td>6144</td><td>1426.46</td></tr>
  </tbody>
</table>
"""
    lines = text.splitlines()
    found = claims(text)
    assert [c.text for c in found] == ["414.17", "1426.46"]
    for claim in found:
        assert lines[claim.line - 1][claim.col - 1 :].startswith(claim.text)


def test_html_table_whose_first_row_of_td_cells_is_the_header() -> None:
    """One cell per line, the header written with <td>: the model-size and memory cells are no claims."""
    text = """<table>
<tr>
<td>Model Size</td>
<td>Speed (Tokens/s)</td>
<td>GPU Memory Usage</td>
</tr>
<tr>
<td>7B</td>
<td>40.93</td>
<td>16.99GB</td>
</tr>
</table>
"""
    claim = only(text)
    assert (claim.text, claim.line) == ("40.93", 9)


def test_a_rowspan_cell_states_setup_for_the_rows_it_spans_and_is_claimed_once() -> None:
    text = """<table>
<tr><th>Input Length</th><th>Quantization</th><th>Speed (tokens/s)</th></tr>
<tr><td rowspan="2">6144</td><td>BF16</td><td>1426.46</td></tr>
<tr><td>FP8</td><td>1572.95</td></tr>
<tr><td>1</td><td>BF16</td><td>414.17</td></tr>
</table>
"""
    found = {c.text: c for c in claims(text)}
    assert sorted(found) == ["1426.46", "1572.95", "414.17"]
    assert found["1572.95"].state("prompt_length") == "stated"
    assert "6144" in (found["1572.95"].facts["prompt_length"].value or "")


def test_an_html_block_without_a_table_is_prose_and_a_broken_table_does_not_fail() -> None:
    assert [(c.text, c.line) for c in claims("<div>\nThe engine reached 999 tok/s.</div>\n")] == [("999 tok/s", 2)]
    broken = "<table><tr><th>Speed (tok/s)</th></tr><tr><td colspan=99999>12.5\n\nNext paragraph: 5 tok/s.\n"
    assert [c.text for c in claims(broken)] == ["12.5", "5 tok/s"]


def _changelog(llm_line: str, filler: str) -> str:
    """A long release log of some other tool: 60 entries, one naming GPU detection."""
    entries = [f"- {filler} ([#{1000 + i}](https://example.invalid/pull/{1000 + i}))" for i in range(60)]
    entries[7] = "- Add auto-detection for AMD GPUs ([#1007](https://example.invalid/pull/1007))"
    entries[30] = llm_line
    return "# Changelog\n\n## 0.7.12\n\n### Performance\n\n" + "\n".join(entries) + "\n"


def test_a_speedup_in_a_long_document_about_something_else_is_no_claim() -> None:
    """A changelog that names GPUs once in 4,000 characters is not about LLM inference: its
    'cold resolves 10% faster' is a package manager's speedup."""
    filler = "Avoid reading the lockfile twice when resolving workspace members"
    text = _changelog("- Make cold resolves about 10% faster", filler)
    assert len(text) > 3000
    assert claims(text) == []
    # the same entry saying what it speeds up, in the same document, is a claim
    (claim,) = claims(_changelog("- Make prefill of long prompts about 10% faster", filler))
    assert claim.text == "10% faster"
    # watched failing: a document that names its LLM topic throughout keeps the bare entry
    served = "Reuse the KV cache of finished requests when serving a model on GPUs"
    assert [c.text for c in claims(_changelog("- Make cold resolves about 10% faster", served))] == ["10% faster"]


def test_a_ratio_column_of_a_table_in_a_document_about_something_else_is_no_claim() -> None:
    """A codec's benchmark table: 'Ratio' is its compression ratio and MB/s its speed, in a
    long page that never says what LLM inference would. The topic rule of prose holds for tables."""
    table = """## Benchmarks

Several codecs were compared on one desktop CPU over a corpus of mixed files.

| Codec | Ratio | Compress | Decompress |
|---|---|---|---|
| ours -1 | 2.88 | 510 MB/s | 1580 MB/s |
| other -1 | 2.74 | 95 MB/s | 400 MB/s |
"""
    filler = "\n".join(f"- Option `--level={i}` trades speed for a smaller output file." for i in range(60))
    text = "# A compression library\n\n" + filler + "\n\n" + table
    assert len(text) > 3000
    assert claims(text) == []
    # watched failing: the same page measuring a model's speed-ups is about LLM inference
    served = text.replace("Ratio", "Speedup (decode, tokens/s)")
    assert [c.text for c in claims(served)] == ["2.88", "2.74"]


def test_a_max_output_length_column_is_no_output_rate() -> None:
    """PF001 compares a row's throughput with its output-rate column, never with a length column."""
    lengths = """TPU serving on a TPU v5e-8 slice.

Date | Device | batch size | max input length | max output length | throughput (token/s)
---- | ------ | ---------- | ---------------- | ----------------- | --------------------
2024-04-24 | TPU v5e-8 | 128 | 1024 | 1024 | 8249
"""
    assert not fires(lengths, "PF001")
    rates = """| Batch | Output tok/s | Total throughput (tok/s) |
|---|---|---|
| 128 | 207 | 2727 |
"""
    assert fires(rates, "PF001")


def test_a_version_hyphenated_to_a_model_name_is_a_name_not_a_figure() -> None:
    """'Phi-3.5 tokens/s' and 'Llama-3 tok/s' name the model whose speed is meant: no 3.5 tok/s."""
    assert claims("Phi-3.5 tokens/s on the laptop CPU were measured by the team.") == []
    assert claims("GPT-4 tokens per second are not public for this model.") == []
    # watched failing: a range's end and a figure after the name stay figures
    assert [c.text for c in claims("Decoding is 2-3x faster with the draft model on the GPU.")] == ["2-3x"]
    assert [c.text for c in claims("Llama-3 8B decodes at 45 tok/s on one A100.")] == ["45 tok/s"]


@pytest.mark.parametrize(
    ("heading", "claimed"),
    [
        ("Memory (RSS in MB)", False),
        ("Peak VRAM", False),
        ("Model size on disk", False),
        ("Accuracy", False),
        ("Multiple GPUs, 4-bit", True),  # the same engines again: the speed table's unit carries over
        ("Memory and throughput", True),
    ],
)
def test_a_table_repeating_a_speed_tables_columns_under_another_quantitys_heading_is_no_claim(
    heading: str, claimed: bool
) -> None:
    text = f"""### Decode throughput (tok/s)

| Model | higgs | mlx_lm | vllm-mlx |
|---|---|---|---|
| Llama-3.2-1B-4bit | 448 | 421 | 433 |

### {heading}

| Model | higgs | mlx_lm | vllm-mlx |
|---|---|---|---|
| Llama-3.2-1B-4bit | 974 | 1356 | 1380 |
"""
    values = {c.value for c in claims(text)}
    assert {448.0, 421.0, 433.0} <= values
    assert ({974.0, 1356.0, 1380.0} <= values) is claimed


@pytest.mark.parametrize(
    "document",
    [
        "- **SLOs**:\n  - Maximize Throughput: ≥ 100 requests per second\n  - Decode: 30 tokens/s per user\n",
        "Our performance targets:\n\n- 30 tokens/s per user on one GPU\n- 5 requests per second per replica\n",
        "- Latency requirements:\n  - 40 tok/s per stream on one H100\n",
        "This use case demands:\n\n- Sustained throughput > 10 tokens/sec on one GPU\n",
        "How much traffic can it sustain? Our requirements were explicit:\n\n- Mean TPOT: about 50 tokens/s\n",
    ],
)
def test_items_under_a_label_of_goals_set_thresholds_not_results(document: str) -> None:
    assert claims(document) == []
    measured = document.replace("SLOs", "Results").replace("performance targets", "results")
    measured = measured.replace("Latency requirements", "Latency results").replace("demands", "measured")
    measured = measured.replace("Our requirements were explicit", "We measured")
    assert claims(measured), measured


def test_a_column_of_standard_deviations_is_no_speed_of_its_own() -> None:
    table = (
        "Decoding Llama 3 8B on one A100 at batch size 1:\n\n"
        "| Metric | Mean | {spread} |\n|---|---|---|\n"
        "| Inference speed in tokens/sec | 32.56 | 0.50 |\n"
    )
    assert [c.text for c in claims(table.format(spread="Std Dev"))] == ["32.56"]
    assert [c.text for c in claims(table.format(spread="Median"))] == ["32.56", "0.50"]
    assert [c.text for c in claims(table.format(spread="tok/s (mean ± std)"))] == ["32.56", "0.50"]


@pytest.mark.parametrize("header", ["TPS Stddev (greedy)", "Throughput std", "Decode tok/s variance"])
def test_a_speed_column_that_names_only_its_spread_is_the_spread(header: str) -> None:
    """A header naming a speed and then its spread alone holds spreads; with its mean it holds figures."""
    table = (
        "Decoding Llama 3 8B on one A100 at batch size 1:\n\n"
        "| Precision | Decode tok/s | {header} | Coefficient of Variation |\n|---|---|---|---|\n"
        "| INT4 | 52.2 | 1.18 | ~4% |\n"
    )
    assert [c.text for c in claims(table.format(header=header))] == ["52.2"]
    with_mean = header.replace("Stddev", "mean ± std").replace("std", "mean ± std").replace("variance", "(mean ± σ)")
    assert [c.text for c in claims(table.format(header=with_mean))] == ["52.2", "1.18"]


@pytest.mark.parametrize(
    "sentence",
    [
        "Runs of Llama 3 8B were stable (P5-P95 spread < 1 TPS).",
        "The standard deviation of Llama 3 8B decoding was 0.4 tok/s across five runs.",
        "Decode speed of the 7B model varied little, with a stddev of 1.2 tokens/s.",
        "Jitter of the 7B model stayed under 3 ms per token.",
    ],
)
def test_a_spread_of_speeds_is_no_speed(sentence: str) -> None:
    assert claims(sentence) == []
    measured = sentence.replace("spread < ", "").replace("standard deviation", "speed").replace("a stddev of", "")
    assert claims(measured.replace("Jitter", "Latency")), measured


def test_a_figure_with_its_spread_after_it_keeps_its_own_value() -> None:
    """'18.7 ± 0.4 tok/s' is a speed of 18.7, not of 0.4."""
    found = claims("Llama 3 8B decodes at 18.7 ± 0.4 tok/s on one A770.")
    assert [(c.text, c.value) for c in found] == [("18.7 ± 0.4 tok/s", 18.7)]


@pytest.mark.parametrize(
    "sentence",
    [
        "We can observe that EfficientNet-B1 is 7.6x smaller and 5.7x faster than ResNet-152.",
        "On image classification the fused kernel is 2.1x faster than the eager one.",
    ],
)
def test_a_ratio_about_a_vision_model_is_not_an_llm_claim(sentence: str) -> None:
    assert claims(sentence) == []
    llm = sentence.replace("EfficientNet-B1", "Llama-3-8B decoding").replace("image classification", "LLM decoding")
    assert claims(llm), llm


def test_a_gpu_computing_post_that_never_names_language_models_is_about_something_else() -> None:
    """A GPU vendor's post on stencil kernels says GPU, ROCm, throughput and latency on every
    line, and nothing of tokens or language models: its '34x faster' is a kernel speed-up."""
    filler = "\n\n".join(
        f"Step {i}: the kernel reads the halo into LDS on the GPU, and ROCm profiling shows memory "
        "throughput and latency per launch for the model of the wave equation."
        for i in range(30)
    )
    claim = "\n\nOffloading the loop with hipstdpar makes the solver 34x faster than the CPU baseline.\n"
    text = "# Seismic stencils on MI250\n\n" + filler + claim
    assert len(text) > 3000
    assert claims(text) == []
    # watched failing: the same post serving a language model, named throughout, keeps the ratio
    served = filler.replace("model of the wave equation", "tokens of the language model it serves")
    assert [c.text for c in claims("# Serving on MI250\n\n" + served + claim)] == ["34x"]


def test_a_generated_per_token_latency_report_claims_its_statistics_not_its_sum_or_spread() -> None:
    report = (
        "# per_token:\n\n## latency:\n\n| metric | value | unit |\n| :--- | ---: | ---: |\n"
        "| count | 3510 | - |\n| total | 80.914947 | s |\n| mean | 0.023053 | s |\n"
        "| p99 | 0.033489 | s |\n| stdev | 0.001990 | s |\n"
    )
    assert [c.text for c in claims(report)] == ["0.023053", "0.033489"]
    # watched failing: the same rows named as statistics of a per-token time are claims
    renamed = report.replace("| total |", "| p50 |").replace("| stdev |", "| p90 |")
    assert [c.text for c in claims(renamed)] == ["80.914947", "0.023053", "0.033489", "0.001990"]


@pytest.mark.parametrize(
    "document",
    [
        "Through expert parallelism, MoE model training can be accelerated by nearly 10 times.",
        "Unsloth makes Qwen3 fine-tuning 2× faster and uses 70% less VRAM.",
        "**Train Qwen** models 2× faster using 70% less VRAM.",
        "### Train\n\nLightSeq can achieve about 1.47x speedup using batch size 4096 on 8 V100 GPUs.\n",
    ],
)
def test_speedups_of_training_are_not_inference_claims(document: str) -> None:
    assert claims(document) == []


@pytest.mark.parametrize(
    "document",
    [
        "### Train\n\nThe trained model then decodes 1.47x faster with LightSeq inference.\n",
        "### Evaluation\n\nLightSeq can achieve about 1.47x speedup using batch size 4096 on 8 V100 GPUs.\n",
        "Speculative decoding makes generation 2x faster than training-free baselines.",
    ],
)
def test_inference_speedups_beside_training_words_stay_claims(document: str) -> None:
    assert claims(document), document


@pytest.mark.parametrize(
    "item",
    [
        "- The diffusers library for diffusion models integrates FlashAttention.\n  Up to 2x faster inference.\n",
        "- OpenFold reproduces AlphaFold 2. With FlashAttention it runs inference up to 3x faster on short inputs.\n",
    ],
)
def test_a_speedup_in_an_item_about_another_kind_of_model_is_not_an_llm_claim(item: str) -> None:
    assert claims(item) == []
    # watched failing: the item naming text generation keeps the ratio
    assert claims(item.replace("faster", "faster for token generation")), item


def test_a_per_token_row_in_seconds_is_a_per_token_latency() -> None:
    table = (
        "Tested on one H200 with Qwen3-30B-A3B at concurrency 64 on ShareGPT:\n\n"
        "| Metric | Baseline | Quantized |\n|---|---|---|\n"
        "| Mean TTFT | 1.139s | 1.235s |\n| Mean TPOT | 0.024s | 0.026s |\n"
    )
    found = [(c.text, c.value) for c in claims(table)]
    assert found == [("0.024s", 24.0), ("0.026s", 26.0)]
    # watched failing: the same figures under a time-to-first-token label are no per-token time
    assert claims(table.replace("Mean TPOT", "Mean E2E")) == []


@pytest.mark.parametrize(
    ("header", "cell", "state", "phrase"),
    [
        ("Spec Dec (B)", "-", "stated", "no draft model"),
        ("Spec Dec (B)", "1.5", "stated", "speculative"),
        ("Draft model", "Llama-3.2-1B", "stated", "draft"),
        ("Speculative decoding", "none", "stated", "no draft model"),
        ("Spec decode", "", "absent", None),  # an empty cell says nothing
        ("Quant", "4", "absent", None),  # another setup column is no speculation
    ],
)
def test_a_speculation_column_states_each_rows_speculative_decoding(
    header: str, cell: str, state: str, phrase: str | None
) -> None:
    text = f"""One Apple M4 Max, LM Studio.

| Model | Speed (T/s) | {header} |
|---|---|---|
| qwen 2.5 32B | 30 | {cell} |
"""
    claim = only(text)
    assert claim.state("spec_decoding") == state
    if phrase is not None:  # the phrase read: off ("no draft model") or on ("speculative", "Draft")
        assert (claim.facts["spec_decoding"].value or "").lower() == phrase


_PHASE_TABLE = """## Results

| Model | Engine | prefill tok/s | decode tok/s |
|---|---|---|---|
| F16 | llama.cpp | 108.49 | 19.76 |
| Q4_0 | llama.cpp | 62.06 | 32.35 |

## Four-way comparison

| Model and metric | cpp-CPU | cpp-GPU |
|---|---|---|
"""


@pytest.mark.parametrize(
    ("rows", "claimed"),
    [
        # the earlier table's measures, transposed: each row takes its measure's unit
        ("| F16 prefill | 108.49 | 202.80 |\n| F16 decode | 19.76 | 18.67 |\n", {108.49, 202.80, 19.76, 18.67}),
        ("| Q4_0 decode | 32.35 | 32.43 |\n| Q4_0 prefill | 62.06 | 615.22 |\n", {32.35, 32.43, 62.06, 615.22}),
        # rows naming other quantities, or one measure row alone, repeat nothing
        ("| F16 memory | 3.1 | 3.2 |\n| Q4_0 memory | 1.1 | 1.2 |\n", set()),
        ("| F16 decode | 19.76 | 18.67 |\n| F16 load time | 2.1 | 1.9 |\n", set()),
    ],
)
def test_a_table_repeating_an_earlier_tables_measures_as_row_labels_takes_their_units(
    rows: str, claimed: set[float]
) -> None:
    found = [c for c in claims(_PHASE_TABLE + rows) if c.line > 8]
    assert {c.value for c in found} == claimed
    assert all(c.unit == "tok/s" and c.kind == "throughput" for c in found)


@pytest.mark.parametrize(
    ("heading", "rows", "ratios"),
    [
        ("## Δ% (CPU→GPU)", "| F16 prefill | +87.0 | −3.9 |\n", [1.87, 0.961]),
        ("### Change (%) against the baseline", "| decode tok/s | -5.5 % | +0.2 % |\n", [0.945, 1.002]),
        # a delta of something else, or signed figures under a plain heading, are no claims
        ("## Δ% (CPU→GPU)", "| MMLU | +1.2 | −0.4 |\n", []),
        ("## Comparison", "| F16 prefill | +87.0 | −3.9 |\n", []),
    ],
)
def test_signed_cells_under_a_percentage_change_heading_are_speed_changes(
    heading: str, rows: str, ratios: list[float]
) -> None:
    setup = "One RTX 4090, llama.cpp against llm.rs, decode of 128 tokens."
    text = f"{setup}\n\n{heading}\n\n| Metric | cpp | llmrs |\n|---|---|---|\n{rows}"
    found = [c for c in claims(text) if c.kind == "speedup"]
    assert [c.unit for c in found] == ["%"] * len(ratios)
    assert [c.evidence.ratio for c in found] == pytest.approx(ratios)


@pytest.mark.parametrize(
    ("text", "field", "state"),
    [
        # a paragraph hard-wrapped at the author's line width: the reader reads on across the break
        ("Prefill latency per token rises from\n0.27 ms/token at 128 tokens on one A10.", "prompt_length", "stated"),
        ("The prefill kernel reaches 3,700 tokens/s\nat 128 tokens on one RTX 5070.", "prompt_length", "stated"),
        ("Decode reaches 95 tok/s on one RTX 5070, the mean taken\nover 100 requests.", "aggregation", "stated"),
    ],
)
def test_a_wrapped_paragraph_is_read_across_its_line_breaks(text: str, field: str, state: str) -> None:
    claim = claims(text)[0]
    assert claim.state(field) == state


@pytest.mark.parametrize(
    ("heading", "claimed"),
    [
        ("# prefill:", True),
        ("# decode:", True),
        # samples of a training run or of an image model are no requests of a language model
        ("# training:", False),
        ("# image classification:", False),
    ],
)
def test_a_samples_per_second_unit_row_under_an_inference_phase_is_a_request_rate(heading: str, claimed: bool) -> None:
    text = f"""{heading}

## throughput:

| metric     |     value   |   unit |
| :--------- | --------:   | -----: |
| throughput | 30.82 | samples/s |
"""
    found = claims(text)
    assert bool(found) is claimed
    if claimed:
        assert found[0].unit == "samples/s" and found[0].state("aggregation") == "stated"


@pytest.mark.parametrize(
    "paragraph",
    [
        "For instance, a system ingesting a constant 10RPS gets one last request late. "
        "Then a benchmark taking 30s would measure 7.5RPS instead of the expected 10.",
        "For example, a system can generate 100 tokens per second. With 1000 tokens, users wait 10 seconds.",
    ],
)
def test_an_example_about_an_unnamed_system_is_made_up(paragraph: str) -> None:
    assert claims(paragraph) == []
    # watched failing: the same figures measured on a named engine are claims
    assert claims(paragraph.replace("For instance, a system", "vLLM").replace("For example, a system", "vLLM"))


@pytest.mark.parametrize(
    "text",
    [
        "That is a **2.15x faster** vLLM startup path, driven by decoupling cache allocation from inference.",
        "The new format gives 3x faster model loading for every checkpoint.",
        "Fusing the final ops streamlines the MoE path, with an expected 6% performance gain.",
        "# Turbocharge Your Diffusion Inference\n\n| Model | Backend | Time | Speedup |\n|---|---|---|---|\n"
        "| Qwen-Image | TeaCache | 10.47s | 1.91x |\n",
    ],
)
def test_start_up_loading_expected_gains_and_diffusion_tables_are_not_inference_claims(text: str) -> None:
    assert claims(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "EAGLE makes decoding 2x faster than the baseline from the start of each request.",
        "The new kernel gives 3x faster prefill on long prompts, with model loading unchanged.",
        "# Serving Qwen3\n\n| Model | Backend | Time | Speedup |\n|---|---|---|---|\n"
        "| Qwen3-8B | EAGLE | 10.47s | 1.91x |\n",
    ],
)
def test_inference_speedups_beside_those_words_stay_claims(text: str) -> None:
    assert claims(text), text


def test_a_table_row_labelled_with_waking_or_loading_is_no_inference_speedup() -> None:
    table = (
        "# Sleep mode on one H100\n\nServing Qwen3 with vLLM.\n\n"
        "| Metric | Without | With | Gain |\n|---|---|---|---|\n"
        "| **Qwen3-0.6B Wake Time** | 0.27s | 0.18s | **33% faster** |\n"
        "| **Phi-3-vision Inference** | 0.81s | 0.57s | **30% faster** |\n"
        "| Model load time | 40s | 12s | 3.3x faster |\n"
    )
    assert [c.text for c in claims(table)] == ["30% faster"]


def test_a_row_labelled_with_a_compiled_mode_keeps_its_speedup_but_compile_time_does_not() -> None:
    """'compiled' and 'torch.compile' name how the model ran; 'Compile time' and 'Compilation' the work."""
    table = (
        "Decoding Mistral 7B on one MI250 at batch size 1:\n\n| Mode | Speedup |\n|---|---|\n"
        "| compiled | 2.2x |\n| torch.compile + INT8 | 3.1x |\n| Gemma (compile) | 1.9x |\n"
        "| Compile time | 1.5x |\n| Compilation | 1.4x |\n"
    )
    assert [c.text for c in claims(table)] == ["2.2x", "3.1x", "1.9x"]


def test_a_row_or_column_that_names_training_holds_no_inference_claim() -> None:
    """'LoRA fine-tuning throughput' and 'Training Speed' measure training; the decode row and
    column beside them, and a training-free drafter, are inference claims."""
    rows = (
        "Qwen3 8B on one L40S:\n\n| Task | Baseline | Ours |\n|---|---|---|\n"
        "| SFT throughput | 210 token/s | 380 token/s |\n| Decode throughput | 40 tok/s | 55 tok/s |\n"
        "| Training-free drafter speedup | 1.00x | 1.7x |\n"
    )
    assert [c.text for c in claims(rows)] == ["40 tok/s", "55 tok/s", "1.7x"]
    columns = "| Model | Pre-training speed | Decode speed |\n|---|---|---|\n| Qwen3-8B | 3,100 tok/s | 45 tok/s |\n"
    assert [c.text for c in claims(columns)] == ["45 tok/s"]


def test_a_ratio_or_gain_of_another_quantity_is_no_speedup_column_or_row() -> None:
    """'Mean PPL ratio', 'Compression ratio', 'Acceptance ratio' and 'Accuracy gain' hold no
    speed-ups; 'Speedup' and 'Memory-bound speedup' beside them do."""
    rows = (
        "Mistral 7B quantized, decoding on one RTX 4090:\n\n| Metric | q4 | q6 |\n|---|---|---|\n"
        "| Mean PPL ratio | 1.0142 | 1.0024 |\n| Accuracy gain | 1.2 | 1.1 |\n| Decode speedup | 1.9 | 1.5 |\n"
    )
    assert [c.text for c in claims(rows)] == ["1.9", "1.5"]
    columns = (
        "Mistral 7B quantized, decoding on one RTX 4090:\n\n"
        "| Format | Compression ratio | Acceptance ratio | Memory-bound speedup |\n|---|---|---|---|\n"
        "| q4 | 3.2 | 0.8 | 1.9 |\n"
    )
    assert [c.text for c in claims(columns)] == ["1.9"]


@pytest.mark.parametrize(
    ("first", "detail"), [("Parameter", "Default"), ("Option", "Example Value"), ("Flag", "Description")]
)
def test_a_reference_table_of_settings_holds_no_claims(first: str, detail: str) -> None:
    """'| Parameter | Description | Default |' lists values a user may set; a table of flags and
    the speeds measured with them is a result."""
    table = (
        f"Serving Qwen3 with the CPU experts kernel:\n\n| {first} | Notes | {detail} |\n|---|---|---|\n"
        "| `--experts-per-token` | Experts per token to defer | `2` |\n| `--decode-cap` | Decode limit | 30 tok/s |\n"
    )
    assert claims(table) == []
    assert "30 tok/s" in [c.text for c in claims(table.replace(f"| {first} |", "| Run |"))]
    measured = (
        "Decoding Llama 2 7B Q4_0 on an i7:\n\n| Flags | tok/s |\n|---|---|\n| (none) | 4.05 |\n| -t 8 | 4.27 |\n"
    )
    assert [c.text for c in claims(measured)] == ["4.05", "4.27"]


def test_the_label_column_of_a_table_names_each_rows_setting_not_a_figure() -> None:
    table = (
        "### Throughput (tokens/s)\n\nQwen3-Next-80B on 4 x RTX 4090, tensor parallel size 4, ShareGPT:\n\n"
        "| GPU Expert Ratio | random | uniform |\n|---|---|---|\n| 0% | 53.01 | 52.96 |\n| 10% | 56.63 | 56.57 |\n"
    )
    assert [c.text for c in claims(table)] == ["53.01", "52.96", "56.63", "56.57"]
    # an explicit ratio in the label column of a speed-up table is still one
    assert [c.text for c in claims("| Speedup | Llama 8B |\n|---|---|\n| 1.5x | decoding |\n")] == ["1.5x"]


@pytest.mark.parametrize(
    ("header", "rows", "texts"),
    [
        # the unit written once, in the column's first figure: the bare figures below share it
        (
            "| Method | 2-7B |",
            "| FP16 | 55.9 tok/s |\n| AQLM 2 Bit | 81.5 |\n| QTIP 2 Bit | 188 |\n",
            ["55.9 tok/s", "81.5", "188"],
        ),
        ("| Engine | Llama-2-13B |", "| llama.cpp | 12.4 tokens/s |\n| ours | 19.5 |\n", ["12.4 tokens/s", "19.5"]),
        # a column whose cells give no speed unit stays unread
        ("| Method | Size |", "| FP16 | 13.5 GB |\n| AQLM 2 Bit | 2.4 |\n", []),
    ],
)
def test_a_unit_in_one_cell_of_a_column_is_the_unit_of_its_bare_figures(
    header: str, rows: str, texts: list[str]
) -> None:
    text = f"Decode speed at batch 1 on one RTX 4090.\n\n{header}\n|---|---|\n{rows}"
    assert [c.text for c in claims(text)] == texts


@pytest.mark.parametrize(
    ("rows", "found"),
    [
        # "+30%" under a throughput column is a change against the table's reference row; the
        # reference ("100% baseline", "100%") is no claim
        ("| FP16 | ~16 GB | 100% baseline |\n| INT8 | ~8 GB | +30% |\n| INT4 | ~4 GB | +100% |\n", [1.3, 2.0]),
        ("| FP16 | ~16 GB | 100% |\n| INT8 | ~8 GB | 130% |\n| INT4 | ~4 GB | -10% |\n", [1.3, 0.9]),
    ],
)
def test_percentages_under_a_throughput_column_are_changes_against_its_reference_row(
    rows: str, found: list[float]
) -> None:
    text = f"Llama-3-8B on one L4:\n\n| Precision | VRAM | Throughput |\n|---|---|---|\n{rows}"
    speedups = [c for c in claims(text) if c.kind == "speedup"]
    assert [c.unit for c in speedups] == ["%"] * len(found)
    assert [c.evidence.ratio for c in speedups] == pytest.approx(found)
    assert all(c.kind != "throughput" for c in claims(text))


@pytest.mark.parametrize(
    ("paragraph", "claimed"),
    [
        # a sentence whose subject is a model does not take its paragraph's other subject
        ("Public models should get 80-90% of matrix fusion speeds.\nThe QuIP# codebase has plumbing for fusion.", True),
        ("The quantized model runs 2x faster. Our codebase is small.", True),
        # a sentence with no subject still takes its paragraph's
        ("Our linter scans the codebase. It is 30x faster than the old one.", False),
        ("The parser is 4x faster than RapidJSON.", False),
    ],
)
def test_a_sentence_about_a_model_keeps_its_claim_beside_other_subjects(paragraph: str, claimed: bool) -> None:
    assert bool(claims(paragraph)) is claimed


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        # swapping the served model is loading it: the ratio is no inference speed
        ("With the cache kept warm, the new mode gives **25x faster model switching** on one A100.", False),
        ("Waking is 12-40x faster than a full reload of the weights.", False),
        ("Sleeping engines come back 6x faster than reloading them from disk.", False),
        # the same ratio about decoding, or about switching between requests, stays a claim
        ("With the cache kept warm, the new mode gives **25x faster decoding** on one A100.", True),
        ("Continuous batching is 3x faster than switching between requests one at a time.", True),
    ],
)
def test_model_switching_and_reloading_ratios_are_not_inference_claims(text: str, claimed: bool) -> None:
    assert bool(claims(text)) is claimed


@pytest.mark.parametrize(
    ("sentence", "unit"),
    [
        # "requests/second" spelt out, and a rate per accelerator named by its part number
        ("The engine sustains 3.9 requests/second at 16 QPS on 8x MI300X.", "3.9 requests/second"),
        ("Wide-EP serving reaches 2.2k tok/s/H200 on the decode nodes.", "2.2k tok/s/H200"),
        ("The cluster delivers 1,450 tokens/s/MI300X with FP8 weights.", "1,450 tokens/s/MI300X"),
    ],
)
def test_requests_per_second_spelt_out_and_rates_per_named_accelerator_are_found(sentence: str, unit: str) -> None:
    assert unit in [c.text for c in claims(sentence)]


def test_a_count_of_requests_or_a_part_number_after_a_slash_is_no_rate() -> None:
    assert claims("The engine handled 3.9 requests per batch on average in the second test.") == []
    assert claims("Figure 3 compares tokens/H200 across the 12 runs.") == []


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        # a count that grew is no speed, however its gain is worded
        (
            "After the template fix on vLLM, the number of valid tool calls jumped from **180** to **900**, "
            "a **5x** improvement that put us close to the hosted endpoint's performance.",
            False,
        ),
        ("After the template fix on vLLM, the number of valid tool calls jumped from 180 to 900 (a 5x gain).", False),
        ("On Qwen3 with vLLM, the count of parsed answers rose from 40 to 120, a 3x improvement.", False),
        # counted per unit of time, or said to be faster, it is a speed
        (
            "After the template fix on vLLM, the number of requests completed per second jumped from 18 to 90, "
            "a 5x improvement that put us close to the hosted endpoint's performance.",
            True,
        ),
        ("On Qwen3 with vLLM, the number of tokens decoded rose 3x, with 3x faster decoding.", True),
    ],
)
def test_a_grown_count_is_no_speed_claim(text: str, claimed: bool) -> None:
    assert bool(claims(text)) is claimed


@pytest.mark.parametrize(
    ("header", "cell", "prompt", "output"),
    [
        ("Input/output seq length", "2048/256", "2048 input tokens", "256 output tokens"),
        ("ISL/OSL", "1k/1k", "1k input tokens", "1k output tokens"),
        ("In/Out (tokens)", "**512/128**", "512 input tokens", "128 output tokens"),
    ],
)
def test_a_column_of_length_pairs_states_prompt_and_output_lengths(
    header: str, cell: str, prompt: str, output: str
) -> None:
    text = (
        "Llama-3-8B on vLLM, one L4:\n\n"
        f"| Model | {header} | Concurrency | Output throughput (tok/s) |\n|---|---|---|---|\n"
        f"| Llama-3-8B | {cell} | 16 | 512.3 |\n"
    )
    (claim,) = claims(text)
    assert claim.facts["prompt_length"].value == prompt
    assert claim.facts["stop_rule"].value == output
    assert claim.state("stop_rule") == "stated"


def test_a_pair_column_whose_cell_is_no_pair_states_no_lengths() -> None:
    text = (
        "Llama-3-8B on vLLM, one L4:\n\n"
        "| Model | Input/output | Concurrency | Output throughput (tok/s) |\n|---|---|---|---|\n"
        "| Llama-3-8B | text/text | 16 | 512.3 |\n"
    )
    (claim,) = claims(text)
    assert claim.state("stop_rule") == "absent"
    assert claim.state("prompt_length") == "absent"


_TRAINING_TABLE = (
    "## Results\n\n#### {heading}\n\n{lead}\n\n"
    "| Mode | # GPUs | Throughput (tokens/GPU/s) | Time per Step (s) |\n|---|---|---|---|\n"
    "| colocated | 4 | 3050 | 420 |\n| async reward | 5 | 2800 | 360 |\n"
)


@pytest.mark.parametrize(
    ("heading", "lead", "claimed"),
    [
        # a table under a training heading, or led in by a training measure
        ("Fine-tuning with LoRA", "Measured on four A100 GPUs.", False),
        ("Results on A100", "The training throughput on four A100 GPUs is as follows.", False),
        ("LoRA adapters", "The fine-tuning step time on four A100 GPUs is as follows.", False),
        # the same table said to decode, or under a heading of no training, stays claims
        ("Fine-tuning with LoRA", "The rollout decoding throughput on four A100 GPUs is as follows.", True),
        ("Results on A100", "Measured on four A100 GPUs.", True),
        ("Training-free drafting", "Measured on four A100 GPUs.", True),
    ],
)
def test_a_table_of_training_figures_holds_no_claims(heading: str, lead: str, claimed: bool) -> None:
    assert bool(claims(_TRAINING_TABLE.format(heading=heading, lead=lead))) is claimed


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        # a ratio the sentence judges acceptable is a tolerance, not a measurement
        (
            "Users of an LLM server care about latency, but a 3x latency slowdown for 8x more users is acceptable.",
            False,
        ),
        ("For chat serving with vLLM, a 5% decode slowdown would be tolerable if TTFT halves.", False),
        # measured, or only its side cost judged, it stays a claim
        ("With vLLM, a 2x speedup on Llama 3 is measured at batch 1 and is acceptable.", True),
        ("Speculative decoding gives 2x faster decoding on Llama 3; the draft's memory cost is acceptable.", True),
    ],
)
def test_a_ratio_judged_acceptable_is_a_tolerance(text: str, claimed: bool) -> None:
    assert bool(claims(text)) is claimed


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        # start-up, loading or waking named as the subject right before the ratio
        ("- **Deep sleep wake is ~4x slower than light sleep** (1.2s vs 0.3s on Llama-3-8B)", False),
        ("With the new checkpoint format, model loading is now 3x faster on one H100.", False),
        ("On vLLM, cold starts were **2.5x** slower than warm ones.", False),
        # decoding as the subject stays a claim
        ("With the new checkpoint format, decoding is now 3x faster on one H100.", True),
    ],
)
def test_a_ratio_whose_subject_is_start_up_or_loading_is_no_inference_claim(text: str, claimed: bool) -> None:
    assert bool(claims(text)) is claimed


@pytest.mark.parametrize(
    ("heading", "headers", "claimed"),
    [
        # a table of image or video generation: its heading names the task, its headers a per-video unit
        ("512x512 T2I, 30 steps", "| Strategy | Concurrency | Throughput |", False),
        ("DiT serving on 4 GPUs", "| Strategy | Concurrency | Throughput |", False),
        ("Serving on 4 GPUs", "| Strategy | Concurrency | Throughput | Energy/video |", False),
        # the same table of a language model stays claims
        ("Llama-3-8B decoding on 4 GPUs", "| Strategy | Concurrency | Throughput (tok/s) |", True),
    ],
)
def test_tables_of_text_to_image_dit_or_per_video_figures_are_other_modalities(
    heading: str, headers: str, claimed: bool
) -> None:
    columns = headers.count("|") - 1
    row = "| DP4 | 4 | 151.9 |" + " 12 Wh |" * (columns - 3)
    text = f"#### {heading}\n\n{headers}\n|{'---|' * columns}\n{row}\n"
    assert bool(claims(text)) is claimed


@pytest.mark.parametrize(
    ("header", "reference", "other"),
    [("Speedup", "1.00x", "1.8x"), ("Ratio to Eager", "1", "2.4"), ("Speed-up vs FP16", "1.0", "1.35")],
)
def test_the_reference_row_of_a_ratio_column_is_no_claim(header: str, reference: str, other: str) -> None:
    """The row the ratios are measured against holds 1 by definition; the others are claims."""
    table = (
        f"Decoding Llama 3 8B on one MI210 at batch size 1:\n\n| Mode | {header} |\n|---|---|\n"
        f"| FP16 | {reference} |\n| INT8 | {other} |\n"
    )
    assert [c.text for c in claims(table)] == [other]
    assert [c.text for c in claims(table.replace(f"| {reference} |", "| ~1.0x |"))] == ["~1.0x", other]


def test_the_batched_bench_columns_state_prompt_output_and_batch() -> None:
    """'| PP | TG | B |' together are prompt, generated and batch sizes; 'PP' beside 'TP' alone is
    pipeline parallelism and states no prompt length."""
    table = (
        "Mistral 7B Q4_0 on one RTX 3090, greedy, random tokens, no speculative decoding:\n\n"
        "| PP | TG | B | S_TG t/s |\n|---|---|---|---|\n| 256 | 64 | 1 | 88.2 |\n"
    )
    assert [absent(c) for c in claims(table)] == [[]]
    parallel = table.replace("| PP | TG | B |", "| TP | PP | B |")
    assert {"prompt_length", "stop_rule", "concurrency"} <= set(absent(only(parallel)))


@pytest.mark.parametrize(
    "entry",
    [
        "- 5-20% Faster huff0 decode. Impacts zstd as well.",
        "- Optimization on token writer. ~2-4% faster.",
        "- zstd: 10-15% faster block decoding on amd64",
    ],
)
def test_a_codecs_decode_and_token_words_do_not_name_llm_inference(entry: str) -> None:
    """In a long changelog of a compression library, 'decode' and 'token' are the codec's words."""
    filler = "Avoid reading the frame header twice when resetting a stream"
    assert claims(_changelog(entry, filler)) == []
    # watched failing: the same entry in LLM inference's own phrases is a claim
    llm_entry = entry.replace("huff0 decode", "speculative decoding").replace("block decoding", "decoding throughput")
    llm_entry = llm_entry.replace("token writer", "output tokens per second")
    assert len(claims(_changelog(llm_entry, filler))) == 1


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        ("- Slow targets (72B Q8_0 @ 6 tok/s): **+80% speedup** with the right draft model", "80% speedup"),
        ("With a 1B draft, the 8B target runs at 45 tok/s on one H100.", "45 tok/s"),
        ("The 70B target model gets 2.1x faster with the drafter.", "2.1x"),
    ],
)
def test_a_target_beside_a_draft_is_the_target_model_not_a_goal(sentence: str, text: str) -> None:
    assert text in [c.text for c in claims(sentence)]
    # watched failing: without a draft in the sentence, "target" names a goal
    assert claims("Our target is 1,000 tok/s for this service.") == []


def test_a_column_of_goals_or_estimates_holds_no_claims() -> None:
    """'| Target Speed | Recommended Draft | Expected Gain |': conditions and expected gains, not results;
    a measured column beside a target column stays a claim."""
    guide = """| Target Speed | Recommended Draft | Expected Gain |
|---|---|---|
| < 8 tok/s | 3B Q4_K_M | +60-80% |
| > 30 tok/s | Not recommended | Overhead > gains |
"""
    assert claims(guide) == []
    measured = """| Model | Batch | t/s/u | Target t/s/u |
|---|---|---|---|
| Llama-3.1-70B | 32 | 15.2 | 20 |
"""
    assert [c.text for c in claims(measured)] == ["15.2"]
    # watched failing: the same column measured is a claim
    assert [c.text for c in claims(guide.replace("Target Speed", "Measured Speed"))] == ["8 tok/s", "30 tok/s"]


@pytest.mark.parametrize(
    "sentence",
    [
        "- P99 TTFT is 333ms higher than median (13% variance)",
        "- P99 TPOT is 19ms higher than median (45% variance)",
        "The p99 inter-token latency sits 40 ms above the mean.",
    ],
)
def test_a_tails_gap_to_its_own_median_is_a_spread_not_a_latency(sentence: str) -> None:
    assert claims(sentence) == []
    # watched failing: a gap to another system's median is a comparison, still a claim
    assert claims("Our TPOT is 12 ms lower than the median of the baseline runs.") != []


def test_a_latency_row_label_makes_its_millisecond_cells_latency_claims() -> None:
    """'| TPOT | 44.7ms | ... | 4.8ms |' in a metric-per-row percentile table: per-token
    latencies; '| E2EL | 8026.7ms |' and '| Mean E2E latency | 4.9 s |' whole requests' latencies;
    the standard-deviation column is neither."""
    text = """| Metric | Avg | P99 | Std Dev |
|---|---|---|---|
| TPOT | 44.7ms | 62.8ms | 4.8ms |
| E2EL | 8026.7ms | 8235.0ms | 312.1ms |
| Mean E2E latency | 4.9 s | 5.2 s | 0.3 s |
"""
    assert [(c.text, c.kind, c.line) for c in claims(text)] == [
        ("44.7ms", "latency", 3),
        ("62.8ms", "latency", 3),
        ("8026.7ms", "latency", 4),
        ("8235.0ms", "latency", 4),
        ("4.9 s", "latency", 5),
        ("5.2 s", "latency", 5),
    ]
    # watched failing: row labels that name no latency hold no claims
    other = text.replace("| TPOT |", "| Memory |").replace("| E2EL |", "| Load |").replace("Mean E2E latency", "Boot")
    assert claims(other) == []


@pytest.mark.parametrize(
    "text",
    [
        # a figure guessed or denied is no measurement
        "Processing 8 requests together on one H100 isn't 8x slower than processing 1—it might only be 1.5-2x slower.",
        "On one H100 with vLLM, Llama-3-8B might be 2x faster with FP8.",
        "On one H100 with vLLM, EAGLE might reach 40 tok/s on code.",
    ],
)
def test_a_guessed_or_denied_figure_is_no_claim(text: str) -> None:
    assert claims(text) == []


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        ("On one H100 with vLLM, Llama-3-8B is not 2x faster than TGI; it is 1.3x faster than TGI.", "1.3x"),
        ("On one H100 with vLLM, Llama-3-8B is not only 2x faster than TGI but also cheaper.", "2x"),
        # watched failing: the same sentence without the guess is a claim
        ("On one H100 with vLLM, Llama-3-8B is 2x faster with FP8.", "2x"),
    ],
)
def test_a_measured_figure_beside_a_denial_stays_a_claim(text: str, figure: str) -> None:
    assert [c.text for c in claims(text)] == [figure]


@pytest.mark.parametrize(
    "text",
    [
        "The number of requests in the log grew 5x more requests than last week.",
        "We ran 3x more requests than in the first test.",
    ],
)
def test_more_requests_that_are_a_count_are_no_claim(text: str) -> None:
    assert claims(text) == []


@pytest.mark.parametrize(
    "text",
    [
        # a latency of the network, of start-up or of a page load is not the model's
        "Network latency went from 9 ms to 2 ms after the switch upgrade.",
        "Network latency between nodes rose from 2 ms to 9 ms.",
        "Startup latency grew from 20 s to 45 s with the larger image.",
    ],
)
def test_latencies_of_other_work_are_no_claims(text: str) -> None:
    assert claims(text) == []
    # watched failing: the model's latency said the same way is a claim
    assert claims(text.replace("Network latency", "Decode latency").replace("Startup latency", "Prefill latency"))


@pytest.mark.parametrize(
    "text",
    [
        "On one RTX 5070, prefill latency grows from 35 ms to 1.76 s.",
        "P99 TTFT rose from 200 ms at 8 users to 3.4 s at 64 users on one H100.",
        "At high load latency rose from 20 ms to 80 ms on one H100 with vLLM.",
    ],
)
def test_a_rising_latency_is_a_latency_claim(text: str) -> None:
    assert [c.kind for c in claims(text)][-1:] == ["latency"]


def test_a_bare_labelled_figure_takes_the_unit_its_label_carried_earlier_in_the_list() -> None:
    """'Output Throughput: 132.75 ± 8.54' under 'Statistics:' after the runs' 'Output Throughput:
    138.03 tok/s': the unit is written once; an item whose label never carried one is no claim."""
    doc = (
        "# Results on one A100\n\n"
        "- Runs:\n  - `run1`:\n    - Latency: 0.51s\n    - Output Throughput: 138.03 tok/s\n"
        "- **Statistics:**\n\n  - Latency: 0.52 ± 0.03\n  - Output Throughput: 132.75 ± 8.54\n  - Requests: 12\n"
    )
    found = {c.text: c.kind for c in claims(doc)}
    assert found == {"0.51s": "latency", "138.03 tok/s": "throughput", "0.52": "latency", "132.75": "throughput"}
    # watched failing: under another heading the label gives no unit
    other = doc.replace("- **Statistics:**", "## Statistics\n\n- **Statistics:**")
    assert "132.75" not in {c.text for c in claims(other)}


_MEMORY_BOUND = "LLM inference on GPUs is memory-bound: every decoded token reads the weights and the KV cache. "


@pytest.mark.parametrize(
    "sentence",
    [
        # bounds, suppositions and arithmetic of a blog's explanation are not measurements
        "So the theoretical maximum is about 140 tokens/s on an A100.",
        "At batch 1, a 70B model would take at least 40 ms per token on one H100.",
        "If each token takes 20 ms, a 500-token answer takes 10 seconds.",
    ],
)
def test_bounds_and_suppositions_are_no_claims(sentence: str) -> None:
    assert claims(_MEMORY_BOUND + sentence) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "We measured 130 tokens/s on one A100, close to the theoretical maximum.",
        "The maximum throughput is 3,000 tok/s at concurrency 64 on one H100.",
        "If we enable speculative decoding, throughput rises to 2,000 tok/s on one H100.",
        "If the batch size is 64, vLLM reaches 3,000 tok/s on one H100.",
        "Overlapping the sampling round trip translates to a 2.4x throughput improvement on one Inferentia2.",
        "Eight H100s delivered 10,000 tok/s with vLLM, which works out to 1,250 tok/s per GPU.",
    ],
)
def test_measured_figures_beside_those_words_stay_claims(sentence: str) -> None:
    assert claims(_MEMORY_BOUND + sentence), sentence


@pytest.mark.parametrize(
    "text",
    [
        # the rows "increases speed N x" and "generates N tokens in M s" need a speed and a generation
        "On one H100 the tokenizer processes 10,000 tokens in 0.5 seconds.",
        "On one H100 with vLLM, quantization increases memory savings 2x.",
    ],
)
def test_other_quantities_said_the_same_way_are_no_claims(text: str) -> None:
    assert claims(text) == []
    # watched failing: a generation or a speed said the same way is a claim
    said = text.replace("the tokenizer processes", "Llama-3-8B generates").replace("memory savings", "throughput")
    assert claims(said), said


@pytest.mark.parametrize(
    ("item", "kept"),
    [
        ("- Up to 6 times faster for RLHF reward-model training\n", []),
        ("- A 35% speedup fine-tuning GPT-2 on a single node\n", []),
        ("- 3.2x faster during LoRA pre-training on 4 nodes\n", []),
        # the sentence goes on to inference: only the ratio said of inference is a claim
        (
            "- Up to 4.1 times faster for multi-node pretraining and 1.3 times faster for one-GPU inference\n",
            ["1.3 times"],
        ),
        # counter-examples: training sped up with inference, or training-free methods as the baseline
        ("- Up to 2x faster for training and inference of Llama models\n", ["2x"]),
        # "single server" between the ratio and training is no serving word
        (
            "- Up to 5.2 times faster for single server pretraining and 1.3 times faster for one-GPU decoding\n",
            ["1.3 times"],
        ),
        ("- Speculative decoding runs 2.5x faster than training-free drafters\n", ["2.5x"]),
    ],
)
def test_a_ratio_whose_object_is_training_is_no_inference_claim(item: str, kept: list[str]) -> None:
    """What a ratio speeds up, named right after it, decides: 'faster for ... training' and
    'speedup fine-tuning X' measure training, even where the sentence goes on to inference."""
    assert [c.text for c in claims(item)] == kept


@pytest.mark.parametrize(
    ("header", "label"),
    [("Throughput", "Llama 7B"), ("Speed", "Llama 13B"), ("Score", "Throughput increase")],
)
def test_a_ratio_in_a_speed_column_or_row_is_a_speedup(header: str, label: str) -> None:
    """'| Throughput | 2.30x |' and a 'Throughput increase' row of '1.39x' are ratios of a speed
    (they were no claim: the cell is no bare number); a ratio under another column is not."""
    table = (
        "Machine B over machine A, Llama decoding at batch size 1 on one CPU socket:\n\n"
        f"| Model | Latency speedup | {header} |\n|---|---|---|\n| {label} | 2.10x | 2.30x |\n"
    )
    found = [(c.text, c.kind) for c in claims(table)]
    assert ("2.30x", "speedup") in found
    # watched failing: under a column and in a row that name no speed, the ratio is no claim
    other = table.replace(f"| {header} |", "| Compression |").replace(f"| {label} |", "| Llama 7B |")
    assert [c.text for c in claims(other)] == ["2.10x"]


@pytest.mark.parametrize("label", ["Acceptance length", "Accuracy (GSM8K)", "Peak memory"])
def test_a_row_naming_another_quantity_takes_no_speed_unit_from_its_column(label: str) -> None:
    """In a metric | value table, '| Acceptance length | 2.35 |' beside '| Output throughput |
    140.2 tok/s |' is a length, not 2.35 tok/s; another speed row keeps the column's unit."""
    table = (
        "Qwen3-8B with an EAGLE drafter, MT-Bench prompts, 1024 max output tokens, one H100, batch 1:\n\n"
        f"| Metric | Value |\n|---|---|\n| {label} | 2.35 |\n| Output throughput | 140.2 tok/s |\n"
    )
    assert [c.text for c in claims(table)] == ["140.2 tok/s"]
    assert [c.text for c in claims(table.replace(f"| {label} |", "| Decode rate |"))] == ["2.35", "140.2 tok/s"]


@pytest.mark.parametrize(
    "caption",
    ["Max throughput batch sizes used by our engine:", "Peak batch sizes chosen by the scheduler:", "Batch sizes:"],
)
def test_a_table_listing_batch_sizes_takes_no_unit_from_the_table_before(caption: str) -> None:
    """A table headed 'Max throughput batch sizes used by X:' after a tokens/s table with the same
    columns lists batch sizes; a table headed by the batch size it ran at is a speed table."""
    speeds = (
        "Llama decoding on one A100, 128 input and 128 output tokens:\n\n"
        "| System | Llama-2-7B | Llama-2-13B | Mistral-7B |\n|---|---|---|---|\n| Ours | 2000 | 1500 | 2100 |\n\n"
        "Token generation throughput of each system (unit: tokens/second).\n\n"
    )
    sizes = "| GPU | Llama-2-7B | Llama-2-13B | Mistral-7B |\n|---|---|---|---|\n| H100 | 256 | 128 | 256 |\n"
    found = [c.text for c in claims(f"{speeds}{caption}\n\n{sizes}")]
    assert found == ["2000", "1500", "2100"]
    # watched failing: a caption that states the batch size a speed table ran at keeps its claims
    ran_at = [c.text for c in claims(f"{speeds}Batch size 8 on one H100:\n\n{sizes}")]
    assert ran_at == ["2000", "1500", "2100", "256", "128", "256"]


@pytest.mark.parametrize("model", ["ResNet50", "SSD-ResNet34", "BERT-Large"])
def test_a_table_row_of_a_vision_or_encoder_model_holds_no_llm_claim(model: str) -> None:
    """A CPU results table listing vision and encoder models beside an LLM: only the LLM's row
    is an LLM-inference claim."""
    table = (
        "Throughput on one Xeon socket, batch 1, 32 input and 32 output tokens:\n\n"
        "| Model | Precision | Throughput speedup |\n|---|---|---|\n"
        f"| {model} | INT8 | 1.83x |\n| GPT-J 6B | INT8 | 1.44x |\n"
    )
    assert [c.text for c in claims(table)] == ["1.44x"]


@pytest.mark.parametrize(
    "item",
    [
        '- Say relative gains in a pull request (e.g., "~25% throughput gain on long prompts"), not raw numbers.\n',
        "- Quote a wording such as '3x faster decoding' only beside its setup.\n",
        "- A value above 1.0 is a speed-up over the baseline: for example, 1.4 means 40% faster.\n",
        "- A ratio of 2 indicates twice the throughput of eager mode.\n",
    ],
)
def test_a_quoted_example_or_a_reading_rule_is_no_claim(item: str) -> None:
    """A figure quoted as an example of a wording, or one that says how to read another value,
    shows or defines, it measures nothing."""
    assert claims(item) == []


@pytest.mark.parametrize(
    "item",
    [
        "- On one H100, e.g. with Llama-3-8B, the new kernel gives a 25% throughput gain on long prompts.\n",
        "- For example, Llama-3-8B decodes 40% faster with the new kernel on one H100.\n",
    ],
)
def test_a_measured_example_stays_a_claim(item: str) -> None:
    assert claims(item), item


@pytest.mark.parametrize("heading", ["Reducing Warm-up Time with Graph Caching", "Cold start latency"])
def test_a_table_under_a_heading_about_warm_up_time_compares_its_durations(heading: str) -> None:
    """'~65% faster' beside 'Without cache | With cache' under a warm-up heading compares how long
    warming up took; a header that names the speed compared keeps the claims."""
    table = (
        f"## {heading}\n\nLlama 3.1 8B on one Gaudi 3:\n\n"
        "| Precision | Without cache | With cache | Reduction |\n|---|---|---|---|\n"
        "| BF16 | 70 sec | 25 sec | ~64% faster |\n"
    )
    assert claims(table) == []
    speed = table.replace("| Reduction |", "| Throughput gain |")
    assert [c.text for c in claims(speed)] == ["64% faster"]
    # watched failing: under a heading about serving, the same ratio is a claim
    assert [c.text for c in claims(table.replace(heading, "Serving results"))] == ["64% faster"]


def test_warming_up_said_to_be_faster_is_no_inference_claim() -> None:
    assert claims("With the recipe cache on one Gaudi 3, warm-up is 3x faster for Llama 3.1 8B.") == []
    assert claims("With the recipe cache on one Gaudi 3, decoding is 3x faster for Llama 3.1 8B.")


@pytest.mark.parametrize("flag", ["`--warmup-ratio=0.05`", "`train.lr_decay_ratio`", "`mix_gain = 0.3`"])
def test_a_ratio_word_inside_a_flag_or_key_names_a_setting(flag: str) -> None:
    """'| --warmup-ratio=0.05 | 0.05 |' holds the setting's value, not a speed-up; a row labelled
    'Decode speedup' keeps its ratios."""
    table = (
        "Settings to carry over when migrating a Llama 3 8B drafter run on one H100:\n\n"
        f"| Old flag | New default | Value to keep |\n|---|---|---|\n| {flag} | 0.015 | 0.05 |\n"
    )
    assert claims(table) == []
    assert [c.text for c in claims(table.replace(flag, "Decode speedup"))] == ["0.015", "0.05"]


@pytest.mark.parametrize(
    ("item", "kept"),
    [
        ("- Async executor on one H100: the expected speedup is 5-10% over the current scheduler.\n", []),
        ("- Async executor on one H100: an estimated gain of ~2x for Llama 3 8B decoding.\n", []),
        ("- Async executor on one H100: we measured a 9% speedup over the current scheduler.\n", ["9% speedup"]),
    ],
)
def test_a_gain_named_as_expected_before_its_figure_is_no_measurement(item: str, kept: list[str]) -> None:
    """'Expected speedup is 5-10%' foretells a gain; a measured one is a claim."""
    assert [c.text for c in claims(item)] == kept


@pytest.mark.parametrize(
    ("item", "kept"),
    [
        ("- Serving Llama 3 8B over two Macs stays below the 2x ideal: the head node also runs the router.\n", []),
        ("- Serving Llama 3 8B on four replicas never reaches the theoretical 4x throughput.\n", []),
        ("- Serving Llama 3 8B on two replicas reaches a near-ideal 1.9x throughput.\n", ["1.9x"]),
    ],
)
def test_a_ratio_named_as_the_ideal_is_a_bound_not_a_measurement(item: str, kept: list[str]) -> None:
    assert [c.text for c in claims(item)] == kept


@pytest.mark.parametrize(("heading", "kept"), [("Bert", 0), ("RoBERTa-large", 0), ("Llama-2-7B", 1)])
def test_a_table_under_an_encoder_model_heading_holds_no_llm_claim(heading: str, kept: int) -> None:
    """A results table headed by an encoder or vision model measures that model's samples."""
    table = (
        f"#### {heading}\n\n| Plugin | max cuda mem | throughput(tokens/s) |\n|---|---|---|\n"
        "| gemini | 11.0 GB | 12.9 |\n"
    )
    assert len(claims(table)) == kept


@pytest.mark.parametrize(
    ("sentence", "claimed"),
    [
        ("Our engine w/ torch.compile gives up to a 1.4x speedup at batch size 1 on one H100.", True),
        ("Launched with --enable-torch-compile, our engine is 1.3x faster at batch size 1 on one H100.", True),
        # compiling as the work sped up stays no inference claim
        ("With the new cache the engine compiles 3x faster on one H100.", False),
        ("The kernel compilation is 2x faster with the new cache on one H100.", False),
    ],
)
def test_torch_compile_names_a_way_of_running_not_compiling(sentence: str, claimed: bool) -> None:
    """'torch.compile' and '--enable-torch-compile' name how the model ran; 'compiles 3x faster' is
    compiling as work (the speed-up of torch.compile was no claim at all)."""
    assert bool(claims(sentence)) is claimed


@pytest.mark.parametrize(
    ("item", "kept"),
    [
        ("- Prefix-aware routing on 8x A100: up to 1.7x more throughput with 4.2x higher cache hit rate.\n", ["1.7x"]),
        ("- Prefix-aware routing on 8x A100: a 1.7x throughput gain and a 4.2x hit rate improvement.\n", ["1.7x"]),
        ("- Prefix-aware routing on 8x A100: 4.2x more cache hits than round-robin.\n", []),
    ],
)
def test_a_ratio_of_cache_hits_is_no_speed_claim(item: str, kept: list[str]) -> None:
    """'4.2x higher cache hit rate' beside '1.7x more throughput' compares cache lookups."""
    assert [c.text for c in claims(item)] == kept


@pytest.mark.parametrize(
    "note", ["\nOur engine reaches 21,000 tokens per second per node at batch 256.\n", "\nUnit: tokens/s per node.\n"]
)
def test_a_metric_per_row_table_claims_its_throughput_row_only(note: str) -> None:
    """Under a note that names tokens per second, '| Throughput (per node) | 14,800 | 22,282 |' is
    the speed row; '| KV Cache Length | 4,989 |' and '| Number of Nodes | 18 |' are settings
    (they took the note's unit)."""
    table = (
        "Decode results for DeepSeek-V3 on H100 nodes:\n\n"
        "| | Theirs | Ours |\n|---|---|---|\n| Batch Size | 128 | 256 |\n| KV Cache Length | 4,989 | 2,000 |\n"
        "| Number of Nodes | 18 | 9 |\n| Throughput (per node) | 14,800 | 22,282 |\n"
    )
    found = [c.text for c in claims(table + note) if c.line <= 8]
    assert found == ["14,800", "22,282"]
    # watched failing: a row naming a speed keeps the figures the settings rows lose
    renamed = table.replace("| KV Cache Length |", "| Decode speed |")
    assert [c.text for c in claims(renamed + note) if c.line <= 8] == ["4,989", "2,000", "14,800", "22,282"]


@pytest.mark.parametrize(
    ("sentence", "claimed"),
    [
        ("The customer required a minimum sustained output of 45 tokens/sec per user to meet its SLA.", False),
        ("The product demands a steady decode rate of at least 20 tok/s on one L4.", False),
        # a measured rate after 'required' for something else stays a claim
        ("It required a restart, after which the server reached 45 tokens/sec per user on one L4.", True),
    ],
)
def test_a_rate_a_user_requires_is_a_goal_even_with_words_between(sentence: str, claimed: bool) -> None:
    """'required a minimum sustained output of 45 tokens/sec' names a goal (only 'requires 45
    tok/s' right before the figure was read so)."""
    assert bool(claims(sentence)) is claimed


@pytest.mark.parametrize(
    ("line", "ratios"),
    [
        ("- 72B Q8_0 (6 tok/s baseline) → +80% with 3B draft", {"+80%": 1.8}),
        ("- 72B Q4_K_M (9.5 tok/s baseline) -> -8% with 3B draft", {"-8%": 0.92}),
        # a size before the arrow is no speed: its change is no speed-up
        ("- 72B Q8_0 (6 GB baseline) → +80% with 3B draft", {}),
        # no arrow: the sign alone does not make the percentage the speed's change
        ("- 72B Q8_0 (6 tok/s baseline), +80% with 3B draft", {}),
    ],
)
def test_a_signed_percentage_an_arrow_leads_to_from_a_speed_is_its_change(line: str, ratios: dict[str, float]) -> None:
    found = {c.text: c.evidence.ratio for c in claims(f"{line}\n") if c.kind == "speedup"}
    assert found == pytest.approx(ratios)


_CHANGE_TABLE = """| Precision | Baseline TPS | KV u8 TPS | Δ TPS |
|---|---|---|---|
| INT4 | 13.5 | 12.5 | -7.4% |
| INT8 | 9.7 | 9.7 | 0.0% |

### Analysis

"""


@pytest.mark.parametrize(
    ("table", "between", "changes"),
    [
        (_CHANGE_TABLE, "", {"-6.2% to -7.4%": 0.938}),
        # the change column is of an accuracy score, not of a speed
        (_CHANGE_TABLE.replace("TPS", "MMLU"), "", {}),
        # a list between the table and the paragraph: the paragraph no longer reads the table
        (_CHANGE_TABLE, "- INT4 weights with a u8 cache\n\n", {}),
    ],
)
def test_a_paragraph_reading_a_speed_change_table_states_its_signed_changes(
    table: str, between: str, changes: dict[str, float]
) -> None:
    text = f"{table}{between}The u8 cache is neutral for INT8 but actively harmful for INT4 (-6.2% to -7.4%).\n"
    found = {c.text: c.evidence.ratio for c in claims(text) if c.kind == "speedup" and c.line > 5}
    assert found == pytest.approx(changes)
