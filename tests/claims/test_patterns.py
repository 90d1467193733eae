"""Every row of the ratio/delta grammar finds its own example, and only as a claim of its kind.

A new phrasing is one row in benchlint/linter/markdown/patterns.py; its example is its test here.
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates
from benchlint.linter.markdown.patterns import PATTERNS, ClaimPattern


@pytest.mark.parametrize("row", PATTERNS, ids=[row.name for row in PATTERNS])
def test_row_finds_its_example(row: ClaimPattern) -> None:
    assert row.regex.search(row.example), row.name
    found = [c for c in find_candidates(row.example) if c.kind == row.kind]
    assert found, f"{row.name}: no {row.kind} claim in {row.example!r}"
    # the row's figure is among the claims (a row for a second figure shares its example with the first's)
    assert row.value in [c.value for c in found]


@pytest.mark.parametrize("row", PATTERNS, ids=[row.name for row in PATTERNS])
def test_row_is_gated_by_its_own_words(row: ClaimPattern) -> None:
    """The gates declared on the row are enough: the example holds one of them."""
    assert any(gate in row.example.lower() for gate in row.gates), row.name


@pytest.mark.parametrize(
    "sentence",
    [
        "The page loads 3x faster now.",
        "Speed Champion: TinyLlama loads **4.6x faster** than Llama 8B",
        "The 8B checkpoint loads 3 times faster from safetensors.",
        "With mmap the model loads about 2x faster.",
        "Our startup is 2.5x faster.",
        "Python 3.11 is 1.25x faster than 3.10.",
        "Installing takes around 40 seconds.",
        "It keeps 2.1x lower memory.",
        "The 4090 has 2x more FP16 performance than the 7900 XTX.",
        "10-100x faster than existing linters and formatters.",
        "It serializes dataclass instances 40-50x as fast as other libraries.",
        "Why switch? Because it is nearly 1000x faster. Linting our whole codebase takes .4 seconds.",
        "It boosts accuracy by 2x.",
        "MMLU improved 5 points, 10% higher than Llama.",
        "Prefill is faster and the model is smaller by a factor of 2.",
        "Overall this speeds up training by 3-5x compared to the baseline implementation.",
        "The new recipe improves memory use by 40%.",
        "The model was trained on 2T tokens at 3,100 tokens/s/GPU on 512 A100s.",
        "Training throughput improved by 25% with FSDP.",
        "The tokenizer encodes text 3x faster than the previous one.",
        "LightSeq fp16 training achieves a speedup of up to 3x, compared to PyTorch fp16 training.",
        "Our int8 kernels achieve a speedup of up to 5x, compared to PyTorch QAT.",
        "Fine-tuning runs 2x faster than standard LoRA fine-tuning.",
        "ZeRO gives a 1.5x speedup over Megatron pre-training.",
        "Training is 2x faster and uses 60% less memory.",
        "Image generation is 2x faster with the sparse attention kernel.",
        "Video generation with the sparse kernel is 1.8x faster on Mochi.",
        "The encoder runs 3x faster than the original Whisper.",
        "It offers up to 2.5x faster model conversion.",
        "Calibration is 3x faster with the light recipe.",
        "Weight packing is 5x faster than before.",
        "The page sees a 2x slowdown on cold start.",
        "The fix adds +5% of the memory.",
        # generation of another modality
        "SageAttention speeds up video generation by 2.1x on CogVideoX.",
        "Stable Diffusion XL generates an image 3x faster with the compiled UNet.",
        "The TTS model generates speech 5x faster than real time.",
        "Audio generation is 40% faster with the fused kernel.",
        # a web framework's speed, with no LLM word
        "Specialized multi-worker handling delivers a minimum 2x speedup over FastAPI.",
        "Built on FastAPI but optimized for AI - 2x faster with multi-worker handling.",
        "Our router is 3x faster than Flask.",
        "It handles routing 5x faster than Express.js.",
        # a regression of a quality measure
        "Internal testing has identified a 13% regression on the GPQA benchmark.",
        "MMLU shows an accuracy regression of 2% with W4A8.",
        "The 4-bit model shows a 2% quality degradation on MMLU.",
        # a fall from one time to another of something that is no latency of a model
        "It cuts cold start from 30 s to 12 s.",
        # encoders and embedders generate no text
        "DistilBERT keeps most of the accuracy with 40% fewer parameters and runs 60% faster.",
        "Being smaller, the distilled checkpoint runs twice as fast as the RoBERTa-large model.",
        "The embedding model matters: a small one is about 4x faster per chunk than the large one.",
        "Reranking is 3x faster with the int8 cross-encoder.",
    ],
)
def test_not_llm_inference_speedups_are_not_claims(sentence: str) -> None:
    assert find_candidates(sentence) == [], sentence


def test_a_load_said_as_a_noun_leaves_an_inference_ratio_a_claim() -> None:
    """Only the verb before its figure ('loads 4.6x faster') is model loading; a ratio under
    heavy loads that names tokens or requests is still an inference claim."""
    assert [c.text for c in find_candidates("Under heavy loads it serves 2x more tokens/s than vLLM.")] == ["2x"]
    assert [c.text for c in find_candidates("At high loads vLLM is 1.7x faster than TGI.")] == ["1.7x"]


@pytest.mark.parametrize(
    ("sentence", "ratio"),
    [
        ("Long prompts benefit most from prefix caching (2.1x on ShareGPT).", 2.1),
        ("The 70B model benefits from speculative decoding (about 1.8x).", 1.8),
        ("Every model benefited from the fused kernel (1.2-1.5x).", 1.2),
    ],
)
def test_the_gain_a_method_gives_in_parentheses_is_a_speed_ratio(sentence: str, ratio: float) -> None:
    (claim,) = find_candidates(sentence)
    assert claim.kind == "speedup" and claim.ratio == pytest.approx(ratio)


@pytest.mark.parametrize(
    ("sentence", "ratios"),
    [
        ("Decode throughput ×2.1 after the fix.", [2.1]),
        ("decode tok/s ×1.5 with speculation on one A100", [1.5]),
        # a multiplication sign before a hardware count, or after one, multiplies no speed
        ("We measured throughput on ×8 GPUs.", []),
        ("Decode speed with 4×H100 is 900 tok/s.", []),
        ("Output throughput = batch size × 128 / average latency.", []),
    ],
)
def test_a_prefix_multiple_after_a_speed_is_a_ratio(sentence: str, ratios: list[float]) -> None:
    assert [c.ratio for c in find_candidates(sentence) if c.kind == "speedup"] == pytest.approx(ratios)


def test_a_benefit_without_a_ratio_in_parentheses_is_no_claim() -> None:
    assert find_candidates("Users benefit from the 2024 release (see the notes).") == []


def test_a_raising_verb_before_by_n_x_makes_a_speed_ratio() -> None:
    """'boosts vLLM performance by up to 2.8x': the verb and its object, not the words after."""
    (claim,) = find_candidates("How Speculative Decoding Boosts vLLM Performance by up to 2.8x")
    assert claim.ratio == pytest.approx(2.8)


def test_a_count_before_a_plural_gpu_name_is_no_ratio() -> None:
    assert [c.text for c in find_candidates("With 2x H100s we got 50 tok/s.")] == ["50 tok/s"]
    assert [c.text for c in find_candidates("8x MI300Xs serve 3x more requests per second.")] == [
        "3x more requests per second"
    ]


def test_a_subjectless_ratio_in_an_llm_paragraph_stays_a_claim() -> None:
    """Only a paragraph that names another subject and no LLM word silences a bare ratio."""
    (claim,) = find_candidates("Why switch? Because it is nearly 3x faster. Decoding Llama 3 8B feels instant.")
    assert claim.ratio == pytest.approx(3.0)


def test_percent_of_the_speed_states_a_share() -> None:
    (claim,) = find_candidates("It reaches 80% of the speed of the 4090.")
    assert claim.ratio == pytest.approx(0.8)
    (more,) = find_candidates("It serves 74% more requests per second.")
    assert more.ratio == pytest.approx(1.74)


@pytest.mark.parametrize(
    ("sentence", "text", "kind"),
    [
        # per-token latency named before its figure, with the verbs people use for it
        ("Latency per output token is 18 ms on 8 GPUs.", "Latency per output token is 18 ms", "latency"),
        ("The time per output token (TPOT) is 18 ms at batch 1.", "time per output token (TPOT) is 18 ms", "latency"),
        ("Inter-token latency stays under 25 ms up to 32 users.", "Inter-token latency stays under 25 ms", "latency"),
        ("ITL averaged 21 ms at 16 concurrent requests.", "ITL averaged 21 ms", "latency"),
        ("Per-token latency reduced from 48 ms to 31 ms.", "Per-token latency reduced from 48 ms", "latency"),
        # "N tokens a second" is a rate written out
        ("The model generates about 60 tokens a second on an M2 Max.", "60 tokens a second", "throughput"),
        ("The model answers at 0.8 sec/token on a Raspberry Pi 5.", "0.8 sec/token", "latency"),
        ("Our engine produces a token every 12 ms.", "12 ms", "latency"),
        # a request's latency given as a value, labelled or with a verb
        ("Latency: 0.51s", "0.51s", "latency"),
        ("Mean latency of 0.51 s per request at batch 1.", "0.51 s", "latency"),
        # a signed change "of" or "in" the named metric
        ("Batching two prompts is worth about +8% of total TPS per GPU.", "8% of total TPS", "speedup"),
        ("It gives +12% in throughput on 8 GPUs.", "12% in throughput", "speedup"),
        # a slowdown is a ratio as 'slower' is
        ("At high QPS we see a 1.4x slowdown on ShareGPT with 4xH100.", "1.4x", "speedup"),
        # a floor written with a plus sign
        ("It achieves 3,000+ tok/s aggregate.", "3,000+ tok/s", "throughput"),
        # "as fast as" is a comparative like "faster than"
        ("The fused kernel is 3x as fast as the reference decoder.", "3x", "speedup"),
        # the measure may stand between the percentage and its direction
        ("That is a 45% throughput improvement over the previous release.", "45% throughput improvement", "speedup"),
    ],
)
def test_written_out_forms_are_claims(sentence: str, text: str, kind: str) -> None:
    found = find_candidates(sentence)
    assert [(c.text, c.kind) for c in found] == [(text, kind)], sentence


def test_a_latency_cut_states_the_speedup_it_implies() -> None:
    (claim,) = find_candidates("Decode latency fell 35% compared with the previous release.")
    assert claim.ratio == pytest.approx(1 / 0.65)
    (drop,) = find_candidates("That is a 20% latency reduction at batch 8.")
    assert drop.text == "20% latency reduction" and drop.ratio is not None and drop.ratio > 1


@pytest.mark.parametrize(
    "sentence",
    [
        "The new recipe gives a 20% memory reduction.",
        "It has 4x as many parameters as the 7B model.",
        "ITL buckets: see the 25 ms row in the table below, 3 rows in all.",
    ],
)
def test_written_out_forms_do_not_overreach(sentence: str) -> None:
    assert find_candidates(sentence) == [], sentence


def test_a_parenthesis_after_a_ratio_names_its_setting_not_its_object() -> None:
    found = find_candidates("Speedup vs. HF Transformers: 3.5x (batch 1), 12x (batch 64).")
    assert [c.ratio for c in found] == [3.5, 12.0]
    assert find_candidates("It keeps 2.1x (peak) lower memory.") == []


def test_an_abbreviation_does_not_end_the_sentence() -> None:
    """'vs.' keeps 'Speedup' in the ratio's sentence; a real full stop does not."""
    assert [c.ratio for c in find_candidates("Speedup vs. the FP16 baseline: 2.5x.")] == [2.5]
    assert find_candidates("We measured the speedup. The baseline: 2.5x.") == []


