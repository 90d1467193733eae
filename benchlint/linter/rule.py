"""The rule base class. One rule per file under ``benchlint/rules``; its docstring is its doc.

A rule reads only the typed model: a :class:`RecordSubject` (one record), all record
subjects linted together (for comparisons), or a Markdown claim. It yields
:class:`Violation` objects; the engine turns them into located findings.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from benchlint.linter.findings import Severity, Violation
from benchlint.linter.options import Option, OptionTypeError, inferred

if TYPE_CHECKING:
    from benchlint.linter.claim import Claim
    from benchlint.schema.model import Record

CODE_PATTERN = re.compile(r"^[A-Z]{2}\d{3}$")
NAME_PATTERN = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
_FENCE = re.compile(r"```(yaml|markdown|json|text)\n(.*?)```", re.DOTALL)
#: target -> the method a rule overrides to inspect it
_CHECKS = {"record": "check_record", "corpus": "check_corpus", "claim": "check_claim"}
REQUIRED_SECTIONS = ("## What it does", "## Why is this bad?", "## Example", "## Use instead")


@dataclass(eq=False)
class RecordSubject:
    """One record as rules see it: the typed record plus where it came from."""

    record: Record
    path: str
    """The file it was loaded from."""
    index: int = 0
    """Position of the record within its file."""
    origin: str | None = None
    """Peer-tool format it was imported from (None for benchlint records)."""
    extras: dict[str, Any] = field(default_factory=dict)
    """Loader-specific facts rules may read (never raw text)."""

    @property
    def label(self) -> str:
        rec = self.record
        return rec.id or rec.title or f"{self.path}#{self.index}"


class Rule:
    """Base class. Subclasses set ``code``, ``name``, ``summary`` and override a check."""

    code: ClassVar[str]
    name: ClassVar[str]
    summary: ClassVar[str]
    default_severity: ClassVar[Severity] = Severity.ERROR
    #: the rule's options (name, type, default, one-line description); see ``linter.options``
    declared_options: ClassVar[tuple[Option, ...]] = ()
    #: name -> default, derived from ``declared_options``. A rule that sets only this (the older
    #: form) still works: its options' types are read from the defaults, without descriptions.
    default_options: ClassVar[Mapping[str, Any]] = {}
    #: what the rule inspects, derived from the ``check_*`` methods it overrides: "record",
    #: "claim", "corpus" (all records); "engine" for codes the engine raises itself (SC, SU),
    #: the only value a subclass sets by hand
    targets: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        declared = {option.name: option for option in self.declared_options}
        given: dict[str, Any] = {}
        for name, value in (options or {}).items():
            if name not in declared:
                raise ValueError(f"{self.code} has no option {name!r}")
            try:
                given[name] = declared[name].coerce(value)
            except OptionTypeError as exc:
                raise ValueError(f"{self.code}.{name} {exc}") from None
        self.options: dict[str, Any] = {**self.default_options, **given}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if not CODE_PATTERN.match(getattr(cls, "code", "")):
            raise TypeError(f"{cls.__name__}: code must look like OP001")
        if not NAME_PATTERN.match(getattr(cls, "name", "")):
            raise TypeError(f"{cls.__name__}: name must be kebab-case")
        derived = frozenset(
            target for target, method in _CHECKS.items() if getattr(cls, method) is not getattr(Rule, method)
        )
        if derived:
            cls.targets = derived
        elif cls.targets != frozenset({"engine"}):
            raise TypeError(
                f"{cls.code}: override check_record, check_corpus or check_claim (or set targets to engine)"
            )
        cls._settle_options()
        doc = cls.__doc__ or ""
        missing = [s for s in REQUIRED_SECTIONS if s not in doc]
        if missing:
            raise TypeError(f"{cls.code}: docstring lacks {', '.join(missing)}")

    @classmethod
    def _settle_options(cls) -> None:
        """One source for the options: the declarations, else the older dict of defaults."""
        own = cls.__dict__
        if "declared_options" in own:
            if "default_options" in own:
                raise TypeError(f"{cls.code}: declare options in declared_options only")
            names = [option.name for option in cls.declared_options]
            if len(set(names)) != len(names):
                raise TypeError(f"{cls.code}: an option is declared twice")
            cls.default_options = {option.name: option.default for option in cls.declared_options}
        elif "default_options" in own:
            cls.declared_options = inferred(cls.default_options)

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        """Violations in one record; json paths are relative to the record."""
        return ()

    def check_corpus(self, subjects: Sequence[RecordSubject]) -> Iterable[tuple[RecordSubject, Violation]]:
        """Violations that need several records (comparisons); each names its record."""
        return ()

    def check_claim(self, claim: Claim) -> Iterable[Violation]:
        """Violations in one Markdown claim (see ``benchlint.linter.claims``)."""
        return ()

    @classmethod
    def examples(cls) -> tuple[tuple[str, str], tuple[str, str]]:
        """(language, text) of the first fenced block under Example and under Use instead."""
        doc = cls.doc()
        example = doc.split("## Example", 1)[1].split("## Use instead", 1)[0]
        use_instead = doc.split("## Use instead", 1)[1]
        first, second = _FENCE.search(example), _FENCE.search(use_instead)
        if not first or not second:
            raise ValueError(f"{cls.code}: Example and Use instead each need a fenced yaml/markdown/json/text block")
        return (first.group(1), first.group(2)), (second.group(1), second.group(2))

    @classmethod
    def doc(cls) -> str:
        import inspect

        return inspect.cleandoc(cls.__doc__ or "")
