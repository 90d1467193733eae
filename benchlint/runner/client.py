"""One streaming request against an OpenAI-compatible endpoint, timed on the client.

Every failure becomes a reason string on the result, never an exception: the sweep keeps
going, and the record counts what failed and why.
"""

from __future__ import annotations

import asyncio
import email.utils
import math
import random
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from benchlint.runner.redact import NO_SECRETS, Redactor
from benchlint.runner.sse import MAX_LINE_BYTES, MalformedStream, Oversized, SSEDecoder, parse_event

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
    max_retries: int = 4
    """Retries of one request after 429/503, each after an exponential, jittered backoff."""
    backoff_s: float = 0.25
    """The first backoff; it doubles with each retry (up to 8 s) and is jittered by up to half."""
    max_line_bytes: int = MAX_LINE_BYTES
    """Longest SSE line or event buffered; a longer one fails the request."""


#: no response carries more tokens than this; a larger count is not a count
MAX_TOKEN_COUNT = 10_000_000
#: a streamed chunk carries at least one token and, bundled (speculative decoding, multi-byte
#: characters split across tokens), rarely more than this many
MAX_TOKENS_PER_CHUNK = 8
_RETRIED_STATUSES = (429, 503)


def count_agrees(server: int, chunks: int) -> bool:
    """A server's output count is believable for a stream of ``chunks`` text chunks.

    Each chunk carries at least one token and seldom more than MAX_TOKENS_PER_CHUNK; a slack of
    2 tokens or 5% covers a final chunk without text and a token split across two chunks.
    """
    slack = max(2, math.ceil(0.05 * chunks))
    return chunks - slack <= server <= chunks * MAX_TOKENS_PER_CHUNK + slack


def backoff_seconds(retry: int, base_s: float, retry_after: float | None, rng: random.Random | None = None) -> float:
    """Wait before retry number ``retry`` (0-based): base x 2^retry (at most 8 s), jittered down by up
    to half so that workers refused together do not come back together; at least a non-zero Retry-After."""
    ceiling = min(8.0, base_s * 2**retry)
    wait = ceiling * (0.5 + 0.5 * (rng or random).random())
    return max(wait, retry_after or 0.0)


@dataclass(slots=True)
class RequestResult:
    """Client-side timings (``time.perf_counter`` seconds) and what the server said."""

    sent_at: float
    ended_at: float = 0.0
    first_token_at: float | None = None
    output_tokens: int | None = None
    count_source: str | None = None
    """Where ``output_tokens`` came from: "usage", "timings" or "chunks" (counted)."""
    count_disagreement: str | None = None
    """Why the server's own output count was not used (it disagreed with the stream, or was impossible)."""
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
    """Counts the server reported in the stream's chunks, checked where they are read.

    A count that is not a non-negative integer up to MAX_TOKEN_COUNT is rejected with a reason
    (``problems``) instead of being kept; a speed that is not a finite non-negative number is dropped.
    """

    __slots__ = (
        "completion",
        "draft",
        "draft_accepted",
        "predicted",
        "predicted_per_s",
        "problems",
        "prompt",
        "prompt_per_s",
    )

    def __init__(self) -> None:
        self.completion: int | None = None
        self.prompt: int | None = None
        self.predicted: int | None = None
        self.predicted_per_s: float | None = None
        self.prompt_per_s: float | None = None
        self.draft: int | None = None
        self.draft_accepted: int | None = None
        self.problems: list[str] = []

    def read(self, event: dict[str, Any]) -> None:
        usage = event.get("usage")
        if isinstance(usage, dict):
            self.completion = self._count(usage, "completion_tokens", "usage", self.completion)
            self.prompt = self._count(usage, "prompt_tokens", "usage", self.prompt)
        timings = event.get("timings")
        if isinstance(timings, dict):
            self.predicted = self._count(timings, "predicted_n", "timings", self.predicted)
            self.predicted_per_s = _speed(timings.get("predicted_per_second"), self.predicted_per_s)
            self.prompt_per_s = _speed(timings.get("prompt_per_second"), self.prompt_per_s)
            self.draft = self._count(timings, "draft_n", "timings", self.draft)
            self.draft_accepted = self._count(timings, "draft_n_accepted", "timings", self.draft_accepted)

    def _count(self, block: dict[str, Any], key: str, where: str, default: int | None) -> int | None:
        if key not in block or block[key] is None:
            return default
        value = block[key]
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_TOKEN_COUNT:
            return value
        shown = repr(value) if isinstance(value, Oversized) else _short(value)
        problem = f"{where}.{key} {shown} is not a token count"
        if problem not in self.problems:
            self.problems.append(problem)
        return None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _speed(value: Any, default: float | None) -> float | None:
    if isinstance(value, int | float) and not isinstance(value, bool | Oversized):
        number = float(value)
        if math.isfinite(number) and number >= 0:
            return number
    return default


def retry_after_seconds(value: str | None) -> float | None:
    """Retry-After as delta-seconds or an HTTP date; None when absent or unreadable."""
    if not value:
        return None
    try:
        seconds = float(value)
    except ValueError:
        pass
    else:
        return max(0.0, seconds) if not math.isnan(seconds) else None
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _text_of(choice: dict[str, Any]) -> str | None:
    """The text a chunk streamed: completions ``text``, or a chat delta's content or reasoning."""
    text = choice.get("text")
    if isinstance(text, str) and text:
        return text
    delta = choice.get("delta")
    if isinstance(delta, dict):
        for key in ("content", "reasoning_content", "reasoning"):
            value = delta.get(key)
            if isinstance(value, str) and value:
                return value
    return None


