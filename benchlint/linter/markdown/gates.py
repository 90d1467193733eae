"""Literal gates derived from a pattern: skip a regex on text it cannot match.

Most fact and claim patterns are alternations of words ("ShareGPT|MT-Bench|HumanEval...",
"random token ids|code generation|prose..."). Python's regex engine tries every alternative
at every position, so a pattern that cannot match still costs a full scan. ``gated`` wraps a
compiled pattern with the literal substrings one of which every match must contain (read
from the pattern's own parse tree, so a new alternative gets its gate without anyone
writing it down); on text holding none of them, search/finditer/findall return what the
regex would have returned, without running it.

The gate is conservative: a pattern part the derivation does not understand gives no gate,
and only ASCII text is gated (under IGNORECASE some non-ASCII letters match ASCII ones, so
a lower-case substring test would not be exact on them).
"""

from __future__ import annotations

import re
import sys
import zlib
from collections.abc import Callable, Iterator
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any

_Keys = frozenset[str]


def _source_version() -> int | None:
    """This module's source, as a number: a derivation kept between runs (``_kept``) is keyed by
    the code that derived it as well as by its pattern (None: the source is not readable)."""
    try:
        with open(__file__, "rb") as handle:
            return zlib.crc32(handle.read())
    except (OSError, NameError):
        return None


_VERSION = _source_version()


def _kept(key: tuple[Any, ...], derive: Callable[[], Any]) -> Any:
    """``derive()``, read back from the command line's compile cache when it holds it: deriving
    parses the pattern with ``re``'s pure-Python parser, in every process (each worker too)."""
    cache = sys.modules.get("benchlint.compile_cache")
    if cache is None or _VERSION is None:
        return derive()
    return cache.kept(("gates", _VERSION, *key), derive)


def parse_tree(regex: re.Pattern[str]) -> Any:
    """The pattern's parse tree (read once by each helper below, or once for all of them when
    given), or None for a pattern the parser reads differently from the compiler: no gate."""
    try:
        return _parser.parse(regex.pattern, regex.flags)
    except Exception:
        return None


def required_literals(regex: re.Pattern[str], tree: Any = None) -> tuple[str, ...] | None:
    """Lower-case substrings one of which every match of ``regex`` contains, or None."""
    tree = tree if tree is not None else parse_tree(regex)
    return _literals(tree) if tree is not None else None


def _literals(tree: Any) -> tuple[str, ...] | None:
    keys = _sequence(list(tree))
    if not keys or any(not key for key in keys):
        return None
    return _ordered(keys)


def _letter(key: str) -> bool:
    return len(key) == 1 and key.isalpha()


def _ordered(keys: _Keys) -> tuple[str, ...]:
    """Shortest first: a gate is tested until one key is found, and a short key ("a" of a GPU
    type, "tok") is the likeliest in a text; a closed gate tests every key whatever the order."""
    return tuple(sorted(keys, key=lambda k: (len(k), k)))


#: at most this many further gates are tested after a pattern's first one
MAX_ALSO = 2


def also_required(regex: re.Pattern[str], tree: Any = None) -> tuple[tuple[str, ...], ...]:
    """Further sets of lower-case substrings, one of each of which every match of ``regex``
    also contains: the gates of the other parts of the pattern's top-level sequence ("label
    [:=] figure" needs a unit word and a colon or an equals sign), the most selective first,
    without the one ``required_literals`` gives. A text missing all of one set has no match."""
    tree = tree if tree is not None else parse_tree(regex)
    return _gates(tree)[1] if tree is not None else ()


def _gates(tree: Any) -> tuple[tuple[str, ...] | None, tuple[tuple[str, ...], ...]]:
    """``required_literals`` and ``also_required`` from one reading of the tree."""
    found: list[_Keys] = []
    best = _sequence(list(tree), found)
    if not best or any(not key for key in best):
        return None, ()
    # a set holding a lone letter ("s" of "ms|s") is in nearly every text: not worth its test
    others = {keys for keys in found if keys != best and keys and all(keys) and not any(map(_letter, keys))}
    ranked = sorted(others, key=lambda keys: (-min(len(k) for k in keys), len(keys), sorted(keys)))
    return _ordered(best), tuple(_ordered(keys) for keys in ranked[:MAX_ALSO])


