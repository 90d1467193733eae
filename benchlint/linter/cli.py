"""The ``benchlint`` command. Subcommands are imported only when invoked, so
``benchlint check`` on a few files never loads the runner, the importers' CLI or pydantic."""

from __future__ import annotations

import importlib
import signal
import sys
from typing import Any

import click

from benchlint import __version__

#: command name -> "module:attribute" of a click command
COMMANDS = {
    "check": "benchlint.linter.commands:check",
    "rules": "benchlint.linter.commands:rules",
    "explain": "benchlint.linter.commands:explain",
    "schema": "benchlint.linter.commands:schema",
    "describe": "benchlint.linter.review_commands:describe",
    "review": "benchlint.linter.review_commands:review",
    "import": "benchlint.linter.import_cli:import_command",
    "measure": "benchlint.runner.cli:measure",
    "remeasure": "benchlint.runner.cli:remeasure",
    "plot": "benchlint.runner.cli:plot",
    "crossover": "benchlint.runner.cli:crossover",
}

HELP = {
    "check": "Lint benchmark records, peer-tool result files and Markdown claims.",
    "rules": "List the rules.",
    "explain": "Print a rule's documentation.",
    "schema": "Print the record JSON Schema.",
    "describe": "Print a record point's operating point as a sentence to paste under a claim.",
    "review": "Write an HTML review page of Markdown documents with every claim marked.",
    "import": "Convert peer-tool result files into benchlint records.",
    "measure": "Sweep a live OpenAI-compatible server and write a record.",
    "remeasure": "Re-run a record's points against a live server.",
    "plot": "Draw throughput and latency against concurrency.",
    "crossover": "Speedup per shared point of two records, and where it crosses 1.0.",
}


class LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(cmd_name)
        if target is None:
            return None
        module_name, attr = target.split(":")
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.startswith("benchlint"):
                raise click.UsageError(f"'{cmd_name}' is not available in this build") from exc
            raise
        command: click.Command = getattr(module, attr)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        # Listing help must not import every subcommand.
        with formatter.section("Commands"):
            formatter.write_dl([(name, HELP.get(name, "")) for name in COMMANDS])


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "-V", "--version", prog_name="benchlint")
def cli() -> None:
    """benchlint: every LLM-inference performance number carries its operating point."""


def main(argv: list[str] | None = None) -> Any:
    if hasattr(signal, "SIGPIPE"):
        # `benchlint ... | head` should stop quietly, as other command-line tools do.
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    try:
        return cli.main(args=argv, prog_name="benchlint", standalone_mode=True)
    except KeyboardInterrupt:
        click.echo("benchlint: interrupted", err=True)
        sys.exit(130)
