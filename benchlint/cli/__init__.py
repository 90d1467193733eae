"""The ``benchlint`` command: click wiring only, over ``benchlint.api`` and the packages that do
the work. Subcommands are imported only when invoked, so ``benchlint check`` on a few files
never loads the runner, the importers' CLI or pydantic. Nothing outside this package imports
click."""

from __future__ import annotations

import gc
import importlib
import signal
import sys
from typing import Any

from benchlint import compile_cache

# before click and the readers compile their patterns (command line only, see compile_cache)
compile_cache.install()

import click  # noqa: E402

from benchlint import __version__  # noqa: E402

#: command name -> "module:attribute" of a click command
COMMANDS = {
    "check": "benchlint.cli.check:check",
    "rules": "benchlint.cli.rules:rules",
    "explain": "benchlint.cli.rules:explain",
    "schema": "benchlint.cli.rules:schema",
    "describe": "benchlint.cli.review:describe",
    "review": "benchlint.cli.review:review",
    "import": "benchlint.cli.imports:import_command",
    "measure": "benchlint.cli.runner:measure",
    "remeasure": "benchlint.cli.runner:remeasure",
    "plot": "benchlint.cli.runner:plot",
    "crossover": "benchlint.cli.runner:crossover",
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
    # A run builds many small objects that live to its end (blocks, claims, findings) and few
    # cycles: at the default threshold (700) the collector rescanned the growing heap about
    # 1,000 times over 1,000 Markdown files, 1.2-1.5 s of 11 s. Process-wide, so set by the
    # command line only (forked workers inherit it), never by the library.
    gc.set_threshold(10_000, 10, 10)
    try:
        return cli.main(args=argv, prog_name="benchlint", standalone_mode=True)
    except KeyboardInterrupt:
        click.echo("benchlint: interrupted", err=True)
        sys.exit(130)
