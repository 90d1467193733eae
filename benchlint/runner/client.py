"""One streaming request against an OpenAI-compatible endpoint, timed on the client.

Every failure becomes a reason string on the result, never an exception: the sweep keeps
going, and the record counts what failed and why.
"""

from __future__ import annotations

import asyncio
import email.utils
import json
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from benchlint.runner.sse import MalformedStream, SSEDecoder

if TYPE_CHECKING:
    import httpx

API_PATHS = {"completions": "/v1/completions", "chat": "/v1/chat/completions"}


@dataclass(frozen=True, slots=True)
class RequestSpec:
    """What one request asks for; ``body()`` is the JSON sent."""

    api: str
    prompt: str
    max_tokens: int | None = None
    fixed_length: bool = False
    temperature: float | None = None
    model: str | None = None

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"stream": True, "stream_options": {"include_usage": True}}
        if self.api == "chat":
            body["messages"] = [{"role": "user", "content": self.prompt}]
        else:
            body["prompt"] = self.prompt
        if self.model is not None:
            body["model"] = self.model
        if self.max_tokens is not None:
            body["max_tokens"] = self.max_tokens
        if self.fixed_length and self.max_tokens is not None:
            # Both spellings: vLLM/SGLang honour min_tokens, llama.cpp honours ignore_eos.
            body["ignore_eos"] = True
            body["min_tokens"] = self.max_tokens
        if self.temperature is not None:
            body["temperature"] = self.temperature
        return body


@dataclass(frozen=True, slots=True)
class Timeouts:
    request_s: float = 120.0
    """Deadline for a whole request, retries included."""
    stall_s: float = 30.0
    """Longest silence tolerated inside a stream."""
    connect_s: float = 10.0


@dataclass(slots=True)
class RequestResult:
    """Client-side timings (``time.perf_counter`` seconds) and what the server said."""

    sent_at: float
    ended_at: float = 0.0
    first_token_at: float | None = None
    output_tokens: int | None = None
    count_source: str | None = None
    """Where ``output_tokens`` came from: "usage", "timings" or "chunks" (counted)."""
    prompt_tokens: int | None = None
    finish_reason: str | None = None
    error: str | None = None
    chunks: int = 0
    retries: int = 0
    server_decode_tok_s: float | None = None
    server_prompt_tok_s: float | None = None
    draft_tokens: int | None = None
    accepted_tokens: int | None = None
    response_id: str | None = None
    """The server's id for the response (the stream's "id" field), to match server-side logs."""

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def latency_s(self) -> float:
        return self.ended_at - self.sent_at

    @property
    def ttft_s(self) -> float | None:
        return None if self.first_token_at is None else self.first_token_at - self.sent_at

    @property
    def decode_tok_s(self) -> float | None:
        """This request's own speed once it started writing: output / (end - first token)."""
        if self.first_token_at is None or not self.output_tokens:
            return None
        span = self.ended_at - self.first_token_at
        return self.output_tokens / span if span > 0 else None


class _Usage:
    """Counts gathered from the stream's chunks; ``usage`` beats ``timings`` beats counting."""

    __slots__ = ("completion", "draft", "draft_accepted", "predicted", "predicted_per_s", "prompt", "prompt_per_s")

    def __init__(self) -> None:
        self.completion: int | None = None
        self.prompt: int | None = None
        self.predicted: int | None = None
        self.predicted_per_s: float | None = None
        self.prompt_per_s: float | None = None
        self.draft: int | None = None
        self.draft_accepted: int | None = None

    def read(self, event: dict[str, Any]) -> None:
        usage = event.get("usage")
        if isinstance(usage, dict):
            if isinstance(usage.get("completion_tokens"), int):
                self.completion = usage["completion_tokens"]
            if isinstance(usage.get("prompt_tokens"), int):
                self.prompt = usage["prompt_tokens"]
        timings = event.get("timings")
        if isinstance(timings, dict):
            self.predicted = _int(timings.get("predicted_n"), self.predicted)
            self.predicted_per_s = _float(timings.get("predicted_per_second"), self.predicted_per_s)
            self.prompt_per_s = _float(timings.get("prompt_per_second"), self.prompt_per_s)
            self.draft = _int(timings.get("draft_n"), self.draft)
            self.draft_accepted = _int(timings.get("draft_n_accepted"), self.draft_accepted)


def _int(value: Any, default: int | None) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _float(value: Any, default: float | None) -> float | None:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else default


def retry_after_seconds(value: str | None) -> float | None:
    """Retry-After as delta-seconds or an HTTP date; None when absent or unreadable."""
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _text_of(choice: dict[str, Any]) -> str | None:
    text = choice.get("text")
    if text is None:
        delta = choice.get("delta")
        if isinstance(delta, dict):
            text = delta.get("content")
    return text if isinstance(text, str) else None


