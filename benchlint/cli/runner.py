"""Click commands: measure, remeasure, plot, crossover (wired in benchlint.cli); the sweep's
tables and the runner's work live in benchlint.runner.

Every command checks its arguments (output names included) before it sends a request or
reads a large file, and ends with one of the documented exit codes below.
"""

from __future__ import annotations

import asyncio
import datetime as _dt
import os
import shlex
import sys
from typing import Any, NoReturn

import click

from benchlint.runner.client import Timeouts

#: exit codes shared by the runner's commands (each command's --help lists the ones it uses)
EXIT_OK = 0
EXIT_FINDINGS = 1
"""measure: the record has error-level findings; remeasure: a point is disputed; crossover: no shared point."""
EXIT_USAGE = 2
EXIT_UNREACHABLE = 3
"""The server could not be reached, or completed no request."""
EXIT_CANNOT_REPRODUCE = 4
"""remeasure: a point cannot be re-measured at the operating point the record states."""
_EXIT_SIGNAL = {"SIGINT": 130, "SIGTERM": 143}

MEASURE_EXIT_CODES = """\b
Exit codes:
  0    record written; no error-level findings (or --exit-zero / --no-lint)
  1    record written; it has error-level findings
  2    usage: bad option, output name, prompts file or configuration
  3    the server could not be reached, or completed no request
  130  interrupted (143 for SIGTERM); the partial record is written"""

REMEASURE_EXIT_CODES = """\b
Exit codes:
  0    every re-measured point reproduced within --tolerance
  1    at least one point is disputed (outside --tolerance)
  2    usage: bad option, output name, or record file
  3    the server could not be reached, or completed no request
  4    a point cannot be reproduced at the record's operating point
       (the record does not state it, or the server now runs another one)
  130  interrupted (143 for SIGTERM)"""

PLOT_EXIT_CODES = """\b
Exit codes:
  0    figure written
  2    usage: bad output name, unreadable record file, unknown --record/--title,
       records that cannot share an axis, matplotlib not installed"""

CROSSOVER_EXIT_CODES = """\b
Exit codes:
  0    speedup computed at the shared concurrencies
  1    the two records share no concurrency: nothing to compare
  2    usage: unreadable record file, or a file of several records without --record/--title"""


class RunnerError(click.ClickException):
    """An error message with its documented exit code."""

    def __init__(self, message: str, exit_code: int) -> None:
        super().__init__(message)
        self.exit_code = exit_code  # type: ignore[misc]  # click declares it per class; ours is per error


def _usage(message: str, option: str | None = None) -> NoReturn:
    raise click.BadParameter(message, param_hint=option) if option else RunnerError(message, EXIT_USAGE)


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


def _check_output(output: str, force: bool) -> None:
    """Before any request: a record name the runner can write, and no file replaced unasked."""
    from benchlint.runner.records import check_output_path

    problem = check_output_path(output)
    if problem:
        _usage(problem, "'-o' / '--output'")
    if os.path.exists(output) and not force:
        _usage(f"{output} exists; pass --force to replace it")