async def send(
    client: httpx.AsyncClient,
    url: str,
    spec: RequestSpec,
    timeouts: Timeouts,
    headers: dict[str, str] | None = None,
    redactor: Redactor = NO_SECRETS,
) -> RequestResult:
    """Send one streaming request and time it. Never raises for server or network faults.

    Whatever went wrong ends as ``result.error``, with every text the server sent passed
    through ``redactor`` so an echoed API key never reaches a record or the terminal.
    """
    clock = time.perf_counter
    result = RequestResult(sent_at=clock())
    usage = _Usage()
    try:
        await _exchange(client, url, spec, timeouts, headers, result, usage, clock, redactor)
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # a request that breaks the client is a failed request, never a lost one
        result.error = f"client error: {type(exc).__name__}: {exc}"
    result.ended_at = clock()
    if result.error is not None:
        result.error = redactor.redact(result.error[:_REDACT_WINDOW])[:500]
    _settle_counts(result, usage)
    return result


async def _exchange(
    client: httpx.AsyncClient,
    url: str,
    spec: RequestSpec,
    timeouts: Timeouts,
    headers: dict[str, str] | None,
    result: RequestResult,
    usage: _Usage,
    clock: Any,
    redactor: Redactor,
) -> None:
    import httpx

    deadline = result.sent_at + timeouts.request_s
    body = spec.body()
    http_timeout = httpx.Timeout(timeouts.stall_s, connect=timeouts.connect_s)
    try:
        async with asyncio.timeout(timeouts.request_s):
            while True:
                async with client.stream("POST", url, json=body, headers=headers, timeout=http_timeout) as resp:
                    status = resp.status_code
                    if status in _RETRIED_STATUSES:
                        retry_after = retry_after_seconds(resp.headers.get("retry-after"))
                        await resp.aclose()
                        if result.retries >= timeouts.max_retries:
                            hint = "no Retry-After" if retry_after is None else f"last Retry-After {retry_after:g}s"
                            result.error = f"HTTP {status} after {result.retries} retries ({hint})"
                            return
                        wait = backoff_seconds(result.retries, timeouts.backoff_s, retry_after)
                        if clock() + wait >= deadline:
                            if retry_after is not None and retry_after >= wait:
                                hint = f"Retry-After {retry_after:g}s is past the timeout"
                            else:
                                hint = f"backoff {wait:.2g}s is past the timeout"
                            result.error = f"HTTP {status} ({hint})"
                            return
                        result.retries += 1
                        await asyncio.sleep(wait)
                        continue
                    if not 200 <= status < 300:
                        result.error = await _status_error(resp, redactor)
                        return
                    await _read_stream(resp, result, usage, clock, timeouts.max_line_bytes)
                    return
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


#: bytes of an error body read to quote from it
_ERROR_BODY_BYTES = 64 * 1024
#: characters of a server text redacted before it is cut to what is kept (a few hundred)
_REDACT_WINDOW = 4096


async def _status_error(resp: httpx.Response, redactor: Redactor) -> str:
    """``HTTP <status>`` with the start of the body; a redirect names where it pointed (never followed)."""
    status = resp.status_code
    if 300 <= status < 400:
        where = resp.headers.get("location")
        target = f" to {redactor.redact(where)[:200]}" if where else ""
        return f"HTTP {status} redirect{target} (redirects are not followed; give the final URL)"
    body = bytearray()
    async for piece in resp.aiter_raw():
        body += piece
        if len(body) >= _ERROR_BODY_BYTES:
            break
    # Redact the whole text before cutting it, so no piece of an echoed key survives the cut.
    # The window is far longer than any key, so a key starting inside the quote is removed whole.
    window = " ".join(bytes(body).decode("utf-8", errors="replace").split())[:_REDACT_WINDOW]
    snippet = redactor.redact(window)[:120]
    kind = "HTTP" if status >= 400 else "unexpected HTTP"
    return f"{kind} {status}" + (f": {snippet}" if snippet else "")


async def _read_stream(
    resp: httpx.Response, result: RequestResult, usage: _Usage, clock: Any, max_line_bytes: int
) -> None:
    decoder = SSEDecoder(max_line_bytes)
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
    event = parse_event(data)
    if not isinstance(event, dict):
        raise MalformedStream(f"event is not a JSON object: {data[:60]!r}")
    if "error" in event:
        err = event["error"]
        message = err.get("message") if isinstance(err, dict) else err
        result.error = f"server error in stream: {str(message)[:300]}"
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
    """Output tokens come from what was streamed; the server's count is used when it agrees.

    A ``usage`` (or llama.cpp ``timings``) count within the tolerance of :func:`count_agrees` is
    the exact figure and is kept; one that disagrees, or is no count at all, is recorded on the
    request as a disagreement and the streamed chunks are counted instead.
    """
    result.prompt_tokens = usage.prompt
    result.server_decode_tok_s = usage.predicted_per_s
    result.server_prompt_tok_s = usage.prompt_per_s
    result.draft_tokens = usage.draft
    result.accepted_tokens = usage.draft_accepted
    if usage.draft is not None and usage.draft_accepted is not None and usage.draft_accepted > usage.draft:
        usage.problems.append(f"timings accepted {usage.draft_accepted} of {usage.draft} drafted tokens")
        result.draft_tokens = result.accepted_tokens = None
    if not result.ok:
        return  # a failed request's partial tokens never count
    problems = list(usage.problems)
    for source, count in (("usage", usage.completion), ("timings", usage.predicted)):
        if count is None:
            continue
        if count_agrees(count, result.chunks):
            result.output_tokens, result.count_source = count, source
            break
        problems.append(f"{source} said {count} output tokens but the stream carried {result.chunks} chunks")
    else:
        result.output_tokens, result.count_source = result.chunks, "chunks"
    if problems:
        result.count_disagreement = "; ".join(problems)
