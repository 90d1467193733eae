"""Click commands: measure, remeasure, plot, crossover (wired in benchlint.linter.cli)."""

from __future__ import annotations

import asyncio
import datetime as _dt
import os
import shlex
import sys
from typing import Any

import click

from benchlint.runner.client import Timeouts

_EXIT_SIGNAL = {"SIGINT": 130, "SIGTERM": 143}


def _ladder(_ctx: click.Context, _param: click.Parameter, value: str) -> tuple[int, ...]:
    try:
        levels = tuple(int(v) for v in value.replace(" ", "").split(",") if v)
    except ValueError:
        raise click.BadParameter(f"expected a list like 1,2,4,8, got {value!r}") from None
    if not levels or any(v < 1 for v in levels):
        raise click.BadParameter("concurrency levels must be positive integers")
    return tuple(dict.fromkeys(levels))


def _command_line(args: list[str]) -> str:
    """The command as run, for provenance. Keys never pass argv (URLs with credentials are refused)."""
    return shlex.join(["benchlint", *args])


def _default_output(kind: str) -> str:
    return f"benchlint-{kind}-{_dt.datetime.now(_dt.UTC).strftime('%Y%m%dT%H%M%SZ')}.yaml"


def _workload_options(func: Any) -> Any:
    options = [
        click.option(
            "--requests-per-worker",
            "-k",
            type=click.IntRange(min=1),
            default=None,
            help="Closed-loop rounds: each of C workers sends K requests back to back. [measure: 3]",
        ),
        click.option(
            "--warmup",
            type=click.IntRange(min=0),
            default=1,
            show_default=True,
            help="Requests sent before each level and discarded.",
        ),
        click.option(
            "--timeout",
            "timeout_s",
            type=click.FloatRange(min=0.1),
            default=120.0,
            show_default=True,
            help="Deadline per request in seconds (retries after 429 included).",
        ),
        click.option(
            "--stall-timeout",
            "stall_s",
            type=click.FloatRange(min=0.1),
            default=30.0,
            show_default=True,
            help="Longest silence tolerated inside a stream.",
        ),
        click.option(
            "--api-key-env",
            metavar="VAR",
            default=None,
            help="Environment variable holding the API key (never written anywhere).",
        ),
        click.option("--quiet", "-q", is_flag=True, help="No progress display (for CI)."),
        click.option("--force", is_flag=True, help="Replace the output file if it exists."),
    ]
    for option in reversed(options):
        func = option(func)
    return func


def _progress(quiet: bool, repeats: int) -> Any:
    if quiet:
        return None
    from benchlint.runner.progress import ConsoleProgress

    return ConsoleProgress(repeats=repeats)


def _print_findings(path: str) -> int:
    from benchlint.linter.config import ConfigError
    from benchlint.runner.lint import lint_file

    try:
        findings = lint_file(path)
    except ConfigError as exc:  # the record is written; a broken config must not hide that
        click.echo(f"warning: not linted: {exc}", err=True)
        return 0
    if not findings:
        click.echo(f"{path}: no findings")
    for line in findings:
        click.echo(f"{path}: {line.render()}")
    return len(findings)


