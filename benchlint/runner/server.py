"""What the running server says about itself: serving cap, busy slots, queue, speculation.

Seed 003 section 8: the cap is read off the running process, never from a unit file. Each
fact here is kept only when the server actually reported it; anything else stays None.
"""

from __future__ import annotations

import asyncio
import contextlib
import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import httpx

#: Prometheus gauges for requests being processed / queued, per engine
RUNNING_GAUGES = ("llamacpp:requests_processing", "vllm:num_requests_running", "sglang:num_running_reqs")
WAITING_GAUGES = ("llamacpp:requests_deferred", "vllm:num_requests_waiting", "sglang:num_queue_reqs")
DRAFT_SUFFIX = "spec_decode_num_draft_tokens_total"
ACCEPTED_SUFFIX = "spec_decode_num_accepted_tokens_total"


#: a /metrics page larger than this is not read (llama-server's is about 2 KB, vLLM's 100 KB)
MAX_METRICS_CHARS = 4 << 20


def parse_metrics(text: str) -> dict[str, float]:
    """Prometheus text format -> {metric name: value summed over its label sets}.

    Lines that are blank (whitespace included), comments, or not ``name[{labels}] value`` are
    skipped; values that are not finite numbers are dropped. Never raises.
    """
    values: dict[str, float] = {}
    for raw in text[:MAX_METRICS_CHARS].splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if "{" in line:  # name{labels} value [timestamp]
            name = line.split("{", 1)[0].strip()
            tail = line.rsplit("}", 1)[-1].split()
        else:
            name, _, rest = line.partition(" ")
            tail = rest.split()
        if not name or not tail:
            continue
        try:
            value = float(tail[0])
        except ValueError:
            continue
        if math.isfinite(value):
            total = values.get(name, 0.0) + value
            if math.isfinite(total):
                values[name] = total
    return values


def _first(metrics: dict[str, float], names: tuple[str, ...]) -> float | None:
    for name in names:
        if name in metrics:
            return metrics[name]
    return None


def _by_suffix(metrics: dict[str, float], suffix: str) -> float | None:
    found = [v for k, v in metrics.items() if k.endswith(suffix)]
    return sum(found) if found else None


@dataclass(slots=True)
class ServerInfo:
    """Facts read once before the sweep."""

    engine: str | None = None
    engine_version: str | None = None
    model: str | None = None
    total_slots: int | None = None
    n_ctx_per_slot: int | None = None
    slots_speculative: bool | None = None
    has_metrics: bool = False
    has_slots: bool = False
    has_tokenize: bool = False
    quantization: str | None = None
    spec_method: str | None = None
    draft_model: str | None = None
    spec_draft_max: int | None = None
    unavailable: list[str] = field(default_factory=list)
    """Probes that answered but could not be read, with the reason (the sweep goes on without them)."""


@dataclass(slots=True)
class Observation:
    """What the server reported while one level ran."""

    running_max: float | None = None
    waiting_max: float | None = None
    busy_slots_max: int | None = None
    draft_tokens: float | None = None
    accepted_tokens: float | None = None
    samples: int = 0
    errors: list[str] = field(default_factory=list)

    @property
    def speculation_active(self) -> bool | None:
        if self.draft_tokens is None:
            return None
        return self.draft_tokens > 0


#: a probe answer larger than this is not read
MAX_PROBE_BYTES = 4 << 20


class ProbeFailed(Exception):
    """An endpoint answered 200 with something that cannot be read; the message says what."""


def read_json(content: bytes, what: str) -> Any:
    """A probe answer's JSON, bounded in nesting like the stream's events; ProbeFailed otherwise."""
    from benchlint.runner.sse import MalformedStream, parse_event

    try:
        return parse_event(content.decode("utf-8", errors="replace"))
    except MalformedStream as exc:
        raise ProbeFailed(f"{what} answer is not usable JSON: {exc}") from None


