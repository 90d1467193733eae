"""``benchlint import PATH... [-o out.yaml|out.json] [--force]``: peer-tool result files and run folders ->
benchlint records, so a user can fill in what the tool did not record and keep the result
under review. Output goes to stdout unless ``-o`` is given; an existing ``-o`` file is never
overwritten without ``--force``. Unreadable or unknown files exit 2 with a message. The work is
``benchlint.linter.importing``."""

from __future__ import annotations

import os

import click


class ImportFailure(click.ClickException):
    exit_code = 2


@click.command("import")
@click.argument("paths", nargs=-1, required=True, type=click.Path())
@click.option(
    "-o",
    "--output",
    "output",
    type=click.Path(dir_okay=False),
    help="Write to this .yaml/.yml/.json file instead of stdout.",
)
@click.option("--force", is_flag=True, help="Overwrite an existing output file.")
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["yaml", "json"]),
    default=None,
    help="Output format (default: from the -o extension, else yaml).",
)
def import_command(paths: tuple[str, ...], output: str | None, force: bool, output_format: str | None) -> None:
    """Convert peer-tool result files and run folders into benchlint records, one per run
    (the files of one run folder, its levels and repeats, become one record; companions
    such as configs and per-request exports are read, not imported)."""
    from benchlint.linter.importing import ImportProblem, import_records
    from benchlint.schema.dump import render, write_atomic

    fmt = output_format or ("json" if output and output.lower().endswith(".json") else "yaml")
    if output and os.path.exists(output) and not force:
        raise ImportFailure(f"{output} exists; pass --force to overwrite it")
    try:
        records = import_records(paths, note=lambda message: click.echo(message, err=True))
    except ImportProblem as exc:
        raise ImportFailure(str(exc)) from None
    text = render(records, fmt)
    if output is None:
        click.echo(text, nl=False)
        return
    try:
        write_atomic(output, text)
    except OSError as exc:
        raise ImportFailure(f"cannot write {output}: {exc.strerror or exc}") from exc
    click.echo(f"wrote {len(records)} record(s) to {output}", err=True)
