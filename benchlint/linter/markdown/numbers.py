"""Number syntax shared by the claim finder and the fact readers.

Every pattern here is linear: no nested quantifiers over overlapping classes, so a 1 MB
adversarial line costs a scan, not an explosion.
"""

from __future__ import annotations

import re

#: 1,301.65 / 4107.36 / 13 (thousands groups or plain digits, optional decimals)
NUM = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"
#: a count with an optional K/M suffix: 1K, 33,898, 4k
COUNT = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s?[kKM](?![A-Za-z]))?"

WORD_NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "single": 1,
    "a single": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "twelve": 12,
    "sixteen": 16,
    "thirty-two": 32,
    "sixty-four": 64,
}

_SUFFIX = re.compile(r"\s?([kKM])$")


def parse_number(text: str) -> float | None:
    """'1,301.65' -> 1301.65, '1K' -> 1000, 'eight' -> 8; None when not a number."""
    text = text.strip().lstrip("~≈").strip()
    lowered = text.lower()
    if lowered in WORD_NUMBERS:
        return float(WORD_NUMBERS[lowered])
    scale = 1.0
    suffix = _SUFFIX.search(text)
    if suffix:
        scale = 1e6 if suffix.group(1) == "M" else 1e3
        text = text[: suffix.start()]
    try:
        return float(text.replace(",", "")) * scale
    except ValueError:
        return None


def decimals(text: str) -> int:
    """Digits after the decimal point as written ('13.20' -> 2)."""
    text = text.strip()
    return len(text) - text.index(".") - 1 if "." in text else 0


def close(a: float, b: float, rel: float = 0.03) -> bool:
    return abs(a - b) <= rel * max(abs(a), abs(b), 1e-12)