@click.command("measure")
@click.argument("url")
@click.option(
    "--concurrency",
    "-c",
    "ladder",
    default="1,2,4,8",
    show_default=True,
    callback=_ladder,
    help="Concurrency ladder, comma separated.",
)
@click.option(
    "--repeats", type=click.IntRange(min=1), default=1, show_default=True, help="Run the whole ladder this many times."
)
@click.option(
    "--min-requests",
    type=click.IntRange(min=0),
    default=0,
    show_default=True,
    help="At least this many requests per level (low-concurrency levels send more rounds).",
)
@click.option("--api", type=click.Choice(["completions", "chat"]), default="completions", show_default=True)
@click.option(
    "--content-type",
    type=click.Choice(["code", "prose", "json", "chat"]),
    default=None,
    help="Built-in prompt set [prose]; with --prompts, states the file's content type.",
)
@click.option(
    "--prompts",
    "prompts_file",
    type=click.Path(dir_okay=False),
    default=None,
    help='JSONL file of {"prompt": ...} objects instead of a built-in set.',
)
@click.option(
    "--prompt-tokens",
    type=click.IntRange(min=1),
    default=None,
    help="Pad built-in prompts to about N tokens with the server's tokenizer.",
)
@click.option(
    "--stop",
    type=click.Choice(["fixed", "natural"]),
    default="fixed",
    show_default=True,
    help="fixed: every request writes exactly --output-tokens (ignore_eos + min_tokens, verified).",
)
@click.option(
    "--output-tokens",
    type=click.IntRange(min=1),
    default=64,
    show_default=True,
    help="max_tokens; the exact length under --stop fixed.",
)
@click.option("--temperature", type=click.FloatRange(min=0), default=None)
@click.option("--model", default=None, help="Model name sent in requests (default: none sent).")
@click.option("--measure-prefill", is_flag=True, help="Measure prefill speed with one long prompt first.")
@click.option("--prefill-tokens", type=click.IntRange(min=64), default=2048, show_default=True)
@click.option(
    "--gpus",
    "gpu_count",
    type=click.IntRange(min=0),
    default=None,
    help="State the GPU count serving the endpoint (the server does not report it); 0 for CPU-only serving.",
)
@click.option("--gpu-type", default=None)
@click.option("--hardware", default=None, help="Free-text description of the host.")
@click.option("--title", default=None)
@click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False),
    default=None,
    help="Record file (.yaml, .yml or .json). [benchlint-measure-<time>.yaml]",
)
@click.option("--no-lint", is_flag=True, help="Do not lint the written record.")
@click.option(
    "--keepalive",
    is_flag=True,
    help="Reuse connections (off: an idle kept-alive connection can hold a server HTTP thread).",
)
@_workload_options
def measure(
    url: str, ladder: tuple[int, ...], output: str | None, no_lint: bool, quiet: bool, force: bool, **kw: Any
) -> None:
    """Sweep a live OpenAI-compatible server at URL and write a record."""
    from benchlint.runner.measure import MeasureOptions

    options = MeasureOptions(
        url=url,
        concurrencies=ladder,
        requests_per_worker=kw["requests_per_worker"] or 3,
        min_requests=kw["min_requests"],
        warmup=kw["warmup"],
        repeats=kw["repeats"],
        api=kw["api"],
        prompt_set=kw["content_type"] if not kw["prompts_file"] else None,
        prompts_file=kw["prompts_file"],
        content_type=kw["content_type"],
        prompt_tokens=kw["prompt_tokens"],
        stop=kw["stop"],
        output_tokens=kw["output_tokens"],
        temperature=kw["temperature"],
        model=kw["model"],
        measure_prefill=kw["measure_prefill"],
        prefill_tokens=kw["prefill_tokens"],
        timeouts=Timeouts(request_s=kw["timeout_s"], stall_s=kw["stall_s"]),
        api_key_env=kw["api_key_env"],
        gpu_count=kw["gpu_count"],
        gpu_type=kw["gpu_type"],
        hardware=kw["hardware"],
        title=kw["title"],
        keepalive=kw["keepalive"],
        command=_command_line(sys.argv[1:] if sys.argv[1:2] == ["measure"] else ["measure", url]),
    )
    _run_and_write(options, output or _default_output("measure"), quiet, force, no_lint)