def _workload_options(func: Any) -> Any:
    options = [
        click.option(
            "--requests-per-worker",
            "-k",
            type=click.IntRange(min=1),
            default=None,
            help="Closed-loop rounds: each of C workers sends K requests back to back. [measure: 2]",
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


def _record_choice(func: Any) -> Any:
    func = click.option(
        "--title", "pick_title", default=None, help="Use the record whose title is (or contains) TEXT."
    )(func)
    return click.option(
        "--record",
        "pick_number",
        type=click.IntRange(min=1),
        default=None,
        metavar="N",
        help="Use the N-th record of a file that holds several (counting from 1).",
    )(func)


def _progress(quiet: bool, repeats: int) -> Any:
    if quiet:
        return None
    from benchlint.runner.progress import ConsoleProgress

    return ConsoleProgress(repeats=repeats)


def _lint_settings(output: str) -> Any:
    """The configuration ``check`` would use for the record, read before the sweep: a broken one stops us now."""
    from benchlint.linter.config import ConfigError
    from benchlint.runner.lint import settings_for

    try:
        return settings_for(output)
    except ConfigError as exc:
        raise RunnerError(f"{exc} (or pass --no-lint)", EXIT_USAGE) from None


def _print_findings(path: str, settings: Any) -> int:
    """Lint the written record as ``check`` would; returns how many findings are errors."""
    from benchlint.runner.lint import lint_file

    findings = lint_file(path, settings)
    if not findings:
        click.echo(f"{path}: no findings")
    for f in findings:
        click.echo(f"{path}:{f.line}:{f.col}: {f.code} [{f.severity}] {f.message} [{f.name}]")
    return sum(1 for f in findings if f.severity == "error")


def _preflight(options: Any) -> None:
    """What can be refused without the server: the URL, the key variable, the prompts file."""
    from benchlint.runner import prompts as prompt_sets
    from benchlint.runner.measure import MeasureError, api_headers, split_url

    try:
        split_url(options.url)
        api_headers(options.api_key_env)
        if options.prompts_file:
            prompt_sets.from_jsonl(options.prompts_file, options.content_type)
    except (MeasureError, prompt_sets.PromptError) as exc:
        raise RunnerError(str(exc), EXIT_USAGE) from None


def _announce(options: Any, quiet: bool) -> None:
    """Said at once: probing and warm-up take a while with nothing else on screen."""
    if quiet:
        return
    from benchlint.runner.measure import split_url

    warm = f", then {options.warmup} warm-up request(s) before each level" if options.warmup else ""
    click.echo(f"probing {split_url(options.url)} (props, slots, metrics, tokenizer){warm} ...", err=True)


@click.command("measure", epilog=MEASURE_EXIT_CODES)
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
    "--repeats",
    type=click.IntRange(min=1),
    default=2,
    show_default=True,
    help="Run the whole ladder this many times (2 or more gives every point a spread).",
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
@click.option("--gpu-type", default=None, help="Accelerator model, e.g. H100-SXM-80GB ('cpu' with --gpus 0).")
@click.option(
    "--speculation",
    type=click.Choice(["on", "off"]),
    default=None,
    help="State whether speculative decoding is on, for a server that does not report it "
    "(llama-server's /slots does). What the server reports wins; a contradiction is a warning.",
)
@click.option("--hardware", default=None, help="Free-text description of the host.")
@click.option("--title", default=None)
@click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False),
    default=None,
    help="Record file (.yaml, .yml or .json), checked before the sweep. [benchlint-measure-<time>.yaml]",
)
@click.option("--no-lint", is_flag=True, help="Do not lint the written record.")
@click.option("--exit-zero", is_flag=True, help="Exit 0 even when the written record has error-level findings.")
@click.option(
    "--keepalive",
    is_flag=True,
    help="Reuse connections (off: an idle kept-alive connection can hold a server HTTP thread).",
)
@_workload_options
def measure(
    url: str,
    ladder: tuple[int, ...],
    output: str | None,
    no_lint: bool,
    exit_zero: bool,
    quiet: bool,
    force: bool,
    **kw: Any,
) -> None:
    """Sweep a live OpenAI-compatible server at URL and write a record, linted as `check` would."""
    from benchlint.runner.measure import MeasureOptions

    output = output or _default_output("measure")
    _check_output(output, force)
    gpu_type = kw["gpu_type"]
    if kw["gpu_count"] == 0:
        if gpu_type is not None and gpu_type.lower() != "cpu":
            _usage(f"--gpus 0 is CPU-only serving; --gpu-type {gpu_type!r} names an accelerator", "'--gpu-type'")
        gpu_type = "cpu"
    options = MeasureOptions(
        url=url,
        concurrencies=ladder,
        requests_per_worker=kw["requests_per_worker"] or 2,
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
        gpu_type=gpu_type,
        hardware=kw["hardware"],
        title=kw["title"],
        keepalive=kw["keepalive"],
        command=_command_line(sys.argv[1:] if sys.argv[1:2] == ["measure"] else ["measure", url]),
    )
    _preflight(options)
    settings = None if no_lint else _lint_settings(output)
    _run_and_write(options, output, quiet, force, kw["speculation"])
    if settings is not None and _print_findings(output, settings) and not exit_zero:
        click.echo("the record has error-level findings: exit 1 (--exit-zero to exit 0)", err=True)
        sys.exit(EXIT_FINDINGS)