def _char(code: int) -> str | None:
    """A literal as it appears in lower-cased ASCII text, or None when case folding could make
    it match a different character there (the gate is only applied to ASCII text)."""
    char = chr(code)
    if char.isascii():
        return char.lower()
    return char if char.lower() == char == char.upper() else None


def _better(a: _Keys | None, b: _Keys | None) -> _Keys | None:
    """The more selective gate: longer shortest key, then fewer keys."""
    if a is None:
        return b
    if b is None:
        return a
    rank_a = (min(len(k) for k in a), -len(a))
    rank_b = (min(len(k) for k in b), -len(b))
    return b if rank_b > rank_a else a


#: a run of literals and small classes ("i[3579]-") is kept as the strings it can spell, up to this many
MAX_SPELLINGS = 16


def _sequence(items: list[tuple[Any, Any]], found: list[_Keys] | None = None) -> _Keys | None:
    """Every element of a sequence must match, so any element's gate is the sequence's (each
    one is added to ``found``, when given)."""
    best: _Keys | None = None
    runs: set[str] = {""}

    def keep(keys: _Keys | None) -> _Keys | None:
        if found is not None and keys is not None:
            found.append(keys)
        return _better(best, keys)

    for op, arg in items:
        chars = _chars(op, arg)
        if chars is not None and len(runs) * len(chars) <= MAX_SPELLINGS:
            runs = {run + char for run in runs for char in chars}
            continue
        if runs != {""}:
            best = keep(frozenset(runs))
        runs = {""}
        if chars is None:
            best = keep(_element(op, arg))
        else:
            runs = set(chars)
    if runs != {""}:
        best = keep(frozenset(runs))
    return best


def _chars(op: Any, arg: Any) -> set[str] | None:
    """The characters a literal or a class of literals matches, as they appear in gated text."""
    if op is sre.LITERAL:
        char = _char(arg)
        return {char} if char is not None else None
    if op is sre.IN:
        chars = [_char(a) if o is sre.LITERAL else None for o, a in arg]
        if chars and all(c is not None for c in chars):
            return {c for c in chars if c is not None}
    return None


def _element(op: Any, arg: Any) -> _Keys | None:
    if op is sre.SUBPATTERN:
        return _sequence(list(arg[-1]))
    if op is sre.ATOMIC_GROUP:
        return _sequence(list(arg))
    if op is sre.BRANCH:
        union: set[str] = set()
        for branch in arg[1]:
            keys = _sequence(list(branch))
            if keys is None:
                return None  # one alternative with no literal: the whole group has none
            union |= keys
        return frozenset(union)
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        low, _high, item = arg
        return _sequence(list(item)) if low >= 1 else None
    return None  # anchors, lookarounds, classes, backreferences: no literal required


#: longer texts are searched ungated: the gate lower-cases the whole text, which must stay
#: cheaper than the search it saves. So is a window of a text, unless the text was just lowered
#: for another gate (a finder's scans, then its checks around each figure): a match inside a
#: window is a substring of the whole text, so the whole text's gate (and the alternatives it
#: keeps) holds in every window of it
MAX_GATED = 20_000

_last: list[Any] = [None, None, None, None]
"""The last text gated, its lower-cased form (None if not ASCII), that form's bound
``__contains__``, and the lower-cased text's whatever its characters: the fact readers run
dozens of patterns over one text in a row, so the text is lowered, and the substring test
looked up, once for all of them."""


def _remember(text: str) -> Any:
    """Lower ``text`` for the gates that follow; its bound substring test (None if not ASCII)."""
    lowered = text.lower()
    low = lowered if text.isascii() else None
    _last[0], _last[1], _last[2] = text, low, low.__contains__ if low is not None else None
    _last[3] = lowered.__contains__
    return _last[2]


def lowered_contains(text: str) -> Callable[[str], bool]:
    """``text.lower().__contains__`` for a hand-written literal gate, lowered once for it and
    the derived gates run on the same text."""
    if _last[0] is not text:
        _remember(text)
    contains: Callable[[str], bool] = _last[3]
    return contains


def _lowered(text: str) -> str | None:
    if _last[0] is not text:
        _remember(text)
    low: str | None = _last[1]
    return low