def _run_and_write(options: Any, output: str, quiet: bool, force: bool, no_lint: bool) -> Any:
    """Measure, write the record (also when interrupted), lint it. Returns the MeasureResult."""
    from benchlint.runner.measure import MeasureError
    from benchlint.runner.measure import measure as run_measure
    from benchlint.runner.records import RecordFileError, save_record

    if os.path.exists(output) and not force:
        raise click.ClickException(f"{output} exists; pass --force to replace it")
    try:
        result = asyncio.run(run_measure(options, _progress(quiet, options.repeats), handle_signals=True))
    except MeasureError as exc:
        raise click.ClickException(str(exc)) from None
    for warning in result.warnings:
        click.echo(f"warning: {warning}", err=True)
    if result.outcome.stopped_reason and result.outcome.stopped_reason != "interrupted":
        click.echo(f"warning: sweep stopped early: {result.outcome.stopped_reason}", err=True)
    if result.record is None:
        click.echo("no request was sent; nothing written", err=True)
        sys.exit(_EXIT_SIGNAL.get(result.signal_name or "", 1))
    try:
        save_record(result.record, output, overwrite=force)
    except (RecordFileError, OSError) as exc:
        raise click.ClickException(str(exc)) from None
    if result.signal_name:  # signals stay held until the exit: the record is written once, whole
        click.echo(f"interrupted ({result.signal_name}): partial record written to {output}", err=True)
        sys.exit(_EXIT_SIGNAL[result.signal_name])
    result.release_signals()
    click.echo(f"wrote {output}")
    if not quiet:
        click.echo(sweep_table(result.record))
    if not no_lint:
        _print_findings(output)
    completed = sum(p.requests or 0 for p in result.record.points or [])
    if completed == 0:
        sys.exit(1)
    return result


def sweep_table(record: Any) -> str:
    """One line per point: the numbers a reader checks first."""
    head = (
        f"{'C':>4} {'reqs':>5} {'fail':>4} {'agg tok/s':>10} {'TTFT p50':>9} {'lat p50':>8} {'lat p95':>8} "
        f"{'decode p50':>10} {'out mean':>8} {'run/wait':>9}"
    )
    rows = [head]
    for p in record.points or []:
        srv = p.server
        busy = "-" if srv is None else f"{_num(srv.running_max)}/{_num(srv.waiting_max)}"
        rows.append(
            f"{p.concurrency:>4} {p.requests:>5} {p.failed_requests:>4} {p.aggregate_tok_s:>10.1f} "
            f"{_stat(p.ttft_s, 'p50', '.3f'):>9} {_stat(p.latency_s, 'p50', '.2f'):>8} "
            f"{_stat(p.latency_s, 'p95', '.2f'):>8} {_stat(p.per_request_decode_tok_s, 'p50', '.1f'):>10} "
            f"{_stat(p.output_tokens, 'mean', '.1f'):>8} {busy:>9}"
        )
    return "\n".join(rows)


def _stat(stats: Any, attr: str, fmt: str) -> str:
    value = getattr(stats, attr) if stats is not None else None
    return "-" if value is None else format(value, fmt)


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:g}"


@click.command("remeasure")
@click.argument("record_path", metavar="RECORD", type=click.Path(dir_okay=False))
@click.argument("url")
@click.option(
    "--point", "points", multiple=True, metavar="concurrency=N", help="Re-measure only this point (repeatable)."
)
@click.option("--tolerance", default="15%", show_default=True, help="Allowed change of the aggregate.")
@click.option(
    "--api",
    type=click.Choice(["completions", "chat"]),
    default=None,
    help="Override the API (a benchlint record's own command is used otherwise).",
)
@click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False),
    default=None,
    help="New record file. [RECORD stem + .remeasured.yaml]",
)
@_workload_options
def remeasure(
    record_path: str,
    url: str,
    points: tuple[str, ...],
    tolerance: str,
    api: str | None,
    output: str | None,
    quiet: bool,
    force: bool,
    **kw: Any,
) -> None:
    """Re-run RECORD's points against URL; exit 1 when a point is disputed."""
    from benchlint.runner import remeasure as rm
    from benchlint.runner.records import RecordFileError, load_records

    try:
        tol = rm.parse_tolerance(tolerance)
        selected = [rm.parse_point_selector(p) for p in points] or None
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from None
    try:
        old = load_records(record_path)[0].record
    except RecordFileError as exc:
        raise click.ClickException(str(exc)) from None
    recorded = {p.concurrency for p in old.points or []}
    for c in selected or []:
        if c not in recorded:
            have = ", ".join(str(v) for v in sorted(v for v in recorded if v))
            raise click.BadParameter(f"the record has no point at concurrency {c} (it has {have})")
    options, blocked = rm.plan_from_record(old, url, selected)
    options.warmup = kw["warmup"]
    options.timeouts = Timeouts(request_s=kw["timeout_s"], stall_s=kw["stall_s"])
    options.api_key_env = kw["api_key_env"]
    options.derived_from = record_path + (f"#{old.id}" if old.id else "")
    options.title = f"re-measurement of {old.title or old.id or record_path}"
    if kw["requests_per_worker"]:
        options.requests_per_worker = kw["requests_per_worker"]
    if api:
        options.api = api
    options.command = _command_line(sys.argv[1:] if sys.argv[1:2] == ["remeasure"] else ["remeasure", record_path, url])
    wanted = [p for p in old.points or [] if selected is None or p.concurrency in selected]
    if blocked and len(blocked) == len(wanted):
        click.echo(rm.render_table(blocked))
        raise click.ClickException("no point of the record can be re-measured")
    stem = os.path.splitext(record_path)[0]
    result = _run_and_write(options, output or f"{stem}.remeasured.yaml", quiet, force, no_lint=True)
    verdicts = blocked + rm.compare(old, result.record, tol, selected)
    verdicts.sort(key=lambda v: v.concurrency or 0)
    click.echo(rm.render_table(verdicts))
    if any(v.verdict == rm.DISPUTED for v in verdicts):
        sys.exit(1)