@pytest.mark.parametrize(
    "sentence",
    [
        "The Medusa-2 training recipe claims a 2.2-3.6x speedup over the original model.",
        "After fine-tuning, the model decodes at 50 tok/s on one GPU.",
        "Trained with a draft head, it serves 3x more requests per second.",
        "Inference achieves a speedup of up to 12x, compared to PyTorch fp16 inference.",
        "Decoding is 2x faster than the model we got from the first training run.",
        "Text generation is 2x faster with the sparse kernel.",
        "INT4 quantization is 2.4x faster than FP16.",
        "Speculative decoding makes image-free generation 2.8x faster.",
    ],
)
def test_a_sentence_naming_training_can_still_claim_inference_speed(sentence: str) -> None:
    assert find_candidates(sentence), sentence


def test_a_speedup_noun_before_a_ratio_makes_it_a_speed_ratio() -> None:
    """'speedups of 1.37x to 5.07x on ARM CPUs, with larger models ...': the noun before decides,
    whatever the words after it are."""
    (claim,) = find_candidates("It achieves speedups of 1.37x to 5.07x on ARM CPUs, with larger models gaining more.")
    assert (claim.value, claim.high) == (1.37, 5.07)
    assert find_candidates("It keeps 1.37x to 5.07x on ARM CPUs, with larger models gaining more.") == []


