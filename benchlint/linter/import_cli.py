"""``benchlint import PATH... [-o out.yaml|out.json] [--force]``: peer-tool result files and run folders ->
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
        from benchlint.linter.sources import problem_code

        kind, problem = parsed.problems[0]
        raise ImportFailure(f"{_location(path, problem.line, None)}: {problem_code(kind)} {problem.message}")


def _expand(paths: tuple[str, ...]) -> list[tuple[str, bool]]:
    """(file, named) pairs: files as given, folders walked the way ``check`` walks them."""
    from benchlint.linter.config import ConfigError, Settings
    from benchlint.linter.engine import discover

    files: list[tuple[str, bool]] = []
    for given in paths:
        if os.path.isdir(given):
            try:
                found = discover([given], Settings())
            except ConfigError as exc:
                raise ImportFailure(str(exc)) from exc
            files.extend((path, False) for path in found if not path.lower().endswith((".md", ".markdown")))
        else:
            files.append((given, True))
    return files


def _refuse(path: str, text: str) -> None:
    """Why a file named on its own yields no record: exit 2 with the reason."""
    from benchlint import importers

    kind = importers.sniff(path, text, None)
    if kind is None:
        _explain_unparsable(path, text)
        raise ImportFailure(f"{path}: not a result file of a known tool ({', '.join(importers.tool_names())})")
    raise ImportFailure(
        f"{path}: this {kind} file describes a run but holds no results of one operating point (a config, "
        "a pooled summary or a server-side view); import the result files beside it"
    )


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
    from benchlint.linter.runs import assemble
    from benchlint.linter.sources import load_file
    from benchlint.schema.dump import render, write_atomic

    fmt = output_format or ("json" if output and output.lower().endswith(".json") else "yaml")
    if output and os.path.exists(output) and not force:
        raise ImportFailure(f"{output} exists; pass --force to overwrite it")
    files = _expand(paths)
    alone = len(files) == 1
    loaded_files = []
    for path, named in files:
        text = _read(path) if named or alone else None
        loaded = load_file(path)
        for code, problem in loaded.problems:
            if code in {"SC001", "SC002", "SC004", "SC005"}:
                click.echo(f"{_location(path, problem.line, problem.json_path)}: {code} {problem.message}", err=True)
        if loaded.kind != "imported" or not loaded.subjects:
            if alone and text is not None:
                _refuse(path, text)
            click.echo(f"{path}: read as a companion or skipped (no results of its own)", err=True)
        loaded_files.append(loaded)
    records: list[Record] = []
    for loaded in assemble(loaded_files):
        if loaded.kind != "imported" or not loaded.subjects:
            continue
        kinds = sorted({s.origin or "" for s in loaded.subjects})
        click.echo(f"{loaded.path}: {', '.join(kinds)}, {len(loaded.subjects)} record(s)", err=True)
        records.extend(subject.record for subject in loaded.subjects)
    if not records:
        raise ImportFailure("no record could be imported from " + ", ".join(paths))
    text = render(records, fmt)
    if output is None:
        click.echo(text, nl=False)
        return
    try:
        write_atomic(output, text)
    except OSError as exc:
        raise ImportFailure(f"cannot write {output}: {exc.strerror or exc}") from exc
    click.echo(f"wrote {len(records)} record(s) to {output}", err=True)
