"""Literal gates: a pattern is skipped only on text it cannot match."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from benchlint.linter.markdown import facts, find_claims, gather, patterns, tables
from benchlint.linter.markdown.gates import (
    COLD_USES,
    Gated,
    also_required,
    first_characters,
    gated,
    leading_class,
    required_literals,
)

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("pattern", "flags", "keys"),
    [
        (r"\bShareGPT\b|MT-?Bench", re.IGNORECASE, {"sharegpt", "bench"}),
        (r"(?<![\w.])(?P<n>\d+)\sinput\stokens?\b", re.IGNORECASE, {"input"}),
        (r"\d+\s?[xX]\b", 0, {"x"}),
        (r"\bfoo\b|\d+", 0, None),  # one alternative needs no letter: no gate
        (r"(?:ab)?cd", 0, {"cd"}),  # an optional part is not required
        (r"ſtream", re.IGNORECASE, {"tream"}),  # a letter that folds onto ASCII is no key
        (r"\bi[3579]-\d{4}", 0, {"i3-", "i5-", "i7-", "i9-"}),  # a small class is spelled out
    ],
)
def test_required_literals(pattern: str, flags: int, keys: set[str] | None) -> None:
    found = required_literals(re.compile(pattern, flags))
    assert (set(found) if found is not None else None) == keys


@pytest.mark.parametrize(
    ("pattern", "also"),
    [
        (r"(?:tokens|TPS)\s?[:=]\s?\d+", ((":", "="),)),  # a label's unit word, then its colon
        (r"\btoken\severy\s\d+\s?(?:ms|s)\b", (("every",),)),  # 'ms|s' holds a lone letter: no gate
        (r"\bShareGPT\b|MT-?Bench", ()),  # one alternation: nothing else is required
        (r"\bfoo\b|\d+", ()),  # no first gate: no further one
    ],
)
def test_also_required(pattern: str, also: tuple[tuple[str, ...], ...]) -> None:
    assert also_required(re.compile(pattern, re.IGNORECASE)) == also


def test_a_further_gate_closes_text_missing_its_literals() -> None:
    gate = gated(re.compile(r"(?:tokens|TPS)\s?[:=]\s?(?P<a>\d+)", re.IGNORECASE))
    assert gate.keys == ("tps", "tokens")
    # a unit word but no colon or equals sign: no match, and the regex does not run
    assert not gate.open("12 tokens at 32 users") and gate.search("12 tokens at 32 users") is None
    assert list(gate.finditer("12 tokens at 32 users")) == []
    # the one character that matters: with the colon the label's figure is found
    match = gate.search("tokens: 12")
    assert gate.open("tokens: 12") and match is not None and match.group("a") == "12"
    assert [m.group("a") for m in gate.finditer("Tokens: 12, TPS = 30")] == ["12", "30"]


@pytest.mark.parametrize(
    ("pattern", "flags", "first"),
    [
        (r"(?:RTX\s?\d{4}|[HAB]\d{2,3}|MI\d{3}|\d{4}\sXTX?)", 0, r"[ABHMR\d]"),
        (r"(?<![a-zA-Z])(?:foo|bar\d|\d+\s?x)", re.IGNORECASE, r"[\dbf]"),  # through a lookbehind
        (r"\b(?:ab)?(?:cd)?e", re.IGNORECASE, "[ace]"),  # optional parts add their first characters
        (r"a?", 0, None),  # matches the empty string: no class holds every match's start
        (r"(?i:ab)|c", 0, None),  # a group with its own flags is not read
        (r"[^a]b|c", re.IGNORECASE, None),  # a negated class is not read
        (r"\w+\s(?:x|y)", re.IGNORECASE, None),  # a word character: most text, no gain
        (r"^\s*(?:setup|config)", re.IGNORECASE, None),  # anchored: the engine tries one position
        (r"(?:\d+|one)\s?tok", re.IGNORECASE, r"[\do]"),
    ],
)
def test_first_characters(pattern: str, flags: int, first: str | None) -> None:
    assert first_characters(re.compile(pattern, flags)) == first


def test_a_leading_class_finds_what_the_pattern_finds() -> None:
    """Every pattern of the fact reader, the claim finder and the pattern table, with its first
    characters as a lookahead in front, finds the same spans and groups on real text."""
    regexes = [v.regex for v in vars(facts).values() if isinstance(v, Gated)]
    regexes += [p.regex for v in vars(facts).values() if isinstance(v, list) for p in v if isinstance(p, Gated)]
    regexes += [
        v.regex for module in (find_claims, gather, tables) for v in vars(module).values() if isinstance(v, Gated)
    ]
    regexes += [scan.regex for scan in patterns._SCANS]
    texts = [*_texts()[::7], "10 tok/s", "H100: 8", "ſtream of 4 x", "2.1x faster", "Ｈ100"]
    changed = 0
    for regex in regexes:
        fast = leading_class(regex)
        if fast is regex:
            continue
        changed += 1
        assert fast.groupindex == regex.groupindex and fast.groups == regex.groups
        for text in texts:
            expected = [(m.span(), m.groups()) for m in regex.finditer(text)]
            assert [(m.span(), m.groups()) for m in fast.finditer(text)] == expected, (regex.pattern[:60], text[:80])
    assert changed > 50


def test_a_window_of_the_text_is_searched_as_the_regex_would() -> None:
    """Once derived, a windowed search runs with the lookahead: the same match, lookbehinds
    at the window's start included."""
    gate = gated(re.compile(r"(?<![a-zA-Z])(?:H100|A100)\b"))
    for _ in range(COLD_USES):
        gate.search("warm")
    assert gate.cold == 0 and gate._fast is not gate.regex
    text = "xH100 and H100, A100"
    for window in ((0,), (1,), (1, 5), (6,), (10, 14), (10, 13), (16,)):
        expected = gate.regex.search(text, *window)
        found = gate.search(text, *window)
        assert (found.span() if found else None) == (expected.span() if expected else None), window
        assert [m.span() for m in gate.finditer(text, *window)] == [
            m.span() for m in gate.regex.finditer(text, *window)
        ]
    assert gate.search(text, 1, 5) is None and gate.search(text, 10) is not None


