"""``benchlint check``: the command line over ``benchlint.api`` (settings, lint, render)."""

from __future__ import annotations

import json
import os
import sys
from typing import Any, TextIO

import click

from benchlint.cli.common import usage_errors
from benchlint.linter.config import OUTPUT_FORMATS, ConfigError, resolve_settings, split_selectors

#: report file extension -> the formats that may be written to it (checked before any work)
OUTPUT_EXTENSIONS: dict[str, tuple[str, ...]] = {
    ".sarif": ("sarif",),
    ".json": ("json", "sarif"),
}
#: extensions benchlint reads as input: a report written there would be linted next time
INPUT_EXTENSIONS = (".yaml", ".yml", ".jsonl", ".md", ".markdown", ".mdx")


def output_format_for(output_file: str | None, given: str | None, configured: str | None) -> str:
    """The report format: the option, else the output file's extension, else the config, else
    github under GitHub Actions (when writing to the terminal) or concise."""
    extension = os.path.splitext(output_file or "")[1].lower()
    if output_file is not None:
        if extension in INPUT_EXTENSIONS:
            raise ConfigError(
                f"--output-file {output_file}: benchlint reads {extension} files; use .txt, .json or .sarif"
            )
        allowed = OUTPUT_EXTENSIONS.get(extension)
        chosen = given or configured or (allowed[0] if allowed else "concise")
        if allowed and chosen not in allowed:
            raise ConfigError(
                f"--output-file {output_file}: a {extension} file holds {' or '.join(allowed)}, not {chosen} output"
            )
        return chosen
    return given or configured or ("github" if os.environ.get("GITHUB_ACTIONS") else "concise")


def use_color(choice: str, stream: Any) -> bool:
    """--color: always, never, or auto (a terminal, and NO_COLOR unset or empty)."""
    if choice == "always":
        return True
    if choice == "never" or os.environ.get("NO_COLOR"):
        return False
    return bool(getattr(stream, "isatty", lambda: False)())