@pytest.mark.parametrize(
    "sentence",
    [
        "The request rate was set to 4 req/s for all runs.",
        "We sweep the request rate from 1 to 16 req/s.",
        "The SLO requires at least 20 tokens/s per user.",
        "Our target is 1,000 tokens/s per GPU by next quarter.",
        "We set a latency budget of 50 ms per token.",
        "The service runs with a latency SLO of 200 ms.",
        "Suppose a model generates 50 tok/s on one GPU.",
        "For example, if the engine decodes at 40 tok/s, a 400-token answer takes 10 s.",
        "A human reads at about 5 tokens per second, so 20 tok/s feels instant.",
        "At batch 1 a 70B FP16 model reads 140 GB per token, so an H100 tops out near 24 tokens/s.",
        "The theoretical upper bound is 30 tok/s on this card.",
        "The load generator sends 16 requests per second to the server.",
        "We are loading the service with 50 requests per second, and the dashboard shows new pods.",
        "The sweep runs a Poisson strategy with 4 requests per second and a Poisson strategy with 8 req/s.",
        "Requests are scheduled at 8 req/s with Poisson arrivals.",
        "Every reply must clear the 10 TPS interactive threshold on the kiosk.",
        "We set a 30 tok/s target for each user.",
        "The bandwidth model projected 21-22 TPS on the new memory.",
        "The banking avatar requires **10 tokens per second** from an 8B model.",
        "The 10 TPS production target is crossed at the very first step.",
        # a threshold a use sets (a results page's usability line)
        "The usability threshold for interactive use is roughly **5 t/s** (marked with a dashed line).",
        "The threshold for fluent chat is 20 tok/s on a laptop.",
        "Our comfort floor is 15 tok/s for voice replies.",
    ],
)
def test_offered_loads_goals_and_supposed_figures_are_not_measurements(sentence: str) -> None:
    assert find_candidates(sentence) == [], sentence


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        ("The achieved request rate was 3.9 req/s at 8 concurrent clients.", "3.9 req/s"),
        ("The maximum request rate is 12 req/s on one H100.", "12 req/s"),
        ("We beat the 20 tok/s target with 26 tok/s per user.", "26 tok/s"),
        ("We measured 21 tok/s, close to the theoretical 24 tok/s ceiling.", "21 tok/s"),
        ("With speculation, the target model decodes at 41 tok/s on one A100.", "41 tok/s"),
        ("With a token budget of 2048, the engine runs at 40 tok/s.", "40 tok/s"),
        ("At an acceptance threshold of 0.9, decoding reaches 2.1x faster.", "2.1x"),
        ("For example, Llama-3-70B runs at 40 tok/s on 8xH100.", "40 tok/s"),
        ("If you enable FP8, vLLM reaches 2,400 tok/s.", "2,400 tok/s"),
        ("The client sends prompts at 16 concurrent streams and the server completed 5.2 req/s.", "5.2 req/s"),
        ("It reaches 52.2 tokens/sec on one A770M, five times the interactive threshold.", "52.2 tokens/sec"),
        ("EAGLE decodes 160 tok/s with a 1B draft and an 8B target model.", "160 tok/s"),
        ("vLLM runs at 40 tok/s on target hardware with one A100.", "40 tok/s"),
        ("The app needs 2 GPUs and reaches 45 tok/s per user.", "45 tok/s"),
        ("The server reached 45 tok/s, above the threshold for chat.", "45 tok/s"),
        # the verb "loading the service with" names the offered load; a rate served under it is a result
        ("Loaded with one replica, the service answers 50 requests per second.", "50 requests per second"),
        ("After loading the model with vLLM, the service served 50 requests per second.", "50 requests per second"),
        ("At an acceptance threshold for drafts of 0.8, decoding runs at 90 tok/s.", "90 tok/s"),
    ],
)
def test_measured_figures_beside_those_words_stay_claims(sentence: str, text: str) -> None:
    assert text in [c.text for c in find_candidates(sentence)], sentence