async def send(
    client: httpx.AsyncClient,
    url: str,
    spec: RequestSpec,
    timeouts: Timeouts,
    headers: dict[str, str] | None = None,
) -> RequestResult:
    """Send one streaming request and time it. Never raises for server or network faults."""
    import httpx

    clock = time.perf_counter
    result = RequestResult(sent_at=clock())
    deadline = result.sent_at + timeouts.request_s
    body = spec.body()
    http_timeout = httpx.Timeout(timeouts.stall_s, connect=timeouts.connect_s)
    usage = _Usage()
    try:
        async with asyncio.timeout(timeouts.request_s):
            while True:
                async with client.stream("POST", url, json=body, headers=headers, timeout=http_timeout) as resp:
                    if resp.status_code == 429:
                        wait = retry_after_seconds(resp.headers.get("retry-after"))
                        if wait is not None and clock() + wait < deadline:
                            result.retries += 1
                            await resp.aclose()
                            await asyncio.sleep(wait)
                            continue
                        hint = "no Retry-After" if wait is None else f"Retry-After {wait:g}s is past the timeout"
                        result.error = f"HTTP 429 ({hint})"
                        break
                    if resp.status_code >= 400:
                        snippet = (await resp.aread())[:120].decode("utf-8", errors="replace").strip()
                        result.error = f"HTTP {resp.status_code}" + (f": {snippet}" if snippet else "")
                        break
                    await _read_stream(resp, result, usage, clock)
                    break
    except TimeoutError:
        result.error = f"timed out after {timeouts.request_s:g}s"
    except httpx.TimeoutException as exc:
        kind = "connect" if isinstance(exc, httpx.ConnectTimeout) else "read"
        result.error = f"stalled: no data for {timeouts.stall_s:g}s ({kind} timeout)"
    except httpx.ConnectError as exc:
        result.error = f"cannot connect: {exc}"
    except (httpx.RemoteProtocolError, httpx.ReadError) as exc:
        result.error = f"connection closed mid-stream after {result.chunks} chunks ({exc})"
    except MalformedStream as exc:
        result.error = f"malformed SSE: {exc}"
    except httpx.HTTPError as exc:
        result.error = f"{type(exc).__name__}: {exc}"
    result.ended_at = clock()
    _settle_counts(result, usage)
    return result


async def _read_stream(resp: httpx.Response, result: RequestResult, usage: _Usage, clock: Any) -> None:
    decoder = SSEDecoder()
    done = False
    async for raw in resp.aiter_bytes():
        for data in decoder.feed(raw):
            done = _handle_event(data, result, usage, clock) or done
        if result.error:
            return
    for data in decoder.close():
        done = _handle_event(data, result, usage, clock) or done
    if result.error:
        return
    if result.finish_reason is None:
        state = "[DONE] without a finish_reason" if done else "the stream ended before a finish_reason"
        result.error = f"incomplete response: {state} after {result.chunks} chunks"


def _handle_event(data: str, result: RequestResult, usage: _Usage, clock: Any) -> bool:
    """Apply one SSE payload; True when it is the [DONE] sentinel."""
    if data.strip() == "[DONE]":
        return True
    try:
        event = json.loads(data)
    except json.JSONDecodeError as exc:
        raise MalformedStream(f"event is not JSON ({exc.msg}): {data[:60]!r}") from None
    if not isinstance(event, dict):
        raise MalformedStream(f"event is not a JSON object: {data[:60]!r}")
    if "error" in event:
        err = event["error"]
        message = err.get("message") if isinstance(err, dict) else err
        result.error = f"server error in stream: {message}"
        return False
    if result.response_id is None and isinstance(event.get("id"), str):
        result.response_id = event["id"]
    choices = event.get("choices")
    if isinstance(choices, list) and choices and isinstance(choices[0], dict):
        choice = choices[0]
        text = _text_of(choice)
        if text:
            result.chunks += 1
            if result.first_token_at is None:
                result.first_token_at = clock()
        reason = choice.get("finish_reason")
        if isinstance(reason, str):
            result.finish_reason = reason
    usage.read(event)
    return False


def _settle_counts(result: RequestResult, usage: _Usage) -> None:
    result.prompt_tokens = usage.prompt
    result.server_decode_tok_s = usage.predicted_per_s
    result.server_prompt_tok_s = usage.prompt_per_s
    result.draft_tokens = usage.draft
    result.accepted_tokens = usage.draft_accepted
    if not result.ok:
        return  # a failed request's partial tokens never count
    if usage.completion is not None:
        result.output_tokens, result.count_source = usage.completion, "usage"
    elif usage.predicted is not None:
        result.output_tokens, result.count_source = usage.predicted, "timings"
    else:
        result.output_tokens, result.count_source = result.chunks, "chunks"