@click.command()
@click.argument("paths", nargs=-1, type=click.Path())
@click.option(
    "--output-format",
    type=click.Choice(OUTPUT_FORMATS),
    help="Default: from --output-file's extension, else concise (github under GitHub Actions).",
)
@click.option("-o", "--output-file", type=click.Path(dir_okay=False), help="Write the report to this file.")
@click.option("--select", multiple=True, help="Codes, prefixes (OP) or names to enable, replacing the config's select.")
@click.option("--extend-select", multiple=True, help="Codes or prefixes to enable in addition.")
@click.option("--ignore", multiple=True, help="Codes or prefixes to disable.")
@click.option("--exclude", multiple=True, help="Globs to leave out, replacing the config's exclude.")
@click.option("--extend-exclude", multiple=True, help="Globs to leave out in addition.")
@click.option(
    "--force-exclude/--no-force-exclude",
    default=None,
    help="Apply exclude, .gitignore and the well-known names to files named on the command line too.",
)
@click.option(
    "--respect-gitignore/--no-respect-gitignore", default=None, help="Leave out what .gitignore ignores (default on)."
)
@click.option("--stdin-filename", help="Path (and so type) to report for content read from '-'.")
@click.option("--statistics", is_flag=True, help="Print a count per rule instead of each finding.")
@click.option("--exit-zero", is_flag=True, help="Exit 0 even when errors are found.")
@click.option("--strict", is_flag=True, help="Warnings fail the run too.")
@click.option("-q", "--quiet", is_flag=True, help="Print the findings only, no summary line.")
@click.option(
    "--color",
    type=click.Choice(["auto", "always", "never"]),
    default="auto",
    show_default=True,
    help="Colour in concise and full output; auto honours NO_COLOR.",
)
@click.option("--config", "config", type=click.Path(), help="Use this config file instead of searching.")
@click.option("--isolated", is_flag=True, help="Ignore all configuration files.")
@click.option("--show-settings", is_flag=True, help="Print the resolved settings and exit.")
@click.option(
    "--changed-since",
    metavar="REV",
    help="Report findings only on lines added or changed since the git revision REV (e.g. origin/main).",
)
@click.option("--baseline", "baseline_file", metavar="FILE", help="Report only findings not in this baseline file.")
@click.option("--write-baseline", metavar="FILE", help="Write today's findings to FILE as the baseline, then exit 0.")
@click.option("--show-files", is_flag=True, help="List the files read, and why each other candidate was skipped.")
@usage_errors
def check(
    paths: tuple[str, ...],
    output_format: str | None,
    output_file: str | None,
    select: tuple[str, ...],
    extend_select: tuple[str, ...],
    ignore: tuple[str, ...],
    exclude: tuple[str, ...],
    extend_exclude: tuple[str, ...],
    force_exclude: bool | None,
    respect_gitignore: bool | None,
    stdin_filename: str | None,
    statistics: bool,
    exit_zero: bool,
    strict: bool,
    quiet: bool,
    color: str,
    config: str | None,
    isolated: bool,
    show_settings: bool,
    changed_since: str | None,
    baseline_file: str | None,
    write_baseline: str | None,
    show_files: bool,
) -> None:
    """Lint benchmark records, peer-tool result files and Markdown claims in PATHS (default: .;
    '-' reads standard input). Exit 0: no error-level finding; 1: at least one; 2: usage,
    configuration or internal error."""
    targets = list(paths) or ["."]
    if targets.count("-") > 1:
        raise ConfigError("'-' (standard input) can be given once")
    config_start = [t for t in targets if t != "-"] or ([stdin_filename] if stdin_filename else ["."])
    settings = resolve_settings(config_start, config, isolated, select, extend_select, ignore)
    if exclude:
        settings.exclude = split_selectors(exclude)
    settings.exclude += split_selectors(extend_exclude)
    if force_exclude is not None:
        settings.force_exclude = force_exclude
    if respect_gitignore is not None:
        settings.respect_gitignore = respect_gitignore
    if show_settings:
        click.echo(json.dumps(settings.as_dict(), indent=2))
        return
    fmt = output_format_for(output_file, output_format, settings.output_format)
    from benchlint import api

    baseline_path = baseline_file or settings.baseline
    lines_for = None
    if fmt == "concise" and output_file is None and not (statistics or show_files or write_baseline):
        # concise lines to the terminal: worker processes may write each file's lines themselves
        from functools import partial

        from benchlint.linter.report.concise import file_lines

        lines_for = partial(file_lines, color=use_color(color, sys.stdout))
    result = api.check_with_settings(
        targets,
        settings,
        stdin=sys.stdin.buffer.read() if "-" in targets else None,
        stdin_filename=stdin_filename,
        changed_since=changed_since,
        baseline=None if write_baseline else baseline_path,
        leave_out=[f for f in (write_baseline, baseline_path) if f],
        lines_for=lines_for,
    )
    if result.reports is not None:
        from benchlint.linter.report.concise import write_files

        write_files(
            result.reports, sys.stdout, len(result.files), color=use_color(color, sys.stdout), summary=not quiet
        )
        sys.exit(0 if exit_zero else result.exit_code(strict=strict))
    if show_files:
        _print_files(result)
        return
    if write_baseline:
        from benchlint.linter import baseline

        count = baseline.write(result.findings, write_baseline)
        click.echo(f"benchlint: wrote {count} finding(s) to the baseline {write_baseline}", err=True)
        sys.exit(0)
    if baseline_path:
        _report_stale(result.stale_baseline, baseline_path)
    import io

    # The report is written whole: to stdout, or to the file only once it is complete.
    stream: TextIO = sys.stdout if output_file is None else io.StringIO()
    painted = use_color(color, stream) if output_file is None else color == "always"
    api.render(
        result.findings,
        fmt,
        stream,
        statistics=statistics,
        files_checked=len(result.files),
        color=painted,
        quiet=quiet,
    )
    if output_file is not None:
        assert isinstance(stream, io.StringIO)
        try:
            with open(output_file, "w", encoding="utf-8") as handle:
                handle.write(stream.getvalue())
        except OSError as exc:
            raise ConfigError(f"--output-file {output_file}: {exc.strerror}") from None
    sys.exit(0 if exit_zero else result.exit_code(strict=strict))


def _report_stale(stale: list[Any], baseline_path: str) -> None:
    """Say which baseline entries match nothing any more."""
    for entry in stale[:20]:
        click.echo(f"benchlint: baseline entry no longer matches: {entry.path} {entry.code} {entry.text!r}", err=True)
    if stale:
        click.echo(
            f"benchlint: {len(stale)} baseline entr{'y' if len(stale) == 1 else 'ies'} "
            f"match nothing any more; run --write-baseline {baseline_path} to shrink the baseline",
            err=True,
        )


def _print_files(result: Any) -> None:
    """--show-files: what was read (as what), then what was skipped and why."""
    from benchlint.linter.report.common import relative_path

    for path in result.files:
        click.echo(f"read     {relative_path(path)} ({result.kinds.get(path, 'read')})")
    for path, reason in sorted(result.skipped):
        shown = relative_path(path) + ("/" if path.endswith("/") else "")
        click.echo(f"skipped  {shown} ({reason})")
    if result.others:
        click.echo(f"({result.others} other file(s) of a type benchlint does not read)")