def _run_and_write(options: Any, output: str, quiet: bool, force: bool, speculation: str | None = None) -> Any:
    """Measure, write the record (also when interrupted). Returns the MeasureResult."""
    from benchlint.runner.measure import MeasureError, apply_stated_speculation
    from benchlint.runner.measure import measure as run_measure
    from benchlint.runner.records import RecordFileError, save_record
    from benchlint.runner.tables import ladder_hint, sweep_table

    _announce(options, quiet)
    try:
        result = asyncio.run(run_measure(options, _progress(quiet, options.repeats), handle_signals=True))
    except MeasureError as exc:  # everything refusable without the server was refused in _preflight
        raise RunnerError(str(exc), EXIT_UNREACHABLE) from None
    for warning in result.warnings:
        click.echo(f"warning: {warning}", err=True)
    if result.outcome.stopped_reason and result.outcome.stopped_reason != "interrupted":
        click.echo(f"warning: sweep stopped early: {result.outcome.stopped_reason}", err=True)
    if result.record is None:
        click.echo("no request was sent; nothing written", err=True)
        sys.exit(_EXIT_SIGNAL.get(result.signal_name or "", EXIT_UNREACHABLE))
    contradiction = apply_stated_speculation(result.record, speculation)
    if contradiction:
        click.echo(f"warning: {contradiction}", err=True)
    try:
        save_record(result.record, output, overwrite=force)
    except (RecordFileError, OSError) as exc:
        raise RunnerError(str(exc), EXIT_USAGE) from None
    if result.signal_name:  # signals stay held until the exit: the record is written once, whole
        click.echo(f"interrupted ({result.signal_name}): partial record written to {output}", err=True)
        sys.exit(_EXIT_SIGNAL[result.signal_name])
    result.release_signals()
    click.echo(f"wrote {output}")
    if not quiet:
        click.echo(sweep_table(result.record))
    hint = ladder_hint(result.record)
    if hint:
        click.echo(f"note: {hint}", err=True)
    completed = sum(p.requests or 0 for p in result.record.points or [])
    if completed == 0:
        raise RunnerError(f"the server completed no request (see the notes in {output})", EXIT_UNREACHABLE)
    return result


@click.command("remeasure", epilog=REMEASURE_EXIT_CODES)
@click.argument("record_path", metavar="RECORD", type=click.Path(dir_okay=False))
@click.argument("url")
@click.option(
    "--point", "points", multiple=True, metavar="concurrency=N", help="Re-measure only this point (repeatable)."
)
@_record_choice
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
    help="New record file (.yaml, .yml or .json). [RECORD stem + .remeasured.yaml]",
)
@_workload_options
def remeasure(
    record_path: str,
    url: str,
    points: tuple[str, ...],
    pick_number: int | None,
    pick_title: str | None,
    tolerance: str,
    api: str | None,
    output: str | None,
    quiet: bool,
    force: bool,
    **kw: Any,
) -> None:
    """Re-run RECORD's points against URL: reproduced, disputed, or cannot be reproduced."""
    from benchlint.runner import remeasure as rm
    from benchlint.runner.records import RecordFileError, choose_one, load_records

    try:
        tol = rm.parse_tolerance(tolerance)
        selected = [rm.parse_point_selector(p) for p in points] or None
    except ValueError as exc:
        raise click.BadParameter(str(exc)) from None
    output = output or f"{os.path.splitext(record_path)[0]}.remeasured.yaml"
    _check_output(output, force)
    try:
        item = choose_one(load_records(record_path), pick_number, pick_title)
    except RecordFileError as exc:
        raise RunnerError(str(exc), EXIT_USAGE) from None
    old = item.record
    if item.count > 1:
        click.echo(f"re-measuring {item.describe()}", err=True)
    recorded = {p.concurrency for p in old.points or []}
    for c in selected or []:
        if c not in recorded:
            have = ", ".join(str(v) for v in sorted(v for v in recorded if v))
            raise click.BadParameter(f"the record has no point at concurrency {c} (it has {have})")
    options, blocked = rm.plan_from_record(old, url, selected)
    options.warmup = kw["warmup"]
    options.timeouts = Timeouts(request_s=kw["timeout_s"], stall_s=kw["stall_s"])
    options.api_key_env = kw["api_key_env"]
    options.derived_from = record_path + (f"#{old.id}" if old.id else f"#{item.index + 1}" if item.count > 1 else "")
    options.title = f"re-measurement of {old.title or old.id or record_path}"
    if kw["requests_per_worker"]:
        options.requests_per_worker = kw["requests_per_worker"]
    if api:
        options.api = api
    options.command = _command_line(sys.argv[1:] if sys.argv[1:2] == ["remeasure"] else ["remeasure", record_path, url])
    wanted = [p for p in old.points or [] if selected is None or p.concurrency in selected]
    if blocked and len(blocked) == len(wanted):
        click.echo(rm.render_table(blocked))
        raise RunnerError("no point of the record can be re-measured", EXIT_CANNOT_REPRODUCE)
    _preflight(options)
    result = _run_and_write(options, output, quiet, force)
    verdicts = blocked + rm.compare(old, result.record, tol, selected)
    verdicts.sort(key=lambda v: v.concurrency or 0)
    click.echo(rm.render_table(verdicts))
    sys.exit(_verdict_exit(verdicts))


