"""The options that say when a claim's number equals a linked record's (CL001 and CL002)."""

from __future__ import annotations

from benchlint.linter.options import Option

LINK_MATCH_OPTIONS = (
    Option(
        "last_digit_tolerance",
        "float",
        0.5,
        "How far, in units of the claim's last shown digit, a record's number may be and still match.",
    ),
    Option(
        "approx_tolerance",
        "float",
        0.05,
        "Relative difference allowed for a number marked approximate (~, about, around).",
    ),
    Option(
        "percent_tolerance",
        "float",
        0.005,
        "Absolute difference allowed on the ratio for a percentage (0.005 = half a point).",
    ),
)
