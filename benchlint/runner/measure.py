"""Orchestrate one measurement: probe the server, build prompts, sweep, build the record."""

from __future__ import annotations

import asyncio
import os
import secrets
import signal
from dataclasses import dataclass, field

from benchlint.runner import prompts as prompt_sets
from benchlint.runner.build import RunFacts, build_record, check_fixed_length
from benchlint.runner.client import RequestSpec, Timeouts, send
from benchlint.runner.redact import Redactor
from benchlint.runner.server import ServerInfo, probe
from benchlint.runner.sweep import Progress, SweepOutcome, SweepPlan, run_sweep
from benchlint.schema.model import Record, SpeculativeDecoding


class MeasureError(Exception):
    """A measurement that cannot start (bad URL, unreachable server, bad prompts)."""


@dataclass(slots=True)
class MeasureOptions:
    url: str
    concurrencies: tuple[int, ...] = (1, 2, 4, 8)
    requests_per_worker: int = 3
    min_requests: int = 0
    warmup: int = 1
    repeats: int = 1
    api: str = "completions"
    prompt_set: str | None = "prose"
    prompts_file: str | None = None
    content_type: str | None = None
    prompt_tokens: int | None = None
    stop: str = "fixed"
    output_tokens: int | None = 64
    temperature: float | None = None
    model: str | None = None
    measure_prefill: bool = False
    prefill_tokens: int = 2048
    timeouts: Timeouts = field(default_factory=Timeouts)
    api_key_env: str | None = None
    gpu_count: int | None = None
    gpu_type: str | None = None
    hardware: str | None = None
    title: str | None = None
    command: str | None = None
    derived_from: str | None = None
    sample_interval_s: float = 0.5
    keepalive: bool = False
    """Reuse connections. Off by default: an idle keep-alive connection holds one of llama-server's
    few HTTP threads (n_parallel + 2), so later requests wait for a thread, not for a slot."""


_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class SignalGuard:
    """SIGINT and SIGTERM during a measurement and until its record is written.

    While the sweep runs, the first signal stops it (the caller then writes a partial record).
    From the end of the sweep until :meth:`release`, every signal is only noted: the record is
    written once and whole whatever arrives meanwhile, and the caller exits with the first
    signal's code afterwards.
    """

    def __init__(self) -> None:
        self.caught: list[str] = []
        self._previous: dict[signal.Signals, object] = {}

    def note(self, sig: signal.Signals) -> None:
        self.caught.append(sig.name)

    def _handler(self, signum: int, _frame: object) -> None:
        self.note(signal.Signals(signum))

    def defer(self, loop: asyncio.AbstractEventLoop) -> None:
        """Swap the event loop's handlers for note-only ones, with both signals blocked meanwhile
        so none falls into the default action between the two."""
        blocked = signal.pthread_sigmask(signal.SIG_BLOCK, _SIGNALS)
        try:
            for sig in _SIGNALS:
                loop.remove_signal_handler(sig)
                self._previous[sig] = signal.getsignal(sig)
                signal.signal(sig, self._handler)
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, blocked)

    def release(self) -> None:
        """Restore the handlers of before (call once the record is written, or on an error)."""
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)  # type: ignore[arg-type]
        self._previous.clear()


@dataclass(slots=True)
class MeasureResult:
    record: Record | None
    outcome: SweepOutcome
    info: ServerInfo
    plan: SweepPlan | None
    guard: SignalGuard | None = None
    warnings: list[str] = field(default_factory=list)

    @property
    def signal_name(self) -> str | None:
        """The first SIGINT/SIGTERM received, also one that arrived while the record was written."""
        return self.guard.caught[0] if self.guard is not None and self.guard.caught else None

    def release_signals(self) -> None:
        """The record is written: signals act normally again."""
        if self.guard is not None:
            self.guard.release()


