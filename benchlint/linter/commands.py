"""The linting commands: check, rules, explain, schema."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

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


@click.command()
@click.argument("paths", nargs=-1, type=click.Path())
@click.option(
    "--output-format", type=click.Choice(OUTPUT_FORMATS), help="Default: concise, or github under GitHub Actions."
)
@click.option("--select", multiple=True, help="Codes, prefixes (OP) or names to enable, replacing the config's select.")
@click.option("--extend-select", multiple=True, help="Codes or prefixes to enable in addition.")
@click.option("--ignore", multiple=True, help="Codes or prefixes to disable.")
@click.option("--statistics", is_flag=True, help="Print a count per rule instead of each finding.")
@click.option("--exit-zero", is_flag=True, help="Exit 0 even when errors are found.")
@click.option("--strict", is_flag=True, help="Warnings fail the run too.")
@click.option("--config", "config", type=click.Path(), help="Use this config file instead of searching.")
@click.option("--isolated", is_flag=True, help="Ignore all configuration files.")
@click.option("--show-settings", is_flag=True, help="Print the resolved settings and exit.")
@usage_errors
def check(
    paths: tuple[str, ...],
    output_format: str | None,
    select: tuple[str, ...],
    extend_select: tuple[str, ...],
    ignore: tuple[str, ...],
    statistics: bool,
    exit_zero: bool,
    strict: bool,
    config: str | None,
    isolated: bool,
    show_settings: bool,
) -> None:
    """Lint benchmark records, peer-tool result files and Markdown claims in PATHS (default: .)."""
    targets = list(paths) or ["."]
    settings = resolve_settings(targets, config, isolated, select, extend_select, ignore)
    if show_settings:
        click.echo(json.dumps(settings.as_dict(), indent=2))
        return
    from benchlint.linter.engine import lint_paths
    from benchlint.linter.report import render

    result = lint_paths(targets, settings)
    fmt = output_format or settings.output_format or ("github" if os.environ.get("GITHUB_ACTIONS") else "concise")
    render(result.findings, fmt, stream=sys.stdout, statistics=statistics, files_checked=len(result.files))
    sys.exit(0 if exit_zero else result.exit_code(strict=strict))


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
                "options": dict(cls.default_options),
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
    """Print the documentation of RULE (a code such as OP001, or a name such as missing-concurrency)."""
    cls = registry.rule_class(registry.resolve_code(rule))
    click.echo(f"{cls.code} ({cls.name}) [{cls.default_severity.value}]\n")
    click.echo(cls.doc())
    if cls.default_options:
        click.echo("\n## Options")
        for option, default in cls.default_options.items():
            click.echo(f"- `{option}` (default {default!r})")
    messages = example_messages(cls.code)
    if messages:
        click.echo("\n## What benchlint says on the Example")
        for message in messages:
            click.echo(f"- {message}")


@click.command()
@usage_errors
def schema() -> None:
    """Print the benchmark record JSON Schema (draft 2020-12)."""
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
