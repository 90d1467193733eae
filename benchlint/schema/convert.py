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

from benchlint.schema import constraints as at
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
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_MAGNITUDE:
        return _short_number(value)
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


Check = Callable[[Any, str, "_Builder"], Any]


@cache
def _compile(tp: Any) -> Check:
    """A checker for one annotation, built once per type: reading the type hints again for
    every value is what made validation slow (a record holds hundreds of values)."""
    origin = get_origin(tp)
    if origin is Annotated:
        base, *metadata = get_args(tp)
        inner = _compile(base)
        checks = [
            (constraint, _CONSTRAINTS[type(constraint)]) for constraint in metadata if type(constraint) in _CONSTRAINTS
        ]

        def annotated(value: Any, path: str, builder: _Builder) -> Any:
            built = inner(value, path, builder)
            for constraint, check in checks:
                problem = check(constraint, built)
                if problem:
                    raise builder.fail(path, problem)
            return built

        return annotated
    if origin is Union or origin is types.UnionType:
        options = [a for a in get_args(tp) if a is not type(None)]
        if len(options) != 1:
            raise TypeError(f"unsupported union {tp}")  # the model only uses X | None
        only = _compile(options[0])

        def optional(value: Any, path: str, builder: _Builder) -> Any:
            return None if value is None else only(value, path, builder)

        return optional
    if origin is Literal:
        allowed = get_args(tp)

        def literal(value: Any, path: str, builder: _Builder) -> Any:
            if isinstance(value, str) and value in allowed:
                return value
            choices = ", ".join(map(repr, allowed))
            raise builder.fail(path, f"{_describe(value)} is not one of {choices}{_suggest(value, allowed)}")

        return literal
    if origin is list:
        (item_type,) = get_args(tp)
        item = _compile(item_type)

        def array(value: Any, path: str, builder: _Builder) -> Any:
            if not isinstance(value, list):
                raise builder.fail(path, f"{_describe(value)} is not of type 'array'")
            out, failed = [], False
            for i, element in enumerate(value):
                try:
                    out.append(item(element, f"{path}[{i}]", builder))
                except _Invalid:
                    failed = True
            if failed:
                raise _Invalid()
            return out

        return array
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return lambda value, path, builder: builder.build_object(tp, value, path)
    if tp in _SCALARS:
        return _SCALARS[tp]
    raise TypeError(f"unsupported type {tp}")


def _boolean(value: Any, path: str, builder: _Builder) -> Any:
    if isinstance(value, bool):
        return value
    raise builder.fail(path, f"{_describe(value)} is not of type 'boolean'")


#: the largest magnitude a number may have: every count, duration and speed of a real benchmark
#: is far below it, and products of two such numbers stay finite floats (no rule can overflow)
MAX_MAGNITUDE = 1e15


class OversizedInt(int):
    """What a reader returns for an integer too long to convert (Python refuses 4,300+ digit
    strings): far beyond any limit, and it remembers how many digits it had for the message."""

    digits: int

    def __new__(cls, digits: int, negative: bool = False) -> OversizedInt:
        value = super().__new__(cls, -(10**400) if negative else 10**400)
        value.digits = digits
        return value


def read_int(text: str) -> int:
    """``int(text)`` for a JSON reader's ``parse_int``, without the error on very long digit runs."""
    if len(text) > 400:
        return OversizedInt(len(text.lstrip("-")), text.startswith("-"))
    return int(text)


def _magnitude_problem(value: int | float) -> str | None:
    """Why a number cannot be used in arithmetic, read once here so no rule has to ask."""
    if isinstance(value, int):
        if abs(value) > MAX_MAGNITUDE:
            return f"{_short_number(value)} is beyond the largest number a record may hold ({MAX_MAGNITUDE:.0e})"
        return None
    if not math.isfinite(value):
        return f"{_describe(value)} is not a finite number"
    if abs(value) > MAX_MAGNITUDE:
        return f"{value:g} is beyond the largest number a record may hold ({MAX_MAGNITUDE:.0e})"
    return None


def _short_number(value: int) -> str:
    """A huge integer named by its size (str() of a 5,000-digit integer is itself refused)."""
    digits = getattr(value, "digits", None) or len(str(abs(value)))
    return f"an integer of {digits:,} digits" if digits > 20 else str(value)


def _integer(value: Any, path: str, builder: _Builder) -> Any:
    if isinstance(value, int) and not isinstance(value, bool):
        problem = _magnitude_problem(value)
        if problem:
            raise builder.fail(path, problem)
        return value
    raise builder.fail(path, f"{_describe(value)} is not of type 'integer'")


def _number(value: Any, path: str, builder: _Builder) -> Any:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        problem = _magnitude_problem(value)
        if problem:
            raise builder.fail(path, problem)
        return float(value)
    raise builder.fail(path, f"{_describe(value)} is not of type 'number'")


def _string(value: Any, path: str, builder: _Builder) -> Any:
    if isinstance(value, str):
        return value
    raise builder.fail(path, f"{_describe(value)} is not of type 'string'")


_SCALARS: dict[Any, Check] = {bool: _boolean, int: _integer, float: _number, str: _string}


@cache
def _plan(cls: type) -> tuple[tuple[tuple[str, Check, bool], ...], frozenset[str]]:
    """(field name, checker, required) for each field, and the set of known names."""
    names, required = _fields(cls)
    hints = _hints(cls)
    return tuple((name, _compile(hints[name]), name in required) for name in names), frozenset(names)


class _Builder:
    def __init__(self) -> None:
        self.errors: list[SchemaError] = []

    def fail(self, path: str, message: str) -> _Invalid:
        self.errors.append(SchemaError(path, message))
        return _Invalid()

    def build_object(self, cls: type, value: Any, path: str) -> Any:
        if not isinstance(value, dict):
            raise self.fail(path, f"{_describe(value)} is not of type 'object'")
        plan, known = _plan(cls)
        kwargs: dict[str, Any] = {}
        failed = False
        for key in value:
            if key not in known:
                self.fail(f"{path}.{key}", f"unknown field {key!r}{_suggest(key, sorted(known))}")
                failed = True
        for name, check, required in plan:
            if name not in value:
                if required:
                    self.fail(path, f"{name!r} is a required property")
                    failed = True
                continue
            try:
                kwargs[name] = check(value[name], f"{path}.{name}", self)
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