async def fetch_body(
    client: httpx.AsyncClient, url: str, method: str = "GET", timeout: float = 5.0, **kw: Any
) -> bytes | None:
    """The body of a 200 answer (at most MAX_PROBE_BYTES), or None for no answer or another status."""
    import httpx

    try:
        async with client.stream(method, url, timeout=timeout, **kw) as resp:
            if resp.status_code != 200:
                return None
            body = bytearray()
            async for piece in resp.aiter_bytes():
                body += piece
                if len(body) > MAX_PROBE_BYTES:
                    raise ProbeFailed(f"{url.rsplit('/', 1)[-1]} answer is larger than {MAX_PROBE_BYTES >> 20} MiB")
            return bytes(body)
    except httpx.HTTPError:
        return None


async def _get_json(client: httpx.AsyncClient, url: str) -> Any:
    body = await fetch_body(client, url)
    return None if body is None else read_json(body, "/" + url.rsplit("/", 1)[-1])


async def _get_text(client: httpx.AsyncClient, url: str) -> str | None:
    body = await fetch_body(client, url)
    return None if body is None else body.decode("utf-8", errors="replace")


async def _optional(info: ServerInfo, what: str, fetch: Any) -> Any:
    """Run one probe; a failure is noted on ``info`` as unavailable and gives None."""
    try:
        return await fetch
    except ProbeFailed as exc:
        info.unavailable.append(f"{what}: {exc}")
    except Exception as exc:  # a probe is optional: whatever breaks it, the sweep goes on without it
        info.unavailable.append(f"{what}: {type(exc).__name__}: {exc}")
    return None


async def probe(client: httpx.AsyncClient, base: str) -> ServerInfo:
    """Read the serving cap and identity from /props, /slots, /metrics and /v1/models."""
    info = ServerInfo()
    props = await _optional(info, "/props", _get_json(client, base + "/props"))
    if isinstance(props, dict):
        _read_props(info, props)
    models = await _optional(info, "/v1/models", _get_json(client, base + "/v1/models"))
    if isinstance(models, dict) and isinstance(models.get("data"), list) and models["data"]:
        first = models["data"][0]
        if isinstance(first, dict) and isinstance(first.get("id"), str):
            info.model = info.model or _clip(first["id"])
            owned = first.get("owned_by")
            if info.engine is None and owned in ("vllm", "sglang"):
                info.engine = str(owned)
    slots = await _optional(info, "/slots", _get_json(client, base + "/slots"))
    if isinstance(slots, list) and slots:
        info.has_slots = True
        flags = [s.get("speculative") for s in slots if isinstance(s, dict)]
        if flags and all(isinstance(f, bool) for f in flags):
            info.slots_speculative = any(flags)
    metrics = await _optional(info, "/metrics", _get_text(client, base + "/metrics"))
    if metrics is not None:
        parsed = parse_metrics(metrics)
        info.has_metrics = bool(parsed)
        if not parsed and metrics.strip():
            info.unavailable.append("/metrics: answered, but no line of it is a metric")
        if info.engine is None:
            if any(k.startswith("vllm:") for k in parsed):
                info.engine = "vllm"
            elif any(k.startswith("sglang:") for k in parsed):
                info.engine = "sglang"
    info.has_tokenize = bool(await _optional(info, "/tokenize", _has_tokenize(client, base)))
    return info


#: longest server-reported name kept in a record
_MAX_NAME = 200


def _clip(text: str) -> str:
    return text if len(text) <= _MAX_NAME else text[: _MAX_NAME - 3] + "..."


def _positive(value: Any, limit: int) -> int | None:
    """A positive integer no larger than ``limit`` (a count the server cannot mean is ignored)."""
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 < value <= limit else None


def _read_props(info: ServerInfo, props: dict[str, Any]) -> None:
    slots = _positive(props.get("total_slots"), 1 << 20)
    if slots is not None:
        info.total_slots = slots
        info.engine = "llama.cpp"  # only llama-server reports total_slots in /props
    build = props.get("build_info")
    if isinstance(build, str) and build:
        info.engine_version = _clip(build)
    ftype = props.get("model_ftype")
    if isinstance(ftype, str) and ftype:
        info.quantization = _clip(ftype)
    path = props.get("model_path")
    if isinstance(path, str) and path:
        info.model = _clip(path.replace("\\", "/").rsplit("/", 1)[-1])
    settings = props.get("default_generation_settings")
    if isinstance(settings, dict):
        n_ctx = _positive(settings.get("n_ctx"), 1 << 30)
        if n_ctx is not None:
            info.n_ctx_per_slot = n_ctx
        params = settings.get("params")
        if isinstance(params, dict):
            _read_spec_params(info, params)