@pytest.mark.parametrize(
    ("sentence", "ratio"),
    [
        ("The H100 is roughly three times faster than the A100 here.", 3.0),
        ("This is an order of magnitude faster than the CPU path.", 10.0),
        ("Latency is cut in half with the new scheduler.", 2.0),
        ("Throughput grows almost linearly, reaching 7.8x at 8 GPUs.", 7.8),
        ("We saw decode throughput climb 62% after the upgrade.", 1.62),
        ("Decoding got 30% quicker with the new scheduler.", 1.3),
        # 'run' before a ratio counts repetitions only when no speed word follows it
        ("Q4_K_M models run 2-3x faster than BF16 on CPU.", 2.0),
        ("The draft models run five times faster than the target.", 5.0),
        ("These kernels run 1.8x faster than cuBLAS at batch 1.", 1.8),
        # a share of a named speed, a range, a Markdown-escaped percent sign
        ("Unfused models should get 80-90\\% of matrix fusion speeds.", 0.8),
        ("The INT4 build keeps 85% of its decoding speed on one A100.", 0.85),
        ("The AWQ model reaches 90% of the FP16 throughput at batch 8.", 0.9),
    ],
)
def test_factors_in_words_and_ratios_with_their_setting_after(sentence: str, ratio: float) -> None:
    (claim,) = find_candidates(sentence)
    assert claim.ratio == pytest.approx(ratio)