def test_pattern_rows_run_where_their_gate_words_are() -> None:
    """The rows' gates are one bit mask over their shared literals: a row runs exactly where
    its own gate literals are in the text (as when each row tested its own)."""
    for text in _texts()[:3000]:
        lowered = text.lower()
        expected = [
            (row.name, m.span())
            for row, scan in zip(patterns.PATTERNS, patterns._SCANS, strict=True)
            if any(key in lowered for key in row.gates)
            for m in scan.finditer(text)
        ]
        assert [(row.name, m.span()) for row, m in patterns.run_patterns(text)] == expected, text[:80]


def test_gated_is_the_regex_where_it_runs() -> None:
    regex = re.compile(r"\bprose\b", re.IGNORECASE)
    gate = gated(regex)
    assert gate.search("the prose part") is not None
    assert gate.search("no such word") is None
    assert [m.group(0) for m in gate.finditer("Prose and PROSE")] == ["Prose", "PROSE"]
    # Non-ASCII text is never gated: under IGNORECASE 'ſ' (long s) matches 's'.
    assert regex.search("proſe") is not None
    assert gate.search("proſe") is not None
    # A window of the text is searched as the regex would.
    assert gate.search("prose, then prose", 5) is not None


def test_alternatives_a_text_cannot_match_are_dropped_exactly() -> None:
    body = r"\bfoo|\bfoobar|bar\w+|(?<=,\s)qux|\d+\s?tok/s"
    gate = gated(re.compile(rf"(?<![a-zA-Z])(?:{body})", re.IGNORECASE), body, ("(?<![a-zA-Z])", ""))
    assert gate.alternatives is not None and len(gate.alternatives) == 5
    for text in ("foobar and barn, qux", "FOOBAR", "12 tok/s, qux", "nothing here", "bar", "x, qux foo"):
        assert [m.span() for m in gate.finditer(text)] == [m.span() for m in gate.regex.finditer(text)], text
    assert gate.search("12 tok/s") is not None and gate.search("nothing here") is None
    assert gate.reduced  # texts without 'foo' ran a smaller pattern
    # Global flags keep the whole pattern (they could sit in a dropped part).
    flagged = r"(?i)foo|bar|baz"
    assert gated(re.compile(flagged), flagged).alternatives is None


def test_dropped_alternatives_with_groups_keep_the_groups() -> None:
    """A pattern with groups drops an alternative by making it fail at once ('(?!)' before it):
    every group keeps its number and name, and one in a dropped part is never set."""
    grouped = r"(?P<n>\d+)\s(?:GPUs?|cards)\b|\bTP\s?(?P<tp>\d+)\b|(?P<word>one|two)\s(?:nodes|hosts)\b"
    gate = gated(re.compile(grouped, re.IGNORECASE), grouped, flags=re.IGNORECASE)
    assert gate.alternatives is not None and len(gate.alternatives) == 3
    texts = ("TP 8 on 2 nodes", "4 GPUs, TP8", "two hosts, tp=2", "8 cards and TP 4", "no count here")
    for text in texts:
        expected = [(m.span(), m.groupdict(), m.lastindex) for m in gate.regex.finditer(text)]
        assert [(m.span(), m.groupdict(), m.lastindex) for m in gate.finditer(text)] == expected, text
        found, whole = gate.search(text), gate.regex.search(text)
        assert (found.groupdict() if found else None) == (whole.groupdict() if whole else None)
    # 'TP 8 on 2 nodes' names neither a GPU word nor a node's count word: only 'TP' runs
    assert any("(?!)" in reduced.pattern for reduced in gate.reduced.values())
    # the flip: with the GPU word the first alternative runs again and finds the count
    assert [m.groupdict() for m in gate.finditer("TP 8 on 2 GPUs")] == [
        {"n": None, "tp": "8", "word": None},
        {"n": "2", "tp": None, "word": None},
    ]


