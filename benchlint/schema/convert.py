"""Build the typed record from parsed JSON/YAML data, validating as it goes.

This is the lint-time validator: it walks the dataclasses' type hints (the same ones
pydantic reads to generate the JSON Schema) and reports each violation with its JSON
path, so the start-up of a pre-commit run needs neither pydantic nor jsonschema. A test
checks that it agrees with pydantic and with jsonschema on valid and mutated records.
"""

from __future__ import annotations

import dataclasses
import difflib
import math
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Annotated, Any, Literal, TypeVar, Union, get_args, get_origin

import annotated_types as at

from benchlint.schema import model

T = TypeVar("T")


@dataclasses.dataclass(frozen=True, slots=True)
class SchemaError:
    """One violation: where (JSON path) and what."""

    json_path: str
    message: str


class _Invalid(Exception):
    """Raised inside a subtree that failed; the errors are already collected."""


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, include_extras=True)


@cache
def _fields(cls: type) -> tuple[tuple[str, ...], frozenset[str]]:
    names: list[str] = []
    required: set[str] = set()
    for f in dataclasses.fields(cls):
        names.append(f.name)
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            required.add(f.name)
    return tuple(names), frozenset(required)


def _describe(value: Any) -> str:
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:37] + "...")
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    return repr(value)


_CONSTRAINTS: dict[type, Callable[[Any, Any], str | None]] = {
    at.Ge: lambda c, v: None if v >= c.ge else f"{_describe(v)} is less than the minimum of {c.ge}",
    at.Gt: lambda c, v: None if v > c.gt else f"{_describe(v)} must be greater than {c.gt}",
    at.Le: lambda c, v: None if v <= c.le else f"{_describe(v)} is greater than the maximum of {c.le}",
    at.MinLen: lambda c, v: None if len(v) >= c.min_length else f"must have at least {c.min_length} item(s)",
}


class _Builder:
    def __init__(self) -> None:
        self.errors: list[SchemaError] = []

    def fail(self, path: str, message: str) -> _Invalid:
        self.errors.append(SchemaError(path, message))
        return _Invalid()

    def build(self, tp: Any, value: Any, path: str) -> Any:
        origin = get_origin(tp)
        if origin is Annotated:
            base, *metadata = get_args(tp)
            built = self.build(base, value, path)
            for constraint in metadata:
                check = _CONSTRAINTS.get(type(constraint))
                problem = check(constraint, built) if check else None
                if problem:
                    raise self.fail(path, problem)
            return built
        if origin is Union or origin is types.UnionType:
            options = [a for a in get_args(tp) if a is not type(None)]
            if value is None:
                return None
            if len(options) == 1:
                return self.build(options[0], value, path)
            raise TypeError(f"unsupported union {tp}")  # the model only uses X | None
        if origin is Literal:
            allowed = get_args(tp)
            if value in allowed and isinstance(value, str):
                return value
            suggestion = _suggest(value, allowed)
            raise self.fail(path, f"{_describe(value)} is not one of {', '.join(map(repr, allowed))}{suggestion}")
        if origin is list:
            if not isinstance(value, list):
                raise self.fail(path, f"{_describe(value)} is not of type 'array'")
            (item_type,) = get_args(tp)
            out, failed = [], False
            for i, item in enumerate(value):
                try:
                    out.append(self.build(item_type, item, f"{path}[{i}]"))
                except _Invalid:
                    failed = True
            if failed:
                raise _Invalid()
            return out
        if isinstance(tp, type) and dataclasses.is_dataclass(tp):
            return self.build_object(tp, value, path)
        return self.build_scalar(tp, value, path)

    def build_scalar(self, tp: Any, value: Any, path: str) -> Any:
        if tp is bool:
            if isinstance(value, bool):
                return value
            raise self.fail(path, f"{_describe(value)} is not of type 'boolean'")
        if tp is int:
            if isinstance(value, int) and not isinstance(value, bool):
                return value
            raise self.fail(path, f"{_describe(value)} is not of type 'integer'")
        if tp is float:
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                if not math.isfinite(value):
                    raise self.fail(path, f"{_describe(value)} is not a finite number")
                return float(value)
            raise self.fail(path, f"{_describe(value)} is not of type 'number'")
        if tp is str:
            if isinstance(value, str):
                return value
            raise self.fail(path, f"{_describe(value)} is not of type 'string'")
        raise TypeError(f"unsupported type {tp}")

    def build_object(self, cls: type, value: Any, path: str) -> Any:
        if not isinstance(value, dict):
            raise self.fail(path, f"{_describe(value)} is not of type 'object'")
        names, required = _fields(cls)
        hints = _hints(cls)
        kwargs: dict[str, Any] = {}
        failed = False
        for key in value:
            if key not in hints or key not in names:
                self.fail(f"{path}.{key}", f"unknown field {key!r}{_suggest(key, names)}")
                failed = True
        for name in names:
            if name not in value:
                if name in required:
                    self.fail(path, f"{name!r} is a required property")
                    failed = True
                continue
            try:
                kwargs[name] = self.build(hints[name], value[name], f"{path}.{name}")
            except _Invalid:
                failed = True
        if failed:
            raise _Invalid()
        return cls(**kwargs)


def _suggest(value: Any, choices: typing.Iterable[str]) -> str:
    if not isinstance(value, str):
        return ""
    close = difflib.get_close_matches(value, list(choices), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def build(cls: type[T], data: Any, root: str = "$") -> tuple[T | None, list[SchemaError]]:
    """Return the typed object (None when invalid) and every violation found."""
    builder = _Builder()
    try:
        obj = builder.build_object(cls, data, root)
    except _Invalid:
        return None, builder.errors
    return obj, builder.errors


def build_record(data: Any, root: str = "$") -> tuple[model.Record | None, list[SchemaError]]:
    return build(model.Record, data, root)
