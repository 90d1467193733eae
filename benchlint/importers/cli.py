"""``benchlint import FILE... [-o out.yaml|out.json] [--force]``: peer-tool result files ->
benchlint records, so a user can fill in what the tool did not record and keep the result
under review. Output goes to stdout unless ``-o`` is given; an existing ``-o`` file is never
overwritten without ``--force``. Unreadable or unknown files exit 2 with a message."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from benchlint.schema.model import Record


class ImportFailure(click.ClickException):
    exit_code = 2


def _read(path: str) -> str:
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError as exc:
        raise ImportFailure(f"{path}: cannot read file: {exc.strerror or exc}") from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ImportFailure(f"{path}: not valid UTF-8 (byte {exc.start})") from exc
    if not text.strip():
        raise ImportFailure(f"{path}: file is empty")
    return text.removeprefix("\ufeff")


def _location(path: str, line: int | None, json_path: str | None) -> str:
    where = f"{path}:{line}" if line else path
    return f"{where} {json_path}" if json_path else where


def _explain_unparsable(path: str, text: str) -> None:
    """A truncated JSON file is not an unknown format: say where it breaks."""
    if not path.lower().endswith((".json", ".jsonl")):
        return
    from benchlint.importers._common import parse_json_text

    parsed = parse_json_text(text, report_problems=True)
    if parsed is not None and parsed.problems:
        code, problem = parsed.problems[0]
        raise ImportFailure(f"{_location(path, problem.line, None)}: {code} {problem.message}")


@click.command("import")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
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
def import_command(files: tuple[str, ...], output: str | None, force: bool, output_format: str | None) -> None:
    """Convert peer-tool result files (vLLM, SGLang, GuideLLM, AIPerf, GenAI-Perf, llmperf,
    inference-perf, llama-bench, MLPerf) into benchlint records."""
    from benchlint import importers
    from benchlint.schema.dump import render, write_atomic

    fmt = output_format or ("json" if output and output.lower().endswith(".json") else "yaml")
    if output and os.path.exists(output) and not force:
        raise ImportFailure(f"{output} exists; pass --force to overwrite it")
    records: list[Record] = []
    for path in files:
        text = _read(path)
        kind = importers.sniff(path, text, None)
        if kind is None:
            _explain_unparsable(path, text)
            raise ImportFailure(
                f"{path}: not a result file of a known tool (vLLM, SGLang, GuideLLM, AIPerf, GenAI-Perf, llmperf, "
                "inference-perf, llama-bench, MLPerf)"
            )
        outcome = importers.import_file(path, text, None, kind)
        for code, problem in outcome.problems:
            click.echo(f"{_location(path, problem.line, problem.json_path)}: {code} {problem.message}", err=True)
        if not outcome.records:
            if kind in importers.FORMAT_MODULES and importers.FORMAT_MODULES[kind] == "companions":
                raise ImportFailure(
                    f"{path}: a {kind} file describes a run but holds no results; import the result file beside it"
                )
            raise ImportFailure(f"{path}: no record could be imported ({kind})")
        click.echo(f"{path}: {kind}, {len(outcome.records)} record(s)", err=True)
        records.extend(imported.record for imported in outcome.records)
    text = render(records, fmt)
    if output is None:
        click.echo(text, nl=False)
        return
    try:
        write_atomic(output, text)
    except OSError as exc:
        raise ImportFailure(f"cannot write {output}: {exc.strerror or exc}") from exc
    click.echo(f"wrote {len(records)} record(s) to {output}", err=True)
