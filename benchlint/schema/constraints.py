"""Numeric and length constraints on record fields, light enough to import at lint time.

The lint-time validator (``convert.py``) reads these directly. For pydantic, which generates
the shipped JSON Schema and serves as the reference validator in the tests, each one adds its
bound to the core schema of the type it annotates (``int``, ``float`` or ``list`` schemas all
take ``ge``/``gt``/``le``/``min_length``), so a ``benchlint check`` never imports
annotated_types, a few milliseconds of every cold start.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class _Constraint:
    __slots__ = ()

    def core_fields(self) -> dict[str, float]:
        raise NotImplementedError

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        schema = handler(source)  # the type with the constraints before this one applied
        schema.update(self.core_fields())
        return schema


@dataclass(frozen=True, slots=True)
class Ge(_Constraint):
    ge: float

    def core_fields(self) -> dict[str, float]:
        return {"ge": self.ge}


@dataclass(frozen=True, slots=True)
class Gt(_Constraint):
    gt: float

    def core_fields(self) -> dict[str, float]:
        return {"gt": self.gt}


@dataclass(frozen=True, slots=True)
class Le(_Constraint):
    le: float

    def core_fields(self) -> dict[str, float]:
        return {"le": self.le}


@dataclass(frozen=True, slots=True)
class MinLen(_Constraint):
    min_length: int

    def core_fields(self) -> dict[str, float]:
        return {"min_length": self.min_length}
