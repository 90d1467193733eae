"""`benchlint check examples/` gives exactly the findings each example declares.

YAML examples declare them on their first line (`# expect: OP001, CV002` or `# expect: none`),
JSON/JSONL ones in a sidecar `<file>.expect`, Markdown ones in `<!-- expect: CODE ... -->`
comments (the union over the document).
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

import pytest

from benchlint.linter.config import Settings
from benchlint.linter.engine import discover, lint_paths
from tests.helpers import REPO

EXAMPLES = REPO / "examples"
_EXPECT = re.compile(r"expect:\s*([A-Z0-9, ]+|none)")


def declared(path: Path) -> set[str]:
    sidecar = path.with_name(path.name + ".expect")
    if sidecar.exists():
        text = sidecar.read_text()
    elif path.suffix in (".yaml", ".yml"):
        text = path.read_text().splitlines()[0]
    else:
        text = path.read_text()
    found: set[str] = set()
    matches = _EXPECT.findall(text)
    assert matches, f"{path} declares no expected findings"
    for group in matches:
        if group.strip() != "none":
            found.update(code.strip() for code in group.split(",") if code.strip())
    return found


def _files() -> list[Path]:
    return [Path(p) for p in discover([str(EXAMPLES)], Settings())]


@pytest.fixture(scope="module")
def actual() -> dict[str, set[str]]:
    result = lint_paths([str(EXAMPLES)], Settings())
    by_file: dict[str, set[str]] = defaultdict(set)
    for finding in result.findings:
        by_file[str(Path(finding.path).resolve())].add(finding.code)
    return by_file


@pytest.mark.parametrize("path", _files(), ids=lambda p: str(p.relative_to(EXAMPLES)))
def test_example_gives_exactly_its_declared_codes(path: Path, actual: dict[str, set[str]]) -> None:
    assert actual.get(str(path.resolve()), set()) == declared(path)


def test_there_is_a_clean_example_and_a_failing_one() -> None:
    kinds = {bool(declared(p)) for p in _files()}
    assert kinds == {True, False}