def split_alternatives(pattern: str) -> list[str]:
    """``pattern`` cut at its top-level ``|`` (outside groups and classes)."""
    parts: list[str] = []
    depth = begin = i = 0
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            i += 2
            continue
        if char == "[":  # a class: skip to its end (a ']' first in it is a literal)
            i += 2 if pattern.startswith("[^", i) else 1
            i += 1 if pattern.startswith("]", i) else 0
            while i < len(pattern) and pattern[i] != "]":
                i += 2 if pattern[i] == "\\" else 1
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(pattern[begin:i])
            begin = i + 1
        i += 1
    parts.append(pattern[begin:])
    return parts


_GLOBAL_FLAGS = re.compile(r"\(\?[aiLmsux]+\)")

_CATEGORIES = {
    sre.CATEGORY_DIGIT: r"\d",
    sre.CATEGORY_NOT_DIGIT: r"\D",
    sre.CATEGORY_SPACE: r"\s",
    sre.CATEGORY_NOT_SPACE: r"\S",
    sre.CATEGORY_WORD: r"\w",
    sre.CATEGORY_NOT_WORD: r"\W",
}
_ZERO_WIDTH = (sre.AT, sre.ASSERT, sre.ASSERT_NOT)
_BROAD = frozenset((r"\w", r"\W", r"\S", r"\D"))
#: a first-character class longer than this is left out (it would cost about what it saves)
MAX_FIRST = 200


def first_characters(regex: re.Pattern[str], tree: Any = None) -> str | None:
    """A character class every match of ``regex`` starts with (the characters its first
    consumed element can be, through optional parts, groups, alternatives and zero-width
    assertions), or None when the pattern can match the empty string or a part is not read.

    Python's engine tries every alternative of an alternation at every position of the text;
    ``(?=[class])`` in front of it is one test per position where no alternative can start
    (2-4x faster on the GPU-type and fact alternations), and the same matches."""
    if _GLOBAL_FLAGS.search(regex.pattern):
        return None
    tree = tree if tree is not None else parse_tree(regex)
    items = list(tree) if tree is not None else []
    if not items or _searched_fast(items, regex.flags):
        return None
    found = _first(items)
    # a class of most characters (a word character, anything but a space) skips next to nothing
    if found is None or found[1] or not found[0] or _BROAD.intersection(found[0]):
        return None
    chars = "".join(sorted(set(found[0])))
    return f"[{chars}]" if len(chars) <= MAX_FIRST else None


def _searched_fast(items: list[tuple[Any, Any]], flags: int) -> bool:
    """Whether the engine has its own shortcut for the pattern's start (as re's compiler reads
    it): ``^`` (one position), or a first character class it can skip to (a literal, a class or
    literal alternatives, not case-folded): a lookahead in front would undo it."""
    folded = bool(flags & re.IGNORECASE)

    def plain(code: int) -> bool:
        return not folded or chr(code).lower() == chr(code).upper()

    op, arg = items[0]
    while op is sre.SUBPATTERN and not arg[1] and not arg[2] and len(arg[3]):
        op, arg = arg[3][0]
    if op is sre.AT:
        return bool(arg in (sre.AT_BEGINNING, sre.AT_BEGINNING_STRING))
    if op is sre.LITERAL:
        return plain(arg)
    if op is sre.IN:
        return all(
            kind is sre.CATEGORY
            or (kind is sre.LITERAL and plain(value))
            or (kind is sre.RANGE and plain(value[0]) and plain(value[1]))
            for kind, value in arg
        )
    if op is sre.BRANCH:
        return all(len(branch) and branch[0][0] is sre.LITERAL and plain(branch[0][1]) for branch in arg[1])
    return False


def _first(items: list[tuple[Any, Any]]) -> tuple[list[str], bool] | None:
    """The class items a sequence can start with, and whether it can match empty."""
    parts: list[str] = []
    for op, arg in items:
        if op is sre.ASSERT_NOT and not len(arg[1]):
            return [], False  # "(?!)": the sequence never matches, so it starts with nothing
        if op in _ZERO_WIDTH:
            continue
        found = _first_of(op, arg)
        if found is None:
            return None
        parts += found[0]
        if not found[1]:
            return parts, False
    return parts, True


def _class_char(code: int) -> str | None:
    char = chr(code)
    if not char.isascii() and char.lower() != char.upper():
        return None  # a cased letter outside ASCII: its case folding is left to the pattern
    return re.escape(char) if char.isascii() else char


