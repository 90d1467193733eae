"""Rule options as declared objects: a name, a type, the default and a one-line description.

A rule lists its options in ``declared_options``; the configuration checks a user's value
against the type, ``benchlint explain`` prints the table, SARIF carries it in the rule's help
and the configuration's JSON Schema is generated from it. Nothing here imports more than the
standard library's dataclasses, so declaring options costs a rule nothing at start-up.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

#: option type -> what a user is told it must be
TYPE_WORDS = {
    "float": "a number",
    "int": "an integer",
    "bool": "true or false",
    "str": "a string",
    "list[str]": "a list of strings",
}
#: option type -> its JSON Schema
JSON_TYPES: dict[str, dict[str, Any]] = {
    "float": {"type": "number"},
    "int": {"type": "integer"},
    "bool": {"type": "boolean"},
    "str": {"type": "string"},
    "list[str]": {"type": "array", "items": {"type": "string"}},
}


class OptionTypeError(ValueError):
    """A value of the wrong type for an option."""


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Option:
    """One rule option. ``type`` is one of float, int, bool, str, list[str]."""

    name: str
    type: str
    default: Any
    description: str

    def __post_init__(self) -> None:
        if self.type not in TYPE_WORDS:
            raise TypeError(f"option {self.name!r}: type must be one of {', '.join(TYPE_WORDS)}, not {self.type!r}")
        if "\n" in self.description:
            raise TypeError(f"option {self.name!r}: the description is one line")
        try:
            self.coerce(self.default)
        except OptionTypeError as exc:  # a default of the wrong type is a bug in the rule
            raise TypeError(f"option {self.name!r}: the default {exc}") from None

    def coerce(self, value: Any) -> Any:
        """The value as the option's type, or OptionTypeError. An integer is a fine float, and
        a float with no fraction (3.0) a fine integer, as JSON Schema counts them."""
        if self.type == "float" and (_is_int(value) or isinstance(value, float)):
            return float(value)
        if self.type == "int" and _is_int(value):
            return value
        if self.type == "int" and isinstance(value, float) and value.is_integer():
            return int(value)
        if self.type == "bool" and isinstance(value, bool):
            return value
        if self.type == "str" and isinstance(value, str):
            return value
        if self.type == "list[str]" and isinstance(value, list) and all(isinstance(v, str) for v in value):
            return list(value)
        raise OptionTypeError(f"must be {self.type} ({TYPE_WORDS[self.type]}), got {value!r}")

    def json_schema(self) -> dict[str, Any]:
        return {**JSON_TYPES[self.type], "default": self.default, "description": self.description}

    def default_text(self) -> str:
        """The default as a user writes it in TOML."""
        if isinstance(self.default, bool):
            return "true" if self.default else "false"
        if isinstance(self.default, str):
            return f'"{self.default}"'
        if isinstance(self.default, list):
            return "[" + ", ".join(f'"{v}"' for v in self.default) + "]"
        return repr(self.default)


def inferred(defaults: Mapping[str, Any]) -> tuple[Option, ...]:
    """Options of a rule that still writes ``default_options = {name: default}`` (the older
    form): the type is read from the default, and there is no description yet."""
    names = {bool: "bool", int: "int", float: "float", str: "str", list: "list[str]"}
    found = []
    for name, default in defaults.items():
        kind = names.get(type(default))
        if kind is None:
            raise TypeError(f"option {name!r}: default {default!r} is not a float, int, bool, str or list of str")
        found.append(Option(name, kind, default, ""))
    return tuple(found)


def options_table(options: tuple[Option, ...]) -> str:
    """A Markdown table of the options (explain, SARIF help)."""
    lines = ["| Option | Type | Default | Description |", "|---|---|---|---|"]
    for option in options:
        lines.append(f"| `{option.name}` | {option.type} | `{option.default_text()}` | {option.description} |")
    return "\n".join(lines)
