"""The linting commands: check, rules, explain, schema."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from functools import wraps
from typing import Any, TextIO, TypeVar

import click

from benchlint.linter import registry
from benchlint.linter.config import OUTPUT_FORMATS, ConfigError, Settings, find_config, load_settings

F = TypeVar("F", bound=Callable[..., Any])


def usage_errors(func: F) -> F:
    """Bad configuration or arguments exit 2 with one clear line; so does an internal error
    (with the traceback only when BENCHLINT_DEBUG is set)."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except (ConfigError, registry.SelectorError) as exc:
            click.echo(f"benchlint: error: {exc}", err=True)
            sys.exit(2)
        except (click.exceptions.Exit, click.ClickException, SystemExit, KeyboardInterrupt, BrokenPipeError):
            raise
        except Exception as exc:
            if os.environ.get("BENCHLINT_DEBUG"):
                raise
            click.echo(
                f"benchlint: internal error: {type(exc).__name__}: {exc} (set BENCHLINT_DEBUG=1 for details)", err=True
            )
            sys.exit(2)

    return wrapper  # type: ignore[return-value]


def _split(values: tuple[str, ...]) -> list[str]:
    return [part.strip() for value in values for part in value.split(",") if part.strip()]


def resolve_settings(
    paths: tuple[str, ...] | list[str],
    config: str | None,
    isolated: bool,
    select: tuple[str, ...] = (),
    extend_select: tuple[str, ...] = (),
    ignore: tuple[str, ...] = (),
) -> Settings:
    """Config file (given, or found walking up from the first target) then command-line overrides."""
    if config and not os.path.isfile(config):
        raise ConfigError(f"--config {config}: no such file")
    config_path = None if isolated else (config or find_config(paths[0] if paths else "."))
    settings = load_settings(config_path, isolated=isolated)
    if select:
        settings.select = _split(select)
    settings.extend_select += _split(extend_select)
    settings.ignore += _split(ignore)
    settings.enabled_codes()  # unknown codes fail here, with a suggestion
    return settings