def split_url(url: str) -> str:
    """The server's base URL (no trailing /v1). Credentials in the URL are refused."""
    import httpx

    try:
        parsed = httpx.URL(url)
    except httpx.InvalidURL as exc:
        raise MeasureError(f"invalid URL {url!r}: {exc}") from None
    if parsed.scheme not in ("http", "https") or not parsed.host:
        raise MeasureError(f"URL must be http(s)://host[:port][/v1], got {url!r}")
    if parsed.userinfo:
        raise MeasureError("put credentials in an environment variable (--api-key-env), not in the URL")
    if parsed.query:
        raise MeasureError("the URL must not carry a query string; pass an API key with --api-key-env")
    path = parsed.path.rstrip("/")
    if path.endswith("/v1"):
        path = path[: -len("/v1")]
    return str(parsed.copy_with(path=path or "/")).rstrip("/")


def api_headers(api_key_env: str | None) -> dict[str, str]:
    if not api_key_env:
        return {}
    key = os.environ.get(api_key_env)
    if not key:
        raise MeasureError(f"environment variable {api_key_env} is not set")
    return {"Authorization": f"Bearer {key}"}


def _prompt_set(options: MeasureOptions) -> prompt_sets.PromptSet:
    if options.prompts_file:
        return prompt_sets.from_jsonl(options.prompts_file, options.content_type)
    return prompt_sets.builtin(options.prompt_set or "prose")


async def measure(
    options: MeasureOptions, progress: Progress | None = None, handle_signals: bool = False
) -> MeasureResult:
    """Probe, size prompts, sweep and build the record.

    With ``handle_signals``, SIGINT/SIGTERM stop the sweep, and from then on (until
    :meth:`MeasureResult.release_signals`) further signals are held, so the caller writes the
    record once, whole.
    """
    guard = SignalGuard() if handle_signals else None
    try:
        return await _measure(options, progress, guard)
    except BaseException:
        if guard is not None:
            guard.release()
        raise


async def _measure(options: MeasureOptions, progress: Progress | None, guard: SignalGuard | None) -> MeasureResult:
    import httpx

    base = split_url(options.url)
    headers = api_headers(options.api_key_env)
    redactor = Redactor.from_headers(headers)
    if not options.keepalive:
        headers["Connection"] = "close"
    try:
        chosen = _prompt_set(options)
    except prompt_sets.PromptError as exc:
        raise MeasureError(str(exc)) from None
    top = max(options.concurrencies)
    limits = httpx.Limits(max_connections=top + 8, max_keepalive_connections=top + 8)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()

    def on_signal(sig: signal.Signals) -> None:
        assert guard is not None
        guard.note(sig)
        stop.set()

    if guard is not None:
        for sig in _SIGNALS:
            loop.add_signal_handler(sig, on_signal, sig)
    try:
        async with httpx.AsyncClient(headers=headers, limits=limits, follow_redirects=False) as client:
            info = await probe(client, base)
            if not (info.total_slots or info.model or info.has_metrics):
                await _check_reachable(client, base, redactor)
            tokenizer = prompt_sets.Tokenizer(client, base, info.has_tokenize)

            async def usage_probe(text: str) -> int | None:
                spec = RequestSpec("completions", text, 1)
                res = await send(client, base + "/v1/completions", spec, options.timeouts, redactor=redactor)
                return res.prompt_tokens

            try:
                prompts = await prompt_sets.sized_prompts(chosen, options.prompt_tokens, tokenizer, usage_probe)
            except prompt_sets.PromptError as exc:
                raise MeasureError(redactor.redact(_with_probe_notes(str(exc), info, tokenizer))) from None
            fixed = options.stop == "fixed"
            plan = SweepPlan(
                base_url=base,
                api=options.api,
                concurrencies=options.concurrencies,
                requests_per_worker=options.requests_per_worker,
                min_requests=options.min_requests,
                prompts=tuple(prompts),
                max_tokens=options.output_tokens,
                fixed_length=fixed,
                temperature=options.temperature,
                model=options.model,
                warmup=options.warmup,
                repeats=options.repeats,
                timeouts=options.timeouts,
                sample_interval_s=options.sample_interval_s,
                redactor=redactor,
            )
            facts = RunFacts(
                title=options.title,
                content_type=chosen.content_type,
                language=chosen.language,
                command=options.command,
                gpu_count=options.gpu_count,
                gpu_type=options.gpu_type,
                hardware=options.hardware,
                derived_from=options.derived_from,
            )
            facts.warnings.extend(f"probe unavailable: {note}" for note in info.unavailable)
            if tokenizer.unavailable and options.prompt_tokens is not None:
                facts.warnings.append(f"prompts sized from usage counts: {tokenizer.unavailable}")
            if options.measure_prefill and not stop.is_set():
                await _measure_prefill(client, base, info, tokenizer, options, facts, redactor)
            outcome = SweepOutcome()
            await run_sweep(client, plan, info, stop, progress, outcome)
    finally:
        if guard is not None:
            guard.defer(loop)
    fixed_warning = check_fixed_length(outcome, plan)
    if fixed_warning:
        facts.warnings.append(fixed_warning)
    facts.warnings[:] = [redactor.redact(w) for w in facts.warnings]
    if outcome.stopped_reason:
        outcome.stopped_reason = redactor.redact(outcome.stopped_reason)
    record = build_record(outcome, plan, info, facts) if any(lv.results for lv in outcome.levels) else None
    return MeasureResult(record, outcome, info, plan, guard, facts.warnings)


