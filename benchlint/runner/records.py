"""Read and write benchlint records for the runner's commands (remeasure, plot, crossover)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass

from benchlint.schema.convert import build_record
from benchlint.schema.dump import render, write_atomic
from benchlint.schema.model import Record


class RecordFileError(Exception):
    """A record file that cannot be read, with a message for the user."""


@dataclass(frozen=True, slots=True)
class LoadedRecord:
    record: Record
    path: str
    index: int


def load_records(path: str) -> list[LoadedRecord]:
    """Records from .json (object or list), .jsonl, or .yaml/.yml (one or more documents)."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except OSError as exc:
        raise RecordFileError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        items = _parse(path, text)
    except ValueError as exc:
        raise RecordFileError(f"{path}: not valid {_kind(path)}: {exc}") from None
    loaded: list[LoadedRecord] = []
    for index, data in enumerate(items):
        record, errors = build_record(data)
        if record is None or errors:
            first = errors[0] if errors else None
            detail = f"{first.json_path}: {first.message}" if first else "not a record"
            raise RecordFileError(f"{path}: record {index} is not a valid benchlint record ({detail})")
        loaded.append(LoadedRecord(record, path, index))
    if not loaded:
        raise RecordFileError(f"{path}: no records")
    return loaded


def _kind(path: str) -> str:
    return "JSON" if path.endswith((".json", ".jsonl")) else "YAML"


def _parse(path: str, text: str) -> list[object]:
    if path.endswith(".jsonl"):
        return [json.loads(line) for line in text.splitlines() if line.strip()]
    if path.endswith(".json"):
        data = json.loads(text)
        return data if isinstance(data, list) else [data]
    from ruamel.yaml import YAML
    from ruamel.yaml.error import YAMLError

    try:
        return [d for d in YAML(typ="safe", pure=True).load_all(text) if d is not None]
    except YAMLError as exc:
        raise ValueError(str(exc).splitlines()[0]) from None


def output_format(path: str) -> str:
    return "json" if path.endswith(".json") else "yaml"


def save_record(record: Record, path: str, overwrite: bool = False) -> None:
    """Write atomically; never replace a file the user has unless told to."""
    if os.path.exists(path) and not overwrite:
        raise RecordFileError(f"{path} exists; pass --force to replace it")
    write_atomic(path, render([record], output_format(path)))