@pytest.mark.parametrize(
    "sentence",
    [
        "It uses three times more memory.",
        "The model is two orders of magnitude smaller.",
        "We measured it three times faster than planned.",
        "It has 4x more memory at 8 GPUs.",
        "Use x86 more often.",
        "The box has x2 more RAM.",
        "We run it 5 times and keep the median.",
        "The suite was run three times on each machine.",
        "The cache holds 90% of the tokens and we use 90% of GPU memory.",
    ],
)
def test_factors_in_words_about_other_things_are_not_claims(sentence: str) -> None:
    assert find_candidates(sentence) == [], sentence


def test_a_time_of_another_modality_is_no_claim_but_text_generation_stays_one() -> None:
    """'per image' or 'video generation' is not LLM inference, unless the sentence also says
    tokens, a prompt or a language model are generated."""
    from tests.claims.helpers import claims

    assert claims("Image generation takes 2.1 seconds per image on an A100.") == []
    assert [c.text for c in claims("Text generation with Llama runs 3x faster than before.")] == ["3x"]
    assert [c.text for c in claims("The vision-language model answers image prompts 2x faster.")] == ["2x"]


@pytest.mark.parametrize(
    ("sentence", "low", "high"),
    [
        ("Swizzling gives +45-75% cold decode GEMV throughput on one CPU.", 45.0, 75.0),
        ("The new allocator gives +12% output TPS at batch 8.", 12.0, None),
        ("Paged KV reads give +30% decode kernel throughput on one H100.", 30.0, None),
    ],
)
def test_a_signed_delta_of_a_qualified_speed_metric_is_a_speedup(sentence: str, low: float, high: float | None) -> None:
    (claim,) = find_candidates(sentence)
    assert (claim.value, claim.high) == (low, high)