def _with_probe_notes(message: str, info: ServerInfo, tokenizer: prompt_sets.Tokenizer) -> str:
    notes = [*info.unavailable, *([tokenizer.unavailable] if tokenizer.unavailable else [])]
    return message + (f" ({'; '.join(notes)})" if notes else "")


async def _check_reachable(client: object, base: str, redactor: Redactor) -> None:
    import httpx

    assert isinstance(client, httpx.AsyncClient)
    try:
        await client.get(base + "/v1/models", timeout=5.0)
    except httpx.HTTPError as exc:
        raise MeasureError(redactor.redact(f"cannot reach {base}: {exc}")) from None


async def _measure_prefill(
    client: object,
    base: str,
    info: ServerInfo,
    tokenizer: prompt_sets.Tokenizer,
    options: MeasureOptions,
    facts: RunFacts,
    redactor: Redactor,
) -> None:
    """One long-prompt request; prefill speed from the server's timings, else prompt / TTFT."""
    import httpx

    assert isinstance(client, httpx.AsyncClient)
    target = options.prefill_tokens
    if info.n_ctx_per_slot:
        target = min(target, info.n_ctx_per_slot - 64)  # leave room for the answer
    prompt = await prompt_sets.long_prompt(tokenizer, max(target, 64), secrets.token_hex(6))
    spec = RequestSpec(
        "completions", prompt, 8, fixed_length=False, temperature=options.temperature, model=options.model
    )
    res = await send(client, base + "/v1/completions", spec, options.timeouts, redactor=redactor)
    if not res.ok:
        facts.warnings.append(f"prefill measurement failed: {res.error}")
        return
    facts.prefill_prompt_tokens = res.prompt_tokens
    if res.server_prompt_tok_s:
        facts.prefill_tok_s = res.server_prompt_tok_s
    elif res.prompt_tokens and res.ttft_s:
        facts.prefill_tok_s = res.prompt_tokens / res.ttft_s


def apply_stated_speculation(record: Record, stated: str | None) -> str | None:
    """Fill the speculation state the user stated when the server reported none; the warning when
    the server's own report contradicts the user."""
    if stated is None:
        return None
    enabled = stated == "on"
    spec = record.speculative_decoding
    if spec is None:
        record.speculative_decoding = SpeculativeDecoding(enabled=enabled)
        return None
    if spec.enabled != enabled:
        seen = "on" if spec.enabled else "off"
        return f"--speculation {stated} was given, but the server reports speculation {seen}: the record says {seen}"
    return None
