"""A tiny OpenAI-compatible server on 127.0.0.1 that misbehaves on purpose.

Only for faults a real llama-server cannot be made to produce (closing mid-stream, 500,
429 with Retry-After, stalls, malformed SSE, dying mid-sweep, impossible counts, endless
lines, redirects, echoing the API key, broken probes). Plain asyncio HTTP/1.1 with chunked
streaming, run in a background thread.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass
class Seen:
    method: str
    path: str
    headers: dict[str, str]
    body: dict | None


@dataclass
class FakeServer:
    #: behaviour of the n-th completion request (0-based): "ok", "close", "500", "429:<s>", "stall",
    #: "malformed", "die", "bigint" (a 5,000-digit usage count), "deep" (100,000-deep JSON in a data
    #: line), "negative" (usage.completion_tokens -5), "liar" (usage 1,000 tokens), "endless" (a line
    #: that never ends), "307", "echo401" / "echoerr" / "echo307" (the Authorization header echoed
    #: in a 401 body / a stream error event / a redirect's Location)
    behaviour: Callable[[int], str] = lambda n: "ok"
    tokens: int = 8
    token_delay_s: float = 0.01
    total_slots: int | None = 2
    api_key: str | None = None
    honours_ignore_eos: bool = True
    port: int = 0
    metrics: str | None = None
    """The /metrics page (404 when None)."""
    tokenize: str | None = None
    """/tokenize: None (404), "ok" (one token per 4 characters), "nonjson" (an HTML page),
    "nonjson-pieces" (answers the probe, then an HTML page when asked for pieces)."""
    echo_key_in_model: bool = False
    """/v1/models names the model after the Authorization header it received."""
    seen: list[Seen] = field(default_factory=list)
    completions: int = 0

    def start(self) -> FakeServer:
        ready = threading.Event()

        def run() -> None:
            self._loop = asyncio.new_event_loop()
            asyncio.set_event_loop(self._loop)
            self._server = self._loop.run_until_complete(asyncio.start_server(self._handle, "127.0.0.1", self.port))
            self.port = self._server.sockets[0].getsockname()[1]
            ready.set()
            self._loop.run_forever()

        self._thread = threading.Thread(target=run, daemon=True)
        self._thread.start()
        ready.wait(5)
        return self

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        if self._loop.is_running():
            asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop).result(5)
            self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)

    async def _shutdown(self) -> None:
        self._server.close()
        tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def die(self) -> None:
        """Stop listening and drop every open connection (a crashed server)."""
        self._loop.call_soon_threadsafe(self._die)

    def _die(self) -> None:
        self._server.close()
        for task in asyncio.all_tasks(self._loop):
            task.cancel()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                line = await reader.readline()
                if not line:
                    return
                method, path, _ = line.decode().split(" ", 2)
                headers: dict[str, str] = {}
                while (h := await reader.readline()) not in (b"\r\n", b"\n", b""):
                    k, _, v = h.decode().partition(":")
                    headers[k.strip().lower()] = v.strip()
                n = int(headers.get("content-length", "0"))
                raw = await reader.readexactly(n) if n else b""
                body = json.loads(raw) if raw else None
                self.seen.append(Seen(method, path, headers, body))
                if not await self._route(method, path, headers, body, writer):
                    return
        except (asyncio.CancelledError, ConnectionError, asyncio.IncompleteReadError):
            pass
        finally:
            writer.close()

    async def _send(
        self, writer: asyncio.StreamWriter, status: int, payload: object, extra: str = "", raw: bytes | None = None
    ) -> None:
        data = raw if raw is not None else json.dumps(payload).encode()
        reason = {200: "OK", 401: "Unauthorized", 404: "Not Found", 429: "Too Many Requests", 500: "Server Error"}
        kind = "text/html" if raw is not None else "application/json"
        head = (
            f"HTTP/1.1 {status} {reason.get(status, 'X')}\r\ncontent-type: {kind}\r\n"
            f"content-length: {len(data)}\r\n{extra}\r\n"
        )
        writer.write(head.encode() + data)
        await writer.drain()

    async def _route(self, method: str, path: str, headers: dict, body: dict | None, w: asyncio.StreamWriter) -> bool:
        if self.api_key is not None and headers.get("authorization") != f"Bearer {self.api_key}":
            await self._send(w, 401, {"error": {"message": "bad key"}})
            return True
        if method == "GET" and path == "/props" and self.total_slots:
            await self._send(
                w,
                200,
                {
                    "total_slots": self.total_slots,
                    "model_path": "/models/fake.gguf",
                    "default_generation_settings": {"n_ctx": 4096},
                },
            )
            return True
        if method == "GET" and path == "/v1/models":
            name = f"fake-model ({headers.get('authorization')})" if self.echo_key_in_model else "fake-model"
            await self._send(w, 200, {"data": [{"id": name, "owned_by": "fake"}]})
            return True
        if method == "GET" and path == "/metrics" and self.metrics is not None:
            await self._send(w, 200, None, raw=self.metrics.encode())
            return True
        if method == "POST" and path == "/tokenize" and self.tokenize is not None:
            pieces = bool((body or {}).get("with_pieces"))
            if self.tokenize == "nonjson" or (self.tokenize == "nonjson-pieces" and pieces):
                await self._send(w, 200, None, raw=b"<html><body>tokenizer offline</body></html>")
                return True
            text = (body or {}).get("content", "")
            cut = [text[i : i + 4] for i in range(0, len(text), 4)]
            tokens = [{"id": i, "piece": p} for i, p in enumerate(cut)] if pieces else list(range(len(cut)))
            await self._send(w, 200, {"tokens": tokens})
            return True
        if method == "POST" and path in ("/v1/completions", "/v1/chat/completions"):
            index = self.completions
            self.completions += 1
            return await self._complete(self.behaviour(index), body or {}, w, chat="chat" in path, headers=headers)
        await self._send(w, 404, {"error": "not found"})
        return True

    async def _complete(self, mode: str, body: dict, w: asyncio.StreamWriter, chat: bool, headers: dict) -> bool:
        auth = headers.get("authorization", "")
        if mode == "echo401":  # as some gateways do: the key quoted whole, and its start once more
            key = auth.partition(" ")[2]
            await self._send(w, 401, {"error": {"message": f"invalid api key {key!r} ({key[:14]}...); sent: {auth}"}})
            return True
        if mode in ("307", "echo307"):
            where = f"/v2/completions?auth={auth}" if mode == "echo307" else "/v2/completions"
            await self._send(w, 307, {}, f"location: {where}\r\n")
            return True
        if mode == "500":
            await self._send(w, 500, {"error": {"message": "internal"}})
            return True
        if mode.startswith("429:"):
            await self._send(w, 429, {"error": {"message": "slow down"}}, f"retry-after: {mode[4:]}\r\n")
            return True
        if mode == "die":
            self.die()
            return False
        w.write(b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n")
        if mode == "endless":  # one line that never ends, until the client hangs up
            while True:
                self._chunk(w, "data: " + "x" * 65536)
                await w.drain()
                await asyncio.sleep(0)
        if mode == "echoerr":
            self._chunk(w, "data: " + json.dumps({"error": {"message": f"upstream refused {auth}"}}) + "\n\n")
            w.write(b"0\r\n\r\n")
            await w.drain()
            return True
        count = body.get("max_tokens") or self.tokens
        if not (body.get("ignore_eos") and self.honours_ignore_eos):
            count = min(count, self.tokens)
        for i in range(count):
            if mode == "close" and i == 2:
                w.write(b"5\r\ndata:")  # half a chunk, then the connection drops
                await w.drain()
                return False
            if mode == "stall" and i == 1:
                await asyncio.sleep(3600)
            if mode == "malformed" and i == 1:
                self._chunk(w, "data: {this is not json\n\n")
                continue
            if mode == "deep" and i == 1:
                self._chunk(w, "data: " + "[" * 100_000 + "]" * 100_000 + "\n\n")
                continue
            piece = {"delta": {"content": f" t{i}"}} if chat else {"text": f" t{i}"}
            self._chunk(w, "data: " + json.dumps({"choices": [{**piece, "index": 0, "finish_reason": None}]}) + "\n\n")
            await w.drain()
            await asyncio.sleep(self.token_delay_s)
        reason = "length" if count == body.get("max_tokens") else "stop"
        claimed = {"negative": "-5", "liar": "1000", "bigint": "9" * 5000}.get(mode, str(count))
        # Written by hand: a 5,000-digit integer is more than json.dumps will write.
        choice = json.dumps({"text": "", "index": 0, "finish_reason": reason})
        usage = f'{{"completion_tokens": {claimed}, "prompt_tokens": {self._prompt_tokens(body)}}}'
        last = f'{{"choices": [{choice}], "usage": {usage}}}'
        self._chunk(w, "data: " + last + "\n\n")
        self._chunk(w, "data: [DONE]\n\n")
        w.write(b"0\r\n\r\n")
        await w.drain()
        return True

    @staticmethod
    def _prompt_tokens(body: dict) -> int:
        """A stand-in tokenizer: four characters per token."""
        text = body.get("prompt") or " ".join(m.get("content", "") for m in body.get("messages", []))
        return max(1, len(text) // 4)

    @staticmethod
    def _chunk(w: asyncio.StreamWriter, text: str) -> None:
        data = text.encode()
        w.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