@pytest.mark.parametrize(
    "sentence", ["We saw -5% memory and more throughput.", "It uses +20% memory than throughput tests need."]
)
def test_a_signed_delta_of_another_quantity_is_no_speedup(sentence: str) -> None:
    assert find_candidates(sentence) == []


def test_a_part_number_with_a_capital_x_is_no_ratio() -> None:
    assert find_candidates("Decode throughput rises 10% when measured on a 7960X, reaching the roofline.") != []
    assert "7960X" not in [c.text for c in find_candidates("Throughput was measured on a 7960X with 8 threads.")]
    assert [c.text for c in find_candidates("Decoding got a 1000X speedup with the new kernel.")] == ["1000X"]


@pytest.mark.parametrize(
    ("sentence", "ratio"),
    [
        ("GEMM tuning decreases the latency by approximately 6.5% on one MI300X.", 1 / (1 - 0.065)),
        ("The new kernel slashes decode latency by 40% at batch 1.", 1 / 0.6),
        ("It decreases the throughput by 10% at batch 64.", 0.9),
    ],
)
def test_decreases_and_slashes_by_a_share(sentence: str, ratio: float) -> None:
    (claim,) = find_candidates(sentence)
    assert claim.ratio == pytest.approx(ratio)


@pytest.mark.parametrize(
    ("sentence", "ratio"),
    [
        ("DeepSeek-V3.1 2P1D throughput has a reported regression of about 15% compared with v0.18.0.", 0.85),
        ("It can show about a 15% output-throughput regression against the v0.18.0 baseline.", 0.85),
        ("Decode throughput regressed by 8% after the scheduler change.", 0.92),
        ("We saw a 10% decode throughput regression with FP8 KV cache.", 0.90),
        # a degradation is a regression said otherwise
        ("There is a 10% performance degradation with FP8 KV cache.", 0.90),
        ("Decode throughput degraded by 4% on INT4.", 0.96),
        ("Performance has a degradation of 3% at batch 64.", 0.97),
    ],
)
def test_a_throughput_regression_is_a_slowdown(sentence: str, ratio: float) -> None:
    (claim,) = find_candidates(sentence)
    assert claim.kind == "speedup"
    assert claim.ratio == pytest.approx(ratio)


@pytest.mark.parametrize(
    "sentence",
    [
        "Quantization decreases memory use by 40%.",
        "Latency stays flat, with a drop of 20% in memory use.",
        "The speedup of 40% of the layers is irrelevant.",
    ],
)
def test_shares_of_other_quantities_near_speed_words_are_no_speedups(sentence: str) -> None:
    assert find_candidates(sentence) == []


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        ("ODS reduces synchronous ITL from 48.2ms to 24.5ms on one device.", "24.5ms"),
        ("The new scheduler cuts p99 TTFT from 2.1 s to 0.9 s.", "0.9 s"),
        ("Overlap lowers the inter-token latency from 40ms to 25ms.", "25ms"),
    ],
)
def test_a_verb_before_the_latency_it_lowers_gives_the_new_latency(sentence: str, text: str) -> None:
    (claim,) = find_candidates(sentence)
    assert (claim.kind, claim.text) == ("latency", text)


@pytest.mark.parametrize(
    "sentence",
    [
        "When running the pruned network, we can accelerate inference by ~7x over the dense-FP32 baseline!",
        "The new kernels accelerate decoding by 2.5x over the FP16 kernels.",
        "Our engine boosts throughput 3x over the bf16 baseline.",
    ],
)
def test_over_names_the_baseline_of_a_ratio(sentence: str) -> None:
    """'7x over the dense-FP32 baseline': the words after 'over' name the baseline (a precision
    here), not what the ratio measures, so the verb before the ratio decides."""
    (claim,) = find_candidates(sentence)
    assert claim.kind == "speedup"