def _texts() -> list[str]:
    texts: list[str] = []
    for folder in ("README.md", "docs", "examples", "tests/data/claims-real"):
        base = ROOT / folder
        files = [base] if base.is_file() else sorted(base.rglob("*.md")) if base.is_dir() else []
        for path in files:
            source = path.read_text(encoding="utf-8", errors="replace")
            texts.append(source)
            texts.extend(source.split("\n\n"))
            texts.extend(source.split("\n"))
    return texts


def test_no_fact_pattern_is_gated_off_text_it_matches() -> None:
    patterns = [v for v in vars(facts).values() if isinstance(v, Gated)]
    patterns += [p for v in vars(facts).values() if isinstance(v, list) for p in v if isinstance(p, Gated)]
    assert len(patterns) > 40
    texts = _texts()
    assert len(texts) > 1000
    closed = 0
    for pattern in patterns:
        assert pattern.keys is not None, pattern.pattern[:60]
        for text in texts:
            if not pattern.open(text):
                closed += 1
                assert pattern.regex.search(text) is None, (pattern.pattern[:60], text[:80])
            elif pattern.alternatives is not None:
                found = [m.span() for m in pattern.finditer(text)]
                assert found == [m.span() for m in pattern.regex.finditer(text)], (pattern.pattern[:60], text[:80])
    assert closed > len(texts)  # the gates do skip work


def test_no_claim_scan_is_gated_off_text_it_matches() -> None:
    """The claim finder's text-wide scans and the pattern table's rows skip only text they
    cannot match: a gate that dropped a claim would fail here, not only in a corpus score."""
    scans = [v for v in vars(find_claims).values() if isinstance(v, Gated)] + list(patterns._SCANS)
    assert len(scans) >= 9 + len(patterns.PATTERNS)
    texts = _texts()
    closed = 0
    for scan in scans:
        for text in texts:
            if not scan.open(text):
                closed += 1
                assert scan.regex.search(text) is None, (scan.pattern[:60], text[:80])
    assert closed > len(texts)  # the gates do skip work


def test_finder_gate_holds_every_scan_the_finder_runs() -> None:
    """The finder answers 'no claim' at once on text holding none of its scans' and rows'
    literals: every scan it runs must be in _FINDER_SCANS, and a text the finder gate closes
    must be one no scan or row matches."""
    used = {name for name in find_claims._find_cached.__wrapped__.__code__.co_names if name.endswith("_SCAN")}
    listed = {name for name, value in vars(find_claims).items() if any(value is s for s in find_claims._FINDER_SCANS)}
    assert used and used <= listed, used - listed
    keys = find_claims._FINDER_KEYS
    assert keys is not None
    scans = [*find_claims._FINDER_SCANS, *patterns._SCANS]
    closed = 0
    for text in [*_texts(), "1608.4", "| 64 |", "Results", "12 tok/s", "2.1x faster", "37% higher"]:
        if not text.isascii() or any(map(text.lower().__contains__, keys)):
            continue
        closed += 1
        assert all(scan.regex.search(text) is None for scan in scans), text[:80]
        assert find_claims.find_candidates(text) == []
    assert closed > 100  # the gate does skip work
    # the one number that matters: a unit makes the same figure a claim again
    assert find_claims.find_candidates("1608.4") == [] and find_claims.find_candidates("1608.4 tok/s")


def test_a_gate_is_derived_only_for_a_pattern_in_use() -> None:
    """A run over one document must not parse every pattern a second time for its gate: the
    regex runs ungated (the same matches) until it has been called COLD_USES times."""
    gate = gated(re.compile(r"\d+ tok/s|ShareGPT", re.IGNORECASE))
    for _ in range(COLD_USES - 1):
        assert gate.search("nothing to match") is None
    assert gate.cold == 1  # still ungated
    assert [m.span() for m in gate.finditer("12 tok/s on sharegpt")] == [(0, 8), (12, 20)]
    assert gate.cold == 0 and gate.keys is not None  # derived on the COLD_USES-th call
    assert gate.search("nothing to match") is None and gate.search("ShareGPT") is not None
