"""Current output equals the golden files (regenerate with ``python -m tests.goldens --update``)."""

from __future__ import annotations

import difflib

import pytest

from tests.goldens import GOLDEN_DIR, SHARED, goldens


@pytest.mark.parametrize("golden", goldens(), ids=lambda g: g.name)
def test_output_equals_golden(golden) -> None:  # type: ignore[no-untyped-def]
    if golden.needs_shared and not SHARED.is_dir():
        pytest.skip(f"{SHARED} not found")
    expected = (GOLDEN_DIR / golden.name).read_text(encoding="utf-8")
    actual = golden.produce()
    if actual != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), "golden", "now", n=1))
        pytest.fail(
            f"{golden.name} changed (run `python -m tests.goldens --update` and review the diff):\n{diff[:6000]}"
        )
