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


def parse_metrics(text: str) -> dict[str, float]:
    """Prometheus text format -> {metric name: value summed over its label sets}."""
    values: dict[str, float] = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        if "{" in line:  # name{labels} value [timestamp]
            name = line.split("{", 1)[0]
            tail = line.rsplit("}", 1)[-1].split()
        else:
            name, *tail = line.split()
        if not tail:
            continue
        try:
            value = float(tail[0])
        except ValueError:
            continue
        if not math.isnan(value):
            values[name] = values.get(name, 0.0) + value
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


async def _get_json(client: httpx.AsyncClient, url: str) -> Any:
    import httpx

    try:
        resp = await client.get(url, timeout=5.0)
    except httpx.HTTPError:
        return None
    if resp.status_code != 200:
        return None
    try:
        return resp.json()
    except ValueError:
        return None


async def _get_text(client: httpx.AsyncClient, url: str) -> str | None:
    import httpx

    try:
        resp = await client.get(url, timeout=5.0)
    except httpx.HTTPError:
        return None
    return resp.text if resp.status_code == 200 else None


async def probe(client: httpx.AsyncClient, base: str) -> ServerInfo:
    """Read the serving cap and identity from /props, /slots, /metrics and /v1/models."""
    info = ServerInfo()
    props = await _get_json(client, base + "/props")
    if isinstance(props, dict):
        _read_props(info, props)
    models = await _get_json(client, base + "/v1/models")
    if isinstance(models, dict) and isinstance(models.get("data"), list) and models["data"]:
        first = models["data"][0]
        if isinstance(first, dict) and isinstance(first.get("id"), str):
            info.model = info.model or first["id"]
            owned = first.get("owned_by")
            if info.engine is None and owned in ("vllm", "sglang"):
                info.engine = str(owned)
    slots = await _get_json(client, base + "/slots")
    if isinstance(slots, list) and slots:
        info.has_slots = True
        flags = [s.get("speculative") for s in slots if isinstance(s, dict)]
        if flags and all(isinstance(f, bool) for f in flags):
            info.slots_speculative = any(flags)
    metrics = await _get_text(client, base + "/metrics")
    if metrics is not None:
        parsed = parse_metrics(metrics)
        info.has_metrics = bool(parsed)
        if info.engine is None:
            if any(k.startswith("vllm:") for k in parsed):
                info.engine = "vllm"
            elif any(k.startswith("sglang:") for k in parsed):
                info.engine = "sglang"
    info.has_tokenize = await _has_tokenize(client, base)
    return info


def _read_props(info: ServerInfo, props: dict[str, Any]) -> None:
    slots = props.get("total_slots")
    if isinstance(slots, int) and slots > 0:
        info.total_slots = slots
        info.engine = "llama.cpp"  # only llama-server reports total_slots in /props
    build = props.get("build_info")
    if isinstance(build, str) and build:
        info.engine_version = build
    ftype = props.get("model_ftype")
    if isinstance(ftype, str) and ftype:
        info.quantization = ftype
    path = props.get("model_path")
    if isinstance(path, str) and path:
        info.model = path.replace("\\", "/").rsplit("/", 1)[-1]
    settings = props.get("default_generation_settings")
    if isinstance(settings, dict):
        n_ctx = settings.get("n_ctx")
        if isinstance(n_ctx, int) and n_ctx > 0:
            info.n_ctx_per_slot = n_ctx
        params = settings.get("params")
        if isinstance(params, dict):
            _read_spec_params(info, params)


def _read_spec_params(info: ServerInfo, params: dict[str, Any]) -> None:
    spec_type = params.get("speculative.types", params.get("speculative.type"))
    if isinstance(spec_type, str) and spec_type and spec_type != "none":
        info.spec_method = spec_type
    n_max = params.get("speculative.n_max")
    if isinstance(n_max, int) and n_max > 0:
        info.spec_draft_max = n_max


async def _has_tokenize(client: httpx.AsyncClient, base: str) -> bool:
    import httpx

    try:
        resp = await client.post(base + "/tokenize", json={"content": "ok"}, timeout=5.0)
    except httpx.HTTPError:
        return False
    if resp.status_code != 200:
        return False
    try:
        return isinstance(resp.json().get("tokens"), list)
    except (ValueError, AttributeError):
        return False


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
        text = await _get_text(self._client, self._base + "/metrics")
        return parse_metrics(text) if text is not None else None

    async def _loop(self) -> None:
        while True:
            if self._info.has_metrics:
                self._take(await self._metrics())
            if self._info.has_slots:
                slots = await _get_json(self._client, self._base + "/slots")
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
