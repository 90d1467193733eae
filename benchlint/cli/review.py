"""The commands for authors and reviewers: ``describe`` (cite a record point) and ``review``
(an HTML page of a document with every claim marked)."""

from __future__ import annotations

import os
import sys
from typing import Any

import click

from benchlint.cli.common import usage_errors
from benchlint.linter.config import ConfigError, resolve_settings


def _record_subjects(path: str) -> list[Any]:
    from benchlint.linter.sources import load_file

    if not os.path.isfile(path):
        raise ConfigError(f"{path}: no such file")
    loaded = load_file(path)
    if not loaded.subjects:
        reasons = "; ".join(violation.message for _, violation in loaded.problems[:3])
        raise ConfigError(f"{path}: no benchmark record could be read" + (f" ({reasons})" if reasons else ""))
    return loaded.subjects


@click.command()
@click.argument("record_file", metavar="RECORD")
@click.option("--point", "point_selector", help="Which point: concurrency=N, request_rate=R or label=TEXT.")
@click.option(
    "--record", "record_index", type=click.IntRange(min=1), help="Which record (1-based) of a file holding several."
)
@click.option(
    "--format", "output_format", type=click.Choice(["markdown", "yaml"]), default="markdown", show_default=True
)
@usage_errors
def describe(record_file: str, point_selector: str | None, record_index: int | None, output_format: str) -> None:
    """Print the operating-point citation of a record point: one Markdown sentence to paste under
    a claim, or (--format yaml) front matter that makes it a document's defaults.

    Exit codes: 0 printed; 2 the file, record or point cannot be read or found."""
    from benchlint.linter.describe import DescribeError, cite, select_point

    subjects = [s for s in _record_subjects(record_file) if s.record is not None]
    if not subjects:
        raise ConfigError(f"{record_file}: its records have schema problems; run benchlint check {record_file}")
    if record_index is None and len(subjects) > 1:
        names = ", ".join(f"{n}: {s.label}" for n, s in enumerate(subjects, 1))
        raise ConfigError(f"{record_file} holds {len(subjects)} records ({names}): choose one with --record N")
    if record_index is not None and record_index > len(subjects):
        raise ConfigError(f"{record_file} holds {len(subjects)} record(s); --record {record_index} is not one")
    subject = subjects[(record_index or 1) - 1]
    try:
        point = select_point(subject.record, point_selector)
    except DescribeError as exc:
        raise ConfigError(f"{record_file}: {exc}") from None
    citation = cite(subject.record, point)
    click.echo(
        citation.sentence() if output_format == "markdown" else citation.front_matter(), nl=output_format == "markdown"
    )


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path())
@click.option("-o", "--output", "output", required=True, help="HTML file to write (a folder for several documents).")
@click.option("--force", is_flag=True, help="Overwrite an existing output file.")
@click.option("--config", "config", type=click.Path(), help="Use this config file instead of searching.")
@click.option("--isolated", is_flag=True, help="Ignore all configuration files.")
@usage_errors
def review(paths: tuple[str, ...], output: str, force: bool, config: str | None, isolated: bool) -> None:
    """Write a self-contained HTML review page of Markdown documents: each claim marked with its
    findings and a panel of what it states and what it does not (no network, no external assets).
    One document gives one page; several (or a folder) give a folder with an index page.

    Exit codes: 0 written; 2 bad arguments or an output that exists (without --force)."""
    from benchlint.linter.review import write_review

    settings = resolve_settings(list(paths), config, isolated)
    written = write_review(list(paths), output, settings, force=force)
    for path in written:
        click.echo(f"benchlint: wrote {path}", err=True)
    sys.exit(0)