def _first_of(op: Any, arg: Any) -> tuple[list[str], bool] | None:
    if op is sre.LITERAL:
        char = _class_char(arg)
        return ([char], False) if char is not None else None
    if op is sre.IN:
        items: list[str] = []
        for kind, value in arg:
            if kind is sre.LITERAL and (char := _class_char(value)) is not None:
                items.append(char)
            elif kind is sre.RANGE and (low := _class_char(value[0])) and (high := _class_char(value[1])):
                items.append(f"{low}-{high}")
            elif kind is sre.CATEGORY and value in _CATEGORIES:
                items.append(_CATEGORIES[value])
            else:  # a negated class, a case-folded letter: not read
                return None
        return items, False
    if op is sre.SUBPATTERN:
        _group, add_flags, del_flags, body = arg
        return None if add_flags or del_flags else _first(list(body))
    if op is sre.ATOMIC_GROUP:
        return _first(list(arg))
    if op is sre.BRANCH:
        parts: list[str] = []
        empty = False
        for branch in arg[1]:
            found = _first(list(branch))
            if found is None:
                return None
            parts += found[0]
            empty = empty or found[1]
        return parts, empty
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        low, _high, item = arg
        found = _first(list(item))
        return None if found is None else (found[0], low == 0 or found[1])
    return None  # any character, a negated literal, a backreference: not read


def leading_class(regex: re.Pattern[str], tree: Any = None) -> re.Pattern[str]:
    """``regex`` with its first-character class as a lookahead in front (the same matches,
    groups and flags), or ``regex`` itself when it has none."""
    if tree is None:
        first = _kept(("first", regex.pattern, int(regex.flags)), lambda: first_characters(regex))
    else:
        first = first_characters(regex, tree)
    return _with_first(regex, first)


def _with_first(regex: re.Pattern[str], first: str | None) -> re.Pattern[str]:
    if first is None:
        return regex
    try:
        return re.compile(f"(?={first})(?:{regex.pattern})", regex.flags)
    except re.error:
        return regex


#: calls a gated pattern answers with its plain regex before its gate is derived: deriving parses
#: the pattern again (about a millisecond), more than a few ungated searches cost, so a run over
#: one document (a pre-commit hook) never pays it, and a run over many pays it once per pattern
COLD_USES = 32
#: stands for a pattern given as text and not compiled yet
_PENDING = re.compile("(?!)")
#: at most this many reduced patterns are compiled per gated pattern
MAX_REDUCED = 64
#: ...and this many sets of words a text holds are remembered per gated pattern
MAX_CHOSEN = 4096