def _read_spec_params(info: ServerInfo, params: dict[str, Any]) -> None:
    spec_type = params.get("speculative.types", params.get("speculative.type"))
    if isinstance(spec_type, str) and spec_type and spec_type != "none":
        info.spec_method = _clip(spec_type)
    n_max = _positive(params.get("speculative.n_max"), 1 << 16)
    if n_max is not None:
        info.spec_draft_max = n_max


async def _has_tokenize(client: httpx.AsyncClient, base: str) -> bool:
    body = await fetch_body(client, base + "/tokenize", "POST", json={"content": "ok"})
    if body is None:
        return False
    answer = read_json(body, "/tokenize")
    if not (isinstance(answer, dict) and isinstance(answer.get("tokens"), list)):
        raise ProbeFailed('answered, but not with a "tokens" list')
    return True


class Sampler:
    """Polls /metrics and /slots while a level runs; keeps maxima and counter deltas."""

    def __init__(self, client: httpx.AsyncClient, base: str, info: ServerInfo, interval_s: float = 0.25) -> None:
        self._client = client
        self._base = base
        self._info = info
        self._interval = interval_s
        self._task: asyncio.Task[None] | None = None
        self._start: dict[str, float] | None = None
        self.observation = Observation()

    async def start(self) -> None:
        if self._info.has_metrics:
            self._start = await self._metrics()
        self._task = asyncio.create_task(self._loop())

    async def stop(self) -> Observation:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        if self._info.has_metrics:
            # Counters only: gauges after the level describe an idle server, not the level.
            end = await self._metrics()
            if self._start is not None and end is not None:
                self._deltas(self._start, end)
        return self.observation

    async def _metrics(self) -> dict[str, float] | None:
        text = await self._sample("/metrics", _get_text(self._client, self._base + "/metrics"))
        return parse_metrics(text) if isinstance(text, str) else None

    async def _sample(self, what: str, fetch: Any) -> Any:
        """One poll; a failure is kept on the observation (once per kind), never raised."""
        try:
            return await fetch
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            problem = f"{what}: {exc}" if isinstance(exc, ProbeFailed) else f"{what}: {type(exc).__name__}: {exc}"
            if problem not in self.observation.errors:
                self.observation.errors.append(problem)
            return None

    async def _loop(self) -> None:
        while True:
            if self._info.has_metrics:
                self._take(await self._metrics())
            if self._info.has_slots:
                slots = await self._sample("/slots", _get_json(self._client, self._base + "/slots"))
                if isinstance(slots, list):
                    busy = sum(1 for s in slots if isinstance(s, dict) and s.get("is_processing") is True)
                    obs = self.observation
                    obs.busy_slots_max = max(busy, obs.busy_slots_max or 0)
            await asyncio.sleep(self._interval)

    def _take(self, metrics: dict[str, float] | None) -> None:
        if metrics is None:
            return
        obs = self.observation
        obs.samples += 1
        running = _first(metrics, RUNNING_GAUGES)
        waiting = _first(metrics, WAITING_GAUGES)
        if running is not None:
            obs.running_max = max(running, obs.running_max or 0.0)
        if waiting is not None:
            obs.waiting_max = max(waiting, obs.waiting_max or 0.0)

    def _deltas(self, start: dict[str, float], end: dict[str, float]) -> None:
        for suffix, attr in ((DRAFT_SUFFIX, "draft_tokens"), (ACCEPTED_SUFFIX, "accepted_tokens")):
            before, after = _by_suffix(start, suffix), _by_suffix(end, suffix)
            if before is not None and after is not None:
                setattr(self.observation, attr, max(0.0, after - before))