def test_a_ratio_over_a_baseline_of_another_quantity_is_still_no_speed() -> None:
    assert find_candidates("It keeps 2.1x lower memory over the dense baseline.") == []
    assert find_candidates("The model is 4x smaller over FP16.") == []


def test_a_web_framework_serving_a_model_still_makes_a_claim() -> None:
    (claim,) = find_candidates("vLLM behind FastAPI serves 2x more tokens per second than the HF pipeline.")
    assert claim.ratio == pytest.approx(2.0)


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        ("EP64 achieves 168.2 tokens/s/die on the Ascend cluster.", "168.2 tokens/s/die"),
        ("DeepSeek-R1 reaches a throughput of 22476 TGS in a prefill-only scenario.", "22476 TGS"),
        ("Effective decoding throughput increases 10–30% across all multimodal settings.", "10–30%"),
    ],
)
def test_per_die_rates_tokens_per_gpu_second_and_ranges_of_increase(sentence: str, text: str) -> None:
    assert text in [c.text for c in find_candidates(sentence)]


@pytest.mark.parametrize(
    ("sentence", "ratio"),
    [
        ("This improves the throughput of running Llama 70B models on 4xH100 by 28%.", 1.28),
        ("The ITL cut translates to a 14.9% output throughput increase at concurrency 8.", 1.149),
        ("TurboQuant adds up to 60% slowdown depending on the variant and batch size.", 0.4),
    ],
)
def test_long_objects_qualified_measures_and_slowdowns(sentence: str, ratio: float) -> None:
    (claim,) = find_candidates(sentence)
    assert claim.ratio == pytest.approx(ratio)


def test_a_long_object_that_is_no_speed_stays_no_claim() -> None:
    assert find_candidates("This improves the accuracy of the model on long documents in the eval by 28%.") == []


def test_a_count_compared_beside_a_speed_word_is_no_speed_ratio() -> None:
    text = "This approach is faster because lexers are cheap to evaluate, and there is ~10x fewer lexemes than bytes."
    assert find_candidates(text) == []
    assert [c.text for c in find_candidates("Decoding is 3x faster with 10x fewer kernel launches.")] == ["3x"]


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        ("Disaggregation gives P99 TTFT reductions of 30–50% on the image workloads.", "30–50%"),
        ("- mean TPOT reductions of about 20-40% within the stable region", "20-40%"),
        ("Prefix routing brings a median latency drop of 25% on the chat traces.", "25%"),
    ],
)
def test_a_latency_reduction_of_a_range_of_percentages_is_found(sentence: str, text: str) -> None:
    assert text in [c.text for c in find_candidates(sentence)]


def test_a_reduction_of_a_range_in_memory_is_no_latency_claim() -> None:
    assert [c.text for c in find_candidates("- KV-cache size reductions of 30–50% on the image workloads.")] == []


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (
            "Lightning-style attention reduces memory use by 70% and inference latency by 55% on 64k-token prompts.",
            "55%",
        ),
        ("On vLLM the patch cuts the KV footprint by 40% while P99 TTFT by 25-30% at batch 8.", "25-30%"),
    ],
)
def test_latency_as_the_second_object_of_a_cutting_verb_is_found(sentence: str, text: str) -> None:
    assert text in [c.text for c in find_candidates(sentence)]


@pytest.mark.parametrize(
    "sentence",
    [
        # a rising verb, or a network's latency, makes no latency cut
        "On vLLM the patch increases memory use by 10% and latency by 5% at batch 8.",
        "On vLLM the patch cuts memory by 40% and network latency by 30%.",
    ],
)
def test_a_second_object_after_a_rising_verb_or_of_a_network_is_no_latency_cut(sentence: str) -> None:
    assert [c.text for c in find_candidates(sentence)] == []


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        ("The router gives consistently higher throughput (10–25% across all request rates).", "10–25%"),
        ("The new kernel on vLLM gives faster decoding speed (up to 30%) on one H100.", "30%"),
    ],
)
def test_an_unsigned_gain_in_parentheses_after_a_higher_speed_is_found(sentence: str, text: str) -> None:
    assert text in [c.text for c in find_candidates(sentence)]