class Gated:
    """A compiled pattern that is skipped on text holding none of its required literals.

    Built with ``around`` (the text before and after an alternation ``body``), it also drops,
    per text, the alternatives that text cannot match: an alternative that matches nowhere
    never decides a search, so the reduced pattern finds exactly what the full one finds,
    without trying thirty alternatives at every word."""

    __slots__ = (
        "_also",
        "_alternatives",
        "_fast",
        "_keys",
        "_regex",
        "_tree",
        "_words",
        "around",
        "body",
        "chosen",
        "cold",
        "flags",
        "pattern",
        "reduced",
    )

    def __init__(
        self, regex: re.Pattern[str] | str, body: str | None = None, around: tuple[str, str] = ("", ""), flags: int = 0
    ) -> None:
        # a pattern given as text is compiled on its first use: a short run never compiles the
        # patterns its text does not reach
        self._regex = regex if isinstance(regex, re.Pattern) else _PENDING
        self.pattern = regex.pattern if isinstance(regex, re.Pattern) else regex
        self.flags = regex.flags if isinstance(regex, re.Pattern) else flags
        self.body = body
        self.around = around
        self.reduced: dict[tuple[int, ...], re.Pattern[str]] = {}
        self.chosen: dict[tuple[bool, ...], re.Pattern[str]] = {}
        """Which words a text holds -> the pattern run on it (a text's words decide it alone)."""
        self.cold = COLD_USES
        """Calls left before the gate is derived (0: derived); until then the regex runs ungated."""
        self._keys: tuple[str, ...] | None = None
        self._also: tuple[tuple[str, ...], ...] = ()
        self._fast: re.Pattern[str] = self._regex
        self._tree: Any = None
        """The parse tree read for ``keys`` before the pattern was in use, until it is derived."""
        """The regex with its first-character class in front (leading_class), once derived."""
        """Further gates, each tested once the first holds (also_required)."""
        self._alternatives: list[tuple[str, tuple[str, ...] | None]] | None = None
        self._words: tuple[str, ...] = ()

    def _derive(self) -> None:
        """Read the gate from the pattern's parse tree (a second parse of the pattern: done for a
        pattern in use, not for every pattern a short run imports)."""
        self.cold = 0
        regex = self.regex
        keys, also, first, alternatives = _kept(("gate", self.pattern, int(self.flags), self.body), self._derivation)
        self._tree = None
        self._keys, self._also = keys, also
        self._fast = _with_first(regex, first)
        self._alternatives = alternatives
        if self._alternatives is not None:
            self._words = tuple(sorted({key for _part, need in self._alternatives for key in need or ()}))

    def _derivation(self) -> tuple[Any, ...]:
        """The gates, the first-character class and the alternatives with their keys (what
        ``marshal`` writes: the compile cache keeps them between runs)."""
        body, regex = self.body, self.regex
        tree = self._tree if self._tree is not None else parse_tree(regex)  # once, for gates and class
        keys, also = _gates(tree) if tree is not None else (None, ())
        first = first_characters(regex, tree) if tree is not None else None
        alternatives: list[tuple[str, tuple[str, ...] | None]] | None = None
        # (no global flags: they may sit in a dropped part)
        if body is not None and keys is not None and not _GLOBAL_FLAGS.search(body):
            parts = split_alternatives(body)
            if len(parts) > 2 and "|".join(parts) == body:
                try:
                    # parsed, not compiled: only the reduced patterns a text asks for are compiled
                    alternatives = [(part, _literals(_parser.parse(part, self.flags))) for part in parts]
                except re.error:  # a part that is no pattern alone: keep the whole one
                    alternatives = None
        return keys, also, first, alternatives

    def _still_cold(self) -> bool:
        """Count a call; True while the regex is still run ungated (the same matches)."""
        self.cold -= 1
        if self.cold > 0:
            return True
        self._derive()
        return False

    @property
    def regex(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if it was given as text)."""
        if self._regex is _PENDING:
            self._regex = re.compile(self.pattern, self.flags)
        return self._regex

    @property
    def keys(self) -> tuple[str, ...] | None:
        """Lower-case literals one of which every match contains (None: no gate). Asked of a
        pattern not in use yet (the finder's union gate, at import), they are read alone: the
        rest of the derivation (further gates, the lookahead) waits until the pattern is used."""
        if self.cold and self._tree is None:  # read once, kept for the derivation
            self._keys = _kept(("keys", self.pattern, int(self.flags)), self._read_keys)
        return self._keys

    def _read_keys(self) -> tuple[str, ...] | None:
        self._tree = parse_tree(self.regex)
        return required_literals(self.regex, self._tree) if self._tree is not None else None

    @property
    def alternatives(self) -> list[tuple[str, tuple[str, ...] | None]] | None:
        """The alternation's parts with their keys (None: the pattern is run whole)."""
        if self.cold:
            self._derive()
        return self._alternatives

    @property
    def words(self) -> tuple[str, ...]:
        """Every alternative's keys, once each: which of them a text holds decides what runs."""
        if self.cold:
            self._derive()
        return self._words

    def _for(self, text: str) -> re.Pattern[str] | None:
        """The pattern to run on ``text``: None where nothing can match (the gate is derived)."""
        keys = self._keys
        if keys is None:
            return self._fast
        # the lowered text's bound substring test, shared by every gate run on this text
        contains = _last[2] if _last[0] is text else _remember(text)
        if contains is None:
            return self._fast
        # map over a bound method: the substring tests loop in C, not in a generator
        if not any(map(contains, keys)):
            return None
        for also in self._also:
            if not any(map(contains, also)):
                return None
        if self._alternatives is None:
            return self._fast
        present = tuple(map(contains, self._words))
        chosen = self.chosen.get(present)
        if chosen is None:
            chosen = self._reduce(dict(zip(self._words, present, strict=True)))
            if len(self.chosen) < MAX_CHOSEN:
                self.chosen[present] = chosen
        return chosen

    def _reduce(self, present: dict[str, bool]) -> re.Pattern[str]:
        """The pattern of the alternatives whose keys are ``present`` (all of them: the whole one)."""
        alternatives = self._alternatives
        assert alternatives is not None
        kept = tuple(
            index
            for index, (_part, need) in enumerate(alternatives)
            if need is None or any(present[key] for key in need)
        )
        if len(kept) == len(alternatives):
            return self._fast
        reduced = self.reduced.get(kept)
        if reduced is None:
            if len(self.reduced) >= MAX_REDUCED:
                return self._fast
            if self.regex.groups:
                # a dropped alternative with groups stays, made to fail at once ("(?!)" before
                # it): the groups keep their numbers and names, and none of its groups is ever
                # set, as none is set by an alternative failing (a top-level one: nothing repeats it)
                parts = (part if index in kept else f"(?!){part}" for index, (part, _) in enumerate(alternatives))
                body = "|".join(parts)
            else:
                body = "|".join(alternatives[index][0] for index in kept)
            try:
                reduced = leading_class(re.compile(f"{self.around[0]}(?:{body}){self.around[1]}", self.flags))
            except re.error:  # parsed alone but not compiled alone: run the whole pattern
                reduced = self._fast
            self.reduced[kept] = reduced
        return reduced

    def open(self, text: str) -> bool:
        """Whether the regex can match somewhere in ``text``."""
        if self.cold:
            self._derive()
        return len(text) > MAX_GATED or self._for(text) is not None

    def search(self, text: str, *window: int) -> re.Match[str] | None:
        if self.cold and self._still_cold():
            return self.regex.search(text, *window)
        if window or len(text) > MAX_GATED:  # ungated, with the lookahead (exact in a window too)
            if window and _last[0] is text:  # the whole text lowered already: its gate is free
                regex = self._for(text)
                return regex.search(text, *window) if regex is not None else None
            return self._fast.search(text, *window)
        # the most frequent answer, a closed gate, without a call to _for (same test)
        if self._alternatives is None and (keys := self._keys) is not None:
            contains = _last[2] if _last[0] is text else _remember(text)
            if contains is not None:
                if not any(map(contains, keys)):
                    return None
                for also in self._also:  # a loop, not a generator: most patterns have none
                    if not any(map(contains, also)):
                        return None
            return self._fast.search(text)
        regex = self._for(text)
        return regex.search(text) if regex is not None else None

    def finditer(self, text: str, *window: int) -> Iterator[re.Match[str]]:
        if self.cold and self._still_cold():
            return self.regex.finditer(text, *window)
        if window or len(text) > MAX_GATED:
            if window and _last[0] is text:
                regex = self._for(text)
                return regex.finditer(text, *window) if regex is not None else iter(())
            return self._fast.finditer(text, *window)
        if self._alternatives is None and (keys := self._keys) is not None:
            contains = _last[2] if _last[0] is text else _remember(text)
            if contains is not None:
                if not any(map(contains, keys)):
                    return iter(())
                for also in self._also:
                    if not any(map(contains, also)):
                        return iter(())
            return self._fast.finditer(text)
        regex = self._for(text)
        return regex.finditer(text) if regex is not None else iter(())

    def findall(self, text: str, *window: int) -> list[Any]:
        if self.cold and self._still_cold():
            return self.regex.findall(text, *window)
        if window or len(text) > MAX_GATED:
            if window and _last[0] is text:
                regex = self._for(text)
                return regex.findall(text, *window) if regex is not None else []
            return self._fast.findall(text, *window)
        regex = self._for(text)
        return regex.findall(text) if regex is not None else []

    def match(self, text: str, *window: int) -> re.Match[str] | None:
        return self.regex.match(text, *window)  # anchored: cheaper than the gate

    def __getattr__(self, name: str) -> Any:
        """Everything else (sub, split, groupindex...) is the compiled pattern's, ungated."""
        if name.startswith("__"):  # copy and pickle probe before __init__ has run
            raise AttributeError(name)
        return getattr(object.__getattribute__(self, "regex"), name)

    def __repr__(self) -> str:
        return f"gated({self.regex!r}, keys={self.keys!r})"


def gated(
    regex: re.Pattern[str] | str, body: str | None = None, around: tuple[str, str] = ("", ""), flags: int = 0
) -> Gated:
    """``regex`` gated; ``body`` is its alternation, written ``around[0] + "(?:" + body + ")" + around[1]``.
    Given as text (with ``flags``), the pattern is compiled on its first use."""
    return Gated(regex, body, around, flags)