@click.command("plot")
@click.argument("records", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("--output", "-o", required=True, type=click.Path(dir_okay=False), help="curve.png or curve.svg")
@click.option("--no-findings", is_flag=True, help="Do not lint the records to mark findings.")
def plot(records: tuple[str, ...], output: str, no_findings: bool) -> None:
    """Draw aggregate and p95 latency/TTFT against concurrency, findings marked."""
    from benchlint.linter.config import ConfigError
    from benchlint.runner.lint import curve_findings
    from benchlint.runner.plot import CURVE_FINDINGS, Curve, PlotUnavailable, draw
    from benchlint.runner.records import RecordFileError, load_records

    if not output.endswith((".png", ".svg", ".pdf")):
        raise click.BadParameter("output must end in .png, .svg or .pdf", param_hint="-o")
    curves = []
    for path in records:
        try:
            loaded = load_records(path)
        except RecordFileError as exc:
            raise click.ClickException(str(exc)) from None
        for item in loaded:
            label = item.record.title or item.record.id or os.path.basename(path)
            try:
                findings = () if no_findings else tuple(curve_findings(item.record, path, tuple(CURVE_FINDINGS)))
            except ConfigError as exc:
                raise click.ClickException(str(exc)) from None
            curves.append(Curve(label, item.record, findings))
    try:
        draw(curves, output)
    except PlotUnavailable as exc:
        raise click.ClickException(str(exc)) from None
    click.echo(f"wrote {output}")


@click.command("crossover")
@click.argument("on_path", metavar="ON", type=click.Path(dir_okay=False))
@click.argument("off_path", metavar="OFF", type=click.Path(dir_okay=False))
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def crossover(on_path: str, off_path: str, fmt: str) -> None:
    """Speedup of ON over OFF at each shared concurrency, and where it crosses 1.0."""
    import json

    from benchlint.runner import crossover as co
    from benchlint.runner.records import RecordFileError, load_records

    try:
        on, off = load_records(on_path)[0].record, load_records(off_path)[0].record
    except RecordFileError as exc:
        raise click.ClickException(str(exc)) from None
    result = co.crossover(on, off)
    if fmt == "json":
        click.echo(
            json.dumps(
                {
                    "points": [
                        {
                            "concurrency": p.concurrency,
                            "on_tok_s": p.on_tok_s,
                            "off_tok_s": p.off_tok_s,
                            "speedup": round(p.speedup, 4),
                        }
                        for p in result.points
                    ],
                    "crossings": [round(c, 3) for c in result.crossings],
                    "differences": result.differences,
                },
                indent=2,
            )
        )
    else:
        click.echo(co.render_text(result, on.title or on_path, off.title or off_path))
    if not result.points:
        sys.exit(1)