@pytest.mark.parametrize(
    "sentence",
    [
        "vLLM keeps a higher throughput (95% of peak) at batch 64.",
        "vLLM has higher throughput (30% more memory is free) at batch 8.",
    ],
)
def test_a_share_or_another_quantity_in_parentheses_is_no_gain(sentence: str) -> None:
    assert [c.text for c in find_candidates(sentence)] == []


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        # a request rate is a speed: "RPS" and "requests per second" as the growing measure
        ("With int4 KV cache on Llama-2-13B, RPS is improved by around 35% compared to fp16.", "35%"),
        ("With int8 weights on one A10, requests per second increased by 25% compared to fp16.", "25%"),
    ],
)
def test_a_request_rate_that_grew_by_a_percentage_is_found(sentence: str, text: str) -> None:
    assert text in [c.text for c in find_candidates(sentence)]


def test_a_quality_score_that_grew_by_a_percentage_is_not() -> None:
    assert find_candidates("With int8 KV cache on one A10, accuracy is improved by around 3% compared to fp16.") == []


def test_an_encoder_or_embedder_that_serves_tokens_or_a_kernel_of_an_llm_stays_a_claim() -> None:
    """Only a speed-up of an encoder or embedder itself is no LLM claim: a tokens/s figure and a
    rotary embedding kernel inside an LLM keep theirs."""
    assert [c.text for c in find_candidates("With int8 the BERT encoder serves 2x more tokens/s.")] == ["2x"]
    assert [c.text for c in find_candidates("The fused rotary embedding kernel is 2x faster.")] == ["2x"]


@pytest.mark.parametrize(
    ("sentence", "ratio"),
    [
        ("FP8 raises decode throughput by 30% compared to compile mode.", 30),
        ("The fused kernel decodes 1.4x faster than the torch.compile path.", 1.4),
        ("Speculative decoding is 2x faster than compile mode alone.", 2),
    ],
)
def test_compiling_named_as_the_baseline_leaves_the_ratio_a_claim(sentence: str, ratio: float) -> None:
    """A baseline word ends what a ratio makes faster: the compiled baseline is a way of running."""
    assert [c.value for c in find_candidates(sentence)] == [ratio], sentence


@pytest.mark.parametrize(
    "sentence", ["It offers 3x faster model loading.", "The release brings a 1.8x faster engine build."]
)
def test_a_ratio_whose_object_is_building_or_loading_stays_no_claim(sentence: str) -> None:
    assert find_candidates(sentence) == [], sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "After tuning the GEMM ran at 9,800 iters/s against 8,100 before, a 21% gain in throughput.",
        "The benchmark loop reaches 52 it/s with the new allocator, 1.3x faster.",
        "We measured 140 iterations per second with the tuned kernel, up 18% in throughput.",
    ],
)
def test_a_ratio_of_iterations_per_second_is_no_llm_claim(sentence: str) -> None:
    assert find_candidates(sentence) == [], sentence
    assert find_candidates(
        sentence.replace("iters/s", "tokens/s").replace("it/s", "tok/s").replace("iterations", "tokens")
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "Each core completes 1,024 multiply-adds per cycle, 8 times the performance of AVX-512.",
        "The matrix instructions run 4x faster than the vector ones.",
        "With wider SIMD units the chip gets twice the performance per clock cycle.",
    ],
)
def test_what_an_instruction_set_does_per_cycle_is_a_specification(sentence: str) -> None:
    assert find_candidates(sentence) == [], sentence
    assert find_candidates("With the new matrix instructions Llama 3 decodes 4x faster."), "a model that ran"
