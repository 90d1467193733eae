"""A ratio whose paragraph is about a network stack's throughput ("a single TCP stream now reaches
300 MiB/sec, an approximately 20x improvement") is that stack's speed-up, not an LLM claim: an
operating system's or a proxy's changelog writes its TCP, UDP and packet rates the way an engine's
changelog writes tokens per second. A paragraph that also names the model or tokens keeps its
claim (a server that streams tokens over TCP and decodes 2x faster)."""

from __future__ import annotations

from tests.claims.helpers import claims


def test_a_tcp_stream_speedup_is_no_claim() -> None:
    text = (
        "## 2024-04-13\n\n"
        "The throughput of one TCP stream is now about 250 MiB/sec\n"
        "(roughly a 15x improvement over what it was last winter).\n"
    )
    assert [c.text for c in claims(text)] == []


def test_a_packet_rate_gain_is_no_claim() -> None:
    assert [c.text for c in claims("UDP packets are now forwarded 3x faster by the new ring buffer.\n")] == []


def test_a_paragraph_naming_tokens_keeps_its_ratio() -> None:
    text = "The server streams tokens over TCP, and speculative decoding makes generation 2x faster.\n"
    assert [c.text for c in claims(text)] == ["2x"]
