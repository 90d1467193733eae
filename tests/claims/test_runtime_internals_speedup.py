"""A speed-up of a library's own internals (its tokenizer, its allocator or memory pool, the set-up
of its batch objects) is not an LLM-inference claim, even where the figure is in tokens per second:
a binding's changelog times "tokenization at 5.2M tokens/s" and "allocations per second" the way an
engine's times decoding. A sentence that also names a stage of running a model (decode, generation,
inference) or a kernel (GEMM, matmul) keeps its claim."""

from __future__ import annotations

from tests.claims.helpers import claims


def test_a_tokenizer_speedup_in_tokens_per_second_is_no_claim() -> None:
    text = "- **Tokenizer Throughput**: now 3.1x quicker (5.2M tokens/s, was 1.7M tokens/s)\n"
    assert [c.text for c in claims(text)] == []


def test_an_allocator_gain_is_no_claim() -> None:
    text = "- **Pooling**: 15.3% gain under heavy allocation load (2.0M to 2.3M allocs/s)\n"
    assert [c.text for c in claims(text)] == []


def test_a_batch_object_creation_gain_is_no_claim() -> None:
    assert [c.text for c in claims("- Batch creation is 7% faster for larger batches (64-256 tokens)\n")] == []


def test_a_decode_speed_after_a_tokenizer_fix_keeps_its_claim() -> None:
    assert [c.text for c in claims("- After the tokenizer fix, decoding is 2x faster on the 8B model.\n")] == ["2x"]


def test_a_memory_intensive_kernel_keeps_its_claim() -> None:
    text = "The new kernel is 1.9x faster than cuBLAS in memory-intensive GEMM operations on one A100.\n"
    assert [c.text for c in claims(text)] == ["1.9x"]