#: report file extension -> the formats that may be written to it (checked before any work)
OUTPUT_EXTENSIONS: dict[str, tuple[str, ...]] = {
    ".sarif": ("sarif",),
    ".json": ("json", "sarif"),
}
#: extensions benchlint reads as input: a report written there would be linted next time
INPUT_EXTENSIONS = (".yaml", ".yml", ".jsonl", ".md", ".markdown")


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
        settings.exclude = _split(exclude)
    settings.exclude += _split(extend_exclude)
    if force_exclude is not None:
        settings.force_exclude = force_exclude
    if respect_gitignore is not None:
        settings.respect_gitignore = respect_gitignore
    if show_settings:
        click.echo(json.dumps(settings.as_dict(), indent=2))
        return
    fmt = output_format_for(output_file, output_format, settings.output_format)
    from benchlint.linter.engine import LintResult, lint_paths, lint_stdin

    files = [t for t in targets if t != "-"]
    if changed_since and files:
        from benchlint.linter.scoping import lint_changed

        result = lint_changed(files, settings, changed_since)
    else:
        result = lint_paths(files, settings) if files else LintResult()
    if "-" in targets:
        display = stdin_filename or "-"
        if settings.force_exclude and stdin_filename and _left_out_stdin(stdin_filename, settings):
            result.skipped.append((stdin_filename, "excluded (--force-exclude)"))
        else:
            from_stdin = lint_stdin(sys.stdin.buffer.read(), display, settings)
            result.findings = sorted([*result.findings, *from_stdin.findings], key=lambda f: f.sort_key())
            result.files.extend(from_stdin.files)
            result.kinds.update(from_stdin.kinds)
    if show_files:
        _print_files(result)
        return
    from benchlint.linter.report import render

    own_files = {os.path.abspath(f) for f in (write_baseline, baseline_file or settings.baseline) if f}
    if own_files:  # the baseline is benchlint's own output, never something to lint
        result.findings = [f for f in result.findings if os.path.abspath(f.path) not in own_files]
        result.files = [f for f in result.files if os.path.abspath(f) not in own_files]
    if write_baseline:
        from benchlint.linter import baseline

        count = baseline.write(result.findings, write_baseline)
        click.echo(f"benchlint: wrote {count} finding(s) to the baseline {write_baseline}", err=True)
        sys.exit(0)
    baseline_path = baseline_file or settings.baseline
    if baseline_path:
        _apply_baseline(result, baseline_path)
    import io

    # The report is written whole: to stdout, or to the file only once it is complete.
    stream: TextIO = sys.stdout if output_file is None else io.StringIO()
    painted = use_color(color, stream) if output_file is None else color == "always"
    render(
        result.findings,
        fmt,
        stream=stream,
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


def _apply_baseline(result: Any, baseline_path: str) -> None:
    """Keep only the findings the baseline does not hold; say which entries match nothing."""
    from benchlint.linter import baseline

    filtered = baseline.apply(result.findings, baseline_path, result.files)
    result.findings = filtered.new
    for entry in filtered.stale[:20]:
        click.echo(f"benchlint: baseline entry no longer matches: {entry.path} {entry.code} {entry.text!r}", err=True)
    if filtered.stale:
        click.echo(
            f"benchlint: {len(filtered.stale)} baseline entr{'y' if len(filtered.stale) == 1 else 'ies'} "
            f"match nothing any more; run --write-baseline {baseline_path} to shrink the baseline",
            err=True,
        )


def _left_out_stdin(path: str, settings: Settings) -> bool:
    from benchlint.linter.discovery import well_known

    return settings.is_excluded(path) or (not settings.is_included(path) and well_known(path) is not None)


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


@click.command()
@click.option("--output-format", type=click.Choice(["table", "json", "markdown"]), default="table")
@usage_errors
def rules(output_format: str) -> None:
    """List every rule: code, name, default severity, what it checks."""
    classes = registry.all_rules()
    if output_format == "json":
        rows = [
            {
                "code": cls.code,
                "name": cls.name,
                "summary": cls.summary,
                "severity": cls.default_severity.value,
                "targets": sorted(cls.targets),
                "options": {
                    option.name: {"type": option.type, "default": option.default, "description": option.description}
                    for option in cls.declared_options
                },
                "explanation": cls.doc(),
            }
            for cls in classes
        ]
        click.echo(json.dumps(rows, indent=2))
        return
    if output_format == "markdown":
        click.echo(rules_markdown(), nl=False)
        return
    width = max(len(cls.name) for cls in classes)
    for cls in classes:
        click.echo(f"{cls.code}  {cls.name:<{width}}  {cls.default_severity.value:<7}  {cls.summary}")


@click.command()
@click.argument("rule")
@usage_errors
def explain(rule: str) -> None:
    """Print the documentation of RULE (a code such as OP001, or a name such as
    missing-concurrency); a family prefix (OP) or a partial code (OP00) lists its rules."""
    codes = registry.expand(rule)
    if len(codes) > 1:
        _list_rules(codes)
        return
    cls = registry.rule_class(codes[0])
    click.echo(f"{cls.code} ({cls.name}) [{cls.default_severity.value}]\n")
    click.echo(cls.doc())
    if cls.declared_options:
        from benchlint.linter.options import options_table

        click.echo(f"\n## Options\n\nSet in `[tool.benchlint.rules.{cls.code}]`.\n")
        click.echo(options_table(cls.declared_options))
    messages = example_messages(cls.code)
    if messages:
        click.echo("\n## What benchlint says on the Example")
        for message in messages:
            click.echo(f"- {message}")


def _list_rules(codes: list[str]) -> None:
    classes = [registry.rule_class(code) for code in codes]
    width = max(len(cls.name) for cls in classes)
    for cls in classes:
        click.echo(f"{cls.code}  {cls.name:<{width}}  {cls.default_severity.value:<7}  {cls.summary}")
    click.echo(f"\n{len(classes)} rules; `benchlint explain {classes[0].code}` prints one in full.")


@click.command()
@click.option("--config", "config_schema", is_flag=True, help="Print the configuration's schema instead.")
@usage_errors
def schema(config_schema: bool) -> None:
    """Print the benchmark record JSON Schema (draft 2020-12), or with --config the schema of
    [tool.benchlint] / .benchlint.toml."""
    if config_schema:
        from benchlint.linter.config_schema import shipped_config_schema_text

        click.echo(shipped_config_schema_text(), nl=False)
        return
    from benchlint.schema.generate import shipped_schema_text

    click.echo(shipped_schema_text(), nl=False)


def rules_markdown() -> str:
    """The rule table the README carries (a test keeps it equal to this)."""
    lines = ["| Code | Name | Severity | Checks | What it flags |", "|---|---|---|---|---|"]
    for cls in registry.all_rules():
        checks = ", ".join(sorted(cls.targets))
        lines.append(f"| {cls.code} | `{cls.name}` | {cls.default_severity.value} | {checks} | {cls.summary} |")
    return "\n".join(lines) + "\n"


EXAMPLE_SUFFIX = {"yaml": ".yaml", "markdown": ".md", "json": ".json", "text": ".txt"}


def example_messages(code: str) -> list[str]:
    """Lint the rule's own Example (only that rule) and return its messages, arithmetic included."""
    import tempfile

    from benchlint.linter.config import Settings
    from benchlint.linter.engine import lint_paths

    (language, text), _ = registry.rule_class(code).examples()
    with tempfile.TemporaryDirectory(prefix="benchlint-explain-") as folder:
        path = os.path.join(folder, "example" + EXAMPLE_SUFFIX[language])
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        result = lint_paths([path], Settings(select=[code]))
    return [f"line {f.line}: {f.message}" for f in result.findings if f.code == code]