def _verdict_exit(verdicts: list[Any]) -> int:
    """Disputed outranks cannot-reproduce: it is evidence against the record, not a gap in it."""
    from benchlint.runner import remeasure as rm

    found = {v.verdict for v in verdicts}
    if rm.DISPUTED in found:
        return EXIT_FINDINGS
    if rm.CANNOT in found:
        return EXIT_CANNOT_REPRODUCE
    return EXIT_OK


@click.command("plot", epilog=PLOT_EXIT_CODES)
@click.argument("records", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("--output", "-o", required=True, type=click.Path(dir_okay=False), help="curve.png, .svg or .pdf")
@_record_choice
@click.option("--no-findings", is_flag=True, help="Do not lint the records to mark findings.")
def plot(
    records: tuple[str, ...], output: str, pick_number: int | None, pick_title: str | None, no_findings: bool
) -> None:
    """Draw aggregate, p50/p95 latency and TTFT, and per-request decode speed against concurrency
    (or request rate), one curve per record, findings marked. Reads every format `check` reads;
    --record/--title pick one record of each file."""
    from benchlint.linter.config import ConfigError
    from benchlint.runner.lint import curve_findings, settings_for
    from benchlint.runner.plot import CURVE_FINDINGS, Curve, PlotError, PlotUnavailable, axis_of, draw
    from benchlint.runner.records import RecordFileError, choose, load_records

    if not output.lower().endswith((".png", ".svg", ".pdf")):
        raise click.BadParameter("output must end in .png, .svg or .pdf", param_hint="'-o' / '--output'")
    curves = []
    for path in records:
        try:
            picked = choose(load_records(path), pick_number, pick_title)
            settings = None if no_findings else settings_for(path)
            for item in picked:
                findings = () if settings is None else tuple(curve_findings(item, CURVE_FINDINGS, settings))
                curves.append(Curve(item.label, item.record, findings))
                click.echo(f"curve {item.label!r}: {item.describe()}", err=True)
        except (RecordFileError, ConfigError) as exc:
            raise RunnerError(str(exc), EXIT_USAGE) from None
    try:
        for note in axis_of(curves)[1]:
            click.echo(f"warning: {note}", err=True)
        draw(curves, output)
    except (PlotUnavailable, PlotError) as exc:
        raise RunnerError(str(exc), EXIT_USAGE) from None
    click.echo(f"wrote {output}")


@click.command("crossover", epilog=CROSSOVER_EXIT_CODES)
@click.argument("on_path", metavar="ON", type=click.Path(dir_okay=False))
@click.argument("off_path", metavar="OFF", type=click.Path(dir_okay=False))
@click.option("--on-record", type=click.IntRange(min=1), default=None, metavar="N", help="N-th record of ON.")
@click.option("--on-title", default=None, help="The record of ON whose title is (or contains) TEXT.")
@click.option("--off-record", type=click.IntRange(min=1), default=None, metavar="N", help="N-th record of OFF.")
@click.option("--off-title", default=None, help="The record of OFF whose title is (or contains) TEXT.")
@click.option(
    "--record", "both_record", type=click.IntRange(min=1), default=None, metavar="N", help="N-th record of both."
)
@click.option("--title", "both_title", default=None, help="Title (or part of one) picked in both files.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def crossover(on_path: str, off_path: str, fmt: str, **pick: Any) -> None:
    """Speedup of ON over OFF at each shared concurrency, and where it crosses 1.0.

    ON and OFF may be the same file of several records: pick each with --on-record/--off-record
    (or --on-title/--off-title)."""
    from benchlint.runner import crossover as co
    from benchlint.runner.records import RecordFileError, choose_one, load_records

    try:
        on_item = choose_one(
            load_records(on_path), pick["on_record"] or pick["both_record"], pick["on_title"] or pick["both_title"]
        )
        off_item = choose_one(
            load_records(off_path), pick["off_record"] or pick["both_record"], pick["off_title"] or pick["both_title"]
        )
    except RecordFileError as exc:
        raise RunnerError(str(exc), EXIT_USAGE) from None
    for side, item in (("ON", on_item), ("OFF", off_item)):
        if item.count > 1:
            click.echo(f"{side}: {item.describe()}", err=True)
    on, off = on_item.record, off_item.record
    result = co.crossover(on, off)
    if fmt == "json":
        on_side = {"path": on_path, "record": on_item.index + 1, "title": on.title}
        off_side = {"path": off_path, "record": off_item.index + 1, "title": off.title}
        click.echo(co.render_json(result, on_side, off_side))
    else:
        click.echo(co.render_text(result, on_item.label, off_item.label))
    if not result.points:
        sys.exit(EXIT_FINDINGS)
