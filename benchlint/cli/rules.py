"""The documentation commands: rules, explain, schema."""

from __future__ import annotations

import json

import click

from benchlint.cli.common import usage_errors
from benchlint.linter import registry


@click.command()
@click.option("--output-format", type=click.Choice(["table", "json", "markdown"]), default="table")
@usage_errors
def rules(output_format: str) -> None:
    """List every rule: code, name, default severity, what it checks."""
    from benchlint.linter import ruledocs

    if output_format == "json":
        click.echo(json.dumps(ruledocs.rule_rows(), indent=2))
    elif output_format == "markdown":
        click.echo(ruledocs.rules_markdown(), nl=False)
    else:
        click.echo("\n".join(ruledocs.rule_lines(registry.all_rules())))


@click.command()
@click.argument("rule")
@usage_errors
def explain(rule: str) -> None:
    """Print the documentation of RULE (a code such as OP001, or a name such as
    missing-concurrency); a family prefix (OP) or a partial code (OP00) lists its rules."""
    from benchlint.linter import ruledocs

    codes = registry.expand(rule)
    if len(codes) > 1:
        click.echo("\n".join(ruledocs.rule_lines([registry.rule_class(code) for code in codes])))
        click.echo(f"\n{len(codes)} rules; `benchlint explain {codes[0]}` prints one in full.")
        return
    click.echo(ruledocs.explanation(codes[0]), nl=False)


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
