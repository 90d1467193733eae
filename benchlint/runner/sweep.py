"""The closed-loop concurrency sweep: C workers, each sending K requests back to back.

One event loop drives every request (no thread per request). A stop event (Ctrl-C,
SIGTERM) cancels in-flight requests at once; completed ones are kept, so the caller can
write a partial record.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from benchlint.runner.client import API_PATHS, RequestResult, RequestSpec, Timeouts, send
from benchlint.runner.redact import NO_SECRETS, Redactor
from benchlint.runner.server import Observation, Sampler, ServerInfo

if TYPE_CHECKING:
    import httpx


@dataclass(frozen=True, slots=True)
class SweepPlan:
    base_url: str
    api: str
    concurrencies: tuple[int, ...]
    requests_per_worker: int
    prompts: tuple[str, ...]
    max_tokens: int | None
    fixed_length: bool
    temperature: float | None = None
    model: str | None = None
    warmup: int = 1
    repeats: int = 1
    min_requests: int = 0
    """Each level sends at least this many requests, so the one-worker level is not the shortest and noisiest."""
    timeouts: Timeouts = field(default_factory=Timeouts)
    sample_interval_s: float = 0.25
    redactor: Redactor = NO_SECRETS
    """Removes the API key from whatever the server says before a request's error keeps it."""

    def spec(self, prompt: str) -> RequestSpec:
        return RequestSpec(self.api, prompt, self.max_tokens, self.fixed_length, self.temperature, self.model)

    def rounds(self, concurrency: int) -> int:
        """Requests each worker sends at this concurrency."""
        return max(self.requests_per_worker, -(-self.min_requests // concurrency))

    @property
    def endpoint(self) -> str:
        return self.base_url + API_PATHS[self.api]


@dataclass(slots=True)
class LevelResult:
    concurrency: int
    repeat: int
    results: list[RequestResult] = field(default_factory=list)
    warmup: list[RequestResult] = field(default_factory=list)
    observation: Observation | None = None
    interrupted: bool = False

    @property
    def completed(self) -> list[RequestResult]:
        return [r for r in self.results if r.ok]

    @property
    def failed(self) -> list[RequestResult]:
        return [r for r in self.results if not r.ok]

    @property
    def wall_s(self) -> float | None:
        """From the first request sent to the last response finished."""
        if not self.results:
            return None
        return max(r.ended_at for r in self.results) - min(r.sent_at for r in self.results)

    @property
    def output_tokens(self) -> int:
        return sum(r.output_tokens or 0 for r in self.completed)


class Progress(Protocol):
    def level_started(self, level: LevelResult, planned: int) -> None: ...
    def request_done(self, level: LevelResult) -> None: ...
    def level_done(self, level: LevelResult) -> None: ...


class SilentProgress:
    def level_started(self, level: LevelResult, planned: int) -> None:
        pass

    def request_done(self, level: LevelResult) -> None:
        pass

    def level_done(self, level: LevelResult) -> None:
        pass


@dataclass(slots=True)
class SweepOutcome:
    levels: list[LevelResult] = field(default_factory=list)
    stopped_reason: str | None = None
    """Why the sweep ended early: "interrupted", or every request at a level failed."""


async def run_sweep(
    client: httpx.AsyncClient,
    plan: SweepPlan,
    info: ServerInfo,
    stop: asyncio.Event,
    progress: Progress | None = None,
    outcome: SweepOutcome | None = None,
) -> SweepOutcome:
    """Run every (repeat, concurrency) level in order; fills and returns ``outcome``."""
    progress = progress or SilentProgress()
    outcome = outcome if outcome is not None else SweepOutcome()
    counter = 0
    for repeat in range(plan.repeats):
        for concurrency in plan.concurrencies:
            level = LevelResult(concurrency, repeat)
            outcome.levels.append(level)
            counter = await _run_level(client, plan, info, level, stop, progress, counter)
            progress.level_done(level)
            if level.interrupted:
                outcome.stopped_reason = "interrupted"
                return outcome
            if level.results and not level.completed:
                reason = level.results[-1].error
                outcome.stopped_reason = f"every request at concurrency {concurrency} failed (last: {reason})"
                return outcome
    return outcome


async def _run_level(
    client: httpx.AsyncClient,
    plan: SweepPlan,
    info: ServerInfo,
    level: LevelResult,
    stop: asyncio.Event,
    progress: Progress,
    counter: int,
) -> int:
    for _ in range(plan.warmup):
        if stop.is_set():
            break
        prompt = plan.prompts[counter % len(plan.prompts)]
        level.warmup.append(await _send(client, plan, prompt))
        counter += 1
    sampler = Sampler(client, plan.base_url, info, plan.sample_interval_s)
    await sampler.start()
    rounds = plan.rounds(level.concurrency)
    progress.level_started(level, level.concurrency * rounds)

    async def worker(first: int) -> None:
        for k in range(rounds):
            prompt = plan.prompts[(first + k * level.concurrency) % len(plan.prompts)]
            started = time.perf_counter()
            try:
                result = await _send(client, plan, prompt)
            except asyncio.CancelledError:
                # Interrupted in flight: recorded as not completed, so the partial record says so.
                level.results.append(RequestResult(started, time.perf_counter(), error="interrupted in flight"))
                raise
            except Exception as exc:  # send() never raises; if it ever does, the request still counts
                error = plan.redactor.redact(f"client error: {type(exc).__name__}: {exc}")
                result = RequestResult(started, time.perf_counter(), error=error)
            level.results.append(result)
            progress.request_done(level)

    workers = [asyncio.create_task(worker(counter + w)) for w in range(level.concurrency)]
    waiter = asyncio.create_task(stop.wait())
    try:
        await asyncio.wait([*workers, waiter], return_when=asyncio.FIRST_COMPLETED)
        pending = [w for w in workers if not w.done()]
        while pending and not stop.is_set():
            await asyncio.wait([*pending, waiter], return_when=asyncio.FIRST_COMPLETED)
            pending = [w for w in workers if not w.done()]
        if pending:
            level.interrupted = True
            for task in pending:
                task.cancel()
            await asyncio.gather(*pending, return_exceptions=True)
    finally:
        waiter.cancel()
        level.observation = await sampler.stop()
    return counter + level.concurrency * rounds


async def _send(client: httpx.AsyncClient, plan: SweepPlan, prompt: str) -> RequestResult:
    return await send(client, plan.endpoint, plan.spec(prompt), plan.timeouts, redactor=plan.redactor)


def unique_concurrencies(values: Sequence[int]) -> tuple[int, ...]:
    seen: list[int] = []
    for v in values:
        if v not in seen:
            seen.append(v)
    return tuple(seen)
